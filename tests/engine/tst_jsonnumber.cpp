// The engine's one checked reader of whole numbers from JSON (core/jsonnumber) and the readers
// that use it (issue 20, defect 5): a number outside the integer range is refused, never cast
// (undefined behaviour the fuzzers found in the package parser, the move codec and the rule
// catalog), and never read as 0 (a tile count of 2^32 passed its range check as 0).

#include "content/packageparser.h"
#include "content/packagerepository.h"
#include "core/jsonnumber.h"
#include "record/game.h"
#include "record/gamerecord.h"
#include "state/gamecontent.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cmath>
#include <limits>

using namespace carcassonne;

class TestJsonNumber : public QObject
{
    Q_OBJECT

private slots:
    void wholeNumbers_data();
    void wholeNumbers();
    void tileCountBeyondIntIsRefused_data();
    void tileCountBeyondIntIsRefused();
    void ruleParameterBeyondIntIsRefused();
    void figureIndexMustBeASmallWholeNumber_data();
    void figureIndexMustBeASmallWholeNumber();
    void recordSeedBeyondTheRangeIsRefused();
};

void TestJsonNumber::wholeNumbers_data()
{
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<bool>("accepted");
    QTest::addColumn<qint64>("expected");
    const double inf = std::numeric_limits<double>::infinity();
    QTest::newRow("zero") << QJsonValue(0) << true << qint64(0);
    QTest::newRow("seven") << QJsonValue(7.0) << true << qint64(7);
    QTest::newRow("minus three") << QJsonValue(-3) << true << qint64(-3);
    QTest::newRow("the maximum") << QJsonValue(500) << true << qint64(500);
    QTest::newRow("one over") << QJsonValue(501) << false << qint64(0);
    QTest::newRow("2^32") << QJsonValue(4294967296.0) << false << qint64(0);
    QTest::newRow("2^63") << QJsonValue(9223372036854775808.0) << false << qint64(0);
    QTest::newRow("1e300") << QJsonValue(1e300) << false << qint64(0);
    QTest::newRow("-1e300") << QJsonValue(-1e300) << false << qint64(0);
    QTest::newRow("infinity") << QJsonValue(inf) << false << qint64(0);
    QTest::newRow("nan") << QJsonValue(std::nan("")) << false << qint64(0);
    QTest::newRow("a half") << QJsonValue(0.5) << false << qint64(0);
    QTest::newRow("a string") << QJsonValue(QStringLiteral("3")) << false << qint64(0);
    QTest::newRow("true") << QJsonValue(true) << false << qint64(0);
    QTest::newRow("null") << QJsonValue() << false << qint64(0);
}

void TestJsonNumber::wholeNumbers()
{
    QFETCH(QJsonValue, value);
    QFETCH(bool, accepted);
    QFETCH(qint64, expected);
    const auto n = jsonnumber::whole(value, -1000, 500);
    QCOMPARE(n.has_value(), accepted);
    if (n)
        QCOMPARE(*n, expected);
}

void TestJsonNumber::tileCountBeyondIntIsRefused_data()
{
    QTest::addColumn<QByteArray>("count");
    QTest::newRow("2^32") << QByteArray("4294967296");
    QTest::newRow("2^63") << QByteArray("9223372036854775808");
    QTest::newRow("1e300") << QByteArray("1e300");
    QTest::newRow("-1") << QByteArray("-1");
    QTest::newRow("half") << QByteArray("2.5");
}

void TestJsonNumber::tileCountBeyondIntIsRefused()
{
    QFETCH(QByteArray, count);
    QMap<QString, QByteArray> files;
    for (const char *name : {"manifest.json", "tiles.json", "rules.json"}) {
        QFile f(PackageRepository::builtinRoot() + QStringLiteral("/base/")
                + QString::fromLatin1(name));
        QVERIFY(f.open(QIODevice::ReadOnly));
        files.insert(QString::fromLatin1(name), f.readAll());
    }
    // The first tile's count, as the file writes it.
    QByteArray &tiles = files[QStringLiteral("tiles.json")];
    const qsizetype at = tiles.indexOf("\"count\": ");
    QVERIFY(at > 0);
    const qsizetype end = tiles.indexOf(',', at);
    tiles.replace(at, end - at, "\"count\": " + count);
    PackageParser parser;
    QVERIFY(!parser.parse(files, QStringLiteral("memory")));
    bool named = false;
    for (const Problem &p : parser.problems())
        named = named || p.toString().contains(QStringLiteral("count"));
    QVERIFY(named);
}

void TestJsonNumber::ruleParameterBeyondIntIsRefused()
{
    PackageRepository repository;
    Problems problems;
    const auto packages = repository.resolve({QStringLiteral("base")}, &problems);
    QVERIFY(packages);
    for (double value : {1e300, 4294967296.0, 9223372036854775808.0, -1e300}) {
        Problems found;
        const QVariantMap overrides{{QStringLiteral("parameters"),
                                     QVariantMap{{QStringLiteral("meeplesPerPlayer"), value}}}};
        QVERIFY(!GameContent::build(*packages, overrides, &found));
        QVERIFY(!found.isEmpty());
    }
}

void TestJsonNumber::figureIndexMustBeASmallWholeNumber_data()
{
    QTest::addColumn<QJsonValue>("index");
    QTest::addColumn<bool>("accepted");
    QTest::newRow("0") << QJsonValue(0) << true;
    QTest::newRow("2^32") << QJsonValue(4294967296.0) << false;
    QTest::newRow("2^63") << QJsonValue(9223372036854775808.0) << false;
    QTest::newRow("0.5") << QJsonValue(0.5) << false;
    QTest::newRow("\"0\"") << QJsonValue(QStringLiteral("0")) << false;
    QTest::newRow("true") << QJsonValue(true) << false;
    QTest::newRow("-1") << QJsonValue(-1) << false;
}

void TestJsonNumber::figureIndexMustBeASmallWholeNumber()
{
    QFETCH(QJsonValue, index);
    QFETCH(bool, accepted);
    QFile f(QStringLiteral(CARCASSONNE_TEST_DATA_DIR "/records/random-2p.json"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    QJsonObject record = QJsonDocument::fromJson(f.readAll()).object();
    QJsonArray moves = record.value(QStringLiteral("moves")).toArray();
    QJsonObject first = moves[0].toObject();
    QJsonObject figure = first.value(QStringLiteral("figure")).toObject();
    QVERIFY(!figure.isEmpty());
    figure.insert(QStringLiteral("index"), index);
    first.insert(QStringLiteral("figure"), figure);
    moves.replace(0, first);
    while (moves.size() > 1)
        moves.removeLast();
    record.insert(QStringLiteral("moves"), moves);
    Message error;
    const auto parsed = GameRecord::fromJson(QJsonDocument(record).toJson(), &error);
    QVERIFY2(parsed, qPrintable(error.toString()));
    PackageRepository repository;
    int bad = -2;
    const auto game = Game::replay(*parsed, repository, nullptr, &error, &bad);
    QCOMPARE(game.has_value(), accepted);
    if (!accepted) {
        QCOMPARE(bad, 0);
        QVERIFY2(error.toString().contains(QStringLiteral("index")), qPrintable(error.toString()));
    }
}

// A record's seed (the fuzzers' tests/data/fuzz/record/seed-1e300.json): 0 to 2^53 or refused.
void TestJsonNumber::recordSeedBeyondTheRangeIsRefused()
{
    const QByteArray head =
            R"({"format": "carcassonne-record", "formatVersion": 1, "setup": {"packages": ["base"], "players": [{"name": "A", "color": "red", "kind": "human"}, {"name": "B", "color": "blue", "kind": "human"}], "seed": )";
    const QByteArray tail = R"(}, "moves": []})";
    for (const char *seed : {"1e300", "-1e300", "9223372036854775808", "18014398509481984", "-1",
                             "0.5", "\"7\"", "true"}) {
        Message error;
        QVERIFY2(!GameRecord::fromJson(head + seed + tail, &error), seed);
        QVERIFY2(error.toString().contains(QStringLiteral("setup.seed")),
                 qPrintable(error.toString()));
    }
    for (const char *seed : {"0", "7", "9007199254740992"}) {
        Message error;
        QVERIFY2(GameRecord::fromJson(head + seed + tail, &error), qPrintable(error.toString()));
    }
}

QTEST_GUILESS_MAIN(TestJsonNumber)
#include "tst_jsonnumber.moc"
