#pragma once

#include "art/featureanchor.h"
#include "boardlists.h"
#include "botrunner.h"
#include "content/packagerepository.h"
#include "finalscoringshow.h"
#include "record/game.h"
#include "rowlistmodel.h"

#include <QObject>
#include <QPoint>
#include <QRect>
#include <QTimer>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <memory>
#include <optional>
#include <vector>

namespace carcassonne {

class Bot;

// The game as the window sees it: owns the Game, lists what the engine allows (placements,
// figure targets, choices) for the view, runs computer players on a worker thread, keeps the
// undo history and the autosave. It holds no rules: every question goes to the engine.
class GameController : public QObject
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(bool active READ active NOTIFY stateChanged)
    Q_PROPERTY(QString phase READ phase NOTIFY stateChanged)
    Q_PROPERTY(bool gameOver READ gameOver NOTIFY stateChanged)
    Q_PROPERTY(int currentPlayer READ currentPlayer NOTIFY stateChanged)
    Q_PROPERTY(bool humanTurn READ humanTurn NOTIFY stateChanged)
    Q_PROPERTY(bool botThinking READ botThinking NOTIFY botThinkingChanged)
    Q_PROPERTY(QString currentTileSource READ currentTileSource NOTIFY stateChanged)
    // The current tile's cells, unturned, around its first cell (0, 0): x, y are the lowest
    // offsets; 1 by 1 for an ordinary tile.
    Q_PROPERTY(QRect currentTileCells READ currentTileCells NOTIFY stateChanged)
    Q_PROPERTY(int remainingCount READ remainingCount NOTIFY stateChanged)
    Q_PROPERTY(int turn READ turn NOTIFY stateChanged)
    Q_PROPERTY(int rotation READ rotation WRITE setRotation NOTIFY rotationChanged)
    Q_PROPERTY(QPoint placedAt READ placedAt NOTIFY stateChanged)
    Q_PROPERTY(bool hasPlacedTile READ hasPlacedTile NOTIFY stateChanged)
    Q_PROPERTY(int placedRotation READ placedRotation NOTIFY stateChanged)
    Q_PROPERTY(QPoint lastPlaced READ lastPlaced NOTIFY stateChanged)
    Q_PROPERTY(bool hasLastPlaced READ hasLastPlaced NOTIFY stateChanged)
    Q_PROPERTY(QRect boardBounds READ boardBounds NOTIFY stateChanged)
    Q_PROPERTY(int selectedTarget READ selectedTarget WRITE setSelectedTarget NOTIFY
                       selectedTargetChanged)
    Q_PROPERTY(
            int hoveredTarget READ hoveredTarget WRITE setHoveredTarget NOTIFY hoveredTargetChanged)
    Q_PROPERTY(QVariantMap targetPreview READ targetPreview NOTIFY hoveredTargetChanged)
    Q_PROPERTY(QVariantList choices READ choices NOTIFY stateChanged)
    // A second turn in a row for the same player (builder, arrow), or "".
    Q_PROPERTY(QString turnNote READ turnNote NOTIFY stateChanged)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY stateChanged)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY stateChanged)
    Q_PROPERTY(bool confirmEndTurn MEMBER m_confirmEndTurn NOTIFY settingsChanged)
    Q_PROPERTY(bool showDeadSpots READ showDeadSpots WRITE setShowDeadSpots NOTIFY settingsChanged)
    Q_PROPERTY(int botDelay MEMBER m_botDelay NOTIFY settingsChanged)
    Q_PROPERTY(QString autosavePath READ autosavePath WRITE setAutosavePath NOTIFY settingsChanged)
    Q_PROPERTY(bool hasAutosave READ hasAutosave NOTIFY autosaveChanged)
    Q_PROPERTY(QString lastError READ lastError NOTIFY errorOccurred)
    Q_PROPERTY(QVariantList scoreHistory READ scoreHistory NOTIFY stateChanged)
    Q_PROPERTY(QVariantList finalTable READ finalTable NOTIFY stateChanged)
    Q_PROPERTY(QStringList finalCategories READ finalCategories NOTIFY stateChanged)
    // The final scoring by category, for the board to show step by step (FinalScoringShow).
    Q_PROPERTY(QVariantList finalSteps READ finalSteps NOTIFY stateChanged)
    // The step of finalSteps on show: its features are lit and its points rise (-1: none).
    Q_PROPERTY(int finalStep READ finalStep WRITE setFinalStep NOTIFY finalStepChanged)
    Q_PROPERTY(QStringList figureKinds READ figureKinds NOTIFY stateChanged)
    Q_PROPERTY(QString recordJson READ recordJson NOTIFY stateChanged)

    Q_PROPERTY(RowListModel *tiles READ tiles CONSTANT)
    Q_PROPERTY(RowListModel *placements READ placements CONSTANT)
    Q_PROPERTY(RowListModel *targets READ targets CONSTANT)
    Q_PROPERTY(RowListModel *figures READ figures CONSTANT)
    Q_PROPERTY(RowListModel *players READ players CONSTANT)
    Q_PROPERTY(RowListModel *log READ log CONSTANT)
    Q_PROPERTY(RowListModel *remaining READ remaining CONSTANT)
    Q_PROPERTY(RowListModel *deadSpots READ deadSpots CONSTANT)
    Q_PROPERTY(RowListModel *highlight READ highlight CONSTANT)

public:
    explicit GameController(QObject *parent = nullptr);
    ~GameController() override;

    bool active() const { return m_game.has_value(); }
    QString phase() const;
    bool gameOver() const { return m_game && m_game->state().gameOver(); }
    int currentPlayer() const { return m_game ? m_game->state().currentPlayer() : -1; }
    bool humanTurn() const;
    bool botThinking() const { return m_botThinking; }
    QString currentTileSource() const;
    QRect currentTileCells() const;
    int remainingCount() const { return m_game ? m_game->state().remainingCount() : 0; }
    int turn() const { return m_game ? m_game->state().turn() : 0; }
    int rotation() const { return m_rotation; }
    void setRotation(int rotation);
    QPoint placedAt() const { return m_placedAt; }
    bool hasPlacedTile() const { return m_hasPlacedTile; }
    int placedRotation() const { return m_placedRotation; }
    QPoint lastPlaced() const { return m_lastPlaced; }
    bool hasLastPlaced() const { return m_hasLastPlaced; }
    QRect boardBounds() const;
    int selectedTarget() const { return m_selectedTarget; }
    void setSelectedTarget(int index);
    int hoveredTarget() const { return m_hoveredTarget; }
    void setHoveredTarget(int index);
    QVariantMap targetPreview() const;
    QVariantList choices() const;
    QString turnNote() const;
    bool canUndo() const { return undoTarget() >= 0; }
    bool canRedo() const { return !m_redo.empty() && !m_botThinking; }
    bool showDeadSpots() const { return m_showDeadSpots; }
    void setShowDeadSpots(bool show);
    QString autosavePath() const { return m_autosavePath; }
    void setAutosavePath(const QString &path);
    bool hasAutosave() const;
    QString lastError() const { return m_lastError; }
    QVariantList scoreHistory() const { return m_scoreHistory; }
    QVariantList finalTable() const;
    QStringList finalCategories() const;
    QVariantList finalSteps() const;
    int finalStep() const { return m_finalStep; }
    void setFinalStep(int step);
    QStringList figureKinds() const;
    QString recordJson() const;

    RowListModel *tiles() { return m_lists.tiles(); }
    RowListModel *placements() { return m_lists.placements(); }
    RowListModel *targets() { return m_lists.targets(); }
    RowListModel *figures() { return m_lists.figures(); }
    RowListModel *players() { return m_lists.players(); }
    RowListModel *log() { return &m_log; }
    RowListModel *remaining() { return m_lists.remaining(); }
    RowListModel *deadSpots() { return m_lists.deadSpots(); }
    RowListModel *highlight() { return m_lists.highlight(); }

    // --- setting up ---
    // Packages a game can be played with: [{id, name, description, requirements, startTile}].
    Q_INVOKABLE QVariantList availablePackages();
    // What the new game dialog offers for a package: {id, name, minPlayers, maxPlayers,
    // modules: [{id, label, enabled}], parameters: [{name, label, value, minimum, maximum,
    // boolean}]}. A label is the English name (RuleTexts) for qsTranslate("RuleTexts", label).
    Q_INVOKABLE QVariantMap packageInfo(const QString &id);
    // The same for packages played together (a base game and its expansions), plus "ids".
    Q_INVOKABLE QVariantMap packagesInfo(const QStringList &ids);
    // Computer player kinds with their labels: [{kind, label}].
    Q_INVOKABLE QVariantList botKinds() const;
    // Builds the board's lists again in the language installed now (figure and feature names,
    // tooltips); the window calls it when the language changes. Log lines keep their language.
    Q_INVOKABLE void retranslate();
    Q_INVOKABLE QStringList colourNames() const;
    Q_INVOKABLE QString colourValue(const QString &name) const;
    // Reads a package from a path (zip or folder) into the repository; its id or "" (see
    // lastError).
    Q_INVOKABLE QString addPackagePath(const QString &path);
    // setup: {packages: [ids], players: [{name, color, kind}], seed: "" or number,
    //         rules: {module: bool, parameters: {...}}}
    Q_INVOKABLE bool startGame(const QVariantMap &setup);
    Q_INVOKABLE bool continueGame();
    Q_INVOKABLE bool loadGame(const QString &path);
    Q_INVOKABLE bool saveGame(const QString &path);
    Q_INVOKABLE QString savesFolder() const;
    // Saved games, newest first: [{path, name, modified}].
    Q_INVOKABLE QVariantList savedGames() const;
    Q_INVOKABLE void endGame(); // leaves the game (the autosave stays)

    // --- playing ---
    // Legal rotations of the current tile at a board cell (empty when it cannot go there).
    Q_INVOKABLE QVariantList rotationsAt(int x, int y) const;
    // The rotation a preview at (x, y) shows: the chosen rotation if legal there, else the next
    // legal one clockwise; -1 when the tile cannot go there.
    Q_INVOKABLE int rotationFor(int x, int y) const;
    // Turns the tile by `step` quarter turns; at a position, only through its legal rotations.
    Q_INVOKABLE void rotate(int step, int x = INT_MIN, int y = INT_MIN);
    Q_INVOKABLE bool placeTile(int x, int y);
    Q_INVOKABLE bool confirm(); // ends the turn with the selected target (or none)
    Q_INVOKABLE bool skip(); // no figure this turn
    Q_INVOKABLE bool choose(int index);
    Q_INVOKABLE void undo();
    Q_INVOKABLE void redo();

    // Image source of a tile type of the current game.
    Q_INVOKABLE QString tileSource(int tileType) const;
    // Plays moves for the current (human) player as a bot of `kind` would, for tests and demos.
    Q_INVOKABLE bool playFor(const QString &kind);

    const std::optional<Game> &game() const { return m_game; }

signals:
    void stateChanged();
    void rotationChanged();
    void selectedTargetChanged();
    void hoveredTargetChanged();
    void botThinkingChanged();
    void settingsChanged();
    void autosaveChanged();
    void errorOccurred(const QString &message);
    // A feature scored: at board position (cell units), points each, winners' colours.
    void scored(qreal x, qreal y, int points, const QStringList &colours, bool finalScoring);
    void tilePlaced(int x, int y);
    // A figure went back to its owner's supply from board position (x, y) (cells).
    void figureReturned(qreal x, qreal y, const QString &source);
    void gameFinished();
    void finalStepChanged();

private:
    struct Snapshot
    {
        Game game;
        qsizetype logSize = 0;
        qsizetype historySize = 0;
        QPoint lastPlaced;
        bool hasLastPlaced = false;
    };

    bool isHuman(int player) const;
    bool beginGame(Game game, const EventList &events);
    void applyMove(const Move &move);
    void handleEvents(const EventList &events);
    void afterMove();
    void pushSnapshot();
    void restore(const Snapshot &snapshot);
    int undoTarget() const;
    BoardLists::Input listsInput() const;
    void scheduleBot();
    void startBot();
    void onBotMove(quint64 generation, const Move &move);
    void stopBot();
    void setBotThinking(bool thinking);
    void autosave();
    void fail(const QString &message);
    QString playerName(int player) const;
    QString featureName(FeatureType type) const;

    PackageRepository m_repository;
    std::optional<Game> m_game;
    int m_contentNumber = 0;
    std::vector<std::shared_ptr<Bot>> m_bots;
    std::vector<Snapshot> m_history; // one per turn start
    std::vector<std::vector<Snapshot>> m_redo; // each: the snapshots an undo took away
    std::vector<QList<QVariantMap>> m_redoLog; // the log rows as each undo found them
    std::vector<QVariantList> m_redoHistory; // the score history as each undo found it
    int m_undoSteps = 0; // undos since the last move (against bots, only one is allowed)
    MoveList m_moves; // legal moves of the current phase
    int m_rotation = 0;
    QPoint m_placedAt;
    int m_placedRotation = 0;
    bool m_hasPlacedTile = false;
    QPoint m_lastPlaced;
    bool m_hasLastPlaced = false;
    int m_selectedTarget = -1;
    int m_hoveredTarget = -1;
    FinalScoringShow m_finalShow;
    int m_finalStep = -1;
    bool m_botThinking = false;
    bool m_replaying = false; // applying a loaded record
    bool m_confirmEndTurn = true;
    bool m_showDeadSpots = true;
    int m_botDelay = 450;
    QString m_autosavePath;
    QString m_lastError;
    QVariantList m_scoreHistory;
    QTimer m_botTimer;
    BotRunner m_runner;
    quint64 m_botGeneration = 0;

    RowListModel m_log;
    BoardLists m_lists;
};

} // namespace carcassonne
