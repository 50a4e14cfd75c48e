#pragma once

#include <QStringList>
#include <QTextStream>

namespace carcassonne {

// carcassonne-cli tournament: computer players against each other over many seeded games, each
// seed played once per seating so every player sits in every seat equally often. Prints win
// rates, average scores and margins with 95% confidence intervals, and the time per decision
// and per turn measured as CPU time of the thread that plays (honest on a busy machine).
class TournamentCommand
{
public:
    TournamentCommand(QTextStream &out, QTextStream &err) : m_out(out), m_err(err) { }

    // Exit codes as the other commands: 0, 1 (rule or content error), 2 (usage).
    int run(const QStringList &args);
    static QString usageLine();

private:
    int usage(const QString &message);

    QTextStream &m_out;
    QTextStream &m_err;
};

} // namespace carcassonne
