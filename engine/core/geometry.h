#pragma once

#include <QString>

#include <array>
#include <cstdint>
#include <optional>

namespace carcassonne {

// The twelve ports of a cell, clockwise from the north-west corner (design contract §3).
enum class Port : std::uint8_t { NNW, N, NNE, ENE, E, ESE, SSE, S, SSW, WSW, W, WNW };
inline constexpr int kPortCount = 12;

// Sides in clockwise order; the numeric value is also the number of quarter turns from north.
enum class Side : std::uint8_t { North, East, South, West };
inline constexpr int kSideCount = 4;

struct CellPos
{
    int x = 0;
    int y = 0;
    friend bool operator==(CellPos, CellPos) = default;
};

namespace geometry {

inline constexpr std::array<CellPos, 4> kSideStep{{{0, -1}, {1, 0}, {0, 1}, {-1, 0}}};

constexpr int sideOf(Port p)
{
    return int(p) / 3;
}
constexpr int thirdOf(Port p)
{
    return int(p) % 3;
}
constexpr Port portAt(int side, int third)
{
    return Port(side * 3 + third);
}

// Rotating a tile clockwise by q quarter turns moves each port three places on.
constexpr Port rotated(Port p, int quarterTurns)
{
    return Port((int(p) + 3 * (quarterTurns & 3)) % kPortCount);
}
constexpr int rotatedSide(int side, int quarterTurns)
{
    return (side + quarterTurns) & 3;
}

// The port of the neighbouring cell that touches p: across the edge, thirds mirror.
constexpr Port facing(Port p)
{
    return portAt((sideOf(p) + 2) & 3, 2 - thirdOf(p));
}

// Cell offsets of multi-cell tiles turn clockwise about the tile's cell [0,0].
constexpr CellPos rotatedOffset(CellPos c, int quarterTurns)
{
    for (int i = 0; i < (quarterTurns & 3); ++i)
        c = {-c.y, c.x};
    return c;
}

// The box a tile's cells cover, in offsets from its cell [0,0] (which it always holds).
struct CellBox
{
    int minX = 0, minY = 0, maxX = 0, maxY = 0;
    constexpr int width() const { return maxX - minX + 1; }
    constexpr int height() const { return maxY - minY + 1; }
};

// The box of `cells` (any range of CellPos) turned by `quarterTurns`.
template<typename Cells>
constexpr CellBox cellBox(const Cells &cells, int quarterTurns = 0)
{
    CellBox box;
    for (const CellPos &cell : cells) {
        const CellPos c = rotatedOffset(cell, quarterTurns);
        box.minX = c.x < box.minX ? c.x : box.minX;
        box.minY = c.y < box.minY ? c.y : box.minY;
        box.maxX = c.x > box.maxX ? c.x : box.maxX;
        box.maxY = c.y > box.maxY ? c.y : box.maxY;
    }
    return box;
}

constexpr CellPos neighbour(CellPos c, int side)
{
    return {c.x + kSideStep[side].x, c.y + kSideStep[side].y};
}

QString portName(Port p);
std::optional<Port> parsePort(QStringView name);
// Rotation in degrees (0, 90, 180, 270) to quarter turns; nullopt for anything else.
std::optional<int> quarterTurnsFromDegrees(int degrees);

} // namespace geometry
} // namespace carcassonne
