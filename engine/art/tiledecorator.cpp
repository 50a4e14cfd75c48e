#include "tiledecorator.h"

#include <algorithm>
#include <bit>

namespace carcassonne::tilelayout {

namespace {
// How each feature attribute (content/featureattributes.h) is drawn, by FeatureAttribute: one
// mark per unit, in its feature near the anchor, or in the field beside its road.
struct AttributeArt
{
    Mark mark;
    double radius;
    double weight; // pull towards the feature's anchor
    bool besideRoad;
};
constexpr std::array<AttributeArt, kFeatureAttributeCount> kAttributeArt{{
        {Mark::Pennant, ArtStyle::kEmblemRadius, 0.3, false},
        {Mark::Wine, ArtStyle::kEmblemRadius, 0.3, false},
        {Mark::Grain, ArtStyle::kEmblemRadius, 0.3, false},
        {Mark::Cloth, ArtStyle::kEmblemRadius, 0.3, false},
        {Mark::TradingPost, ArtStyle::kSmallIconRadius, 0.2, true},
        {Mark::Animal, ArtStyle::kEmblemRadius, 0.15, false},
        {Mark::Ghost, ArtStyle::kSmallIconRadius, 0.2, false},
}};
} // namespace

void TileDecorator::decorate()
{
    placeAnchors();
    placeSymbols();
    for (int i = 0; i < m_cells.size(); ++i)
        placeTextures(m_cells[i], i);
}

int TileDecorator::mainCell(int feature) const
{
    const FeatureDefinition &fd = m_def.features[feature];
    if (!featuretype::hasPorts(fd.type))
        return std::max(0, int(m_def.cells.indexOf(fd.cell)));
    int best = 0, bestCount = -1;
    for (int i = 0; i < m_cells.size(); ++i) {
        const LabelGrid &g = fd.type == FeatureType::Fog ? m_cells[i].fogGrid : m_cells[i].grid;
        const int n = g.count(labelOf(feature));
        if (n > bestCount) {
            best = i;
            bestCount = n;
        }
    }
    return best;
}

void TileDecorator::placeAnchors()
{
    for (int f = 0; f < m_def.features.size(); ++f) {
        const FeatureDefinition &fd = m_def.features[f];
        FeatureAnchor anchor;
        anchor.feature = f;
        const int ci = mainCell(f);
        Cell &c = m_cells[ci];
        anchor.cell = c.pos;
        anchor.point = kCentre;
        bool found = false;
        for (const Building &b : std::as_const(c.buildings)) {
            if (b.feature == f) {
                anchor.point = b.position;
                found = true;
            }
        }
        if (!found) {
            const LabelGrid &g = fd.type == FeatureType::Fog ? c.fogGrid : c.grid;
            const std::uint8_t label = labelOf(f);
            const QPointF preferred = g.centroid(label).value_or(kCentre);
            // On a road or river a figure stands on the middle line (clear of the edges and
            // the river's waves), or in the middle of a pond.
            std::optional<QPointF> onLine;
            if (fd.type == FeatureType::Road || fd.type == FeatureType::River) {
                QList<QPointF> line;
                for (const Piece &piece : piecesOf(c, fd.type)) {
                    if (piece.feature == f)
                        line += piece.points;
                }
                QList<LabelGrid::Disc> ponds;
                for (const TileLayout::Item &item : std::as_const(c.items)) {
                    if (item.feature == f && (item.kind == Mark::Spring || item.kind == Mark::Lake))
                        ponds.append({item.position, item.radius * 0.45});
                }
                onLine = g.bestPointWhere(
                        [&](std::uint8_t l, QPointF p) {
                            if (l != label)
                                return false;
                            for (const LabelGrid::Disc &d : std::as_const(ponds)) {
                                if (length(p - d.centre) < d.radius)
                                    return true;
                            }
                            return !line.isEmpty() && distanceToPolyline(p, line) < 0.02;
                        },
                        preferred, 0.3, 0, {});
            }
            if (onLine)
                anchor.point = *onLine;
            else if (const auto p = g.bestPoint(label, preferred, 0.3, 0, {}))
                anchor.point = *p;
            else if (const qsizetype k = c.fogFeatures.indexOf(f); k >= 0)
                anchor.point = c.fogPolygons[k].value(c.fogPolygons[k].size() / 2, kCentre);
            else // nothing of it shows: just inside where it touches the border
                for (const CellPort &cp : fd.ports) {
                    if (cp.cell == c.pos) {
                        anchor.point =
                                portPoint(cp.port) + inward(geometry::sideOf(cp.port)) * 0.06;
                        break;
                    }
                }
        }
        c.avoid.append({anchor.point, ArtStyle::kAnchorClearance});
        m_out.anchors.append(anchor);
    }
}

void TileDecorator::addItem(Mark kind, int feature, int cell, QPointF position, double radius,
                            double angle)
{
    m_out.items.append({kind, feature, cell, position, radius, angle});
}

bool TileDecorator::placeIn(int cellIndex, std::uint8_t label, Mark kind, int feature,
                            double radius, QPointF preferred, double weight, bool fog, double angle)
{
    Cell &c = m_cells[cellIndex];
    const LabelGrid &g = fog ? c.fogGrid : c.grid;
    const auto p = g.bestPoint(label, preferred, weight, radius * 1.1, c.avoid);
    if (!p)
        return false;
    addItem(kind, feature, cellIndex, *p, radius, angle);
    c.avoid.append({*p, radius});
    return true;
}

void TileDecorator::placeSymbols()
{
    for (int f = 0; f < m_def.features.size(); ++f) {
        const FeatureDefinition &fd = m_def.features[f];
        const int ci = int(m_def.cells.indexOf(m_out.anchors[f].cell));
        const QPointF anchor = m_out.anchors[f].point;
        const std::uint8_t label = labelOf(f);
        const bool fog = fd.type == FeatureType::Fog;

        for (const FeatureAttributeRow &row : featureattributes::all()) {
            const AttributeArt &art = kAttributeArt[std::size_t(row.attribute)];
            if (art.besideRoad)
                continue;
            for (int i = 0; i < fd.attribute(row.attribute); ++i)
                placeIn(ci, label, art.mark, f, art.radius, anchor, art.weight, fog);
        }

        // Marks in the field beside a road (trading posts, a road's own attributes), after the
        // marks inside features.
        auto besideRoad = [&](Mark mark, double r, int count, double weight) {
            Cell &c = m_cells[ci];
            QList<QPointF> line;
            for (const Piece &p : std::as_const(c.roads)) {
                if (p.feature == f)
                    line += p.points;
            }
            const double near = ArtStyle::kRoadWidth / 2 + r * 1.2;
            auto beside = [&](std::uint8_t l, QPointF p) {
                if (l == LabelGrid::kBlocked
                    || (l != LabelGrid::kEmpty && l < m_def.features.size()
                        && m_def.features[l].type != FeatureType::Field))
                    return false;
                const double d = line.isEmpty() ? 0.0 : distanceToPolyline(p, line);
                return d >= near && d <= near + 0.06;
            };
            for (int i = 0; i < count; ++i) {
                const auto p = c.grid.bestPointWhere(beside, anchor, weight, r, c.avoid);
                if (p) {
                    addItem(mark, f, ci, *p, r);
                    c.avoid.append({*p, r});
                }
            }
        };
        for (const FeatureAttributeRow &row : featureattributes::all()) {
            const AttributeArt &art = kAttributeArt[std::size_t(row.attribute)];
            if (art.besideRoad && fd.attribute(row.attribute) > 0)
                besideRoad(art.mark, art.radius, fd.attribute(row.attribute), art.weight);
        }
        // A package's own attributes, by the marks its rules give them (TileArt).
        static_assert(int(Mark::OwnFlower) - int(Mark::OwnDot) == 7, "AuthoredAttribute::marks()");
        for (int a = 0; a < kMaxAuthoredAttributes; ++a) {
            const int count = fd.authored(a);
            if (count == 0)
                continue;
            const int pick = a < m_def.authoredMarks.size() ? m_def.authoredMarks[a] : 0;
            const bool ownArt = !m_def.authoredMarkArt.value(a).isEmpty();
            const Mark mark =
                    ownArt ? Mark::OwnArt : Mark(int(Mark::OwnDot) + std::clamp(pick, 0, 7));
            const qsizetype itemsBefore = m_out.items.size();
            // Buildings as large as the tile's own (a cathedral is a city's centrepiece),
            // the plain shapes as large as a pennant.
            const double r = mark == Mark::OwnTower ? ArtStyle::kOwnTowerRadius
                    : mark == Mark::OwnInn || mark == Mark::OwnWell || mark == Mark::OwnArt
                    ? ArtStyle::kOwnBuildingRadius
                    : ArtStyle::kEmblemRadius;
            if (fd.type == FeatureType::Road)
                besideRoad(mark, r, count, 0.2);
            else
                for (int i = 0; i < count; ++i)
                    placeIn(ci, label, mark, f, r, anchor, 0.25, fog);
            if (ownArt) {
                m_out.markArt = m_def.authoredMarkArt;
                for (qsizetype i = itemsBefore; i < m_out.items.size(); ++i)
                    m_out.items[i].art = a;
            }
        }

        // The arrow symbol sits in its feature as near as it can to the side it points at.
        if (fd.symbol != SymbolKind::None) {
            const int side = fd.symbolSide & 3;
            const Mark kind = fd.symbol == SymbolKind::Reinforce ? Mark::ArrowReinforce
                    : fd.symbol == SymbolKind::Anywhere          ? Mark::ArrowAnywhere
                                                                 : Mark::ArrowExtraTurn;
            const QPointF towards = sideMiddle(side) + inward(side) * 0.12;
            const double r = ArtStyle::kArrowBadgeRadius;
            Cell &c = m_cells[ci];
            const LabelGrid &g = fog ? c.fogGrid : c.grid;
            auto fits = [&](QPointF p) {
                if (g.clearanceAt(p) < r * 0.8)
                    return false;
                for (const LabelGrid::Disc &d : std::as_const(c.avoid)) {
                    if (length(p - d.centre) < d.radius + r * 0.7)
                        return false;
                }
                return true;
            };
            auto at = g.bestPoint(label, towards, 1.0, r * 1.1, c.avoid);
            // A thin feature (a road) cannot hold the badge: it goes beside it, near the side.
            if (!at || !fits(*at))
                at = g.bestPointWhere(
                        [](std::uint8_t l, QPointF) { return l != LabelGrid::kBlocked; }, towards,
                        1.0, r * 1.1, c.avoid, true);
            addItem(kind, f, ci, at.value_or(towards), r, side * 90.0);
            c.avoid.append({at.value_or(towards), r});
        }
    }
}

void TileDecorator::placeTextures(Cell &c, int cellIndex)
{
    auto clearOfSymbols = [&](QPointF p, double margin) {
        for (const LabelGrid::Disc &d : std::as_const(c.avoid)) {
            if (length(p - d.centre) < d.radius * 0.7 + margin)
                return false;
        }
        return true;
    };
    // Grass tufts: a jittered grid over the bare field.
    constexpr int kTufts = 6;
    for (int y = 0; y < kTufts; ++y) {
        for (int x = 0; x < kTufts; ++x) {
            const QPointF p((x + 0.5 + 0.6 * jitter(x, y, cellIndex * 2 + 1)) / kTufts,
                            (y + 0.5 + 0.6 * jitter(y, x, cellIndex * 2 + 7)) / kTufts);
            const std::uint8_t l = c.grid.labelAt(p);
            const bool field = l == LabelGrid::kEmpty
                    || (l < m_def.features.size() && m_def.features[l].type == FeatureType::Field);
            if (field && c.grid.clearanceAt(p) >= 0.035 && clearOfSymbols(p, 0.04))
                addItem(Mark::Tuft, -1, cellIndex, p, 0.03);
        }
    }
    // Wisps: curls of mist, so fog differs from bare ground by more than its paleness.
    if (!c.fogFeatures.isEmpty()) {
        constexpr int kWisps = 4;
        for (int y = 0; y < kWisps; ++y) {
            for (int x = 0; x < kWisps; ++x) {
                const QPointF p((x + 0.5 + 0.5 * jitter(x, y, cellIndex * 3 + 5)) / kWisps,
                                (y + 0.5 + 0.5 * jitter(y, x, cellIndex * 3 + 9)) / kWisps);
                const std::uint8_t l = c.fogGrid.labelAt(p);
                if (l != LabelGrid::kBlocked && l != LabelGrid::kEmpty
                    && c.fogGrid.clearanceAt(p) >= 0.07 && clearOfSymbols(p, 0.07))
                    addItem(Mark::Wisp, l, cellIndex, p, 0.06);
            }
        }
    }
    // Roofs: the town inside each city.
    constexpr int kRoofs = 6;
    for (const CityGeometry::Shape &s : std::as_const(c.cities)) {
        for (int y = 0; y < kRoofs; ++y) {
            for (int x = 0; x < kRoofs; ++x) {
                const QPointF p((x + 0.5 + 0.5 * jitter(x, y, cellIndex * 5 + 3)) / kRoofs,
                                (y + 0.5 + 0.5 * jitter(y, x, cellIndex * 5 + 11)) / kRoofs);
                if (c.grid.labelAt(p) == labelOf(s.feature) && c.grid.clearanceAt(p) >= 0.06
                    && clearOfSymbols(p, 0.05))
                    addItem(Mark::Roof, s.feature, cellIndex, p, 0.04,
                            20.0 * jitter(x + 3, y, cellIndex));
            }
        }
    }
}

} // namespace carcassonne::tilelayout
