#pragma once

#include "core/geometry.h"

#include <QPointF>

namespace carcassonne {

// Where a figure stands on one feature of a tile: in the cell `cell` (an offset from the tile's
// cell [0,0], in the orientation asked for) at `point`, in cell units 0..1 from the cell's
// north-west corner. The board and the editor place figures here.
struct FeatureAnchor
{
    int feature = -1; // index into TileDefinition::features
    CellPos cell;
    QPointF point;
};

} // namespace carcassonne
