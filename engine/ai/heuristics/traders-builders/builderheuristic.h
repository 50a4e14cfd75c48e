#pragma once

#include "ai/moduleheuristic.h"
#include "modules/traders-builders/buildermodule.h"

namespace carcassonne {

// The builders: one on an open road or city of its owner brings extra tiles while it stands;
// one in supply is the option to place it. Both fade with the owner's turns like a meeple in
// supply.
class BuilderHeuristic final : public ModuleHeuristic
{
public:
    using Module = BuilderModule;
    static std::span<const ModuleWeight> weights();
    static std::unique_ptr<ModuleHeuristic> create(const GameContent &content,
                                                   const EvaluatorWeights &weights);

    void addWorth(const Position &position, Scores &out) const override;

private:
    double m_onFeature = 0;
    double m_inSupply = 0;
    double m_horizon = 0; // EvaluatorWeights::meepleHorizon
};

} // namespace carcassonne
