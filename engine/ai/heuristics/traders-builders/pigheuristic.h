#pragma once

#include "ai/moduleheuristic.h"
#include "modules/traders-builders/pigmodule.h"

namespace carcassonne {

// The pigs: a pig's owner who wins its field gets the pig's bonus on each city the field will
// border, so the field's expected worth grows by that share.
class PigHeuristic final : public ModuleHeuristic
{
public:
    using Module = PigModule;
    static std::span<const ModuleWeight> weights() { return {}; }
    // Nothing to add when a pig adds nothing per city.
    static std::unique_ptr<ModuleHeuristic> create(const GameContent &content,
                                                   const EvaluatorWeights &weights);

    void addFeatureWorth(const Position &position, int root, const FeatureValue &v, double worth,
                         Scores &out, Breakdown *parts) const override;

private:
    int m_bonus = 0; // per completed city
    int m_fieldCityPoints = 0; // a completed city's worth to a field without a pig
};

} // namespace carcassonne
