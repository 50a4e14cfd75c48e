#pragma once

#include "ai/moduleheuristic.h"
#include "modules/traders-builders/goodsmodule.h"

#include <array>

namespace carcassonne {

// The goods' majorities: each player expects a share of a good's majority points by their lead
// in its tokens over the best other holder.
class GoodsHeuristic final : public ModuleHeuristic
{
public:
    using Module = GoodsModule;
    static std::span<const ModuleWeight> weights();
    static std::unique_ptr<ModuleHeuristic> create(const GameContent &content,
                                                   const EvaluatorWeights &weights);

    void addWorth(const Position &position, Scores &out) const override;

private:
    double m_points = 0; // a majority's points
    // Share by lead: two or more, one, level, behind by one (behind by more: nothing).
    std::array<double, 4> m_share{};
};

} // namespace carcassonne
