#pragma once

#include "content/tiledefinition.h"
#include "iconart.h"
#include "tilelayout.h"

#include <QByteArray>

namespace carcassonne {

// Prints a tile's layout as an SVG document (SVG Tiny 1.2, which Qt Svg renders). Paths carry
// class="field|road|river|city|fog|wall|..." and data-feature="<index>" so tools and tests can
// find each feature's shapes.
class TileSvgRenderer
{
public:
    struct Options
    {
        int quarterTurns = 0; // clockwise
        int cellPixels = 256; // the document's width and height per cell
        bool edge = true; // a thin line round the tile
    };

    static QByteArray render(const TileDefinition &definition, const Options &options);
    static QByteArray render(const TileLayout &layout, const Options &options);

    // The drawing alone, unrotated, in user units (ArtStyle::kUnitsPerCell per cell), for
    // documents that hold several tiles. Adds the icons it uses to `used`.
    static void writeBody(QByteArray &out, const TileLayout &layout, bool edge, IconArt::Set *used);
    // "<?xml ...><svg ...>" with the given view box (user units) and pixel size.
    static void writeHeader(QByteArray &out, double x, double y, double width, double height,
                            int pixelWidth, int pixelHeight);
};

} // namespace carcassonne
