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
// which is public for rule modules. The whole rest of the pile is shuffled, then each enabled
// module puts back the order its rules give the pile (RuleModule::orderPile: a pile with
// structure, some tiles first or last); a sample is at worst less accurate, never illegal: a
// tile that fits nowhere is discarded by the engine.
class Determinisation
{
public:
    static GameState sample(const GameState &state, Rng &rng);
    // The same on a state the caller already owns.
    static void resample(GameState &state, Rng &rng);
};

} // namespace carcassonne
