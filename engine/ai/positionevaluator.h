#pragma once

#include "evaluatorweights.h"
#include "gamestate.h"

#include <array>
#include <vector>

namespace carcassonne {

// Expected final score of every player from the position as it lies: points scored, plus what
// each open feature with figures will probably be worth to its majority (road, city, cloister
// and other cloister-like features, fields for farmers), plus the worth of meeples in supply
// and of meeples likely to come back. The chance that a feature completes comes from its open
// ends and from how many of the remaining tiles fit the empty cells at those ends, so a city
// that waits for a tile no longer in the pile is seen as lost. Remaining tiles are counted,
// never looked at in order.
class PositionEvaluator
{
public:
    using Scores = std::array<double, kMaxPlayers>;

    explicit PositionEvaluator(EvaluatorWeights weights = {}) : m_weights(weights) { }

    const EvaluatorWeights &weights() const { return m_weights; }
    void evaluate(const GameState &state, Scores &out) const;
    // A player's estimate less the best other player's (the estimate itself when alone).
    static double advantage(const Scores &scores, int player, int players);

private:
    struct Context;
    double featureWorth(Context &c, int root, const FeatureValue &v) const;
    double completionChance(Context &c, int root) const;
    // Chance that an empty cell takes a tile within `draws` draws.
    double fillChance(Context &c, CellPos cell, double draws) const;
    int fittingTiles(Context &c, CellPos cell) const;
    double supplyWorth(int meeples, double ownTurns) const;

    EvaluatorWeights m_weights;
};

} // namespace carcassonne
