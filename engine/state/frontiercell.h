#pragma once

#include <cstdint>

namespace carcassonne {

// An empty cell next to the landscape and what its sides must match: per side 0 (free) or the
// required side kind + 1, in base GameContent::sideCodeBase(), north first. One record with
// its code: a placement adds to it and takes it away in the same place.
struct FrontierCell
{
    std::uint32_t code = 0;
    // Where it lies in the board's grid (kept through Board::grow()); Board::positionOf() turns
    // it into a cell position. Eight bytes a record, written with one store: a placement
    // writes a candidate record for every empty neighbour (FrontierList).
    std::int32_t gridIndex = 0;

    friend bool operator==(const FrontierCell &, const FrontierCell &) = default;
};

} // namespace carcassonne
