#pragma once

#include "botrunner.h"
#include "finalscoringshow.h"
#include "record/game.h"
#include "rowlistmodel.h"
#include "seat.h"

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QObject>
#include <QPoint>
#include <QPointF>
#include <QTimer>
#include <QVariantList>

#include <memory>
#include <optional>
#include <vector>

namespace carcassonne {

class Bot;
class BoardLists;

// One game being played: the Game, a snapshot at every turn start for undo and redo, the log and
// the score history those snapshots restore, the final scoring as the engine reported it, and
// the computer players, run on a worker thread after a delay. It applies the moves the engine
// lists; what a move means is the engine's business, what the window shows is the controller's.
class GameSession : public QObject
{
    Q_OBJECT

public:
    // How many turn snapshots undo keeps (a turn, or a human's part of it, each).
    static constexpr int kMaxUndoSnapshots = 32;

    // `lists` gives the board's figure anchors: where a scored feature's points rise.
    explicit GameSession(const BoardLists &lists, QObject *parent = nullptr);
    ~GameSession() override;

    const std::optional<Game> &game() const { return m_game; }
    int contentNumber() const { return m_contentNumber; }
    const MoveList &moves() const { return m_moves; } // legal moves of the current phase
    // The state the game began with (figure kinds in the supply), or null.
    const GameState *firstState() const;
    bool isHuman(int player) const;
    bool humanTurn() const;
    // Paused (a game under review): nobody moves, no computer player thinks, undo is off.
    bool paused() const { return m_paused; }
    void setPaused(bool paused);
    bool botThinking() const { return m_botThinking; }
    bool canUndo() const { return !m_paused && undoTarget() >= 0; }
    // Why undo cannot go back now: the player's turn it would return to is before the first
    // snapshot kept (kMaxUndoSnapshots), a computer player is thinking, or nothing was played.
    enum class UndoLimit { None, NothingYet, BotThinking, OldestKept };
    UndoLimit undoLimit() const;
    bool canRedo() const { return !m_paused && !m_redo.empty() && !m_botThinking; }
    int botDelay() const { return m_botDelay; }
    void setBotDelay(int delay) { m_botDelay = delay; }

    // The tile the current player laid this turn (until the turn ends).
    bool hasPlacedTile() const { return m_hasPlacedTile; }
    QPoint placedAt() const { return m_placedAt; }
    int placedRotation() const { return m_placedRotation; }
    // The last tile a player laid, for the board's marker.
    bool hasLastPlaced() const { return m_hasLastPlaced; }
    QPoint lastPlaced() const { return m_lastPlaced; }

    RowListModel *log() { return &m_log; }
    // Words every log line anew from its event, in the language installed now, and colours it
    // in the palette shown now (the lines of an undone stretch that redo brings back too).
    void retranslateLog();
    // The scores whenever they changed: [{turn, scores: [per player], final: bool}], the first
    // at the start, the last after the final scoring (final true).
    const QVariantList &scoreHistory() const { return m_scoreHistory; }
    const FinalScoringShow &finalShow() const { return m_finalShow; }

    // Takes over a started game (with the events of its start) and lists its first moves.
    // `seats`: who plays each colour (Seat), one per setup entry; none: from the setup's kinds
    // (a person here or a computer player).
    void begin(Game game, const EventList &events, std::vector<Seat> seats = {});
    // Takes over a game another computer decides (an online table): its start as the host sent
    // it, a seat per colour (this window's player a LocalHuman). The local player's moves are
    // played here until one would end the turn; that turn is handed out whole (turnReady) and
    // the session waits for the host's word (follow). Undo reaches no further than the turn.
    void beginFollowing(Game game, const EventList &events, std::vector<Seat> seats);
    bool following() const { return m_following; }
    // A turn was sent and the host has not answered yet.
    bool awaitingHost() const { return m_awaitingHost; }
    // The host's next turn came: the game as it is after it, and what the turn did. A turn
    // this window sent comes back this way too (its lines replace those shown while playing it).
    void follow(const Game &game, const EventList &events);
    // An online seat's player now goes by `name` (someone took over an offered seat): the
    // cards and new log lines say it; the host's game, followed each turn, keeps its names.
    void setShownName(int player, const QString &name);
    // The host cannot be reached (a following session): nobody here moves until it can.
    void setHostUnreachable(bool unreachable);
    const std::vector<Seat> &seats() const { return m_seats; }
    // Plays a loaded record's moves turn by turn, so that the log, the chart and undo cover
    // them too. Returns the index of the first move that is not legal (with `error`), or -1.
    int replay(const QList<QJsonObject> &moves, Message *error);
    void end();
    // Applies a legal move; false when the engine refuses it.
    bool apply(const Move &move);
    void undo();
    void redo();
    // Plays a move for the current (human) player as a bot of `kind` would.
    bool playFor(const QString &kind);

signals:
    // The game changed (a move, an undo, a start): its legal moves are listed anew.
    void changed();
    void botThinkingChanged();
    // A turn is over and the game goes on: the moment to autosave.
    void turnEnded();
    void finished();
    // A following session's local player finished a turn: the whole turn, for the host.
    void turnReady(const QJsonObject &turn);
    void errorOccurred(const QString &message);
    // See GameController's signals of the same names.
    void scored(qreal x, qreal y, int points, const QStringList &colours, bool finalScoring);
    void tilePlaced(int x, int y);
    // A figure went onto the board in a move (not in a replay).
    void figurePlaced();
    void figureReturned(qreal x, qreal y, const QString &source);

private:
    struct Snapshot
    {
        Game game;
        qsizetype logSize = 0;
        qsizetype historySize = 0;
        QPoint lastPlaced;
        bool hasLastPlaced = false;
    };

    void start(Game game, const EventList &events, std::vector<Seat> seats, bool following);
    void handleEvents(const EventList &events);
    void afterMove();
    Snapshot snapshot() const;
    void pushSnapshot();
    void restore(const Snapshot &snapshot);
    // Forgets what redo would bring back (a new move, the host's turn, a new game).
    void clearRedo();
    int undoTarget() const;
    void scheduleBot();
    void startBot();
    void stopBot();
    void setBotThinking(bool thinking);

    const BoardLists &m_lists;
    std::optional<Game> m_game;
    int m_contentNumber = 0;
    std::vector<Seat> m_seats; // per colour (setup entry)
    QMap<int, QString> m_shownNames; // setShownName(), kept through follow()
    std::vector<Snapshot> m_history; // one per turn start, the last kMaxUndoSnapshots
    std::optional<GameState> m_firstState; // the game as it began
    std::vector<std::vector<Snapshot>> m_redo; // each: the snapshots an undo took away
    std::vector<QList<QVariantMap>> m_redoLog; // the log rows as each undo found them
    std::vector<QVariantList> m_redoHistory; // the score history as each undo found it
    bool m_paused = false;
    bool m_following = false; // an online game: the host decides every turn (beginFollowing)
    bool m_awaitingHost = false; // a turn was sent and its answer has not come
    bool m_hostUnreachable = false; // the connection to the host is down
    bool m_historyTrimmed = false; // turn starts older than m_history's first were let go
    MoveList m_moves;
    QPoint m_placedAt;
    int m_placedRotation = 0;
    bool m_hasPlacedTile = false;
    QPoint m_lastPlaced;
    bool m_hasLastPlaced = false;
    FinalScoringShow m_finalShow;
    bool m_botThinking = false;
    bool m_replaying = false; // applying a loaded record
    int m_botDelay = 450;
    QVariantList m_scoreHistory;
    RowListModel m_log;
    QTimer m_botTimer;
    BotRunner m_runner;
};

} // namespace carcassonne
