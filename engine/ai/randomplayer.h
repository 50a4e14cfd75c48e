#pragma once

#include "core/rng.h"
#include "state/gamestate.h"

namespace carcassonne {

// The bottom of the bot ladder: any legal move, uniformly; a figure half of the time, so its
// games look like a careless human's rather than a meeple rush.
class RandomPlayer
{
public:
    explicit RandomPlayer(std::uint64_t seed) : m_rng(seed) { }
    Move choose(const GameState &state);

private:
    Rng m_rng;
    MoveList m_moves;
};

} // namespace carcassonne
