#include "labelgrid.h"

#include "artgeometry.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace carcassonne {

int LabelGrid::clampIndex(double v)
{
    return std::clamp(int(std::floor(v * kSize)), 0, kSize - 1);
}

void LabelGrid::fillPolygon(const QList<QPointF> &polygon, std::uint8_t label)
{
    if (polygon.size() < 3)
        return;
    // Scanline at pixel centres, even-odd.
    double xs[64];
    for (int y = 0; y < kSize; ++y) {
        const double py = (y + 0.5) / kSize;
        int n = 0;
        for (qsizetype i = 0, j = polygon.size() - 1; i < polygon.size() && n < 64; j = i++) {
            const QPointF a = polygon[i], b = polygon[j];
            if ((a.y() > py) != (b.y() > py))
                xs[n++] = a.x() + (py - a.y()) * (b.x() - a.x()) / (b.y() - a.y());
        }
        std::sort(xs, xs + n);
        for (int k = 0; k + 1 < n; k += 2) {
            const int x0 = std::max(0, int(std::ceil(xs[k] * kSize - 0.5)));
            const int x1 = std::min(kSize - 1, int(std::floor(xs[k + 1] * kSize - 0.5)));
            for (int x = x0; x <= x1; ++x)
                m_labels[std::size_t(y * kSize + x)] = label;
        }
    }
}

void LabelGrid::fillStroke(const QList<QPointF> &line, double halfWidth, std::uint8_t label)
{
    // Capsules round each segment (a single point is a disc), over their bounding boxes.
    const qsizetype segments = std::max<qsizetype>(1, line.size() - 1);
    for (qsizetype i = 0; i < segments && i < line.size(); ++i) {
        const QPointF a = line[i];
        const QPointF b = i + 1 < line.size() ? line[i + 1] : a;
        const int x0 = clampIndex(std::min(a.x(), b.x()) - halfWidth);
        const int x1 = clampIndex(std::max(a.x(), b.x()) + halfWidth);
        const int y0 = clampIndex(std::min(a.y(), b.y()) - halfWidth);
        const int y1 = clampIndex(std::max(a.y(), b.y()) + halfWidth);
        for (int y = y0; y <= y1; ++y) {
            for (int x = x0; x <= x1; ++x) {
                if (artgeometry::distanceToSegment(pixelCentre(x, y), a, b) <= halfWidth)
                    m_labels[std::size_t(y * kSize + x)] = label;
            }
        }
    }
}

void LabelGrid::fillDisc(QPointF centre, double radius, std::uint8_t label)
{
    fillStroke({centre}, radius, label);
}

void LabelGrid::flood(const QList<QPair<QPointF, std::uint8_t>> &seeds)
{
    std::vector<int> queue;
    queue.reserve(kSize * kSize);
    for (const auto &[point, label] : seeds) {
        // A seed on a covered pixel looks a little further in for bare field.
        const int sx = clampIndex(point.x()), sy = clampIndex(point.y());
        int found = -1;
        for (int r = 0; r <= 3 && found < 0; ++r) {
            for (int y = std::max(0, sy - r); y <= std::min(kSize - 1, sy + r) && found < 0; ++y) {
                for (int x = std::max(0, sx - r); x <= std::min(kSize - 1, sx + r); ++x) {
                    if (m_labels[std::size_t(y * kSize + x)] == kEmpty) {
                        found = y * kSize + x;
                        break;
                    }
                }
            }
        }
        if (found >= 0) {
            m_labels[std::size_t(found)] = label;
            queue.push_back(found);
        }
    }
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const int i = queue[head];
        const int x = i % kSize, y = i / kSize;
        const std::uint8_t label = m_labels[std::size_t(i)];
        const int next[4] = {x > 0 ? i - 1 : -1, x + 1 < kSize ? i + 1 : -1, y > 0 ? i - kSize : -1,
                             y + 1 < kSize ? i + kSize : -1};
        for (const int j : next) {
            if (j >= 0 && m_labels[std::size_t(j)] == kEmpty) {
                m_labels[std::size_t(j)] = label;
                queue.push_back(j);
            }
        }
    }
}

void LabelGrid::fillEmpty(std::uint8_t label)
{
    std::replace(m_labels.begin(), m_labels.end(), kEmpty, label);
}

void LabelGrid::computeClearance()
{
    // Two-pass chamfer distance (in pixels) from pixels that border another label or the cell
    // edge; half a pixel is added back because a boundary pixel's centre lies inside its area.
    constexpr float kFar = 1e6f;
    auto at = [&](int x, int y) { return m_labels[std::size_t(y * kSize + x)]; };
    for (int y = 0; y < kSize; ++y) {
        for (int x = 0; x < kSize; ++x) {
            const std::uint8_t l = at(x, y);
            const bool edge = x == 0 || y == 0 || x == kSize - 1 || y == kSize - 1
                    || at(x - 1, y) != l || at(x + 1, y) != l || at(x, y - 1) != l
                    || at(x, y + 1) != l;
            m_clearance[std::size_t(y * kSize + x)] = edge ? 0.5f : kFar;
        }
    }
    constexpr float a = 1.0f, d = 1.4142f;
    auto relax = [&](int x, int y, int nx, int ny, float w) {
        if (nx < 0 || ny < 0 || nx >= kSize || ny >= kSize)
            return;
        float &c = m_clearance[std::size_t(y * kSize + x)];
        c = std::min(c, m_clearance[std::size_t(ny * kSize + nx)] + w);
    };
    for (int y = 0; y < kSize; ++y) {
        for (int x = 0; x < kSize; ++x) {
            relax(x, y, x - 1, y, a);
            relax(x, y, x, y - 1, a);
            relax(x, y, x - 1, y - 1, d);
            relax(x, y, x + 1, y - 1, d);
        }
    }
    for (int y = kSize - 1; y >= 0; --y) {
        for (int x = kSize - 1; x >= 0; --x) {
            relax(x, y, x + 1, y, a);
            relax(x, y, x, y + 1, a);
            relax(x, y, x + 1, y + 1, d);
            relax(x, y, x - 1, y + 1, d);
        }
    }
}

std::uint8_t LabelGrid::labelAt(QPointF p) const
{
    return m_labels[std::size_t(clampIndex(p.y()) * kSize + clampIndex(p.x()))];
}

double LabelGrid::clearanceAt(QPointF p) const
{
    return m_clearance[std::size_t(clampIndex(p.y()) * kSize + clampIndex(p.x()))] / kSize;
}

int LabelGrid::count(std::uint8_t label) const
{
    return int(std::count(m_labels.begin(), m_labels.end(), label));
}

std::optional<QPointF> LabelGrid::centroid(std::uint8_t label) const
{
    double sx = 0, sy = 0;
    int n = 0;
    for (int y = 0; y < kSize; ++y) {
        for (int x = 0; x < kSize; ++x) {
            if (m_labels[std::size_t(y * kSize + x)] == label) {
                sx += x;
                sy += y;
                ++n;
            }
        }
    }
    if (n == 0)
        return std::nullopt;
    return QPointF((sx / n + 0.5) / kSize, (sy / n + 0.5) / kSize);
}

std::optional<QPointF> LabelGrid::bestPoint(std::uint8_t label, QPointF preferred,
                                            double preferWeight, double minClearance,
                                            const QList<Disc> &avoid) const
{
    return bestPointWhere([label](std::uint8_t l, QPointF) { return l == label; }, preferred,
                          preferWeight, minClearance, avoid);
}

std::optional<QPointF>
LabelGrid::bestPointWhere(const std::function<bool(std::uint8_t, QPointF)> &accept,
                          QPointF preferred, double preferWeight, double minClearance,
                          const QList<Disc> &avoid, bool anyLabel) const
{
    // Ranked first by keeping clear of the avoided discs (a symbol must not hide a figure's
    // spot), then by room, then by nearness to the preferred point.
    std::optional<QPointF> best;
    double bestScore = -1e18;
    int bestTier = -1;
    for (int y = 0; y < kSize; ++y) {
        for (int x = 0; x < kSize; ++x) {
            const QPointF p = pixelCentre(x, y);
            if (!accept(m_labels[std::size_t(y * kSize + x)], p))
                continue;
            double room = anyLabel ? std::min({p.x(), 1.0 - p.x(), p.y(), 1.0 - p.y()})
                                   : m_clearance[std::size_t(y * kSize + x)] / double(kSize);
            double apart = 1e9;
            for (const Disc &d : avoid)
                apart = std::min(apart, artgeometry::length(p - d.centre) - d.radius);
            room = std::min(room, apart);
            const int tier = (apart >= minClearance * 0.7 ? 2 : 0) + (room >= minClearance ? 1 : 0);
            // Enough room is all that counts once there is enough; then nearness decides.
            const double score = std::min(room, minClearance > 0 ? minClearance * 1.6 : room)
                    - preferWeight * artgeometry::length(p - preferred);
            if (tier > bestTier || (tier == bestTier && score > bestScore)) {
                best = p;
                bestScore = score;
                bestTier = tier;
            }
        }
    }
    return best;
}

} // namespace carcassonne
