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
    bool carries = false;
    for (const FeatureDefinition &f : definition.features) {
        for (int i = 0; i < package.rules.attributes.size() && i < kMaxAuthoredAttributes; ++i)
            carries = carries || f.authored(i) > 0;
    }
    if (!carries)
        return svg(definition, options);
    // The package's own attributes are drawn by the marks its rules give them: a generic one,
    // or the package's own SVG mark (MarkArt).
    TileDefinition marked = definition;
    marked.authoredMarks.clear();
    marked.authoredMarkArt.clear();
    for (const AuthoredAttribute &a : package.rules.attributes) {
        marked.authoredMarks << std::int8_t(AuthoredAttribute::marks().indexOf(a.mark));
        marked.authoredMarkArt << (a.mark.startsWith(QLatin1String("art/"))
                                           ? package.art.value(a.mark)
                                           : QByteArray());
    }
    return svg(marked, options);
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
