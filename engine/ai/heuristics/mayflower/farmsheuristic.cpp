#include "farmsheuristic.h"

namespace carcassonne {

std::unique_ptr<ModuleHeuristic> FarmsHeuristic::create(const GameContent &content,
                                                        const EvaluatorWeights &weights)
{
    Q_UNUSED(weights);
    const CoreParameters &core = content.core();
    auto h = std::make_unique<FarmsHeuristic>();
    h->m_finalExtra =
            content.parameter(QStringLiteral("farmTilePointsFinal")) - core.cloisterTilePointsFinal;
    h->m_completedExtra =
            content.parameter(QStringLiteral("farmTilePoints")) - core.cloisterTilePoints;
    if (h->m_finalExtra == 0 && h->m_completedExtra == 0)
        return nullptr;
    return h;
}

void FarmsHeuristic::addFeatureWorth(const Position &position, int root, const FeatureValue &v,
                                     double worth, Scores &out, Breakdown *parts) const
{
    Q_UNUSED(worth);
    if (v.type != FeatureType::Farm || v.completed)
        return;
    // The evaluator's expectation: tiles present plus each empty neighbour's chance to fill,
    // and the chance that all fill.
    const auto around = position.evaluator.surroundings(root, v.tiles);
    const double add =
            around.expected * m_finalExtra + around.all * 9.0 * (m_completedExtra - m_finalExtra);
    addToWinners(position, v, add, out, parts);
}

} // namespace carcassonne
