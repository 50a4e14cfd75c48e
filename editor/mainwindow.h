#pragma once

#include "core/problem.h"

#include <QHash>
#include <QMainWindow>
#include <QSize>

#include <memory>

class QAction;
class QActionGroup;
class QLabel;
class QListView;
class QMenu;
class QTabWidget;
class QTimer;

namespace carcassonne {

class PackageDocument;
class PackagePage;
class PackageRepository;
class ProblemsWidget;
class RecoveryStore;
class RulesPage;
class ScoringPage;
class TileCanvas;
class TileListModel;
class TilePropertiesWidget;

// The editor's window, in the tradition of Tiled: the tile canvas in the middle, docks for the
// tile list, the properties, the problems and the history; package and rules pages as tabs.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    // Below this the canvas is no place to draw: a remembered layout leaving less is not used.
    static constexpr int kMinimumCanvasWidth = 360;
    static constexpr int kMinimumCanvasHeight = 300;
    explicit MainWindow(PackageRepository *repository, QWidget *parent = nullptr);
    ~MainWindow() override;

    PackageDocument *document() const { return m_document; }
    TileCanvas *canvas() const { return m_canvas; }
    QListView *tileList() const { return m_tileList; }
    TilePropertiesWidget *properties() const { return m_properties; }
    ProblemsWidget *problemsView() const { return m_problems; }
    PackagePage *packagePage() const { return m_packagePage; }
    RulesPage *rulesPage() const { return m_rulesPage; }
    ScoringPage *scoringPage() const { return m_scoringPage; }
    QTabWidget *pages() const { return m_pages; }
    QAction *action(const QString &objectName) const;

    bool openPackage(const QString &path);
    bool savePackage(const QString &path);
    void selectTile(int index);
    int currentTile() const;
    void showProblem(const Problem &problem);

    // Where recovery copies live, one folder per running window.
    static QString recoveryRoot();
    QString recoveryFolder() const;
    // Writes the recovery copy now if anything changed since the last one.
    bool autosave();
    // Offers to restore what a crashed editor left behind; true if something was restored.
    bool offerRecovery();
    void setAutosaveInterval(int milliseconds);

    // The players (and the order of tiles) the Play dialog asked for; tests set a fixed
    // answer to skip the dialog.
    void setPlayersForTesting(const QStringList &players, const QString &program = {},
                              const QString &tiles = {})
    {
        m_testPlayers = players;
        m_testProgram = program;
        m_testTiles = tiles;
    }
    QString lastPlayFolder() const { return m_lastPlayFolder; }
    bool exportContactSheetTo(const QString &path, QString *error = nullptr);
    QString lastPlayCommand() const { return m_lastPlayCommand; }

public slots:
    void newPackage();
    void open();
    bool save();
    bool saveAs();
    void play();
    void exportContactSheet();
    // Writes the package to the user's packages folder (PackageInstaller), where the game lists
    // it; asks before replacing one of the same id. True when it was installed.
    // A package saved into the packages folder under its id is installed already: Install
    // saves any changes there and says so.
    bool installInGame(bool replace = false);
    void newTile();
    void duplicateTile();
    void removeTile();
    void copyTileFromPackage();
    void importBuiltin(const QString &id);

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void buildUi();
    // Gives docks rebuilt after a language switch the sizes their former selves had.
    void restoreDockSizes(const QHash<QString, QSize> &sizes);
    void retranslateUi();
    void createActions();
    void createDocks();
    void updateTitle();
    void updateActions();
    bool maybeSave();
    void addRecentFile(const QString &path);
    void updateRecentMenu();
    void addCell(int side);
    // Whether `path` is where the game finds the package `id`: <id>.zip or <id>/ in the user's
    // packages folder.
    static bool isInstalledFile(const QString &path, const QString &id);

    PackageRepository *m_repository;
    PackageDocument *m_document;
    TileListModel *m_tileModel;
    QListView *m_tileList = nullptr;
    TileCanvas *m_canvas;
    TilePropertiesWidget *m_properties = nullptr;
    ProblemsWidget *m_problems = nullptr;
    PackagePage *m_packagePage = nullptr;
    RulesPage *m_rulesPage = nullptr;
    ScoringPage *m_scoringPage = nullptr;
    QTabWidget *m_pages = nullptr;
    QActionGroup *m_tools = nullptr;
    QMenu *m_recentMenu = nullptr;
    QLabel *m_problemLabel = nullptr;
    bool m_retranslatePending = false;
    QTimer *m_autosaveTimer = nullptr;
    std::unique_ptr<RecoveryStore> m_recovery;
    QStringList m_testPlayers;
    QString m_lastPlayCommand;
    QString m_testProgram;
    QString m_testTiles;
    QString m_lastPlayFolder;
};

} // namespace carcassonne
