// Rule cases as data: every record under tests/data/rules/<package id>/ (one folder per rule
// set, found by listing tests/data/rules, so a new rule set needs no change here), under
// tests/data/records (example games across rule sets) and, when present, the shared example
// records next to the source tree is replayed and checked against its NAME.expected.json:
// {"scores": [...], "why": "...", optional "gameOver": bool, optional "events": [subset, ...],
// optional "eventsInOrder": bool}, or, for a record the rules refuse, {"refusedAt": move index,
// "reason": "part of the message", "why": "..."}. Rows are named <folder>/<case>, e.g.
// traders-builders/pig-with-a-tie or records/random-2p.
//
// A rule-set folder must be named after a package id the game knows and hold at least one case.
//
// An event subset matches an event when every key it names has the same value in the event's
// EventCodec::toJson form. With "eventsInOrder" the subsets must match events in that order.
// Every record is also replayed a second time from the record the game itself produced
// (Game::record(), written with toBytes() and read back): same scores, same board, same figures.

#include "content/packagerepository.h"
#include "record/eventcodec.h"
#include "record/game.h"
#include "record/gamerecord.h"
#include "record/movecodec.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace carcassonne;

namespace {

QString testDataDir()
{
    return QStringLiteral(CARCASSONNE_TEST_DATA_DIR);
}

// The rule-set folders, tests/data/rules/<package id>, by name.
QStringList ruleSetFolders()
{
    return QDir(testDataDir() + QStringLiteral("/rules"))
            .entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
}

QStringList casesIn(const QString &dir)
{
    return QDir(dir).entryList({QStringLiteral("*.expected.json")}, QDir::Files, QDir::Name);
}

// The records in a folder: NAME.json, without the NAME.expected.json and NAME.replay.json
// files beside them.
QStringList recordsIn(const QString &dir)
{
    QStringList out;
    for (const QString &name :
         QDir(dir).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        if (!name.endsWith(QStringLiteral(".expected.json"))
            && !name.endsWith(QStringLiteral(".replay.json")))
            out << name;
    }
    return out;
}

QString sharedExamplesDir()
{
    return QDir::cleanPath(QStringLiteral(CARCASSONNE_SOURCE_DIR "/../shared/examples/records"));
}

// JSON values equal, numbers compared by value (an event's ints against a file's doubles).
bool jsonEqual(const QJsonValue &a, const QJsonValue &b)
{
    if (a.isDouble() && b.isDouble())
        return a.toDouble() == b.toDouble();
    if (a.isArray() && b.isArray()) {
        const QJsonArray x = a.toArray();
        const QJsonArray y = b.toArray();
        if (x.size() != y.size())
            return false;
        for (qsizetype i = 0; i < x.size(); ++i) {
            if (!jsonEqual(x[i], y[i]))
                return false;
        }
        return true;
    }
    if (a.isObject() && b.isObject()) {
        const QJsonObject x = a.toObject();
        const QJsonObject y = b.toObject();
        if (x.keys() != y.keys())
            return false;
        for (auto it = x.begin(); it != x.end(); ++it) {
            if (!jsonEqual(it.value(), y.value(it.key())))
                return false;
        }
        return true;
    }
    return a == b;
}

bool matchesSubset(const QJsonObject &want, const QJsonObject &event)
{
    for (auto it = want.begin(); it != want.end(); ++it) {
        if (!event.contains(it.key()) || !jsonEqual(it.value(), event.value(it.key())))
            return false;
    }
    return true;
}

QString compact(const QJsonObject &o)
{
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

QList<int> scoresOf(const GameState &s)
{
    QList<int> scores;
    for (int p = 0; p < s.playerCount(); ++p)
        scores << s.score(p);
    return scores;
}

// The board as readable strings: tiles in the order placed, then the figures standing.
QStringList boardOf(const GameState &s)
{
    QStringList out;
    for (const PlacedTile &t : s.board().tiles()) {
        out << QStringLiteral("tile %1 at [%2, %3] turned %4")
                        .arg(s.content().tileType(t.type).key)
                        .arg(t.at.x)
                        .arg(t.at.y)
                        .arg(int(t.rotation) * 90);
    }
    for (const PlacedFigure &f : s.figures()) {
        const CellPos c = s.cellOf(f.segment);
        QJsonObject location = MoveCodec::locationToJson(s, f.segment);
        location.remove(QStringLiteral("at"));
        out << QStringLiteral("figure %1 of player %2 at [%3, %4] on %5")
                        .arg(figurekind::name(f.kind))
                        .arg(f.player)
                        .arg(c.x)
                        .arg(c.y)
                        .arg(compact(location));
    }
    return out;
}

void addRows(const QString &dir, const QString &prefix)
{
    for (const QString &name : casesIn(dir)) {
        const QString base = name.left(name.size() - int(qstrlen(".expected.json")));
        QTest::newRow(qPrintable(prefix + base))
                << QDir(dir).filePath(base + QStringLiteral(".json")) << QDir(dir).filePath(name);
    }
}

} // namespace

class TestRulebook : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void replays_data();
    void replays();
    void sharedExamples_data();
    void sharedExamples();

private:
    void check(const QString &recordPath, const QString &expectedPath);
};

void TestRulebook::initTestCase()
{
    // The fixtures themselves must be there: an empty folder would pass vacuously.
    const QStringList ruleSets = ruleSetFolders();
    QVERIFY2(ruleSets.contains(QStringLiteral("base")),
             qPrintable(testDataDir() + QStringLiteral("/rules has no base folder")));
    PackageRepository repository;
    const QStringList ids = repository.availableIds();
    for (const QString &ruleSet : ruleSets) {
        const QString dir = testDataDir() + QStringLiteral("/rules/") + ruleSet;
        QVERIFY2(ids.contains(ruleSet),
                 qPrintable(QStringLiteral("%1: no package has the id '%2' (known: %3)")
                                    .arg(dir, ruleSet, ids.join(QStringLiteral(", ")))));
        QVERIFY2(!casesIn(dir).isEmpty(),
                 qPrintable(dir
                            + QStringLiteral(": a rule-set folder without a single case "
                                             "(NAME.json and NAME.expected.json)")));
    }
    // A record without its expected outcome would never be checked.
    QStringList folders{testDataDir() + QStringLiteral("/records")};
    for (const QString &ruleSet : ruleSets)
        folders << testDataDir() + QStringLiteral("/rules/") + ruleSet;
    for (const QString &dir : std::as_const(folders)) {
        for (const QString &name : recordsIn(dir)) {
            const QString expected =
                    name.chopped(int(qstrlen(".json"))) + QStringLiteral(".expected.json");
            QVERIFY2(QFileInfo::exists(QDir(dir).filePath(expected)),
                     qPrintable(QDir(dir).filePath(name) + QStringLiteral(" has no ") + expected));
        }
    }
    QVERIFY2(casesIn(testDataDir() + QStringLiteral("/rules/base")).size() >= 10,
             "fewer than 10 base rule cases");
    const QString records = testDataDir() + QStringLiteral("/records");
    QVERIFY2(casesIn(records).size() >= 3, qPrintable(records));
}

void TestRulebook::replays_data()
{
    QTest::addColumn<QString>("record");
    QTest::addColumn<QString>("expected");
    for (const QString &ruleSet : ruleSetFolders()) {
        addRows(testDataDir() + QStringLiteral("/rules/") + ruleSet, ruleSet + QLatin1Char('/'));
    }
    addRows(testDataDir() + QStringLiteral("/records"), QStringLiteral("records/"));
}

void TestRulebook::replays()
{
    QFETCH(QString, record);
    QFETCH(QString, expected);
    check(record, expected);
}

void TestRulebook::sharedExamples_data()
{
    QTest::addColumn<QString>("record");
    QTest::addColumn<QString>("expected");
    if (!QFileInfo(sharedExamplesDir()).isDir()) {
        QTest::newRow("absent") << QString() << QString();
        return;
    }
    addRows(sharedExamplesDir(), QStringLiteral("shared/"));
}

void TestRulebook::sharedExamples()
{
    QFETCH(QString, record);
    QFETCH(QString, expected);
    if (record.isEmpty())
        QSKIP("no ../shared/examples/records next to the source tree");
    check(record, expected);
}

void TestRulebook::check(const QString &recordPath, const QString &expectedPath)
{
    QFile expectedFile(expectedPath);
    QVERIFY2(expectedFile.open(QIODevice::ReadOnly), qPrintable(expectedPath));
    QJsonParseError parseError;
    const QJsonObject expected =
            QJsonDocument::fromJson(expectedFile.readAll(), &parseError).object();
    QVERIFY2(parseError.error == QJsonParseError::NoError,
             qPrintable(expectedPath + QStringLiteral(": ") + parseError.errorString()));
    // A record that breaks a rule: {"refusedAt": N, "reason": "words of the message"}.
    if (expected.contains(QStringLiteral("refusedAt"))) {
        Message why;
        const auto bad = GameRecord::fromFile(recordPath, &why);
        QVERIFY2(bad.has_value(), qPrintable(why.toString()));
        PackageRepository repository;
        int at = -2;
        QVERIFY2(!Game::replay(*bad, repository, nullptr, &why, &at), "the record was accepted");
        QCOMPARE(at, expected.value(QStringLiteral("refusedAt")).toInt());
        const QString reason = expected.value(QStringLiteral("reason")).toString();
        QVERIFY2(!reason.isEmpty() && why.toString().contains(reason),
                 qPrintable(QStringLiteral("'%1' does not say '%2'").arg(why.toString(), reason)));
        return;
    }
    QList<int> expectedScores;
    for (const QJsonValue &v : expected.value(QStringLiteral("scores")).toArray())
        expectedScores << v.toInt();
    QVERIFY2(!expectedScores.isEmpty(), "the expected file gives no scores");

    Message error;
    const auto record = GameRecord::fromFile(recordPath, &error);
    QVERIFY2(record.has_value(), qPrintable(error.toString()));

    PackageRepository repository;
    EventList events;
    int badMove = -2;
    const auto game = Game::replay(*record, repository, &events, &error, &badMove);
    QVERIFY2(game.has_value(),
             qPrintable(
                     QStringLiteral("refused at move %1: %2").arg(badMove).arg(error.toString())));
    QCOMPARE(badMove, -1);
    const GameState &state = game->state();

    QCOMPARE(scoresOf(state), expectedScores);
    if (expected.contains(QStringLiteral("gameOver")))
        QCOMPARE(state.gameOver(), expected.value(QStringLiteral("gameOver")).toBool());
    else
        QVERIFY2(state.gameOver(), "the record plays the deck out, so the game should be over");

    // Events: each listed subset appears (in order when asked).
    QList<QJsonObject> eventJson;
    for (const Event &e : events)
        eventJson << EventCodec::toJson(state.content(), e);
    const bool inOrder = expected.value(QStringLiteral("eventsInOrder")).toBool();
    qsizetype from = 0;
    for (const QJsonValue &v : expected.value(QStringLiteral("events")).toArray()) {
        const QJsonObject want = v.toObject();
        qsizetype found = -1;
        for (qsizetype i = inOrder ? from : 0; i < eventJson.size(); ++i) {
            if (matchesSubset(want, eventJson[i])) {
                found = i;
                break;
            }
        }
        if (found < 0) {
            QStringList all;
            for (const QJsonObject &e : std::as_const(eventJson))
                all << compact(e);
            QFAIL(qPrintable(QStringLiteral("no event matches %1%2\nevents:\n%3")
                                     .arg(compact(want),
                                          inOrder ? QStringLiteral(" (after the previous match)")
                                                  : QString(),
                                          all.join(QLatin1Char('\n')))));
        }
        from = found + 1;
    }

    // The game's own record, written out and read back, replays to the same game.
    const QByteArray ownBytes = game->record().toBytes();
    const auto own = GameRecord::fromJson(ownBytes, &error);
    QVERIFY2(own.has_value(),
             qPrintable(error.toString() + QStringLiteral("\n") + QString::fromUtf8(ownBytes)));
    QCOMPARE(own->moves.size(), record->moves.size());
    EventList ownEvents;
    const auto again = Game::replay(*own, repository, &ownEvents, &error, &badMove);
    QVERIFY2(again.has_value(),
             qPrintable(QStringLiteral("own record refused at move %1: %2\n%3")
                                .arg(badMove)
                                .arg(error.toString(), QString::fromUtf8(ownBytes))));
    QCOMPARE(scoresOf(again->state()), scoresOf(state));
    QCOMPARE(again->state().gameOver(), state.gameOver());
    QCOMPARE(boardOf(again->state()), boardOf(state));
    QCOMPARE(ownEvents.size(), events.size());
}

QTEST_GUILESS_MAIN(TestRulebook)
#include "tst_rulebook.moc"
