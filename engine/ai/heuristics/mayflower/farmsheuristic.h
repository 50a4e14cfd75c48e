#pragma once

#include "ai/moduleheuristic.h"
#include "modules/mayflower/farmsmodule.h"

namespace carcassonne {

// Mayflower's farms. The evaluator sees a farm as a cloister-like feature: a farmer expects the
// tiles present plus each empty neighbour's chance to fill (the final count), and the completed
// nine if all fill, at the cloister's points per tile. With the default parameters a farm pays
// the same (9 completed, 1 per tile at the end) and there is nothing to add; when
// `farmTilePoints(Final)` differ, this adds the difference on the same expectation.
class FarmsHeuristic final : public ModuleHeuristic
{
public:
    using Module = FarmsModule;
    static std::span<const ModuleWeight> weights() { return {}; }
    // Nothing to add when farms pay per tile what cloisters do.
    static std::unique_ptr<ModuleHeuristic> create(const GameContent &content,
                                                   const EvaluatorWeights &weights);

    void addFeatureWorth(const Position &position, int root, const FeatureValue &v, double worth,
                         Scores &out, Breakdown *parts) const override;

private:
    // Per tile, beyond the evaluator's cloister points: at the end, and completed.
    int m_finalExtra = 0;
    int m_completedExtra = 0;
};

} // namespace carcassonne
