// The package writer: what it writes, the strict parser reads back to the same content, for
// every built-in package and for a package using every attribute; saving is all or nothing.
#include "../fullfilesystem.h"
#include "content/packageinstaller.h"
#include "content/packagereader.h"
#include "content/packagerepository.h"
#include "content/packagewriter.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QScopeGuard>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <sys/time.h>

using namespace carcassonne;

namespace {

QString describe(const Problems &problems)
{
    QStringList lines;
    for (const Problem &p : problems)
        lines << p.toString();
    return lines.join(QLatin1Char('\n'));
}

// Field by field, so a writer that drops an attribute cannot pass by comparing its own output.
QString difference(const Package &a, const Package &b)
{
    if (a.id != b.id || a.version != b.version)
        return QStringLiteral("id or version");
    if (a.name != b.name || a.description != b.description)
        return QStringLiteral("name or description");
    if (a.requirements != b.requirements)
        return QStringLiteral("requires");
    if (a.rules.startTile != b.rules.startTile || a.rules.parameters != b.rules.parameters)
        return QStringLiteral("rules");
    if (a.rules.attributes != b.rules.attributes)
        return QStringLiteral("authored attributes");
    if (a.rules.scoring != b.rules.scoring)
        return QStringLiteral("scoring rules");
    if (a.rules.modules.size() != b.rules.modules.size())
        return QStringLiteral("modules");
    for (int i = 0; i < a.rules.modules.size(); ++i) {
        if (a.rules.modules[i].id != b.rules.modules[i].id
            || a.rules.modules[i].enabled != b.rules.modules[i].enabled)
            return QStringLiteral("modules[%1]").arg(i);
    }
    if (a.art != b.art)
        return QStringLiteral("art");
    if (a.tiles.size() != b.tiles.size())
        return QStringLiteral("tile count");
    for (int i = 0; i < a.tiles.size(); ++i) {
        const TileDefinition &s = a.tiles[i];
        const TileDefinition &t = b.tiles[i];
        const QString at = QStringLiteral("tile %1: ").arg(s.id);
        if (s.id != t.id || s.count != t.count || s.cells != t.cells || s.art != t.art
            || s.tags != t.tags)
            return at + QStringLiteral("id, count, cells, art or tags");
        if (s.features.size() != t.features.size())
            return at + QStringLiteral("feature count");
        for (int f = 0; f < s.features.size(); ++f) {
            const FeatureDefinition &x = s.features[f];
            const FeatureDefinition &y = t.features[f];
            if (x.type != y.type || x.ports != y.ports || x.cell != y.cell
                || x.attributes != y.attributes || x.cities != y.cities || x.symbol != y.symbol
                || x.symbolSide != y.symbolSide)
                return at + QStringLiteral("features[%1]").arg(f);
        }
    }
    return {};
}

QStringList builtinIds()
{
    PackageRepository repository; // registers the resources
    return QDir(PackageRepository::builtinRoot()).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
}

// A package using every attribute the format has, on a multi-cell tile.
Package everything()
{
    Package p;
    p.id = QStringLiteral("every-attribute");
    p.version = QStringLiteral("2.5");
    p.name = {{QStringLiteral("en"), QStringLiteral("All \"quoted\" things")},
              {QStringLiteral("nl"), QStringLiteral("Alles")},
              {QStringLiteral("de"), QStringLiteral("Alles äöü")}};
    p.description = {{QStringLiteral("en"), QStringLiteral("Line one\nline two")}};
    p.requirements = {QStringLiteral("base")};
    TileDefinition t;
    t.id = QStringLiteral("Wide");
    t.count = 3;
    t.cells = {CellPos{0, 0}, CellPos{1, 0}};
    t.art = QStringLiteral("art/wide.svg");
    t.tags = QJsonObject{{QStringLiteral("note"), QStringLiteral("x")}};
    // Cell 0,0: city north with everything; cell 1,0: road east with trading posts; all else
    // one field that borders the city, with animals and an arrow; fog with ghosts on the road.
    FeatureDefinition city;
    city.type = FeatureType::City;
    city.ports = {{{0, 0}, Port::NNW}, {{0, 0}, Port::N}, {{0, 0}, Port::NNE}};
    city.attribute(FeatureAttribute::Pennants) = 2;
    city.attribute(FeatureAttribute::Wine) = 1;
    city.attribute(FeatureAttribute::Cloth) = 2;
    FeatureDefinition road;
    road.type = FeatureType::Road;
    road.ports = {{{1, 0}, Port::E}};
    road.attribute(FeatureAttribute::TradingPosts) = 1;
    FeatureDefinition field;
    field.type = FeatureType::Field;
    for (int port = 3; port < kPortCount; ++port)
        field.ports.append({{0, 0}, Port(port)});
    for (int port = 0; port < kPortCount; ++port) {
        if (Port(port) != Port::E)
            field.ports.append({{1, 0}, Port(port)});
    }
    field.attribute(FeatureAttribute::Animals) = 2;
    field.cities = {0};
    field.symbol = SymbolKind::ExtraTurn;
    field.symbolSide = 3;
    FeatureDefinition garden;
    garden.type = FeatureType::Garden;
    garden.cell = {1, 0};
    FeatureDefinition fog;
    fog.type = FeatureType::Fog;
    fog.ports = {{{1, 0}, Port::E}};
    fog.attribute(FeatureAttribute::Ghosts) = 3;
    // Authored: an attribute on roads and cities, one on fields, and a rule of each effect.
    AuthoredAttribute inn;
    inn.id = QStringLiteral("inn");
    inn.types = 1u << unsigned(FeatureType::Road) | 1u << unsigned(FeatureType::City);
    inn.maximum = 3;
    inn.name = {{QStringLiteral("en"), QStringLiteral("inn")},
                {QStringLiteral("de"), QStringLiteral("Wirtshaus")}};
    inn.mark = QStringLiteral("inn");
    AuthoredAttribute well;
    well.id = QStringLiteral("well2");
    well.types = 1u << unsigned(FeatureType::Field);
    well.name = {{QStringLiteral("en"), QStringLiteral("well")}};
    well.mark = QStringLiteral("well");
    p.rules.attributes = {inn, well};
    road.authored(0) = 2;
    city.authored(0) = 1;
    field.authored(1) = 1;
    ScoringRule set;
    set.type = FeatureType::City;
    set.when = ScoringRule::When::Completed;
    set.conditions = {{QStringLiteral("inn"), 1, ScoringRule::kUnbounded},
                      {QStringLiteral("tiles"), 2, 5}};
    // JSON objects have no order: the parser reads their keys sorted.
    set.set = {{QStringLiteral("bonus"), 4},
               {QStringLiteral("pennants"), 0},
               {QStringLiteral("tiles"), 3}};
    ScoringRule nothing;
    nothing.type = FeatureType::Road;
    nothing.when = ScoringRule::When::End;
    nothing.conditions = {{QStringLiteral("inn"), 0, 0}};
    nothing.effect = ScoringRule::Effect::Nothing;
    ScoringRule multiply;
    multiply.type = FeatureType::Cloister;
    multiply.when = ScoringRule::When::Both;
    multiply.effect = ScoringRule::Effect::Multiply;
    multiply.amount = 2;
    ScoringRule add;
    add.type = FeatureType::Field;
    add.when = ScoringRule::When::End;
    add.conditions = {{QStringLiteral("well2"), 0, ScoringRule::kUnbounded}};
    add.effect = ScoringRule::Effect::Add;
    add.amount = -3;
    p.rules.scoring = {set, nothing, multiply, add};
    t.features = {city, road, field, garden, fog};
    p.tiles = {t};
    p.art.insert(QStringLiteral("art/wide.svg"),
                 QByteArray("<svg xmlns=\"http://www.w3.org/2000/svg\"/>"));
    p.rules.modules = {{QStringLiteral("farmers"), false}};
    p.rules.parameters = {{QStringLiteral("meeplesPerPlayer"), 5},
                          {QStringLiteral("fieldCityPoints"), 4}};
    p.rules.startTile = QStringLiteral("Wide");
    return p;
}

} // namespace

class TestPackageWriter : public QObject
{
    Q_OBJECT

private slots:
    void builtinRoundTrip_data()
    {
        QTest::addColumn<QString>("id");
        const QStringList ids = builtinIds();
        QVERIFY(ids.contains(QStringLiteral("base")));
        for (const QString &id : ids)
            QTest::newRow(qPrintable(id)) << id;
    }

    void builtinRoundTrip()
    {
        QFETCH(QString, id);
        PackageReader reader;
        const auto original = reader.read(PackageRepository::builtinRoot() + QLatin1Char('/') + id);
        QVERIFY2(original, qPrintable(describe(reader.problems())));
        QTemporaryDir dir;
        for (const QString &name : {id, id + QStringLiteral(".zip")}) {
            const QString path = dir.filePath(name);
            PackageWriter writer;
            QVERIFY2(writer.write(*original, path), qPrintable(writer.errorString()));
            PackageReader again;
            const auto copy = again.read(path);
            QVERIFY2(copy, qPrintable(describe(again.problems())));
            QCOMPARE(difference(*original, *copy), QString());
            // Writing what was read gives the same bytes: the format has one spelling.
            QCOMPARE(PackageWriter::files(*copy), PackageWriter::files(*original));
        }
    }

    void everyAttributeRoundTrip()
    {
        const Package p = everything();
        QTemporaryDir dir;
        for (const QString &name : {QStringLiteral("pkg"), QStringLiteral("pkg.zip")}) {
            PackageWriter writer;
            QVERIFY2(writer.write(p, dir.filePath(name)), qPrintable(writer.errorString()));
            PackageReader reader;
            const auto copy = reader.read(dir.filePath(name));
            QVERIFY2(copy, qPrintable(describe(reader.problems())));
            QCOMPARE(difference(p, *copy), QString());
        }
        // The multi-cell port spelling and the interior cell are in the text, as the contract
        // writes them.
        const QByteArray tiles = PackageWriter::tilesJson(p);
        QVERIFY(tiles.contains("\"1,0:E\""));
        QVERIFY(tiles.contains("\"cell\": [1, 0]"));
        QVERIFY(tiles.contains("\"goods\": [\"wine\", \"cloth\", \"cloth\"]"));
        QVERIFY(tiles.contains("{\"kind\": \"extraTurn\", \"side\": \"W\"}"));
    }

    void keepsTheUsersOwnFiles_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("folder") << QStringLiteral("pkg");
        QTest::newRow("zip") << QStringLiteral("pkg.zip");
    }

    void keepsTheUsersOwnFiles()
    {
        // Files the user keeps beside the package survive a save; art the package no longer
        // uses does not.
        QFETCH(QString, name);
        QTemporaryDir dir;
        const QString path = dir.filePath(name);
        Package p = everything();
        PackageWriter writer;
        QVERIFY(writer.write(p, path));
        QMap<QString, QByteArray> mine{{QStringLiteral("README.md"), "# My tiles\n"},
                                       {QStringLiteral("sketches/ideas.txt"), "a bridge"}};
        if (name.endsWith(QStringLiteral(".zip"))) {
            PackageReader reader;
            QMap<QString, QByteArray> files = *reader.collect(path);
            files.insert(mine);
            Message error;
            const QByteArray bytes = PackageWriter::zipBytes(files, &error);
            QVERIFY2(!bytes.isEmpty(), qPrintable(error.toString()));
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(bytes);
        } else {
            for (auto it = mine.cbegin(); it != mine.cend(); ++it) {
                QVERIFY(QDir().mkpath(QFileInfo(path + QLatin1Char('/') + it.key()).path()));
                QFile f(path + QLatin1Char('/') + it.key());
                QVERIFY(f.open(QIODevice::WriteOnly));
                f.write(it.value());
            }
        }
        p.tiles[0].art.clear();
        p.art.clear();
        p.tiles[0].count += 1;
        QVERIFY2(writer.write(p, path), qPrintable(writer.errorString()));
        PackageReader reader;
        const auto files = reader.collect(path);
        QVERIFY(files.has_value());
        QCOMPARE(files->value(QStringLiteral("README.md")), QByteArray("# My tiles\n"));
        QCOMPARE(files->value(QStringLiteral("sketches/ideas.txt")), QByteArray("a bridge"));
        QVERIFY(!files->contains(QStringLiteral("art/wide.svg")));
        const auto again = reader.read(path);
        QVERIFY(again.has_value());
        QCOMPARE(again->tiles[0].count, p.tiles[0].count);
    }

    void replacingAFolderDropsStaleFiles()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("pkg"));
        Package p = everything();
        PackageWriter writer;
        QVERIFY(writer.writeFolder(p, path));
        QVERIFY(QFile::exists(path + QStringLiteral("/art/wide.svg")));
        p.tiles[0].art.clear();
        p.art.clear();
        QVERIFY2(writer.writeFolder(p, path), qPrintable(writer.errorString()));
        QVERIFY(!QFile::exists(path + QStringLiteral("/art/wide.svg")));
        // Nothing of the swap is left beside it.
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot),
                 QStringList{QStringLiteral("pkg")});
    }

    void refusesToReplaceOtherFolders()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("documents"));
        QVERIFY(QDir().mkpath(path));
        QFile other(path + QStringLiteral("/letter.txt"));
        QVERIFY(other.open(QIODevice::WriteOnly));
        other.write("keep me");
        other.close();
        PackageWriter writer;
        QVERIFY(!writer.writeFolder(everything(), path));
        QVERIFY(writer.errorString().contains(QStringLiteral("holds no package")));
        QVERIFY(QFile::exists(path + QStringLiteral("/letter.txt")));
        QVERIFY(!QFile::exists(path + QStringLiteral("/manifest.json")));
    }

    // The installer puts a package where every program finds it, checked in full first; it
    // never takes a built-in id, replaces only when asked, never touches a folder package.
    void installerPutsPackagesWhereTheGameFindsThem()
    {
        QStandardPaths::setTestModeEnabled(true);
        const QString folder = PackageRepository::userPackageFolder();
        QVERIFY(folder.contains(QStringLiteral(".qttest")));
        QDir(folder).removeRecursively();
        const auto cleanUp = qScopeGuard([&] {
            QDir(folder).removeRecursively();
            QStandardPaths::setTestModeEnabled(false);
        });
        // From a folder: written as a zip the repository lists and reads back alike.
        const QString source = QStringLiteral(CARCASSONNE_TEST_DATA_DIR "/packages/good/double");
        PackageInstaller::Outcome out = PackageInstaller::installFrom(source, false);
        QCOMPARE(out.result, PackageInstaller::Result::Installed);
        QCOMPARE(out.id, QStringLiteral("double"));
        QCOMPARE(out.path, folder + QStringLiteral("/double.zip"));
        PackageRepository repository;
        QVERIFY(repository.availableIds().contains(QStringLiteral("double")));
        Problems problems;
        const auto installed = repository.load(QStringLiteral("double"), &problems);
        QVERIFY2(installed, qPrintable(describe(problems)));
        PackageReader reader;
        const auto original = reader.read(source);
        QVERIFY(original);
        QCOMPARE(difference(*installed, *original), QString());
        // Again: asked first, then replaced.
        QCOMPARE(PackageInstaller::installFrom(source, false).result,
                 PackageInstaller::Result::Exists);
        QCOMPARE(PackageInstaller::installFrom(source, true).result,
                 PackageInstaller::Result::Installed);
        // From a zip: copied as it is.
        QTemporaryDir dir;
        const QString zip = dir.filePath(QStringLiteral("mine.zip"));
        PackageWriter writer;
        QVERIFY(writer.writeZip(everything(), zip));
        out = PackageInstaller::installFrom(zip, false);
        QCOMPARE(out.result, PackageInstaller::Result::Installed);
        QFile a(zip), b(out.path);
        QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
        QCOMPARE(b.readAll(), a.readAll());
        // Not a package: refused with the reader's problems, nothing written.
        const QString junk = dir.filePath(QStringLiteral("junk.zip"));
        QFile f(junk);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("not a zip");
        f.close();
        out = PackageInstaller::installFrom(junk, false);
        QCOMPARE(out.result, PackageInstaller::Result::Unreadable);
        QVERIFY(!out.detail.isEmpty());
        // A built-in id is never taken.
        Package base = everything();
        base.id = QStringLiteral("base");
        QCOMPARE(PackageInstaller::install(base, true).result, PackageInstaller::Result::BuiltIn);
        QVERIFY(!QFile::exists(folder + QStringLiteral("/base.zip")));
        // A folder package of the id is someone's working copy: left alone, even when asked.
        Package working = everything();
        working.id = QStringLiteral("working-copy");
        QVERIFY(writer.writeFolder(working, folder + QStringLiteral("/working-copy")));
        QCOMPARE(PackageInstaller::install(working, true).result,
                 PackageInstaller::Result::FolderExists);
        QVERIFY(!QFile::exists(folder + QStringLiteral("/working-copy.zip")));
    }

    // Issue 58, item 8: the installer applies a check (the game and the editor pass
    // PackageCheck, validate's checks) before it writes anything, for a package picked on disk
    // and for one in memory.
    void installerRefusesWhatTheCheckRefuses()
    {
        QStandardPaths::setTestModeEnabled(true);
        const QString folder = PackageRepository::userPackageFolder();
        QDir(folder).removeRecursively();
        const auto cleanUp = qScopeGuard([&] {
            QDir(folder).removeRecursively();
            QStandardPaths::setTestModeEnabled(false);
        });
        int checked = 0;
        const PackageInstaller::Check refuse = [&checked](const Package &p) {
            ++checked;
            return Problems{Problem{
                    p.id, {}, {}, Message::verbatim(QStringLiteral("too large for a game"))}};
        };
        Package p = everything();
        const auto inMemory = PackageInstaller::install(p, true, refuse);
        QCOMPARE(inMemory.result, PackageInstaller::Result::Unreadable);
        QVERIFY(inMemory.detail.toString().contains(QStringLiteral("too large for a game")));
        QTemporaryDir dir;
        PackageWriter writer;
        QVERIFY(writer.writeFolder(p, dir.filePath(QStringLiteral("p"))));
        const auto fromDisk =
                PackageInstaller::installFrom(dir.filePath(QStringLiteral("p")), true, refuse);
        QCOMPARE(fromDisk.result, PackageInstaller::Result::Unreadable);
        QCOMPARE(checked, 2);
        QVERIFY(!QFile::exists(PackageInstaller::targetFor(p.id)));
        // Without problems it installs.
        QCOMPARE(PackageInstaller::install(p, true, [](const Package &) { return Problems{}; })
                         .result,
                 PackageInstaller::Result::Installed);
    }

    void failedZipLeavesTheOldFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("pkg.zip"));
        PackageWriter writer;
        QVERIFY(writer.writeZip(everything(), path));
        const QByteArray before = [&] {
            QFile f(path);
            f.open(QIODevice::ReadOnly);
            return f.readAll();
        }();
        // A folder where the zip should go: the save fails and the first zip is untouched.
        QVERIFY(!writer.writeZip(everything(), dir.filePath(QStringLiteral("missing/pkg.zip"))));
        QVERIFY(!writer.errorString().isEmpty());
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), before);
    }

    // Issue 58, item 1: on a full disk every file of the package was cut at QSaveFile's commit,
    // which renamed it into place anyway: the save replaced the package with empty or cut files
    // and said it worked. Now it fails, the old package stays byte for byte and nothing of the
    // attempt is left beside it.
    void fullDiskKeepsTheOldPackage_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("folder") << QStringLiteral("pkg");
        QTest::newRow("zip") << QStringLiteral("pkg.zip");
    }
    void fullDiskKeepsTheOldPackage()
    {
        QFETCH(QString, name);
        QTemporaryDir dir;
        const QString path = dir.filePath(name);
        PackageWriter writer;
        QVERIFY(writer.write(everything(), path));
        PackageReader reader;
        const auto before = reader.collect(path);
        QVERIFY(before);
        const QStringList entries =
                QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);
        {
            FullFileSystem full(200);
            QVERIFY(full.isValid());
            Package changed = everything();
            changed.version = QStringLiteral("2.6");
            QVERIFY(!writer.write(changed, path));
        }
        QVERIFY2(writer.errorString().contains(QStringLiteral("cannot write")),
                 qPrintable(writer.errorString()));
        const auto after = reader.collect(path);
        QVERIFY(after);
        QCOMPARE(*after, *before);
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
                 entries);
        // With room again, the same writer saves.
        QVERIFY(writer.write(everything(), path));
    }

    // Issue 58, item 6: a kill between the two renames of a folder save left no package at its
    // path, only "<path>.old-XXXXXXXX" and "<path>.saving-XXXXXXXX", and nothing brought it
    // back. PackageWriter::recoverFolder (called when the editor opens a package and for its
    // recent files at start) now finishes or undoes such a save.
    void interruptedFolderSaveIsRecovered_data()
    {
        QTest::addColumn<bool>("hasPath"); // the package folder itself is there
        QTest::addColumn<bool>("hasOld");
        QTest::addColumn<int>("savingAge"); // seconds; -1: no staging folder
        QTest::addColumn<QString>("expected"); // the version at the path afterwards
        QTest::addColumn<QStringList>("left"); // what is left beside it
        QTest::newRow("killed between the renames")
                << false << true << 120 << "2.0" << QStringList{};
        QTest::newRow("only the old one") << false << true << -1 << "1.0" << QStringList{};
        QTest::newRow("killed while removing the old one")
                << true << true << -1 << "2.0" << QStringList{};
        QTest::newRow("killed while writing") << true << false << 120 << "1.0" << QStringList{};
        QTest::newRow("a save going on now") << true << false << 0 << "1.0"
                                             << QStringList{QStringLiteral("pkg.saving-0123abcd")};
        QTest::newRow("staging alone, maybe cut")
                << false << false << 120 << QString()
                << QStringList{QStringLiteral("pkg.saving-0123abcd")};
    }
    void interruptedFolderSaveIsRecovered()
    {
        QFETCH(bool, hasPath);
        QFETCH(bool, hasOld);
        QFETCH(int, savingAge);
        QFETCH(QString, expected);
        QFETCH(QStringList, left);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("pkg"));
        const QString old = path + QStringLiteral(".old-0123abcd");
        const QString saving = path + QStringLiteral(".saving-0123abcd");
        Package v1 = everything();
        v1.version = QStringLiteral("1.0");
        Package v2 = everything();
        v2.version = QStringLiteral("2.0");
        PackageWriter writer;
        if (hasPath)
            QVERIFY(writer.writeFolder(hasOld ? v2 : v1, path));
        if (hasOld)
            QVERIFY(writer.writeFolder(v1, old));
        if (savingAge >= 0) {
            QVERIFY(writer.writeFolder(v2, saving));
            // As a kill leaves it: last written `savingAge` seconds ago.
            const QDateTime then = QDateTime::currentDateTime().addSecs(-savingAge);
            const timeval times[2] = {{time_t(then.toSecsSinceEpoch()), 0},
                                      {time_t(then.toSecsSinceEpoch()), 0}};
            QDirIterator it(saving, QDir::AllEntries | QDir::NoDotAndDotDot,
                            QDirIterator::Subdirectories);
            while (it.hasNext())
                QCOMPARE(::utimes(QFile::encodeName(it.next()).constData(), times), 0);
            QCOMPARE(::utimes(QFile::encodeName(saving).constData(), times), 0);
        }
        PackageWriter::recoverFolder(path);
        PackageReader reader;
        const auto p = reader.read(path);
        if (expected.isEmpty()) {
            QVERIFY(!p);
        } else {
            QVERIFY2(p, qPrintable(describe(reader.problems())));
            QCOMPARE(p->version, expected);
        }
        QStringList beside = QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot);
        beside.removeAll(QStringLiteral("pkg"));
        QCOMPARE(beside, left);
    }
};

QTEST_GUILESS_MAIN(TestPackageWriter)
#include "tst_packagewriter.moc"
