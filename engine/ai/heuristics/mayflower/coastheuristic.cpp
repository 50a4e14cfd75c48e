#include "coastheuristic.h"

namespace carcassonne {

std::unique_ptr<ModuleHeuristic> CoastHeuristic::create(const GameContent &content,
                                                        const EvaluatorWeights &weights)
{
    Q_UNUSED(weights);
    auto h = std::make_unique<CoastHeuristic>();
    h->m_postPoints = content.parameter(QStringLiteral("roadTradingPostPoints"));
    if (h->m_postPoints == 0)
        return nullptr;
    return h;
}

void CoastHeuristic::addFeatureWorth(const Position &position, int root, const FeatureValue &v,
                                     double worth, Scores &out, Breakdown *parts) const
{
    Q_UNUSED(worth);
    if (v.type != FeatureType::Road || v.completed)
        return;
    const int posts = position.state.features().tally(root, Tally::TradingPosts);
    if (posts == 0)
        return;
    addToWinners(position, v, position.evaluator.completionChance(root) * posts * m_postPoints, out,
                 parts);
}

} // namespace carcassonne
