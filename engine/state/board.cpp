#include "board.h"

#include "gamecontent.h"

#include <algorithm>
#include <cstring>

namespace carcassonne {

Board::Board()
{
    m_width = 32;
    m_height = 24;
    m_originX = -16;
    m_originY = -12;
    m_cells.resize(std::size_t(m_width * m_height));
    m_tiles.reserve(96);
    m_frontier.reserveRoom(64);
}

void Board::clear()
{
    // Only the occupied box and its rim were touched: frontier cells and the cells around a
    // cloister-like feature lie at most one cell outside it.
    if (hasBox()) {
        const int x0 = m_min.x - 1 - m_originX;
        const int x1 = m_max.x + 1 - m_originX;
        // As 64-bit words: the compiler stores a struct one per turn of the loop, and a word
        // two or four at a time.
        static_assert(sizeof(BoardCell) == sizeof(std::uint64_t));
        std::uint64_t empty;
        std::memcpy(&empty, &kEmptyBoardCell, sizeof empty);
        for (int y = m_min.y - 1 - m_originY; y <= m_max.y + 1 - m_originY; ++y) {
            auto *row = reinterpret_cast<unsigned char *>(m_cells.data() + (y * m_width + x0));
            // Unrolled by four: the loop's count and jump once per two vector stores, not one.
#pragma GCC unroll 4
            for (int x = 0; x <= x1 - x0; ++x)
                std::memcpy(row + std::size_t(x) * sizeof empty, &empty, sizeof empty);
        }
    }
    for (const CellPos &p : m_markedCells)
        cellRef(p).marks = 0;
    m_markedCells.clear();
    m_marksOutsideBox = false;
    m_cellCount = 0;
    m_min = {};
    m_max = {};
    m_tiles.clear();
    m_frontier.clear();
    m_fixedCells.clear();
    m_maxColumn = kNoColumnLimit;
}

Board &Board::operator=(const Board &other)
{
    if (this == &other)
        return *this;
    if (m_width == other.m_width && m_height == other.m_height && m_originX == other.m_originX
        && m_originY == other.m_originY) {
        // Outside both boxes and their rims both grids are empty (marked cells aside, which
        // are listed): copying the other's cells over the box that holds both clears what was
        // ours there and brings the other's.
        CellPos low = other.m_min, high = other.m_max;
        const bool mine = hasBox();
        const bool theirs = other.hasBox();
        if (mine && theirs) {
            low = {std::min(low.x, m_min.x), std::min(low.y, m_min.y)};
            high = {std::max(high.x, m_max.x), std::max(high.y, m_max.y)};
        } else if (mine) {
            low = m_min;
            high = m_max;
        }
        if (mine || theirs) {
            const int count = high.x - low.x + 3;
            for (int y = low.y - 1; y <= high.y + 1; ++y) {
                const int first = indexOf({low.x - 1, y});
                std::copy_n(other.m_cells.begin() + first, count, m_cells.begin() + first);
            }
        }
        if (m_marksOutsideBox) {
            for (const CellPos &p : m_markedCells)
                cellRef(p) = other.m_cells[std::size_t(other.indexOf(p))];
        }
        if (other.m_marksOutsideBox) {
            for (const CellPos &p : other.m_markedCells)
                cellRef(p) = other.m_cells[std::size_t(other.indexOf(p))];
        }
    } else {
        m_cells = other.m_cells;
        m_originX = other.m_originX;
        m_originY = other.m_originY;
        m_width = other.m_width;
        m_height = other.m_height;
    }
    m_cellCount = other.m_cellCount;
    m_min = other.m_min;
    m_max = other.m_max;
    m_tiles = other.m_tiles;
    m_frontier = other.m_frontier;
    m_fixedCells = other.m_fixedCells;
    m_markedCells = other.m_markedCells;
    m_marksOutsideBox = other.m_marksOutsideBox;
    m_maxColumn = other.m_maxColumn;
    return *this;
}

void Board::layFixedCell(CellPos p, std::uint8_t kind)
{
    ensureRoom(p);
    Cell &c = cellRef(p);
    if (c.tile >= 0 || c.fixed)
        return;
    if (c.frontier >= 0)
        removeFrontier(c);
    c.fixed = kind;
    extendBox(p);
    m_fixedCells.push_back(p);
    for (int side = 0; side < kSideCount; ++side) {
        const CellPos q = geometry::neighbour(p, side);
        ensureRoom(q);
        Cell &n = cellRef(q);
        // A free side: it only makes the cell a frontier (unless beyond the board's column
        // limit, never a place for a tile). A face-down tile makes none.
        if (n.tile < 0 && !n.fixed && n.frontier < 0 && kind != fixedcell::kFaceDown
            && q.x <= m_maxColumn) {
            m_frontier.reserveRoom(1);
            FrontierList::Appending added = m_frontier.appending();
            addFrontier(added, n, indexOf(q), 0);
            m_frontier.finish(added);
        }
    }
}

void Board::grow(CellPos p)
{
    // Grow in the direction needed, keeping the old cells: the width doubles (it stays a power
    // of two, positionOf()), the height grows by half.
    int newOriginX = m_originX, newOriginY = m_originY, newWidth = m_width, newHeight = m_height;
    while (p.x - newOriginX < kMargin) {
        newOriginX -= newWidth;
        newWidth *= 2;
    }
    while (p.y - newOriginY < kMargin) {
        newOriginY -= newHeight / 2;
        newHeight += newHeight / 2;
    }
    while (p.x - newOriginX >= newWidth - kMargin)
        newWidth *= 2;
    while (p.y - newOriginY >= newHeight - kMargin)
        newHeight += newHeight / 2;
    std::vector<Cell> cells(std::size_t(newWidth * newHeight));
    for (int y = 0; y < m_height; ++y) {
        for (int x = 0; x < m_width; ++x) {
            const int nx = x + m_originX - newOriginX;
            const int ny = y + m_originY - newOriginY;
            cells[std::size_t(ny * newWidth + nx)] = m_cells[std::size_t(y * m_width + x)];
        }
    }
    // The frontier's records name cells by grid index: the same cells in the new grid.
    for (FrontierCell &f : m_frontier) {
        const CellPos q = positionOf(f.gridIndex);
        f.gridIndex = (q.y - newOriginY) * newWidth + (q.x - newOriginX);
    }
    m_cells.swap(cells);
    m_originX = newOriginX;
    m_originY = newOriginY;
    m_width = newWidth;
    m_height = newHeight;
}

bool Board::fits(const GameContent &content, const TileType &type, CellPos anchor,
                 int rotation) const
{
    bool touches = m_tiles.empty() && m_fixedCells.empty();
    for (const RotatedCell &rc : type.rotations[std::size_t(rotation)]) {
        const CellPos p{anchor.x + rc.offset.x, anchor.y + rc.offset.y};
        const Cell &here = at(p);
        if (here.tile >= 0 || here.fixed || p.x > m_maxColumn)
            return false;
        for (int side = 0; side < kSideCount; ++side) {
            if (rc.internal[std::size_t(side)])
                continue;
            const Cell &n = at(geometry::neighbour(p, side));
            if (n.fixed && n.fixed != fixedcell::kFaceDown)
                touches = true;
            if (n.tile < 0)
                continue;
            touches = true;
            const PlacedTile &other = m_tiles[std::size_t(n.tile)];
            const TileType &otherType = content.tileType(other.type);
            const RotatedCell &oc = otherType.rotations[other.rotation][n.cell];
            const std::uint8_t facing = oc.sideKind[std::size_t((side + 2) & 3)];
            if (content.mirrorKind(facing) != rc.sideKind[std::size_t(side)])
                return false;
        }
    }
    return touches;
}

void Board::constraint(const GameContent &content, CellPos p, std::uint32_t &required,
                       std::uint32_t &mask) const
{
    required = 0;
    mask = 0;
    for (int side = 0; side < kSideCount; ++side) {
        const Cell &n = at(geometry::neighbour(p, side));
        if (n.tile < 0)
            continue;
        const PlacedTile &other = m_tiles[std::size_t(n.tile)];
        const RotatedCell &oc = content.tileType(other.type).rotations[other.rotation][n.cell];
        const std::uint8_t kind = content.mirrorKind(oc.sideKind[std::size_t((side + 2) & 3)]);
        required |= std::uint32_t(kind) << (side * 8);
        mask |= 0xFFu << (side * 8);
    }
}

int Board::watch(CellPos p, WatchBits bits)
{
    // Within the margin every placed cell keeps: no growing, no bounds checks.
    const int centre = indexOf(p);
    int filled = 0;
    for (int dy = -1; dy <= 1; ++dy) {
        for (int dx = -1; dx <= 1; ++dx) {
            Cell &c = m_cells[std::size_t(centre + dy * m_width + dx)];
            c.watched |= bits;
            filled += fillsSurroundings(c) ? 1 : 0;
        }
    }
    return filled;
}

void Board::unwatch(CellPos p, WatchBits bits)
{
    const int centre = indexOf(p);
    for (int dy = -1; dy <= 1; ++dy) {
        for (int dx = -1; dx <= 1; ++dx)
            m_cells[std::size_t(centre + dy * m_width + dx)].watched &= WatchBits(~bits);
    }
}

} // namespace carcassonne
