#include "tilelistmodel.h"

#include "packagedocument.h"
#include "tileimage.h"

#include <QPainter>

namespace carcassonne {

TileListModel::TileListModel(PackageDocument *document, QObject *parent)
    : QAbstractListModel(parent),
      m_document(document)
{
    connect(document, &PackageDocument::tilesReset, this, [this] {
        beginResetModel();
        m_thumbnails.clear();
        endResetModel();
    });
    connect(document, &PackageDocument::tileChanged, this, [this](int row) {
        m_thumbnails.remove(row);
        emit dataChanged(index(row), index(row));
    });
    connect(document, &PackageDocument::rulesChanged, this, [this] {
        if (rowCount() > 0)
            emit dataChanged(index(0), index(rowCount() - 1), {Qt::DisplayRole, Qt::ToolTipRole});
    });
}

int TileListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_document->tileCount();
}

QVariant TileListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_document->tileCount())
        return {};
    const TileDefinition &t = m_document->tile(index.row());
    const bool start = m_document->package().rules.startTile == t.id;
    switch (role) {
    case Qt::DisplayRole:
        //: A tile's entry in the tile list: its id and how many copies the package has.
        return start ? tr("%1  ×%2  (start)").arg(t.id).arg(t.count)
                     : tr("%1  ×%2").arg(t.id).arg(t.count);
    case Qt::DecorationRole: {
        auto it = m_thumbnails.find(index.row());
        if (it == m_thumbnails.end()) {
            QImage image = TileImage::render(m_document->package(), t, kThumbnailPixels);
            if (image.width() > kThumbnailPixels || image.height() > kThumbnailPixels)
                image = image.scaled(kThumbnailPixels, kThumbnailPixels, Qt::KeepAspectRatio,
                                     Qt::SmoothTransformation);
            // Every row the same square, multi-cell tiles centred in it.
            QImage square(kThumbnailPixels, kThumbnailPixels, QImage::Format_ARGB32_Premultiplied);
            square.fill(Qt::transparent);
            QPainter painter(&square);
            painter.drawImage((kThumbnailPixels - image.width()) / 2,
                              (kThumbnailPixels - image.height()) / 2, image);
            painter.end();
            it = m_thumbnails.insert(index.row(), QPixmap::fromImage(square));
        }
        return *it;
    }
    case Qt::ToolTipRole:
        return tr("Tile %1: copies: %2, features: %3")
                .arg(t.id)
                .arg(t.count)
                .arg(t.features.size());
    case CountRole:
        return t.count;
    case IdRole:
        return t.id;
    default:
        return {};
    }
}

} // namespace carcassonne
