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
    Move choose(const GameState &state);

private:
    Rng m_rng;
    FigurePolicy m_policy;
    MoveList m_moves;
};

} // namespace carcassonne
