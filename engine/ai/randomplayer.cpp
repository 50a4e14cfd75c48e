#include "randomplayer.h"

namespace carcassonne {

Move RandomPlayer::choose(const GameState &state)
{
    if (state.phase() == GameState::Phase::PlaceTile)
        return state.randomPlacement(m_rng); // playouts spend most of their time here
    const bool figure = state.phase() == GameState::Phase::PlaceFigure;
    if (figure && m_policy == FigurePolicy::Coin && m_rng.below(2) == 0)
        return Move::pass();
    state.legalMoves(m_moves);
    if (m_moves.empty())
        return Move::pass();
    if (figure && m_policy == FigurePolicy::Coin) {
        // The first listed move is the pass.
        if (m_moves.size() == 1)
            return m_moves.front();
        return m_moves[1 + m_rng.below(std::uint32_t(m_moves.size() - 1))];
    }
    return m_moves[m_rng.below(std::uint32_t(m_moves.size()))];
}

} // namespace carcassonne
