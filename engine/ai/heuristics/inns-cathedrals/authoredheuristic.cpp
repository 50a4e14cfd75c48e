#include "authoredheuristic.h"

#include "modules/inns-cathedrals/authoredscoringtable.h"

#include <algorithm>

namespace carcassonne {

namespace {
constexpr ModuleWeight kWeights[] = {
        // Share of the difference the package's rules make to an open feature's worth that
        // counts (0: the search values the features as the base game does; for comparisons).
        {"authoredshare", 1.0},
};
} // namespace

std::span<const ModuleWeight> AuthoredHeuristic::weights()
{
    return kWeights;
}

std::unique_ptr<ModuleHeuristic> AuthoredHeuristic::create(const GameContent &content,
                                                           const EvaluatorWeights &weights)
{
    const AuthoredScoringTable *table = AuthoredRulesModule::table(content);
    if (!table || table->rules().empty())
        return nullptr;
    auto h = std::make_unique<AuthoredHeuristic>();
    h->m_table = table;
    h->m_roadWorth = weights.roadWorth;
    h->m_cityWorth = weights.cityWorth;
    h->m_fieldWorth = weights.fieldWorth;
    h->m_cloisterWorth = weights.cloisterWorth;
    h->m_share = std::clamp(weights.value(kWeights[0]), 0.0, 10.0);
    return h;
}

void AuthoredHeuristic::addFeatureWorth(const Position &position, int root, const FeatureValue &v,
                                        double worth, Scores &out, Breakdown *parts) const
{
    Q_UNUSED(worth);
    if (!m_table->scores(v.type))
        return;
    const GameState &state = position.state;
    // v.points is already the rules' value as the feature stands (the module adjusts every
    // value); the evaluator added the base game's completed value by the chance to complete.
    double add = 0;
    switch (v.type) {
    case FeatureType::Road:
    case FeatureType::City: {
        if (v.completed)
            return;
        const double chance = position.evaluator.completionChance(root);
        add = chance
                * (m_table->pointsAs(state, root, v, true)
                   - m_table->corePoints(state, root, v, true))
                * (v.type == FeatureType::Road ? m_roadWorth : m_cityWorth);
        break;
    }
    case FeatureType::Field:
        // The evaluator counts a field's completed cities at fieldCityPoints; the rules may pay
        // for more (wells) or otherwise.
        add = (m_table->pointsAs(state, root, v, false)
               - m_table->corePoints(state, root, v, false))
                * m_fieldWorth;
        break;
    default: { // cloister, garden: the evaluator's chance that all nine cells fill
        if (v.completed)
            return;
        const auto around = position.evaluator.surroundings(root, v.tiles);
        FeatureValue full = v;
        full.tiles = 9;
        add = around.all
                * (m_table->pointsAs(state, root, full, true)
                   - m_table->corePoints(state, root, full, true))
                * m_cloisterWorth;
        break;
    }
    }
    if (add != 0 && m_share != 0)
        addToWinners(position, v, add * m_share, out, parts);
}

} // namespace carcassonne
