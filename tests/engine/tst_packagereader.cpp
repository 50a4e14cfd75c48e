// The package reader against damaged and hostile zips whose damage lies below the file names and
// sizes (issue 20, defect 4): a wrong checksum, an entry flagged encrypted, a symbolic link, a NUL
// in a name, a name full of control characters, a name twice, an unknown compression method.
//
// Every fixture is made by the test: a good package is zipped with QuaZip in a temporary folder,
// checked to load, then patched byte by byte where the zip format puts the field (local header,
// central directory). Each refusal must name the entry, printed escaped, and load nothing.
//
// To keep the damaged zips (e.g. to try `carcassonne-cli validate` on them), set
// CARCASSONNE_KEEP_FIXTURES to a folder: each is copied there as <row>.zip.
#include "content/packagereader.h"

#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <quazip.h>
#include <quazipfile.h>
#include <quazipnewinfo.h>

#include <sys/stat.h>

using namespace carcassonne;

namespace {

QString goodDouble()
{
    return QStringLiteral(CARCASSONNE_TEST_DATA_DIR "/packages/good/double");
}

// The test package `double` in `folder`, with `from` replaced by `to` in its `file`.
bool writeDoubleWith(const QString &folder, const QString &file, const QByteArray &from,
                     const QByteArray &to)
{
    PackageReader good;
    auto files = good.collect(goodDouble());
    if (!files || !files->value(file).contains(from))
        return false;
    (*files)[file].replace(from, to);
    for (auto it = files->cbegin(); it != files->cend(); ++it) {
        const QString path = folder + QLatin1Char('/') + it.key();
        QFile f(path);
        if (!QDir().mkpath(QFileInfo(path).path()) || !f.open(QIODevice::WriteOnly)
            || f.write(it.value()) != it.value().size())
            return false;
    }
    return true;
}

QString baseFolder()
{
    return QStringLiteral(CARCASSONNE_SOURCE_DIR "/resources/packages/base");
}

// The problems, one a line, with anything unprintable shown as <U+XXXX> so that a failing test
// never writes raw control characters to the terminal.
QString describe(const Problems &problems)
{
    QStringList lines;
    for (const Problem &p : problems)
        lines << QStringLiteral("[file '%1' tile '%2' field '%3'] %4")
                         .arg(p.file, p.tile, p.field, p.message.toString());
    const QString text =
            lines.isEmpty() ? QStringLiteral("(no problems)") : lines.join(QLatin1Char('\n'));
    QString shown;
    for (const QChar c : text) {
        if (c.isPrint() || c == QLatin1Char('\n'))
            shown += c;
        else
            shown += QStringLiteral("<U+%1>").arg(c.unicode(), 4, 16, QLatin1Char('0'));
    }
    return shown;
}

struct Entry
{
    QByteArray name; // raw bytes, exactly as they go into the zip
    QByteArray data;
    bool stored = false; // method 0 instead of deflate
};

QList<Entry> folderEntries(const QString &folder)
{
    QList<Entry> entries;
    const QDir root(folder);
    QDirIterator it(folder, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            qFatal("cannot read fixture %s", qPrintable(path));
        entries.append(Entry{root.relativeFilePath(path).toUtf8(), f.readAll()});
    }
    std::sort(entries.begin(), entries.end(),
              [](const Entry &a, const Entry &b) { return a.name < b.name; });
    return entries;
}

Entry &entryNamed(QList<Entry> &entries, const char *name)
{
    for (Entry &e : entries) {
        if (e.name == name)
            return e;
    }
    qFatal("no entry %s in the fixture", name);
}

// Names flagged UTF-8 (general purpose bit 11) unless `utf8` is false (then in QuaZip's default
// code page, as most zip tools still write them).
bool writeZip(const QString &path, const QList<Entry> &entries, bool utf8 = true)
{
    QuaZip zip(path);
    zip.setUtf8Enabled(utf8);
    if (!zip.open(QuaZip::mdCreate))
        return false;
    for (const Entry &e : entries) {
        QuaZipFile file(&zip);
        const QuaZipNewInfo info(QString::fromUtf8(e.name));
        if (!file.open(QIODevice::WriteOnly, info, nullptr, 0, e.stored ? 0 : Z_DEFLATED))
            return false;
        if (file.write(e.data) != e.data.size())
            return false;
        file.close();
        if (file.getZipError() != 0)
            return false;
    }
    zip.close();
    return zip.getZipError() == 0;
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

bool writeAll(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

quint32 le(const QByteArray &b, qsizetype at, int size)
{
    quint32 v = 0;
    for (int i = size - 1; i >= 0; --i)
        v = (v << 8) | quint8(b.at(at + i));
    return v;
}

void putLe(QByteArray &b, qsizetype at, int size, quint32 v)
{
    for (int i = 0; i < size; ++i)
        b[at + i] = char((v >> (8 * i)) & 0xff);
}

// Where one entry's fields lie in the zip's bytes (APPNOTE 4.3.7 and 4.3.12).
struct Layout
{
    qsizetype central = -1; // its central directory header
    qsizetype local = -1; // its local header
    qsizetype data = -1; // its (compressed) data
    qsizetype compressedSize = 0;
};

constexpr qsizetype kCentralMadeBy = 4, kCentralFlags = 8, kCentralMethod = 10, kCentralCrc = 16,
                    kCentralNameLength = 28, kCentralExternal = 38, kCentralName = 46;
constexpr qsizetype kLocalFlags = 6, kLocalMethod = 8, kLocalCrc = 14, kLocalName = 30;

// The layout of the entry named `name` (raw bytes) in a zip QuaZip wrote (no zip64, no comment).
Layout layoutOf(const QByteArray &zip, const QByteArray &name)
{
    const qsizetype eocd = zip.lastIndexOf(QByteArray("PK\x05\x06", 4));
    if (eocd < 0)
        qFatal("no end of central directory");
    const int count = int(le(zip, eocd + 10, 2));
    qsizetype at = qsizetype(le(zip, eocd + 16, 4));
    for (int i = 0; i < count; ++i) {
        if (le(zip, at, 4) != 0x02014b50)
            qFatal("no central header at %lld", qlonglong(at));
        const qsizetype nameLength = le(zip, at + kCentralNameLength, 2);
        const qsizetype extra = le(zip, at + 30, 2);
        const qsizetype comment = le(zip, at + 32, 2);
        if (zip.mid(at + kCentralName, nameLength) == name) {
            Layout l;
            l.central = at;
            l.local = qsizetype(le(zip, at + 42, 4));
            l.compressedSize = qsizetype(le(zip, at + 20, 4));
            l.data = l.local + kLocalName + qsizetype(le(zip, l.local + 26, 2))
                    + qsizetype(le(zip, l.local + 28, 2));
            return l;
        }
        at += kCentralName + nameLength + extra + comment;
    }
    qFatal("no entry %s in the zip", name.constData());
}

} // namespace

class TestPackageReader : public QObject
{
    Q_OBJECT

private slots:
    void intactZipsLoad();
    void refusesDamagedZip_data();
    void refusesDamagedZip();
    void refusesOddFilesInAFolder_data();
    void refusesOddFilesInAFolder();
    void hostileValuesAreShownEscaped_data();
    void hostileValuesAreShownEscaped();
    void longPackageTextsAreRefused_data();
    void longPackageTextsAreRefused();
};

// The other side of every refusal below: good packages, zipped deflated and stored, load, with
// their checksums checked.
void TestPackageReader::intactZipsLoad()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    for (const QString &folder : {goodDouble(), baseFolder()}) {
        for (const bool stored : {false, true}) {
            QList<Entry> entries = folderEntries(folder);
            for (Entry &e : entries)
                e.stored = stored;
            const QString path = tmp.filePath(
                    QFileInfo(folder).fileName()
                    + (stored ? QStringLiteral("-stored.zip") : QStringLiteral("-deflated.zip")));
            QVERIFY(writeZip(path, entries));
            PackageReader reader;
            const auto p = reader.read(path);
            QVERIFY2(p.has_value(),
                     qPrintable(path + QLatin1Char('\n') + describe(reader.problems())));
            QVERIFY2(reader.problems().isEmpty(), qPrintable(describe(reader.problems())));
        }
    }
}

void TestPackageReader::refusesDamagedZip_data()
{
    QTest::addColumn<QString>("attack");
    QTest::addColumn<bool>("intactLoads"); // the fixture loads before it is patched
    QTest::addColumn<QString>("phrase");

    // A stored entry with one letter's case flipped: still good JSON ("double" for "Double"),
    // so only the checksum can tell.
    QTest::newRow("crc-stored-data")
            << QStringLiteral("crc-stored-data") << true
            << QStringLiteral("entry 'manifest.json' is damaged (its checksum does not match)");
    // A deflated entry whose data is intact but whose checksum (both headers) is not.
    QTest::newRow("crc-field") << QStringLiteral("crc-field") << true
                               << QStringLiteral(
                                          "entry 'tiles.json' is damaged (its checksum does not "
                                          "match)");
    // A deflated entry with a byte of its compressed data flipped: either the stream breaks or
    // the checksum does not match; either way it is damaged.
    QTest::newRow("deflate-data") << QStringLiteral("deflate-data") << true
                                  << QStringLiteral("entry 'tiles.json' is damaged");
    QTest::newRow("encrypted") << QStringLiteral("encrypted") << true
                               << QStringLiteral("entry 'manifest.json' is encrypted");
    QTest::newRow("encrypted-central-only") << QStringLiteral("encrypted-central-only") << true
                                            << QStringLiteral("entry 'manifest.json' is encrypted");
    QTest::newRow("symlink") << QStringLiteral("symlink") << true
                             << QStringLiteral("entry 'art/B.svg' is a symbolic link");
    // A link whose data is the path it points at, as Info-ZIP stores it.
    QTest::newRow("symlink-to-passwd")
            << QStringLiteral("symlink-to-passwd") << false
            << QStringLiteral("entry 'art/passwd.svg' is a symbolic link");
    QTest::newRow("fifo") << QStringLiteral("fifo") << true
                          << QStringLiteral(
                                     "entry 'art/B.svg' is not a regular file (mode 010644)");
    // "manifest.json\0.txt": read up to the NUL it would be the manifest.
    QTest::newRow("nul-in-name") << QStringLiteral("nul-in-name") << false
                                 << QStringLiteral(
                                            "entry 'manifest.json\\x00.txt' has a NUL byte in "
                                            "its name");
    QTest::newRow("nul-in-name-code-page")
            << QStringLiteral("nul-in-name-code-page") << false
            << QStringLiteral("entry 'manifest.json\\x00.txt' has a NUL byte in its name");
    // The central directory ends early (the last header's signature is broken): not a shorter
    // package but a damaged one.
    QTest::newRow("directory-cut-short")
            << QStringLiteral("directory-cut-short") << true
            << QStringLiteral("the zip directory is damaged after entry 'tiles.json'");
    // Control characters (an escape sequence that would retitle the terminal, a newline) never
    // reach a message raw.
    QTest::newRow("control-chars-in-name")
            << QStringLiteral("control-chars-in-name") << false
            << QStringLiteral("entry '../\\x1b]0;pwned\\x07\\x0a.json' would lie outside the "
                              "package");
    QTest::newRow("bidi-override-in-name")
            << QStringLiteral("bidi-override-in-name") << false
            << QStringLiteral("entry '../\\u202egnp.json' would lie outside the package");
    // A 2,000-character name is cut short in the message.
    QTest::newRow("long-name") << QStringLiteral("long-name") << false
                               << QStringLiteral("entry '../%1...' would lie outside the package")
                                          .arg(QString(197, QLatin1Char('a')));
    QTest::newRow("duplicate-name") << QStringLiteral("duplicate-name") << false
                                    << QStringLiteral("entry 'manifest.json' appears twice");
    QTest::newRow("unknown-method")
            << QStringLiteral("unknown-method") << true
            << QStringLiteral("entry 'manifest.json' is compressed with method 12");
}

void TestPackageReader::refusesDamagedZip()
{
    QFETCH(QString, attack);
    QFETCH(bool, intactLoads);
    QFETCH(QString, phrase);

    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString zipPath = tmp.filePath(QStringLiteral("attack.zip"));
    QList<Entry> entries = folderEntries(goodDouble());
    QByteArray target = "manifest.json";
    if (attack == QStringLiteral("crc-stored-data") || attack == QStringLiteral("unknown-method"))
        entryNamed(entries, "manifest.json").stored = true;
    else if (attack == QStringLiteral("crc-field") || attack == QStringLiteral("deflate-data"))
        target = "tiles.json";
    else if (attack == QStringLiteral("symlink") || attack == QStringLiteral("fifo"))
        target = "art/B.svg";
    else if (attack == QStringLiteral("symlink-to-passwd")) {
        target = "art/passwd.svg";
        entries.append(Entry{target, "/etc/passwd"});
    } else if (attack.startsWith(QStringLiteral("nul-in-name"))) {
        target = "manifest.jsonX.txt";
        entryNamed(entries, "manifest.json").name = target;
    } else if (attack == QStringLiteral("directory-cut-short")) {
        target = "zz.txt";
        entries.append(Entry{target, "not part of the package"});
    } else if (attack == QStringLiteral("control-chars-in-name"))
        entries.append(Entry{"../\x1b]0;pwned\x07\n.json", "{}"});
    else if (attack == QStringLiteral("bidi-override-in-name"))
        entries.append(Entry{"../\u202egnp.json", "{}"});
    else if (attack == QStringLiteral("long-name"))
        entries.append(Entry{"../" + QByteArray(2000, 'a'), "{}"});
    else if (attack == QStringLiteral("duplicate-name"))
        entries.append(Entry{"manifest.json", entryNamed(entries, "manifest.json").data});
    QVERIFY(writeZip(zipPath, entries, attack != QStringLiteral("nul-in-name-code-page")));

    if (intactLoads) {
        PackageReader reader;
        QVERIFY2(reader.read(zipPath).has_value(),
                 qPrintable(QStringLiteral("the fixture is broken before the attack:\n")
                            + describe(reader.problems())));
    }

    QByteArray zip = readAll(zipPath);
    QVERIFY(!zip.isEmpty());
    const Layout l = layoutOf(zip, target);
    if (attack == QStringLiteral("crc-stored-data")) {
        const qsizetype d = zip.indexOf("\"Double\"", l.data) + 1;
        QVERIFY(d > l.data && d < l.data + l.compressedSize);
        zip[d] = char(zip.at(d) ^ 0x20);
    } else if (attack == QStringLiteral("crc-field")) {
        const quint32 crc = le(zip, l.central + kCentralCrc, 4) ^ 0x1;
        putLe(zip, l.central + kCentralCrc, 4, crc);
        putLe(zip, l.local + kLocalCrc, 4, crc);
    } else if (attack == QStringLiteral("deflate-data")) {
        const qsizetype d = l.data + l.compressedSize / 2;
        zip[d] = char(zip.at(d) ^ 0x55);
    } else if (attack == QStringLiteral("encrypted")) {
        putLe(zip, l.central + kCentralFlags, 2, le(zip, l.central + kCentralFlags, 2) | 1);
        putLe(zip, l.local + kLocalFlags, 2, le(zip, l.local + kLocalFlags, 2) | 1);
    } else if (attack == QStringLiteral("encrypted-central-only")) {
        putLe(zip, l.central + kCentralFlags, 2, le(zip, l.central + kCentralFlags, 2) | 1);
    } else if (attack == QStringLiteral("symlink") || attack == QStringLiteral("symlink-to-passwd")
               || attack == QStringLiteral("fifo")) {
        // Made by Unix (host 3), mode 0120777 (a link) or 010644 (a FIFO) in the upper half.
        const quint32 mode = attack == QStringLiteral("fifo") ? 010644 : 0120777;
        putLe(zip, l.central + kCentralMadeBy, 2, (3u << 8) | 20u);
        putLe(zip, l.central + kCentralExternal, 4, mode << 16);
    } else if (attack.startsWith(QStringLiteral("nul-in-name"))) {
        const qsizetype x = target.indexOf('X');
        QCOMPARE(zip.at(l.central + kCentralName + x), 'X');
        QCOMPARE(zip.at(l.local + kLocalName + x), 'X');
        zip[l.central + kCentralName + x] = '\0';
        zip[l.local + kLocalName + x] = '\0';
    } else if (attack == QStringLiteral("directory-cut-short")) {
        zip[l.central + 1] = 'X';
    } else if (attack == QStringLiteral("unknown-method")) {
        putLe(zip, l.central + kCentralMethod, 2, 12); // bzip2
        putLe(zip, l.local + kLocalMethod, 2, 12);
    }
    QVERIFY(writeAll(zipPath, zip));
    if (const QByteArray keep = qgetenv("CARCASSONNE_KEEP_FIXTURES"); !keep.isEmpty()) {
        const QString copy = QDir(QString::fromLocal8Bit(keep)).filePath(attack + ".zip");
        QFile::remove(copy);
        QVERIFY(QFile::copy(zipPath, copy));
    }

    QElapsedTimer timer;
    timer.start();
    PackageReader reader;
    const auto p = reader.read(zipPath);
    const qint64 ms = timer.elapsed();
    QVERIFY2(!p.has_value(), "a damaged zip was loaded");
    bool named = false;
    for (const Problem &problem : reader.problems()) {
        named = named
                || (problem.file == zipPath && problem.message.toString().contains(phrase)
                    && problem.message.toString().endsWith(QStringLiteral(": refused")));
        // No control character, raw, in any message.
        for (const QChar c : problem.message.toString())
            QVERIFY2(c.isPrint(),
                     qPrintable(QStringLiteral("a raw U+%1 in:\n%2")
                                        .arg(c.unicode(), 4, 16, QLatin1Char('0'))
                                        .arg(describe(reader.problems()))));
    }
    for (const Problem &problem : reader.problems())
        QVERIFY2(problem.message.toString().size() < problem.file.size() + 400,
                 qPrintable(problem.message.toString()));
    QVERIFY2(named,
             qPrintable(QStringLiteral("expected ...%1...: refused; got\n%2")
                                .arg(phrase, describe(reader.problems()))));
    // collect() (what the editor and the writer use) refuses it too.
    PackageReader collector;
    QVERIFY(!collector.collect(zipPath).has_value());
    QVERIFY2(ms < 1000, qPrintable(QStringLiteral("%1 ms").arg(ms)));
}

QTEST_GUILESS_MAIN(TestPackageReader)
// Issue 58, item 9: a link to a folder inside a package folder was passed over (and a FIFO
// with it) although links are refused. Now anything in a package folder that is not a regular
// file or a folder refuses the package, nothing loaded, and nothing is read through it.
void TestPackageReader::refusesOddFilesInAFolder_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("phrase");
    QTest::newRow("link to a folder") << "folder-link"
                                      << "'art/outside' is a link: refused";
    QTest::newRow("link to a file") << "file-link"
                                    << "'art/passwd.svg' is a link: refused";
    QTest::newRow("fifo") << "fifo"
                          << "'art/fifo.svg' is not a regular file: refused";
}

void TestPackageReader::refusesOddFilesInAFolder()
{
    QFETCH(QString, kind);
    QFETCH(QString, phrase);
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString folder = tmp.filePath(QStringLiteral("double"));
    QVERIFY(QDir().mkpath(folder + QStringLiteral("/art")));
    QDirIterator files(goodDouble(), QDir::Files, QDirIterator::Subdirectories);
    while (files.hasNext()) {
        const QString file = files.next();
        QVERIFY(QFile::copy(file,
                            folder + QLatin1Char('/') + QDir(goodDouble()).relativeFilePath(file)));
    }
    {
        PackageReader reader;
        QVERIFY2(reader.read(folder), qPrintable(describe(reader.problems())));
    }
    if (kind == QLatin1String("folder-link"))
        QVERIFY(QFile::link(tmp.path(), folder + QStringLiteral("/art/outside")));
    else if (kind == QLatin1String("file-link"))
        QVERIFY(QFile::link(QStringLiteral("/etc/passwd"),
                            folder + QStringLiteral("/art/passwd.svg")));
    else
        QCOMPARE(::mkfifo(QFile::encodeName(folder + QStringLiteral("/art/fifo.svg")).constData(),
                          0600),
                 0);
    QElapsedTimer timer;
    timer.start();
    for (const bool lenient : {false, true}) {
        PackageReader reader;
        reader.setLenient(lenient);
        QVERIFY2(!reader.read(folder), "the package loaded");
        QVERIFY2(describe(reader.problems()).contains(phrase),
                 qPrintable(describe(reader.problems())));
        QVERIFY(!reader.collect(folder));
    }
    QVERIFY(timer.elapsed() < 1000);
}

// Issue 58, item 7: values from a package reached the messages raw (an unknown feature type, a
// rule module's id, a start tile): ESC and bidi overrides drove the terminal and a long one
// made a message as long. Now they are shown escaped and cut.
void TestPackageReader::hostileValuesAreShownEscaped_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QByteArray>("from");
    QTest::addColumn<QByteArray>("to");
    const QByteArray hostile = "\\u001b[2J\\u202e" + QByteArray(10000, 'x');
    QTest::newRow("feature type") << "tiles.json" << QByteArray("\"type\": \"road\"")
                                  << "\"type\": \"" + hostile + "\"";
    QTest::newRow("rule module") << "rules.json" << QByteArray("\"id\": \"farmers\"")
                                 << "\"id\": \"" + hostile + "\"";
    QTest::newRow("start tile") << "rules.json" << QByteArray("\"startTile\": \"S2\"")
                                << "\"startTile\": \"" + hostile + "\"";
}

void TestPackageReader::hostileValuesAreShownEscaped()
{
    QFETCH(QString, file);
    QFETCH(QByteArray, from);
    QFETCH(QByteArray, to);
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    QVERIFY(writeDoubleWith(tmp.path(), file, from, to));
    PackageReader reader;
    QVERIFY(!reader.read(tmp.path()));
    QVERIFY(!reader.problems().isEmpty());
    for (const Problem &p : reader.problems()) {
        const QString message = p.toString();
        QVERIFY2(message.size() < 400, qPrintable(describe(reader.problems()).left(400)));
        for (const QChar c : message)
            QVERIFY2(c.unicode() >= 0x20 && c.unicode() < 0x7f,
                     qPrintable(describe(reader.problems()).left(400)));
    }
    QVERIFY2(describe(reader.problems()).contains(QStringLiteral("\\x1b[2J\\u202exxx")),
             qPrintable(describe(reader.problems()).left(400)));
}

// Issue 58, item 2: a package's name and description had no length: the free texts of a
// package are limited where they are read, like a record's player names.
void TestPackageReader::longPackageTextsAreRefused_data()
{
    QTest::addColumn<QByteArray>("from");
    QTest::addColumn<QByteArray>("to");
    QTest::addColumn<QString>("field");
    QTest::addColumn<bool>("refused");
    const QByteArray name = "\"en\": \"Double\"";
    const QByteArray description = "\"en\": \"A test package";
    QTest::newRow("name at the limit")
            << name << "\"en\": \"" + QByteArray(100, 'n') + "\"" << QString() << false;
    QTest::newRow("name one over") << name << "\"en\": \"" + QByteArray(101, 'n') + "\""
                                   << "name.en" << true;
    QTest::newRow("name of 1 MB") << name << "\"en\": \"" + QByteArray(1 << 20, 'n') + "\""
                                  << "name.en" << true;
    QTest::newRow("description one over")
            << description << "\"en\": \"" + QByteArray(4001, 'd') << "description.en" << true;
    QTest::newRow("version one over")
            << QByteArray("\"version\": \"1.0\"") << "\"version\": \"" + QByteArray(33, '1') + "\""
            << "version" << true;
    QTest::newRow("language code one over")
            << QByteArray("\"nl\": \"Dubbel\"") << "\"" + QByteArray(17, 'x') + "\": \"Dubbel\""
            << "name." + QString(16, QLatin1Char('x')) + "..." << true;
}

void TestPackageReader::longPackageTextsAreRefused()
{
    QFETCH(QByteArray, from);
    QFETCH(QByteArray, to);
    QFETCH(QString, field);
    QFETCH(bool, refused);
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    QVERIFY(writeDoubleWith(tmp.path(), QStringLiteral("manifest.json"), from, to));
    PackageReader reader;
    const auto p = reader.read(tmp.path());
    if (!refused) {
        QVERIFY2(p, qPrintable(describe(reader.problems())));
        return;
    }
    QVERIFY2(!p, "the package loaded");
    bool named = false;
    for (const Problem &problem : reader.problems()) {
        named = named
                || (problem.field == field && problem.message.toString().contains("longer than"));
        QVERIFY(problem.toString().size() < 300);
    }
    QVERIFY2(named, qPrintable(describe(reader.problems()).left(400)));
}

#include "tst_packagereader.moc"
