#pragma once

#include "boardmodel.h"
#include "endingmodel.h"
#include "gamesession.h"
#include "gamesettings.h"
#include "hintguide.h"
#include "newgamemodel.h"
#include "onlinetable.h"
#include "reviewmodel.h"
#include "rowlistmodel.h"
#include "savedgames.h"
#include "scoresmodel.h"
#include "soundeffects.h"
#include "turnmodel.h"

#include <QObject>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <optional>

namespace carcassonne {

// The game as the window sees it, the one object QML talks to: a thin facade over the game being
// played (GameSession: the Game, undo, computer players), the new game choices (NewGameModel)
// and the saved games (SavedGames). What the window shows of the game is in models by concern,
// each with its own change signals: the turn (TurnModel), the board's lists (BoardModel), the
// scores (ScoresModel), the review (ReviewModel), the end of the game (EndingModel) and the
// settings (GameSettings). The controller starts, loads and saves games and tells the models
// when the session changed. It holds no rules: every question goes to the engine.
class GameController : public QObject
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(bool active READ active NOTIFY stateChanged)
    Q_PROPERTY(TurnModel *turn READ turnModel CONSTANT)
    Q_PROPERTY(BoardModel *board READ boardModel CONSTANT)
    Q_PROPERTY(ScoresModel *scores READ scoresModel CONSTANT)
    Q_PROPERTY(ReviewModel *review READ reviewModel CONSTANT)
    Q_PROPERTY(EndingModel *ending READ endingModel CONSTANT)
    Q_PROPERTY(GameSettings *settings READ settings CONSTANT)
    Q_PROPERTY(RowListModel *log READ log CONSTANT)
    Q_PROPERTY(bool hasAutosave READ hasAutosave NOTIFY autosaveChanged)
    // Why an unfinished game on disk cannot be continued ("" when it can, or there is none).
    Q_PROPERTY(QString autosaveProblem READ autosaveProblem NOTIFY autosaveChanged)
    // Leaving the game now would lose turns: a game without autosave (a test game) with turns
    // played since it started, was loaded or was saved. The window asks before it leaves.
    Q_PROPERTY(bool leavingLoses READ leavingLoses NOTIFY stateChanged)
    Q_PROPERTY(QString lastError READ lastError NOTIFY errorOccurred)
    Q_PROPERTY(QString recordJson READ recordJson NOTIFY stateChanged)
    // What the new game dialog offers; games start from its package repository.
    Q_PROPERTY(NewGameModel *newGame READ newGame CONSTANT)
    // The saves folder and the autosave.
    Q_PROPERTY(SavedGames *saves READ saves CONSTANT)
    // The hints of a first game (HintGuide).
    Q_PROPERTY(HintGuide *hints READ hints CONSTANT)
    Q_PROPERTY(SoundEffects *sounds READ sounds CONSTANT)
    // Hosting or joining a table on the network, its lobby, chat and connection.
    Q_PROPERTY(OnlineTable *online READ online CONSTANT)
    // The game on the board is an online table's: the host decides each turn, nothing is
    // autosaved here, undo reaches back to the start of one's own turn.
    Q_PROPERTY(bool onlineGame READ onlineGame NOTIFY stateChanged)

public:
    explicit GameController(QObject *parent = nullptr);
    ~GameController() override;

    bool active() const { return game().has_value(); }
    TurnModel *turnModel() { return &m_turn; }
    BoardModel *boardModel() { return &m_board; }
    ScoresModel *scoresModel() { return &m_scores; }
    ReviewModel *reviewModel() { return &m_review; }
    EndingModel *endingModel() { return &m_ending; }
    GameSettings *settings() { return &m_settings; }
    RowListModel *log() { return m_session.log(); }
    // An autosave that can start: its file is there and it names only packages at hand.
    bool hasAutosave() const;
    QString autosaveProblem() const;
    bool leavingLoses() const;
    QString lastError() const { return m_lastError; }
    QString recordJson() const;
    NewGameModel *newGame() { return &m_newGame; }
    SavedGames *saves() { return &m_saves; }
    HintGuide *hints() { return &m_hints; }
    SoundEffects *sounds() { return &m_sounds; }
    OnlineTable *online() { return &m_online; }
    bool onlineGame() const { return m_session.following(); }

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
    // A game of the setup the new game dialog made (newGame.setupModel).
    Q_INVOKABLE bool startFromModel();
    Q_INVOKABLE bool continueGame();
    Q_INVOKABLE bool loadGame(const QString &path);
    Q_INVOKABLE bool saveGame(const QString &path);
    // Leaves the game (the autosave stays); an online game's seat goes to a computer player.
    Q_INVOKABLE void endGame();
    // A new game of the same players and rules with a new shuffle; with `next`, at the next
    // value of the rule set's headline parameter (The Mist's next level, ending.outcome.next).
    Q_INVOKABLE bool playAgain(bool next = false);

    // The rules of the game being played, for the rules help (F1): RulesHelpRows::game; [] with
    // no game.
    Q_INVOKABLE QVariantList rulesHelp() const;
    // Image source of a tile type of the current game.
    Q_INVOKABLE QString tileSource(int tileType) const;

    const std::optional<Game> &game() const { return m_session.game(); }

signals:
    // The game changed (a move, an undo, a load): every model has said so first.
    void stateChanged();
    // A short word for the player that something went as asked ("Saved as Sunday").
    void noticed(const QString &message);
    void autosaveChanged();
    void errorOccurred(const QString &message);
    // A feature scored: at board position (cell units), points each, winners' colours; in play,
    // in the last moves shown again and in the final scoring's steps.
    void scored(qreal x, qreal y, int points, const QStringList &colours, bool finalScoring);
    void tilePlaced(int x, int y);
    // The last moves shown again: a turn's tile at cell (x, y), laid by a player in `colour`.
    void moveShown(int x, int y, const QString &colour);
    // A figure went back to its owner's supply from board position (x, y) (cells).
    void figureReturned(qreal x, qreal y, const QString &source);
    void gameFinished();

private:
    // The review replays records as a game starts (begin) and sets the game's flags.
    friend class ReviewModel;

    // A saved game as the load dialog lists it: its players, scores and turn (replayed).
    SavedGames::Summary summarize(const QString &path);
    bool m_testGame = false; // the game being played is a test game: no autosave
    bool m_loadingRecord = false; // loadGame replays a record: its end is not a new one
    qsizetype m_storedMoves = 0; // the record's turns when it was last written or read
    bool m_autosaveFailed = false; // the last autosave could not be written (a full disk)
    // Starts a game of a setup map as NewGameModel::setupOf reads it.
    bool start(const QVariantMap &setup, bool testGame);
    bool start(const std::optional<GameSetup> &setup, const QString &error, bool testGame);
    // Starts a game of `setup` in the session; `saved` says which failure to report.
    bool begin(const GameSetup &setup, bool saved);
    void onSessionChanged();
    // Every model's state changed signal, then stateChanged.
    void emitChanged();
    void fail(const QString &message);
    // Keeps the game in progress as the autosave after each turn, and says when it cannot.
    void autosave();

    BoardModel m_board; // before the session, which reads its lists
    GameSession m_session;
    TurnModel m_turn;
    ScoresModel m_scores;
    EndingModel m_ending;
    HintGuide m_hints;
    SoundEffects m_sounds;
    bool m_humanTurnBefore = false; // for "your turn" after the computer's
    // Sounds what happened in the session's last change (your turn after the computer's).
    void soundTurn();
    qsizetype m_hintLogRows = 0; // the log's lines the hints have looked at
    void updateHints();
    NewGameModel m_newGame;
    SavedGames m_saves;
    GameSettings m_settings;
    ReviewModel m_review;
    OnlineTable m_online; // after the session and the new game model it plays through
    QString m_lastError;
};

} // namespace carcassonne
