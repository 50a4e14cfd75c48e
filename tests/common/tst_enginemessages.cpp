// The engine's messages in the window's languages (EngineMessages): every code the engine and
// the network client mark (QT_TRANSLATE_NOOP("EngineMessages", ...)) is translated into Dutch
// and German with its placeholders kept, no site builds a message of an unmarked code, a
// nested message is translated inside its parent, a message's English (toString) is what the
// engine always wrote, and the problems of every refused package of the test data read in
// German without a word of the engine's English.

#include "content/packagereader.h"
#include "content/packagerepository.h"
#include "core/message.h"
#include "enginemessages.h"
#include "languages.h"
#include "record/gamerecord.h"
#include "state/gamecontent.h"

#include <QDir>
#include <QDirIterator>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QTranslator>

using namespace carcassonne;

namespace {

// The sources that build messages people see: the engine and the network client.
QStringList messageSources()
{
    QStringList out;
    for (const char *folder : {"/engine", "/net"}) {
        QDirIterator it(QStringLiteral(CARCASSONNE_SOURCE_DIR) + QLatin1String(folder),
                        {QStringLiteral("*.cpp")}, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext())
            out << it.next();
    }
    return out;
}

QString readSource(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

// A C++ string literal, or several written one after the other, unescaped.
QString unescaped(const QString &literals)
{
    static const QRegularExpression part(QStringLiteral("\"((?:[^\"\\\\]|\\\\.)*)\""));
    QString text;
    auto parts = part.globalMatch(literals);
    while (parts.hasNext())
        text += parts.next().captured(1);
    text.replace(QStringLiteral("\\\""), QStringLiteral("\""));
    text.replace(QStringLiteral("\\n"), QStringLiteral("\n"));
    text.replace(QStringLiteral("\\\\"), QStringLiteral("\\"));
    return text;
}

// Every code marked in `source`.
QStringList codesIn(const QString &source)
{
    static const QRegularExpression marked(
            QStringLiteral("QT_TRANSLATE_NOOP\\(\\s*\"EngineMessages\",\\s*((?:\"(?:[^\"\\\\]|\\\\."
                           ")*\"\\s*)+)\\)"));
    QStringList out;
    auto it = marked.globalMatch(source);
    while (it.hasNext())
        out << unescaped(it.next().captured(1));
    return out;
}

QSet<QString> allCodes()
{
    QSet<QString> out;
    for (const QString &path : messageSources()) {
        const QStringList codes = codesIn(readSource(path));
        out.unite(QSet<QString>(codes.begin(), codes.end()));
    }
    return out;
}

// The places in `source` that construct a Message of a code that is not marked: what follows
// "Message(" must be a QT_TRANSLATE_NOOP("EngineMessages", ...) (or a choice of two).
QStringList unmarkedSites(const QString &source)
{
    static const QRegularExpression construction(
            QStringLiteral("(?<![\\w:<])Message\\(\\s*(?!\\))"));
    static const QRegularExpression marked(
            QStringLiteral("^(?:\\w+\\s*\\?\\s*)?QT_TRANSLATE_NOOP\\(\\s*\"EngineMessages\""));
    QStringList out;
    auto it = construction.globalMatch(source);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        const QString rest = source.mid(m.capturedEnd(), 200);
        if (!marked.match(rest).hasMatch())
            out << source.mid(m.capturedStart(), 80).simplified();
    }
    return out;
}

// The %1, %2, ... of a text.
QSet<QString> placeholders(const QString &text)
{
    static const QRegularExpression placeholder(QStringLiteral("%\\d+"));
    QSet<QString> out;
    auto it = placeholder.globalMatch(text);
    while (it.hasNext())
        out.insert(it.next().captured(0));
    return out;
}

// Whether a code is all placeholders and punctuation ("%1: %2"): nothing to translate.
bool wordless(const QString &code)
{
    static const QRegularExpression letter(QStringLiteral("[A-Za-z]"));
    return !letter.match(code).hasMatch();
}

// Whether every code in `message`, nested ones too, has a translation of its own.
bool translatedThrough(const Message &message, QString *missing)
{
    if (message.code()) {
        const QString code = QString::fromUtf8(message.code());
        if (!wordless(code)
            && QCoreApplication::translate("EngineMessages", message.code()) == code) {
            *missing = code;
            return false;
        }
    }
    for (const Message::Argument &a : message.arguments()) {
        if (a.message && !translatedThrough(*a.message, missing))
            return false;
    }
    return true;
}

// The shared translations of a language installed while it lives.
struct SharedTexts
{
    explicit SharedTexts(const QString &language)
    {
        loaded = Languages::load(translator, QStringLiteral("carcassonne-common"), language);
        QCoreApplication::installTranslator(&translator);
    }
    ~SharedTexts() { QCoreApplication::removeTranslator(&translator); }
    QTranslator translator;
    bool loaded = false;
};

} // namespace

class TestEngineMessages : public QObject
{
    Q_OBJECT

private slots:
    void everySiteMarksItsCode();
    void everyCodeIsTranslated_data();
    void everyCodeIsTranslated();
    void englishAsBefore();
    void messagesInMessagesAndPaths();
    void refusedPackagesReadInGerman();
};

void TestEngineMessages::everySiteMarksItsCode()
{
    // The check itself finds an unmarked code, and lets a marked one and a choice of two pass.
    QCOMPARE(unmarkedSites(QStringLiteral("return Message(\"must be text\");")).size(), 1);
    QCOMPARE(unmarkedSites(QStringLiteral("return Message(kText).arg(x);")).size(), 1);
    QVERIFY(unmarkedSites(
                    QStringLiteral(
                            "f(Message(QT_TRANSLATE_NOOP(\"EngineMessages\", \"must be text\")));"))
                    .isEmpty());
    QVERIFY(unmarkedSites(QStringLiteral("Message(lines ? QT_TRANSLATE_NOOP(\"EngineMessages\", "
                                         "\"a\") : QT_TRANSLATE_NOOP(\"EngineMessages\", \"b\"))"))
                    .isEmpty());
    QVERIFY(unmarkedSites(QStringLiteral("Message why; Message(); Message::verbatim(s); "
                                         "std::make_shared<const Message>(nested)"))
                    .isEmpty());
    int sites = 0;
    for (const QString &path : messageSources()) {
        const QString source = readSource(path);
        sites += int(codesIn(source).size());
        const QStringList unmarked = unmarkedSites(source);
        QVERIFY2(unmarked.isEmpty(),
                 qPrintable(path + QStringLiteral(": a message of an unmarked code: ")
                            + unmarked.join(QStringLiteral(" | "))));
    }
    QVERIFY(sites > 250);
}

void TestEngineMessages::everyCodeIsTranslated_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("nl") << QStringLiteral("nl");
    QTest::newRow("de") << QStringLiteral("de");
}

// Each code comes out translated, every placeholder of the English in the translation.
void TestEngineMessages::everyCodeIsTranslated()
{
    QFETCH(QString, language);
    const SharedTexts texts(language);
    QVERIFY(texts.loaded);
    const QSet<QString> codes = allCodes();
    QVERIFY(codes.size() > 200);
    for (const QString &code : codes) {
        const QByteArray source = code.toUtf8();
        const QString out = QCoreApplication::translate("EngineMessages", source.constData());
        QVERIFY2(wordless(code) || out != code,
                 qPrintable(QStringLiteral("not translated: ") + code));
        QVERIFY2(placeholders(out) == placeholders(code),
                 qPrintable(code + QStringLiteral(" -> ") + out));
    }
}

// toString() is the English the engine wrote as text before it wrote codes.
void TestEngineMessages::englishAsBefore()
{
    QCOMPARE(Message(QT_TRANSLATE_NOOP("EngineMessages", "must be a whole number from %1 to %2"))
                     .arg(0)
                     .arg(30)
                     .toString(),
             QStringLiteral("must be a whole number from 0 to 30"));
    QCOMPARE(Message(QT_TRANSLATE_NOOP("EngineMessages", "move %1: %2"))
                     .arg(4)
                     .arg(Message(QT_TRANSLATE_NOOP("EngineMessages", "the game is already over")))
                     .toString(),
             QStringLiteral("move 4: the game is already over"));
    // Several at once, a number as QString::arg writes it, a placeholder used twice.
    QCOMPARE(Message(QT_TRANSLATE_NOOP("EngineMessages",
                                       "setting '%1' is %2; from a file it must be from %3 to %4"))
                     .arg(QStringLiteral("turns"), QStringLiteral("5000"), QStringLiteral("0"),
                          QStringLiteral("1000"))
                     .toString(),
             QStringLiteral("setting 'turns' is 5000; from a file it must be from 0 to 1000"));
    QCOMPARE(Message(QT_TRANSLATE_NOOP("EngineMessages", "must be a whole number from -%1 to %1"))
                     .arg(1000)
                     .toString(),
             QStringLiteral("must be a whole number from -1000 to 1000"));
    QCOMPARE(Message("%1").arg(2.5).toString(), QStringLiteral("%1").arg(2.5));
    // A value is put in once, as it is: its own "%1" stays.
    QCOMPARE(Message(QT_TRANSLATE_NOOP("EngineMessages", "no setting '%1'"))
                     .arg(QStringLiteral("%2"))
                     .toString(),
             QStringLiteral("no setting '%2'"));
    // A problem with its place, several problems.
    const Problem p{
            QStringLiteral("tiles.json"), QStringLiteral("U"), QStringLiteral("count"),
            Message(QT_TRANSLATE_NOOP("EngineMessages", "must be a whole number from 0 to 500"))};
    QCOMPARE(p.toString(),
             QStringLiteral("tiles.json: tile U: count: must be a whole number from 0 to 500"));
    const Problem bare{{}, {}, {}, Message(QT_TRANSLATE_NOOP("EngineMessages", "missing file"))};
    QCOMPARE(bare.toString(), QStringLiteral("missing file"));
    QCOMPARE(problemsMessage({p, bare}).toString(),
             p.toString() + QStringLiteral("; missing file"));
    QCOMPARE(problemsMessage({p, bare}, true).toString(),
             p.toString() + QStringLiteral("\nmissing file"));
    // From the engine itself.
    Message error;
    QVERIFY(!GameRecord::fromJson("{}", &error));
    QCOMPARE(error.toString(), QStringLiteral("format: not a carcassonne-record"));
    QVERIFY(!GameRecord::fromJson("{\"format\": \"carcassonne-record\", \"formatVersion\": 1, "
                                  "\"setup\": {\"packages\": [\"Base\"]}}",
                                  &error));
    QCOMPARE(error.toString(),
             QStringLiteral("setup.packages[0]: \"Base\" is not a package id (1-64 lower-case "
                            "letters, digits or '-')"));
    QCOMPARE(Message::verbatim(QStringLiteral("Permission denied")).toString(),
             QStringLiteral("Permission denied"));
}

void TestEngineMessages::messagesInMessagesAndPaths()
{
    const SharedTexts texts(QStringLiteral("de"));
    QVERIFY(texts.loaded);
    // A move's reason inside "move N: ...".
    const QString move = EngineMessages::translate(
            Message(QT_TRANSLATE_NOOP("EngineMessages", "move %1: %2"))
                    .arg(4)
                    .arg(Message(QT_TRANSLATE_NOOP("EngineMessages", "the game is already over"))));
    QVERIFY2(!move.contains(QStringLiteral("already over"))
                     && !move.contains(QStringLiteral("move")) && move.contains(QLatin1Char('4')),
             qPrintable(move));
    // A JSON path before a message stays as it is, the message after it translated.
    const QString path = EngineMessages::translate(
            Message::located(QStringLiteral("setup.players[1]"),
                             Message(QT_TRANSLATE_NOOP("EngineMessages", "must be an object"))));
    QVERIFY2(path.startsWith(QStringLiteral("setup.players[1]: "))
                     && !path.contains(QStringLiteral("must be")),
             qPrintable(path));
    // A tile's problem: the file and the field as they are, the tile in words.
    const QString tile = EngineMessages::problem(
            {QStringLiteral("tiles.json"), QStringLiteral("U"), QStringLiteral("count"),
             Message(QT_TRANSLATE_NOOP("EngineMessages", "must be a whole number from 0 to 500"))});
    QVERIFY2(tile.startsWith(QStringLiteral("tiles.json: ")) && tile.contains(QStringLiteral("U"))
                     && tile.contains(QStringLiteral("count: "))
                     && tile.contains(QStringLiteral("500"))
                     && !tile.contains(QStringLiteral("tile U"))
                     && !tile.contains(QStringLiteral("must be")),
             qPrintable(tile));
    // Several, with their framing.
    const QString two = EngineMessages::problems(
            {{QStringLiteral("manifest.json"),
              {},
              QStringLiteral("id"),
              Message(QT_TRANSLATE_NOOP("EngineMessages", "not a package id"))},
             {{}, {}, {}, Message(QT_TRANSLATE_NOOP("EngineMessages", "missing file"))}});
    QVERIFY2(two.startsWith(QStringLiteral("manifest.json: id: "))
                     && two.contains(QStringLiteral("; "))
                     && !two.contains(QStringLiteral("missing")),
             qPrintable(two));
    // Words from outside the engine (the system's) stay as they are.
    QCOMPARE(EngineMessages::translate(Message::verbatim(QStringLiteral("Permission denied"))),
             QStringLiteral("Permission denied"));
}

// What a person meets: a package refused by the reader or by a game, in German, every code of
// every problem translated.
void TestEngineMessages::refusedPackagesReadInGerman()
{
    const SharedTexts texts(QStringLiteral("de"));
    QVERIFY(texts.loaded);
    const QDir bad(QStringLiteral(CARCASSONNE_TEST_DATA_DIR "/packages/bad"));
    int problemsSeen = 0;
    for (const QString &name : bad.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        PackageReader reader;
        Problems problems;
        const auto package = reader.read(bad.filePath(name));
        if (!package) {
            problems = reader.problems();
        } else {
            PackageRepository repository;
            repository.addPackage(*package);
            const auto packages = repository.resolve({package->id}, &problems);
            if (packages)
                GameContent::build(*packages, {}, &problems);
        }
        QVERIFY2(!problems.isEmpty(), qPrintable(name));
        for (const Problem &p : problems) {
            QString missing;
            QVERIFY2(translatedThrough(p.toMessage(), &missing),
                     qPrintable(name + QStringLiteral(": ") + p.toString()
                                + QStringLiteral(" (not translated: ") + missing
                                + QLatin1Char(')')));
            const QString out = EngineMessages::translate(p.message);
            QVERIFY2(out != p.message.toString(), qPrintable(name + QStringLiteral(": ") + out));
            QVERIFY(EngineMessages::problem(p).endsWith(out));
            ++problemsSeen;
        }
    }
    QVERIFY(problemsSeen >= 25);
}

QTEST_GUILESS_MAIN(TestEngineMessages)
#include "tst_enginemessages.moc"
