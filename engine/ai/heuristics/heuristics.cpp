// The one list of the rule modules' heuristics: the only file of the computer players that
// names them. A rule set with module-specific play adds its folder under heuristics/ (see its
// CMakeLists.txt) and its heuristics here.

#include "heuristics.h"

#include "ai/heuristics/inns-cathedrals/authoredheuristic.h"
#include "ai/heuristics/mayflower/coastheuristic.h"
#include "ai/heuristics/mayflower/farmsheuristic.h"
#include "ai/heuristics/mayflower/surveyorsheuristic.h"
#include "ai/heuristics/mayflower/trappersheuristic.h"
#include "ai/heuristics/mist/cooperativeheuristic.h"
#include "ai/heuristics/traders-builders/builderheuristic.h"
#include "ai/heuristics/traders-builders/goodsheuristic.h"
#include "ai/heuristics/traders-builders/pigheuristic.h"

namespace carcassonne {

std::span<const ModuleHeuristic::Entry> ModuleHeuristics::all()
{
    static const ModuleHeuristic::Entry list[] = {
            // Traders & Builders.
            ModuleHeuristic::entry<GoodsHeuristic>(),
            ModuleHeuristic::entry<BuilderHeuristic>(),
            ModuleHeuristic::entry<PigHeuristic>(),
            // Mayflower.
            ModuleHeuristic::entry<CoastHeuristic>(),
            ModuleHeuristic::entry<FarmsHeuristic>(),
            ModuleHeuristic::entry<TrappersHeuristic>(),
            ModuleHeuristic::entry<SurveyorsHeuristic>(),
            // The Mist.
            ModuleHeuristic::entry<CooperativeHeuristic>(),
            // The packages' own rules (rules as data).
            ModuleHeuristic::entry<AuthoredHeuristic>(),
    };
    return list;
}

std::vector<std::shared_ptr<const ModuleHeuristic>>
ModuleHeuristics::create(const GameContent &content, const EvaluatorWeights &weights)
{
    std::vector<std::shared_ptr<const ModuleHeuristic>> out;
    for (const ModuleHeuristic::Entry &entry : all()) {
        if (std::shared_ptr<const ModuleHeuristic> h = entry.create(content, weights))
            out.push_back(std::move(h));
    }
    return out;
}

bool ModuleHeuristics::hasWeight(const QString &name)
{
    for (const ModuleHeuristic::Entry &entry : all()) {
        for (const ModuleWeight &w : entry.weights()) {
            if (name == QLatin1String(w.name))
                return true;
        }
    }
    return false;
}

} // namespace carcassonne
