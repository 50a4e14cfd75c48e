#include "citygeometry.h"

#include "artgeometry.h"

#include <cmath>

namespace carcassonne {

using namespace artgeometry;

namespace {

constexpr double kDegree = 3.14159265358979323846 / 180.0;

// Angle (from the free side) at which a wall leaves a corner: steep when another city shares
// the corner, so the two walls part at once instead of crossing.
double leaveAngle(int freeRun, bool cityBeyond)
{
    if (cityBeyond)
        return 62.0 * kDegree;
    switch (freeRun) {
    case 1:
        return 55.0 * kDegree; // a bay on one free side
    case 2:
        return 32.0 * kDegree; // a corner city's diagonal wall
    default:
        return 40.0 * kDegree; // a cap
    }
}

} // namespace

QList<CityGeometry::Shape> CityGeometry::build(const Input &in)
{
    QList<Shape> shapes;
    for (int s = 0; s < 4; ++s) {
        const int k = in.sideCity[std::size_t(s)];
        if (k < 0)
            continue;
        bool seen = false;
        for (const Shape &shape : std::as_const(shapes))
            seen = seen || shape.feature == k;
        if (seen)
            continue;
        Shape shape;
        shape.feature = k;
        for (int i = 0; i < 4; ++i) {
            if (in.sideCity[std::size_t(i)] == k)
                shape.sides |= 1 << i;
        }
        auto covered = [&](int side) { return in.sideCity[std::size_t(side & 3)] == k; };
        auto otherCity = [&](int side) {
            const int c = in.sideCity[std::size_t(side & 3)];
            return c >= 0 && c != k;
        };
        if (shape.sides == 0xF) {
            shape.region.moveTo(corner(0));
            for (int c = 1; c < 4; ++c)
                shape.region.lineTo(corner(c));
            shape.region.close();
            shapes.append(shape);
            continue;
        }

        // Free runs: maximal runs of sides this city does not cover, clockwise.
        struct Run
        {
            int a = 0; // first free side; the run starts at corner a
            int length = 0; // ends at corner a + length
            QPointF start, end;
            std::array<QPointF, 6> curve; // two cubics: controls, apex, controls, end
        };
        QList<Run> runs;
        for (int a = 0; a < 4; ++a) {
            if (covered(a) || !covered(a - 1))
                continue;
            Run run;
            run.a = a;
            while (!covered(a + run.length))
                ++run.length;
            runs.append(run);
        }

        for (Run &run : runs) {
            const int a = run.a;
            const int b = (a + run.length) & 3;
            const int lastFree = (b + 3) & 3;

            // Where the wall starts and ends, and the direction it leaves each end into the cell.
            auto endpoint = [&](int cornerIndex, int freeSide, int citySide, bool atStart,
                                QPointF *point, QPointF *out) {
                const int across =
                        in.neighbourSideCity[std::size_t(freeSide)][std::size_t(citySide)];
                const QPointF alongFree =
                        atStart ? sideDirection(freeSide) : -sideDirection(freeSide);
                const QPointF alongCity =
                        atStart ? -sideDirection(citySide) : sideDirection(citySide);
                if (in.internal[std::size_t(freeSide)] && across == k) {
                    *point = corner(cornerIndex) + alongFree * kContinuedDepth;
                    *out = alongCity;
                    return;
                }
                const double angle = leaveAngle(run.length, otherCity(freeSide));
                *point = corner(cornerIndex);
                *out = alongFree * std::cos(angle) + alongCity * std::sin(angle);
            };
            QPointF out0, out3;
            endpoint(a, a, (a + 3) & 3, true, &run.start, &out0);
            endpoint(b, lastFree, b, false, &run.end, &out3);

            // The wall's middle point and its direction there.
            QPointF apex, travel;
            if (run.length == 1) {
                const double depth = otherCity(a) ? 0.40 : 0.28;
                apex = sideMiddle(a) + inward(a) * depth;
                travel = sideDirection(a);
            } else if (run.length == 2) {
                const int c1 = in.sideCity[std::size_t(a)];
                const int c2 = in.sideCity[std::size_t((a + 1) & 3)];
                double t = 0.6;
                // A road or river curving round the free corner needs the room.
                if (in.line[std::size_t(a)] || in.line[std::size_t((a + 1) & 3)])
                    t = 0.5;
                if (c1 >= 0 && c1 == c2)
                    t = 0.40;
                else if (c1 >= 0 || c2 >= 0)
                    t = 0.45;
                const QPointF own = corner(a + 3), free = corner(a + 1);
                apex = own + (free - own) * t;
                travel = normalized(corner(a + 2) - corner(a));
            } else {
                const int citySide = b;
                const double depth = otherCity(a) || otherCity(lastFree) ? 0.22 : 0.30;
                apex = sideMiddle(citySide) + inward(citySide) * depth;
                travel = -sideDirection(citySide);
            }
            const double l1 = length(apex - run.start), l2 = length(run.end - apex);
            constexpr double kTension = 1.25;
            run.curve = {run.start + out0 * (l1 * kTension / 3.0),
                         apex - travel * (l1 * kTension * 0.8 / 3.0),
                         apex,
                         apex + travel * (l2 * kTension * 0.8 / 3.0),
                         run.end + out3 * (l2 * kTension / 3.0),
                         run.end};
        }

        // The region: each wall, then along the covered sides to the next wall.
        ArtPath walls;
        for (qsizetype i = 0; i < runs.size(); ++i) {
            const Run &run = runs[i];
            const Run &next = runs[(i + 1) % runs.size()];
            if (i == 0)
                shape.region.moveTo(run.start);
            shape.region.cubicTo(run.curve[0], run.curve[1], run.curve[2]);
            shape.region.cubicTo(run.curve[3], run.curve[4], run.curve[5]);
            walls.moveTo(run.start);
            walls.cubicTo(run.curve[0], run.curve[1], run.curve[2]);
            walls.cubicTo(run.curve[3], run.curve[4], run.curve[5]);
            const int b = (run.a + run.length) & 3;
            if (run.end != corner(b))
                shape.region.lineTo(corner(b));
            for (int c = b; c != next.a; c = (c + 1) & 3)
                shape.region.lineTo(corner(c + 1));
            if (i + 1 < runs.size() && next.start != corner(next.a))
                shape.region.lineTo(next.start);
        }
        shape.region.close();
        shape.walls = walls;
        shape.wallPoints = walls.flatten(12);
        shapes.append(shape);
    }
    return shapes;
}

} // namespace carcassonne
