#include "mainwindow.h"

#include "art/contactsheet.h"
#include "content/packageinstaller.h"
#include "content/packagerepository.h"
#include "copytiledialog.h"
#include "core/diskfile.h"
#include "enginemessages.h"
#include "packagedocument.h"
#include "packagepage.h"
#include "playdialog.h"
#include "playlauncher.h"
#include "problemswidget.h"
#include "recoverystore.h"
#include "rules/rulecatalog.h"
#include "rules/rulemodule.h"
#include "rulespage.h"
#include "ruletexts.h"
#include "scoringpage.h"
#include "state/packagecheck.h"
#include "svgimage.h"
#include "tilecanvas.h"
#include "tileediting.h"
#include "tilelistmodel.h"
#include "tilepropertieswidget.h"

#include <QActionGroup>
#include <QApplication>
#include <QBuffer>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenuBar>
#include <QMessageBox>
#include <QScrollArea>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QToolBar>
#include <QUndoView>
#include <QVBoxLayout>

namespace carcassonne {

namespace {
constexpr int kDefaultAutosaveMs = 20000;
// Parameters Play asks for when the package's modules have them: what a game is started at.
const QStringList kPlayParameters{QStringLiteral("mistLevel")};

QWidget *scrolled(QWidget *content)
{
    auto *scroll = new QScrollArea;
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    return scroll;
}
} // namespace

MainWindow::MainWindow(PackageRepository *repository, QWidget *parent)
    : QMainWindow(parent),
      m_repository(repository),
      m_document(new PackageDocument(repository, this)),
      m_tileModel(new TileListModel(m_document, this)),
      m_canvas(new TileCanvas(m_document))
{
    setObjectName(QStringLiteral("EditorMainWindow"));
    buildUi();

    connect(m_document->undoStack(), &QUndoStack::cleanChanged, this, &MainWindow::updateTitle);
    connect(m_document, &PackageDocument::pathChanged, this, &MainWindow::updateTitle);
    connect(m_document, &PackageDocument::metadataChanged, this, &MainWindow::updateTitle);
    connect(m_document, &PackageDocument::tilesReset, this, [this] {
        // Keep a tile selected after adding, removing or opening.
        selectTile(std::clamp(m_canvas->tileIndex(), 0, m_document->tileCount() - 1));
    });
    connect(m_canvas, &TileCanvas::selectionChanged, this, &MainWindow::updateActions);
    connect(m_canvas, &TileCanvas::currentCellChanged, this, &MainWindow::updateActions);
    connect(m_document, &PackageDocument::contentChanged, this, &MainWindow::updateActions);

    // A recovery copy per window, locked while the window lives.
    m_recovery = std::make_unique<RecoveryStore>();
    m_recovery->markSaved(m_document->revision());
    m_autosaveTimer = new QTimer(this);
    m_autosaveTimer->setInterval(kDefaultAutosaveMs);
    connect(m_autosaveTimer, &QTimer::timeout, this, &MainWindow::autosave);
    m_autosaveTimer->start();

    selectTile(0);
    updateTitle();
    updateActions();
    resize(1280, 820);
    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("editor/geometry")).toByteArray());
    // A remembered layout that leaves the tile canvas too small to draw on (as a language
    // switch once saved) is dropped for the standard one once the window is laid out.
    const QByteArray standard = saveState();
    if (restoreState(settings.value(QStringLiteral("editor/state")).toByteArray())) {
        QTimer::singleShot(0, this, [this, standard] {
            if (m_pages->width() < kMinimumCanvasWidth || m_pages->height() < kMinimumCanvasHeight)
                restoreState(standard);
        });
    }
}

MainWindow::~MainWindow()
{
    // The document goes first, while the views that show it are whole and can hear it go; this
    // window no longer listens to it.
    QObject::disconnect(m_document->undoStack(), nullptr, this, nullptr);
    QObject::disconnect(m_document, nullptr, this, nullptr);
    // Editors still holding focus finish their edit as they go: let them, while the document
    // is there to take it.
    for (QDockWidget *dock : findChildren<QDockWidget *>())
        delete dock;
    delete takeCentralWidget();
    delete m_document;
}

// Everything that shows text: the pages, the docks, the menus and tool bars, the status line.
// Built again, in the language installed now, when the language changes.
void MainWindow::buildUi()
{
    m_pages = new QTabWidget;
    m_pages->setDocumentMode(true);
    m_pages->addTab(m_canvas, tr("Tile", "the tile canvas page"));
    m_packagePage = new PackagePage(m_document);
    m_pages->addTab(scrolled(m_packagePage), tr("Package"));
    m_rulesPage = new RulesPage(m_document);
    m_pages->addTab(m_rulesPage, tr("Rules"));
    m_scoringPage = new ScoringPage(m_document);
    m_pages->addTab(m_scoringPage, tr("Scoring"));
    setCentralWidget(m_pages);

    createDocks();
    // Each rule's problems under its row, as the Problems dock finds them.
    connect(m_problems, &ProblemsWidget::problemCountChanged, m_scoringPage,
            [this] { m_scoringPage->showProblems(m_problems->problems()); });
    m_scoringPage->showProblems(m_problems->problems());
    createActions();

    m_problemLabel = new QLabel;
    statusBar()->addPermanentWidget(m_problemLabel);
    connect(m_problems, &ProblemsWidget::problemCountChanged, this, [this](int n) {
        m_problemLabel->setText(n == 0 ? tr("No problems") : tr("%n problem(s)", nullptr, n));
    });
    const int problems = int(m_problems->problems().size());
    m_problemLabel->setText(problems == 0 ? tr("No problems")
                                          : tr("%n problem(s)", nullptr, problems));
}

void MainWindow::changeEvent(QEvent *event)
{
    // Installing a translator sends this to every widget; rebuild once, after the action that
    // switched the language has returned (it is one of the actions rebuilt).
    if (event->type() == QEvent::LanguageChange && m_pages && !m_retranslatePending) {
        m_retranslatePending = true;
        QTimer::singleShot(0, this, &MainWindow::retranslateUi);
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::retranslateUi()
{
    m_retranslatePending = false;
    const QByteArray layout = saveState();
    // The docks' sizes, given back to their new selves below: restoreState() alone lets docks
    // made anew take the width their contents ask for, and the pages were left 200 px.
    QHash<QString, QSize> dockSizes;
    for (QDockWidget *dock : findChildren<QDockWidget *>(Qt::FindDirectChildrenOnly))
        dockSizes.insert(dock->objectName(), dock->size());
    const int page = m_pages->currentIndex();
    const int tile = currentTile();
    const auto tool = m_canvas->tool();
    const QList<int> selection = m_canvas->selection();

    // The canvas and the document stay; every widget and action with words goes. The forms go
    // first, while the actions are whole: an editor losing focus may still commit its edit.
    m_pages->removeTab(m_pages->indexOf(m_canvas));
    m_canvas->setParent(nullptr);
    delete takeCentralWidget();
    for (QDockWidget *dock : findChildren<QDockWidget *>(Qt::FindDirectChildrenOnly))
        delete dock;
    for (QToolBar *bar : findChildren<QToolBar *>(Qt::FindDirectChildrenOnly))
        delete bar;
    for (QMenu *menu : menuBar()->findChildren<QMenu *>(Qt::FindDirectChildrenOnly))
        delete menu;
    menuBar()->clear();
    for (QAction *a : findChildren<QAction *>(Qt::FindDirectChildrenOnly))
        delete a;
    for (QActionGroup *group : findChildren<QActionGroup *>(Qt::FindDirectChildrenOnly))
        delete group;
    m_tools = nullptr;
    delete m_problemLabel;

    buildUi();
    restoreState(layout);
    // Once the rebuilt layout has been laid out: sizes given before that are overridden.
    QTimer::singleShot(0, this, [this, dockSizes] { restoreDockSizes(dockSizes); });
    m_pages->setCurrentIndex(page);
    selectTile(tile);
    m_canvas->setTool(tool);
    if (tool) {
        const QString name = QStringLiteral("tool_") + featuretype::name(*tool);
        if (QAction *a = action(name))
            a->setChecked(true);
    }
    m_canvas->setSelection(selection);
    // The program's name too: the window system shows it after the title (and it was set in
    // the language the editor started in).
    QGuiApplication::setApplicationDisplayName(
            QCoreApplication::translate("main", "Carcassonne Tile Editor"));
    updateTitle();
    updateActions();
}

void MainWindow::restoreDockSizes(const QHash<QString, QSize> &sizes)
{
    QList<QDockWidget *> horizontal, vertical;
    QList<int> widths, heights;
    for (QDockWidget *dock : findChildren<QDockWidget *>(Qt::FindDirectChildrenOnly)) {
        if (!sizes.contains(dock->objectName()) || dock->isFloating() || dock->isHidden())
            continue;
        const Qt::DockWidgetArea area = dockWidgetArea(dock);
        if (area == Qt::LeftDockWidgetArea || area == Qt::RightDockWidgetArea) {
            horizontal << dock;
            widths << sizes.value(dock->objectName()).width();
        } else {
            vertical << dock;
            heights << sizes.value(dock->objectName()).height();
        }
    }
    resizeDocks(horizontal, widths, Qt::Horizontal);
    resizeDocks(vertical, heights, Qt::Vertical);
}

QAction *MainWindow::action(const QString &objectName) const
{
    return findChild<QAction *>(objectName);
}

void MainWindow::createDocks()
{
    setDockOptions(AnimatedDocks | AllowTabbedDocks);
    auto *tilesDock = new QDockWidget(tr("Tiles"), this);
    tilesDock->setObjectName(QStringLiteral("tilesDock"));
    m_tileList = new QListView;
    m_tileList->setObjectName(QStringLiteral("tileList"));
    m_tileList->setModel(m_tileModel);
    m_tileList->setIconSize(
            QSize(TileListModel::kThumbnailPixels, TileListModel::kThumbnailPixels));
    m_tileList->setSpacing(2);
    m_tileList->setUniformItemSizes(true);
    m_tileList->setSelectionMode(QAbstractItemView::SingleSelection);
    connect(m_tileList->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                if (current.isValid())
                    m_canvas->setTileIndex(current.row());
                updateActions();
            });
    auto *tilesPanel = new QWidget;
    auto *tilesLayout = new QVBoxLayout(tilesPanel);
    tilesLayout->setContentsMargins(0, 0, 0, 0);
    tilesLayout->setSpacing(0);
    tilesLayout->addWidget(m_tileList);
    tilesDock->setWidget(tilesPanel);
    addDockWidget(Qt::LeftDockWidgetArea, tilesDock);

    auto *propertiesDock = new QDockWidget(tr("Properties"), this);
    propertiesDock->setObjectName(QStringLiteral("propertiesDock"));
    m_properties = new TilePropertiesWidget(m_document, m_canvas);
    propertiesDock->setWidget(scrolled(m_properties));
    addDockWidget(Qt::RightDockWidgetArea, propertiesDock);

    auto *historyDock = new QDockWidget(tr("History"), this);
    historyDock->setObjectName(QStringLiteral("historyDock"));
    auto *history = new QUndoView(m_document->undoStack());
    history->setEmptyLabel(tr("<opened>"));
    historyDock->setWidget(history);
    addDockWidget(Qt::RightDockWidgetArea, historyDock);
    tabifyDockWidget(propertiesDock, historyDock);
    propertiesDock->raise();

    auto *problemsDock = new QDockWidget(tr("Problems"), this);
    problemsDock->setObjectName(QStringLiteral("problemsDock"));
    m_problems = new ProblemsWidget(m_document);
    problemsDock->setWidget(m_problems);
    addDockWidget(Qt::BottomDockWidgetArea, problemsDock);
    connect(m_problems, &ProblemsWidget::problemActivated, this, &MainWindow::showProblem);
    resizeDocks({tilesDock, propertiesDock}, {200, 290}, Qt::Horizontal);
    resizeDocks({problemsDock}, {150}, Qt::Vertical);
}

int MainWindow::currentTile() const
{
    return m_canvas->tileIndex();
}

void MainWindow::selectTile(int index)
{
    if (index < 0 || index >= m_document->tileCount()) {
        m_canvas->setTileIndex(-1);
        return;
    }
    m_canvas->setTileIndex(index);
    m_tileList->setCurrentIndex(m_tileModel->index(index));
}

void MainWindow::updateTitle()
{
    const QString name = m_document->path().isEmpty()
            ? tr("Untitled (%1)").arg(m_document->package().id)
            : QFileInfo(m_document->path()).fileName();
    setWindowTitle(tr("%1[*] — Carcassonne Tile Editor").arg(name));
    setWindowModified(m_document->isModified());
}

void MainWindow::updateActions()
{
    if (!m_tools)
        return; // between the old actions and the new ones (retranslateUi)
    const int t = currentTile();
    const QList<int> s = m_canvas->selection();
    const bool hasTile = t >= 0 && t < m_document->tileCount();
    action(QStringLiteral("actionDeleteFeature"))->setEnabled(hasTile && s.size() == 1);
    bool mergeable = false;
    if (hasTile && s.size() == 2) {
        const TileDefinition &d = m_document->tile(t);
        mergeable = s[0] < d.features.size() && s[1] < d.features.size()
                && d.features[s[0]].type == d.features[s[1]].type;
    }
    action(QStringLiteral("actionMerge"))->setEnabled(mergeable);
    action(QStringLiteral("actionSplit"))
            ->setEnabled(hasTile && s.size() == 1
                         && TileEditing::canSplit(m_document->tile(t), s[0]));
    action(QStringLiteral("actionRemoveTile"))->setEnabled(hasTile);
    action(QStringLiteral("actionDuplicateTile"))->setEnabled(hasTile);
    QAction *removeCell = action(QStringLiteral("actionRemoveCell"));
    const CellPos cell = m_canvas->currentCell();
    removeCell->setEnabled(hasTile && TileEditing::canRemoveCell(m_document->tile(t), cell));
    //: The Tile menu's cell removal, naming the current cell.
    removeCell->setText(tr("Remove C&ell [%1, %2]").arg(cell.x).arg(cell.y));
    removeCell->setToolTip(
            !hasTile || removeCell->isEnabled() ? QString()
                    : cell == CellPos{}
                    ? tr("Cell [0, 0] is the tile's anchor: where the tile lies and turns in a "
                         "game. It stays.")
                    : m_document->tile(t).cells.size() < 2
                    ? tr("A tile keeps at least one cell")
                    : tr("Without this cell the tile would fall apart"));
    const bool canAdd = hasTile && m_document->tile(t).cells.size() < TileEditing::kMaxCells;
    for (int side = 0; side < 4; ++side)
        action(QStringLiteral("actionAddCell%1").arg(side))->setEnabled(canAdd);
}

void MainWindow::newTile()
{
    const int at = currentTile() + 1;
    m_document->pushAddTile(at, TileEditing::blank(m_document->freeTileId(QStringLiteral("T"))),
                            tr("New Tile"));
    selectTile(at);
}

void MainWindow::duplicateTile()
{
    const int t = currentTile();
    if (t < 0)
        return;
    TileDefinition copy = m_document->tile(t);
    copy.id = m_document->freeTileId(copy.id + QLatin1Char('_'));
    m_document->pushAddTile(t + 1, copy, tr("Duplicate Tile %1").arg(m_document->tile(t).id));
    selectTile(t + 1);
}

void MainWindow::removeTile()
{
    const int t = currentTile();
    if (t < 0)
        return;
    m_document->pushRemoveTile(t);
    selectTile(std::min(t, m_document->tileCount() - 1));
}

void MainWindow::copyTileFromPackage()
{
    CopyTileDialog dialog(m_repository, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const auto chosen = dialog.selected();
    if (!chosen)
        return;
    TileDefinition t = chosen->second;
    // The copy starts as generated art: hand-made art stays with its package.
    t.art.clear();
    if (m_document->indexOfTile(t.id) >= 0)
        t.id = m_document->freeTileId(t.id + QLatin1Char('_'));
    const int at = currentTile() + 1;
    m_document->pushAddTile(at, t, tr("Copy Tile %1/%2").arg(chosen->first.id, chosen->second.id));
    selectTile(at);
}

void MainWindow::importBuiltin(const QString &id)
{
    if (!maybeSave())
        return;
    Problems problems;
    std::optional<Package> p = m_repository->load(id, &problems);
    if (!p) {
        QMessageBox::warning(this, tr("Import"), tr("The package %1 could not be read.").arg(id));
        return;
    }
    // A starting point of one's own: a new id, so it never shadows the built-in package, nor
    // an earlier import of it ("base-variant", then "base-variant-2").
    p->id = m_document->freePackageId(id + QStringLiteral("-variant"));
    p->requirements.removeAll(p->id);
    m_document->reset(*p);
    selectTile(0);
}

void MainWindow::addCell(int side)
{
    const int t = currentTile();
    if (t < 0)
        return;
    // Walk from the current cell that way to the first free cell.
    const TileDefinition &d = m_document->tile(t);
    CellPos c = d.cells.contains(m_canvas->currentCell()) ? m_canvas->currentCell() : CellPos{};
    while (d.cells.contains(c))
        c = geometry::neighbour(c, side);
    m_canvas->addCellAt(c);
}

void MainWindow::showProblem(const Problem &problem)
{
    if (!problem.tile.isEmpty()) {
        const int t = m_document->indexOfTile(problem.tile);
        if (t >= 0) {
            m_pages->setCurrentIndex(0);
            selectTile(t);
            const int f = ProblemsWidget::featureIndex(problem.field);
            m_canvas->setSelection(f >= 0 && f < m_document->tile(t).features.size()
                                           ? QList<int>{f}
                                           : QList<int>{});
            m_canvas->setFocus();
        }
        return;
    }
    if (problem.file == QStringLiteral("rules.json")
        && problem.field.startsWith(QStringLiteral("parameters"))) {
        m_pages->setCurrentIndex(2);
        return;
    }
    // Authored rules: the Scoring page, at the rule, attribute or figure the problem names.
    if (problem.file == QStringLiteral("rules.json")
        && (problem.field.startsWith(QStringLiteral("scoring"))
            || problem.field.startsWith(QStringLiteral("attributes"))
            || problem.field.startsWith(QStringLiteral("figures")))) {
        m_pages->setCurrentWidget(m_scoringPage);
        if (const int r = ScoringPage::ruleIndex(problem.field); r >= 0)
            m_scoringPage->selectRule(r);
        else if (const int a = ScoringPage::attributeIndex(problem.field); a >= 0)
            m_scoringPage->selectAttribute(a);
        else if (const int f = ScoringPage::figureIndex(problem.field); f >= 0)
            m_scoringPage->selectFigure(f);
        return;
    }
    m_pages->setCurrentIndex(1);
    if (problem.field.startsWith(QStringLiteral("deck")))
        m_packagePage->startTileCombo()->setFocus();
    else if (problem.field.startsWith(QStringLiteral("name")))
        m_packagePage->nameEdit(QStringLiteral("en"))->setFocus();
    else
        m_packagePage->idEdit()->setFocus();
}

void MainWindow::play()
{
    const Problems problems = m_document->problems();
    if (!problems.isEmpty() && m_testPlayers.isEmpty()) {
        const auto answer = QMessageBox::question(
                this, tr("Play"),
                tr("The package has problems (%1); the game may refuse it. Play anyway?")
                        .arg(problems.size()));
        if (answer != QMessageBox::Yes)
            return;
    }
    QStringList players = m_testPlayers;
    QVariantMap rules;
    QString tiles = m_testTiles;
    bool openToNetwork = false;
    if (players.isEmpty()) {
        // The player limits the package and what it requires allow.
        QString ignored;
        const auto limit = [&](const QString &name) {
            if (m_document->package().rules.parameters.contains(name))
                return m_document->package().rules.parameters.value(name).toInt();
            return m_rulesPage->inheritedValue(*RuleCatalog::parameter(name), &ignored).toInt();
        };
        PlayDialog dialog(limit(QStringLiteral("minPlayers")), limit(QStringLiteral("maxPlayers")),
                          this);
        // A parameter a game is started at, when a module that plays has it: The Mist's level.
        const QStringList on = m_rulesPage->modulesOn();
        for (const QString &name : kPlayParameters) {
            std::optional<ParameterSpec> offered;
            for (const RuleModule *m : RuleCatalog::modules()) {
                for (const ParameterSpec &spec : m->parameters()) {
                    if (on.contains(m->id()) && spec.name == name && !spec.boolean)
                        offered = spec;
                }
            }
            if (offered)
                dialog.offerParameter(*offered, RuleTexts::parameterName(name), limit(name));
        }
        // An expansion's tiles are mixed into another's pile: the designer may see them first.
        const Package &package = m_document->package();
        if (!package.requirements.isEmpty() && !package.tiles.isEmpty())
            dialog.offerTileOrder();
        if (dialog.exec() != QDialog::Accepted)
            return;
        players = dialog.players();
        rules = dialog.rules();
        tiles = dialog.tileOrder();
        openToNetwork = dialog.openToNetwork();
    }
    PlayLauncher launcher;
    if (!m_testProgram.isEmpty())
        launcher.setProgram(m_testProgram);
    const bool ok =
            launcher.launch(m_document->package(), players, {}, rules, tiles, openToNetwork);
    m_lastPlayFolder = launcher.launchedArguments().value(1);
    m_lastPlayCommand = QStringList(QStringList{launcher.program()} + launcher.launchedArguments())
                                .join(QLatin1Char(' '));
    if (!ok) {
        if (m_testPlayers.isEmpty())
            QMessageBox::warning(this, tr("Play"),
                                 tr("The game could not be started.\n\n%1\n\nCommand: %2")
                                         .arg(launcher.errorString(), m_lastPlayCommand));
        statusBar()->showMessage(launcher.errorString(), 8000);
        return;
    }
    statusBar()->showMessage(tr("Game started"), 4000);
}

bool MainWindow::isInstalledFile(const QString &path, const QString &id)
{
    if (path.isEmpty() || path.startsWith(QLatin1Char(':')))
        return false;
    const QString here = QFileInfo(path).canonicalFilePath();
    if (here.isEmpty())
        return false;
    // The game finds a package as <id>.zip or as the folder <id>/ (PackageRepository).
    const QString zip = PackageInstaller::targetFor(id);
    if (!zip.isEmpty() && QFileInfo(zip).canonicalFilePath() == here)
        return true;
    const QString folder = PackageRepository::userPackageFolder();
    return !folder.isEmpty()
            && QFileInfo(folder + QLatin1Char('/') + id).canonicalFilePath() == here;
}

bool MainWindow::installInGame(bool replace)
{
    const Problems problems = m_document->problems();
    if (!problems.isEmpty()) {
        QMessageBox::warning(this, tr("Install in the Game"),
                             tr("The package has problems (%1): the game would refuse it. The "
                                "Problems dock lists them.")
                                     .arg(problems.size()));
        return false;
    }
    // Saved into the packages folder under its id (Save As starts there): it is installed
    // already, and replacing the file with itself would only ask a needless question.
    const QString id = m_document->package().id;
    if (isInstalledFile(m_document->path(), id)) {
        if (m_document->isModified() && !savePackage(m_document->path()))
            return false;
        m_repository->forget(id);
        statusBar()->showMessage(tr("%1 is installed: it is saved in the game's packages "
                                    "folder, and the game offers it in its new game dialog")
                                         .arg(id),
                                 6000);
        return true;
    }
    // The game refuses what validate refuses: checked here first (PackageCheck).
    const PackageInstaller::Outcome out =
            PackageInstaller::install(m_document->package(), replace, &PackageCheck::problems);
    switch (out.result) {
    case PackageInstaller::Result::Installed:
        statusBar()->showMessage(
                tr("Installed %1: the game offers it in its new game dialog").arg(out.id), 6000);
        return true;
    case PackageInstaller::Result::Exists:
        if (!m_testPlayers.isEmpty())
            return false; // tests answer no question
        if (QMessageBox::question(this, tr("Install in the Game"),
                                  tr("A package %1 is installed already. Replace it?").arg(out.id))
            == QMessageBox::Yes)
            return installInGame(true);
        return false;
    case PackageInstaller::Result::BuiltIn:
        QMessageBox::warning(this, tr("Install in the Game"),
                             tr("%1 is a built-in package's id: give the package another id on the "
                                "Package page.")
                                     .arg(out.id));
        return false;
    case PackageInstaller::Result::FolderExists:
        QMessageBox::warning(this, tr("Install in the Game"),
                             tr("A package folder %1 is installed (%2); it is left as it is.")
                                     .arg(out.id, QDir::toNativeSeparators(out.path)));
        return false;
    case PackageInstaller::Result::Unreadable:
    case PackageInstaller::Result::WriteFailed:
    case PackageInstaller::Result::NoFolder:
        break;
    }
    QMessageBox::warning(this, tr("Install in the Game"),
                         tr("The package could not be installed: %1")
                                 .arg(EngineMessages::translate(out.detail)));
    return false;
}

void MainWindow::exportContactSheet()
{
    const QString path = QFileDialog::getSaveFileName(
            this, tr("Export Contact Sheet"),
            m_document->package().id + QStringLiteral("-sheet.png"), tr("PNG images (*.png)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportContactSheetTo(path, &error))
        QMessageBox::warning(this, tr("Export Contact Sheet"),
                             tr("The picture could not be saved: %1").arg(error));
    else
        statusBar()->showMessage(tr("Exported %1").arg(QDir::toNativeSeparators(path)), 4000);
}

bool MainWindow::exportContactSheetTo(const QString &path, QString *error)
{
    ContactSheet::Options options;
    options.cellPixels = 128;
    const QByteArray svg = ContactSheet::svg(m_document->package().tiles, options);
    const QImage image = SvgImage::render(svg);
    // Encoded in memory, then written with every write, flush and sync checked: on a full
    // disk an older picture stays as it was.
    QBuffer png;
    png.open(QIODevice::WriteOnly);
    if (!image.save(&png, "PNG")) {
        if (error)
            *error = tr("the picture could not be encoded");
        return false;
    }
    Message reason;
    if (!DiskFile::write(path, png.data(), &reason)) {
        if (error)
            *error = EngineMessages::translate(reason);
        return false;
    }
    return true;
}

} // namespace carcassonne
