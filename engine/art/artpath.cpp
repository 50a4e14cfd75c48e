#include "artpath.h"

#include "artstyle.h"

#include <cmath>

namespace carcassonne {

void ArtPath::moveTo(QPointF p)
{
    m_ops.push_back(Op::Move);
    m_points.push_back(p);
    m_start = p;
}

void ArtPath::lineTo(QPointF p)
{
    m_ops.push_back(Op::Line);
    m_points.push_back(p);
}

void ArtPath::cubicTo(QPointF c1, QPointF c2, QPointF p)
{
    m_ops.push_back(Op::Cubic);
    m_points.push_back(c1);
    m_points.push_back(c2);
    m_points.push_back(p);
}

void ArtPath::quadTo(QPointF c, QPointF p)
{
    const QPointF p0 = currentPoint();
    cubicTo(p0 + (c - p0) * (2.0 / 3.0), p + (c - p) * (2.0 / 3.0), p);
}

void ArtPath::hermiteTo(QPointF t0, QPointF t1, QPointF p)
{
    const QPointF p0 = currentPoint();
    cubicTo(p0 + t0 / 3.0, p - t1 / 3.0, p);
}

void ArtPath::close()
{
    m_ops.push_back(Op::Close);
    m_points.push_back(m_start); // keeps currentPoint() right after a close
}

void ArtPath::append(const ArtPath &other)
{
    m_ops.insert(m_ops.end(), other.m_ops.begin(), other.m_ops.end());
    m_points.insert(m_points.end(), other.m_points.begin(), other.m_points.end());
    m_start = other.m_start;
}

QList<QList<QPointF>> ArtPath::flatten(int segments) const
{
    QList<QList<QPointF>> result;
    std::size_t i = 0;
    for (const Op op : m_ops) {
        switch (op) {
        case Op::Move:
            result.append(QList<QPointF>{m_points[i++]});
            break;
        case Op::Line:
            if (!result.isEmpty())
                result.back().append(m_points[i]);
            ++i;
            break;
        case Op::Cubic: {
            if (result.isEmpty()) {
                i += 3;
                break;
            }
            const QPointF p0 = result.back().back();
            const QPointF c1 = m_points[i], c2 = m_points[i + 1], p3 = m_points[i + 2];
            for (int s = 1; s <= segments; ++s) {
                const double t = double(s) / segments, u = 1.0 - t;
                result.back().append(p0 * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t)
                                     + p3 * (t * t * t));
            }
            i += 3;
            break;
        }
        case Op::Close:
            ++i;
            break;
        }
    }
    return result;
}

void ArtPath::writeNumber(QByteArray &out, double value)
{
    long tenths = std::lround(value * 10.0);
    if (tenths < 0) {
        out.append('-');
        tenths = -tenths;
    }
    char buffer[24];
    int n = 0;
    long whole = tenths / 10;
    do {
        buffer[n++] = char('0' + whole % 10);
        whole /= 10;
    } while (whole > 0);
    while (n > 0)
        out.append(buffer[--n]);
    if (tenths % 10 != 0) {
        out.append('.');
        out.append(char('0' + tenths % 10));
    }
}

void ArtPath::writeSvg(QByteArray &out, QPointF offset) const
{
    const double k = ArtStyle::kUnitsPerCell;
    auto point = [&](QPointF p) {
        writeNumber(out, (p.x() + offset.x()) * k);
        out.append(' ');
        writeNumber(out, (p.y() + offset.y()) * k);
    };
    std::size_t i = 0;
    for (const Op op : m_ops) {
        switch (op) {
        case Op::Move:
            out.append('M');
            point(m_points[i++]);
            break;
        case Op::Line:
            out.append('L');
            point(m_points[i++]);
            break;
        case Op::Cubic:
            out.append('C');
            point(m_points[i]);
            out.append(' ');
            point(m_points[i + 1]);
            out.append(' ');
            point(m_points[i + 2]);
            i += 3;
            break;
        case Op::Close:
            out.append('Z');
            ++i;
            break;
        }
    }
}

} // namespace carcassonne
