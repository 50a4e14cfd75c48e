#pragma once

#include <QStringList>
#include <QTextStream>

namespace carcassonne {

// carcassonne-cli soak: seeded random games (RandomPlayer, every legal choice of every module
// reachable) checked after every move with GameState::checkInvariants(), and every K-th game
// played through a record that is written out, read back and replayed to the same scores,
// board and figures. Stops at the first fault, naming the seed and the move (issue 20: the
// soak over every rule set).
class SoakCommand
{
public:
    SoakCommand(QTextStream &out, QTextStream &err) : m_out(out), m_err(err) { }

    // 0: no fault; 1: a fault (or a rule or content error); 2: usage.
    int run(const QStringList &args);
    static QString usageLine();

private:
    int usage(const QString &message);

    QTextStream &m_out;
    QTextStream &m_err;
};

} // namespace carcassonne
