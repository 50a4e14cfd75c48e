// Game records (contract: design.md section 5): bad records are refused at the first bad move with
// its index and a reason; a record that stops early replays to the scores so far; the record
// format round-trips through toBytes()/fromJson().

#include "content/packagerepository.h"
#include "record/eventcodec.h"
#include "record/game.h"
#include "record/gamerecord.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace carcassonne;

namespace {

QString testDataDir()
{
    return QStringLiteral(CARCASSONNE_TEST_DATA_DIR);
}

QJsonArray players(int n)
{
    static const char *const colors[] = {"red",   "blue", "green", "yellow",
                                         "black", "gray", "pink",  "white"};
    QJsonArray out;
    for (int i = 0; i < n; ++i) {
        out.append(QJsonObject{{QStringLiteral("name"), QStringLiteral("P%1").arg(i)},
                               {QStringLiteral("color"), QString::fromLatin1(colors[i % 8])},
                               {QStringLiteral("kind"), QStringLiteral("human")}});
    }
    return out;
}

QJsonArray deckOf(const QStringList &ids)
{
    QJsonArray out;
    for (const QString &id : ids)
        out.append(QStringLiteral("base/") + id);
    return out;
}

QJsonValue meeple(const QString &type, const QString &port = QString())
{
    QJsonObject f{{QStringLiteral("kind"), QStringLiteral("meeple")},
                  {QStringLiteral("type"), type}};
    if (!port.isEmpty())
        f.insert(QStringLiteral("port"), port);
    return f;
}

QJsonObject move(const QString &tile, int x, int y, int rotation,
                 const QJsonValue &figure = QJsonValue::Null)
{
    return QJsonObject{{QStringLiteral("tile"), QStringLiteral("base/") + tile},
                       {QStringLiteral("at"), QJsonArray{x, y}},
                       {QStringLiteral("rotation"), rotation},
                       {QStringLiteral("figure"), figure}};
}

QJsonObject record(const QJsonArray &deck, const QJsonArray &moves, int playerCount = 2,
                   const QJsonArray &packages = {QStringLiteral("base")})
{
    const QJsonObject setup{{QStringLiteral("packages"), packages},
                            {QStringLiteral("rules"), QJsonObject()},
                            {QStringLiteral("players"), players(playerCount)},
                            {QStringLiteral("seed"), 7},
                            {QStringLiteral("deck"), deck}};
    return QJsonObject{{QStringLiteral("format"), QStringLiteral("carcassonne-record")},
                       {QStringLiteral("formatVersion"), 1},
                       {QStringLiteral("setup"), setup},
                       {QStringLiteral("moves"), moves}};
}

QByteArray bytes(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QJsonObject readObject(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

// Every record under tests/data/rules/<package id>/ and tests/data/records, without the
// NAME.expected.json and NAME.replay.json files beside them.
QStringList recordFiles()
{
    QStringList dirs;
    const QDir rules(testDataDir() + QStringLiteral("/rules"));
    for (const QString &ruleSet : rules.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name))
        dirs << rules.filePath(ruleSet);
    dirs << testDataDir() + QStringLiteral("/records");
    QStringList out;
    for (const QString &path : std::as_const(dirs)) {
        const QDir dir(path);
        for (const QString &name :
             dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
            if (!name.endsWith(QStringLiteral(".expected.json"))
                && !name.endsWith(QStringLiteral(".replay.json")))
                out << dir.filePath(name);
        }
    }
    return out;
}

} // namespace

class TestRecords : public QObject
{
    Q_OBJECT
private slots:
    void refusedAtFirstBadMove_data();
    void refusedAtFirstBadMove();
    void refusedRecordFile_data();
    void refusedRecordFile();
    void unreadableFile();
    void ruleParametersOfAnotherTypeAreRefused_data();
    void ruleParametersOfAnotherTypeAreRefused();
    void stopsEarlyWithoutFinalScoring();
    void roundTrip_data();
    void roundTrip();
    void roundTripKeepsSetup();
    void producedRecordRoundTrips();
    void pileOrderPutsAPackagesTilesFirst();
    void refusesPackageIdsThatArePaths_data();
    void refusesPackageIdsThatArePaths();
    void repositoryLooksNowhereButItsSearchPaths();
    void longPlayerTextsAreRefused_data();
    void longPlayerTextsAreRefused();
    void hostileTileNamesAreRefusedEscaped_data();
    void hostileTileNamesAreRefusedEscaped();
};

void TestRecords::refusedAtFirstBadMove_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<int>("badMove");
    QTest::addColumn<QString>("phrase");

    const QJsonArray uu = deckOf({QStringLiteral("U"), QStringLiteral("U")});

    // --- the tile ---
    QTest::newRow("wrong tile") << bytes(
            record(deckOf({QStringLiteral("U"), QStringLiteral("V")}),
                   {move(QStringLiteral("U"), 1, 0, 0), move(QStringLiteral("A"), 2, 0, 0)}))
                                << 1 << QStringLiteral("the tile drawn is base/V");
    QTest::newRow("tile without package")
            << bytes(record(uu,
                            {QJsonObject{{QStringLiteral("tile"), QStringLiteral("U")},
                                         {QStringLiteral("at"), QJsonArray{1, 0}},
                                         {QStringLiteral("rotation"), 0}}}))
            << 0 << QStringLiteral("the tile drawn is base/U");
    // D's north side is city; U's south side is field.
    QTest::newRow("tile does not fit") << bytes(
            record(uu, {move(QStringLiteral("U"), 1, 0, 0), move(QStringLiteral("U"), 0, -1, 0)}))
                                       << 1 << QStringLiteral("does not fit");
    QTest::newRow("tile does not fit turned")
            << bytes(record(uu, {move(QStringLiteral("U"), 1, 0, 90)})) << 0
            << QStringLiteral("does not fit");
    QTest::newRow("tile touches nothing") << bytes(record(uu, {move(QStringLiteral("U"), 5, 5, 0)}))
                                          << 0 << QStringLiteral("does not fit");
    QTest::newRow("tile on a tile") << bytes(record(uu, {move(QStringLiteral("U"), 0, 0, 0)})) << 0
                                    << QStringLiteral("does not fit");

    // --- rotation and "at" ---
    QTest::newRow("rotation 45") << bytes(record(uu, {move(QStringLiteral("U"), 1, 0, 45)})) << 0
                                 << QStringLiteral("rotation must be 0, 90, 180 or 270");
    QTest::newRow("rotation 360") << bytes(
            record(uu, {move(QStringLiteral("U"), 1, 0, 0), move(QStringLiteral("U"), 2, 0, 360)}))
                                  << 1 << QStringLiteral("rotation must be 0, 90, 180 or 270");
    QTest::newRow("rotation missing")
            << bytes(record(uu,
                            {QJsonObject{{QStringLiteral("tile"), QStringLiteral("base/U")},
                                         {QStringLiteral("at"), QJsonArray{1, 0}}}}))
            << 0 << QStringLiteral("rotation must be 0, 90, 180 or 270");
    QTest::newRow("rotation as text")
            << bytes(record(uu,
                            {QJsonObject{{QStringLiteral("tile"), QStringLiteral("base/U")},
                                         {QStringLiteral("at"), QJsonArray{1, 0}},
                                         {QStringLiteral("rotation"), QStringLiteral("90")}}}))
            << 0 << QStringLiteral("rotation must be 0, 90, 180 or 270");
    auto withAt = [](const QJsonValue &at) {
        return QJsonObject{{QStringLiteral("tile"), QStringLiteral("base/U")},
                           {QStringLiteral("at"), at},
                           {QStringLiteral("rotation"), 0},
                           {QStringLiteral("figure"), QJsonValue::Null}};
    };
    QTest::newRow("at with one number") << bytes(record(uu, {withAt(QJsonArray{1})})) << 0
                                        << QStringLiteral("\"at\" must be [x, y]");
    QTest::newRow("at with three numbers") << bytes(record(uu, {withAt(QJsonArray{1, 0, 0})})) << 0
                                           << QStringLiteral("\"at\" must be [x, y]");
    QTest::newRow("at as text") << bytes(record(uu, {withAt(QStringLiteral("1,0"))})) << 0
                                << QStringLiteral("\"at\" must be [x, y]");
    QTest::newRow("at with a text coordinate")
            << bytes(record(uu, {withAt(QJsonArray{1, QStringLiteral("0")})})) << 0
            << QStringLiteral("\"at\" must be [x, y]");
    QTest::newRow("at missing") << bytes(
            record(uu,
                   {QJsonObject{{QStringLiteral("tile"), QStringLiteral("base/U")},
                                {QStringLiteral("rotation"), 0}}}))
                                << 0 << QStringLiteral("\"at\" must be [x, y]");
    // A cell is a pair of whole numbers: [1, 0.5] names no cell (it must not be read as [1, 0]),
    // and neither does a number beyond the int range.
    QTest::newRow("at with a fraction") << bytes(record(uu, {withAt(QJsonArray{1, 0.5})})) << 0
                                        << QStringLiteral("\"at\" must be [x, y]");
    QTest::newRow("at out of range") << bytes(record(uu, {withAt(QJsonArray{1, 4294967296.0})}))
                                     << 0 << QStringLiteral("\"at\" must be [x, y]");

    // --- the figure ---
    QTest::newRow("figure on an occupied road")
            << bytes(record(uu,
                            {move(QStringLiteral("U"), 1, 0, 0,
                                  meeple(QStringLiteral("road"), QStringLiteral("E"))),
                             move(QStringLiteral("U"), 2, 0, 0,
                                  meeple(QStringLiteral("road"), QStringLiteral("W")))}))
            << 1 << QStringLiteral("do not allow");
    QTest::newRow("farmer on an occupied field")
            << bytes(record(uu,
                            {move(QStringLiteral("U"), 1, 0, 0,
                                  meeple(QStringLiteral("field"), QStringLiteral("N"))),
                             move(QStringLiteral("U"), 2, 0, 0,
                                  meeple(QStringLiteral("field"), QStringLiteral("NNE")))}))
            << 1 << QStringLiteral("do not allow");
    // F at [0,-1] turned 90 extends D's city northwards; F at [0,-2] extends it again.
    QTest::newRow("knight in an occupied city")
            << bytes(record(deckOf({QStringLiteral("F"), QStringLiteral("F")}),
                            {move(QStringLiteral("F"), 0, -1, 90,
                                  meeple(QStringLiteral("city"), QStringLiteral("S"))),
                             move(QStringLiteral("F"), 0, -2, 90,
                                  meeple(QStringLiteral("city"), QStringLiteral("N")))}))
            << 1 << QStringLiteral("do not allow");
    QTest::newRow("figure of an unknown kind")
            << bytes(record(uu,
                            {move(QStringLiteral("U"), 1, 0, 0,
                                  QJsonObject{{QStringLiteral("kind"), QStringLiteral("wizard")},
                                              {QStringLiteral("type"), QStringLiteral("road")},
                                              {QStringLiteral("port"), QStringLiteral("E")}})}))
            << 0 << QStringLiteral("unknown figure kind 'wizard'");
    QTest::newRow("figure without kind")
            << bytes(record(uu,
                            {move(QStringLiteral("U"), 1, 0, 0,
                                  QJsonObject{{QStringLiteral("type"), QStringLiteral("road")},
                                              {QStringLiteral("port"), QStringLiteral("E")}})}))
            << 0 << QStringLiteral("unknown figure kind");
    QTest::newRow("abbot when the abbot is off") << bytes(
            record(deckOf({QStringLiteral("B")}),
                   {move(QStringLiteral("B"), 0, 1, 0,
                         QJsonObject{{QStringLiteral("kind"), QStringLiteral("abbot")},
                                     {QStringLiteral("type"), QStringLiteral("cloister")}})}))
                                                 << 0 << QStringLiteral("do not allow");
    QTest::newRow("city at a field port")
            << bytes(record(uu,
                            {move(QStringLiteral("U"), 1, 0, 0,
                                  meeple(QStringLiteral("city"), QStringLiteral("N")))}))
            << 0 << QStringLiteral("there is no city at port N");
    QTest::newRow("road at a field port")
            << bytes(record(uu,
                            {move(QStringLiteral("U"), 1, 0, 0,
                                  meeple(QStringLiteral("road"), QStringLiteral("N")))}))
            << 0 << QStringLiteral("there is no road at port N");
    QTest::newRow("cloister on a tile without one") << bytes(
            record(uu, {move(QStringLiteral("U"), 1, 0, 0, meeple(QStringLiteral("cloister")))}))
                                                    << 0 << QStringLiteral("there is no cloister");
    QTest::newRow("road without a port") << bytes(
            record(uu, {move(QStringLiteral("U"), 1, 0, 0, meeple(QStringLiteral("road")))}))
                                         << 0 << QStringLiteral("named by a port");
    QTest::newRow("unknown feature type") << bytes(
            record(uu, {move(QStringLiteral("U"), 1, 0, 0, meeple(QStringLiteral("dragon")))}))
                                          << 0 << QStringLiteral("unknown feature type 'dragon'");
    QTest::newRow("feature type of another game") << bytes(
            record(uu, {move(QStringLiteral("U"), 1, 0, 0, meeple(QStringLiteral("castle")))}))
                                                  << 0 << QStringLiteral("there is no castle");
    QTest::newRow("figure not an object")
            << bytes(record(uu, {move(QStringLiteral("U"), 1, 0, 0, QStringLiteral("meeple"))}))
            << 0 << QStringLiteral("figure must be an object or null");
    {
        // Player 0 puts a monk on each of seven cloisters in a row below the start tile (none
        // can complete: the row below stays empty); the eighth is one too many.
        QStringList ids;
        QJsonArray moves;
        for (int i = 0; i < 15; ++i) {
            ids << QStringLiteral("B");
            const bool monk = i % 2 == 0;
            moves.append(
                    move(QStringLiteral("B"), i, 1, 0,
                         monk ? meeple(QStringLiteral("cloister")) : QJsonValue(QJsonValue::Null)));
        }
        QTest::newRow("no meeple left")
                << bytes(record(deckOf(ids), moves)) << 14 << QStringLiteral("do not allow");
    }
    QTest::newRow("choice the rules do not ask for")
            << bytes(record(uu,
                            {QJsonObject{{QStringLiteral("tile"), QStringLiteral("base/U")},
                                         {QStringLiteral("at"), QJsonArray{1, 0}},
                                         {QStringLiteral("rotation"), 0},
                                         {QStringLiteral("figure"), QJsonValue::Null},
                                         {QStringLiteral("choices"), QJsonArray{QJsonObject()}}}}))
            << 0 << QStringLiteral("choices[0]");

    // --- the game's end ---
    QTest::newRow("move after the game ended") << bytes(
            record(deckOf({QStringLiteral("U")}),
                   {move(QStringLiteral("U"), 1, 0, 0), move(QStringLiteral("U"), 2, 0, 0)}))
                                               << 1 << QStringLiteral("already over");
    QTest::newRow("move with an empty deck")
            << bytes(record(QJsonArray(), {move(QStringLiteral("U"), 1, 0, 0)})) << 0
            << QStringLiteral("already over");
    {
        // The last tile C fits nowhere once E closes the start city: discarded, game over.
        QTest::newRow("move for a discarded tile") << bytes(record(
                deckOf({QStringLiteral("E"), QStringLiteral("C")}),
                {move(QStringLiteral("E"), 0, -1, 180), move(QStringLiteral("C"), 0, -2, 0)}))
                                                   << 1 << QStringLiteral("already over");
    }

    // --- a bad move late in a real record: the index is the first bad one ---
    {
        QJsonObject o =
                readObject(testDataDir() + QStringLiteral("/rules/base/cloister-9-points.json"));
        QJsonArray moves = o.value(QStringLiteral("moves")).toArray();
        QJsonObject m5 = moves[5].toObject();
        m5.insert(QStringLiteral("rotation"), 0); // city cap facing the cloister's field
        moves[5] = m5;
        QJsonObject m6 = moves[6].toObject();
        m6.insert(QStringLiteral("rotation"), 45); // also bad, but later
        moves[6] = m6;
        o.insert(QStringLiteral("moves"), moves);
        QTest::newRow("first of two bad moves") << bytes(o) << 5 << QStringLiteral("does not fit");
    }

    // --- the setup (index -1) ---
    QTest::newRow("unknown package")
            << bytes(record(uu, {}, 2, {QStringLiteral("no-such-package")})) << -1
            << QStringLiteral("no-such-package");
    QTest::newRow("deck names an unknown tile")
            << bytes(record(QJsonArray{QStringLiteral("base/U"), QStringLiteral("base/ZZ")}, {}))
            << -1 << QStringLiteral("base/ZZ");
    QTest::newRow("deck names a tile of a package not in the game")
            << bytes(record(QJsonArray{QStringLiteral("river/RA")}, {})) << -1
            << QStringLiteral("river/RA");
    QTest::newRow("one player") << bytes(record(uu, {}, 1)) << -1 << QStringLiteral("players");
    QTest::newRow("no players") << bytes(record(uu, {}, 0)) << -1 << QStringLiteral("players");
    QTest::newRow("six players") << bytes(record(uu, {}, 6)) << -1 << QStringLiteral("players");
}

void TestRecords::refusedAtFirstBadMove()
{
    QFETCH(QByteArray, json);
    QFETCH(int, badMove);
    QFETCH(QString, phrase);

    Message error;
    const auto r = GameRecord::fromJson(json, &error);
    QVERIFY2(r.has_value(), qPrintable(error.toString()));
    PackageRepository repository;
    EventList events;
    int at = -2;
    error = {};
    const auto game = Game::replay(*r, repository, &events, &error, &at);
    QVERIFY2(!game.has_value(), "the record was accepted");
    QCOMPARE(at, badMove);
    QVERIFY2(
            error.toString().contains(phrase, Qt::CaseInsensitive),
            qPrintable(QStringLiteral("'%1' does not contain '%2'").arg(error.toString(), phrase)));
    if (badMove >= 0)
        QVERIFY2(error.toString().contains(QStringLiteral("move %1").arg(badMove)),
                 qPrintable(error.toString()));
}

void TestRecords::refusedRecordFile_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("phrase");

    const QJsonObject good = record(deckOf({QStringLiteral("U")}), {});
    QTest::newRow("malformed JSON")
            << QByteArray("{\"format\": \"carcassonne-record\", \"formatVersion\": 1, \"setup\": {")
            << QStringLiteral("invalid JSON");
    QTest::newRow("trailing comma")
            << QByteArray("{\"format\": \"carcassonne-record\", \"formatVersion\": 1,}")
            << QStringLiteral("invalid JSON");
    QTest::newRow("not an object") << QByteArray("[1, 2, 3]") << QStringLiteral("format");
    QTest::newRow("empty file") << QByteArray() << QStringLiteral("JSON");

    QJsonObject o = good;
    o.insert(QStringLiteral("format"), QStringLiteral("carcassonne-package"));
    QTest::newRow("wrong format") << bytes(o) << QStringLiteral("format");
    o = good;
    o.remove(QStringLiteral("format"));
    QTest::newRow("no format") << bytes(o) << QStringLiteral("format");
    o = good;
    o.insert(QStringLiteral("formatVersion"), 2);
    QTest::newRow("formatVersion 2") << bytes(o) << QStringLiteral("formatVersion");
    o = good;
    o.insert(QStringLiteral("formatVersion"), QStringLiteral("1"));
    QTest::newRow("formatVersion as text") << bytes(o) << QStringLiteral("formatVersion");
    o = good;
    o.remove(QStringLiteral("formatVersion"));
    QTest::newRow("no formatVersion") << bytes(o) << QStringLiteral("formatVersion");
    o = good;
    o.remove(QStringLiteral("setup"));
    QTest::newRow("no setup") << bytes(o) << QStringLiteral("setup");
    o = good;
    o.insert(QStringLiteral("moves"), QStringLiteral("none"));
    QTest::newRow("moves not a list") << bytes(o) << QStringLiteral("moves");
    o = good;
    o.insert(QStringLiteral("moves"), QJsonArray{move(QStringLiteral("U"), 1, 0, 0), 42});
    QTest::newRow("move not an object") << bytes(o) << QStringLiteral("move 1");
    // Issue 58, item 10: "choices" of another type was read as no choices.
    for (const QJsonValue &choices :
         {QJsonValue(QStringLiteral("abbot")), QJsonValue(3), QJsonValue(QJsonObject{}),
          QJsonValue(true), QJsonValue(QJsonValue::Null)}) {
        QJsonObject first = move(QStringLiteral("U"), 1, 0, 0);
        first.insert(QStringLiteral("choices"), choices);
        o = good;
        o.insert(QStringLiteral("moves"), QJsonArray{first});
        QTest::newRow(qPrintable(QStringLiteral("choices of type %1").arg(int(choices.type()))))
                << bytes(o) << QStringLiteral("move 0: \"choices\" must be a list");
    }
    o = good;
    {
        QJsonObject setup = o.value(QStringLiteral("setup")).toObject();
        setup.insert(QStringLiteral("deck"), QJsonArray{QStringLiteral("base/U"), 3});
        o.insert(QStringLiteral("setup"), setup);
    }
    QTest::newRow("deck entry not text") << bytes(o) << QStringLiteral("setup.deck");
    o = good;
    {
        QJsonObject setup = o.value(QStringLiteral("setup")).toObject();
        setup.insert(QStringLiteral("seed"), -1);
        o.insert(QStringLiteral("setup"), setup);
    }
    QTest::newRow("negative seed") << bytes(o) << QStringLiteral("setup.seed");
    // A designer's pile order: an order and a package of the game, and never with a deck.
    const auto withPile = [&](const QJsonValue &pile, bool keepDeck) {
        QJsonObject r = good;
        QJsonObject setup = r.value(QStringLiteral("setup")).toObject();
        if (!keepDeck)
            setup.remove(QStringLiteral("deck"));
        setup.insert(QStringLiteral("pile"), pile);
        r.insert(QStringLiteral("setup"), setup);
        return bytes(r);
    };
    const auto pile = [](const QString &order, const QString &package) {
        return QJsonObject{{QStringLiteral("order"), order}, {QStringLiteral("package"), package}};
    };
    QTest::newRow("pile not an object")
            << withPile(QStringLiteral("first"), false) << QStringLiteral("setup.pile: must be");
    QTest::newRow("pile of another order")
            << withPile(pile(QStringLiteral("last"), QStringLiteral("base")), false)
            << QStringLiteral("setup.pile: must be");
    QJsonObject extra = pile(QStringLiteral("first"), QStringLiteral("base"));
    extra.insert(QStringLiteral("seed"), 3);
    QTest::newRow("pile with more fields")
            << withPile(extra, false) << QStringLiteral("setup.pile: must be");
    QTest::newRow("pile of a package not in the game")
            << withPile(pile(QStringLiteral("first"), QStringLiteral("river")), false)
            << QStringLiteral("setup.pile.package: river is not a package of the game");
    QTest::newRow("pile and deck")
            << withPile(pile(QStringLiteral("only"), QStringLiteral("base")), true)
            << QStringLiteral("a record with a deck has its order");
}

void TestRecords::refusedRecordFile()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, phrase);

    // Through a file, as the command line tool and the app read records.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("record.json"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(json);
    f.close();
    Message error;
    const auto r = GameRecord::fromFile(path, &error);
    QVERIFY2(!r.has_value(), "the record was accepted");
    QVERIFY2(
            error.toString().contains(phrase, Qt::CaseInsensitive),
            qPrintable(QStringLiteral("'%1' does not contain '%2'").arg(error.toString(), phrase)));
    // The same text given directly.
    error = {};
    QVERIFY(!GameRecord::fromJson(json, &error).has_value());
    QVERIFY2(error.toString().contains(phrase, Qt::CaseInsensitive), qPrintable(error.toString()));
}

void TestRecords::ruleParametersOfAnotherTypeAreRefused_data()
{
    QTest::addColumn<QVariant>("parameters");
    QTest::newRow("null") << QVariant::fromValue(nullptr);
    QTest::newRow("list") << QVariant(QVariantList{});
    QTest::newRow("text") << QVariant(QStringLiteral("meeplesPerPlayer=3"));
    QTest::newRow("number") << QVariant(3);
}

// A record's setup.rules.parameters of another type than an object is refused, not read as no
// parameters (issue 20, defect 5), as the record reader hands it on (JSON to QVariant).
void TestRecords::ruleParametersOfAnotherTypeAreRefused()
{
    QFETCH(QVariant, parameters);
    GameSetup setup;
    setup.players = {PlayerSetup{QStringLiteral("Ann"), QStringLiteral("red")},
                     PlayerSetup{QStringLiteral("Bob"), QStringLiteral("blue")}};
    setup.rules = {{QStringLiteral("parameters"), parameters}};
    PackageRepository repository;
    Problems problems;
    QVERIFY(!Game::start(setup, repository, &problems).has_value());
    QVERIFY(!problems.isEmpty());
    QCOMPARE(problems.first().field, QStringLiteral("rules.parameters"));
    QCOMPARE(problems.first().message.toString(), QStringLiteral("must be an object"));
    // An object is read.
    setup.rules = {
            {QStringLiteral("parameters"), QVariantMap{{QStringLiteral("meeplesPerPlayer"), 3}}}};
    problems.clear();
    const auto game = Game::start(setup, repository, &problems);
    QVERIFY(game.has_value());
    QCOMPARE(game->state().content().core().meeplesPerPlayer, 3);
}

void TestRecords::unreadableFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("missing.json"));
    Message error;
    QVERIFY(!GameRecord::fromFile(path, &error).has_value());
    QVERIFY2(error.toString().contains(path), qPrintable(error.toString()));
}

void TestRecords::stopsEarlyWithoutFinalScoring()
{
    // figure-placed-and-scored-same-turn: red scores the city (4) in move 0, blue puts a monk
    // on a cloister in move 1. Stopping there: the scores so far, no final scoring (the monk
    // would be worth 3 at the end), and the game is not over.
    Message error;
    auto r = GameRecord::fromFile(
            testDataDir() + QStringLiteral("/rules/base/figure-placed-and-scored-same-turn.json"),
            &error);
    QVERIFY2(r.has_value(), qPrintable(error.toString()));
    QCOMPARE(r->moves.size(), 3);
    r->moves.removeLast();

    PackageRepository repository;
    EventList events;
    int badMove = -2;
    const auto game = Game::replay(*r, repository, &events, &error, &badMove);
    QVERIFY2(game.has_value(), qPrintable(error.toString()));
    QCOMPARE(badMove, -1);
    QVERIFY(!game->state().gameOver());
    QCOMPARE(game->state().score(0), 4);
    QCOMPARE(game->state().score(1), 0);
    for (const Event &e : events) {
        const QJsonObject o = EventCodec::toJson(game->state().content(), e);
        QVERIFY2(o.value(QStringLiteral("type")).toString() != QStringLiteral("gameOver"),
                 "a game over event");
        QVERIFY2(!o.value(QStringLiteral("final")).toBool(),
                 qPrintable(QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact))));
    }
    // The next tile is drawn and waits for red.
    QCOMPARE(game->state().currentPlayer(), 0);
    QCOMPARE(game->state().content().tileType(game->state().currentTile()).key,
             QStringLiteral("base/A"));

    // final-road-3 without its last move: red's traveller is on an open road of 2 tiles, which
    // final scoring would pay; without it the scores stay 0.
    auto road = GameRecord::fromFile(
            testDataDir() + QStringLiteral("/rules/base/final-road-3.json"), &error);
    QVERIFY2(road.has_value(), qPrintable(error.toString()));
    road->moves.removeLast();
    const auto g2 = Game::replay(*road, repository, nullptr, &error, &badMove);
    QVERIFY2(g2.has_value(), qPrintable(error.toString()));
    QVERIFY(!g2->state().gameOver());
    QCOMPARE(g2->state().score(0), 0);
    QCOMPARE(g2->state().score(1), 0);

    // No moves at all.
    road->moves.clear();
    const auto g3 = Game::replay(*road, repository, nullptr, &error, &badMove);
    QVERIFY2(g3.has_value(), qPrintable(error.toString()));
    QVERIFY(!g3->state().gameOver());
    QCOMPARE(g3->state().board().tiles().size(), std::size_t(1));
}

void TestRecords::roundTrip_data()
{
    QTest::addColumn<QString>("path");
    for (const QString &path : recordFiles())
        QTest::newRow(qPrintable(QFileInfo(path).dir().dirName() + QLatin1Char('/')
                                 + QFileInfo(path).fileName()))
                << path;
}

void TestRecords::roundTrip()
{
    QFETCH(QString, path);
    Message error;
    const auto r = GameRecord::fromFile(path, &error);
    QVERIFY2(r.has_value(), qPrintable(error.toString()));
    const QByteArray out = r->toBytes();
    const auto back = GameRecord::fromJson(out, &error);
    QVERIFY2(back.has_value(),
             qPrintable(error.toString() + QStringLiteral("\n") + QString::fromUtf8(out)));
    QCOMPARE(back->toJson(), r->toJson());
    QCOMPARE(back->toBytes(), out);
    // Nothing of the file is lost: the file's JSON equals the record's (the fixtures spell out
    // every key the record writes).
    QCOMPARE(r->toJson(), readObject(path));
}

void TestRecords::roundTripKeepsSetup()
{
    const QByteArray json = R"({"format": "carcassonne-record", "formatVersion": 1,
        "setup": {"packages": ["base"], "rules": {"abbot": true, "parameters": {"meeplesPerPlayer": 5}},
                  "players": [{"name": "Ann", "color": "red", "kind": "human"},
                              {"name": "Bot", "color": "blue", "kind": "ai:greedy"},
                              {"name": "Cid", "color": "green", "kind": "human"}],
                  "seed": 9007199254740992},
        "moves": [{"tile": "base/U", "at": [1, 0], "rotation": 0,
                   "figure": {"kind": "meeple", "type": "road", "port": "E"},
                   "choices": [{"x": 1}]},
                  {"tile": "base/V", "at": [-1, -2], "rotation": 270, "figure": null}]})";
    Message error;
    const auto r = GameRecord::fromJson(json, &error);
    QVERIFY2(r.has_value(), qPrintable(error.toString()));
    QVERIFY(!r->setup.hasDeck);
    QCOMPARE(r->setup.seed, quint64(9007199254740992ull));
    QCOMPARE(r->setup.players.size(), 3);
    QCOMPARE(r->setup.players[1].kind, QStringLiteral("ai:greedy"));
    const auto back = GameRecord::fromJson(r->toBytes(), &error);
    QVERIFY2(back.has_value(), qPrintable(error.toString()));
    QCOMPARE(back->toJson(), r->toJson());
    QCOMPARE(back->toJson(), QJsonDocument::fromJson(json).object());
    QVERIFY(!back->toJson()
                     .value(QStringLiteral("setup"))
                     .toObject()
                     .contains(QStringLiteral("deck")));

    // An empty deck is not the same as no deck: it must survive the round trip.
    GameRecord empty = *r;
    empty.setup.hasDeck = true;
    empty.setup.deck.clear();
    const auto emptyBack = GameRecord::fromJson(empty.toBytes(), &error);
    QVERIFY2(emptyBack.has_value(), qPrintable(error.toString()));
    QVERIFY(emptyBack->setup.hasDeck);
    QVERIFY(emptyBack->setup.deck.isEmpty());
    QCOMPARE(emptyBack->toJson(), empty.toJson());
}

// "pile": the seed's pile with one package's own tiles first (or alone), kept by the record
// and dealt again by its replay.
void TestRecords::pileOrderPutsAPackagesTilesFirst()
{
    PackageRepository repository;
    Problems problems;
    GameSetup setup;
    setup.packages = {QStringLiteral("base"), QStringLiteral("traders-builders")};
    setup.players = {PlayerSetup{QStringLiteral("Ann"), QStringLiteral("red")},
                     PlayerSetup{QStringLiteral("Bob"), QStringLiteral("blue")}};
    setup.seed = 12;
    const auto shuffled = Game::start(setup, repository, &problems);
    QVERIFY(shuffled);
    setup.pileOrder = GameSetup::PileOrder::OwnFirst;
    setup.pilePackage = QStringLiteral("traders-builders");
    const auto first = Game::start(setup, repository, &problems);
    QVERIFY(first);
    setup.pileOrder = GameSetup::PileOrder::OwnOnly;
    const auto only = Game::start(setup, repository, &problems);
    QVERIFY(only);
    // The same tiles in the seed's order, the expansion's moved to the front.
    const GameContent &content = shuffled->state().content();
    std::vector<std::uint16_t> own, others;
    for (const std::uint16_t t : shuffled->state().pile())
        (content.tileType(t).packageId == setup.pilePackage ? own : others).push_back(t);
    QCOMPARE(own.size(), std::size_t(24));
    std::vector<std::uint16_t> expected = own;
    expected.insert(expected.end(), others.begin(), others.end());
    QCOMPARE(first->state().pile(), expected);
    QCOMPARE(only->state().pile(), own);
    // The record says so, not as a deck, and reads back to the same pile.
    Message error;
    const auto back = GameRecord::fromJson(first->record().toBytes(), &error);
    QVERIFY2(back, qPrintable(error.toString()));
    QCOMPARE(first->record()
                     .toJson()
                     .value(QStringLiteral("setup"))
                     .toObject()
                     .value(QStringLiteral("pile"))
                     .toObject(),
             (QJsonObject{{QStringLiteral("order"), QStringLiteral("first")},
                          {QStringLiteral("package"), QStringLiteral("traders-builders")}}));
    QVERIFY(!back->setup.hasDeck);
    const auto again = Game::start(back->setup, repository, &problems);
    QVERIFY(again);
    QCOMPARE(again->state().pile(), expected);
    // A deck wins over the order (a network copy replays the host's draws so).
    setup.hasDeck = true;
    setup.deck = {QStringLiteral("base/U")};
    const auto decked = Game::start(setup, repository, &problems);
    QVERIFY(decked);
    QCOMPARE(decked->state().pile().size(), std::size_t(1));
}

void TestRecords::producedRecordRoundTrips()
{
    // The record a game writes (Game::record()) reads back to the same JSON.
    Message error;
    const auto r =
            GameRecord::fromFile(testDataDir() + QStringLiteral("/records/random-4p.json"), &error);
    QVERIFY2(r.has_value(), qPrintable(error.toString()));
    PackageRepository repository;
    int badMove = -2;
    const auto game = Game::replay(*r, repository, nullptr, &error, &badMove);
    QVERIFY2(game.has_value(), qPrintable(error.toString()));
    const GameRecord &own = game->record();
    QCOMPARE(own.moves.size(), r->moves.size());
    const auto back = GameRecord::fromJson(own.toBytes(), &error);
    QVERIFY2(back.has_value(), qPrintable(error.toString()));
    QCOMPARE(back->toJson(), own.toJson());
    QCOMPARE(back->toBytes(), own.toBytes());
}

void TestRecords::refusesPackageIdsThatArePaths_data()
{
    // Issue 20, defect 6: a record's package ids were joined to the search paths as they came.
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("shown"); // how the message names it
    QTest::newRow("parent folders")
            << QStringLiteral("../../etc") << QStringLiteral("\"../../etc\"");
    QTest::newRow("absolute") << QStringLiteral("/abs") << QStringLiteral("\"/abs\"");
    QTest::newRow("sub folder") << QStringLiteral("a/b") << QStringLiteral("\"a/b\"");
    QTest::newRow("backslash") << QStringLiteral("..\\x") << QStringLiteral("\"..\\\\x\"");
    QTest::newRow("empty") << QString() << QStringLiteral("\"\"");
    QTest::newRow("dot") << QStringLiteral(".") << QStringLiteral("\".\"");
    QTest::newRow("upper case") << QStringLiteral("Base") << QStringLiteral("\"Base\"");
    QTest::newRow("final newline") << QStringLiteral("base\n") << QStringLiteral("\"base\\u000a\"");
    QTest::newRow("control and non-ASCII")
            << QStringLiteral("b\u00e4se\x1b[31m") << QStringLiteral("\"b\\u00e4se\\u001b[31m\"");
    QTest::newRow("65 characters")
            << QString(65, QLatin1Char('a')) << QStringLiteral("(65 characters)");
    QTest::newRow("10,000 characters")
            << QString(10000, QLatin1Char('x')) << QStringLiteral("(10000 characters)");
}

void TestRecords::refusesPackageIdsThatArePaths()
{
    QFETCH(QString, id);
    QFETCH(QString, shown);

    // The record reader refuses the id, naming it escaped and cut short.
    const QJsonObject o =
            record(deckOf({QStringLiteral("U")}), {}, 2, QJsonArray{QStringLiteral("base"), id});
    Message error;
    QVERIFY2(!GameRecord::fromJson(bytes(o), &error).has_value(), "the record was accepted");
    QVERIFY2(error.toString().contains(QStringLiteral("setup.packages[1]")),
             qPrintable(error.toString()));
    QVERIFY2(error.toString().contains(QStringLiteral("is not a package id")),
             qPrintable(error.toString()));
    QVERIFY2(error.toString().contains(shown), qPrintable(error.toString()));
    QVERIFY2(error.toString().size() < 200, qPrintable(error.toString()));
    for (const QChar c : error.toString())
        QVERIFY2(c.unicode() >= 0x20 && c.unicode() < 0x7f, qPrintable(error.toString()));

    // So does the repository, for a setup that did not come through the reader.
    PackageRepository repository;
    Problems problems;
    QVERIFY(!repository.load(id, &problems).has_value());
    QCOMPARE(problems.size(), 1);
    QVERIFY2(problems[0].message.toString().contains(shown),
             qPrintable(problems[0].message.toString()));
    GameSetup setup;
    setup.packages = {QStringLiteral("base"), id};
    setup.players = {PlayerSetup{QStringLiteral("A"), QStringLiteral("red")},
                     PlayerSetup{QStringLiteral("B"), QStringLiteral("blue")}};
    problems.clear();
    QVERIFY(!Game::start(setup, repository, &problems).has_value());
    QVERIFY(!problems.isEmpty());
    QVERIFY2(problems[0].message.toString().contains(QStringLiteral("is not a package id")),
             qPrintable(problems[0].toString()));
}

void TestRecords::longPlayerTextsAreRefused_data()
{
    // Issue 58, item 2: a 1 MB player name loaded whole and was repeated in every line of the
    // game's log (1.9 GB). Names, colours and kinds now have a length limit where the record
    // is read; at the limit they load.
    QTest::addColumn<QString>("field");
    QTest::addColumn<int>("length");
    QTest::addColumn<bool>("refused");
    QTest::newRow("name at the limit") << "name" << GameRecord::kMaxNameLength << false;
    QTest::newRow("name one over") << "name" << GameRecord::kMaxNameLength + 1 << true;
    QTest::newRow("name of 1 MB") << "name" << (1 << 20) << true;
    QTest::newRow("colour one over") << "color" << GameRecord::kMaxColorLength + 1 << true;
    QTest::newRow("kind one over") << "kind" << GameRecord::kMaxKindLength + 1 << true;
    QTest::newRow("kind of 1 MB") << "kind" << (1 << 20) << true;
}

void TestRecords::longPlayerTextsAreRefused()
{
    QFETCH(QString, field);
    QFETCH(int, length);
    QFETCH(bool, refused);
    QJsonObject o = record(deckOf({QStringLiteral("U")}), {});
    QJsonObject setup = o.value(QStringLiteral("setup")).toObject();
    QJsonArray list = setup.value(QStringLiteral("players")).toArray();
    QJsonObject second = list[1].toObject();
    const QString text = field == QLatin1String("kind")
            ? QStringLiteral("ai:random") + QString(length - 9, QLatin1Char('x'))
            : QString(length, QChar(0x263a)); // a character of three UTF-8 bytes
    second.insert(field, text);
    list[1] = second;
    setup.insert(QStringLiteral("players"), list);
    o.insert(QStringLiteral("setup"), setup);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("long.json"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes(o));
    f.close();
    Message error;
    const auto r = GameRecord::fromFile(path, &error);
    if (!refused) {
        QVERIFY2(r.has_value(), qPrintable(error.toString()));
        QCOMPARE(r->setup.players[1].name, text);
        return;
    }
    QVERIFY2(!r.has_value(), "the record was accepted");
    const QString where = QStringLiteral("setup.players[1].%1").arg(field);
    QVERIFY2(error.toString().contains(where)
                     && error.toString().contains(QStringLiteral("characters")),
             qPrintable(error.toString().left(300)));
    QVERIFY2(error.toString().size() < 200, qPrintable(error.toString().left(300)));
}

void TestRecords::hostileTileNamesAreRefusedEscaped_data()
{
    // Issue 58, item 7: a deck entry or a move's tile reached the messages raw: ESC and bidi
    // overrides drove the terminal, a 50 MB name made a 50 MB message. The reader refuses
    // such names, showing them escaped and cut.
    QTest::addColumn<bool>("inDeck");
    QTest::addColumn<QString>("tile");
    QTest::addColumn<QString>("shown");
    QTest::newRow("deck, ESC") << true << QStringLiteral("\x1b[31mbase/U") << "\\x1b[31mbase/U";
    QTest::newRow("deck, bidi override") << true << QStringLiteral("base/\u202eU") << "\\u202e";
    QTest::newRow("deck, 1 MB") << true << QString(1 << 20, QLatin1Char('x')) << "xxx...";
    QTest::newRow("move, BEL") << false << QStringLiteral("base/U\a") << "base/U\\x07";
    QTest::newRow("move, 1 MB") << false << QString(1 << 20, QLatin1Char('y')) << "yyy...";
}

void TestRecords::hostileTileNamesAreRefusedEscaped()
{
    QFETCH(bool, inDeck);
    QFETCH(QString, tile);
    QFETCH(QString, shown);
    const QJsonObject o = inDeck
            ? record(QJsonArray{tile}, {})
            : record(deckOf({QStringLiteral("U")}),
                     QJsonArray{QJsonObject{{QStringLiteral("tile"), tile},
                                            {QStringLiteral("at"), QJsonArray{1, 0}}}});
    Message error;
    QVERIFY2(!GameRecord::fromJson(bytes(o), &error).has_value(), "the record was accepted");
    QVERIFY2(error.toString().contains(inDeck ? QStringLiteral("setup.deck[0]")
                                              : QStringLiteral("move 0")),
             qPrintable(error.toString().left(300)));
    QVERIFY2(error.toString().contains(shown), qPrintable(error.toString().left(300)));
    QVERIFY2(error.toString().size() < 300, qPrintable(error.toString().left(300)));
    for (const QChar c : error.toString())
        QVERIFY2(c.unicode() >= 0x20 && c.unicode() < 0x7f, qPrintable(error.toString().left(300)));
}

void TestRecords::repositoryLooksNowhereButItsSearchPaths()
{
    // A valid package "outside" next to the repository's search path "search": found by its id
    // when its own folder is searched, never through "../" or its absolute path.
    QTemporaryDir root;
    QVERIFY(root.isValid());
    const QString outside = root.filePath(QStringLiteral("outside"));
    QVERIFY(QDir().mkpath(outside));
    QVERIFY(QDir().mkpath(root.filePath(QStringLiteral("search"))));
    PackageRepository builtin; // registers the built-in packages' resource
    for (const QString &name : {QStringLiteral("tiles.json"), QStringLiteral("rules.json")})
        QVERIFY(QFile::copy(PackageRepository::builtinRoot() + QStringLiteral("/base/") + name,
                            outside + QLatin1Char('/') + name));
    QJsonObject manifest =
            readObject(PackageRepository::builtinRoot() + QStringLiteral("/base/manifest.json"));
    manifest.insert(QStringLiteral("id"), QStringLiteral("outside"));
    QFile m(outside + QStringLiteral("/manifest.json"));
    QVERIFY(m.open(QIODevice::WriteOnly));
    m.write(QJsonDocument(manifest).toJson());
    m.close();

    {
        PackageRepository direct;
        direct.addSearchPath(root.path());
        Problems problems;
        QVERIFY2(direct.load(QStringLiteral("outside"), &problems).has_value(),
                 qPrintable(problems.value(0).toString()));
    }
    const QStringList ids{QStringLiteral("../outside"), QStringLiteral("../search/../outside"),
                          outside, QStringLiteral("./../outside")};
    for (const QString &id : ids) {
        PackageRepository repository;
        repository.addSearchPath(root.filePath(QStringLiteral("search")));
        Problems problems;
        QVERIFY2(!repository.load(id, &problems).has_value(), qPrintable(id));
        QCOMPARE(problems.size(), 1);
        // Refused for the id itself: no file was opened to find out ("the package at this
        // place says its id is 'outside'" named the folder it had read).
        QVERIFY2(problems[0].message.toString().contains(QStringLiteral("is not a package id")),
                 qPrintable(problems[0].toString()));
        QVERIFY2(problems[0].file.isEmpty(), qPrintable(problems[0].toString()));
        QVERIFY(!repository.availableIds().contains(id));
        problems.clear();
        QVERIFY(!repository.resolve({id}, &problems).has_value());
        QVERIFY2(problems.size() == 1 && problems[0].file.isEmpty(),
                 qPrintable(problems.value(0).toString()));
    }
}

QTEST_GUILESS_MAIN(TestRecords)
#include "tst_records.moc"
