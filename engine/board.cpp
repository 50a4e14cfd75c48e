#include "board.h"

#include "gamecontent.h"

namespace carcassonne {

namespace {
constexpr int kMargin = 2; // room for neighbours of frontier cells and 3x3 cloister checks
}

Board::Board()
{
    m_width = 16;
    m_height = 16;
    m_originX = -8;
    m_originY = -8;
    m_cells.resize(std::size_t(m_width * m_height));
    m_tiles.reserve(96);
    m_frontier.reserve(64);
}

void Board::ensureRoom(CellPos p)
{
    const int gx = p.x - m_originX;
    const int gy = p.y - m_originY;
    if (gx >= kMargin && gy >= kMargin && gx < m_width - kMargin && gy < m_height - kMargin)
        return;
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

bool Board::fits(const GameContent &content, const TileType &type, CellPos anchor, int rotation) const
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
        cellRef(m_frontier[std::size_t(index)].pos).frontier = std::int16_t(index);
    }
    m_frontier.pop_back();
    c.frontier = -1;
}

void Board::constrain(CellPos p, int side, std::uint8_t kind)
{
    Cell &c = cellRef(p);
    if (c.frontier < 0) {
        c.frontier = std::int16_t(m_frontier.size());
        m_frontier.push_back(FrontierCell{p, 0, 0});
    }
    FrontierCell &f = m_frontier[std::size_t(c.frontier)];
    const int shift = side * 8;
    f.required = (f.required & ~(0xFFu << shift)) | (std::uint32_t(kind) << shift);
    f.mask |= 0xFFu << shift;
}

int Board::place(const GameContent &content, int typeIndex, CellPos at, int rotation,
                 std::int32_t segmentBase)
{
    const TileType &type = content.tileType(typeIndex);
    const auto &cells = type.rotations[std::size_t(rotation)];
    const int index = int(m_tiles.size());
    m_tiles.push_back(PlacedTile{std::uint16_t(typeIndex), std::uint8_t(rotation), at, segmentBase});
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
    for (const RotatedCell &rc : cells) {
        const CellPos p{at.x + rc.offset.x, at.y + rc.offset.y};
        for (int side = 0; side < kSideCount; ++side) {
            if (rc.internal[std::size_t(side)])
                continue;
            const CellPos n = geometry::neighbour(p, side);
            if (occupied(n))
                continue;
            constrain(n, (side + 2) & 3, content.mirrorKind(rc.sideKind[std::size_t(side)]));
        }
    }
    return index;
}

} // namespace carcassonne
