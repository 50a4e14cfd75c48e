#pragma once

#include "ai/evaluatorweights.h"
#include "ai/positionevaluator.h"
#include "rules/rulecatalog.h"
#include "rules/rulemodule.h"
#include "state/gamecontent.h"
#include "state/gamestate.h"

#include <QString>

#include <memory>
#include <span>

namespace carcassonne {

// One rule module's part of PositionEvaluator's estimate: what the module's figures, tokens and
// turns are worth beyond the core's features and meeples. A heuristic is made for one game
// content with its module on (reading the module's parameters and its weights once) and then
// judges that content's positions; it keeps no state between calls. Heuristics live in
// ai/heuristics/<rule set>/ and are listed in ai/heuristics/heuristics.cpp.
//
// A heuristic class H provides, for ModuleHeuristics' list:
//   using Module = ...;                        // the RuleModule class it judges
//   static std::span<const ModuleWeight> weights(); // its weights (bot options), may be empty
//   static std::unique_ptr<ModuleHeuristic> create(const GameContent &, const EvaluatorWeights &);
//                                              // nullptr when it has nothing to add there
class ModuleHeuristic
{
public:
    using Scores = PositionEvaluator::Scores;
    using Breakdown = PositionEvaluator::Breakdown;

    // What the evaluator knows of the position besides the state.
    struct Position
    {
        const GameState &state;
        double ownTurns; // draws left per player
        // The evaluator judging it: its chances (completion, filling a cell, a meeple coming
        // back) and what a meeple coming back is worth, as the estimate counts them.
        const PositionEvaluator &evaluator;
    };

    virtual ~ModuleHeuristic() = default;

    // A feature with figures that is not done, won by `v.winners`, has just added `worth` to
    // each winner's estimate: add what the module's figures on it bring to `out`, and the same
    // to the Other term of `parts` when given.
    virtual void addFeatureWorth(const Position &position, int root, const FeatureValue &v,
                                 double worth, Scores &out, Breakdown *parts) const
    {
        Q_UNUSED(position);
        Q_UNUSED(root);
        Q_UNUSED(v);
        Q_UNUSED(worth);
        Q_UNUSED(out);
        Q_UNUSED(parts);
    }
    // Feature types whose worth this heuristic gives in full (GameState::typeBit per type): the
    // evaluator skips its own estimate of them and passes 0 as `worth` to addFeatureWorth.
    virtual std::uint32_t replacedWorth() const { return 0; }
    // After every feature: the module's own worth to each player (tokens, figures that are no
    // feature's majority, figures in supply). The evaluator books what it adds as Other.
    virtual void addWorth(const Position &position, Scores &out) const
    {
        Q_UNUSED(position);
        Q_UNUSED(out);
    }

    // How far final scores spread in the rule set against the base game's: the search reads a
    // lead this many times as large as the same chance to win (MctsSettings::rewardScale).
    // The evaluator multiplies the heuristics' spreads.
    virtual double leadSpread() const { return 1.0; }

    // A team game, where every player wins or loses together (The Mist): the team's prospects,
    // in points above the line between winning and losing (positive: on course to win), from
    // the players' estimates as the evaluator made them (`estimates`: each player's score plus
    // the worth of their open features and meeples; only the scores when the game is over). The
    // evaluator then gives every player this value, and a player's advantage is the value itself.
    // `held`: the part of each estimate that is meeples in supply and coming back (a team values
    // them differently from the points its features will bring). Asked for every position, the
    // finished ones included; only a heuristic whose team() is true is asked.
    virtual bool team() const { return false; }
    virtual double teamValue(const Position &position, const Scores &estimates,
                             const Scores &held) const
    {
        Q_UNUSED(position);
        Q_UNUSED(estimates);
        Q_UNUSED(held);
        return 0.0;
    }
    // A team game: the tiles the team may still draw before its next deadline (< 0: the whole
    // pile). Every player's draws serve the team, so the evaluator's chances that a feature
    // completes or a cell fills look this many draws ahead, whoever draws them.
    virtual double teamDraws(const GameState &state) const
    {
        Q_UNUSED(state);
        return -1.0;
    }

protected:
    // Adds `add` to the estimate of each of `v`'s winners, and to their Other term in `parts`.
    static void addToWinners(const Position &position, const FeatureValue &v, double add,
                             Scores &out, Breakdown *parts)
    {
        for (int p = 0; p < position.state.playerCount(); ++p) {
            if (!(v.winners & (1u << p)))
                continue;
            out[std::size_t(p)] += add;
            if (parts)
                (*parts)[std::size_t(p)][PositionEvaluator::Other] += add;
        }
    }

public:
    // One line of ModuleHeuristics' list.
    struct Entry
    {
        // The id of the rule module it judges (RuleModule::id()).
        QString (*moduleId)();
        std::span<const ModuleWeight> (*weights)();
        // The heuristic for a content, or nullptr when the module is off or adds nothing.
        std::unique_ptr<ModuleHeuristic> (*create)(const GameContent &content,
                                                   const EvaluatorWeights &weights);
    };
    template<class H>
    static constexpr Entry entry()
    {
        return {[] {
                    for (const RuleModule *m : RuleCatalog::modules()) {
                        if (dynamic_cast<const typename H::Module *>(m))
                            return m->id();
                    }
                    return QString();
                },
                &H::weights,
                [](const GameContent &content,
                   const EvaluatorWeights &weights) -> std::unique_ptr<ModuleHeuristic> {
                    if (!content.find<typename H::Module>())
                        return nullptr;
                    return H::create(content, weights);
                }};
    }
};

} // namespace carcassonne
