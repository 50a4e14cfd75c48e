#include "tilelayout.h"

#include <algorithm>

namespace carcassonne {

int TileLayout::minX() const
{
    int v = cells.isEmpty() ? 0 : cells.front().x;
    for (const CellPos &c : cells)
        v = std::min(v, c.x);
    return v;
}

int TileLayout::minY() const
{
    int v = cells.isEmpty() ? 0 : cells.front().y;
    for (const CellPos &c : cells)
        v = std::min(v, c.y);
    return v;
}

int TileLayout::maxX() const
{
    int v = cells.isEmpty() ? 1 : cells.front().x + 1;
    for (const CellPos &c : cells)
        v = std::max(v, c.x + 1);
    return v;
}

int TileLayout::maxY() const
{
    int v = cells.isEmpty() ? 1 : cells.front().y + 1;
    for (const CellPos &c : cells)
        v = std::max(v, c.y + 1);
    return v;
}

int TileLayout::countItems(Mark kind) const
{
    return int(std::count_if(items.begin(), items.end(),
                             [kind](const Item &i) { return i.kind == kind; }));
}

} // namespace carcassonne
