#pragma once

#include "ai/moduleheuristic.h"
#include "modules/inns-cathedrals/authoredrulesmodule.h"

namespace carcassonne {

class AuthoredScoringTable;

// The packages' own scoring rules (AuthoredRulesModule): the evaluator values an open feature
// by the base game's amounts (its points now, and as completed by its chance to complete); this
// puts the difference the rules make on top, by the same chance. So the search wants an inn on
// a road that will close and fears it on one that will not, as the rules pay them.
class AuthoredHeuristic final : public ModuleHeuristic
{
public:
    using Module = AuthoredRulesModule;
    static std::span<const ModuleWeight> weights();
    // Nothing to add when no package writes a scoring rule.
    static std::unique_ptr<ModuleHeuristic> create(const GameContent &content,
                                                   const EvaluatorWeights &weights);

    void addFeatureWorth(const Position &position, int root, const FeatureValue &v, double worth,
                         Scores &out, Breakdown *parts) const override;

private:
    const AuthoredScoringTable *m_table = nullptr;
    double m_roadWorth = 1, m_cityWorth = 1, m_fieldWorth = 1, m_cloisterWorth = 1;
    double m_share = 1; // how much of the rules' difference counts ("authoredshare")
};

} // namespace carcassonne
