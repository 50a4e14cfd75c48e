#pragma once

#include "content/package.h"
#include "content/tiledefinition.h"
#include "featureanchor.h"
#include "tilesvgrenderer.h"

#include <QByteArray>
#include <QList>

namespace carcassonne {

// What the board and the editor ask of tile art: a tile's picture and where figures stand on it.
class TileArt
{
public:
    // The generated picture of a definition, turned and sized as asked.
    static QByteArray svg(const TileDefinition &definition,
                          const TileSvgRenderer::Options &options = {});
    // The package's own picture when the tile names one (unrotated, exactly as the package holds
    // it: the caller turns the image), else the generated one.
    static QByteArray svg(const Package &package, const TileDefinition &definition,
                          const TileSvgRenderer::Options &options = {});
    static bool hasOwnArt(const Package &package, const TileDefinition &definition);

    // One anchor per feature (anchors[i].feature == i), turned clockwise by quarter turns: the
    // cell offset turns about cell [0, 0] as on the board, the point about the cell's centre.
    static QList<FeatureAnchor> anchors(const TileDefinition &definition, int quarterTurns = 0);
    static FeatureAnchor rotated(const FeatureAnchor &anchor, int quarterTurns);
};

} // namespace carcassonne
