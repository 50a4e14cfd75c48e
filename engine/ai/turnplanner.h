#pragma once

#include "bot.h"
#include "positionevaluator.h"

#include <memory>
#include <vector>

namespace carcassonne {

// One turn of lookahead: the worth of each legal move of the current phase, as the best way
// to finish the turn after it (the figure after a tile, the choices the rules ask for), scored
// by the evaluator once the turn has passed on. Works for any phase and any module, because it
// only follows GameState::legalMoves(). The state given must be a determinised sample: finishing
// a turn draws the next tile.
class TurnPlanner
{
public:
    explicit TurnPlanner(const PositionEvaluator &evaluator) : m_evaluator(evaluator) { }

    // Above this many positions scored in one call, the rest of a turn follows the first
    // legal move instead of all of them (rules with long chains of choices).
    void setLeafLimit(int limit) { m_leafLimit = limit; }

    // values[i]: the advantage (own estimate less the best other's) of the player to move
    // after moves[i] and the best rest of the turn.
    void valueMoves(const GameState &state, const MoveList &moves, std::vector<double> &values,
                    BotStats *stats = nullptr);
    // The same, cheaper: every move is first valued with the cheapest rest of its turn (no
    // figure), then only the `keep` best of those with every rest. A value is never more than
    // the full one, so the best move found is the best of the kept ones.
    void valueMovesPruned(const GameState &state, const MoveList &moves, int keep,
                          std::vector<double> &values, BotStats *stats = nullptr);

private:
    // The best value of finishing the turn from `state`, a working copy of this planner's that
    // the call may change.
    double bestValue(GameState &state, int mover, int turn, int depth);
    double leafValue(const GameState &state, int mover);
    GameState &scratch(int depth, const GameState &from);

    const PositionEvaluator &m_evaluator;
    int m_leafLimit = 20000;
    int m_leaves = 0;
    std::vector<std::unique_ptr<GameState>> m_pool; // one working copy per depth
    std::vector<MoveList> m_moves; // one move list per depth
    std::vector<int> m_order;
};

} // namespace carcassonne
