#include "package.h"

namespace carcassonne {

const TileDefinition *Package::tile(const QString &tileId) const
{
    for (const TileDefinition &t : tiles) {
        if (t.id == tileId)
            return &t;
    }
    return nullptr;
}

int Package::tileCount() const
{
    int n = 0;
    for (const TileDefinition &t : tiles)
        n += t.count;
    return n;
}

} // namespace carcassonne
