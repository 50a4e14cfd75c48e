#pragma once

#include "lastmovesshow.h"
#include "record/gamerecord.h"

#include <QObject>
#include <QtQml/qqmlregistration.h>

namespace carcassonne {

class GameController;

// Looking back: a game's record stepped through turn by turn (the board, the log and the scores
// as they were then; nobody moves until "play from here"), and the last moves shown once more
// (LastMovesShow). A review replays the record the way the controller starts a game, so it
// works on its controller's session and game flags.
class ReviewModel : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("the game controller's review")

    // A review is on: `turn` from 0 to `length`.
    Q_PROPERTY(bool active READ active NOTIFY changed)
    Q_PROPERTY(int turn READ turn WRITE setTurn NOTIFY changed)
    Q_PROPERTY(int length READ length NOTIFY changed)
    // "Show the last moves again" is running (showLastMoves).
    Q_PROPERTY(bool showingLastMoves READ showingLastMoves NOTIFY lastMovesChanged)
    // Which of the show's turns is shown (1-based) and how many it has: "2 of 4".
    Q_PROPERTY(int lastMovesShown READ lastMovesShown NOTIFY lastMovesChanged)
    Q_PROPERTY(int lastMovesTotal READ lastMovesTotal NOTIFY lastMovesChanged)

public:
    explicit ReviewModel(GameController &game);

    bool active() const { return m_active; }
    int turn() const { return m_turn; }
    void setTurn(int turn);
    int length() const { return int(m_record.moves.size()); }
    bool showingLastMoves() const { return m_lastMoves.running(); }
    int lastMovesShown() const { return m_lastMoves.total() - m_lastMoves.left(); }
    int lastMovesTotal() const { return m_lastMoves.total(); }

    // Reviews the game being played (from its end) or the record at `path` (from its start).
    Q_INVOKABLE bool reviewCurrent();
    Q_INVOKABLE bool reviewRecord(const QString &path);
    // Ends the review: the game goes on from the turn shown, its later turns dropped
    // (`playOn`), or returns to where the review began.
    Q_INVOKABLE void endReview(bool playOn);
    // Shows the turns since the player to move last played once more, one after the other
    // (LastMovesShow: moveShown, then scored); false when there is none.
    Q_INVOKABLE bool showLastMoves();
    // While they are shown: the next turn at once (the player steps through them); after the
    // last, the show ends.
    Q_INVOKABLE void nextLastMove();
    // A move made, undone or loaded: what the show showed is no longer the last.
    void stopLastMoves() { m_lastMoves.stop(); }

signals:
    void changed();
    void lastMovesChanged();
    // The last moves shown again: a turn's tile at cell (x, y), laid by a player in `colour`.
    void moveShown(int x, int y, const QString &colour);
    void scored(qreal x, qreal y, int points, const QStringList &colours, bool finalScoring);

private:
    // Shows the review's first `turns` turns.
    bool showTurn(int turns);

    GameController &m_game;
    LastMovesShow m_lastMoves;
    bool m_active = false;
    GameRecord m_record; // the whole record under review
    int m_turn = 0;
    bool m_wasTestGame = false;
};

} // namespace carcassonne
