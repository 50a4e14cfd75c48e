#include "tilelayoutworker.h"

#include "tiledecorator.h"

#include <bit>

namespace carcassonne::tilelayout {

namespace {

// The sides of a cell a road or river comes in through (its middle port).
QList<int> lineSides(const Cell &c, int feature)
{
    QList<int> sides;
    for (int s = 0; s < 4; ++s) {
        if (c.terrain[std::size_t(geometry::portAt(s, 1))] == feature)
            sides << s;
    }
    return sides;
}

} // namespace

TileLayout TileLayoutWorker::run()
{
    m_out.cells = m_def.cells;
    collectPorts();
    for (int i = 0; i < m_cells.size(); ++i) {
        Cell &c = m_cells[i];
        buildCities(c);
        buildThroughLines(c);
        findDeadEndPorts(c);
        placeBuildings(c, i, false);
        buildDeadEnds(c);
        placeBuildings(c, i, true); // gardens take what room the rest leaves
        findBridges(c);
        buildFog(c, i);
        buildGrid(c);
    }
    TileDecorator(m_def, m_cells, m_out).decorate();

    for (int i = 0; i < m_cells.size(); ++i) {
        Cell &c = m_cells[i];
        for (const CityGeometry::Shape &s : std::as_const(c.cities))
            m_out.cities.append({s.feature, i, s.sides, s.region, s.walls});
        for (const Piece &p : std::as_const(c.rivers))
            m_out.rivers.append({p.feature, i, p.type, p.path, p.points, false, p.overCity, {}});
        for (const Piece &p : std::as_const(c.roads))
            m_out.roads.append(
                    {p.feature, i, p.type, p.path, p.points, p.bridge, p.overCity, p.rails});
        for (const QList<QPointF> &h : std::as_const(c.hedges))
            m_out.hedges.append({i, h});
        m_out.items += c.items;
    }
    return m_out;
}

void TileLayoutWorker::collectPorts()
{
    for (const CellPos &pos : m_def.cells) {
        Cell c;
        c.pos = pos;
        c.terrain.fill(-1);
        c.overlay.fill(-1);
        m_cells.append(c);
    }
    for (int i = 0; i < m_cells.size(); ++i) {
        for (int s = 0; s < 4; ++s)
            m_cells[i].neighbour[std::size_t(s)] =
                    int(m_def.cells.indexOf(geometry::neighbour(m_cells[i].pos, s)));
    }
    for (int f = 0; f < m_def.features.size(); ++f) {
        const FeatureDefinition &fd = m_def.features[f];
        for (const CellPort &cp : fd.ports) {
            const int ci = int(m_def.cells.indexOf(cp.cell));
            if (ci < 0)
                continue;
            auto &slot =
                    featuretype::isOverlay(fd.type) ? m_cells[ci].overlay : m_cells[ci].terrain;
            slot[std::size_t(cp.port)] = f;
        }
    }
}

void TileLayoutWorker::buildCities(Cell &c)
{
    auto sideCities = [&](const Cell &cell) {
        std::array<int, 4> sides{-1, -1, -1, -1};
        for (int s = 0; s < 4; ++s) {
            const int f = cell.terrain[std::size_t(geometry::portAt(s, 1))];
            if (f >= 0 && m_def.features[f].type == FeatureType::City)
                sides[std::size_t(s)] = f;
        }
        return sides;
    };
    CityGeometry::Input in;
    in.sideCity = sideCities(c);
    for (int s = 0; s < 4; ++s) {
        const int f = c.terrain[std::size_t(geometry::portAt(s, 1))];
        in.line[std::size_t(s)] = f >= 0
                && (m_def.features[f].type == FeatureType::Road
                    || m_def.features[f].type == FeatureType::River);
    }
    for (int s = 0; s < 4; ++s) {
        const int n = c.neighbour[std::size_t(s)];
        in.internal[std::size_t(s)] = n >= 0;
        if (n >= 0)
            in.neighbourSideCity[std::size_t(s)] = sideCities(m_cells[n]);
    }
    c.cities = CityGeometry::build(in);
    for (const CityGeometry::Shape &s : std::as_const(c.cities)) {
        const auto polys = s.region.flatten(12);
        c.cityPolygons.append(polys.isEmpty() ? QList<QPointF>{} : polys.front());
    }
}

void TileLayoutWorker::buildThroughLines(Cell &c)
{
    for (int f = 0; f < m_def.features.size(); ++f) {
        const FeatureType type = m_def.features[f].type;
        if (type != FeatureType::Road && type != FeatureType::River)
            continue;
        const QList<int> sides = lineSides(c, f);
        if (sides.size() < 2)
            continue;
        const int first = int(piecesOf(c, type).size());
        const double half =
                (type == FeatureType::Road ? ArtStyle::kRoadWidth : ArtStyle::kRiverWidth) / 2.0;
        QList<Piece> &list = piecesOf(c, type);
        if (sides.size() == 2) {
            Piece p;
            p.feature = f;
            p.type = type;
            p.half = half;
            p.path.moveTo(sideMiddle(sides[0]));
            if ((sides[1] - sides[0]) == 2)
                p.path.lineTo(sideMiddle(sides[1]));
            else // a curve a little tighter than a circle's quarter, as on the printed tiles
                p.path.cubicTo(sideMiddle(sides[0]) + inward(sides[0]) * 0.27,
                               sideMiddle(sides[1]) + inward(sides[1]) * 0.27,
                               sideMiddle(sides[1]));
            p.points = centreLine(p.path);
            list.append(p);
            markOverCity(c, list, first);
            continue;
        }
        // A junction: every leg runs a little past the centre so the legs join without a notch.
        for (const int s : std::as_const(sides)) {
            Piece p;
            p.feature = f;
            p.type = type;
            p.half = half;
            p.path.moveTo(sideMiddle(s));
            p.path.lineTo(kCentre + inward(s) * half);
            p.points = centreLine(p.path);
            list.append(p);
        }
        markOverCity(c, list, first);
    }
}

void TileLayoutWorker::markOverCity(const Cell &c, QList<Piece> &list, int first)
{
    // A road or river that a definition runs straight through a city is a street or a canal:
    // drawn over the city rather than lost under it.
    for (qsizetype i = first; i < list.size(); ++i) {
        for (const QPointF &p : std::as_const(list[i].points)) {
            if (std::min({p.x(), 1.0 - p.x(), p.y(), 1.0 - p.y()}) < 0.1)
                continue;
            for (const QList<QPointF> &poly : c.cityPolygons) {
                if (signedDistanceToPolygon(p, poly) < -list[i].half)
                    list[i].overCity = true;
            }
        }
    }
}

double TileLayoutWorker::room(const Cell &c, QPointF p) const
{
    double r = std::min({p.x(), 1.0 - p.x(), p.y(), 1.0 - p.y()});
    for (const QList<QPointF> &poly : c.cityPolygons)
        r = std::min(r, signedDistanceToPolygon(p, poly));
    for (const QList<Piece> *list : {&c.rivers, &c.roads}) {
        for (const Piece &piece : *list) {
            r = std::min(r, distanceToPolyline(p, piece.points) - piece.half - 0.015);
        }
    }
    for (const Building &b : c.buildings)
        r = std::min(r, length(p - b.position) - b.radius - 0.02);
    for (const LabelGrid::Disc &d : c.blocked)
        r = std::min(r, length(p - d.centre) - d.radius - 0.02);
    return r;
}

QPointF TileLayoutWorker::place(const Cell &c, double radius, QPointF preferred, double weight,
                                bool preferredFirst, const QList<QPointF> &keepFrom) const
{
    // Roads coming in need some length before they reach what they lead to.
    const double keep = radius + 0.16;
    auto crowding = [&](QPointF p) {
        double penalty = 0;
        for (const QPointF &port : keepFrom)
            penalty += 0.3 * std::max(0.0, keep - length(p - port));
        return penalty;
    };
    if (preferredFirst && room(c, preferred) >= radius + 0.03 && crowding(preferred) == 0)
        return preferred;
    QPointF best = preferred;
    double bestScore = -1e9;
    constexpr int kSteps = 17;
    for (int y = 0; y < kSteps; ++y) {
        for (int x = 0; x < kSteps; ++x) {
            const QPointF p(0.08 + 0.84 * x / (kSteps - 1), 0.08 + 0.84 * y / (kSteps - 1));
            const double r = room(c, p);
            const double score = (r >= radius ? 1.0 + std::min(r - radius, 0.06) : r - radius)
                    - weight * length(p - preferred) - crowding(p)
                    - 1e-4 * p.y(); // ties: the northern
            if (score > bestScore) {
                bestScore = score;
                best = p;
            }
        }
    }
    return best;
}

void TileLayoutWorker::findDeadEndPorts(Cell &c) const
{
    for (int f = 0; f < m_def.features.size(); ++f) {
        const FeatureType type = m_def.features[f].type;
        if (type != FeatureType::Road && type != FeatureType::River)
            continue;
        const QList<int> sides = lineSides(c, f);
        if (sides.size() == 1)
            c.deadEndPorts << sideMiddle(sides.front());
    }
}

void TileLayoutWorker::placeBuildings(Cell &c, int cellIndex, bool gardens)
{
    for (int f = 0; f < m_def.features.size(); ++f) {
        const FeatureDefinition &fd = m_def.features[f];
        if (!featuretype::isSurrounded(fd.type) || !(fd.cell == c.pos)
            || (fd.type == FeatureType::Garden) != gardens)
            continue;
        const double r = buildingStyle(fd.type).radius;
        // A garden sits wherever the field is widest; the others prefer the middle of the cell.
        const bool garden = fd.type == FeatureType::Garden;
        const QPointF at = place(c, r, kCentre, garden ? 0.05 : 0.3, !garden,
                                 isRoadTarget(fd.type) ? c.deadEndPorts : QList<QPointF>{});
        // Where the cell is crowded (a river through a cloister's cell) the building shrinks.
        const double fitted = std::clamp(room(c, at) - 0.01, r * 0.5, r);
        c.buildings.append({f, fd.type, at, fitted});
        addItem(buildingStyle(fd.type).mark, f, cellIndex, at, fitted);
    }
}

void TileLayoutWorker::buildDeadEnds(Cell &c)
{
    struct End
    {
        int feature;
        FeatureType type;
        int side;
    };
    QList<End> roads, rivers;
    for (int f = 0; f < m_def.features.size(); ++f) {
        const FeatureType type = m_def.features[f].type;
        if (type != FeatureType::Road && type != FeatureType::River)
            continue;
        int count = 0, side = -1;
        for (int s = 0; s < 4; ++s) {
            if (c.terrain[std::size_t(geometry::portAt(s, 1))] == f) {
                ++count;
                side = s;
            }
        }
        if (count == 1)
            (type == FeatureType::Road ? roads : rivers).append({f, type, side});
    }
    const int ci = int(&c - m_cells.data());

    auto pathTo = [](int side, QPointF target) {
        ArtPath path;
        const QPointF from = sideMiddle(side);
        const QPointF n = inward(side);
        const QPointF d = target - from;
        const double along = QPointF::dotProduct(d, n);
        const double across = std::abs(QPointF::dotProduct(d, perpendicular(n)));
        path.moveTo(from);
        if (across < 0.02)
            path.lineTo(target);
        else
            path.quadTo(from + n * std::max(0.12, along * 0.6), target);
        return path;
    };
    auto addPiece = [&](const End &e, QPointF target, double targetRadius) {
        Piece p;
        p.feature = e.feature;
        p.type = e.type;
        p.half = (e.type == FeatureType::Road ? ArtStyle::kRoadWidth : ArtStyle::kRiverWidth) / 2.0;
        p.path = pathTo(e.side, target);
        p.points = centreLine(p.path);
        p.target = target;
        p.targetRadius = targetRadius;
        (e.type == FeatureType::Road ? c.roads : c.rivers).append(p);
    };

    // Rivers rise at a spring or end in a lake, in one pond where all of them meet.
    if (!rivers.isEmpty()) {
        const bool lake =
                m_def.tags.value(QStringLiteral("riverEnd")).toString() == QStringLiteral("lake");
        const double r = lake ? ArtStyle::kLakeRadius : ArtStyle::kSpringRadius;
        // In the middle if there is room, else near where the river comes in.
        QPointF near;
        for (const End &e : std::as_const(rivers))
            near += sideMiddle(e.side) + inward(e.side) * 0.3;
        near /= double(rivers.size());
        const bool middle = room(c, kCentre) >= r + 0.03;
        // Away from where the rivers come in, so they have some length; in a crowded cell (a
        // cloister by the lake) the pond shrinks, like a building does.
        QList<QPointF> ports;
        for (const End &e : std::as_const(rivers))
            ports << sideMiddle(e.side);
        const QPointF at = place(c, r, middle ? kCentre : near, middle ? 0.3 : 0.6, true, ports);
        const double fitted = std::clamp(room(c, at) - 0.01, r * 0.6, r);
        for (const End &e : std::as_const(rivers))
            addPiece(e, at, fitted);
        c.items.append(
                {lake ? Mark::Lake : Mark::Spring, rivers.front().feature, ci, at, fitted, 0});
    }
    if (roads.isEmpty())
        return;

    // 1. A building in the cell: every road leads to its door.
    QList<const Building *> targets;
    for (const Building &b : std::as_const(c.buildings)) {
        if (isRoadTarget(b.type))
            targets.append(&b);
    }
    if (!targets.isEmpty()) {
        for (const End &e : std::as_const(roads)) {
            const Building *best = targets.front();
            for (const Building *b : std::as_const(targets)) {
                if (length(b->position - sideMiddle(e.side))
                    < length(best->position - sideMiddle(e.side)))
                    best = b;
            }
            addPiece(e, best->position, best->radius);
        }
        return;
    }
    bool bigCity = false;
    for (const CityGeometry::Shape &s : std::as_const(c.cities))
        bigCity = bigCity || std::popcount(unsigned(s.sides)) >= 2;

    // 2. Several roads and no large city: they meet at a village.
    if (roads.size() >= 2 && !bigCity) {
        const double r = ArtStyle::kVillageRadius;
        const QPointF at = place(c, r, kCentre, 0.3, true);
        for (const End &e : std::as_const(roads))
            addPiece(e, at, r + 0.02);
        c.items.append({Mark::Village, -1, ci, at, r, 0});
        c.blocked.append({at, r});
        return;
    }

    // 3. A city in the cell: each road ends at a gate in its wall, gates spread apart.
    if (!c.cities.isEmpty()) {
        QList<QPointF> gates;
        for (const End &e : std::as_const(roads)) {
            const QPointF from = sideMiddle(e.side);
            QPointF best = kCentre;
            double bestScore = 1e9;
            for (const CityGeometry::Shape &s : std::as_const(c.cities)) {
                for (const QList<QPointF> &wall : s.wallPoints) {
                    for (const QPointF &g : wall) {
                        double score = length(g - from) + 0.7 * length(g - kCentre);
                        // A gate not on the cell border, and apart from the other gates.
                        const double border = std::min({g.x(), 1.0 - g.x(), g.y(), 1.0 - g.y()});
                        if (border < 0.08)
                            score += 1.0;
                        for (const QPointF &other : std::as_const(gates)) {
                            if (length(g - other) < 0.25)
                                score += 1.0;
                        }
                        if (score < bestScore) {
                            bestScore = score;
                            best = g;
                        }
                    }
                }
            }
            gates.append(best);
            addPiece(e, best, 0.03);
            const QList<QPointF> &pts = c.roads.back().points;
            const QPointF dir =
                    pts.size() >= 2 ? normalized(pts.back() - pts[pts.size() - 2]) : inward(e.side);
            const double angle = std::atan2(dir.x(), -dir.y()) * 180.0 / 3.14159265358979323846;
            c.items.append({Mark::Gate, e.feature, ci, best, ArtStyle::kRoadWidth, angle});
        }
        return;
    }

    // 4. A lone road ends at a house.
    for (const End &e : std::as_const(roads)) {
        const double r = ArtStyle::kHouseRadius;
        const QPointF preferred =
                room(c, kCentre) >= r + 0.03 ? kCentre : sideMiddle(e.side) + inward(e.side) * 0.3;
        const QPointF at = place(c, r, preferred, 0.6, true);
        addPiece(e, at, r + 0.02);
        c.items.append({Mark::House, -1, ci, at, r, 0});
        c.blocked.append({at, r});
    }
}

void TileLayoutWorker::findBridges(Cell &c)
{
    // A road crossing a river, or another road it does not join, goes over it on a bridge.
    for (qsizetype i = 0; i < c.roads.size(); ++i) {
        Piece &road = c.roads[i];
        QList<const Piece *> under;
        for (const Piece &river : std::as_const(c.rivers))
            under.append(&river);
        for (qsizetype j = 0; j < i; ++j) {
            if (c.roads[j].feature != road.feature && !c.roads[j].bridge)
                under.append(&c.roads[j]);
        }
        QList<bool> over(road.points.size(), false);
        bool any = false;
        for (qsizetype k = 0; k < road.points.size(); ++k) {
            const QPointF p = road.points[k];
            if (road.inTarget(p))
                continue;
            for (const Piece *other : std::as_const(under)) {
                double d = 1e9;
                for (const QPointF &q : other->points) {
                    if (!other->inTarget(q))
                        d = std::min(d, length(p - q));
                }
                if (d < other->half + road.half * 0.3) {
                    over[k] = true;
                    any = true;
                    break;
                }
            }
        }
        if (!any)
            continue;
        road.bridge = true;
        const double offset = road.half + 0.022;
        for (qsizetype k = 0; k < road.points.size(); ++k) {
            if (!over[k] || (k > 0 && over[k - 1]))
                continue;
            qsizetype end = k;
            while (end + 1 < road.points.size() && over[end + 1])
                ++end;
            const qsizetype from = std::max<qsizetype>(0, k - 2);
            const qsizetype to = std::min<qsizetype>(road.points.size() - 1, end + 2);
            QList<QPointF> left, right;
            for (qsizetype m = from; m <= to; ++m) {
                const QPointF a = road.points[std::max<qsizetype>(0, m - 1)];
                const QPointF b = road.points[std::min<qsizetype>(road.points.size() - 1, m + 1)];
                const QPointF n = perpendicular(normalized(b - a));
                left.append(road.points[m] + n * offset);
                right.append(road.points[m] - n * offset);
            }
            road.rails.append(left);
            road.rails.append(right);
            k = end;
        }
    }
}

void TileLayoutWorker::buildFog(Cell &c, int cellIndex)
{
    QList<int> features;
    for (const int f : c.overlay) {
        if (f >= 0 && !features.contains(f))
            features.append(f);
    }
    auto perimeter = [](double s) {
        s = std::fmod(s + 8.0, 4.0);
        const int side = std::min(3, int(s));
        return corner(side) + sideDirection(side) * (s - side);
    };
    for (const int f : std::as_const(features)) {
        TileLayout::Fog fog;
        fog.feature = f;
        fog.cell = cellIndex;
        int count = 0;
        for (const int o : c.overlay)
            count += o == f ? 1 : 0;
        QList<QPointF> polygon;
        if (count == kPortCount) {
            fog.shape.moveTo(corner(0));
            for (int k = 1; k < 4; ++k)
                fog.shape.lineTo(corner(k));
            fog.shape.close();
            polygon = {corner(0), corner(1), corner(2), corner(3)};
            c.fogPolygons.append(polygon);
            c.fogFeatures.append(f);
        } else {
            for (int start = 0; start < kPortCount; ++start) {
                const bool here = c.overlay[std::size_t(start)] == f;
                const bool before =
                        c.overlay[std::size_t((start + kPortCount - 1) % kPortCount)] == f;
                if (!here || before)
                    continue;
                int n = 0;
                while (n < kPortCount && c.overlay[std::size_t((start + n) % kPortCount)] == f)
                    ++n;
                const double s0 = start / 3.0, s1 = s0 + n / 3.0;
                const double depth = std::min(0.5, 0.22 + 0.035 * n);
                polygon.clear();
                fog.shape.moveTo(perimeter(s0));
                fog.edge.moveTo(perimeter(s1));
                polygon.append(perimeter(s0));
                for (int k = int(std::floor(s0)) + 1; k < s1; ++k) {
                    fog.shape.lineTo(corner(k));
                    polygon.append(corner(k));
                }
                fog.shape.lineTo(perimeter(s1));
                polygon.append(perimeter(s1));
                // The inner border: a shrunken copy of the covered border, tapering to the
                // ends, drawn as a row of cloud bumps.
                const int steps = std::max(3, n * 2);
                QPointF previous = perimeter(s1);
                for (int k = 1; k <= steps; ++k) {
                    const double s = s1 - (s1 - s0) * k / steps;
                    const double ramp = std::min({1.0, (s - s0) / 0.3, (s1 - s) / 0.3});
                    const QPointF q =
                            kCentre + (perimeter(s) - kCentre) * (1.0 - 2.0 * depth * ramp);
                    const QPointF mid = (previous + q) / 2.0;
                    // Bumps bulge out of the fog: to the left of the way the border runs.
                    const QPointF run = q - previous;
                    const QPointF bump = mid
                            + normalized(QPointF(run.y(), -run.x()))
                                    * std::min(0.05, 0.3 * length(run));
                    fog.shape.quadTo(bump, q);
                    fog.edge.quadTo(bump, q);
                    polygon.append(bump);
                    polygon.append(q);
                    previous = q;
                }
                fog.shape.close();
                c.fogPolygons.append(polygon);
                c.fogFeatures.append(f);
            }
        }
        for (const QList<QPointF> &edge : fog.edge.flatten(6))
            c.fogEdges.append(edge);
        m_out.fogs.append(fog);
    }
}

void TileLayoutWorker::buildGrid(Cell &c)
{
    LabelGrid &g = c.grid;
    for (const Piece &p : std::as_const(c.rivers))
        g.fillStroke(p.points, p.half, labelOf(p.feature));
    for (const TileLayout::Item &item : std::as_const(c.items)) {
        if (item.kind == Mark::Spring || item.kind == Mark::Lake)
            g.fillDisc(item.position, item.radius * 0.8, labelOf(item.feature));
    }
    for (const Piece &p : std::as_const(c.roads))
        g.fillStroke(p.points, p.half, labelOf(p.feature));
    for (const LabelGrid::Disc &d : std::as_const(c.blocked))
        g.fillDisc(d.centre, d.radius * 1.1, LabelGrid::kBlocked);
    for (qsizetype i = 0; i < c.cities.size(); ++i)
        g.fillPolygon(c.cityPolygons[i], labelOf(c.cities[i].feature));
    for (const QList<Piece> *list : {&c.rivers, &c.roads}) {
        for (const Piece &p : *list) {
            if (p.overCity)
                g.fillStroke(p.points, p.half, labelOf(p.feature));
        }
    }
    for (const TileLayout::Item &item : std::as_const(c.items)) {
        if (item.kind == Mark::Gate)
            g.fillDisc(item.position, 0.035, LabelGrid::kBlocked);
    }
    // Icons are not round: keep figures off their corners.
    for (const Building &b : std::as_const(c.buildings)) {
        g.fillDisc(b.position, b.radius * 1.35, LabelGrid::kBlocked);
        g.fillDisc(b.position, b.radius * 0.8, labelOf(b.feature));
    }

    // Two fields that meet on the edge with nothing between them (Traders & Builders' TB07)
    // are kept apart by a hedge, from the point where they meet inward to whatever it reaches.
    for (int port = 0; port < kPortCount; ++port) {
        const int next = (port + 1) % kPortCount;
        const int a = c.terrain[std::size_t(port)];
        const int b = c.terrain[std::size_t(next)];
        if (a < 0 || b < 0 || a == b || m_def.features[a].type != FeatureType::Field
            || m_def.features[b].type != FeatureType::Field)
            continue;
        const int side = geometry::sideOf(Port(port));
        const QPointF start =
                corner(side) + sideDirection(side) * ((geometry::thirdOf(Port(port)) + 1) / 3.0);
        const QPointF step = normalized(kCentre - start) / LabelGrid::kSize * 0.5;
        QList<QPointF> hedge{start};
        QPointF p = start + step;
        for (int i = 0; i < 2 * LabelGrid::kSize && g.labelAt(p) == LabelGrid::kEmpty; ++i)
            p += step;
        hedge << p;
        g.fillStroke(hedge, ArtStyle::kHedgeWidth / 2 + 0.01, LabelGrid::kBlocked);
        c.hedges.append(hedge);
    }

    // Fields: whatever is left, flooded from the ports each field touches.
    QList<QPair<QPointF, std::uint8_t>> seeds;
    for (int port = 0; port < kPortCount; ++port) {
        const int f = c.terrain[std::size_t(port)];
        if (f < 0 || m_def.features[f].type != FeatureType::Field)
            continue;
        const Port p = Port(port);
        seeds.append({portPoint(p) + inward(geometry::sideOf(p)) * 0.02, labelOf(f)});
    }
    g.flood(seeds);
    for (int f = 0; f < m_def.features.size(); ++f) {
        const FeatureDefinition &fd = m_def.features[f];
        if (fd.type == FeatureType::Field && fd.ports.isEmpty() && fd.cell == c.pos) {
            g.fillEmpty(labelOf(f)); // the field enclosed between cities
            break;
        }
    }
    // Outlines drawn over features: a figure should not stand on a line.
    for (const TileLayout::Item &item : std::as_const(c.items)) {
        if (item.kind == Mark::Spring || item.kind == Mark::Lake) {
            QList<QPointF> ring;
            for (int k = 0; k <= 24; ++k) {
                const double a = k * 2 * 3.14159265358979323846 / 24;
                ring << item.position + QPointF(std::cos(a), std::sin(a)) * item.radius;
            }
            g.fillStroke(ring, 0.03, LabelGrid::kBlocked);
            if (item.kind == Mark::Spring) { // and its ripple
                for (QPointF &p : ring)
                    p = item.position + (p - item.position) * 0.64;
                g.fillStroke(ring, 0.02, LabelGrid::kBlocked);
            }
        }
    }
    for (const QList<QPointF> &edge : std::as_const(c.fogEdges))
        g.fillStroke(edge, 0.025, LabelGrid::kBlocked);
    for (const QList<QPointF> &polygon : std::as_const(c.fogPolygons)) {
        QList<QPointF> closed = polygon;
        closed.append(polygon.front());
        g.fillStroke(closed, 0.02, LabelGrid::kBlocked);
    }
    for (const CityGeometry::Shape &s : std::as_const(c.cities)) {
        for (const QList<QPointF> &wall : s.wallPoints)
            g.fillStroke(wall, ArtStyle::kWallWidth / 2 + 0.012, LabelGrid::kBlocked);
    }
    g.computeClearance();

    if (!c.fogPolygons.isEmpty()) {
        c.fogGrid.fillDisc({0.5, 0.5}, 2.0, LabelGrid::kBlocked);
        for (qsizetype i = 0; i < c.fogPolygons.size(); ++i)
            c.fogGrid.fillPolygon(c.fogPolygons[i], labelOf(c.fogFeatures[i]));
        // Ghosts and figures in the fog stand on fogged field, clear of what is drawn on top.
        for (const QList<Piece> *list : {&c.rivers, &c.roads}) {
            for (const Piece &p : *list)
                c.fogGrid.fillStroke(p.points, p.half + 0.03, LabelGrid::kBlocked);
        }
        for (const QList<QPointF> &poly : std::as_const(c.cityPolygons))
            c.fogGrid.fillPolygon(poly, LabelGrid::kBlocked);
        for (const CityGeometry::Shape &s : std::as_const(c.cities)) {
            for (const QList<QPointF> &wall : s.wallPoints)
                c.fogGrid.fillStroke(wall, ArtStyle::kWallWidth / 2 + 0.012, LabelGrid::kBlocked);
        }
        for (const QList<QPointF> &edge : std::as_const(c.fogEdges))
            c.fogGrid.fillStroke(edge, 0.03, LabelGrid::kBlocked);
        for (const Building &b : std::as_const(c.buildings))
            c.fogGrid.fillDisc(b.position, b.radius * 1.35, LabelGrid::kBlocked);
        for (const TileLayout::Item &item : std::as_const(c.items))
            c.fogGrid.fillDisc(item.position, item.radius * 1.1, LabelGrid::kBlocked);
        c.fogGrid.computeClearance();
    }
}

void TileLayoutWorker::addItem(Mark kind, int feature, int cell, QPointF position, double radius,
                               double angle)
{
    m_out.items.append({kind, feature, cell, position, radius, angle});
}

} // namespace carcassonne::tilelayout
