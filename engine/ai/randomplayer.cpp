#include "randomplayer.h"

namespace carcassonne {

Move RandomPlayer::choose(const GameState &state)
{
    if (state.phase() == GameState::Phase::PlaceTile) {
        // Counted and picked without listing: playouts spend most of their time here.
        const int n = state.placementCount(state.currentTile());
        return state.placement(state.currentTile(), int(m_rng.below(std::uint32_t(n))));
    }
    if (state.phase() == GameState::Phase::PlaceFigure && m_rng.below(2) == 0)
        return Move::pass();
    state.legalMoves(m_moves);
    if (m_moves.empty())
        return Move::pass();
    if (state.phase() == GameState::Phase::PlaceFigure) {
        // The first listed move is the pass.
        if (m_moves.size() == 1)
            return m_moves.front();
        return m_moves[1 + m_rng.below(std::uint32_t(m_moves.size() - 1))];
    }
    return m_moves[m_rng.below(std::uint32_t(m_moves.size()))];
}

} // namespace carcassonne
