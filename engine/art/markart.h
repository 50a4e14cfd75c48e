#pragma once

#include <QByteArray>

namespace carcassonne {

// A package's own SVG mark (an attribute's "mark": "art/x.svg", checked by ArtChecker when the
// package was read) drawn inside a tile's SVG: its drawing copied into a group that fits its
// view box in a square of `radius` around (0, 0), as the built-in icons are drawn (IconArt).
// Ids get a prefix so that two marks, or a mark and the tile, never share one; a <style> sheet
// is left out (it would restyle the whole tile), as are <title>, <desc> and <metadata>.
class MarkArt
{
public:
    // The id the mark's group takes in a tile's <defs>: the same for the same bytes.
    static QByteArray id(const QByteArray &svg);
    // "<g id=...>...</g>" for a <defs>; empty when the bytes are not an SVG document.
    static QByteArray definition(const QByteArray &svg, double radius);
};

} // namespace carcassonne
