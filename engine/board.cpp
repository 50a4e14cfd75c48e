#include "board.h"

#include "gamecontent.h"

namespace carcassonne {

Board::Board()
{
    m_width = 24;
    m_height = 24;
    m_originX = -12;
    m_originY = -12;
    m_cells.resize(std::size_t(m_width * m_height));
    m_tiles.reserve(96);
    m_frontier.reserve(64);
    m_frontierCodes.reserve(64);
}

void Board::grow(CellPos p)
{
    // Grow to twice the size in the direction needed, keeping the old cells.
    int newOriginX = m_originX, newOriginY = m_originY, newWidth = m_width, newHeight = m_height;
    while (p.x - newOriginX < kMargin) {
        newOriginX -= newWidth / 2;
        newWidth += newWidth / 2;
    }
    while (p.y - newOriginY < kMargin) {
        newOriginY -= newHeight / 2;
        newHeight += newHeight / 2;
    }
    while (p.x - newOriginX >= newWidth - kMargin)
        newWidth += newWidth / 2;
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
    m_cells.swap(cells);
    m_originX = newOriginX;
    m_originY = newOriginY;
    m_width = newWidth;
    m_height = newHeight;
}

bool Board::fits(const GameContent &content, const TileType &type, CellPos anchor,
                 int rotation) const
{
    bool touches = m_tiles.empty();
    for (const RotatedCell &rc : type.rotations[std::size_t(rotation)]) {
        const CellPos p{anchor.x + rc.offset.x, anchor.y + rc.offset.y};
        if (occupied(p))
            return false;
        for (int side = 0; side < kSideCount; ++side) {
            if (rc.internal[std::size_t(side)])
                continue;
            const Cell &n = at(geometry::neighbour(p, side));
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

void Board::removeFrontier(CellPos p)
{
    Cell &c = cellRef(p);
    if (c.frontier < 0)
        return;
    const int index = c.frontier;
    const int last = int(m_frontier.size()) - 1;
    if (index != last) {
        m_frontier[std::size_t(index)] = m_frontier[std::size_t(last)];
        m_frontierCodes[std::size_t(index)] = m_frontierCodes[std::size_t(last)];
        cellRef(m_frontier[std::size_t(index)].pos).frontier = std::int16_t(index);
    }
    m_frontier.pop_back();
    m_frontierCodes.pop_back();
    c.frontier = -1;
}

int Board::place(const GameContent &content, int typeIndex, CellPos at, int rotation,
                 std::int32_t segmentBase)
{
    const TileType &type = content.tileType(typeIndex);
    const auto &cells = type.rotations[std::size_t(rotation)];
    const int index = int(m_tiles.size());
    m_tiles.push_back(
            PlacedTile{std::uint16_t(typeIndex), std::uint8_t(rotation), at, segmentBase});
    for (std::size_t i = 0; i < cells.size(); ++i) {
        const CellPos p{at.x + cells[i].offset.x, at.y + cells[i].offset.y};
        ensureRoom(p);
        removeFrontier(p);
        Cell &c = cellRef(p);
        c.tile = std::int16_t(index);
        c.cell = std::uint8_t(i);
        if (m_cellCount == 0) {
            m_min = m_max = p;
        } else {
            m_min = {std::min(m_min.x, p.x), std::min(m_min.y, p.y)};
            m_max = {std::max(m_max.x, p.x), std::max(m_max.y, p.y)};
        }
        ++m_cellCount;
    }
    const std::array<int, kSideCount> step{-m_width, 1, m_width, -1};
    for (const RotatedCell &rc : cells) {
        const CellPos p{at.x + rc.offset.x, at.y + rc.offset.y};
        const int here = indexOf(p);
        for (int side = 0; side < kSideCount; ++side) {
            if (rc.internal[std::size_t(side)])
                continue;
            Cell &n = m_cells[std::size_t(here + step[std::size_t(side)])];
            if (n.tile >= 0)
                continue;
            if (n.frontier < 0) {
                n.frontier = std::int16_t(m_frontier.size());
                m_frontier.push_back(FrontierCell{geometry::neighbour(p, side)});
                m_frontierCodes.push_back(0);
            }
            // The neighbour's opposite side must be the mirror of this side.
            const int theirs = (side + 2) & 3;
            const std::uint8_t kind = content.mirrorKind(rc.sideKind[std::size_t(side)]);
            m_frontierCodes[std::size_t(n.frontier)] +=
                    (std::uint32_t(kind) + 1) * content.sideCodeWeight(theirs);
        }
    }
    return index;
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

void Board::watch(CellPos p)
{
    for (int dy = -1; dy <= 1; ++dy) {
        for (int dx = -1; dx <= 1; ++dx) {
            // Within the margin every placed cell keeps: no growing needed.
            cellRef({p.x + dx, p.y + dy}).watched = 1;
        }
    }
}

} // namespace carcassonne
