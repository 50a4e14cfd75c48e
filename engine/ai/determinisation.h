#pragma once

#include "core/rng.h"
#include "state/gamestate.h"

namespace carcassonne {

// Hidden information, drawn afresh. A bot that looked ahead on the real state would know the
// order of the undrawn pile; every bot looks ahead on a sample instead, in which the undrawn
// tiles are put in a canonical order and shuffled with the bot's own generator. The sample
// depends on which tiles remain, never on their order, so two states that differ only in the
// order of the pile give the same sample for the same generator state.
//
// The engine has no GameState::determinised() yet; this works through GameState::pileRef(),
// which is public for rule modules. A module whose pile has structure (the River's tiles first
// and its lakes last) would want a hook that says which pile positions may be exchanged; until
// then the whole rest of the pile is shuffled, which a sample only makes less accurate, never
// illegal: a tile that fits nowhere is discarded by the engine.
class Determinisation
{
public:
    static GameState sample(const GameState &state, Rng &rng);
    // The same on a state the caller already owns.
    static void resample(GameState &state, Rng &rng);
};

} // namespace carcassonne
