#pragma once

// The working data TileLayoutWorker and TileDecorator share while they lay out one tile: the
// pieces of each cell before they become a TileLayout, and small helpers.
#include "artgeometry.h"
#include "artpath.h"
#include "artstyle.h"
#include "citygeometry.h"
#include "content/tiledefinition.h"
#include "labelgrid.h"
#include "tilelayout.h"

#include <QList>
#include <QPointF>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>

namespace carcassonne::tilelayout {

using namespace artgeometry;

using Mark = TileLayout::Mark;

inline const QPointF kCentre(0.5, 0.5);
inline constexpr double kLineSpacing = 0.02; // centre lines are resampled this finely

// A polyline with points no further apart than `spacing`, so nearness tests along it work.
inline QList<QPointF> resample(const QList<QPointF> &line, double spacing)
{
    QList<QPointF> out;
    if (line.isEmpty())
        return out;
    out.append(line.front());
    for (qsizetype i = 1; i < line.size(); ++i) {
        const QPointF a = line[i - 1], b = line[i];
        const int steps = std::max(1, int(std::ceil(length(b - a) / spacing)));
        for (int s = 1; s <= steps; ++s)
            out.append(a + (b - a) * (double(s) / steps));
    }
    return out;
}

inline QList<QPointF> centreLine(const ArtPath &path)
{
    QList<QPointF> all;
    for (const QList<QPointF> &sub : path.flatten(16))
        all += resample(sub, kLineSpacing);
    return all;
}

// Cheap deterministic jitter for textures, so a tile always looks the same.
inline double jitter(int a, int b, int salt)
{
    std::uint32_t h = std::uint32_t(a) * 73856093u ^ std::uint32_t(b) * 19349663u
            ^ std::uint32_t(salt) * 83492791u;
    h ^= h >> 13;
    h *= 0x5bd1e995u;
    h ^= h >> 15;
    return double(h & 0xFFFF) / 65535.0 - 0.5;
}

// Buildings a road may lead to (a garden lies in a field, away from roads).
inline bool isRoadTarget(FeatureType t)
{
    return featuretype::isSurrounded(t) && t != FeatureType::Garden;
}

// How each interior building is drawn: its size and its mark.
struct BuildingStyle
{
    double radius;
    Mark mark;
};

inline BuildingStyle buildingStyle(FeatureType t)
{
    switch (t) {
    case FeatureType::Cloister:
        return {ArtStyle::kCloisterRadius, Mark::Cloister};
    case FeatureType::Castle:
        return {ArtStyle::kCastleRadius, Mark::Castle};
    case FeatureType::Farm:
        return {ArtStyle::kFarmRadius, Mark::Farm};
    case FeatureType::Graveyard:
        return {ArtStyle::kGraveyardRadius, Mark::Graveyard};
    default:
        return {ArtStyle::kGardenRadius, Mark::Garden};
    }
}

inline std::uint8_t labelOf(int feature)
{
    return feature >= 0 && feature < LabelGrid::kBlocked ? std::uint8_t(feature)
                                                         : LabelGrid::kBlocked;
}

struct Piece
{
    int feature = -1;
    FeatureType type = FeatureType::Road;
    ArtPath path;
    QList<QPointF> points;
    double half = 0;
    // A dead end's target: the zone around it is left out of crossing tests, since roads that
    // end at one village or building meet there without a bridge.
    QPointF target;
    double targetRadius = -1;
    bool bridge = false;
    bool overCity = false;
    QList<QList<QPointF>> rails;

    bool inTarget(QPointF p) const
    {
        return targetRadius >= 0 && length(p - target) < targetRadius;
    }
};

struct Building
{
    int feature = -1;
    FeatureType type = FeatureType::Cloister;
    QPointF position;
    double radius = 0;
};

struct Cell
{
    CellPos pos;
    std::array<int, kPortCount> terrain;
    std::array<int, kPortCount> overlay;
    std::array<int, 4> neighbour{-1, -1, -1, -1};
    QList<CityGeometry::Shape> cities;
    QList<QList<QPointF>> cityPolygons;
    QList<Piece> rivers;
    QList<Piece> roads;
    QList<Building> buildings;
    QList<TileLayout::Item> items; // villages, houses, gates, ponds
    QList<LabelGrid::Disc> blocked; // villages and houses: no feature, no figure
    QList<QList<QPointF>> fogPolygons;
    QList<int> fogFeatures;
    QList<QList<QPointF>> fogEdges;
    QList<QList<QPointF>> hedges;
    QList<QPointF> deadEndPorts; // where roads and rivers that end in this cell come in
    LabelGrid grid;
    LabelGrid fogGrid;
    QList<LabelGrid::Disc> avoid; // anchors and symbols already placed
};

// The roads or the rivers of a cell.
inline QList<Piece> &piecesOf(Cell &c, FeatureType type)
{
    return type == FeatureType::Road ? c.roads : c.rivers;
}
inline const QList<Piece> &piecesOf(const Cell &c, FeatureType type)
{
    return type == FeatureType::Road ? c.roads : c.rivers;
}

} // namespace carcassonne::tilelayout
