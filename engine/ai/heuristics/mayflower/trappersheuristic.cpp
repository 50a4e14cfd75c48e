#include "trappersheuristic.h"

#include <algorithm>

namespace carcassonne {

namespace {

// Animals a plain may still gather per open edge port, with the whole pile left.
constexpr ModuleWeight kWeights[] = {
        {"plaingrowth", 0.3},
};

} // namespace

std::span<const ModuleWeight> TrappersHeuristic::weights()
{
    return kWeights;
}

std::unique_ptr<ModuleHeuristic> TrappersHeuristic::create(const GameContent &content,
                                                           const EvaluatorWeights &weights)
{
    auto h = std::make_unique<TrappersHeuristic>();
    h->m_animalPoints = content.parameter(QStringLiteral("fieldAnimalPoints"));
    h->m_growth = weights.value(kWeights[0]);
    return h;
}

void TrappersHeuristic::addFeatureWorth(const Position &position, int root, const FeatureValue &v,
                                        double worth, Scores &out, Breakdown *parts) const
{
    if (v.type != FeatureType::Field)
        return;
    const GameState &s = position.state;
    const FeatureGraph::Node &r = s.features().node(root);
    const int remaining = s.remainingCount();
    const double pileShare = double(remaining)
            / double(std::max<std::size_t>(1, std::size_t(remaining) + s.board().tiles().size()));
    const double animals = s.features().tally(root, Tally::Animals) + m_growth * r.open * pileShare;
    // The evaluator left the plain to us (replacedWorth: `worth` is 0).
    addToWinners(position, v, animals * m_animalPoints - worth, out, parts);
}

} // namespace carcassonne
