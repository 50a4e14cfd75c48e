#pragma once

#include "tilelayout.h"

#include <QByteArray>
#include <QStringView>

#include <bitset>

namespace carcassonne {

// The small pictures a tile is decorated with (buildings, villages, symbols), as SVG groups in
// <defs> that tiles <use>. Each is drawn around (0, 0) within a radius of kRadius user units.
class IconArt
{
public:
    static constexpr double kRadius = 10.0;
    using Set = std::bitset<std::size_t(TileLayout::Mark::Count)>;

    // The id a <use> refers to, "cs-" and a name; empty for marks drawn inline (tufts, roofs).
    static QByteArray id(TileLayout::Mark mark);
    // <g id="..."> elements for every icon in `used`.
    static void writeDefs(QByteArray &out, const Set &used);
    // One icon alone as a whole SVG document (for score panels and legends); empty for marks
    // drawn inline.
    static QByteArray svg(TileLayout::Mark mark);
    // A square of the board that is no tile, as a whole SVG document one cell wide:
    // "startfield" (Mayflower's start field: a beach with the sea to the east, the same shore
    // line on its north and south edges so a column of them is one coast), "sea" (open
    // water, seamless when repeated) or "risk" (clear, with diagonal hatching to lay over tiles
    // that are at risk, seamless when repeated), The Mist's "tileback" (a tile laid face
    // down), "hound" (lying down) and "goal" (a flag); empty for other names.
    static QByteArray boardPiece(QStringView name);
};

} // namespace carcassonne
