#pragma once

#include "core/geometry.h"
#include "frontierlist.h"
#include "gamecontent.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

namespace carcassonne {

// A tile lying on the board.
struct PlacedTile
{
    std::uint16_t type = 0;
    std::uint8_t rotation = 0;
    CellPos at; // where the tile's cell [0,0] lies
    std::int32_t segmentBase = 0; // feature node of the tile's segment 0
};

// Kinds of cells that are part of the board but hold no tile a player placed
// (Board::layFixedCell, BoardCell::fixed).
namespace fixedcell {
inline constexpr std::uint8_t kNone = 0;
// Tiles may touch it (it alone lets a tile go next to it), any side fits it, it joins no
// feature and counts as no tile (Mayflower's coast).
inline constexpr std::uint8_t kEdge = 1;
// As kEdge, and it fills a place around a cloister-like feature as a tile would.
inline constexpr std::uint8_t kFilling = 2;
// A tile laid face down (The Mist): any side fits it and it joins nothing, so the features
// that touch it never complete; it does not make a place next to it legal (a tile must also
// touch a face-up one) and fills no place around a cloister-like feature.
inline constexpr std::uint8_t kFaceDown = 3;
} // namespace fixedcell

// One square of the board's grid.
struct BoardCell
{
    std::int16_t tile = -1; // index into Board::tiles()
    std::int16_t frontier = -1; // index into Board::frontier()
    std::uint8_t cell = 0; // which cell of a multi-cell tile
    // The cloister-like features in this cell or next to it: a bit per watch slot
    // (GameState::OpenSurrounded::slot), Board::kWatchOverflow for those without one.
    std::uint8_t watched = 0;
    std::uint8_t fixed = 0; // part of the board but no tile: a FixedCell kind
    std::uint8_t marks = 0; // a count a module keeps per cell (The Mist's ghosts)
};
inline constexpr BoardCell kEmptyBoardCell{};

// The grid of placed tiles and the frontier where tiles may go. The grid grows as the landscape
// does, so copying a board costs in proportion to its extent, not to a worst case.
class Board
{
public:
    Board();
    Board(const Board &) = default;
    Board(Board &&) = default;
    // Copies only the landscape's box and its rim (and cells with marks) when both grids have
    // the same extent: the rest of both is empty, and the bots copy states for every move they
    // weigh. Otherwise a copy of the whole grid.
    Board &operator=(const Board &other);
    Board &operator=(Board &&) = default;
    // Empties the board for a new game, keeping its memory (and its grown grid).
    void clear();

    using Cell = BoardCell;
    const Cell &at(CellPos p) const
    {
        const int gx = p.x - m_originX;
        const int gy = p.y - m_originY;
        if (unsigned(gx) >= unsigned(m_width) || unsigned(gy) >= unsigned(m_height))
            return kEmptyBoardCell;
        return m_cells[std::size_t(gy * m_width + gx)];
    }
    bool occupied(CellPos p) const { return at(p).tile >= 0; }
    // Cells next to a placed tile are always inside the grid (it keeps a margin), so these skip
    // the bounds check.
    int indexOf(CellPos p) const { return (p.y - m_originY) * m_width + (p.x - m_originX); }
    // The cell at a grid index (a FrontierCell's): the grid's width is a power of two, so this
    // is a mask and a shift, asked once a turn by the random playouts.
    CellPos positionOf(int index) const
    {
        return {(index & (m_width - 1)) + m_originX,
                (index >> __builtin_ctz(unsigned(m_width))) + m_originY};
    }
    const Cell &cellAt(int index) const { return m_cells[std::size_t(index)]; }
    int stride() const { return m_width; }
    // Sets (watch) or clears (unwatch) bits of BoardCell::watched in the 3x3 block around a
    // cell: tiles placed there may complete the cloister-like feature there.
    // 7 slots in a byte: 15 in 16 bits spared the base game some distance checks (its
    // cloisters and gardens often pass 7 open), but 10-byte cells cost every rule set an
    // index multiplication: +0.3% to +0.5% for The Mist, -0.5% for the base game.
    using WatchBits = std::uint8_t;
    // watch() returns how many of the nine cells fill a place around a cloister-like feature.
    int watch(CellPos p, WatchBits bits);
    void unwatch(CellPos p, WatchBits bits);
    // Whether a cell fills a place around a cloister-like feature: a tile, or a fixed cell that
    // counts as one.
    static bool fillsSurroundings(const Cell &c)
    {
        return c.tile >= 0 || c.fixed == fixedcell::kFilling;
    }
    static constexpr int kWatchSlots = 7;
    static constexpr WatchBits kAllWatchSlots = (1u << kWatchSlots) - 1;
    static constexpr WatchBits kWatchOverflow = 1u << kWatchSlots;
    // The watch bits of the cells the last place() covered, together: none for most tiles.
    WatchBits placedWatched() const { return m_placedWatched; }
    int tileAt(CellPos p) const { return at(p).tile; }

    // Lays a cell that is no tile (Mayflower's coast): tiles may touch it and never lie on it;
    // any side fits against it, and it joins nothing. Its empty neighbours become frontier.
    void layFixedCell(CellPos p, std::uint8_t kind);
    void setMarks(CellPos p, int marks)
    {
        ensureRoom(p);
        Cell &c = cellRef(p);
        if (c.marks == 0 && marks != 0) {
            m_markedCells.push_back(p); // for clear(): marks may lie outside the box
            m_marksOutsideBox = m_marksOutsideBox || !hasBox() || p.x < m_min.x - 1
                    || p.y < m_min.y - 1 || p.x > m_max.x + 1 || p.y > m_max.y + 1;
        }
        c.marks = std::uint8_t(marks);
    }
    // No tile may lie east of column `x` (Mayflower's coast): cells there never join the
    // frontier. Set at setup, before the first tile; clear() lifts it.
    void limitColumns(int x) { m_maxColumn = x; }
    int maxColumn() const { return m_maxColumn; }
    const std::vector<CellPos> &fixedCells() const { return m_fixedCells; }
    // Every cell that held marks since the board was cleared (some may hold none now, some
    // twice): GameState::hash() reads the marks through it.
    const std::vector<CellPos> &markedCells() const { return m_markedCells; }

    const std::vector<PlacedTile> &tiles() const { return m_tiles; }
    const FrontierList &frontier() const { return m_frontier; }
    int cellCount() const { return m_cellCount; }

    // Does a tile type in a rotation fit with its anchor at `at`? Checks every cell: empty,
    // every touching side matches, at least one neighbour (unless the board is empty).
    bool fits(const GameContent &content, const TileType &type, CellPos anchor, int rotation) const;
    // Puts a tile down; returns its index. The caller checked fits().
    int place(const GameContent &content, int typeIndex, CellPos at, int rotation,
              std::int32_t segmentBase)
    {
        return place(content, typeIndex, at, rotation, segmentBase,
                     [](const RotatedCell &, int, const Cell &) {});
    }
    // The same, calling touch(cell, side, neighbour) for every side of the tile that meets a
    // placed tile, in the one pass that also updates the frontier (GameState joins features).
    template<typename Touch>
    int place(const GameContent &content, int typeIndex, CellPos at, int rotation,
              std::int32_t segmentBase, Touch &&touch);

    // What a frontier cell's sides must match, one byte per side (N,E,S,W), and which sides a
    // neighbour decides (0xFF); for contents too varied for GameContent's fit table.
    void constraint(const GameContent &content, CellPos p, std::uint32_t &required,
                    std::uint32_t &mask) const;

    // Bounding box of the occupied and fixed cells.
    CellPos minCell() const { return m_min; }
    CellPos maxCell() const { return m_max; }

private:
    Cell &cellRef(CellPos p)
    {
        return m_cells[std::size_t((p.y - m_originY) * m_width + (p.x - m_originX))];
    }
    void ensureRoom(CellPos p)
    {
        // One unsigned compare an axis: below the margin wraps to a large number.
        const unsigned gx = unsigned(p.x - m_originX - kMargin);
        const unsigned gy = unsigned(p.y - m_originY - kMargin);
        if (gx >= unsigned(m_width - 2 * kMargin) || gy >= unsigned(m_height - 2 * kMargin))
            grow(p);
    }
    void grow(CellPos p);
    // Whether m_min and m_max hold a box: a tile or a fixed cell lies on the board.
    bool hasBox() const { return m_cellCount > 0 || !m_fixedCells.empty(); }
    // Returns the cell's index in the grid (after any growing).
    int putCell(CellPos p, int tile, int cell)
    {
        ensureRoom(p);
        const int index = indexOf(p);
        Cell &c = m_cells[std::size_t(index)];
        if (c.frontier >= 0)
            removeFrontier(c);
        c.tile = std::int16_t(tile);
        c.cell = std::uint8_t(cell);
        m_placedWatched |= c.watched;
        extendBox(p);
        ++m_cellCount;
        return index;
    }
    void extendBox(CellPos p)
    {
        if (!hasBox()) {
            m_min = m_max = p;
            return;
        }
        // Most tiles land inside the box: compare, and write only what moves.
        if (p.x < m_min.x)
            m_min.x = p.x;
        else if (p.x > m_max.x)
            m_max.x = p.x;
        if (p.y < m_min.y)
            m_min.y = p.y;
        else if (p.y > m_max.y)
            m_max.y = p.y;
    }
    // Adds one side's requirement to an empty neighbour (grid index `at`), making it a frontier
    // cell if new. Room for the record is the caller's (FrontierList::reserveRoom()).
    void addFrontier(FrontierList::Appending &added, Cell &n, int at, std::uint32_t weight)
    {
        // No branch on whether the cell is new to the frontier (chance): a candidate record
        // goes past the last, the weight to whichever record is the cell's, and the candidate
        // counts only if it is.
        FrontierCell &candidate = added.records[added.size];
        candidate.code = 0;
        candidate.gridIndex = at;
        // A cell off the frontier has index -1, 0xFFFF unsigned, above every record's: the
        // smaller of it and the count is the cell's record (GCC made `new ? count : index` a
        // branch, a min it does not).
        const std::size_t index = std::min<std::size_t>(std::uint16_t(n.frontier), added.size);
        added.records[index].code += weight;
        n.frontier = std::int16_t(index);
        added.size += std::size_t(index == added.size);
    }
    static constexpr int kMargin = 2; // room for neighbours of frontier cells and 3x3 checks
    // Inline: every placement but the first takes a frontier cell.
    void removeFrontier(Cell &c)
    {
        const int index = c.frontier;
        const int last = int(m_frontier.size()) - 1;
        if (index != last) {
            m_frontier[std::size_t(index)] = m_frontier[std::size_t(last)];
            m_cells[std::size_t(m_frontier[std::size_t(index)].gridIndex)].frontier =
                    std::int16_t(index);
        }
        m_frontier.pop_back();
        c.frontier = -1;
    }

    std::vector<Cell> m_cells;
    int m_originX = 0;
    int m_originY = 0;
    int m_width = 0; // a power of two (positionOf())
    int m_height = 0;
    int m_cellCount = 0;
    CellPos m_min;
    CellPos m_max;
    std::vector<PlacedTile> m_tiles;
    FrontierList m_frontier;
    std::vector<CellPos> m_fixedCells;
    std::vector<CellPos> m_markedCells; // every cell that held marks since clear()
    bool m_marksOutsideBox = false; // one of them lay outside the box and its rim then
    int m_maxColumn = kNoColumnLimit;
    static constexpr int kNoColumnLimit = 1 << 30;
    WatchBits m_placedWatched = 0; // the watch bits of the last placed tile's cells
};

template<typename Touch>
int Board::place(const GameContent &content, int typeIndex, CellPos at, int rotation,
                 std::int32_t segmentBase, Touch &&touch)
{
    const TileType &type = content.tileType(typeIndex);
    const auto &cells = type.rotations[std::size_t(rotation)];
    const int index = int(m_tiles.size());
    m_placedWatched = 0;
    m_tiles.push_back(
            PlacedTile{std::uint16_t(typeIndex), std::uint8_t(rotation), at, segmentBase});
    // Sides against a placed tile go to touch(); against an empty cell they add to its
    // frontier code; a fixed cell fits anything, joins nothing and asks nothing of the tile.
    // Only the east side can reach past a column limit (the tile's own cell lies within it).
    FrontierList::Appending added{};
    auto visit = [&](const RotatedCell &rc, CellPos p, int here, int side, int step)
            __attribute__((always_inline))
    {
        const int at = here + step;
        Cell &n = m_cells[std::size_t(at)];
        if (n.tile >= 0)
            touch(rc, side, n);
        else if (!n.fixed && (side != 1 || p.x < m_maxColumn))
            addFrontier(added, n, at, rc.frontierWeight[std::size_t(side)]);
    };
    if (!type.multiCell) {
        // Most tiles: one cell, no inner sides.
        const RotatedCell &rc = cells.front();
        const CellPos p{at.x + rc.offset.x, at.y + rc.offset.y};
        const int here = putCell(p, index, 0);
        m_frontier.reserveRoom(FrontierList::kPlacementRoom);
        added = m_frontier.appending(); // after putCell(), which may take a record away
        visit(rc, p, here, 0, -m_width);
        visit(rc, p, here, 1, 1);
        visit(rc, p, here, 2, m_width);
        visit(rc, p, here, 3, -1);
        m_frontier.finish(added);
        return index;
    }
    for (std::size_t i = 0; i < cells.size(); ++i)
        putCell({at.x + cells[i].offset.x, at.y + cells[i].offset.y}, index, int(i));
    const std::array<int, kSideCount> step{-m_width, 1, m_width, -1};
    m_frontier.reserveRoom(FrontierList::kPlacementRoom * cells.size());
    added = m_frontier.appending();
    for (const RotatedCell &rc : cells) {
        const CellPos p{at.x + rc.offset.x, at.y + rc.offset.y};
        const int here = indexOf(p);
        for (int side = 0; side < kSideCount; ++side) {
            if (!rc.internal[std::size_t(side)])
                visit(rc, p, here, side, step[std::size_t(side)]);
        }
    }
    m_frontier.finish(added);
    return index;
}

} // namespace carcassonne
