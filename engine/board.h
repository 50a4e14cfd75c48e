#pragma once

#include "geometry.h"

#include <cstdint>
#include <vector>

namespace carcassonne {

class GameContent;
struct TileType;

// A tile lying on the board.
struct PlacedTile
{
    std::uint16_t type = 0;
    std::uint8_t rotation = 0;
    CellPos at;                 // where the tile's cell [0,0] lies
    std::int32_t segmentBase = 0; // feature node of the tile's segment 0
};

// An empty cell next to the landscape, with what its sides must match.
struct FrontierCell
{
    CellPos pos;
    std::uint32_t required = 0; // side kind per side, one byte each (N,E,S,W)
    std::uint32_t mask = 0;     // 0xFF where a neighbour decides the side
};

// The grid of placed tiles and the frontier where tiles may go. The grid grows as the landscape
// does, so copying a board costs in proportion to its extent, not to a worst case.
class Board
{
public:
    Board();

    struct Cell
    {
        std::int16_t tile = -1;     // index into tiles()
        std::int16_t frontier = -1; // index into frontier()
        std::uint8_t cell = 0;      // which cell of a multi-cell tile
    };

    const Cell &at(CellPos p) const
    {
        static const Cell empty;
        const int gx = p.x - m_originX;
        const int gy = p.y - m_originY;
        if (gx < 0 || gy < 0 || gx >= m_width || gy >= m_height)
            return empty;
        return m_cells[std::size_t(gy * m_width + gx)];
    }
    bool occupied(CellPos p) const { return at(p).tile >= 0; }
    int tileAt(CellPos p) const { return at(p).tile; }

    const std::vector<PlacedTile> &tiles() const { return m_tiles; }
    const std::vector<FrontierCell> &frontier() const { return m_frontier; }
    int cellCount() const { return m_cellCount; }

    // Does a tile type in a rotation fit with its anchor at `at`? Checks every cell: empty,
    // every touching side matches, at least one neighbour (unless the board is empty).
    bool fits(const GameContent &content, const TileType &type, CellPos anchor, int rotation) const;
    // Puts a tile down; returns its index. The caller checked fits().
    int place(const GameContent &content, int typeIndex, CellPos at, int rotation,
              std::int32_t segmentBase);

    // Bounding box of the occupied cells.
    CellPos minCell() const { return m_min; }
    CellPos maxCell() const { return m_max; }

private:
    Cell &cellRef(CellPos p)
    {
        return m_cells[std::size_t((p.y - m_originY) * m_width + (p.x - m_originX))];
    }
    void ensureRoom(CellPos p);
    void removeFrontier(CellPos p);
    void constrain(CellPos p, int side, std::uint8_t kind);

    std::vector<Cell> m_cells;
    int m_originX = 0;
    int m_originY = 0;
    int m_width = 0;
    int m_height = 0;
    int m_cellCount = 0;
    CellPos m_min;
    CellPos m_max;
    std::vector<PlacedTile> m_tiles;
    std::vector<FrontierCell> m_frontier;
};

} // namespace carcassonne
