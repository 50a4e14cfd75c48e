#include "randomplayer.h"

namespace carcassonne {

Move RandomPlayer::chooseAfterPlacement(const GameState &state)
{
    // The coin, when the policy flips one, came up "a figure" (choose()).
    const bool figure = state.phase() == GameState::Phase::PlaceFigure;
    if (figure) {
        // The same draws and moves as from the list below, without listing it.
        GameState::FigureNodes nodes;
        const int count = state.coreFigureNodes(nodes);
        if (count >= 0 && m_policy == FigurePolicy::Coin) {
            if (count == 0)
                return Move::pass();
            return Move::placeFigure(FigureKind::Meeple, nodes[m_rng.below(std::uint32_t(count))]);
        }
        if (count >= 0) {
            // Uniform: the pass is choice 0 (a draw even when it is the only one).
            const std::uint32_t pick = m_rng.below(std::uint32_t(count + 1));
            return pick == 0 ? Move::pass()
                             : Move::placeFigure(FigureKind::Meeple, nodes[pick - 1]);
        }
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
