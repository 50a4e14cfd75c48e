#pragma once

#include "evaluatorweights.h"

#include <optional>

namespace carcassonne {

// How MctsBot searches: its budget, its tree policy, its playouts and its deliberate mistakes.
// The presets are the ladder's easy, normal and hard; tools may change any field.
struct MctsSettings
{
    // Budget per decision: iterations (tree descent, playout, update); a limit in CPU seconds
    // of the searching thread on top when non-zero. Only the iteration and evaluation budgets
    // make a bot reproducible: a search that reaches its time limit stops at an iteration the
    // machine decides (set seconds=0 to reproduce a game move for move).
    int iterations = 3000;
    double seconds = 0;
    // The time budget instead in a team game (The Mist), when `seconds` is set: its decisions
    // are chains of the team's choices; at 0.3 s the team won 12 and 17 of 40 games of level 2,
    // at 1 s 23 (docs/computer-players.md). 0: the same as `seconds`.
    double teamSeconds = 0;
    // The positions the evaluator may judge for one decision (0: no limit): a reproducible
    // bound on its time, where long chains of choices (The Mist's rewards, hounds, graveyards)
    // make an iteration cost several times its usual.
    int evaluations = 0;
    // A decision later in a turn already searched (the figure after the tile) continues the
    // same tree with this share of the budget.
    double followUpShare = 0.4;
    // Root-parallel search: this many trees, one per thread, each with the whole budget and a
    // seed of its own; the move most visited over all of them is played. The same games for a
    // seed and a thread count when no time budget is set.
    int threads = 1;
    // Stop a decision once no move could pass the most visited one in the iterations its
    // budgets leave: the same choice, sooner (a clear choice ends early). Alone: not with
    // threads, nor with deliberate mistakes (they pick among the runners-up).
    bool stopWhenDecided = false;
    // Paired draws (common random numbers): the k-th visit of every move at the root plays out
    // on the same hidden pile, drawn from the decision's salt and k, so moves are compared on
    // the same tiles to come and the luck of the draw cancels out of their difference. Off:
    // every iteration draws its own pile.
    bool pairedDraws = false;
    // Sequential halving at the root (0: off): the `rootHalving` moves the lookahead likes best
    // share the budget in rounds, each tried in turn (with paired draws, on the same piles), and
    // after each round the worse half by average reward drops out; the last one left is played.
    // Meant to spend a large budget on telling the best moves apart rather than on exploring
    // (UCT's visits); the tree below the root is searched as always. Not with threads.
    int rootHalving = 0;

    // Tree policy: UCT on rewards in [0, 1], plus a bias toward the one-turn lookahead's
    // favourites that fades with visits; children are opened a few at a time, best prior first
    // (progressive widening: widenBase * visits^widenExponent of them).
    double exploration = 0.25;
    double priorWeight = 0.5;
    double widenBase = 2.0;
    double widenExponent = 0.5;
    // A leaf becomes a node with children after this many visits (a huge number: the tree stays
    // one decision deep, the playouts answer for everybody after it).
    int expandVisits = 4;
    // Deeper tile placements get a cheap one-turn ordering (else a random one).
    bool deepPriors = true;

    // Playouts: a turn left half done at the tree's edge is finished by the best figure or
    // choice one step ahead (finishTurn); then this many turns of fast play (0: none, a large
    // number: to the end of the game), then the evaluator's estimate. A fast player places
    // its tile at the best of smartTiles random places one step ahead (at random if 0); it
    // decides on a figure one step ahead with smartFigures' chance, else places one with
    // figureChance, one on a field it drew only with fieldChance.
    // Between the two, greedyTurns turns are played by the one-turn lookahead (GreedyBot's
    // choice): a sensible reply costs about a millisecond.
    // (replyWidth: only that many of its tile placements, the best without figures, are tried
    // with their figures; past replyLeaves positions scored, the rest of the turn follows the
    // first legal move: rules with long chains of choices, The Mist's rewards and hounds, would
    // otherwise cost a second a reply. The same limit holds when a node below the root is
    // opened.)
    // (teamGreedyTurns: greedyTurns in a team game, The Mist, when not negative; its turns are
    // chains of the team's choices, dearer than a base turn.)
    bool finishTurn = false;
    int greedyTurns = 0;
    int teamGreedyTurns = -1;
    int replyWidth = 6;
    int replyLeaves = 100;
    int playoutTurns = 4;
    int smartTiles = 0;
    double smartFigures = 0;
    double figureChance = 0.4;
    double fieldChance = 0.3;
    // The reward of an advantage of d points is 1 / (1 + exp(-d / scale)); the scale shrinks
    // as the pile does, because the estimate gets surer, and is the base game's: a rule set
    // whose scores spread further widens it (ModuleHeuristic::leadSpread; Mayflower 1.5).
    double rewardScale = 10.0;

    // Deliberate mistakes: with this chance, one of the `mistakeChoices` most visited moves
    // instead of the best.
    double mistakeRate = 0;
    int mistakeChoices = 4;

    EvaluatorWeights weights;
    // The weights the search's leaves are judged by, where they differ from `weights` (which
    // the greedy turns play by): a leaf's estimate is a prediction of the final margin, the
    // greedy turns' a ranking of moves. Set by the "leaf" settings ("leafmeeple=10").
    std::optional<EvaluatorWeights> leafWeights;
    // The weights of a team game (The Mist), where they differ from `weights`: tuned weights
    // for games the players play against each other need not fit a game they play together.
    // A weight a kind's settings give ("meeple=10") is set in both.
    std::optional<EvaluatorWeights> teamWeights;

    // Easy: a small search with fast random playouts, and mistakes.
    static MctsSettings easy()
    {
        MctsSettings s;
        s.iterations = 300;
        s.mistakeRate = 0.25;
        return s;
    }
    // Normal and hard: each iteration finishes the turn, plays the next four turns as the
    // one-turn lookahead would (two answers, two tiles of our own), then asks the evaluator.
    // With two such turns an iteration cost about 0.2 ms, 40 times a fast playout, and 1,000 of
    // them beat the lookahead in 77% of games where 10,000 fast ones won 62%; with four, about
    // twice that, and normal won 86% of 400 games against it where two turns won 80%
    // (docs/computer-players.md). In The Mist two: its turns are chains of the team's choices.
    static MctsSettings normal()
    {
        MctsSettings s;
        s.iterations = 1000;
        // With two greedy turns a base game's decision judged up to about 180,000 positions,
        // one of The Mist's up to three times that, at over 3 microseconds each: this keeps
        // them under a second (with four, it or the clock ends most of normal's decisions).
        s.evaluations = 200000;
        // At most 0.3 s a decision on one core (issue 22): 0.19 s on average on this team's
        // machine. The Mist: 1 s (issue 19).
        s.seconds = 0.3;
        s.teamSeconds = 1.0;
        s.finishTurn = true;
        s.greedyTurns = 4;
        s.teamGreedyTurns = 2;
        s.playoutTurns = 0;
        s.stopWhenDecided = true;
        // The same budget with paired draws won 57.5 of 100 games against it, by 6.0 points.
        s.pairedDraws = true;
        return s;
    }
    // Hard: the normal search with the whole of its 1 s a decision: the iteration and position
    // budgets are only a backstop, so the clock (or a decided search) ends a decision. With
    // two greedy turns for both levels: with 2,500 iterations (about 0.3 s) it won 57.5%
    // against normal, with the whole second 63% of 60 games; with four for both, 60% of 40.
    // (A tree one decision deep, where every answer is the lookahead's, beat greedy more often
    // but drew with normal.)
    static MctsSettings hard()
    {
        MctsSettings s = normal();
        s.iterations = 20000;
        s.evaluations = 4000000;
        s.seconds = 1.0;
        // The weights tuned by self-play, worth more to the search than its extra time; a team
        // game keeps the hand-set ones, which played The Mist's team better.
        s.weights = EvaluatorWeights::tuned();
        s.teamWeights = EvaluatorWeights{};
        return s;
    }
};

} // namespace carcassonne
