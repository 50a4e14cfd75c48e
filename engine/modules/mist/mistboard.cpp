#include "mistboard.h"

#include <algorithm>

namespace carcassonne {

CellPos MistBoard::cellOfSegment(const GameState &state, int tileIndex, int local)
{
    const PlacedTile &pt = state.board().tiles()[std::size_t(tileIndex)];
    const TileType &tt = state.content().tileType(pt.type);
    const SegmentInfo &s = tt.segments[std::size_t(local)];
    int cell = s.cell;
    if (!s.interior && s.cellMask != 0)
        cell = __builtin_ctz(s.cellMask);
    const RotatedCell &rc = tt.rotations[pt.rotation][std::size_t(cell)];
    return {pt.at.x + rc.offset.x, pt.at.y + rc.offset.y};
}

bool MistBoard::hasFog(const GameState &state, CellPos cell)
{
    const Board::Cell &c = state.board().at(cell);
    if (c.tile < 0)
        return false;
    const PlacedTile &pt = state.board().tiles()[std::size_t(c.tile)];
    const RotatedCell &rc = state.content().tileType(pt.type).rotations[pt.rotation][c.cell];
    return std::any_of(rc.overlay.begin(), rc.overlay.end(),
                       [](std::uint8_t s) { return s != kNoSegment; });
}

std::vector<CellPos> MistBoard::cellsOfFeature(const GameState &state, int root)
{
    std::vector<CellPos> out;
    const auto &tiles = state.board().tiles();
    for (int t = 0; t < int(tiles.size()); ++t) {
        const TileType &tt = state.content().tileType(tiles[std::size_t(t)].type);
        for (int local = 0; local < int(tt.segments.size()); ++local) {
            if (state.features().find(tiles[std::size_t(t)].segmentBase + local) != root)
                continue;
            const PlacedTile &pt = tiles[std::size_t(t)];
            for (std::uint16_t mask = tt.segments[std::size_t(local)].cellMask; mask;
                 mask &= std::uint16_t(mask - 1)) {
                const RotatedCell &rc = tt.rotations[pt.rotation][std::size_t(__builtin_ctz(mask))];
                const CellPos c{pt.at.x + rc.offset.x, pt.at.y + rc.offset.y};
                if (std::find(out.begin(), out.end(), c) == out.end())
                    out.push_back(c);
            }
        }
    }
    return out;
}

std::vector<CellPos> MistBoard::tileCells(const GameState &state)
{
    std::vector<CellPos> out;
    forEachTileCell(state, [&](CellPos c) { out.push_back(c); });
    return out;
}

} // namespace carcassonne
