// Packages (design contract §4): strict, friendly loading of folders and zips, and the refusals.
//
// Bad packages are fixture folders under tests/data/packages/bad/<case>/, each broken in exactly
// one way; zip attacks are built at test time with QuaZip in a temporary folder. Every refusal
// must name the file, the tile and the field, and say what is wrong.
#include "content/packagereader.h"
#include "content/packagerepository.h"
#include "packagetesting.h"
#include "state/gamecontent.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <quazip.h>
#include <quazipfile.h>
#include <quazipnewinfo.h>

using namespace carcassonne;

namespace {

QString baseFolder()
{
    return QStringLiteral(CARCASSONNE_SOURCE_DIR "/resources/packages/base");
}

// Every file of a folder, by path relative to it.
QList<QPair<QString, QByteArray>> folderFiles(const QString &folder)
{
    QList<QPair<QString, QByteArray>> files;
    const QDir root(folder);
    QDirIterator it(folder, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            qFatal("cannot read fixture %s", qPrintable(path));
        files.append({root.relativeFilePath(path), f.readAll()});
    }
    std::sort(files.begin(), files.end(),
              [](const auto &a, const auto &b) { return a.first < b.first; });
    return files;
}

// Writes a zip with the entries given, in that order, names exactly as given.
bool writeZip(const QString &path, const QList<QPair<QString, QByteArray>> &entries)
{
    QuaZip zip(path);
    if (!zip.open(QuaZip::mdCreate))
        return false;
    for (const auto &[name, data] : entries) {
        QuaZipFile file(&zip);
        if (!file.open(QIODevice::WriteOnly, QuaZipNewInfo(name)))
            return false;
        if (file.write(data) != data.size())
            return false;
        file.close();
        if (file.getZipError() != 0)
            return false;
    }
    zip.close();
    return zip.getZipError() == 0;
}

QList<QPair<QString, QByteArray>> prefixed(const QList<QPair<QString, QByteArray>> &files,
                                           const QString &prefix)
{
    QList<QPair<QString, QByteArray>> out;
    for (const auto &[name, data] : files)
        out.append({prefix + name, data});
    return out;
}

// The first difference between two packages' meaning (everything but where they came from).
QString packageDifference(const Package &a, const Package &b)
{
    if (a.id != b.id)
        return QStringLiteral("id %1 != %2").arg(a.id, b.id);
    if (a.version != b.version)
        return QStringLiteral("version");
    if (a.name != b.name)
        return QStringLiteral("name");
    if (a.description != b.description)
        return QStringLiteral("description");
    if (a.requirements != b.requirements)
        return QStringLiteral("requirements");
    if (a.art != b.art)
        return QStringLiteral("art");
    if (a.rules.startTile != b.rules.startTile)
        return QStringLiteral("rules.startTile");
    if (a.rules.parameters != b.rules.parameters)
        return QStringLiteral("rules.parameters");
    if (a.rules.attributes != b.rules.attributes)
        return QStringLiteral("rules.attributes");
    if (a.rules.scoring != b.rules.scoring)
        return QStringLiteral("rules.scoring");
    if (a.rules.modules.size() != b.rules.modules.size())
        return QStringLiteral("rules.modules");
    for (int i = 0; i < a.rules.modules.size(); ++i) {
        if (a.rules.modules[i].id != b.rules.modules[i].id
            || a.rules.modules[i].enabled != b.rules.modules[i].enabled)
            return QStringLiteral("rules.modules[%1]").arg(i);
    }
    if (a.tiles.size() != b.tiles.size())
        return QStringLiteral("tile count %1 != %2").arg(a.tiles.size()).arg(b.tiles.size());
    for (int t = 0; t < a.tiles.size(); ++t) {
        const TileDefinition &x = a.tiles[t];
        const TileDefinition &y = b.tiles[t];
        const QString at = QStringLiteral("tiles[%1] (%2)").arg(t).arg(x.id);
        if (x.id != y.id || x.count != y.count || x.cells != y.cells || x.art != y.art
            || x.tags != y.tags || x.features.size() != y.features.size())
            return at;
        for (int f = 0; f < x.features.size(); ++f) {
            const FeatureDefinition &p = x.features[f];
            const FeatureDefinition &q = y.features[f];
            if (p.type != q.type || p.ports != q.ports || !(p.cell == q.cell)
                || p.attributes != q.attributes || p.cities != q.cities || p.symbol != q.symbol
                || p.symbolSide != q.symbolSide)
                return at + QStringLiteral(".features[%1]").arg(f);
        }
    }
    return {};
}

bool copyFolder(const QString &from, const QString &to)
{
    if (!QDir().mkpath(to))
        return false;
    for (const auto &[name, data] : folderFiles(from)) {
        const QString target = to + QLatin1Char('/') + name;
        QDir().mkpath(QFileInfo(target).absolutePath());
        QFile f(target);
        if (!f.open(QIODevice::WriteOnly) || f.write(data) != data.size())
            return false;
    }
    return true;
}

} // namespace

class TestPackages : public QObject
{
    Q_OBJECT
private slots:
    void loadsBase();
    void refusesBadFolder_data();
    void refusesBadFolder();
    void refusesBadZip_data();
    void refusesBadZip();
    void goodPackageLoadsAlike_data();
    void goodPackageLoadsAlike();
    void refusedPackageChangesNothing();
};

void TestPackages::loadsBase()
{
    PackageRepository repository;
    Problems problems;
    const auto p = repository.load(QStringLiteral("base"), &problems);
    QVERIFY2(p.has_value(), qPrintable(problems.value(0).toString()));
    QCOMPARE(p->tileCount(), 72);
}

void TestPackages::refusesBadFolder_data()
{
    QTest::addColumn<QString>("folder");
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("tile");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("phrase");

    const QString manifest = QStringLiteral("manifest.json");
    const QString tiles = QStringLiteral("tiles.json");
    const QString rules = QStringLiteral("rules.json");
    auto row = [](const char *name, const QString &file, const QString &tile, const QString &field,
                  const QString &phrase) {
        QTest::newRow(name) << QString::fromLatin1(name) << file << tile << field << phrase;
    };

    row("missing-manifest", manifest, {}, {}, QStringLiteral("missing file"));
    row("invalid-json", tiles, {}, {}, QStringLiteral("invalid JSON at offset"));
    row("wrong-format", manifest, {}, QStringLiteral("format"),
        QStringLiteral("must be \"carcassonne-package\""));
    row("bad-package-id", manifest, {}, QStringLiteral("id"),
        QStringLiteral("lower-case letters, digits or '-'"));
    // A tile whose id is bad cannot be named by it: the field says which tile it is.
    row("bad-tile-id", tiles, {}, QStringLiteral("tiles[2].id"), QStringLiteral("letters, digits"));
    row("missing-english-name", manifest, {}, QStringLiteral("name.en"),
        QStringLiteral("English name is required"));
    row("unknown-feature-type", tiles, QStringLiteral("Lake"), QStringLiteral("features[1].type"),
        QStringLiteral("unknown feature type 'lake'"));
    row("bad-port-name", tiles, QStringLiteral("Bad"), QStringLiteral("features[0].ports[1]"),
        QStringLiteral("'WEST' is not a port"));
    row("port-used-twice", tiles, QStringLiteral("Twice"), QStringLiteral("features[2].ports"),
        QStringLiteral("port W of cell 0,0 already belongs to features[0]"));
    row("port-uncovered", tiles, QStringLiteral("Hole"), QStringLiteral("features"),
        QStringLiteral("port SSW of cell 0,0 belongs to no road, city, field or river"));
    row("city-part-of-side", tiles, QStringLiteral("Half"), QStringLiteral("features"),
        QStringLiteral("side N of cell 0,0: a city must cover all three ports"));
    row("road-on-outer-port", tiles, QStringLiteral("Corner"), QStringLiteral("features"),
        QStringLiteral("side S of cell 0,0: roads and rivers use only the middle port"));
    row("cities-not-a-city", tiles, QStringLiteral("Farm"), QStringLiteral("features[2].cities"),
        QStringLiteral("1 is not the index of a city feature"));
    row("count-out-of-range", tiles, QStringLiteral("U"), QStringLiteral("count"),
        QStringLiteral("whole number from 0 to 500"));
    row("duplicate-tile-id", tiles, QStringLiteral("U"), QStringLiteral("tiles[2].id"),
        QStringLiteral("duplicate tile id"));
    row("pennants-on-road", tiles, QStringLiteral("Flag"), QStringLiteral("features[0].pennants"),
        QStringLiteral("not an attribute of a road"));
    // The Mist's fog: over whole roads, continuing across inner edges, reaching a side.
    row("fog-half-road", tiles, QStringLiteral("Half"), QStringLiteral("features[0].ports"),
        QStringLiteral("a road lies wholly under fog or wholly clear"));
    row("fog-inner-edge", tiles, QStringLiteral("Pair"), QStringLiteral("features[1].ports"),
        QStringLiteral("fog at side E of cell 0,0 must continue as the same fog"));
    row("fog-inside-only", tiles, QStringLiteral("Inner"), QStringLiteral("features[1].ports"),
        QStringLiteral("fog must reach an outer side of the tile"));
    row("unknown-module", rules, {}, QStringLiteral("modules[1]"),
        QStringLiteral("unknown rule module 'abbott'"));
    row("unknown-parameter", rules, {}, QStringLiteral("parameters.meeplesPerPlayr"),
        QStringLiteral("unknown parameter"));
    // Wrong-typed sections are refused, not ignored (issue 20, defect 5).
    row("parameters-not-an-object", rules, {}, QStringLiteral("parameters"),
        QStringLiteral("must be an object"));
    row("deck-not-an-object", rules, {}, QStringLiteral("deck"),
        QStringLiteral("must be an object"));
    row("parameter-out-of-range", rules, {}, QStringLiteral("parameters.meeplesPerPlayer"),
        QStringLiteral("whole number from 0 to 30"));
    row("start-tile-missing", rules, {}, QStringLiteral("deck.startTile"),
        QStringLiteral("no tile 'Z' in this package"));
    row("art-missing", tiles, QStringLiteral("U"), QStringLiteral("art"),
        QStringLiteral("art file 'art/U.svg' is not in the package"));
    // Authored rules (rules.json "attributes" and "scoring"): each refusal names its entry.
    row("authored-rules-contradict", rules, {}, QStringLiteral("scoring[1]"),
        QStringLiteral(
                "scoring[0] and scoring[1] contradict each other: both may apply to one "
                "road, and scoring[0] sets tiles to 2 points where scoring[1] sets it to 3"));
    row("authored-unknown-subject", rules, {}, QStringLiteral("scoring[0].if.cathedral"),
        QStringLiteral("a road has no 'cathedral' to count (it has tiles, tradingPosts, inn)"));
    row("authored-attribute-undeclared", tiles, QStringLiteral("D"),
        QStringLiteral("features[1].attributes.well"),
        QStringLiteral("not an attribute of a road this package declares"));
    row("authored-attribute-reserved-id", rules, {}, QStringLiteral("attributes[0].id"),
        QStringLiteral("'pennants' is a name the format uses itself"));
    row("authored-no-effect", rules, {}, QStringLiteral("scoring[0]"),
        QStringLiteral("must have exactly one effect"));
    row("authored-factor-out-of-range", rules, {}, QStringLiteral("scoring[0].multiply"),
        QStringLiteral("whole number from 0 to 10"));
    row("authored-too-many-rules", rules, {}, QStringLiteral("scoring"),
        QStringLiteral("at most 32 scoring rules"));
    // An attribute's own mark is package art: present, and checked as a tile's art is.
    row("authored-mark-art-missing", rules, {}, QStringLiteral("attributes[0].mark"),
        QStringLiteral("art file 'art/inn.svg' is not in the package"));
    row("authored-mark-art-script", rules, {}, QStringLiteral("attributes[0].mark"),
        QStringLiteral("<script> is not allowed"));
    // A figure's own picture is package art: present, and checked as a tile's art is.
    row("authored-figure-art-missing", rules, {}, QStringLiteral("figures[0].art"),
        QStringLiteral("art file 'art/giant.svg' is not in the package"));
    row("multicell-split-join", tiles, QStringLiteral("Split"), QStringLiteral("features[0].ports"),
        QStringLiteral("port ENE of cell 0,0 meets features[1] inside the tile"));
}

void TestPackages::refusesBadFolder()
{
    QFETCH(QString, folder);
    QFETCH(QString, file);
    QFETCH(QString, tile);
    QFETCH(QString, field);
    QFETCH(QString, phrase);

    const QString path = dataDir() + QStringLiteral("/bad/") + folder;
    QVERIFY2(QFileInfo(path).isDir(), qPrintable(path));
    PackageReader reader;
    const auto p = reader.read(path);
    QVERIFY2(!p.has_value(), "a broken package was accepted");
    QVERIFY2(
            hasProblem(reader.problems(), file, tile, field, phrase),
            qPrintable(QStringLiteral("expected [file '%1' tile '%2' field '%3'] ...%4...; got\n%5")
                               .arg(file, tile, field, phrase, describe(reader.problems()))));

    // The repository refuses it the same way, and says so through its problems.
    PackageRepository repository;
    Problems problems;
    QVERIFY(!repository.addPath(path, &problems).has_value());
    QVERIFY2(hasProblem(problems, file, tile, field, phrase), qPrintable(describe(problems)));

    // Zipped (under a top folder, as "compress this folder" makes it), the same refusal.
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString zipPath = tmp.filePath(folder + QStringLiteral(".zip"));
    QVERIFY(writeZip(zipPath, prefixed(folderFiles(path), folder + QLatin1Char('/'))));
    PackageReader zipReader;
    QVERIFY(!zipReader.read(zipPath).has_value());
    QVERIFY2(hasProblem(zipReader.problems(), file, tile, field, phrase),
             qPrintable(describe(zipReader.problems())));
}

void TestPackages::refusesBadZip_data()
{
    QTest::addColumn<QString>("attack");
    QTest::addColumn<QString>("phrase");
    QTest::newRow("dot-dot") << QStringLiteral(
            "dot-dot") << QStringLiteral("entry '../evil.json' would lie outside the package");
    QTest::newRow("dot-dot-inside")
            << QStringLiteral("dot-dot-inside")
            << QStringLiteral("entry 'art/../../evil.json' would lie outside the package");
    QTest::newRow("absolute") << QStringLiteral("absolute")
                              << QStringLiteral("entry '/tmp/evil.json' would lie outside");
    QTest::newRow("backslash") << QStringLiteral("backslash")
                               << QStringLiteral("would lie outside the package");
    QTest::newRow("drive-letter") << QStringLiteral("drive-letter")
                                  << QStringLiteral("entry 'C:/evil.json' would lie outside");
    QTest::newRow("too-many-entries")
            << QStringLiteral("too-many-entries")
            << QStringLiteral("more than %1 files").arg(PackageReader::kMaxEntries);
    QTest::newRow("entry-too-large")
            << QStringLiteral("entry-too-large")
            << QStringLiteral("entry 'art/huge.svg' is larger than %1 bytes")
                       .arg(PackageReader::kMaxFileSize);
    QTest::newRow("total-too-large") << QStringLiteral("total-too-large")
                                     << QStringLiteral("the package is larger than %1 bytes")
                                                .arg(PackageReader::kMaxTotalSize);
    QTest::newRow("not-a-zip") << QStringLiteral("not-a-zip")
                               << QStringLiteral("not a readable zip file");
    QTest::newRow("empty-file") << QStringLiteral("empty-file")
                                << QStringLiteral("not a readable zip file");
    QTest::newRow("truncated-zip")
            << QStringLiteral("truncated-zip") << QStringLiteral("not a readable zip file");
}

void TestPackages::refusesBadZip()
{
    QFETCH(QString, attack);
    QFETCH(QString, phrase);

    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString zipPath = tmp.filePath(QStringLiteral("attack.zip"));
    // A good package, so the attack is the only reason to refuse it.
    auto entries = folderFiles(dataDir() + QStringLiteral("/good/double"));
    const QByteArray evil("{\"evil\": true}\n");

    if (attack == QStringLiteral("dot-dot")) {
        entries.append({QStringLiteral("../evil.json"), evil});
    } else if (attack == QStringLiteral("dot-dot-inside")) {
        entries.append({QStringLiteral("art/../../evil.json"), evil});
    } else if (attack == QStringLiteral("absolute")) {
        entries.append({QStringLiteral("/tmp/evil.json"), evil});
    } else if (attack == QStringLiteral("backslash")) {
        entries.append({QStringLiteral("..\\evil.json"), evil});
    } else if (attack == QStringLiteral("drive-letter")) {
        entries.append({QStringLiteral("C:/evil.json"), evil});
    } else if (attack == QStringLiteral("too-many-entries")) {
        for (int i = 0; i < PackageReader::kMaxEntries; ++i)
            entries.append({QStringLiteral("art/x%1.svg").arg(i), QByteArray("<svg/>")});
        QVERIFY(entries.size() > PackageReader::kMaxEntries);
    } else if (attack == QStringLiteral("entry-too-large")) {
        // Compresses to a few kilobytes; unpacked one byte over the limit.
        entries.append({QStringLiteral("art/huge.svg"),
                        QByteArray(int(PackageReader::kMaxFileSize + 1), ' ')});
    } else if (attack == QStringLiteral("total-too-large")) {
        // Each entry within the file limit, together over the package limit.
        const qint64 each = PackageReader::kMaxFileSize - 1;
        const int n = int(PackageReader::kMaxTotalSize / each) + 1;
        for (int i = 0; i < n; ++i)
            entries.append({QStringLiteral("art/big%1.svg").arg(i), QByteArray(int(each), ' ')});
    }

    if (attack == QStringLiteral("not-a-zip")) {
        QFile f(zipPath);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\": \"carcassonne-package\"} -- this is not a zip file\n");
    } else if (attack == QStringLiteral("empty-file")) {
        QFile f(zipPath);
        QVERIFY(f.open(QIODevice::WriteOnly));
    } else if (attack == QStringLiteral("truncated-zip")) {
        QVERIFY(writeZip(zipPath, entries));
        QFile f(zipPath);
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.resize(f.size() / 2)); // the central directory is gone
    } else {
        QVERIFY(writeZip(zipPath, entries));
    }

    PackageReader reader;
    const auto p = reader.read(zipPath);
    QVERIFY2(!p.has_value(), "a hostile zip was accepted");
    QVERIFY2(hasProblem(reader.problems(), zipPath, {}, {}, phrase),
             qPrintable(QStringLiteral("expected ...%1...; got\n%2")
                                .arg(phrase, describe(reader.problems()))));
    // Nothing was written beside the zip while reading it.
    QVERIFY(!QFileInfo::exists(tmp.filePath(QStringLiteral("evil.json"))));
}

void TestPackages::goodPackageLoadsAlike_data()
{
    QTest::addColumn<QString>("folder");
    QTest::addColumn<QString>("id");
    QTest::newRow("base") << baseFolder() << QStringLiteral("base");
    QTest::newRow("double") << dataDir() + QStringLiteral("/good/double")
                            << QStringLiteral("double");
    QTest::newRow("inns-cathedrals")
            << QStringLiteral(CARCASSONNE_SOURCE_DIR "/resources/packages/inns-cathedrals")
            << QStringLiteral("inns-cathedrals");
}

void TestPackages::goodPackageLoadsAlike()
{
    QFETCH(QString, folder);
    QFETCH(QString, id);

    PackageReader reader;
    const auto fromFolder = reader.read(folder);
    QVERIFY2(fromFolder.has_value(), qPrintable(describe(reader.problems())));
    QVERIFY(reader.problems().isEmpty());
    QCOMPARE(fromFolder->id, id);

    // The built-in base is compiled into the program; the source folder must say the same.
    if (id == QStringLiteral("base")) {
        PackageRepository repository;
        Problems problems;
        const auto builtin = repository.load(QStringLiteral("base"), &problems);
        QVERIFY2(builtin.has_value(), qPrintable(describe(problems)));
        const QString diff = packageDifference(*builtin, *fromFolder);
        QVERIFY2(diff.isEmpty(), qPrintable(QStringLiteral("built-in vs folder: ") + diff));
        QCOMPARE(fromFolder->tileCount(), 72);
        QCOMPARE(fromFolder->tiles.size(), 32);
    }

    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const auto files = folderFiles(folder);
    const QString flat = tmp.filePath(id + QStringLiteral("-flat.zip"));
    const QString nested = tmp.filePath(id + QStringLiteral("-nested.zip"));
    QVERIFY(writeZip(flat, files));
    QVERIFY(writeZip(nested, prefixed(files, id + QLatin1Char('/'))));
    // Folder entries in the zip ("base/", "base/art/") are skipped.
    const QString withDirs = tmp.filePath(id + QStringLiteral("-dirs.zip"));
    auto dirEntries = prefixed(files, id + QLatin1Char('/'));
    dirEntries.prepend({id + QLatin1Char('/'), QByteArray()});
    QVERIFY(writeZip(withDirs, dirEntries));

    for (const QString &zip : {flat, nested, withDirs}) {
        PackageReader zipReader;
        const auto fromZip = zipReader.read(zip);
        QVERIFY2(fromZip.has_value(),
                 qPrintable(QFileInfo(zip).fileName() + QLatin1Char('\n')
                            + describe(zipReader.problems())));
        const QString diff = packageDifference(*fromFolder, *fromZip);
        QVERIFY2(diff.isEmpty(),
                 qPrintable(QFileInfo(zip).fileName() + QStringLiteral(" vs folder: ") + diff));
        QCOMPARE(fromZip->source, zip);

        // Both build the same game content (with the base game first for a package that
        // requires it).
        Problems problems;
        QList<Package> packages{*fromZip};
        int tiles = fromFolder->tileCount();
        if (fromFolder->requirements.contains(QStringLiteral("base"))) {
            PackageReader baseReader;
            const auto base = baseReader.read(baseFolder());
            QVERIFY(base.has_value());
            packages.prepend(*base);
            tiles += base->tileCount();
        }
        const auto content = GameContent::build(packages, {}, &problems);
        QVERIFY2(content, qPrintable(describe(problems)));
        QCOMPARE(int(content->standardPile().size()), tiles - 1);
    }
}

void TestPackages::refusedPackageChangesNothing()
{
    PackageRepository repository;
    repository.addSearchPath(dataDir() + QStringLiteral("/repo"));
    Problems problems;
    const auto before = repository.resolve({QStringLiteral("top")}, &problems);
    QVERIFY2(before.has_value(), qPrintable(describe(problems)));
    const auto doubleId = repository.addPath(dataDir() + QStringLiteral("/good/double"), &problems);
    QCOMPARE(doubleId.value_or(QString()), QStringLiteral("double"));
    const auto doubleBefore = repository.load(QStringLiteral("double"), &problems);
    QVERIFY(doubleBefore.has_value());
    const QStringList idsBefore = repository.availableIds();
    QVERIFY(idsBefore.contains(QStringLiteral("double")));
    QVERIFY(problems.isEmpty());

    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());

    // 1. A broken package that claims the id of one already loaded ("left"), by path.
    const QString brokenLeft = tmp.filePath(QStringLiteral("broken-left"));
    QVERIFY(copyFolder(dataDir() + QStringLiteral("/repo/left"), brokenLeft));
    {
        QFile f(brokenLeft + QStringLiteral("/tiles.json"));
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(R"({"tiles": [{"id": "L1", "count": 1, "features": [{"type": "cloister"}]}]})");
    }
    Problems refused;
    QVERIFY(!repository.addPath(brokenLeft, &refused).has_value());
    QVERIFY2(hasProblem(refused, QStringLiteral("tiles.json"), QStringLiteral("L1"),
                        QStringLiteral("features"), QStringLiteral("belongs to no road")),
             qPrintable(describe(refused)));

    // 2. A broken zip that claims to be "double".
    const QString brokenDouble = tmp.filePath(QStringLiteral("double.zip"));
    auto files = folderFiles(dataDir() + QStringLiteral("/good/double"));
    for (auto &[name, data] : files) {
        if (name == QStringLiteral("rules.json"))
            data = R"({"parameters": {"meeplesPerPlayer": 99}, "deck": {"startTile": "S2"}})";
    }
    QVERIFY(writeZip(brokenDouble, files));
    Problems refusedZip;
    QVERIFY(!repository.addPath(brokenDouble, &refusedZip).has_value());
    QVERIFY2(hasProblem(refusedZip, QStringLiteral("rules.json"), {},
                        QStringLiteral("parameters.meeplesPerPlayer"),
                        QStringLiteral("from 0 to 30")),
             qPrintable(describe(refusedZip)));

    // 3. A package found on a search path whose manifest names another id.
    const QString impostorRoot = tmp.filePath(QStringLiteral("search"));
    QVERIFY(copyFolder(dataDir() + QStringLiteral("/repo/left"),
                       impostorRoot + QStringLiteral("/impostor")));
    repository.addSearchPath(impostorRoot);
    Problems impostor;
    QVERIFY(!repository.load(QStringLiteral("impostor"), &impostor).has_value());
    QVERIFY2(hasProblem(impostor, impostorRoot + QStringLiteral("/impostor"), {},
                        QStringLiteral("id"), QStringLiteral("says its id is 'left'")),
             qPrintable(describe(impostor)));

    // Nothing that was loaded changed.
    Problems after;
    const auto resolvedAfter = repository.resolve({QStringLiteral("top")}, &after);
    QVERIFY2(resolvedAfter.has_value(), qPrintable(describe(after)));
    QCOMPARE(idsOf(*resolvedAfter), idsOf(*before));
    for (int i = 0; i < before->size(); ++i) {
        const QString diff = packageDifference((*before)[i], (*resolvedAfter)[i]);
        QVERIFY2(diff.isEmpty(), qPrintable((*before)[i].id + QStringLiteral(": ") + diff));
        QCOMPARE((*resolvedAfter)[i].source, (*before)[i].source);
    }
    const auto doubleAfter = repository.load(QStringLiteral("double"), &after);
    QVERIFY(doubleAfter.has_value());
    QCOMPARE(packageDifference(*doubleBefore, *doubleAfter), QString());
    QCOMPARE(doubleAfter->source, doubleBefore->source);
    QCOMPARE(doubleAfter->rules.parameters.value(QStringLiteral("meeplesPerPlayer")).toInt(), 7);
    QStringList idsAfter = repository.availableIds();
    idsAfter.removeAll(QStringLiteral("impostor")); // a folder on the new search path
    QCOMPARE(idsAfter, idsBefore);
    QVERIFY(after.isEmpty());
}

QTEST_MAIN(TestPackages)
#include "tst_packages.moc"
