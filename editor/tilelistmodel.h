#pragma once

#include <QAbstractListModel>
#include <QHash>
#include <QPixmap>

namespace carcassonne {

class PackageDocument;

// The package's tile types for the tile list: thumbnail, id and count.
class TileListModel : public QAbstractListModel
{
    Q_OBJECT

public:
    enum Role { CountRole = Qt::UserRole + 1, IdRole };
    explicit TileListModel(PackageDocument *document, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;

    static constexpr int kThumbnailPixels = 56;

private:
    PackageDocument *m_document;
    mutable QHash<int, QPixmap> m_thumbnails;
};

} // namespace carcassonne
