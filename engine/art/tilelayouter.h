#pragma once

#include "content/tiledefinition.h"
#include "tilelayout.h"

namespace carcassonne {

// Lays out the art of a tile definition from its ports alone: cities shaped by the sides they
// cover, roads and rivers through their ports to wherever they end (a village, a building, a
// city gate, a spring or lake, a lone house), buildings where there is room, fog over its ports,
// symbols inside the feature they belong to, and one figure anchor per feature.
class TileLayouter
{
public:
    static TileLayout layout(const TileDefinition &definition);
};

} // namespace carcassonne
