#pragma once

#include "ai/moduleheuristic.h"
#include "modules/mayflower/trappersmodule.h"

namespace carcassonne {

// Mayflower's trappers. A plain pays its majority for its animals at the end, not for the cities
// it borders: its worth to the trappers' majority is its animals, plus what its open edges will
// probably bring (`plaingrowth` animals per open edge port, times the share of the pile left),
// in place of the evaluator's field worth by cities (which it then skips). A trapper never comes
// back: the evaluator counts no return for it, so placing one costs a meeple of the supply for
// good.
class TrappersHeuristic final : public ModuleHeuristic
{
public:
    using Module = TrappersModule;
    static std::span<const ModuleWeight> weights();
    static std::unique_ptr<ModuleHeuristic> create(const GameContent &content,
                                                   const EvaluatorWeights &weights);

    std::uint32_t replacedWorth() const override { return GameState::typeBit(FeatureType::Field); }
    void addFeatureWorth(const Position &position, int root, const FeatureValue &v, double worth,
                         Scores &out, Breakdown *parts) const override;

private:
    int m_animalPoints = 0; // fieldAnimalPoints
    double m_growth = 0; // animals per open edge port of a whole pile
};

} // namespace carcassonne
