#include "placewords.h"

#include "state/gamestate.h"

#include <algorithm>
#include <cstdlib>

namespace carcassonne {

QString PlaceWords::compass(int dx, int dy)
{
    // Eight ways, each a 45 degree sector (north is up, towards smaller y).
    const int ax = std::abs(dx);
    const int ay = std::abs(dy);
    const int sx = 5 * ax <= 2 * ay ? 0 : (dx > 0 ? 1 : -1);
    const int sy = 5 * ay <= 2 * ax ? 0 : (dy > 0 ? 1 : -1);
    if (sy < 0)
        return sx < 0 ? tr("north-west") : sx > 0 ? tr("north-east") : tr("north");
    if (sy > 0)
        return sx < 0 ? tr("south-west") : sx > 0 ? tr("south-east") : tr("south");
    return sx < 0 ? tr("west") : tr("east");
}

QString PlaceWords::fromYourTile(const GameState &state, CellPos at)
{
    const int last = state.lastPlacedTile();
    const CellPos from = last >= 0 ? state.board().tiles()[std::size_t(last)].at : CellPos{};
    const int dx = at.x - from.x;
    const int dy = at.y - from.y;
    if (dx == 0 && dy == 0)
        return tr("on your tile");
    const int distance = std::max(std::abs(dx), std::abs(dy));
    //: Where a place lies from the tile just laid: "north-east of your tile".
    if (distance == 1)
        return tr("%1 of your tile").arg(compass(dx, dy));
    //: "3 tiles north-east of your tile"; %1 is a compass word.
    return tr("%n tile(s) %1 of your tile", nullptr, distance).arg(compass(dx, dy));
}

} // namespace carcassonne
