#include "builderheuristic.h"

#include <algorithm>

namespace carcassonne {

namespace {

// Points of a builder on an open feature of its owner, and of one in supply.
constexpr ModuleWeight kWeights[] = {
        {"builder", 4.0},
        {"buildersupply", 1.5},
};

} // namespace

std::span<const ModuleWeight> BuilderHeuristic::weights()
{
    return kWeights;
}

std::unique_ptr<ModuleHeuristic> BuilderHeuristic::create(const GameContent &content,
                                                          const EvaluatorWeights &weights)
{
    Q_UNUSED(content);
    auto h = std::make_unique<BuilderHeuristic>();
    h->m_onFeature = weights.value(kWeights[0]);
    h->m_inSupply = weights.value(kWeights[1]);
    h->m_horizon = weights.meepleHorizon;
    return h;
}

void BuilderHeuristic::addWorth(const Position &position, Scores &out) const
{
    const GameState &s = position.state;
    const int players = s.playerCount();
    const double fade = std::min(1.0, position.ownTurns / std::max(1.0, m_horizon));
    const FeatureGraph &graph = s.features();
    for (const PlacedFigure &f : s.figures()) {
        if (f.kind != FigureKind::Builder)
            continue;
        const FeatureGraph::Node &r = graph.node(graph.find(f.segment));
        if (!r.done && r.open != 0)
            out[f.player] += m_onFeature * fade;
    }
    for (int p = 0; p < players; ++p)
        out[std::size_t(p)] += s.supply(p, FigureKind::Builder) * m_inSupply * fade;
}

} // namespace carcassonne
