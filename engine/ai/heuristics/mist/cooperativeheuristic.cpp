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
        // Points a ghost in the supply is worth: a scoring taken as ghosts clears two or three.
        {"ghostworth", 3.0},
        // Below this many ghosts in the supply, one tile may lose the game: each ghost short
        // costs `ghostdanger` points, squared.
        {"ghostsafety", 4.0},
        {"ghostdanger", 3.0},
};

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
    h->m_safety = std::clamp(weights.value(kWeights[3]), 0.0, 60.0);
    h->m_danger = std::clamp(weights.value(kWeights[4]), 0.0, 100.0);
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
    const int tilesLeft = state.remainingCount() + (state.gameOver() ? 0 : 1);
    if (state.content().find<HoundsModule>()) {
        // A hound's stack: reached before the stack's last tile is drawn.
        const int size = HoundsModule::stackSize(state);
        for (int h = 0; size > 0 && h < HoundsModule::kHounds; ++h) {
            const int points = HoundsModule::points(state, h);
            if (points <= 0 || HoundsModule::stateOf(state, h) != HoundsModule::HoundState::Waiting)
                continue;
            const int tiles = std::clamp((h + 1) * size - state.pileIndex() + 1, 0, tilesLeft);
            return {points, tiles};
        }
    }
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

    // Points: by the next goal's deadline, and toward the final goal.
    const Goal next = nextGoal(s);
    const double share = m_futureShare * double(next.tiles) / double(remaining);
    double pointsMargin = 1e300;
    double score = 0;
    double future = 0;
    double finalNeed = 0;
    for (int p = 0; p < colours; ++p) {
        const double own = s.score(p);
        const double ahead = std::max(0.0, estimates[std::size_t(p)] - own);
        score += own;
        future += ahead;
        if (m_separate) {
            pointsMargin = std::min(pointsMargin, own + share * ahead - next.points);
            finalNeed += std::max(0.0, m_goal - own);
        }
    }
    if (!m_separate) {
        pointsMargin = score + share * future - next.points;
        finalNeed = std::max(0.0, m_goal - score);
    }

    // Ghosts: the supply after the tiles the team still needs, at the pace it expects.
    const double pace = m_futureShare * future / double(remaining); // points per tile
    const double tilesNeeded =
            pace > 1e-9 ? std::min(double(remaining), finalNeed / pace) : double(remaining);
    const int supply = FogModule::supply(s);
    const double ghostMargin = supply - ghostsPerTile(position) * tilesNeeded;
    const double shortOf = std::max(0.0, m_safety - supply);
    return pointsMargin + m_ghostWorth * ghostMargin - m_danger * shortOf * shortOf;
}

} // namespace carcassonne
