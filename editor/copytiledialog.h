#pragma once

#include "content/package.h"

#include <QDialog>

class QComboBox;
class QListWidget;

namespace carcassonne {

class PackageRepository;

// Picks a tile of any installed package to start a new tile from.
class CopyTileDialog : public QDialog
{
    Q_OBJECT

public:
    CopyTileDialog(PackageRepository *repository, QWidget *parent = nullptr);
    // The chosen tile, and its package (for hand-made art).
    std::optional<std::pair<Package, TileDefinition>> selected() const;
    QComboBox *packageCombo() const { return m_packages; }
    QListWidget *tileList() const { return m_tiles; }

private:
    void showPackage();

    PackageRepository *m_repository;
    QComboBox *m_packages;
    QListWidget *m_tiles;
    std::optional<Package> m_package;
};

} // namespace carcassonne
