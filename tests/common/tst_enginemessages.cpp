// The engine's messages in the window's languages (EngineMessages): the catalog holds every
// message the engine's sources can send to a person, each translated into Dutch and German
// with its values kept, values that are messages translated too, and the problems of every
// refused package of the test data read in German without a word of the engine's English.

#include "content/packagereader.h"
#include "content/packagerepository.h"
#include "enginemessages.h"
#include "languages.h"
#include "state/gamecontent.h"

#include <QDir>
#include <QDirIterator>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QTranslator>

using namespace carcassonne;

namespace {

// Literals of the engine with a space that are no message a person is shown: framing, paths,
// the command line's own options, and what only the tests and the soak report (invariants,
// replay comparisons).
const QSet<QString> kNotShown{
        QStringLiteral(" -> "),
        QStringLiteral(" at port "),
        QStringLiteral("%1: %2"),
        QStringLiteral(", "),
        QStringLiteral(": "),
        QStringLiteral(": refused"),
        QStringLiteral("/Carcassonne Studio/Carcassonne Studio/packages"),
        QStringLiteral("... (%1 characters)"),
        QStringLiteral("figure: "),
        QStringLiteral("tile %1"), // Problem::toString's framing: EngineMessages::problem
        QStringLiteral("%1 figures, replayed %2"),
        QStringLiteral("translate(%1 %2) scale(%3)"), // MarkArt: SVG, not a message
        QStringLiteral("%1 players, replayed %2"),
        QStringLiteral("%1 tiles, replayed %2"),
        QStringLiteral("player %1 scores %2, replayed %3"),
        QStringLiteral("figure %1 differs in the replay"),
        QStringLiteral("tile %1 differs in the replay"),
        QStringLiteral("one game is over, the other is not"),
        QStringLiteral("--rules %1: '%2' is not a number, true or false"),
        QStringLiteral("--rules takes key=value, not '%1'"),
        QStringLiteral("%1 lies by a guard who is gone"),
        QStringLiteral("a %1 of player %2 stands on feature %3, which was scored"),
        QStringLiteral("a %1 of player %2 stands without a %3 on feature %4"),
        QStringLiteral("a colonist stands east of both surveyors after a scoring"),
        QStringLiteral("a figure of player %1 in a %2-player game"),
        QStringLiteral("a cell next to the cloister-like feature %1 does not watch it"),
        QStringLiteral("a figure on feature node %1, which does not exist"),
        QStringLiteral("a surveyor stands east of the coast"),
        QStringLiteral("a surveyor stands west of the westernmost tile"),
        QStringLiteral("a tile lies at x = %1, east of the coast"),
        QStringLiteral("feature %1 counts %2 figures but holds %3"),
        QStringLiteral("frontier record %1 at (%2, %3) is not that cell's"),
        QStringLiteral("feature node %1 points at %2, which is not the root of its ring"),
        QStringLiteral("%1 overflow entries listed for %2 without a watch slot"),
        QStringLiteral("the overflow list is not sorted by cell"),
        QStringLiteral("ghosts: %1 in supply + %2 on the board != %3"),
        QStringLiteral("player %1 has %2 %3 in all, not the %4 of the setup"),
        QStringLiteral("player %1 has %2 %3 in supply"),
        QStringLiteral("the cloister-like feature %1 counts %2 tiles around it, not %3"),
        QStringLiteral("the cloister-like feature %1 has watch slot %2, which is not its own"),
        QStringLiteral("the cloister-like feature %1 has no watch slot and is not in the overflow "
                       "list"),
        QStringLiteral("the ghost supply is negative"),
        QStringLiteral("the surveyors stand %1 columns apart"),
        QStringLiteral("watch slots in use %1, free %2"),
        QStringLiteral("modules '%1' and '%2' both read choices \"%3\""),
        QStringLiteral("the modules own more than %1 score categories")};

// The engine's QStringLiteral texts with a space in them, unescaped: one literal, or several
// written one after the other (a long message over lines).
QSet<QString> engineLiterals()
{
    QSet<QString> out;
    static const QRegularExpression literal(
            QStringLiteral("QStringLiteral\\(\\s*((?:\"(?:[^\"\\\\]|\\\\.)*\"\\s*)+)\\)"));
    static const QRegularExpression part(QStringLiteral("\"((?:[^\"\\\\]|\\\\.)*)\""));
    QDirIterator it(QStringLiteral(CARCASSONNE_SOURCE_DIR "/engine"), {QStringLiteral("*.cpp")},
                    QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        QFile f(it.next());
        if (!f.open(QIODevice::ReadOnly))
            continue;
        const QString source = QString::fromUtf8(f.readAll());
        auto matches = literal.globalMatch(source);
        while (matches.hasNext()) {
            QString text;
            auto parts = part.globalMatch(matches.next().captured(1));
            while (parts.hasNext())
                text += parts.next().captured(1);
            text.replace(QStringLiteral("\\\""), QStringLiteral("\""));
            text.replace(QStringLiteral("\\\\"), QStringLiteral("\\"));
            if (text.contains(QLatin1Char(' ')))
                out.insert(text);
        }
    }
    return out;
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

// A template with its placeholders filled: %1 -> <v1>, ...
QString filled(QString text)
{
    for (int n = 9; n >= 1; --n)
        text.replace(QStringLiteral("%") + QString::number(n), QStringLiteral("<v%1>").arg(n));
    return text;
}

} // namespace

class TestEngineMessages : public QObject
{
    Q_OBJECT

private slots:
    void catalogCoversTheEngine();
    void everyMessageIsTranslated_data();
    void everyMessageIsTranslated();
    void messagesInMessagesAndPaths();
    void refusedPackagesReadInGerman();
};

void TestEngineMessages::catalogCoversTheEngine()
{
    const QSet<QString> literals = engineLiterals();
    QVERIFY(literals.size() > 150);
    const QStringList templates = EngineMessages::templates();
    const QSet<QString> catalog(templates.begin(), templates.end());
    QCOMPARE(catalog.size(), templates.size()); // no template twice
    for (const QString &text : literals)
        QVERIFY2(catalog.contains(text) || kNotShown.contains(text),
                 qPrintable(QStringLiteral("not in EngineMessages: ") + text));
    // Two the engine composes of a literal and a value.
    const QSet<QString> composed{QStringLiteral(" at port %1"), QStringLiteral("%1: refused")};
    for (const QString &text : templates)
        QVERIFY2(literals.contains(text) || composed.contains(text),
                 qPrintable(QStringLiteral("the engine no longer sends: ") + text));
}

void TestEngineMessages::everyMessageIsTranslated_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("nl") << QStringLiteral("nl");
    QTest::newRow("de") << QStringLiteral("de");
}

// Each template, with values filled in as the engine does, comes out translated, its values
// in it.
void TestEngineMessages::everyMessageIsTranslated()
{
    QFETCH(QString, language);
    const SharedTexts texts(language);
    QVERIFY(texts.loaded);
    static const QRegularExpression value(QStringLiteral("<v\\d>"));
    for (const QString &text : EngineMessages::templates()) {
        const QString english = filled(text);
        bool complete = false;
        const QString out = EngineMessages::translate(english, &complete);
        QVERIFY2(complete, qPrintable(english));
        QVERIFY2(out != english, qPrintable(QStringLiteral("not translated: ") + english));
        auto values = value.globalMatch(english);
        while (values.hasNext()) {
            const QString v = values.next().captured(0);
            QVERIFY2(out.contains(v), qPrintable(out + QStringLiteral(" lost ") + v));
        }
    }
}

void TestEngineMessages::messagesInMessagesAndPaths()
{
    const SharedTexts texts(QStringLiteral("de"));
    QVERIFY(texts.loaded);
    bool complete = false;
    // A move's reason inside "move N: ...", a JSON path before a message, a tile's problem.
    const QString move = EngineMessages::translate(
            QStringLiteral("move 4: the game is already over"), &complete);
    QVERIFY(complete);
    QVERIFY2(!move.contains(QStringLiteral("already over")) && move.contains(QLatin1Char('4')),
             qPrintable(move));
    const QString path = EngineMessages::translate(
            QStringLiteral("setup.players[1]: must be an object"), &complete);
    QVERIFY(complete);
    QVERIFY2(path.startsWith(QStringLiteral("setup.players[1]: "))
                     && !path.contains(QStringLiteral("must be")),
             qPrintable(path));
    const QString tile = EngineMessages::translate(
            QStringLiteral("tiles.json: tile U: count: must be a whole number from 0 to 500"),
            &complete);
    QVERIFY(complete);
    QVERIFY2(tile.startsWith(QStringLiteral("tiles.json: ")) && tile.contains(QStringLiteral("U"))
                     && tile.contains(QStringLiteral("500"))
                     && !tile.contains(QStringLiteral("tile U")),
             qPrintable(tile));
    // Unknown text stays as it is, and says so.
    QCOMPARE(EngineMessages::translate(QStringLiteral("something else entirely"), &complete),
             QStringLiteral("something else entirely"));
    QVERIFY(!complete);
}

// What a person meets: a package refused by the reader or by a game, in German, every part of
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
            bool complete = false;
            const QString out = EngineMessages::translate(p.message, &complete);
            QVERIFY2(complete && out != p.message,
                     qPrintable(name + QStringLiteral(": ") + p.message));
            QVERIFY(EngineMessages::problem(p).endsWith(out));
            ++problemsSeen;
        }
    }
    QVERIFY(problemsSeen >= 25);
}

QTEST_GUILESS_MAIN(TestEngineMessages)
#include "tst_enginemessages.moc"
