#include "cooperativeheuristic.h"

#include "modules/mist/fogmodule.h"
#include "modules/mist/houndsmodule.h"

#include <algorithm>
#include <cmath>

namespace carcassonne {

namespace {

constexpr ModuleWeight kWeights[] = {
        // Share of the colours' estimated future points (open features, guards) the team counts
        // on by the end of the pile.
        {"futureshare", 1.0},
        // Ghosts a tile brings to stay, per symbol on it (extending fog, completed banks and
        // graveyards take some back).
        {"ghostinflow", 0.5},
        // The supply must hold what the next `ghosthorizon` tiles bring and `ghostsafety` more;
        // each ghost it lacks costs `ghostworth` points (softly: a ghost more is worth little
        // while the supply holds plenty).
        {"ghostworth", 5.0},
        {"ghosthorizon", 8.0},
        {"ghostsafety", 3.0},
};

// How softly the ghosts' cost sets in, in ghosts.
constexpr double kGhostSoftness = 1.5;

// Points a colour below its goal needs count in full; points above it count this much (they
// help toward the next goal, but every colour must reach this one).
constexpr double kAboveGoal = 0.25;

} // namespace

std::span<const ModuleWeight> CooperativeHeuristic::weights()
{
    return kWeights;
}

std::unique_ptr<ModuleHeuristic> CooperativeHeuristic::create(const GameContent &content,
                                                              const EvaluatorWeights &weights)
{
    auto h = std::make_unique<CooperativeHeuristic>();
    h->m_goal = content.parameter(QStringLiteral("goalPoints"));
    h->m_separate = content.parameter(QStringLiteral("separateScores")) != 0;
    h->m_futureShare = std::clamp(weights.value(kWeights[0]), 0.0, 10.0);
    h->m_inflow = std::clamp(weights.value(kWeights[1]), 0.0, 10.0);
    h->m_ghostWorth = std::clamp(weights.value(kWeights[2]), 0.0, 100.0);
    h->m_horizon = std::clamp(weights.value(kWeights[3]), 0.0, 100.0);
    h->m_safety = std::clamp(weights.value(kWeights[4]), 0.0, 60.0);
    for (const TileType &type : content.tileTypes()) {
        int symbols = 0;
        for (const SegmentInfo &s : type.segments) {
            if (s.type == FeatureType::Fog)
                symbols += s.attributes[std::size_t(Tally::Ghosts)];
        }
        h->m_symbols.push_back(symbols);
    }
    return h;
}

CooperativeHeuristic::Goal CooperativeHeuristic::nextGoal(const GameState &state) const
{
    // The current tile counts: its scorings come before the stack is checked.
    const int tilesLeft = state.remainingCount() + 1;
    const auto stack = HoundsModule::currentStack(state);
    if (stack && stack->hound >= 0 && HoundsModule::points(state, stack->hound) > 0)
        return {HoundsModule::points(state, stack->hound), std::min(stack->left + 1, tilesLeft)};
    return {m_goal, tilesLeft};
}

double CooperativeHeuristic::ghostsPerTile(const Position &position) const
{
    const std::vector<int> &remaining = position.evaluator.remainingTiles();
    int symbols = 0;
    int tiles = 0;
    for (std::size_t t = 0; t < remaining.size() && t < m_symbols.size(); ++t) {
        symbols += remaining[t] * m_symbols[t];
        tiles += remaining[t];
    }
    return tiles > 0 ? m_inflow * double(symbols) / double(tiles) : 0.0;
}

double CooperativeHeuristic::teamValue(const Position &position, const Scores &estimates) const
{
    const GameState &s = position.state;
    if (s.gameOver())
        return s.outcome().kind == Outcome::Kind::TeamWon ? kDecided : -kDecided;
    const int colours = s.playerCount();
    const int remaining = std::max(1, s.remainingCount() + 1);

    // Points: by the next goal's deadline (with separate scores, every colour's).
    const Goal next = nextGoal(s);
    const double share = m_futureShare * double(next.tiles) / double(remaining);
    double score = 0;
    double future = 0;
    double pointsMargin = 0;
    double finalNeed = 0;
    for (int p = 0; p < colours; ++p) {
        const double own = s.score(p);
        const double ahead = std::max(0.0, estimates[std::size_t(p)] - own);
        score += own;
        future += ahead;
        if (m_separate) {
            const double margin = own + share * ahead - next.points;
            pointsMargin += margin < 0 ? margin : kAboveGoal * margin;
            finalNeed += std::max(0.0, m_goal - own);
        }
    }
    if (!m_separate) {
        pointsMargin = score + share * future - next.points;
        finalNeed = std::max(0.0, m_goal - score);
    }

    // Ghosts: what the next tiles bring (no more than the tiles the team still needs, at the
    // pace it expects) against the supply.
    const double pace = m_futureShare * future / double(remaining); // points per tile
    const double tilesNeeded =
            pace > 1e-9 ? std::min(double(remaining), finalNeed / pace) : double(remaining);
    const double coming = ghostsPerTile(position) * std::min(m_horizon, tilesNeeded);
    const double lacking = coming + m_safety - FogModule::supply(s);
    // softplus: about `lacking` when positive, near 0 when the supply holds plenty.
    const double cost = kGhostSoftness * std::log1p(std::exp(lacking / kGhostSoftness));
    return pointsMargin - m_ghostWorth * cost;
}

} // namespace carcassonne
