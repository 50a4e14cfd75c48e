#pragma once

#include "core/geometry.h"

#include <QCoreApplication>
#include <QString>

namespace carcassonne {

class GameState;

// A place on the board in the words a player uses, never the board's numbers: the way from
// one cell to another, and where a cell lies from the tile just laid. Shared by the rule
// sets' descriptions (The Mist's choices, the anniversary's arrows).
class PlaceWords
{
    Q_DECLARE_TR_FUNCTIONS(PlaceWords)

public:
    // "north", "north-east", ...: the way from a cell to one `dx`, `dy` from it (not both 0).
    static QString compass(int dx, int dy);
    // Where `at` lies from the tile just laid: "on your tile", "north of your tile", "3 tiles
    // south-west of your tile"; from the start tile before any was laid.
    static QString fromYourTile(const GameState &state, CellPos at);
};

} // namespace carcassonne
