// MainWindow's menus, tool bars and their actions (split from mainwindow.cpp: the window's
// wiring, apart from what the actions do).
#include "content/packagerepository.h"
#include "content/packagewriter.h"
#include "editorlanguage.h"
#include "featurestyle.h"
#include "languages.h"
#include "mainwindow.h"
#include "packagedocument.h"
#include "tilecanvas.h"
#include "tileediting.h"

#include <QActionGroup>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QLayout>
#include <QListView>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStyle>
#include <QToolBar>
#include <QUndoStack>

namespace carcassonne {

void MainWindow::createActions()
{
    auto make = [this](const QString &name, const QString &text, const QKeySequence &shortcut,
                       auto slot) {
        auto *a = new QAction(text, this);
        a->setObjectName(name);
        if (!shortcut.isEmpty())
            a->setShortcut(shortcut);
        connect(a, &QAction::triggered, this, slot);
        return a;
    };
    auto icon = [this](QStyle::StandardPixmap p) { return style()->standardIcon(p); };

    // File
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *newAction = make(QStringLiteral("actionNew"), tr("&New Package"), QKeySequence::New,
                              &MainWindow::newPackage);
    newAction->setIcon(icon(QStyle::SP_FileIcon));
    QAction *openAction =
            make(QStringLiteral("actionOpen"), tr("&Open…"), QKeySequence::Open, &MainWindow::open);
    openAction->setIcon(icon(QStyle::SP_DialogOpenButton));
    QAction *openFolder = make(QStringLiteral("actionOpenFolder"), tr("Open &Folder…"),
                               QKeySequence(tr("Ctrl+Shift+O")), [this] {
                                   if (!maybeSave())
                                       return;
                                   const QString dir = QFileDialog::getExistingDirectory(
                                           this, tr("Open Package Folder"));
                                   if (!dir.isEmpty())
                                       openPackage(dir);
                               });
    file->addActions({newAction, openAction, openFolder});
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    m_recentMenu->setObjectName(QStringLiteral("menuRecent"));
    QMenu *import = file->addMenu(tr("&Import Built-in Package"));
    for (const QString &id :
         QDir(PackageRepository::builtinRoot()).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        QAction *a = import->addAction(id, this, [this, id] { importBuiltin(id); });
        a->setObjectName(QStringLiteral("actionImport_") + id);
    }
    file->addSeparator();
    QAction *saveAction =
            make(QStringLiteral("actionSave"), tr("&Save"), QKeySequence::Save, &MainWindow::save);
    saveAction->setIcon(icon(QStyle::SP_DialogSaveButton));
    file->addAction(saveAction);
    file->addAction(make(QStringLiteral("actionSaveAs"), tr("Save &As…"), QKeySequence::SaveAs,
                         &MainWindow::saveAs));
    file->addAction(make(QStringLiteral("actionExportSheet"), tr("&Export Contact Sheet…"),
                         QKeySequence(tr("Ctrl+E")), &MainWindow::exportContactSheet));
    file->addSeparator();
    file->addAction(
            make(QStringLiteral("actionQuit"), tr("&Quit"), QKeySequence::Quit, &QWidget::close));
    // The recent packages first: a folder save killed last time is finished (or undone), so
    // that each is at its path again (the editor's start; opening one does the same).
    for (const QString &path :
         QSettings().value(QStringLiteral("editor/recentFiles")).toStringList())
        PackageWriter::recoverFolder(path);
    updateRecentMenu();

    // Edit
    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *undo = m_document->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setObjectName(QStringLiteral("actionUndo"));
    undo->setShortcut(QKeySequence::Undo);
    undo->setIcon(icon(QStyle::SP_ArrowBack));
    QAction *redo = m_document->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setObjectName(QStringLiteral("actionRedo"));
    redo->setShortcuts({QKeySequence(tr("Ctrl+Shift+Z")), QKeySequence(tr("Ctrl+Y"))});
    redo->setIcon(icon(QStyle::SP_ArrowForward));
    edit->addActions({undo, redo});
    edit->addSeparator();
    edit->addAction(make(QStringLiteral("actionDeleteFeature"), tr("&Delete Feature"),
                         QKeySequence::Delete, [this] {
                             const int t = currentTile();
                             if (t < 0 || m_canvas->selection().size() != 1)
                                 return;
                             m_document->pushTileEdit(
                                     t,
                                     TileEditing::remove(m_document->tile(t),
                                                         m_canvas->selection().constFirst()),
                                     tr("Delete Feature"));
                             m_canvas->setSelection({});
                         }));
    edit->addAction(make(QStringLiteral("actionMerge"), tr("&Merge Features"),
                         QKeySequence(tr("Ctrl+M")), [this] {
                             const int t = currentTile();
                             const QList<int> s = m_canvas->selection();
                             if (t < 0 || s.size() != 2)
                                 return;
                             const int a = std::min(s[0], s[1]);
                             const int b = std::max(s[0], s[1]);
                             m_document->pushTileEdit(t,
                                                      TileEditing::merge(m_document->tile(t), a, b),
                                                      tr("Merge Features"));
                             m_canvas->setSelection({a});
                         }));
    edit->addAction(make(QStringLiteral("actionSplit"), tr("S&plit Feature"),
                         QKeySequence(tr("Ctrl+Shift+M")), [this] {
                             const int t = currentTile();
                             if (t < 0 || m_canvas->selection().size() != 1)
                                 return;
                             m_document->pushTileEdit(
                                     t,
                                     TileEditing::split(m_document->tile(t),
                                                        m_canvas->selection().constFirst()),
                                     tr("Split Feature"));
                         }));

    // Tile
    QMenu *tile = menuBar()->addMenu(tr("&Tile", "menu"));
    QAction *newTileAction = make(QStringLiteral("actionNewTile"), tr("&New Tile"),
                                  QKeySequence(tr("Ctrl+T")), &MainWindow::newTile);
    newTileAction->setIcon(icon(QStyle::SP_FileDialogNewFolder));
    tile->addAction(newTileAction);
    tile->addAction(make(QStringLiteral("actionDuplicateTile"), tr("&Duplicate Tile"),
                         QKeySequence(tr("Ctrl+D")), &MainWindow::duplicateTile));
    tile->addAction(make(QStringLiteral("actionCopyTile"), tr("&Copy Tile from Package…"),
                         QKeySequence(tr("Ctrl+Shift+T")), &MainWindow::copyTileFromPackage));
    tile->addAction(make(QStringLiteral("actionRemoveTile"), tr("&Remove Tile"),
                         QKeySequence(tr("Ctrl+Del")), &MainWindow::removeTile));
    tile->addSeparator();
    // Beside the current cell (the one last clicked; a cell's context menu offers the same).
    QMenu *cells = tile->addMenu(tr("Add &Cell"));
    const QStringList sideNames{tr("To the North"), tr("To the East"), tr("To the South"),
                                tr("To the West")};
    for (int side = 0; side < 4; ++side)
        cells->addAction(make(QStringLiteral("actionAddCell%1").arg(side), sideNames[side],
                              QKeySequence(), [this, side] { addCell(side); }));
    // Its text names the current cell (updateActions).
    tile->addAction(make(QStringLiteral("actionRemoveCell"), QString(), QKeySequence(),
                         [this] { m_canvas->removeCell(m_canvas->currentCell()); }));
    tile->setToolTipsVisible(true);
    tile->addSeparator();
    QAction *rotate = make(
            QStringLiteral("actionRotateView"), tr("R&otate View Clockwise"), QKeySequence(tr("R")),
            [this] { m_canvas->setViewQuarterTurns(m_canvas->viewQuarterTurns() + 1); });
    rotate->setIcon(icon(QStyle::SP_BrowserReload));
    tile->addAction(rotate);
    tile->addAction(make(QStringLiteral("actionRotateViewBack"), tr("Rotate View &Anticlockwise"),
                         QKeySequence(tr("Shift+R")), [this] {
                             m_canvas->setViewQuarterTurns(m_canvas->viewQuarterTurns() + 3);
                         }));

    // Tools: select, the terrains to draw, the interior features to place.
    QMenu *tools = menuBar()->addMenu(tr("T&ools"));
    m_tools = new QActionGroup(this);
    auto *toolBar = new QToolBar(tr("Features"), this);
    toolBar->setObjectName(QStringLiteral("featureToolBar"));
    toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    QAction *select = new QAction(tr("Select"), m_tools);
    select->setObjectName(QStringLiteral("tool_select"));
    select->setShortcut(QKeySequence(tr("S")));
    select->setCheckable(true);
    select->setChecked(true);
    select->setIcon(icon(QStyle::SP_ArrowUp));
    connect(select, &QAction::triggered, this, [this] { m_canvas->setTool(std::nullopt); });
    tools->addAction(select);
    toolBar->addAction(select);
    toolBar->addSeparator();
    const QList<std::pair<FeatureType, QString>> toolKeys{
            {FeatureType::Field, tr("F")},    {FeatureType::Road, tr("D")},
            {FeatureType::City, tr("C")},     {FeatureType::River, tr("V")},
            {FeatureType::Fog, tr("G")},      {FeatureType::Cloister, tr("K")},
            {FeatureType::Garden, QString()}, {FeatureType::Farm, QString()},
            {FeatureType::Castle, QString()}, {FeatureType::Graveyard, QString()}};
    for (const auto &[type, key] : toolKeys) {
        QAction *a = new QAction(FeatureStyle::icon(type), FeatureStyle::name(type), m_tools);
        a->setObjectName(QStringLiteral("tool_") + featuretype::name(type));
        a->setCheckable(true);
        if (!key.isEmpty())
            a->setShortcut(QKeySequence(key));
        a->setToolTip(featuretype::hasPorts(type)
                              ? tr("Draw %1: drag over ports").arg(FeatureStyle::name(type))
                              : tr("Place %1: click in a cell").arg(FeatureStyle::name(type)));
        const FeatureType t = type;
        connect(a, &QAction::triggered, this, [this, t] { m_canvas->setTool(t); });
        tools->addAction(a);
        toolBar->addAction(a);
        if (type == FeatureType::Fog)
            toolBar->addSeparator();
    }

    // Game
    QMenu *game = menuBar()->addMenu(tr("&Game"));
    QAction *playAction = make(QStringLiteral("actionPlay"), tr("&Play…"), QKeySequence(tr("F5")),
                               &MainWindow::play);
    playAction->setIcon(icon(QStyle::SP_MediaPlay));
    playAction->setToolTip(tr("Play a game with this package now (F5)"));
    game->addAction(playAction);
    QAction *installAction = make(QStringLiteral("actionInstall"), tr("&Install in the Game"),
                                  QKeySequence(), [this] { installInGame(); });
    installAction->setToolTip(
            tr("Put this package in your packages folder, where the game offers it"));
    game->addAction(installAction);

    // View
    QMenu *view = menuBar()->addMenu(tr("&View"));
    for (QDockWidget *dock : findChildren<QDockWidget *>())
        view->addAction(dock->toggleViewAction());

    // Language: each in its own words, so a reader finds theirs whatever is shown now.
    QMenu *language = menuBar()->addMenu(tr("&Language"));
    language->setObjectName(QStringLiteral("menuLanguage"));
    auto *languages = new QActionGroup(this);
    for (const Languages::Language &l : Languages::all()) {
        QAction *a = language->addAction(l.name);
        a->setObjectName(QStringLiteral("actionLanguage_") + l.code);
        a->setCheckable(true);
        a->setChecked(l.code == EditorLanguage::current());
        languages->addAction(a);
        const QString code = l.code;
        connect(a, &QAction::triggered, this, [code] {
            if (EditorLanguage::apply(code))
                EditorLanguage::save(code);
        });
    }

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About"), this, [this] {
        QMessageBox::about(this, tr("About the Tile Editor"),
                           tr("<h3>Carcassonne Tile Editor</h3><p>Draw tiles, build tile sets and "
                              "variants, and play them at once.</p>"));
    });

    // Under the tile list, as Tiled puts layer buttons under its layer list.
    auto *tileBar = new QToolBar(tr("Tile List"));
    tileBar->setIconSize(QSize(16, 16));
    action(QStringLiteral("actionDuplicateTile"))->setIcon(icon(QStyle::SP_FileDialogContentsView));
    action(QStringLiteral("actionCopyTile"))->setIcon(icon(QStyle::SP_DirOpenIcon));
    action(QStringLiteral("actionRemoveTile"))->setIcon(icon(QStyle::SP_TrashIcon));
    tileBar->addActions({newTileAction, action(QStringLiteral("actionDuplicateTile")),
                         action(QStringLiteral("actionCopyTile")),
                         action(QStringLiteral("actionRemoveTile"))});
    m_tileList->parentWidget()->layout()->addWidget(tileBar);

    auto *main = new QToolBar(tr("Main"), this);
    main->setObjectName(QStringLiteral("mainToolBar"));
    main->addActions({newAction, openAction, saveAction});
    main->addSeparator();
    main->addActions({undo, redo});
    main->addSeparator();
    main->addActions({newTileAction, rotate});
    main->addSeparator();
    main->addAction(playAction);
    addToolBar(main);
    // The terrains and features on a line of their own: beside the main tools their words
    // (German the longest) ran off the window's edge.
    addToolBarBreak();
    addToolBar(toolBar);
}

} // namespace carcassonne
