#pragma once

#include "core/rng.h"
#include "state/gamestate.h"

namespace carcassonne {

// The bottom of the bot ladder: any legal move, uniformly; by default a figure half of the time,
// so its games look like a careless human's rather than a meeple rush. Also the playouts' and the
// bench's player.
class RandomPlayer
{
public:
    // How a figure is chosen once the tile is down.
    enum class FigurePolicy {
        Coin, // half the time none, else uniform among the figure moves (the playouts' policy)
        Uniform, // uniform among every legal figure move and "none", as engines are compared
    };

    explicit RandomPlayer(std::uint64_t seed, FigurePolicy policy = FigurePolicy::Coin)
        : m_rng(seed),
          m_policy(policy)
    { }
    // Inline for the placement draw and the figure step's coin: the bench and the random
    // playouts ask twice a turn, and the call with the figure step's frame cost about a fifth
    // of the draw.
    Move choose(const GameState &state)
    {
        if (state.phase() == GameState::Phase::PlaceTile)
            return state.randomPlacement(m_rng);
        if (state.phase() == GameState::Phase::PlaceFigure) {
            if (m_policy == FigurePolicy::Coin && m_rng.below(2) == 0)
                return Move::pass();
            // The same draws and moves as from the list (chooseAfterPlacement()), unlisted.
            FigureKind kind = FigureKind::Meeple;
            const int node =
                    state.randomNewTileMeeple(m_rng, m_policy == FigurePolicy::Uniform, &kind);
            if (node >= 0)
                return Move::placeFigure(kind, node);
            if (node == GameState::kNoFigure)
                return Move::pass();
        }
        return chooseAfterPlacement(state);
    }

private:
    // choose() past the draw, the coin and the unlisted figure step: from the legal moves.
    Move chooseAfterPlacement(const GameState &state);

    Rng m_rng;
    FigurePolicy m_policy;
    MoveList m_moves;
};

} // namespace carcassonne
