#pragma once

#include "bot.h"

#include <QString>
#include <QStringList>

#include <memory>

namespace carcassonne {

// Makes a bot from a player kind of the record format: "ai:random", "ai:greedy", "ai:mcts"
// (the normal level), "ai:mcts-easy", "ai:mcts-normal", "ai:mcts-hard". An MCTS kind may end
// in settings for experiments, "ai:mcts?iterations=500&turns=6&seconds=1": iterations,
// seconds, followup, exploration, prior, widen, widenexp, expand, deeppriors, turns, figure,
// field, scale, mistakes, mistakechoices, and the evaluator's meeple, decay, horizon, return,
// roadgrowth, citygrowth, close, extension, fill, fieldgrowth and the weights the rule modules'
// heuristics declare (ModuleHeuristics, ai/heuristics/). The levels a player chooses from are
// BotLevels.
class BotFactory
{
public:
    // nullptr for an unknown kind or a bad setting.
    static std::unique_ptr<Bot> create(const QString &kind, std::uint64_t seed);
    static bool isKnown(const QString &kind);
    // The kinds without settings, for usage messages: BotLevels' kinds, weakest first, then
    // "ai:mcts".
    static QStringList kinds();
};

} // namespace carcassonne
