#pragma once

#include "core/geometry.h"
#include "state/gamestate.h"

#include <vector>

namespace carcassonne {

// Board questions The Mist's modules share: where a feature lies, which cells hold fog, the
// cells around a cell. Every "tile" of The Mist's rules is a cell (the start tile counts 4).
class MistBoard
{
public:
    // The board cell of a segment of a placed tile (its first cell for one spanning two).
    static CellPos cellOfSegment(const GameState &state, int tileIndex, int local);
    // Every cell that holds a face-up tile with fog, as placed (not whether it is cleared).
    static bool hasFog(const GameState &state, CellPos cell);
    // Cells of a face-up tile or of one laid face down. Inline: the graveyards' hooks ask it of
    // each neighbour of each cell around each open graveyard, every turn.
    static bool holdsTile(const GameState &state, CellPos cell)
    {
        const Board::Cell &c = state.board().at(cell);
        return c.tile >= 0 || c.fixed == fixedcell::kFaceDown;
    }
    // The cells of every fog segment whose feature root is `root`, once each.
    static std::vector<CellPos> cellsOfFeature(const GameState &state, int root);
    // The cells of every placed tile, in placing order.
    static std::vector<CellPos> tileCells(const GameState &state);
    // Calls `visit` on tileCells()' cells in their order, without the list (turn hooks count
    // the ghosts on them).
    template<typename Visit>
    static void forEachTileCell(const GameState &state, Visit &&visit)
    {
        for (const PlacedTile &pt : state.board().tiles()) {
            for (const RotatedCell &rc : state.content().tileType(pt.type).rotations[pt.rotation])
                visit(CellPos{pt.at.x + rc.offset.x, pt.at.y + rc.offset.y});
        }
    }
    // Which of the 3x3 cells around `centre` satisfy `test`, centre included.
    template<typename Test>
    static std::vector<CellPos> around(CellPos centre, Test &&test)
    {
        std::vector<CellPos> out;
        forAround(centre, [&](CellPos c) {
            if (test(c))
                out.push_back(c);
            return true;
        });
        return out;
    }
    // Calls `visit` on the 3x3 cells around `centre` in around()'s order, centre included,
    // until it returns false (then false). No list: turn hooks walk these several times a turn.
    template<typename Visit>
    static bool forAround(CellPos centre, Visit &&visit)
    {
        for (int dy = -1; dy <= 1; ++dy) {
            for (int dx = -1; dx <= 1; ++dx) {
                if (!visit(CellPos{centre.x + dx, centre.y + dy}))
                    return false;
            }
        }
        return true;
    }
};

} // namespace carcassonne
