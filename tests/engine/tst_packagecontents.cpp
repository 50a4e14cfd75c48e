// What packages hold and how the repository orders them (design contract §4): requirements
// first, cycles and missing requirements refused; a multi-cell package that really plays;
// Traders & Builders; enclosed fields; every feature attribute read from a tile.
#include "ai/randomplayer.h"
#include "content/packageparser.h"
#include "content/packagereader.h"
#include "content/packagerepository.h"
#include "content/packagewriter.h"
#include "packagetesting.h"
#include "record/game.h"
#include "state/gamecontent.h"

#include <QTest>

using namespace carcassonne;

namespace {

// A tile holding a feature of `type` whose JSON ends with `member` (as the writer spells it,
// e.g. "\"pennants\": 2"), and the fields around it; `at` is that feature's index.
struct AttributeTile
{
    QList<QByteArray> features;
    int at = 0;
};

AttributeTile tileWith(FeatureType type, const QByteArray &member)
{
    const QByteArray name = featuretype::name(type).toLatin1();
    const QByteArray extra = member.isEmpty() ? QByteArray() : ", " + member;
    const QByteArray field = R"({"type": "field", "ports": ["NNW", "N", "NNE", "ENE", "E", "ESE", )"
                             R"("SSE", "S", "SSW", "WSW", "W", "WNW"]})";
    switch (type) {
    case FeatureType::Field:
        return {{field.chopped(1) + extra + '}'}, 0};
    case FeatureType::City:
        return {{R"({"type": "city", "ports": ["NNW", "N", "NNE"])" + extra + '}',
                 R"({"type": "field", "ports": ["ENE", "E", "ESE", "SSE", "S", "SSW", "WSW", )"
                 R"("W", "WNW"], "cities": [0]})"},
                0};
    case FeatureType::Road:
    case FeatureType::River:
        return {{R"({"type": ")" + name + R"(", "ports": ["N", "S"])" + extra + '}',
                 R"({"type": "field", "ports": ["NNE", "ENE", "E", "ESE", "SSE"]})",
                 R"({"type": "field", "ports": ["SSW", "WSW", "W", "WNW", "NNW"]})"},
                0};
    case FeatureType::Fog:
        return {{field, R"({"type": "fog", "ports": ["N"])" + extra + '}'}, 1};
    default: // interior
        return {{field, R"({"type": ")" + name + '"' + extra + '}'}, 1};
    }
}

QMap<QString, QByteArray> attributePackage(const AttributeTile &tile)
{
    QByteArray features;
    for (const QByteArray &f : tile.features)
        features += (features.isEmpty() ? "" : ", ") + f;
    return {{QStringLiteral("manifest.json"),
             R"({"format": "carcassonne-package", "formatVersion": 1, "id": "attributes",
                 "version": "1", "name": {"en": "Attributes"}})"},
            {QStringLiteral("tiles.json"),
             R"({"tiles": [{"id": "A", "count": 2, "features": [)" + features + "]}]}"},
            {QStringLiteral("rules.json"), R"({"deck": {"startTile": "A"}})"}};
}

// The attribute's member with `n` of it: "pennants": n, or "goods": ["wine", ... n times].
QByteArray member(const FeatureAttributeRow &row, int n)
{
    QByteArray text = QByteArray("\"") + row.key + "\": ";
    if (!row.listed())
        return text + QByteArray::number(n);
    QList<QByteArray> items(n, QByteArray("\"") + row.name + '"');
    return text + '[' + items.join(", ") + ']';
}

} // namespace

class TestPackageContents : public QObject
{
    Q_OBJECT
private slots:
    void resolveOrdersRequirementsFirst();
    void resolveRefusesCycle();
    void resolveRefusesMissingRequirement();
    void doublePackageLoads();
    void doubleStartTileCountsEachCell();
    void doublePackagePlaysToTheEnd();
    void loadsTradersBuilders();
    void enclosedFieldParses();
    void everyFeatureAttribute_data();
    void everyFeatureAttribute();
};

void TestPackageContents::resolveOrdersRequirementsFirst()
{
    PackageRepository repository;
    repository.addSearchPath(dataDir() + QStringLiteral("/repo"));
    Problems problems;
    const auto packages = repository.resolve({QStringLiteral("top")}, &problems);
    QVERIFY2(packages.has_value(), qPrintable(describe(problems)));
    // top -> left, right; left -> base; right -> base, left. Depth first, each once.
    QCOMPARE(idsOf(*packages),
             (QStringList{QStringLiteral("base"), QStringLiteral("left"), QStringLiteral("right"),
                          QStringLiteral("top")}));
    // Whatever the order asked, every package comes after what it requires, once.
    const auto again = repository.resolve({QStringLiteral("right"), QStringLiteral("top"),
                                           QStringLiteral("left"), QStringLiteral("base")},
                                          &problems);
    QVERIFY2(again.has_value(), qPrintable(describe(problems)));
    const QStringList order = idsOf(*again);
    QCOMPARE(order.size(), 4);
    QCOMPARE(QStringList(order).removeDuplicates(), qsizetype(0));
    for (const Package &p : *again) {
        for (const QString &r : p.requirements)
            QVERIFY2(order.indexOf(r) >= 0 && order.indexOf(r) < order.indexOf(p.id),
                     qPrintable(QStringLiteral("%1 before %2").arg(p.id, r)));
    }
    // The resolved list builds a game.
    const auto content = GameContent::build(*again, {}, &problems);
    QVERIFY2(content, qPrintable(describe(problems)));
    QVERIFY(content->tileTypeIndex(QStringLiteral("top/T1")) >= 0);
    QVERIFY(content->tileTypeIndex(QStringLiteral("base/D")) >= 0);
    QCOMPARE(content->tileType(content->startTile()).key, QStringLiteral("base/D"));
}

void TestPackageContents::resolveRefusesCycle()
{
    PackageRepository repository;
    repository.addSearchPath(dataDir() + QStringLiteral("/repo"));
    Problems problems;
    QVERIFY(!repository.resolve({QStringLiteral("cycle-a")}, &problems).has_value());
    QVERIFY2(hasProblem(problems, {}, {}, QStringLiteral("requires"),
                        QStringLiteral("cycle-a -> cycle-b -> cycle-c -> cycle-a")),
             qPrintable(describe(problems)));
    QVERIFY2(hasProblem(problems, {}, {}, QStringLiteral("requires"), QStringLiteral("circle")),
             qPrintable(describe(problems)));
    // Entering the circle elsewhere is refused too.
    Problems more;
    QVERIFY(!repository.resolve({QStringLiteral("left"), QStringLiteral("cycle-b")}, &more)
                     .has_value());
    QVERIFY2(hasProblem(more, {}, {}, QStringLiteral("requires"),
                        QStringLiteral("cycle-b -> cycle-c -> cycle-a -> cycle-b")),
             qPrintable(describe(more)));
}

void TestPackageContents::resolveRefusesMissingRequirement()
{
    PackageRepository repository;
    repository.addSearchPath(dataDir() + QStringLiteral("/repo"));
    Problems problems;
    QVERIFY(!repository.resolve({QStringLiteral("needs-missing")}, &problems).has_value());
    QVERIFY2(hasProblem(problems, {}, {}, {}, QStringLiteral("no package 'nowhere' is installed")),
             qPrintable(describe(problems)));
    Problems direct;
    QVERIFY(!repository.resolve({QStringLiteral("nowhere-at-all")}, &direct).has_value());
    QVERIFY2(hasProblem(direct, {}, {}, {},
                        QStringLiteral("no package 'nowhere-at-all' is installed")),
             qPrintable(describe(direct)));
}

void TestPackageContents::doublePackageLoads()
{
    PackageRepository repository;
    repository.addSearchPath(dataDir() + QStringLiteral("/good"));
    Problems problems;
    const auto packages = repository.resolve({QStringLiteral("double")}, &problems);
    QVERIFY2(packages.has_value(), qPrintable(describe(problems)));
    QCOMPARE(idsOf(*packages), QStringList{QStringLiteral("double")});
    const Package &p = packages->front();
    QCOMPARE(p.tileCount(), 1 + 3 + 8 + 8 + 6 + 3 + 3);
    const TileDefinition *start = p.tile(QStringLiteral("S2"));
    QVERIFY(start);
    QCOMPARE(start->cells, (QList<CellPos>{{0, 0}, {1, 0}}));
    QCOMPARE(start->features.size(), 4);
    QCOMPARE(start->features[1].ports.size(), 4);
    QCOMPARE(start->features[1].ports[2], (CellPort{{1, 0}, Port::W}));
    QCOMPARE(p.art.keys(), QStringList{QStringLiteral("art/B.svg")});

    const auto content = GameContent::build(*packages, {}, &problems);
    QVERIFY2(content, qPrintable(describe(problems)));
    QCOMPARE(content->tileType(content->startTile()).key, QStringLiteral("double/S2"));
    QCOMPARE(content->tileType(content->startTile()).cellCount(), 2);
    QVERIFY(content->tileType(content->startTile()).multiCell);
    QCOMPARE(int(content->standardPile().size()), p.tileCount() - 1);
    QVERIFY(content->hasModule(QStringLiteral("farmers")));
    // Cell [1,0] turns about cell [0,0]: east, south, west, north of it.
    const TileType &dd = content->tileType(content->tileTypeIndex(QStringLiteral("double/DD")));
    QCOMPARE(dd.rotations[0][1].offset, (CellPos{1, 0}));
    QCOMPARE(dd.rotations[1][1].offset, (CellPos{0, 1}));
    QCOMPARE(dd.rotations[2][1].offset, (CellPos{-1, 0}));
    QCOMPARE(dd.rotations[3][1].offset, (CellPos{0, -1}));
}

// Design §2: "A cell counts as one tile for every count." The start tile's city and road run
// through both of its cells, so each is two tiles long, and the city (one pennant) would score
// 2 * 2 + 2 = 6 completed, 2 + 1 = 3 at the end.
void TestPackageContents::doubleStartTileCountsEachCell()
{
    PackageRepository repository;
    repository.addSearchPath(dataDir() + QStringLiteral("/good"));
    GameSetup setup;
    setup.packages = {QStringLiteral("double")};
    setup.players = {{QStringLiteral("Ann"), QStringLiteral("red")},
                     {QStringLiteral("Bob"), QStringLiteral("blue")}};
    setup.seed = 7;
    Problems problems;
    auto game = Game::start(setup, repository, &problems);
    QVERIFY2(game.has_value(), qPrintable(describe(problems)));
    const GameState &s = game->state();
    QCOMPARE(s.board().cellCount(), 2);
    QCOMPARE(int(s.board().tiles().size()), 1);
    QVERIFY(s.board().occupied({0, 0}));
    QVERIFY(s.board().occupied({1, 0}));
    QCOMPARE(s.board().tileAt({1, 0}), 0);

    const int roadWest = s.segmentAt({0, 0}, FeatureType::Road, Port::W);
    const int roadEast = s.segmentAt({1, 0}, FeatureType::Road, Port::E);
    QVERIFY(roadWest >= 0);
    QCOMPARE(roadEast, roadWest); // one feature, one node, across the joined edge
    const int city = s.segmentAt({1, 0}, FeatureType::City, Port::N);
    QCOMPARE(s.segmentAt({0, 0}, FeatureType::City, Port::NNW), city);
    // Only the outer ports are open: road W of [0,0] and E of [1,0]; city 2 x 3.
    QCOMPARE(int(s.features().node(s.features().find(roadWest)).open), 2);
    QCOMPARE(int(s.features().node(s.features().find(city)).open), 6);

    const FeatureValue road = s.value(roadWest);
    QCOMPARE(road.tiles, 2);
    QCOMPARE(road.points, 2);
    const FeatureValue c = s.value(city);
    QCOMPARE(c.pennants, 1);
    QCOMPARE(c.tiles, 2);
    QCOMPARE(c.points, 3);
}

void TestPackageContents::doublePackagePlaysToTheEnd()
{
    PackageRepository repository;
    repository.addSearchPath(dataDir() + QStringLiteral("/good"));
    int doublesPlaced = 0;
    for (quint64 seed = 1; seed <= 12; ++seed) {
        GameSetup setup;
        setup.packages = {QStringLiteral("double")};
        setup.players = {{QStringLiteral("Ann"), QStringLiteral("red")},
                         {QStringLiteral("Bob"), QStringLiteral("blue")},
                         {QStringLiteral("Cid"), QStringLiteral("green")}};
        setup.seed = seed;
        Problems problems;
        auto game = Game::start(setup, repository, &problems);
        QVERIFY2(game.has_value(), qPrintable(describe(problems)));
        const int dd = game->state().content().tileTypeIndex(QStringLiteral("double/DD"));
        RandomPlayer player(seed * 31 + 1);
        int moves = 0;
        EventList events;
        while (!game->state().gameOver()) {
            QVERIFY(++moves < 1000);
            const Move m = player.choose(game->state());
            if (m.kind == Move::Kind::PlaceTile && game->state().currentTile() == dd)
                ++doublesPlaced;
            QVERIFY(game->apply(m, events));
            for (int p = 0; p < 3; ++p) {
                int onBoard = 0;
                for (const PlacedFigure &f : game->state().figures())
                    onBoard += f.player == p ? 1 : 0;
                QCOMPARE(onBoard + game->state().supply(p, FigureKind::Meeple), 7);
            }
        }
        const GameState &end = game->state();
        QCOMPARE(end.remainingCount(), 0);
        int cells = 0;
        for (const PlacedTile &t : end.board().tiles())
            cells += end.content().tileType(t.type).cellCount();
        QCOMPARE(end.board().cellCount(), cells);
        // The record plays back to the same end.
        Message error;
        int bad = -2;
        const auto replayed = Game::replay(game->record(), repository, nullptr, &error, &bad);
        QVERIFY2(replayed.has_value(),
                 qPrintable(QStringLiteral("move %1: %2").arg(bad).arg(error.toString())));
        QVERIFY(replayed->state().gameOver());
        for (int p = 0; p < 3; ++p)
            QCOMPARE(replayed->state().score(p), end.score(p));
        QCOMPARE(replayed->state().board().cellCount(), end.board().cellCount());
    }
    QVERIFY2(doublesPlaced > 0, "no 2x1 tile was ever placed");
}

void TestPackageContents::loadsTradersBuilders()
{
    PackageRepository repository;
    Problems problems;
    const auto p = repository.load(QStringLiteral("traders-builders"), &problems);
    QVERIFY2(p.has_value(), qPrintable(describe(problems)));
    QCOMPARE(p->tileCount(), 24);
    QCOMPARE(p->requirements, QStringList{QStringLiteral("base")});
    // reference/tiles.md (d): 9 wine, 6 grain, 5 cloth; four tiles hold an enclosed field.
    std::array<int, kGoodCount> goods{};
    QStringList enclosed;
    for (const TileDefinition &t : p->tiles) {
        for (const FeatureDefinition &f : t.features) {
            for (int g = 0; g < kGoodCount; ++g)
                goods[std::size_t(g)] += f.attribute(goodAttribute(Good(g))) * t.count;
            if (f.type == FeatureType::Field && f.ports.isEmpty())
                enclosed << t.id;
        }
    }
    QCOMPARE(goods[std::size_t(Good::Wine)], 9);
    QCOMPARE(goods[std::size_t(Good::Grain)], 6);
    QCOMPARE(goods[std::size_t(Good::Cloth)], 5);
    QCOMPARE(enclosed,
             (QStringList{QStringLiteral("TB03"), QStringLiteral("TB04"), QStringLiteral("TB06"),
                          QStringLiteral("TB14")}));

    // With the base game: 96 tiles, the three modules on by default, base's start tile.
    const auto packages = repository.resolve({QStringLiteral("traders-builders")}, &problems);
    QVERIFY2(packages.has_value(), qPrintable(describe(problems)));
    const auto content = GameContent::build(*packages, {}, &problems);
    QVERIFY2(content, qPrintable(describe(problems)));
    QCOMPARE(int(content->standardPile().size()), 95);
    QCOMPARE(content->moduleIds(),
             (QStringList{QStringLiteral("farmers"), QStringLiteral("goods"),
                          QStringLiteral("builder"), QStringLiteral("pig")}));
    QCOMPARE(content->tileType(content->startTile()).key, QStringLiteral("base/D"));
    QCOMPARE(content->parameter(QStringLiteral("goodsMajorityPoints")), 10);
    QCOMPARE(content->parameter(QStringLiteral("pigFieldCityPoints")), 4);
}

void TestPackageContents::enclosedFieldParses()
{
    // A field without ports touches no side; "ports": [] is still an error.
    const QByteArray tiles = R"({"tiles": [{"id": "Z", "count": 1, "features": [
        {"type": "city", "ports": ["NNW", "N", "NNE", "WSW", "W", "WNW"]},
        {"type": "city", "ports": ["ENE", "E", "ESE", "SSE", "S", "SSW"]},
        {"type": "field", "cell": [0, 0], "cities": [0, 1]}]}]})";
    PackageReader reader;
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    auto write = [&](const QString &name, const QByteArray &bytes) {
        QFile f(tmp.filePath(name));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
    };
    write(QStringLiteral("manifest.json"),
          R"({"format": "carcassonne-package", "formatVersion": 1, "id": "lens",
              "version": "1", "name": {"en": "Lens"}})");
    write(QStringLiteral("tiles.json"), tiles);
    const auto p = reader.read(tmp.path());
    QVERIFY2(p.has_value(), qPrintable(describe(reader.problems())));
    QCOMPARE(p->tiles.front().features.size(), 3);
    QVERIFY(p->tiles.front().features[2].ports.isEmpty());

    QByteArray empty = tiles;
    empty.replace(R"("cell": [0, 0])", R"("ports": [])");
    write(QStringLiteral("tiles.json"), empty);
    PackageReader again;
    QVERIFY(!again.read(tmp.path()).has_value());
    QVERIFY2(describe(again.problems()).contains(QStringLiteral("at least one port")),
             qPrintable(describe(again.problems())));
}

void TestPackageContents::everyFeatureAttribute_data()
{
    QTest::addColumn<int>("attribute");
    for (const FeatureAttributeRow &row : featureattributes::all())
        QTest::newRow(row.name) << int(row.attribute);
}

// Each row of the table: it parses on the first feature type that may carry it, is refused on a
// type that may not and above its maximum, is written back the same, and reaches the tallies.
void TestPackageContents::everyFeatureAttribute()
{
    QFETCH(int, attribute);
    const FeatureAttributeRow &row = featureattributes::row(FeatureAttribute(attribute));
    QCOMPARE(int(row.attribute), attribute);
    std::optional<FeatureType> carrier, other;
    for (int t = 0; t < kFeatureTypeCount; ++t) {
        if (row.carriedBy(FeatureType(t)) && !carrier)
            carrier = FeatureType(t);
        if (!row.carriedBy(FeatureType(t)) && !other)
            other = FeatureType(t);
    }
    QVERIFY2(carrier, "no feature type may carry it");
    QVERIFY(row.maximum >= 2);
    const QString field = QStringLiteral("features[%1].") + row.keyString();

    // Parses: two of it, and none of the others.
    const AttributeTile good = tileWith(*carrier, member(row, 2));
    PackageParser parser;
    const auto p = parser.parse(attributePackage(good), QStringLiteral("memory"));
    QVERIFY2(p.has_value(), qPrintable(describe(parser.problems())));
    const FeatureDefinition &f = p->tiles.front().features[good.at];
    QCOMPARE(f.type, *carrier);
    for (const FeatureAttributeRow &r : featureattributes::all())
        QCOMPARE(f.attribute(r.attribute), r.attribute == row.attribute ? 2 : 0);

    // Written back the same: the tile's text holds the feature as it was written.
    const QByteArray written = PackageWriter::tilesJson(*p);
    QVERIFY2(written.contains(good.features[good.at]), written.constData());
    PackageParser again;
    const auto copy = again.parse({{QStringLiteral("manifest.json"),
                                    attributePackage(good)[QStringLiteral("manifest.json")]},
                                   {QStringLiteral("tiles.json"), written}},
                                  QStringLiteral("memory"));
    QVERIFY2(copy.has_value(), qPrintable(describe(again.problems())));
    QCOMPARE(copy->tiles.front().features[good.at].attributes, f.attributes);

    // Reaches the feature graph: the compiled node of that feature tallies it.
    Problems problems;
    const auto content = GameContent::build({*p}, {}, &problems);
    QVERIFY2(content, qPrintable(describe(problems)));
    const TileType &type =
            content->tileType(content->tileTypeIndex(QStringLiteral("attributes/A")));
    const FeatureGraph::TallyLayout &layout = content->tallyLayout();
    QCOMPARE(layout.extra, 0); // the one attribute this package's tiles carry: in the node
    QVERIFY(type.nodeTallies.empty());
    for (std::size_t n = 0; n < type.nodes.size(); ++n) {
        for (int t = 0; t < kTallyCount; ++t) {
            const int expected = n == std::size_t(good.at) && t == attribute ? 2 : 0;
            QCOMPARE(FeatureGraph::read(layout, type.nodes[n], nullptr, Tally(t)), expected);
        }
    }

    // Above its maximum: refused, naming file, tile and field.
    const AttributeTile tooMany = tileWith(*carrier, member(row, row.maximum + 1));
    PackageParser high;
    QVERIFY(!high.parse(attributePackage(tooMany), QStringLiteral("memory")).has_value());
    QVERIFY2(hasProblem(high.problems(), QStringLiteral("tiles.json"), QStringLiteral("A"),
                        field.arg(tooMany.at), QString::number(row.maximum)),
             qPrintable(describe(high.problems())));

    // On a type that may not carry it: refused the same way.
    if (!other)
        return; // every type may carry it
    const AttributeTile wrong = tileWith(*other, member(row, 1));
    PackageParser misplaced;
    QVERIFY(!misplaced.parse(attributePackage(wrong), QStringLiteral("memory")).has_value());
    QVERIFY2(hasProblem(misplaced.problems(), QStringLiteral("tiles.json"), QStringLiteral("A"),
                        field.arg(wrong.at),
                        QStringLiteral("not an attribute of a ") + featuretype::name(*other)),
             qPrintable(describe(misplaced.problems())));
}

QTEST_MAIN(TestPackageContents)
#include "tst_packagecontents.moc"
