#pragma once

#include "content/package.h"
#include "content/tiledefinition.h"

#include <QImage>

namespace carcassonne {

// A tile's picture as the engine draws it (its own art when the package brings one), rendered
// with Qt Svg, as the board renders it.
class TileImage
{
public:
    static QImage render(const Package &package, const TileDefinition &tile, int cellPixels);
};

} // namespace carcassonne
