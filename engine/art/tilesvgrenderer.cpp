#include "tilesvgrenderer.h"

#include "artgeometry.h"
#include "artstyle.h"
#include "markart.h"
#include "tilelayouter.h"

#include <cmath>

namespace carcassonne {

using namespace artgeometry;

namespace {

using Mark = TileLayout::Mark;
constexpr double kU = ArtStyle::kUnitsPerCell;

void number(QByteArray &out, double v)
{
    ArtPath::writeNumber(out, v);
}

QPointF cellOffset(const TileLayout &layout, int cell)
{
    const CellPos c = layout.cells.value(cell);
    return QPointF(c.x, c.y);
}

void point(QByteArray &out, QPointF p)
{
    number(out, p.x() * kU);
    out += ' ';
    number(out, p.y() * kU);
}

void strokeAttributes(QByteArray &out, const char *colour, double width, const char *cap = "butt")
{
    out += " fill=\"none\" stroke=\"";
    out += colour;
    out += "\" stroke-width=\"";
    number(out, width * kU);
    out += "\" stroke-linecap=\"";
    out += cap;
    out += "\" stroke-linejoin=\"round\"";
}

void polyline(QByteArray &out, const QList<QPointF> &points, QPointF offset)
{
    for (qsizetype i = 0; i < points.size(); ++i) {
        out += i == 0 ? 'M' : 'L';
        point(out, points[i] + offset);
    }
}

void featureAttribute(QByteArray &out, int feature)
{
    out += " data-feature=\"";
    out += QByteArray::number(feature);
    out += '"';
}

void use(QByteArray &out, const TileLayout &layout, const TileLayout::Item &item, QPointF offset,
         IconArt::Set *used)
{
    out += "<use xlink:href=\"#";
    out += item.kind == Mark::OwnArt ? MarkArt::id(layout.markArt.value(item.art))
                                     : IconArt::id(item.kind);
    out += "\" transform=\"translate(";
    point(out, item.position + offset);
    out += ')';
    if (item.angle != 0) {
        out += " rotate(";
        number(out, item.angle);
        out += ')';
    }
    out += " scale(";
    out += QByteArray::number(item.radius * kU / IconArt::kRadius, 'g', 4);
    out += ")\"";
    if (item.feature >= 0)
        featureAttribute(out, item.feature);
    out += "/>";
    if (item.kind != Mark::OwnArt)
        used->set(std::size_t(item.kind));
}

// Lines are drawn in layers: plain ones under the cities, then bridges one by one, and after
// the cities those that run through one.
enum class Layer { Plain, Bridge, OverCity };

Layer layerOf(const TileLayout::Line &l)
{
    return l.overCity ? Layer::OverCity : l.bridge ? Layer::Bridge : Layer::Plain;
}

// All pieces of one feature's lines in a layer, as one path so joins and cell seams do not show.
void linePath(QByteArray &out, const TileLayout &layout, const QList<TileLayout::Line> &lines,
              int feature, Layer layer)
{
    for (const TileLayout::Line &l : lines) {
        if (l.feature == feature && layerOf(l) == layer)
            l.path.writeSvg(out, cellOffset(layout, l.cell));
    }
}

QList<int> lineFeatures(const QList<TileLayout::Line> &lines, Layer layer)
{
    QList<int> features;
    for (const TileLayout::Line &l : lines) {
        if (layerOf(l) == layer && !features.contains(l.feature))
            features.append(l.feature);
    }
    return features;
}

void writeLines(QByteArray &out, const TileLayout &layout, const QList<TileLayout::Line> &lines,
                const char *cls, const char *fill, const char *edge, double width, double edgeWidth,
                Layer layer)
{
    const QList<int> features = lineFeatures(lines, layer);
    // Every outline first, then every fill: crossings and junctions of one layer merge.
    for (const int f : features) {
        out += "<path class=\"";
        out += cls;
        out += "-edge\"";
        strokeAttributes(out, edge, width + 2 * edgeWidth);
        out += " d=\"";
        linePath(out, layout, lines, f, layer);
        out += "\"/>";
    }
    for (const int f : features) {
        out += "<path class=\"";
        out += cls;
        out += '"';
        featureAttribute(out, f);
        strokeAttributes(out, fill, width);
        out += " d=\"";
        linePath(out, layout, lines, f, layer);
        out += "\"/>";
    }
    if (layer != Layer::Plain)
        return;
    // Bridges, one by one over what lies below.
    for (const TileLayout::Line &l : lines) {
        if (layerOf(l) != Layer::Bridge)
            continue;
        const QPointF offset = cellOffset(layout, l.cell);
        out += "<path class=\"";
        out += cls;
        out += "-edge\"";
        strokeAttributes(out, edge, width + 2 * edgeWidth);
        out += " d=\"";
        l.path.writeSvg(out, offset);
        out += "\"/><path class=\"";
        out += cls;
        out += '"';
        featureAttribute(out, l.feature);
        strokeAttributes(out, fill, width);
        out += " d=\"";
        l.path.writeSvg(out, offset);
        out += "\"/><path class=\"bridge\"";
        strokeAttributes(out, ArtStyle::kOutline, ArtStyle::kRailWidth, "round");
        out += " d=\"";
        for (const QList<QPointF> &rail : l.rails)
            polyline(out, rail, offset);
        out += "\"/>";
    }
}

void writeWaves(QByteArray &out, const TileLayout &layout)
{
    if (layout.rivers.isEmpty())
        return;
    out += "<path class=\"river-waves\"";
    strokeAttributes(out, ArtStyle::kRiverWave, 0.011, "round");
    out += " d=\"";
    QList<QPair<QPointF, double>> ponds; // in tile space
    for (const TileLayout::Item &i : layout.items) {
        if (i.kind == Mark::Spring || i.kind == Mark::Lake)
            ponds.append({i.position + cellOffset(layout, i.cell), i.radius});
    }
    for (const TileLayout::Line &l : layout.rivers) {
        const QPointF offset = cellOffset(layout, l.cell);
        for (const double side : {-1.0, 1.0}) {
            // Short wavy strokes either side of the middle: water, not a road, at any size.
            double travelled = 0;
            bool drawing = false;
            for (qsizetype k = 0; k < l.points.size(); ++k) {
                const QPointF a = l.points[std::max<qsizetype>(0, k - 1)];
                const QPointF b = l.points[std::min<qsizetype>(l.points.size() - 1, k + 1)];
                if (k > 0)
                    travelled += length(l.points[k] - l.points[k - 1]);
                const QPointF n = perpendicular(normalized(b - a));
                const double phase = travelled / 0.16 + (side > 0 ? 0.5 : 0.0);
                const double within = phase - std::floor(phase);
                QPointF p = l.points[k] + offset;
                bool inPond = false;
                for (const auto &[centre, r] : std::as_const(ponds))
                    inPond = inPond || length(p - centre) < r + 0.01;
                const bool on = within < 0.55 && !inPond;
                if (on) {
                    p += n * (side * 0.042 + 0.012 * std::sin(within * 2 * 3.14159265 / 0.55));
                    out += drawing ? 'L' : 'M';
                    point(out, p);
                }
                drawing = on;
            }
        }
    }
    out += "\"/>";
}

} // namespace

void TileSvgRenderer::writeHeader(QByteArray &out, double x, double y, double width, double height,
                                  int pixelWidth, int pixelHeight)
{
    out += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" "
           "xmlns:xlink=\"http://www.w3.org/1999/xlink\" version=\"1.2\" baseProfile=\"tiny\" "
           "width=\"";
    out += QByteArray::number(pixelWidth);
    out += "\" height=\"";
    out += QByteArray::number(pixelHeight);
    out += "\" viewBox=\"";
    number(out, x);
    out += ' ';
    number(out, y);
    out += ' ';
    number(out, width);
    out += ' ';
    number(out, height);
    out += "\">";
}

void TileSvgRenderer::writeBody(QByteArray &out, const TileLayout &layout, bool edge,
                                IconArt::Set *used)
{
    // The package's own marks this tile draws, defined before their first use: a document of
    // several tiles may define one twice, always alike (the id is the art's hash).
    QList<int> arts;
    for (const TileLayout::Item &i : layout.items) {
        if (i.kind == Mark::OwnArt && !arts.contains(i.art))
            arts << i.art;
    }
    if (!arts.isEmpty()) {
        out += "<defs>";
        for (const int a : std::as_const(arts))
            out += MarkArt::definition(layout.markArt.value(a), IconArt::kRadius);
        out += "</defs>";
    }
    // Field: the ground of every cell, one shape so fields run on under roads and across cells.
    out += "<path class=\"field\" fill=\"";
    out += ArtStyle::kField;
    out += "\" d=\"";
    for (const CellPos &c : layout.cells) {
        out += 'M';
        point(out, QPointF(c.x, c.y));
        out += 'h';
        number(out, kU);
        out += 'v';
        number(out, kU);
        out += 'h';
        number(out, -kU);
        out += 'Z';
    }
    out += "\"/>";

    // Grass tufts.
    QByteArray tufts;
    for (const TileLayout::Item &i : layout.items) {
        if (i.kind != Mark::Tuft)
            continue;
        const QPointF p = i.position + cellOffset(layout, i.cell);
        const QPointF strokes[3][2] = {{{-0.018, 0.014}, {-0.03, -0.014}},
                                       {{0.0, 0.014}, {0.0, -0.024}},
                                       {{0.018, 0.014}, {0.03, -0.014}}};
        for (const auto &s : strokes) {
            tufts += 'M';
            point(tufts, p + s[0]);
            tufts += 'L';
            point(tufts, p + s[1]);
        }
    }
    if (!tufts.isEmpty()) {
        out += "<path class=\"tufts\"";
        strokeAttributes(out, ArtStyle::kFieldTuft, ArtStyle::kTuftWidth, "round");
        out += " d=\"" + tufts + "\"/>";
    }

    // Hedges between fields: a dark line with lighter leaves along it.
    if (!layout.hedges.isEmpty()) {
        QByteArray d;
        for (const TileLayout::Hedge &h : layout.hedges)
            polyline(d, h.points, cellOffset(layout, h.cell));
        out += "<path class=\"hedge\"";
        strokeAttributes(out, ArtStyle::kGardenHedge, ArtStyle::kHedgeWidth, "round");
        out += " d=\"" + d + "\"/>";
        out += "<path class=\"hedge-leaves\"";
        strokeAttributes(out, ArtStyle::kHedgeLeaf, ArtStyle::kHedgeLeafWidth, "round");
        // Short dashes with round caps: Qt Svg drops zero-length ones.
        out += " stroke-dasharray=\"";
        number(out, ArtStyle::kHedgeLeafWidth * 0.3 * kU);
        out += ' ';
        number(out, ArtStyle::kHedgeLeafWidth * 1.4 * kU);
        out += "\" d=\"" + d + "\"/>";
    }

    // Rivers, their springs and lakes.
    writeLines(out, layout, layout.rivers, "river", ArtStyle::kRiver, ArtStyle::kRiverEdge,
               ArtStyle::kRiverWidth, ArtStyle::kRiverEdgeWidth, Layer::Plain);
    writeWaves(out, layout);
    for (const TileLayout::Item &i : layout.items) {
        if (i.kind == Mark::Spring || i.kind == Mark::Lake)
            use(out, layout, i, cellOffset(layout, i.cell), used);
    }

    // Roads, bridges last.
    writeLines(out, layout, layout.roads, "road", ArtStyle::kRoad, ArtStyle::kRoadEdge,
               ArtStyle::kRoadWidth, ArtStyle::kRoadEdgeWidth, Layer::Plain);

    // Fog over fields and roads.
    for (const TileLayout::Fog &f : layout.fogs) {
        const QPointF offset = cellOffset(layout, f.cell);
        out += "<path class=\"fog\"";
        featureAttribute(out, f.feature);
        out += " fill=\"";
        out += ArtStyle::kFog;
        out += "\" fill-opacity=\"";
        out += QByteArray::number(ArtStyle::kFogOpacity);
        out += "\" d=\"";
        f.shape.writeSvg(out, offset);
        out += "\"/>";
        QByteArray wisps;
        for (const TileLayout::Item &i : layout.items) {
            if (i.kind != Mark::Wisp || i.feature != f.feature || i.cell != f.cell)
                continue;
            const QPointF p = i.position + offset;
            const double r = i.radius;
            wisps += 'M';
            point(wisps, p + QPointF(-r, 0.15 * r));
            wisps += 'C';
            point(wisps, p + QPointF(-0.5 * r, -0.45 * r));
            wisps += ' ';
            point(wisps, p + QPointF(0.1 * r, 0.45 * r));
            wisps += ' ';
            point(wisps, p + QPointF(r, -0.1 * r));
        }
        if (!wisps.isEmpty()) {
            out += "<path class=\"fog-wisps\"";
            strokeAttributes(out, ArtStyle::kFogEdge, ArtStyle::kFogEdgeWidth, "round");
            out += " d=\"" + wisps + "\"/>";
        }
        if (!f.edge.isEmpty()) {
            out += "<path class=\"fog-edge\"";
            strokeAttributes(out, ArtStyle::kFogEdge, ArtStyle::kFogEdgeWidth, "round");
            out += " d=\"";
            f.edge.writeSvg(out, offset);
            out += "\"/>";
        }
    }

    // Cities: ground, town roofs, walls, gates.
    QList<int> cityFeatures;
    for (const TileLayout::City &c : layout.cities) {
        if (!cityFeatures.contains(c.feature))
            cityFeatures.append(c.feature);
    }
    for (const int f : std::as_const(cityFeatures)) {
        int sides = 0;
        for (const TileLayout::City &c : layout.cities) {
            if (c.feature == f)
                sides |= c.sides;
        }
        out += "<path class=\"city\"";
        featureAttribute(out, f);
        out += " data-sides=\"";
        for (int s = 0; s < 4; ++s) {
            if (sides & (1 << s))
                out += "NESW"[s];
        }
        out += "\" fill=\"";
        out += ArtStyle::kCity;
        out += "\" d=\"";
        for (const TileLayout::City &c : layout.cities) {
            if (c.feature == f)
                c.region.writeSvg(out, cellOffset(layout, c.cell));
        }
        out += "\"/>";
    }
    QByteArray roofs, ridges;
    for (const TileLayout::Item &i : layout.items) {
        if (i.kind != Mark::Roof)
            continue;
        const QPointF p = i.position + cellOffset(layout, i.cell);
        const double r = i.radius;
        const double a = i.angle * 3.14159265358979323846 / 180.0;
        auto at = [&](double x, double y) {
            return p
                    + QPointF(x * std::cos(a) - y * std::sin(a), x * std::sin(a) + y * std::cos(a))
                    * r;
        };
        roofs += 'M';
        point(roofs, at(-1, 0.45));
        roofs += 'L';
        point(roofs, at(-0.8, -0.45));
        roofs += 'L';
        point(roofs, at(0.8, -0.45));
        roofs += 'L';
        point(roofs, at(1, 0.45));
        roofs += 'Z';
        ridges += 'M';
        point(ridges, at(-0.75, -0.05));
        ridges += 'L';
        point(ridges, at(0.75, -0.05));
    }
    if (!roofs.isEmpty()) {
        out += "<path class=\"roofs\" fill=\"";
        out += ArtStyle::kCityRoof;
        out += "\" stroke=\"";
        out += ArtStyle::kCityRoofShade;
        out += "\" stroke-width=\"0.8\" stroke-linejoin=\"round\" d=\"" + roofs + "\"/>";
        out += "<path class=\"roofs\"";
        strokeAttributes(out, ArtStyle::kCityRoofShade, 0.007);
        out += " d=\"" + ridges + "\"/>";
    }
    QByteArray walls;
    for (const TileLayout::City &c : layout.cities)
        c.walls.writeSvg(walls, cellOffset(layout, c.cell));
    if (!walls.isEmpty()) {
        // A dark wall with a light walk on top, notched into crenels.
        out += "<path class=\"wall\"";
        strokeAttributes(out, ArtStyle::kWallDark, ArtStyle::kWallWidth);
        out += " d=\"" + walls + "\"/><path class=\"wall\"";
        strokeAttributes(out, ArtStyle::kWall, ArtStyle::kWallInnerWidth);
        out += " d=\"" + walls + "\"/><path class=\"wall\"";
        strokeAttributes(out, ArtStyle::kWallDark, ArtStyle::kWallInnerWidth * 0.55);
        out += " stroke-dasharray=\"";
        number(out, ArtStyle::kCrenel * kU);
        out += ' ';
        number(out, ArtStyle::kCrenel * kU);
        out += "\" d=\"" + walls + "\"/>";
    }
    for (const TileLayout::Item &i : layout.items) {
        if (i.kind == Mark::Gate)
            use(out, layout, i, cellOffset(layout, i.cell), used);
    }
    writeLines(out, layout, layout.rivers, "river", ArtStyle::kRiver, ArtStyle::kRiverEdge,
               ArtStyle::kRiverWidth, ArtStyle::kRiverEdgeWidth, Layer::OverCity);
    writeLines(out, layout, layout.roads, "road", ArtStyle::kRoad, ArtStyle::kRoadEdge,
               ArtStyle::kRoadWidth, ArtStyle::kRoadEdgeWidth, Layer::OverCity);

    // Villages, houses, buildings, then the symbols on top.
    const Mark order[] = {
            Mark::Village,        Mark::House,    Mark::Garden,         Mark::Graveyard,
            Mark::Farm,           Mark::Castle,   Mark::Cloister,       Mark::TradingPost,
            Mark::Animal,         Mark::Pennant,  Mark::Wine,           Mark::Grain,
            Mark::Cloth,          Mark::Ghost,    Mark::ArrowReinforce, Mark::ArrowAnywhere,
            Mark::ArrowExtraTurn, Mark::OwnDot,   Mark::OwnStar,        Mark::OwnRing,
            Mark::OwnDiamond,     Mark::OwnTower, Mark::OwnInn,         Mark::OwnWell,
            Mark::OwnFlower,      Mark::OwnArt};
    for (const Mark kind : order) {
        for (const TileLayout::Item &i : layout.items) {
            if (i.kind == kind)
                use(out, layout, i, cellOffset(layout, i.cell), used);
        }
    }

    if (edge) {
        // The tile's outer border only: joined edges inside a multi-cell tile stay open.
        out += "<path class=\"tile-edge\"";
        strokeAttributes(out, ArtStyle::kTileEdge, ArtStyle::kTileEdgeWidth, "square");
        out += " stroke-opacity=\"0.55\" d=\"";
        for (const CellPos &c : layout.cells) {
            for (int s = 0; s < 4; ++s) {
                if (layout.cells.contains(geometry::neighbour(c, s)))
                    continue;
                const QPointF o(c.x, c.y);
                // Half the stroke lies inside the tile.
                const QPointF shift = inward(s) * (ArtStyle::kTileEdgeWidth / 2);
                out += 'M';
                point(out, o + corner(s) + shift);
                out += 'L';
                point(out, o + corner(s + 1) + shift);
            }
        }
        out += "\"/>";
    }
}

QByteArray TileSvgRenderer::render(const TileDefinition &definition, const Options &options)
{
    return render(TileLayouter::layout(definition), options);
}

QByteArray TileSvgRenderer::render(const TileLayout &layout, const Options &options)
{
    const int q = options.quarterTurns & 3;
    // The rotated tile's cells, to size the view box.
    int minX = 0, minY = 0, maxX = 0, maxY = 0;
    bool first = true;
    for (const CellPos &c : layout.cells) {
        const CellPos r = geometry::rotatedOffset(c, q);
        minX = first ? r.x : std::min(minX, r.x);
        minY = first ? r.y : std::min(minY, r.y);
        maxX = first ? r.x + 1 : std::max(maxX, r.x + 1);
        maxY = first ? r.y + 1 : std::max(maxY, r.y + 1);
        first = false;
    }
    QByteArray body;
    body.reserve(24 * 1024);
    IconArt::Set used;
    writeBody(body, layout, options.edge, &used);

    QByteArray out;
    out.reserve(body.size() + 8 * 1024);
    writeHeader(out, minX * kU, minY * kU, (maxX - minX) * kU, (maxY - minY) * kU,
                (maxX - minX) * options.cellPixels, (maxY - minY) * options.cellPixels);
    IconArt::writeDefs(out, used);
    if (q != 0) {
        // Cells turn about the centre of cell [0, 0], as the board turns them.
        out += "<g transform=\"rotate(";
        out += QByteArray::number(q * 90);
        out += ' ';
        number(out, kU / 2);
        out += ' ';
        number(out, kU / 2);
        out += ")\">";
    }
    out += body;
    if (q != 0)
        out += "</g>";
    out += "</svg>\n";
    return out;
}

} // namespace carcassonne
