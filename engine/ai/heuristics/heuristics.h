#pragma once

#include "ai/moduleheuristic.h"

#include <memory>
#include <span>
#include <vector>

namespace carcassonne {

// The rule modules' heuristics (ai/heuristics/<rule set>/), listed in heuristics.cpp: the one
// file of the computer players that names them.
class ModuleHeuristics
{
public:
    // In the order their worth is added.
    static std::span<const ModuleHeuristic::Entry> all();
    // The heuristics of the content's enabled modules that add something, in that order.
    static std::vector<std::shared_ptr<const ModuleHeuristic>>
    create(const GameContent &content, const EvaluatorWeights &weights);
    // Whether a heuristic has a weight of that name (a bot option).
    static bool hasWeight(const QString &name);
};

} // namespace carcassonne
