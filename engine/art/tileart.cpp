#include "tileart.h"

#include "artgeometry.h"
#include "tilelayouter.h"

namespace carcassonne {

QByteArray TileArt::svg(const TileDefinition &definition, const TileSvgRenderer::Options &options)
{
    return TileSvgRenderer::render(definition, options);
}

bool TileArt::hasOwnArt(const Package &package, const TileDefinition &definition)
{
    return !definition.art.isEmpty() && package.art.contains(definition.art);
}

QByteArray TileArt::svg(const Package &package, const TileDefinition &definition,
                        const TileSvgRenderer::Options &options)
{
    if (hasOwnArt(package, definition))
        return package.art.value(definition.art);
    return svg(definition, options);
}

FeatureAnchor TileArt::rotated(const FeatureAnchor &anchor, int quarterTurns)
{
    FeatureAnchor r = anchor;
    r.cell = geometry::rotatedOffset(anchor.cell, quarterTurns);
    r.point = artgeometry::rotatedInCell(anchor.point, quarterTurns);
    return r;
}

QList<FeatureAnchor> TileArt::anchors(const TileDefinition &definition, int quarterTurns)
{
    QList<FeatureAnchor> result = TileLayouter::layout(definition).anchors;
    for (FeatureAnchor &a : result)
        a = rotated(a, quarterTurns);
    return result;
}

} // namespace carcassonne
