#pragma once

#include <QByteArray>
#include <QList>
#include <QPointF>

#include <cstdint>
#include <vector>

namespace carcassonne {

// A vector path of lines and cubic curves in cell units: what the tile art is made of. It prints
// itself as SVG path data and flattens to polygons, so the drawing and the geometry that places
// figures come from the same curves.
class ArtPath
{
public:
    void moveTo(QPointF p);
    void lineTo(QPointF p);
    void cubicTo(QPointF c1, QPointF c2, QPointF p);
    void quadTo(QPointF c, QPointF p);
    // A cubic from the current point to p whose tangents (as Hermite vectors) are t0 on leaving
    // and t1 on arriving.
    void hermiteTo(QPointF t0, QPointF t1, QPointF p);
    void close();
    void append(const ArtPath &other);

    bool isEmpty() const { return m_ops.empty(); }
    QPointF currentPoint() const { return m_points.empty() ? QPointF() : m_points.back(); }

    // One polyline per subpath; curves are cut into `segments` straight pieces.
    QList<QList<QPointF>> flatten(int segments = 10) const;
    // The path moved by `offset` and printed as SVG path data, in user units
    // (ArtStyle::kUnitsPerCell per cell).
    void writeSvg(QByteArray &out, QPointF offset) const;

    // SVG numbers with at most one decimal: short documents, exact enough at 100 units a cell.
    static void writeNumber(QByteArray &out, double value);

private:
    enum class Op : std::uint8_t { Move, Line, Cubic, Close };
    std::vector<Op> m_ops;
    std::vector<QPointF> m_points; // Move/Line: 1 point, Cubic: 3, Close: none
    QPointF m_start;
};

} // namespace carcassonne
