#include "copytiledialog.h"

#include "content/packagerepository.h"
#include "tileimage.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace carcassonne {

CopyTileDialog::CopyTileDialog(PackageRepository *repository, QWidget *parent)
    : QDialog(parent),
      m_repository(repository)
{
    setWindowTitle(tr("Copy Tile from Package"));
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    m_packages = new QComboBox;
    m_packages->addItems(repository->availableIds());
    form->addRow(tr("&Package:"), m_packages);
    layout->addLayout(form);
    m_tiles = new QListWidget;
    m_tiles->setViewMode(QListView::IconMode);
    m_tiles->setIconSize(QSize(72, 72));
    m_tiles->setGridSize(QSize(96, 104));
    m_tiles->setResizeMode(QListView::Adjust);
    m_tiles->setMovement(QListView::Static);
    m_tiles->setMinimumSize(520, 360);
    layout->addWidget(m_tiles);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Copy"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_tiles, &QListWidget::itemDoubleClicked, this, &QDialog::accept);
    layout->addWidget(buttons);
    connect(m_packages, &QComboBox::currentIndexChanged, this, &CopyTileDialog::showPackage);
    showPackage();
}

void CopyTileDialog::showPackage()
{
    m_tiles->clear();
    Problems problems;
    m_package = m_repository->load(m_packages->currentText(), &problems);
    if (!m_package)
        return;
    for (const TileDefinition &t : std::as_const(m_package->tiles)) {
        auto *item = new QListWidgetItem(
                QIcon(QPixmap::fromImage(TileImage::render(*m_package, t, 72))), t.id, m_tiles);
        item->setData(Qt::UserRole, t.id);
    }
    if (m_tiles->count())
        m_tiles->setCurrentRow(0);
}

std::optional<std::pair<Package, TileDefinition>> CopyTileDialog::selected() const
{
    if (!m_package || !m_tiles->currentItem())
        return std::nullopt;
    const TileDefinition *t =
            m_package->tile(m_tiles->currentItem()->data(Qt::UserRole).toString());
    if (!t)
        return std::nullopt;
    return std::make_pair(*m_package, *t);
}

} // namespace carcassonne
