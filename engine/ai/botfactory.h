#pragma once

#include "bot.h"
#include "core/message.h"
#include "evaluatorweights.h"

#include <QString>
#include <QStringList>

#include <memory>

namespace carcassonne {

// Makes a bot from a player kind of the record format: "ai:random", "ai:greedy", "ai:mcts"
// (the normal level), "ai:mcts-easy", "ai:mcts-normal", "ai:mcts-hard". An MCTS kind may end
// in settings for experiments, "ai:mcts?iterations=500&turns=6&seconds=1": iterations,
// evaluations, seconds, followup, exploration, prior, widen, widenexp, expand, deeppriors, turns,
// figure, field, scale, mistakes, mistakechoices, and the evaluator's meeple, decay, horizon,
// return, roadgrowth, citygrowth, close, extension, fill, fieldgrowth, roadworth, cityworth,
// cloisterworth, fieldworth and the weights the rule modules' heuristics declare
// (ModuleHeuristics, ai/heuristics/); "leaf" before a weight's name sets it for the search's
// leaves alone ("leafmeeple=10"). The levels a player chooses from are BotLevels.
class BotFactory
{
public:
    // nullptr for an unknown kind or a bad setting.
    static std::unique_ptr<Bot> create(const QString &kind, std::uint64_t seed);
    static bool isKnown(const QString &kind);
    // The settings that give a bot these evaluator weights ("meeple=6.8&decay=0.82&..."):
    // EvaluatorWeights::tuned() as a kind, "ai:greedy?" + weightsQuery(...).
    static QString weightsQuery(EvaluatorWeights weights);
    // Why a kind read from a file (a saved game's player) cannot play, or "" when it can: an
    // unknown kind, a setting that is not a number, or one outside its range for files, so
    // that a file cannot stall the game (ai:mcts?iterations=2000000000) or divide by zero.
    // Ranges from files: iterations 1-20,000, evaluations 0-50,000,000, seconds and teamseconds
    // 0-30, greedyturns and teamgreedyturns 0-4, halving 0-64, tiles 0-50, replywidth and
    // mistakechoices 1-50, turns 0-1,000, expand 1-10^9; chances and shares (followup, figure,
    // field, smart, mistakes) 0-1; exploration, prior and widen 0-100, widenexp 0-2, scale
    // 0.01-1,000; the evaluator's and the heuristics' weights -1,000 to 1,000 (horizon 0-1,000);
    // deeppriors and finish 0 or 1. create() takes any finite value (whole numbers within int for
    // counts), for tools and tests.
    static Message fileKindProblem(const QString &kind);
    // The kinds without settings, for usage messages: BotLevels' kinds, weakest first, then
    // "ai:mcts".
    static QStringList kinds();
};

} // namespace carcassonne
