#pragma once

#include "state/gamestate.h"

#include <atomic>
#include <cstdint>

namespace carcassonne {

// What the last decision cost, for tools, tests and the app's status line.
struct BotStats
{
    std::int64_t iterations = 0; // search iterations (tree descents)
    std::int64_t playouts = 0; // simulated continuations evaluated
    std::int64_t evaluations = 0; // positions scored by the evaluator
    double seconds = 0; // wall time of the decision
};

// A computer player. It sees only what a player at the table sees: a bot never reads the order
// of the undrawn pile (it reshuffles it, see Determinisation), so it plays every rule set and
// package through the engine's legal moves alone.
//
// Threads: a bot may run on a worker thread. Give it its own copy of the state (GameState is a
// value, but asking it questions touches internal scratch memory), and flip the cancel flag from
// any thread to get an answer at once.
class Bot
{
public:
    virtual ~Bot() = default;

    // A legal move for the current phase of `state` (which must not be over). When `cancel`
    // becomes true the bot answers at once with the best move it has found so far.
    Move choose(const GameState &state, const std::atomic<bool> *cancel = nullptr)
    {
        return decide(state, cancel);
    }
    const BotStats &lastStats() const { return m_stats; }

protected:
    virtual Move decide(const GameState &state, const std::atomic<bool> *cancel) = 0;
    static bool cancelled(const std::atomic<bool> *cancel)
    {
        return cancel && cancel->load(std::memory_order_relaxed);
    }

    BotStats m_stats;
};

} // namespace carcassonne
