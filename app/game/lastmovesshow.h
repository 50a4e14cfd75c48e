#pragma once

#include <QList>
#include <QObject>
#include <QPoint>
#include <QPointF>
#include <QStringList>
#include <QTimer>
#include <QVariantMap>

namespace carcassonne {

class BoardLists;
class GameState;
struct GameSetup;

// "Show the last moves again": the turns since the player to move last played (the computer
// players' turns, or the other people's at one screen), shown once more one after the other at
// a pace a person can follow: each turn's tile pointed out on the board in its player's colour,
// then what it scored ("+N"). Made from the game log's rows, so it reaches back as far as the
// log does, undo included; it changes nothing in the game.
class LastMovesShow : public QObject
{
    Q_OBJECT

public:
    struct Scoring
    {
        QPointF at; // board cells
        int points = 0;
        QStringList colours;
    };
    struct Step
    {
        QPoint tile;
        int player = -1;
        QString colour;
        QList<Scoring> scorings;
    };
    // At most this many turns are shown (five players and double turns fit).
    static constexpr int kMaxTurns = 10;

    explicit LastMovesShow(QObject *parent = nullptr);

    // The turns to show from the log's rows (GameSession's log: event, turn, player), oldest
    // first: those after the last turn `player` played, or the last turn when that was theirs.
    static QList<Step> steps(const QList<QVariantMap> &logRows, const GameState &state,
                             const GameSetup &setup, const BoardLists &lists, int player);

    // Shows `steps`, one every `intervalMs` (a turn that scored stays kScoringHold times as
    // long: its "+N" is read too); a show running is stopped first.
    void start(const QList<Step> &steps, int intervalMs);
    // The next turn at once, the player's own pace (then the show goes on at its own); the
    // last one shown, stops the show.
    void advance();
    void stop();
    bool running() const { return m_timer.isActive(); }
    // Turns still to come, and all of the show's.
    int left() const { return int(m_steps.size()); }
    int total() const { return m_total; }
    static constexpr double kScoringHold = 1.6;

signals:
    // A turn's tile, at cell (x, y), laid by a player in `colour`.
    void moveShown(int x, int y, const QString &colour);
    void scored(qreal x, qreal y, int points, const QStringList &colours, bool finalScoring);
    void runningChanged();
    // A turn was shown (left() changed).
    void stepped();

private:
    void next();
    QList<Step> m_steps;
    QTimer m_timer;
    int m_interval = 0;
    int m_total = 0;
};

} // namespace carcassonne
