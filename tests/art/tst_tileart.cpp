// Tile art generated from tile definitions (issue 3), engine side: every document is well-formed
// SVG whose references resolve, characteristic tiles contain the shapes they must, symbols are
// all drawn, anchors are one per feature and turn with the tile, and the whole base package
// renders fast.
#include "art/artgeometry.h"
#include "art/contactsheet.h"
#include "art/figureart.h"
#include "art/markart.h"
#include "art/tileart.h"
#include "art/tilelayouter.h"
#include "arttestdata.h"

#include <QRegularExpression>
#include <QSet>
#include <QXmlStreamReader>

#include <algorithm>
#include <array>
#include <cmath>

using namespace carcassonne;
using namespace carcassonne::arttest;
using Mark = TileLayout::Mark;

namespace {

struct Element
{
    QString name;
    QMap<QString, QString> attributes;
};

struct Parsed
{
    QString error;
    QList<Element> elements;
    QSet<QString> ids;

    QList<Element> withClass(const QString &cls) const
    {
        QList<Element> out;
        for (const Element &e : elements) {
            if (e.attributes.value(QStringLiteral("class")) == cls)
                out << e;
        }
        return out;
    }
    int uses(const QString &id) const
    {
        int n = 0;
        for (const Element &e : elements) {
            if (e.name == QStringLiteral("use")
                && e.attributes.value(QStringLiteral("xlink:href")) == QLatin1Char('#') + id)
                ++n;
        }
        return n;
    }
};

Parsed parse(const QByteArray &svg)
{
    Parsed p;
    QXmlStreamReader xml(svg);
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        Element e;
        e.name = xml.name().toString();
        for (const QXmlStreamAttribute &a : xml.attributes())
            e.attributes.insert(a.qualifiedName().toString(), a.value().toString());
        if (e.attributes.contains(QStringLiteral("id")))
            p.ids.insert(e.attributes.value(QStringLiteral("id")));
        p.elements << e;
    }
    if (xml.hasError())
        p.error = QStringLiteral("line %1: %2").arg(xml.lineNumber()).arg(xml.errorString());
    return p;
}

// Subpaths of a path's data: one per "M".
int subpaths(const Element &e)
{
    return int(e.attributes.value(QStringLiteral("d")).count(QLatin1Char('M')));
}

int totalSymbols(const TileDefinition &t, FeatureAttribute attribute)
{
    int n = 0;
    for (const FeatureDefinition &f : t.features)
        n += f.attribute(attribute);
    return n;
}

} // namespace

class TestTileArt : public QObject
{
    Q_OBJECT

private slots:
    void everyTileIsWellFormedSvg();
    void everySymbolIsDrawn();
    void cityCoversFourSides();
    void crossroadsHasFourRoadsAndAVillage();
    void twoCapsStaySeparate();
    void roadsEndWhereTheyShould_data();
    void roadsEndWhereTheyShould();
    void crossingRoadsAndRiversBridge();
    void riversRiseAndEnd();
    void cityGoesOnAcrossJoinedCells();
    void enclosedFieldGetsTheSpaceBetweenCities();
    void anchorsOnePerFeatureInsideTheTile();
    void anchorsTurnWithTheTile();
    void anchorsKeepClearOfSymbols();
    void packageArtWins();
    void ownMarkIsDrawnFromThePackagesArt();
    void contactSheetAndFigures();
    void baseRendersEveryCopy();
    void hedgesKeepTouchingFieldsApart();
    void colourBlindPaletteKeepsPlayersApart();
};

void TestTileArt::everyTileIsWellFormedSvg()
{
    const QList<NamedTile> tiles = allTiles();
    QVERIFY(tiles.size() > 30);
    for (const NamedTile &t : tiles) {
        for (int q = 0; q < 4; ++q) {
            TileSvgRenderer::Options options;
            options.quarterTurns = q;
            const QByteArray svg = TileArt::svg(t.tile, options);
            const Parsed p = parse(svg);
            const QString where = QStringLiteral("%1 turned %2").arg(t.name).arg(q * 90);
            QVERIFY2(p.error.isEmpty(), qPrintable(where + QStringLiteral(": ") + p.error));
            QCOMPARE(p.elements.front().name, QStringLiteral("svg"));
            QVERIFY2(!p.withClass(QStringLiteral("field")).isEmpty(), qPrintable(where));
            for (const Element &e : p.elements) {
                if (e.name == QStringLiteral("use")) {
                    const QString href = e.attributes.value(QStringLiteral("xlink:href"));
                    QVERIFY2(p.ids.contains(href.mid(1)),
                             qPrintable(where + QStringLiteral(": undefined ") + href));
                }
                if (e.name == QStringLiteral("path"))
                    QVERIFY2(!e.attributes.value(QStringLiteral("d")).isEmpty(),
                             qPrintable(where + QStringLiteral(": empty path")));
            }
            // The engine writes no user-visible text into tiles.
            for (const Element &e : p.elements)
                QVERIFY2(e.name != QStringLiteral("text"), qPrintable(where));
        }
    }
}

void TestTileArt::everySymbolIsDrawn()
{
    for (const NamedTile &t : allTiles()) {
        const TileLayout layout = TileLayouter::layout(t.tile);
        const char *name = qPrintable(t.name);
        QCOMPARE(layout.countItems(Mark::Pennant),
                 totalSymbols(t.tile, FeatureAttribute::Pennants));
        QCOMPARE(layout.countItems(Mark::Animal), totalSymbols(t.tile, FeatureAttribute::Animals));
        QCOMPARE(layout.countItems(Mark::Ghost), totalSymbols(t.tile, FeatureAttribute::Ghosts));
        QCOMPARE(layout.countItems(Mark::TradingPost),
                 totalSymbols(t.tile, FeatureAttribute::TradingPosts));
        int goods[kGoodCount] = {};
        int arrows = 0, buildings = 0;
        for (const FeatureDefinition &f : t.tile.features) {
            for (int g = 0; g < kGoodCount; ++g)
                goods[g] += f.attribute(goodAttribute(Good(g)));
            arrows += f.symbol != SymbolKind::None ? 1 : 0;
            buildings += featuretype::isSurrounded(f.type) ? 1 : 0;
        }
        QCOMPARE(layout.countItems(Mark::Wine), goods[int(Good::Wine)]);
        QCOMPARE(layout.countItems(Mark::Grain), goods[int(Good::Grain)]);
        QCOMPARE(layout.countItems(Mark::Cloth), goods[int(Good::Cloth)]);
        QCOMPARE(layout.countItems(Mark::ArrowReinforce) + layout.countItems(Mark::ArrowAnywhere)
                         + layout.countItems(Mark::ArrowExtraTurn),
                 arrows);
        QCOMPARE(layout.countItems(Mark::Cloister) + layout.countItems(Mark::Garden)
                         + layout.countItems(Mark::Farm) + layout.countItems(Mark::Castle)
                         + layout.countItems(Mark::Graveyard),
                 buildings);
        // Each symbol sits on its own feature's area... checked by pixels in tst_tilerender;
        // here: inside the cell.
        for (const TileLayout::Item &i : layout.items) {
            QVERIFY2(i.position.x() >= 0 && i.position.x() <= 1 && i.position.y() >= 0
                             && i.position.y() <= 1,
                     name);
        }
    }
}

void TestTileArt::cityCoversFourSides()
{
    const Package base = loadBuiltin(QStringLiteral("base"));
    const Parsed p = parse(TileArt::svg(tileOf(base, QStringLiteral("C"))));
    const QList<Element> cities = p.withClass(QStringLiteral("city"));
    QCOMPARE(cities.size(), 1);
    QCOMPARE(cities.front().attributes.value(QStringLiteral("data-sides")), QStringLiteral("NESW"));
    QCOMPARE(subpaths(cities.front()), 1);
    QCOMPARE(p.uses(QStringLiteral("cs-pennant")), 1);
    QVERIFY(p.withClass(QStringLiteral("wall")).isEmpty()); // a full city has no inner wall
    QVERIFY(p.withClass(QStringLiteral("road")).isEmpty());

    // Q: three sides, one pennant, one wall facing the field.
    const TileLayout q = TileLayouter::layout(tileOf(base, QStringLiteral("Q")));
    QCOMPARE(q.cities.size(), 1);
    QCOMPARE(q.cities.front().sides, 0b1011);
    QCOMPARE(q.cities.front().walls.flatten().size(), 1);
}

void TestTileArt::crossroadsHasFourRoadsAndAVillage()
{
    const Package base = loadBuiltin(QStringLiteral("base"));
    const TileDefinition x = tileOf(base, QStringLiteral("X"));
    const Parsed p = parse(TileArt::svg(x));
    QCOMPARE(p.withClass(QStringLiteral("road")).size(), 4);
    for (const Element &road : p.withClass(QStringLiteral("road")))
        QCOMPARE(subpaths(road), 1);
    QCOMPARE(p.uses(QStringLiteral("cs-village")), 1);

    // Every road of X, W and L runs from its side to the village.
    for (const QString &id : {QStringLiteral("X"), QStringLiteral("W"), QStringLiteral("L")}) {
        const TileLayout layout = TileLayouter::layout(tileOf(base, id));
        QCOMPARE(layout.countItems(Mark::Village), 1);
        QPointF village;
        for (const TileLayout::Item &i : layout.items) {
            if (i.kind == Mark::Village)
                village = i.position;
        }
        for (const TileLayout::Line &road : layout.roads)
            QVERIFY2(artgeometry::length(road.points.back() - village) < 0.01, qPrintable(id));
    }
    // A straight road has no village, house or gate.
    const TileLayout u = TileLayouter::layout(tileOf(base, QStringLiteral("U")));
    QCOMPARE(u.roads.size(), 1);
    QCOMPARE(u.countItems(Mark::Village) + u.countItems(Mark::House) + u.countItems(Mark::Gate), 0);
}

void TestTileArt::twoCapsStaySeparate()
{
    const Package base = loadBuiltin(QStringLiteral("base"));
    for (const QString &id : {QStringLiteral("H"), QStringLiteral("I")}) {
        const TileLayout layout = TileLayouter::layout(tileOf(base, id));
        QCOMPARE(layout.cities.size(), 2);
        const auto a = layout.cities[0].region.flatten(24).front();
        const auto b = layout.cities[1].region.flatten(24).front();
        // No point of one cap lies inside the other, apart from a shared corner.
        for (const QPointF &pt : a) {
            if (artgeometry::length(pt) < 0.02)
                continue;
            QVERIFY2(artgeometry::signedDistanceToPolygon(pt, b) > -0.005, qPrintable(id));
        }
        // The field between the caps is one piece in the middle of the tile.
        QCOMPARE(layout.anchors.size(), 3);
    }
    // H's caps are far apart: field runs between them across the tile.
    const TileLayout h = TileLayouter::layout(tileOf(base, QStringLiteral("H")));
    const auto north = h.cities[0].region.flatten(24).front();
    const auto south = h.cities[1].region.flatten(24).front();
    QVERIFY(artgeometry::signedDistanceToPolygon({0.5, 0.5}, north) > 0.15);
    QVERIFY(artgeometry::signedDistanceToPolygon({0.5, 0.5}, south) > 0.15);
}

void TestTileArt::roadsEndWhereTheyShould_data()
{
    QTest::addColumn<QString>("package");
    QTest::addColumn<QString>("tile");
    QTest::addColumn<int>("mark"); // what the dead ends run to
    QTest::addColumn<int>("ends");
    QTest::newRow("A cloister") << "base"
                                << "A" << int(Mark::Cloister) << 1;
    QTest::newRow("S city gate") << "base"
                                 << "S" << int(Mark::Gate) << 1;
    QTest::newRow("T city gate") << "base"
                                 << "T" << int(Mark::Gate) << 1;
    QTest::newRow("TB07 two gates") << "showcase"
                                    << "TB07" << int(Mark::Gate) << 2;
    QTest::newRow("TB16 gate") << "showcase"
                               << "TB16" << int(Mark::Gate) << 1;
    QTest::newRow("TB19 gates in a band") << "showcase"
                                          << "TB19" << int(Mark::Gate) << 2;
    QTest::newRow("TB20 cloister") << "showcase"
                                   << "TB20" << int(Mark::Cloister) << 3;
    QTest::newRow("MI2 haunted castle") << "showcase"
                                        << "MI2" << int(Mark::Castle) << 2;
    QTest::newRow("MS lone road: house") << "showcase"
                                         << "MS" << int(Mark::House) << 1;
}

void TestTileArt::roadsEndWhereTheyShould()
{
    QFETCH(QString, package);
    QFETCH(QString, tile);
    QFETCH(int, mark);
    QFETCH(int, ends);
    const Package p = package == QStringLiteral("base") ? loadBuiltin(package) : loadShowcase();
    const TileLayout layout = TileLayouter::layout(tileOf(p, tile));
    QList<QPair<int, QPointF>> targets; // cell, position in it
    for (const TileLayout::Item &i : layout.items) {
        if (int(i.kind) == mark)
            targets.append({i.cell, i.position});
    }
    QVERIFY(!targets.isEmpty());
    int ending = 0;
    for (const TileLayout::Line &road : layout.roads) {
        for (const auto &[cell, at] : std::as_const(targets)) {
            if (road.cell == cell && artgeometry::length(road.points.back() - at) < 0.01)
                ++ending;
        }
    }
    QCOMPARE(ending, ends);
    if (mark == int(Mark::Gate)) {
        // A gate lies on its city's wall.
        for (const auto &[cell, g] : std::as_const(targets)) {
            double best = 1;
            for (const TileLayout::City &c : layout.cities) {
                if (c.cell != cell)
                    continue;
                for (const auto &wall : c.walls.flatten(24))
                    best = std::min(best, artgeometry::distanceToPolyline(g, wall));
            }
            QVERIFY(best < 0.01);
        }
    }
}

void TestTileArt::crossingRoadsAndRiversBridge()
{
    const Package show = loadShowcase();
    for (const QString &id : {QStringLiteral("TB24"), QStringLiteral("RK"), QStringLiteral("RB"),
                              QStringLiteral("RH")}) {
        const TileLayout layout = TileLayouter::layout(tileOf(show, id));
        int bridges = 0;
        for (const TileLayout::Line &road : layout.roads) {
            if (road.bridge) {
                ++bridges;
                QCOMPARE(road.rails.size() % 2, 0);
                QVERIFY(!road.rails.isEmpty());
            }
        }
        QVERIFY2(bridges == 1, qPrintable(id));
    }
    // Roads meeting at a village or a junction do not bridge each other.
    const Package base = loadBuiltin(QStringLiteral("base"));
    for (const QString &id : {QStringLiteral("X"), QStringLiteral("L"), QStringLiteral("W")}) {
        for (const TileLayout::Line &road : TileLayouter::layout(tileOf(base, id)).roads)
            QVERIFY2(!road.bridge, qPrintable(id));
    }
    for (const TileLayout::Line &road :
         TileLayouter::layout(tileOf(show, QStringLiteral("MF2"))).roads)
        QVERIFY(!road.bridge);
}

void TestTileArt::riversRiseAndEnd()
{
    const Package show = loadShowcase();
    const TileLayout spring = TileLayouter::layout(tileOf(show, QStringLiteral("RA")));
    QCOMPARE(spring.countItems(Mark::Spring), 1);
    QCOMPARE(spring.countItems(Mark::Lake), 0);
    const TileLayout lake = TileLayouter::layout(tileOf(show, QStringLiteral("RL")));
    QCOMPARE(lake.countItems(Mark::Lake), 1);
    QCOMPARE(lake.countItems(Mark::Spring), 0);
    const Parsed p = parse(TileArt::svg(tileOf(show, QStringLiteral("RC"))));
    QCOMPARE(p.withClass(QStringLiteral("river")).size(), 1);
    QVERIFY(!p.withClass(QStringLiteral("river-waves")).isEmpty());
    QCOMPARE(p.withClass(QStringLiteral("city")).size(), 2);
}

void TestTileArt::cityGoesOnAcrossJoinedCells()
{
    const Package show = loadShowcase();
    const TileLayout s2 = TileLayouter::layout(tileOf(show, QStringLiteral("S2")));
    QCOMPARE(s2.cities.size(), 2); // one piece per cell
    // Near the joined edge the city keeps its depth instead of dipping to the corner.
    for (const TileLayout::City &c : s2.cities) {
        const auto poly = c.region.flatten(24).front();
        const QPointF nearJoin = c.cell == 0 ? QPointF(0.98, 0.2) : QPointF(0.02, 0.2);
        QVERIFY(artgeometry::insidePolygon(nearJoin, poly));
    }
    const Parsed p = parse(TileArt::svg(tileOf(show, QStringLiteral("S2"))));
    QCOMPARE(p.withClass(QStringLiteral("city")).size(), 1); // one feature, one path
    QCOMPARE(p.elements.front().attributes.value(QStringLiteral("viewBox")),
             QStringLiteral("0 0 200 100"));
    // Turned, the second cell comes south (90) or north (270) of cell [0, 0].
    TileSvgRenderer::Options turned;
    turned.quarterTurns = 1;
    QCOMPARE(parse(TileArt::svg(tileOf(show, QStringLiteral("S2")), turned))
                     .elements.front()
                     .attributes.value(QStringLiteral("viewBox")),
             QStringLiteral("0 0 100 200"));
    turned.quarterTurns = 3;
    QCOMPARE(parse(TileArt::svg(tileOf(show, QStringLiteral("S2")), turned))
                     .elements.front()
                     .attributes.value(QStringLiteral("viewBox")),
             QStringLiteral("0 -100 100 200"));
}

void TestTileArt::enclosedFieldGetsTheSpaceBetweenCities()
{
    // TB06 with the field that touches no side (design contract §3), built directly.
    TileDefinition t = tileOf(loadShowcase(), QStringLiteral("TB06"));
    FeatureDefinition inner;
    inner.type = FeatureType::Field;
    inner.cities = {0, 1, 2};
    t.features << inner;
    const TileLayout layout = TileLayouter::layout(t);
    const QPointF a = layout.anchors.back().point;
    for (const TileLayout::City &c : layout.cities)
        QVERIFY(!artgeometry::insidePolygon(a, c.region.flatten(24).front()));
    // It lies in the middle, away from the cell border where the cities meet.
    QVERIFY(artgeometry::length(a - QPointF(0.5, 0.5)) < 0.3);
}

void TestTileArt::anchorsOnePerFeatureInsideTheTile()
{
    for (const NamedTile &t : allTiles()) {
        const QList<FeatureAnchor> anchors = TileArt::anchors(t.tile);
        QCOMPARE(anchors.size(), t.tile.features.size());
        for (int i = 0; i < anchors.size(); ++i) {
            QCOMPARE(anchors[i].feature, i);
            QVERIFY(t.tile.cells.contains(anchors[i].cell));
            QVERIFY(anchors[i].point.x() > 0 && anchors[i].point.x() < 1);
            QVERIFY(anchors[i].point.y() > 0 && anchors[i].point.y() < 1);
        }
        // Features with an area of their own have anchors apart from each other's.
        for (int i = 0; i < anchors.size(); ++i) {
            for (int j = i + 1; j < anchors.size(); ++j) {
                if (t.tile.features[i].type == FeatureType::Fog
                    || t.tile.features[j].type == FeatureType::Fog
                    || !(anchors[i].cell == anchors[j].cell))
                    continue;
                QVERIFY2(
                        artgeometry::length(anchors[i].point - anchors[j].point) > 0.05,
                        qPrintable(
                                QStringLiteral("%1 features %2 and %3").arg(t.name).arg(i).arg(j)));
            }
        }
    }
}

void TestTileArt::anchorsTurnWithTheTile()
{
    const Package base = loadBuiltin(QStringLiteral("base"));
    const TileDefinition d = tileOf(base, QStringLiteral("D"));
    const QList<FeatureAnchor> up = TileArt::anchors(d, 0);
    const QList<FeatureAnchor> right = TileArt::anchors(d, 1);
    // The city of D is at the north; turned a quarter it is at the east.
    QVERIFY(up[0].point.y() < 0.3);
    QVERIFY(right[0].point.x() > 0.7);
    QCOMPARE(right[0].point, QPointF(1.0 - up[0].point.y(), up[0].point.x()));
    // Four quarter turns change nothing; cells of multi-cell tiles turn about [0, 0].
    const TileDefinition ms = tileOf(loadShowcase(), QStringLiteral("MS"));
    const QList<FeatureAnchor> a = TileArt::anchors(ms, 0);
    for (int q = 0; q < 4; ++q) {
        const QList<FeatureAnchor> b = TileArt::anchors(ms, q);
        for (int i = 0; i < a.size(); ++i) {
            const FeatureAnchor back = TileArt::rotated(b[i], 4 - q);
            QCOMPARE(back.cell, a[i].cell);
            QVERIFY(artgeometry::length(back.point - a[i].point) < 1e-9);
            QCOMPARE(b[i].cell, geometry::rotatedOffset(a[i].cell, q));
        }
    }
}

void TestTileArt::anchorsKeepClearOfSymbols()
{
    // A figure must not hide a shield, a good or a ghost: symbols keep off the anchors.
    for (const NamedTile &t : allTiles()) {
        const TileLayout layout = TileLayouter::layout(t.tile);
        for (const TileLayout::Item &i : layout.items) {
            if (i.kind != Mark::Pennant && i.kind != Mark::Wine && i.kind != Mark::Grain
                && i.kind != Mark::Cloth && i.kind != Mark::Ghost && i.kind != Mark::Animal)
                continue;
            for (const FeatureAnchor &a : layout.anchors) {
                if (!(layout.cells.value(i.cell) == a.cell))
                    continue;
                QVERIFY2(artgeometry::length(a.point - i.position) >= i.radius * 0.9,
                         qPrintable(t.name));
            }
        }
    }
}

void TestTileArt::packageArtWins()
{
    PackageReader reader;
    const auto p = reader.read(QStringLiteral(CARCASSONNE_TEST_DATA_DIR "/packages/good/double"));
    QVERIFY(p);
    const TileDefinition *b = p->tile(QStringLiteral("B"));
    QVERIFY(b && TileArt::hasOwnArt(*p, *b));
    QCOMPARE(TileArt::svg(*p, *b), p->art.value(b->art));
    const TileDefinition *u = p->tile(QStringLiteral("U"));
    QVERIFY(!TileArt::hasOwnArt(*p, *u));
    QCOMPARE(TileArt::svg(*p, *u), TileArt::svg(*u));
}

void TestTileArt::ownMarkIsDrawnFromThePackagesArt()
{
    // An attribute whose mark is the package's SVG: its drawing goes into the tile's defs, ids
    // prefixed, its style sheet left out (it would restyle the tile's fields), and each inn uses
    // it once.
    PackageReader reader;
    const auto p = reader.read(QStringLiteral(CARCASSONNE_TEST_DATA_DIR "/packages/good/own-mark"));
    QVERIFY2(p,
             qPrintable(reader.problems().isEmpty() ? QString()
                                                    : reader.problems().front().toString()));
    const TileDefinition *d = p->tile(QStringLiteral("D"));
    QVERIFY(d);
    const QByteArray svg = TileArt::svg(*p, *d);
    const Parsed parsed = parse(svg);
    QVERIFY2(parsed.error.isEmpty(), qPrintable(parsed.error));
    const QByteArray id = MarkArt::id(p->art.value(QStringLiteral("art/inn.svg")));
    QVERIFY(svg.contains("<g id=\"" + id + "\""));
    QCOMPARE(svg.count("xlink:href=\"#" + id + "\""), 1);
    QVERIFY(svg.contains("id=\"" + id + "-paint\""));
    QVERIFY(svg.contains("url(#" + id + "-paint)"));
    QVERIFY(svg.contains("xlink:href=\"#" + id + "-board\""));
    QVERIFY(!svg.contains("#ff00ff"));
    QVERIFY(!svg.contains("<style"));
    // Not an SVG document: nothing is defined.
    QVERIFY(MarkArt::definition("<html/>", 10).isEmpty());
    QVERIFY(MarkArt::definition("<svg><g>", 10).isEmpty());
}

void TestTileArt::contactSheetAndFigures()
{
    const Package base = loadBuiltin(QStringLiteral("base"));
    const Parsed sheet = parse(ContactSheet::svg(base.tiles, {}));
    QVERIFY2(sheet.error.isEmpty(), qPrintable(sheet.error));
    QCOMPARE(sheet.withClass(QStringLiteral("field")).size(), base.tiles.size());
    for (int k = 0; k < int(FigureArtKind::Count); ++k) {
        QCOMPARE(FigureArt::parseKind(FigureArt::kindName(FigureArtKind(k))), FigureArtKind(k));
        for (int c = FigureArt::kNeutral; c < FigureArt::kColourCount; ++c) {
            const Parsed p = parse(FigureArt::svg(FigureArtKind(k), c));
            QVERIFY2(p.error.isEmpty(), qPrintable(p.error));
        }
    }
    QCOMPARE(FigureArt::colourIndex(u"pink"), 5);
    QCOMPARE(FigureArt::colourIndex(u"mauve"), std::nullopt);
}

void TestTileArt::baseRendersEveryCopy()
{
    const Package base = loadBuiltin(QStringLiteral("base"));
    int copies = 0;
    for (const TileDefinition &t : base.tiles)
        copies += t.count;
    QCOMPARE(copies, 72);
    // Speed is measured by `carcassonne-cli render --bench` and QBENCHMARK, never asserted here.
    qsizetype bytes = 0;
    for (const TileDefinition &t : base.tiles) {
        for (int c = 0; c < t.count; ++c) {
            const QByteArray svg = TileArt::svg(t);
            QVERIFY2(svg.size() > 200, qPrintable(t.id));
            bytes += svg.size();
        }
    }
    qInfo("base package, all 72 tiles: %lld KiB of SVG", qlonglong(bytes / 1024));
    QBENCHMARK {
        for (const TileDefinition &t : base.tiles)
            TileArt::svg(t);
    }
}

void TestTileArt::hedgesKeepTouchingFieldsApart()
{
    // A hedge stands exactly where two fields meet on a cell's edge with nothing between them,
    // and each of those fields' figures stands on its own side of it.
    int tilesWithHedges = 0;
    for (const NamedTile &t : allTiles()) {
        const TileDefinition &def = t.tile;
        QList<QPair<int, int>> meetings; // the two fields, per meeting point
        for (const CellPos &cell : def.cells) {
            std::array<int, kPortCount> owner;
            owner.fill(-1);
            for (int f = 0; f < def.features.size(); ++f) {
                if (featuretype::isOverlay(def.features[f].type))
                    continue;
                for (const CellPort &cp : def.features[f].ports) {
                    if (cp.cell == cell)
                        owner[std::size_t(cp.port)] = f;
                }
            }
            for (int port = 0; port < kPortCount; ++port) {
                const int a = owner[std::size_t(port)];
                const int b = owner[std::size_t((port + 1) % kPortCount)];
                if (a >= 0 && b >= 0 && a != b && def.features[a].type == FeatureType::Field
                    && def.features[b].type == FeatureType::Field)
                    meetings.append({a, b});
            }
        }
        const TileLayout layout = TileLayouter::layout(def);
        QCOMPARE(layout.hedges.size(), meetings.size());
        if (meetings.isEmpty())
            continue;
        ++tilesWithHedges;
        const QList<FeatureAnchor> anchors = TileArt::anchors(def);
        for (int i = 0; i < meetings.size(); ++i) {
            const QList<QPointF> &h = layout.hedges[i].points;
            QVERIFY(h.size() >= 2);
            const QPointF along = h.back() - h.front();
            auto sideOf = [&](int feature) {
                const QPointF v = anchors[feature].point - h.front();
                return along.x() * v.y() - along.y() * v.x() > 0;
            };
            QVERIFY2(sideOf(meetings[i].first) != sideOf(meetings[i].second), qPrintable(t.name));
        }
    }
    // Traders & Builders' TB07, TB12 and TB22.
    QVERIFY(tilesWithHedges >= 3);
}

QTEST_GUILESS_MAIN(TestTileArt)
namespace {

// A colour as eyes with a colour vision deficiency see it (Machado, Oliveira and Fernandes 2009,
// severity 1, on linear RGB), in CIELAB.
using Lab = std::array<double, 3>;
using Matrix = std::array<std::array<double, 3>, 3>;

Lab seenAs(const QString &hex, const Matrix &m)
{
    const auto linear = [&](int at) {
        const double c = hex.mid(at, 2).toInt(nullptr, 16) / 255.0;
        return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
    };
    const std::array<double, 3> in{linear(1), linear(3), linear(5)};
    std::array<double, 3> rgb{};
    for (int r = 0; r < 3; ++r)
        rgb[std::size_t(r)] = std::clamp(m[std::size_t(r)][0] * in[0] + m[std::size_t(r)][1] * in[1]
                                                 + m[std::size_t(r)][2] * in[2],
                                         0.0, 1.0);
    const double x = (0.4124 * rgb[0] + 0.3576 * rgb[1] + 0.1805 * rgb[2]) / 0.95047;
    const double y = 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2];
    const double z = (0.0193 * rgb[0] + 0.1192 * rgb[1] + 0.9505 * rgb[2]) / 1.08883;
    const auto f = [](double t) { return t > 0.008856 ? std::cbrt(t) : 7.787 * t + 16.0 / 116; };
    return {116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))};
}

// The smallest CIELAB distance between two of the palette's colours, as `m` sees them.
double closestPair(FigureArt::Palette palette, const Matrix &m)
{
    double closest = 1e9;
    for (int a = 0; a < FigureArt::kColourCount; ++a) {
        for (int b = a + 1; b < FigureArt::kColourCount; ++b) {
            const Lab p = seenAs(FigureArt::colourValue(a, palette), m);
            const Lab q = seenAs(FigureArt::colourValue(b, palette), m);
            closest = std::min(closest, std::hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]));
        }
    }
    return closest;
}

} // namespace

// The colour-blind palette keeps every two players apart for normal sight and for the three
// kinds of colour blindness; the game's own palette does not for green-blind eyes (red and
// green), which is why the setting exists.
void TestTileArt::colourBlindPaletteKeepsPlayersApart()
{
    const Matrix normal{{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}};
    const Matrix protan{{{0.152286, 1.052583, -0.204868},
                         {0.114503, 0.786281, 0.099216},
                         {-0.003882, -0.048116, 1.051998}}};
    const Matrix deutan{{{0.367322, 0.860646, -0.227968},
                         {0.280085, 0.672501, 0.047413},
                         {-0.011820, 0.042940, 0.968881}}};
    const Matrix tritan{{{1.255528, -0.076749, -0.178779},
                         {-0.078411, 0.930809, 0.147602},
                         {0.004733, 0.691367, 0.303900}}};
    for (const Matrix &m : {normal, protan, deutan, tritan})
        QVERIFY2(closestPair(FigureArt::Palette::ColourBlind, m) >= 25,
                 qPrintable(QString::number(closestPair(FigureArt::Palette::ColourBlind, m))));
    QVERIFY(closestPair(FigureArt::Palette::Standard, deutan) < 10);
    // The figures are drawn in it, and the palettes differ only in their colours.
    const QByteArray safe =
            FigureArt::svg(FigureArtKind::Meeple, 0, 64, FigureArt::Palette::ColourBlind);
    QVERIFY(safe.contains(FigureArt::colourValue(0, FigureArt::Palette::ColourBlind).toLatin1()));
    QVERIFY(!safe.contains(FigureArt::colourValue(0).toLatin1()));
    QCOMPARE(FigureArt::colourValue(FigureArt::kNeutral), QString());
}

#include "tst_tileart.moc"
