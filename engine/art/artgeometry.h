#pragma once

#include "core/geometry.h"

#include <QList>
#include <QPointF>

#include <cmath>

namespace carcassonne::artgeometry {

// A cell is the unit square, x east, y south. Corner i is where side i starts, walking the
// border clockwise: 0 north-west, 1 north-east, 2 south-east, 3 south-west.
inline QPointF corner(int i)
{
    static const QPointF k[4] = {{0, 0}, {1, 0}, {1, 1}, {0, 1}};
    return k[i & 3];
}
// Direction of side i when walking the border clockwise.
inline QPointF sideDirection(int side)
{
    static const QPointF k[4] = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}};
    return k[side & 3];
}
// Unit normal of side i pointing into the cell.
inline QPointF inward(int side)
{
    static const QPointF k[4] = {{0, 1}, {-1, 0}, {0, -1}, {1, 0}};
    return k[side & 3];
}
inline QPointF sideMiddle(int side)
{
    return corner(side) + sideDirection(side) * 0.5;
}
// Middle of a port's third of its side.
inline QPointF portPoint(Port p)
{
    const int side = geometry::sideOf(p);
    return corner(side) + sideDirection(side) * ((geometry::thirdOf(p) + 0.5) / 3.0);
}

inline double length(QPointF v)
{
    return std::hypot(v.x(), v.y());
}
inline QPointF normalized(QPointF v)
{
    const double l = length(v);
    return l > 1e-12 ? v / l : QPointF(0, 0);
}
inline QPointF perpendicular(QPointF v)
{
    return {-v.y(), v.x()};
}
inline double distanceToSegment(QPointF p, QPointF a, QPointF b)
{
    const QPointF ab = b - a;
    const double l2 = QPointF::dotProduct(ab, ab);
    double t = l2 > 0 ? QPointF::dotProduct(p - a, ab) / l2 : 0.0;
    t = t < 0 ? 0 : (t > 1 ? 1 : t);
    return length(p - (a + ab * t));
}
inline double distanceToPolyline(QPointF p, const QList<QPointF> &line)
{
    if (line.size() == 1)
        return length(p - line.front());
    double best = 1e9;
    for (qsizetype i = 1; i < line.size(); ++i)
        best = std::min(best, distanceToSegment(p, line[i - 1], line[i]));
    return best;
}
// Even-odd point in polygon test.
inline bool insidePolygon(QPointF p, const QList<QPointF> &poly)
{
    bool inside = false;
    for (qsizetype i = 0, j = poly.size() - 1; i < poly.size(); j = i++) {
        const QPointF a = poly[i], b = poly[j];
        if ((a.y() > p.y()) != (b.y() > p.y())
            && p.x() < (b.x() - a.x()) * (p.y() - a.y()) / (b.y() - a.y()) + a.x())
            inside = !inside;
    }
    return inside;
}
// Distance from p to a closed polygon's border, negative inside.
inline double signedDistanceToPolygon(QPointF p, const QList<QPointF> &poly)
{
    double best = 1e9;
    for (qsizetype i = 0, j = poly.size() - 1; i < poly.size(); j = i++)
        best = std::min(best, distanceToSegment(p, poly[j], poly[i]));
    return insidePolygon(p, poly) ? -best : best;
}
// Rotates a point of a cell clockwise by quarter turns about the cell's centre.
inline QPointF rotatedInCell(QPointF p, int quarterTurns)
{
    for (int i = 0; i < (quarterTurns & 3); ++i)
        p = QPointF(1.0 - p.y(), p.x());
    return p;
}

} // namespace carcassonne::artgeometry
