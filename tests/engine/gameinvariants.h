#pragma once

// The invariants the seeded random games check (tst_randomgames): the feature graph recounted
// from scratch, the facts that hold after every move, and the River's pile order.
#include "state/gamestate.h"

#include <QString>

#include <array>

namespace carcassonne {

// Every player's supply of each figure kind.
using Supplies = std::array<std::array<int, kFigureKindCount>, kMaxPlayers>;

// Recounts every feature of the landscape by a flood fill of its own and compares members,
// distinct tiles and unmatched ports with the engine's; the first difference, or empty.
QString recountFeatures(const GameState &s);
Supplies suppliesOf(const GameState &s);
// Facts after every move. Returns the first broken one, or an empty string. `start` is every
// player's supply of each figure kind when the game began.
QString checkAfterMove(const GameState &s, const std::array<int, kMaxPlayers> &scoresBefore,
                       const Supplies &start);
// With the River: river tiles first, then the lakes, then the rest; the base game's start tile
// went back in the box.
QString checkPile(const GameState &s);

} // namespace carcassonne
