#include "tileimage.h"

#include "art/tileart.h"
#include "core/geometry.h"
#include "svgimage.h"

namespace carcassonne {

QImage TileImage::render(const Package &package, const TileDefinition &tile, int cellPixels)
{
    const geometry::CellBox box = geometry::cellBox(tile.cells);
    TileSvgRenderer::Options options;
    options.cellPixels = cellPixels;
    const QSize size(box.width() * cellPixels, box.height() * cellPixels);
    return SvgImage::render(TileArt::svg(package, tile, options), size);
}

} // namespace carcassonne
