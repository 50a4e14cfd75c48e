#pragma once

#include "bot.h"
#include "core/rng.h"
#include "positionevaluator.h"
#include "turnplanner.h"

namespace carcassonne {

// The classic one-ply player: tries every way to play its turn and keeps the one that leaves it
// furthest ahead of the best other player, by points scored plus the evaluator's estimate of
// open features, fields and meeples in supply. Ties are broken by its generator.
class GreedyBot final : public Bot
{
public:
    explicit GreedyBot(std::uint64_t seed, EvaluatorWeights weights = {});

protected:
    Move decide(const GameState &state, const std::atomic<bool> *cancel) override;

private:
    Rng m_rng;
    PositionEvaluator m_evaluator;
    TurnPlanner m_planner;
    MoveList m_moves;
    std::vector<double> m_values;
};

} // namespace carcassonne
