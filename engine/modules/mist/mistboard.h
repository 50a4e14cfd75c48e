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
    // Cells of a face-up tile or of one laid face down.
    static bool holdsTile(const GameState &state, CellPos cell);
    // The cells of every fog segment whose feature root is `root`, once each.
    static std::vector<CellPos> cellsOfFeature(const GameState &state, int root);
    // The cells of every placed tile, in placing order.
    static std::vector<CellPos> tileCells(const GameState &state);
    // Which of the 3x3 cells around `centre` satisfy `test`, centre included.
    template<typename Test>
    static std::vector<CellPos> around(CellPos centre, Test &&test)
    {
        std::vector<CellPos> out;
        for (int dy = -1; dy <= 1; ++dy) {
            for (int dx = -1; dx <= 1; ++dx) {
                const CellPos c{centre.x + dx, centre.y + dy};
                if (test(c))
                    out.push_back(c);
            }
        }
        return out;
    }
};

} // namespace carcassonne
