#include "randomplayer.h"

namespace carcassonne {

Move RandomPlayer::chooseAfterPlacement(const GameState &state)
{
    // The coin, when the policy flips one, came up "a figure" (choose()).
    const bool figure = state.phase() == GameState::Phase::PlaceFigure;
    if (figure) {
        if (const std::optional<Move> m = state.randomNewTileModuleFigure(
                    m_rng, m_policy == FigurePolicy::Uniform, m_moves))
            return *m;
    }
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
