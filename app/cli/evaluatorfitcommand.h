#pragma once

#include <QStringList>
#include <QTextStream>

namespace carcassonne {

// carcassonne-cli fit-evaluator: how well the bots' position evaluator foresees the end of a
// game, and which weights of its terms would foresee it best. Plays seeded two-player games
// between computer players, splits the evaluator's estimate of every turn's position into its
// terms (PositionEvaluator::Breakdown), and fits the final margin to the difference of the
// players' terms by least squares, by stage of the game. A term whose fitted weight is far from
// 1 is over- or undervalued at that stage. A tool for tuning EvaluatorWeights, not for play.
class EvaluatorFitCommand
{
public:
    EvaluatorFitCommand(QTextStream &out, QTextStream &err) : m_out(out), m_err(err) { }

    // Exit codes as the other commands: 0, 1 (rule or content error), 2 (usage).
    int run(const QStringList &args);
    static QString usageLine();

private:
    int usage(const QString &message);

    QTextStream &m_out;
    QTextStream &m_err;
};

} // namespace carcassonne
