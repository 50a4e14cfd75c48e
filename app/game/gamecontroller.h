#pragma once

#include "boardlists.h"
#include "figurecolourchoice.h"
#include "gamesession.h"
#include "hintguide.h"
#include "lastmovesshow.h"
#include "newgamemodel.h"
#include "rowlistmodel.h"
#include "savedgames.h"
#include "soundeffects.h"

#include <QObject>
#include <QPoint>
#include <QRect>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <optional>

namespace carcassonne {

// The game as the window sees it, the one object QML talks to: the game being played
// (GameSession: the Game, undo, computer players), the new game choices (NewGameModel) and the
// saved games (SavedGames), with what the board shows of the engine's answers (placements,
// figure targets, choices, the final scoring) and the player's pending choices (rotation,
// selected target). It holds no rules: every question goes to the engine.
class ModuleUi;

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
    // Tiles the players have not seen: those to come and those laid face down (The Mist).
    Q_PROPERTY(int unseenCount READ unseenCount NOTIFY stateChanged)
    Q_PROPERTY(int turn READ turn NOTIFY stateChanged)
    Q_PROPERTY(int rotation READ rotation WRITE setRotation NOTIFY rotationChanged)
    Q_PROPERTY(QPoint placedAt READ placedAt NOTIFY stateChanged)
    Q_PROPERTY(bool hasPlacedTile READ hasPlacedTile NOTIFY stateChanged)
    Q_PROPERTY(int placedRotation READ placedRotation NOTIFY stateChanged)
    Q_PROPERTY(QPoint lastPlaced READ lastPlaced NOTIFY stateChanged)
    Q_PROPERTY(bool hasLastPlaced READ hasLastPlaced NOTIFY stateChanged)
    // "Show the last moves again" is running (showLastMoves).
    Q_PROPERTY(bool showingLastMoves READ showingLastMoves NOTIFY showingLastMovesChanged)
    // Which of the show's turns is shown (1-based) and how many it has: "2 of 4".
    Q_PROPERTY(int lastMovesShown READ lastMovesShown NOTIFY showingLastMovesChanged)
    Q_PROPERTY(int lastMovesTotal READ lastMovesTotal NOTIFY showingLastMovesChanged)
    Q_PROPERTY(QRect boardBounds READ boardBounds NOTIFY stateChanged)
    Q_PROPERTY(int selectedTarget READ selectedTarget WRITE setSelectedTarget NOTIFY
                       selectedTargetChanged)
    Q_PROPERTY(
            int hoveredTarget READ hoveredTarget WRITE setHoveredTarget NOTIFY hoveredTargetChanged)
    // What the hovered figure spot, or else the chosen one, is worth: feature, points,
    // completed, tiles, text (with a module's bonus for the player, if any), warning (the
    // enabled modules' notes on the move, or "").
    Q_PROPERTY(QVariantMap targetPreview READ targetPreview NOTIFY targetPreviewChanged)
    // The placed figure under the pointer (a row of `figures`, -1 for none): its whole feature
    // is lit, and hoveredFigureInfo says who holds it and what it is worth.
    Q_PROPERTY(
            int hoveredFigure READ hoveredFigure WRITE setHoveredFigure NOTIFY hoveredFigureChanged)
    Q_PROPERTY(QString hoveredFigureInfo READ hoveredFigureInfo NOTIFY hoveredFigureChanged)
    // The open choices: index, label, and where on the board, if anywhere: x, y (a cell) and
    // ax, ay (the feature's anchor, in cells).
    Q_PROPERTY(QVariantList choices READ choices NOTIFY stateChanged)
    // The choice pointed at (its feature is lit), or -1.
    Q_PROPERTY(
            int hoveredChoice READ hoveredChoice WRITE setHoveredChoice NOTIFY hoveredChoiceChanged)
    // What the rules ask while choices() are open, in the asking module's words.
    Q_PROPERTY(QString choicePrompt READ choicePrompt NOTIFY stateChanged)
    // A second turn in a row for the same player (builder, arrow), or "".
    Q_PROPERTY(QString turnNote READ turnNote NOTIFY stateChanged)
    // What the enabled modules count for the whole table (a team's score against its goal, a
    // shared supply): [{id, name, count, goal, text, tooltip, source}].
    Q_PROPERTY(QVariantList sharedCounters READ sharedCounters NOTIFY stateChanged)
    // How the game ended: kind ("scores", "won" or "lost": a team result), text (why, in the
    // modules' words, or ""), headline (the game's headline value named, "Level 3", or "") and
    // next (the next value named, or "" at the last): see playAgain().
    Q_PROPERTY(QVariantMap outcome READ outcome NOTIFY stateChanged)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY stateChanged)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY stateChanged)
    // Why the Undo button is off ("" while it is on).
    Q_PROPERTY(QString undoNote READ undoNote NOTIFY stateChanged)
    Q_PROPERTY(bool confirmEndTurn MEMBER m_confirmEndTurn NOTIFY settingsChanged)
    Q_PROPERTY(bool showDeadSpots READ showDeadSpots WRITE setShowDeadSpots NOTIFY settingsChanged)
    // The fields overlay: where each field lies (BoardLists::fields).
    Q_PROPERTY(bool showFields READ showFields WRITE setShowFields NOTIFY settingsChanged)
    // Players' colours from the colour-blind palette (PlayerColours), figures and panels alike.
    Q_PROPERTY(bool colourBlindPalette READ colourBlindPalette WRITE setColourBlindPalette NOTIFY
                       settingsChanged)
    Q_PROPERTY(int botDelay READ botDelay WRITE setBotDelay NOTIFY settingsChanged)
    Q_PROPERTY(QString autosavePath READ autosavePath WRITE setAutosavePath NOTIFY settingsChanged)
    Q_PROPERTY(bool hasAutosave READ hasAutosave NOTIFY autosaveChanged)
    // Leaving the game now would lose turns: a game without autosave (a test game) with turns
    // played since it started, was loaded or was saved. The window asks before it leaves.
    Q_PROPERTY(bool leavingLoses READ leavingLoses NOTIFY stateChanged)
    // Review: a game's record stepped through turn by turn (reviewTurn from 0 to reviewLength),
    // the board, the log and the scores as they were then; nobody moves until "play from here".
    Q_PROPERTY(bool reviewing READ reviewing NOTIFY reviewChanged)
    Q_PROPERTY(int reviewTurn READ reviewTurn WRITE setReviewTurn NOTIFY reviewChanged)
    Q_PROPERTY(int reviewLength READ reviewLength NOTIFY reviewChanged)
    // Why an unfinished game on disk cannot be continued ("" when it can, or there is none).
    Q_PROPERTY(QString autosaveProblem READ autosaveProblem NOTIFY autosaveChanged)
    Q_PROPERTY(QString lastError READ lastError NOTIFY errorOccurred)
    Q_PROPERTY(QVariantList scoreHistory READ scoreHistory NOTIFY stateChanged)
    Q_PROPERTY(QVariantList finalTable READ finalTable NOTIFY stateChanged)
    Q_PROPERTY(QStringList finalCategories READ finalCategories NOTIFY stateChanged)
    // Per category: a column of the final table even when nobody scored in it.
    Q_PROPERTY(QVariantList standingCategories READ standingCategories NOTIFY stateChanged)
    // The final scoring by category, for the board to show step by step (FinalScoringShow).
    Q_PROPERTY(QVariantList finalSteps READ finalSteps NOTIFY stateChanged)
    // The step of finalSteps on show: its features are lit and its points rise (-1: none).
    Q_PROPERTY(int finalStep READ finalStep WRITE setFinalStep NOTIFY finalStepChanged)
    Q_PROPERTY(QStringList figureKinds READ figureKinds NOTIFY stateChanged)
    Q_PROPERTY(QString recordJson READ recordJson NOTIFY stateChanged)

    Q_PROPERTY(RowListModel *tiles READ tiles CONSTANT)
    Q_PROPERTY(RowListModel *placements READ placements CONSTANT)
    Q_PROPERTY(RowListModel *targets READ targets CONSTANT)
    // The colour the figure spots place, for a player of several colours (The Mist).
    Q_PROPERTY(FigureColourChoice *figureColour READ figureColour CONSTANT)
    Q_PROPERTY(RowListModel *figures READ figures CONSTANT)
    Q_PROPERTY(RowListModel *players READ players CONSTANT)
    Q_PROPERTY(RowListModel *log READ log CONSTANT)
    Q_PROPERTY(RowListModel *remaining READ remaining CONSTANT)
    Q_PROPERTY(RowListModel *deadSpots READ deadSpots CONSTANT)
    Q_PROPERTY(RowListModel *highlight READ highlight CONSTANT)
    Q_PROPERTY(RowListModel *fields READ fields CONSTANT)
    // What the enabled modules mark on the board (BoardLists::markers).
    Q_PROPERTY(RowListModel *boardMarkers READ boardMarkers CONSTANT)
    // What the new game dialog offers; games start from its package repository.
    Q_PROPERTY(NewGameModel *newGame READ newGame CONSTANT)
    // The saves folder and the autosave.
    Q_PROPERTY(SavedGames *saves READ saves CONSTANT)
    // The hints of a first game (HintGuide).
    Q_PROPERTY(HintGuide *hints READ hints CONSTANT)
    Q_PROPERTY(SoundEffects *sounds READ sounds CONSTANT)

public:
    explicit GameController(QObject *parent = nullptr);
    ~GameController() override;

    bool active() const { return game().has_value(); }
    QString phase() const;
    bool gameOver() const { return game() && game()->state().gameOver(); }
    int currentPlayer() const { return game() ? game()->state().currentPlayer() : -1; }
    bool humanTurn() const { return m_session.humanTurn(); }
    bool botThinking() const { return m_session.botThinking(); }
    QString currentTileSource() const;
    QRect currentTileCells() const;
    int remainingCount() const { return game() ? game()->state().remainingCount() : 0; }
    int unseenCount() const;
    int turn() const { return game() ? game()->state().turn() : 0; }
    int rotation() const { return m_rotation; }
    void setRotation(int rotation);
    QPoint placedAt() const { return m_session.placedAt(); }
    bool hasPlacedTile() const { return m_session.hasPlacedTile(); }
    int placedRotation() const { return m_session.placedRotation(); }
    QPoint lastPlaced() const { return m_session.lastPlaced(); }
    bool hasLastPlaced() const { return m_session.hasLastPlaced(); }
    bool showingLastMoves() const { return m_lastMoves.running(); }
    int lastMovesShown() const { return m_lastMoves.total() - m_lastMoves.left(); }
    int lastMovesTotal() const { return m_lastMoves.total(); }
    QRect boardBounds() const;
    int selectedTarget() const { return m_selectedTarget; }
    void setSelectedTarget(int index);
    int hoveredTarget() const { return m_hoveredTarget; }
    int hoveredFigure() const { return m_hoveredFigure; }
    void setHoveredFigure(int index);
    QString hoveredFigureInfo() const;
    void setHoveredTarget(int index);
    QVariantMap targetPreview() const;
    QVariantList choices() const;
    int hoveredChoice() const { return m_hoveredChoice; }
    void setHoveredChoice(int index);
    QString choicePrompt() const;
    QString turnNote() const;
    QVariantList sharedCounters() const;
    QVariantMap outcome() const;
    bool canUndo() const { return m_session.canUndo(); }
    bool canRedo() const { return m_session.canRedo(); }
    QString undoNote() const;
    bool showDeadSpots() const { return m_showDeadSpots; }
    void setShowDeadSpots(bool show);
    bool showFields() const { return m_showFields; }
    void setShowFields(bool show);
    bool colourBlindPalette() const;
    void setColourBlindPalette(bool on);
    int botDelay() const { return m_session.botDelay(); }
    void setBotDelay(int delay);
    QString autosavePath() const { return m_saves.autosavePath(); }
    void setAutosavePath(const QString &path) { m_saves.setAutosavePath(path); }
    // An autosave that can start: its file is there and it names only packages at hand.
    bool hasAutosave() const;
    QString autosaveProblem() const;
    bool leavingLoses() const;
    bool reviewing() const { return m_reviewing; }
    int reviewTurn() const { return m_reviewTurn; }
    int reviewLength() const { return int(m_review.moves.size()); }
    void setReviewTurn(int turn);
    QString lastError() const { return m_lastError; }
    QVariantList scoreHistory() const { return m_session.scoreHistory(); }
    QVariantList finalTable() const;
    QStringList finalCategories() const;
    QVariantList standingCategories() const;
    QVariantList finalSteps() const;
    int finalStep() const { return m_finalStep; }
    void setFinalStep(int step);
    QStringList figureKinds() const;
    QString recordJson() const;

    RowListModel *tiles() { return m_lists.tiles(); }
    RowListModel *placements() { return m_lists.placements(); }
    RowListModel *targets() { return m_lists.targets(); }
    FigureColourChoice *figureColour() { return &m_figureColour; }
    RowListModel *figures() { return m_lists.figures(); }
    RowListModel *players() { return m_lists.players(); }
    RowListModel *log() { return m_session.log(); }
    RowListModel *remaining() { return m_lists.remaining(); }
    RowListModel *deadSpots() { return m_lists.deadSpots(); }
    RowListModel *highlight() { return m_lists.highlight(); }
    RowListModel *fields() { return m_lists.fields(); }
    RowListModel *boardMarkers() { return m_lists.markers(); }
    NewGameModel *newGame() { return &m_newGame; }
    SavedGames *saves() { return &m_saves; }
    HintGuide *hints() { return &m_hints; }
    SoundEffects *sounds() { return &m_sounds; }

    // --- setting up ---
    // Builds the board's lists again in the language installed now (figure and feature names,
    // tooltips); the window calls it when the language changes. Log lines keep their language.
    Q_INVOKABLE void retranslate();
    Q_INVOKABLE QStringList colourNames() const { return m_newGame.colourNames(); }
    // Reads a package from a path (zip or folder) into the repository; its id or "" (see
    // lastError).
    Q_INVOKABLE QString addPackagePath(const QString &path);
    // Installs the package at `path` (zip or folder) in the user's packages folder, where the
    // new game dialog lists it: {result: "installed", "exists" (ask, then again with
    // `replace`) or "refused", id, message (translated, for the player)}.
    Q_INVOKABLE QVariantMap importPackage(const QString &path, bool replace = false);
    // setup: {packages: [ids], players: [{name, color, kind}], seed: "" or number,
    //         rules: {module: bool, parameters: {...}}}
    Q_INVOKABLE bool startGame(const QVariantMap &setup);
    // A game of a package being tried (the editor's Play, a package opened from the desktop):
    // played as any other, but it never writes or removes the player's autosave.
    Q_INVOKABLE bool startTestGame(const QVariantMap &setup);
    Q_INVOKABLE bool continueGame();
    Q_INVOKABLE bool loadGame(const QString &path);
    Q_INVOKABLE bool saveGame(const QString &path);
    Q_INVOKABLE void endGame(); // leaves the game (the autosave stays)
    // A new game of the same players and rules with a new shuffle; with `next`, at the next
    // value of the rule set's headline parameter (The Mist's next level, outcome.next).
    Q_INVOKABLE bool playAgain(bool next = false);
    // Reviews the game being played (from its end) or the record at `path` (from its start).
    Q_INVOKABLE bool reviewCurrent();
    Q_INVOKABLE bool reviewRecord(const QString &path);
    // Ends the review: the game goes on from the turn shown, its later turns dropped
    // (`playOn`), or returns to where the review began.
    Q_INVOKABLE void endReview(bool playOn);

    // --- playing ---
    // Legal rotations of the current tile at a board cell (empty when it cannot go there).
    // The rules of the game being played, for the rules help (F1): RulesHelpRows::game; [] with
    // no game.
    Q_INVOKABLE QVariantList rulesHelp() const;
    // Shows the turns since the player to move last played once more, one after the other
    // (LastMovesShow: moveShown, then scored); false when there is none.
    Q_INVOKABLE bool showLastMoves();
    // While they are shown: the next turn at once (the player steps through them); after the
    // last, the show ends.
    Q_INVOKABLE void nextLastMove();
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

    const std::optional<Game> &game() const { return m_session.game(); }

signals:
    void stateChanged();
    // A short word for the player that something went as asked ("Saved as Sunday").
    void noticed(const QString &message);
    void rotationChanged();
    void selectedTargetChanged();
    void hoveredTargetChanged();
    void hoveredFigureChanged();
    void reviewChanged();
    void hoveredChoiceChanged();
    void targetPreviewChanged();
    void botThinkingChanged();
    void settingsChanged();
    void autosaveChanged();
    void errorOccurred(const QString &message);
    // A feature scored: at board position (cell units), points each, winners' colours.
    void scored(qreal x, qreal y, int points, const QStringList &colours, bool finalScoring);
    void tilePlaced(int x, int y);
    // The last moves shown again: a turn's tile at cell (x, y), laid by a player in `colour`.
    void moveShown(int x, int y, const QString &colour);
    void showingLastMovesChanged();
    // A figure went back to its owner's supply from board position (x, y) (cells).
    void figureReturned(qreal x, qreal y, const QString &source);
    void gameFinished();
    void finalStepChanged();

private:
    // A saved game as the load dialog lists it: its players, scores and turn (replayed).
    SavedGames::Summary summarize(const QString &path);
    bool m_testGame = false; // the game being played is a test game: no autosave
    bool m_loadingRecord = false; // loadGame replays a record: its end is not a new one
    qsizetype m_storedMoves = 0; // the record's turns when it was last written or read
    bool m_autosaveFailed = false; // the last autosave could not be written (a full disk)
    bool m_reviewing = false;
    GameRecord m_review; // the whole record under review
    int m_reviewTurn = 0;
    bool m_reviewWasTestGame = false;
    // Shows the review's first `turns` turns.
    bool showReviewTurn(int turns);
    bool start(const QVariantMap &setup, bool testGame);
    // The module whose choices are open now, or nullptr.
    const ModuleUi *askingModule() const;
    // Starts a game of `setup` in the session; `saved` says which failure to report.
    bool begin(const GameSetup &setup, bool saved);
    void onSessionChanged();
    BoardLists::Input listsInput() const;
    void fail(const QString &message);
    // Keeps the game in progress as the autosave after each turn, and says when it cannot.
    void autosave();
    QString playerName(int player) const;
    // The enabled module's headline parameter (ModuleUi::headlineParameter) and its description,
    // or an empty name.
    std::pair<QString, const ModuleUi *> headline() const;

    BoardLists m_lists;
    GameSession m_session;
    LastMovesShow m_lastMoves;
    HintGuide m_hints;
    SoundEffects m_sounds;
    bool m_humanTurnBefore = false; // for "your turn" after the computer's
    // Sounds what happened in the session's last change (your turn after the computer's).
    void soundTurn();
    qsizetype m_hintLogRows = 0; // the log's lines the hints have looked at
    void updateHints();
    NewGameModel m_newGame;
    SavedGames m_saves;
    int m_rotation = 0;
    int m_selectedTarget = -1;
    FigureColourChoice m_figureColour;
    int m_hoveredTarget = -1;
    int m_hoveredFigure = -1;
    int m_hoveredChoice = -1;
    int m_finalStep = -1;
    bool m_confirmEndTurn = true;
    bool m_showDeadSpots = true;
    bool m_showFields = false;
    QString m_lastError;
};

} // namespace carcassonne
