#include "turnplanner.h"

#include <algorithm>

namespace carcassonne {

GameState &TurnPlanner::scratch(int depth, const GameState &from)
{
    if (int(m_pool.size()) <= depth)
        m_pool.resize(std::size_t(depth) + 1);
    auto &slot = m_pool[std::size_t(depth)];
    // Assigning into a kept copy reuses its buffers; a playout-sized state costs little.
    if (slot)
        *slot = from;
    else
        slot = std::make_unique<GameState>(from);
    return *slot;
}

void TurnPlanner::valueMoves(const GameState &state, const MoveList &moves,
                             std::vector<double> &values, BotStats *stats)
{
    m_leaves = 0;
    values.assign(moves.size(), 0.0);
    const int mover = state.currentPlayer();
    const int turn = state.turn();
    for (std::size_t i = 0; i < moves.size(); ++i) {
        GameState &next = scratch(0, state);
        next.apply(moves[i], nullptr);
        values[i] = bestValue(next, mover, turn, 1);
    }
    if (stats)
        stats->evaluations += m_leaves;
}

void TurnPlanner::valueMovesPruned(const GameState &state, const MoveList &moves, int keep,
                                   std::vector<double> &values, BotStats *stats)
{
    const int limit = m_leafLimit;
    if (int(moves.size()) <= keep) {
        valueMoves(state, moves, values, stats);
        return;
    }
    m_leafLimit = 0;
    valueMoves(state, moves, values, stats);
    m_leafLimit = limit;
    m_order.resize(moves.size());
    for (std::size_t i = 0; i < moves.size(); ++i)
        m_order[i] = int(i);
    std::partial_sort(m_order.begin(), m_order.begin() + keep, m_order.end(), [&](int a, int b) {
        return values[std::size_t(a)] > values[std::size_t(b)];
    });
    m_leaves = 0;
    const int mover = state.currentPlayer();
    const int turn = state.turn();
    for (int k = 0; k < keep; ++k) {
        const std::size_t i = std::size_t(m_order[std::size_t(k)]);
        GameState &next = scratch(0, state);
        next.apply(moves[i], nullptr);
        values[i] = bestValue(next, mover, turn, 1);
    }
    if (stats)
        stats->evaluations += m_leaves;
}

double TurnPlanner::leafValue(const GameState &state, int mover)
{
    ++m_leaves;
    PositionEvaluator::Scores scores;
    m_evaluator.evaluate(state, scores);
    return m_evaluator.advantage(scores, mover, state.playerCount());
}

double TurnPlanner::bestValue(GameState &state, int mover, int turn, int depth)
{
    if (state.gameOver() || state.turn() != turn)
        return leafValue(state, mover);
    if (int(m_moves.size()) <= depth)
        m_moves.resize(std::size_t(depth) + 1);
    MoveList &moves = m_moves[std::size_t(depth)];
    state.legalMoves(moves);
    if (moves.empty())
        return leafValue(state, mover);
    // Past the limit, finish the turn the cheapest way (a pass comes first where one exists).
    const std::size_t count = m_leaves >= m_leafLimit ? 1 : moves.size();
    // One way on: the state is this call's to change, so no copy (the pruned first pass
    // follows one move after every tile).
    if (count == 1) {
        state.apply(moves[0], nullptr);
        return bestValue(state, mover, turn, depth + 1);
    }
    // A decision of someone else within this turn goes against the mover (in a team game,
    // every decision is the team's).
    const bool own = state.currentPlayer() == mover || m_evaluator.teamGame(state);
    double best = own ? -1e300 : 1e300;
    for (std::size_t i = 0; i < count; ++i) {
        GameState &next = scratch(depth, state);
        next.apply(m_moves[std::size_t(depth)][i], nullptr);
        const double v = bestValue(next, mover, turn, depth + 1);
        best = own ? std::max(best, v) : std::min(best, v);
    }
    return best;
}

} // namespace carcassonne
