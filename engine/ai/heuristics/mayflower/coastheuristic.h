#pragma once

#include "ai/moduleheuristic.h"
#include "modules/mayflower/coastmodule.h"

namespace carcassonne {

// Mayflower's trading posts. FeatureValue already counts an open road's posts at their final
// worth (CoastModule::adjustValue), but the evaluator's completed worth of a road is its tiles
// alone: a road with posts gains `roadTradingPostPoints` per post, times its chance to complete.
// (The coast itself, cells where no tile will ever lie, is a fact of the board the evaluator
// knows: a road or city running into it never completes, a farm beside it never gets nine
// tiles.)
class CoastHeuristic final : public ModuleHeuristic
{
public:
    using Module = CoastModule;
    static std::span<const ModuleWeight> weights() { return {}; }
    // Nothing to add when a post adds nothing to a completed road.
    static std::unique_ptr<ModuleHeuristic> create(const GameContent &content,
                                                   const EvaluatorWeights &weights);

    void addFeatureWorth(const Position &position, int root, const FeatureValue &v, double worth,
                         Scores &out, Breakdown *parts) const override;

private:
    int m_postPoints = 0; // a post on a completed road
};

} // namespace carcassonne
