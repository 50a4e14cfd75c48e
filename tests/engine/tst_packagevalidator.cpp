// Live validation of a package being edited: the base game is clean, and each kind of problem
// is found and named by file, tile and field.
#include "content/packagereader.h"
#include "content/packagerepository.h"
#include "content/packagevalidator.h"

#include <QTest>

using namespace carcassonne;

namespace {

Package base()
{
    PackageReader reader;
    return *reader.read(PackageRepository::builtinRoot() + QStringLiteral("/base"));
}

QString describe(const Problems &problems)
{
    QStringList lines;
    for (const Problem &p : problems)
        lines << p.toString();
    return lines.isEmpty() ? QStringLiteral("(none)") : lines.join(QLatin1Char('\n'));
}

bool has(const Problems &problems, const QString &file, const QString &tile, const QString &field,
         const QString &phrase)
{
    for (const Problem &p : problems) {
        if (p.file == file && p.tile == tile && p.field == field
            && p.message.toString().contains(phrase))
            return true;
    }
    return false;
}

FeatureDefinition feature(FeatureType type, QList<Port> ports)
{
    FeatureDefinition f;
    f.type = type;
    for (Port p : ports)
        f.ports.append({CellPos{}, p});
    return f;
}

QList<Port> allPorts()
{
    QList<Port> out;
    for (int p = 0; p < kPortCount; ++p)
        out << Port(p);
    return out;
}

} // namespace

class TestPackageValidator : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { PackageRepository repository; }

    void baseIsClean()
    {
        const Problems problems = PackageValidator::validate(base());
        QVERIFY2(problems.isEmpty(), qPrintable(describe(problems)));
    }

    void builtinPackagesAreClean_data()
    {
        QTest::addColumn<QString>("id");
        for (const char *id : {"river", "river-anniversary", "anniversary", "traders-builders"})
            QTest::newRow(id) << QString::fromLatin1(id);
    }

    void builtinPackagesAreClean()
    {
        // What we ship opens in the editor without a single problem, with what it requires.
        QFETCH(QString, id);
        PackageRepository repository;
        Problems loadProblems;
        const auto resolved = repository.resolve({id}, &loadProblems);
        QVERIFY2(resolved.has_value(), qPrintable(describe(loadProblems)));
        QList<Package> required = *resolved;
        Package package;
        for (int i = 0; i < required.size(); ++i) {
            if (required[i].id == id) {
                package = required.takeAt(i);
                break;
            }
        }
        QCOMPARE(package.id, id);
        const Problems problems = PackageValidator::validate(package, required);
        QVERIFY2(problems.isEmpty(), qPrintable(describe(problems)));
    }

    void noStartTile()
    {
        Package p = base();
        p.rules.startTile.clear();
        const Problems problems = PackageValidator::validate(p);
        QVERIFY2(has(problems, QStringLiteral("rules.json"), {}, QStringLiteral("deck.startTile"),
                     QStringLiteral("no start tile")),
                 qPrintable(describe(problems)));
        // A required package's start tile is the game's.
        QVERIFY(PackageValidator::checkStartTile(p, {base()}).isEmpty());
    }

    void unmatchedSide()
    {
        // A river side (field, river, field) where no tile has one.
        Package p = base();
        TileDefinition t;
        t.id = QStringLiteral("R1");
        QList<Port> rest = allPorts();
        rest.removeAll(Port::S);
        t.features = {feature(FeatureType::River, {Port::S}), feature(FeatureType::Field, rest)};
        p.tiles << t;
        const Problems problems = PackageValidator::validate(p);
        QVERIFY2(has(problems, QStringLiteral("tiles.json"), QStringLiteral("R1"),
                     QStringLiteral("features[0].ports"), QStringLiteral("side S of cell 0,0")),
                 qPrintable(describe(problems)));
        QCOMPARE(problems.size(), 1);
    }

    void neverPlaceable()
    {
        // A tile all river: no side of the base game fits any of its sides.
        Package p = base();
        TileDefinition t;
        t.id = QStringLiteral("Lake");
        t.features = {feature(FeatureType::River, {Port::N, Port::E, Port::S, Port::W}),
                      feature(FeatureType::Field,
                              {Port::NNW, Port::NNE, Port::ENE, Port::ESE, Port::SSE, Port::SSW,
                               Port::WSW, Port::WNW})};
        p.tiles << t;
        const Problems problems = PackageValidator::validate(p);
        QVERIFY2(has(problems, QStringLiteral("tiles.json"), QStringLiteral("Lake"),
                     QStringLiteral("features"), QStringLiteral("can never be placed")),
                 qPrintable(describe(problems)));
        QCOMPARE(problems.size(), 1);
    }

    void unassignedPort()
    {
        // The strict loader's checks come through: a port that belongs to nothing.
        Package p = base();
        TileDefinition &b = p.tiles[1];
        QCOMPARE(b.id, QStringLiteral("B"));
        b.features[1].ports.removeAll(CellPort{CellPos{}, Port::WNW});
        const Problems problems = PackageValidator::validate(p);
        QVERIFY2(has(problems, QStringLiteral("tiles.json"), QStringLiteral("B"),
                     QStringLiteral("features"), QStringLiteral("port WNW of cell 0,0")),
                 qPrintable(describe(problems)));
    }

    void roadOnAnOuterPort()
    {
        Package p = base();
        TileDefinition &a = p.tiles[0];
        QCOMPARE(a.id, QStringLiteral("A"));
        // Road on S and SSE: the outer port must be field.
        a.features[2].ports.removeAll(CellPort{CellPos{}, Port::SSE});
        a.features[0].ports << CellPort{CellPos{}, Port::SSE};
        const Problems problems = PackageValidator::validate(p);
        QVERIFY2(has(problems, QStringLiteral("tiles.json"), QStringLiteral("A"),
                     QStringLiteral("features"), QStringLiteral("side S of cell 0,0")),
                 qPrintable(describe(problems)));
    }

    void fieldWithoutBorders()
    {
        Package p = base();
        TileDefinition *e = nullptr;
        for (TileDefinition &t : p.tiles) {
            if (t.id == QStringLiteral("E"))
                e = &t;
        }
        QVERIFY(e);
        e->features[1].cities.clear();
        Problems problems = PackageValidator::validate(p);
        QVERIFY2(has(problems, QStringLiteral("tiles.json"), QStringLiteral("E"),
                     QStringLiteral("features[1].cities"),
                     QStringLiteral("borders the city features[0] but does not name it")),
                 qPrintable(describe(problems)));
        QCOMPARE(problems.size(), 1);
    }

    void fieldNamingACityInside()
    {
        // A field may name a city it touches only inside the tile (past roads that end at the
        // city): the ports cannot show that, so it is not a problem.
        Package p = base();
        TileDefinition &d = p.tiles[3];
        QCOMPARE(d.id, QStringLiteral("D"));
        d.features[3].cities = {0};
        const Problems problems = PackageValidator::validate(p);
        QVERIFY2(problems.isEmpty(), qPrintable(describe(problems)));
    }

    void badMetadata()
    {
        Package p = base();
        p.id = QStringLiteral("Not An Id");
        p.name.remove(QStringLiteral("en"));
        const Problems problems = PackageValidator::validate(p);
        QVERIFY(has(problems, QStringLiteral("manifest.json"), {}, QStringLiteral("id"),
                    QStringLiteral("lower-case")));
        QVERIFY(has(problems, QStringLiteral("manifest.json"), {}, QStringLiteral("name.en"),
                    QStringLiteral("English name")));
    }
};

QTEST_GUILESS_MAIN(TestPackageValidator)
#include "tst_packagevalidator.moc"
