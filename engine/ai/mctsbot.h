#pragma once

#include "bot.h"
#include "core/rng.h"
#include "mctssettings.h"
#include "positionevaluator.h"
#include "turnplanner.h"

#include <memory>
#include <optional>
#include <vector>

namespace carcassonne {

// Monte Carlo tree search over the engine's phase moves (tile placement, figure, choices), with
// the hidden pile drawn afresh for every iteration (Determinisation): a tile draw is a chance
// node whose outcomes are told apart by the tile drawn, so the tree never holds what only the
// real pile order would reveal. Children open best first by a one-turn lookahead (progressive
// widening); playouts run a few turns of fast play and end in the evaluator's estimate.
//
// Reproducible for a seed and an iteration budget (and a thread count); the tree of a decision
// is kept for the next decision of the same turn (the figure after the tile).
class MctsBot final : public Bot
{
public:
    MctsBot(std::uint64_t seed, MctsSettings settings);
    ~MctsBot() override;

    const MctsSettings &settings() const { return m_settings; }

protected:
    Move decide(const GameState &state, const std::atomic<bool> *cancel) override;

private:
    struct Edge;
    struct Node;
    using Rewards = std::array<double, kMaxPlayers>;

    static std::uint64_t fingerprint(const GameState &state);
    int reuseRoot(const GameState &state) const;
    int newNode(const GameState &state);
    void expand(int node, const GameState &state, bool root);
    int select(int node);
    // The iterations of one decision on this bot's tree (m_moves holds the legal moves); its
    // time budget counts from `cpuStart`, this thread's CPU time when the decision began
    // (ThreadClock), or from the call when negative.
    void search(const GameState &state, const std::atomic<bool> *cancel, double cpuStart = -1.0);
    void iterate(const GameState &root);
    void playout(GameState &state, Rewards &rewards);
    Move playoutMove(const GameState &state);
    // The figure or choice that looks best right after it (not for tile placements).
    Move oneStepBest(const GameState &state);
    void rewardsOf(const GameState &state, Rewards &rewards);
    double squash(double advantage, int remaining) const;
    // The root's most visited move over every tree; sets where each tree goes on from.
    Move finalChoice();
    // Whether the most visited root move stays the most visited whatever `left` more
    // iterations do.
    bool decided(long left) const;
    int rootEdgeOf(const Move &move) const;
    // Sequential halving (MctsSettings::rootHalving): the root edges still in the race, the
    // rounds left and where the current one ends.
    struct Halving
    {
        std::vector<int> survivors;
        int rounds = 0;
        long roundStart = 0; // the iteration the round began at
        long roundEnd = 0; // the iteration it ends before (an iteration budget)
        double roundDeadline = 0; // the CPU time it ends at (a time budget)
    };
    void startRound(Halving &h, long i, long budget, bool timed, double deadline) const;
    // Keeps the better half of the survivors by average reward (the best first).
    void halve(Halving &h) const;
    // The edge of best average reward (the first of equals; -1 for none).
    int bestOf(const std::vector<int> &edges) const;
    // An edge's average reward, -1 before its first visit.
    double meanReward(int edge) const;

    MctsSettings m_settings;
    Rng m_rng;
    PositionEvaluator m_evaluator;
    // The leaves' evaluator where the settings give it weights of its own.
    std::optional<PositionEvaluator> m_leafEvaluator;
    bool m_teamWeightsInUse = false; // m_evaluator judges by MctsSettings::teamWeights
    TurnPlanner m_planner;
    std::vector<Node> m_nodes;
    std::vector<Edge> m_edges;
    int m_root = -1;
    int m_chosenEdge = -1; // the edge played from the last root, for reusing its subtree
    int m_rootTurn = -1;
    double m_rewardOffset = 0; // subtracted before the squash: a team game's value at the root
    double m_leadSpread = 1.0; // the rule set's: the squash's scale times this
    int m_greedyTurns = 0; // the settings' greedy turns for this search's game (team or not)
    int m_forcedRoot = -1; // the root edge the next iteration tries (halving), else -1
    int m_halvingChoice = -1; // the root edge halving chose in the last search, else -1
    std::uint64_t m_drawSalt = 0; // the decision's, for paired draws (MctsSettings::pairedDraws)
    std::unique_ptr<GameState> m_work; // the iteration's sample, reused
    std::unique_ptr<GameState> m_step; // oneStepBest's trial copy
    MoveList m_moves;
    MoveList m_playoutMoves;
    MoveList m_greedyMoves;
    std::vector<double> m_greedyValues;
    std::vector<double> m_values;
    std::vector<int> m_pathEdges;
    std::vector<int> m_pathNodes;
    // Root-parallel search (MctsSettings::threads): the other threads' searches.
    std::vector<std::unique_ptr<MctsBot>> m_helpers;
};

} // namespace carcassonne
