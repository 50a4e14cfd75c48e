// The setup of a new game (SetupModel), the one place the window builds one: the packages,
// modules, parameters, headline value, seats and seed give the setup map the dialog gave;
// setups remembered by any version read back; the online seats' kinds; a game started from the
// model is the game the old map started; a setup built the window's way (NewGameModel::setupOf)
// and the command line's (GameRecord::setupJson) is one GameSetup, and one written reads back.

#include "gamecontroller.h"
#include "newgamemodel.h"
#include "record/gamerecord.h"
#include "setupmodel.h"

#include <QJsonDocument>
#include <QtTest>

using namespace carcassonne;

namespace {

QVariantMap seat(const QString &name, const QString &color, const QString &kind)
{
    return {{QStringLiteral("name"), name},
            {QStringLiteral("color"), color},
            {QStringLiteral("kind"), kind}};
}

QStringList kindsOf(const SetupModel &model)
{
    QStringList out;
    for (const QVariant &s : model.seats())
        out << s.toMap().value(QStringLiteral("kind")).toString();
    return out;
}

QStringList namesOf(const SetupModel &model)
{
    QStringList out;
    for (const QVariant &s : model.seats())
        out << s.toMap().value(QStringLiteral("name")).toString();
    return out;
}

QVariantMap json(const char *text)
{
    return QJsonDocument::fromJson(text).object().toVariantMap();
}

// Two setups field by field, or what differs.
QString differenceOf(const GameSetup &a, const GameSetup &b)
{
    if (a.packages != b.packages)
        return QStringLiteral("packages %1 / %2")
                .arg(a.packages.join(QLatin1Char(',')), b.packages.join(QLatin1Char(',')));
    if (QJsonObject::fromVariantMap(a.rules) != QJsonObject::fromVariantMap(b.rules))
        return QStringLiteral("rules");
    if (a.seed != b.seed)
        return QStringLiteral("seed %1 / %2").arg(a.seed).arg(b.seed);
    if (a.hasDeck != b.hasDeck || a.deck != b.deck)
        return QStringLiteral("deck");
    if (a.players.size() != b.players.size())
        return QStringLiteral("%1 / %2 players").arg(a.players.size()).arg(b.players.size());
    for (qsizetype i = 0; i < a.players.size(); ++i) {
        const PlayerSetup &p = a.players[i];
        const PlayerSetup &q = b.players[i];
        if (p.name != q.name || p.color != q.color || p.kind != q.kind || p.seat != q.seat)
            return QStringLiteral("player %1: %2 %3 %4 %5 / %6 %7 %8 %9")
                    .arg(i)
                    .arg(p.name, p.color, p.kind)
                    .arg(p.seat)
                    .arg(q.name, q.color, q.kind)
                    .arg(q.seat);
    }
    return {};
}

} // namespace

class TestSetupModel : public QObject
{
    Q_OBJECT

private slots:
    void builds_data();
    void builds();
    void rememberedSetupsReadBack_data();
    void rememberedSetupsReadBack();
    void rememberedAsOneScreen();
    void onlineSeats();
    void namesTyped_data();
    void namesTyped();
    void defaultSeats();
    void startsTheGameTheMapStarted();
    void windowAndCommandLineAgree_data();
    void windowAndCommandLineAgree();
    void writtenSetupReadsBack();
};

void TestSetupModel::builds_data()
{
    QTest::addColumn<QString>("base");
    QTest::addColumn<QStringList>("expansions");
    QTest::addColumn<QVariantMap>("modules"); // switched by the player
    QTest::addColumn<QVariantMap>("parameters"); // set by the player
    QTest::addColumn<int>("headline"); // picked, or 0
    QTest::addColumn<QStringList>("kinds");
    QTest::addColumn<QString>("seed");
    QTest::addColumn<QStringList>("packages");
    QTest::addColumn<QVariantMap>("rules");

    const QStringList two{QStringLiteral("human"), QStringLiteral("ai:mcts-normal")};
    QTest::newRow("base") << "base" << QStringList{} << QVariantMap{} << QVariantMap{} << 0 << two
                          << "" << QStringList{"base"} << QVariantMap{};
    QTest::newRow("expansions") << "base" << QStringList{"traders-builders", "river"}
                                << QVariantMap{} << QVariantMap{} << 0 << two << ""
                                << QStringList{"base", "traders-builders", "river"}
                                << QVariantMap{};
    QTest::newRow("modules off") << "base" << QStringList{"traders-builders"}
                                 << QVariantMap{{"farmers", false}, {"pig", false}, {"abbot", true}}
                                 << QVariantMap{} << 0 << two << ""
                                 << QStringList{"base", "traders-builders"}
                                 << QVariantMap{
                                            {"farmers", false}, {"pig", false}, {"abbot", true}};
    QTest::newRow("parameters") << "base" << QStringList{} << QVariantMap{}
                                << QVariantMap{{"meeplesPerPlayer", 5}} << 0 << two << ""
                                << QStringList{"base"}
                                << QVariantMap{
                                           {"parameters", QVariantMap{{"meeplesPerPlayer", 5}}}};
    QTest::newRow("headline level")
            << "mist" << QStringList{} << QVariantMap{} << QVariantMap{} << 5
            << QStringList{"human"} << "" << QStringList{"mist"}
            << QVariantMap{{"parameters", QVariantMap{{"mistLevel", 5}, {"mistColours", true}}}};
    QTest::newRow("seats of each kind")
            << "base" << QStringList{} << QVariantMap{} << QVariantMap{} << 0
            << QStringList{"human", "ai:greedy", "ai:mcts-easy", "ai:mcts-normal", "human"} << ""
            << QStringList{"base"} << QVariantMap{};
    QTest::newRow("seed given") << "base" << QStringList{} << QVariantMap{} << QVariantMap{} << 0
                                << two << " 1234 " << QStringList{"base"} << QVariantMap{};
}

void TestSetupModel::builds()
{
    QFETCH(QString, base);
    QFETCH(QStringList, expansions);
    QFETCH(QVariantMap, modules);
    QFETCH(QVariantMap, parameters);
    QFETCH(int, headline);
    QFETCH(QStringList, kinds);
    QFETCH(QString, seed);
    QFETCH(QStringList, packages);
    QFETCH(QVariantMap, rules);

    NewGameModel choices;
    choices.reload();
    SetupModel &model = *choices.setupModel();
    model.restore(QString(), false);
    choices.select(base, expansions);
    model.selectPackages();
    QVariantMap switches = model.modules();
    for (auto it = modules.cbegin(); it != modules.cend(); ++it) {
        QVERIFY2(switches.contains(it.key()), qPrintable(it.key()));
        switches.insert(it.key(), it.value());
    }
    model.setModules(switches);
    for (auto it = parameters.cbegin(); it != parameters.cend(); ++it)
        model.setParameter(it.key(), it.value());
    if (headline > 0)
        model.pickHeadline(headline);
    model.setSeatCount(int(kinds.size()));
    for (int i = 0; i < kinds.size(); ++i)
        model.setKind(i, kinds[i]);
    model.setSeed(seed);

    const QVariantMap setup = model.setup();
    QCOMPARE(setup.value(QStringLiteral("packages")).toStringList(), packages);
    QCOMPARE(setup.value(QStringLiteral("rules")).toMap(), rules);
    QCOMPARE(setup.value(QStringLiteral("seed")).toString(), seed.trimmed());
    const QVariantList players = setup.value(QStringLiteral("players")).toList();
    QCOMPARE(players.size(), kinds.size());
    for (int i = 0; i < kinds.size(); ++i)
        QCOMPARE(players[i].toMap(),
                 seat(SetupModel::defaultName(i),
                      model.seats()[i].toMap().value("color").toString(), kinds[i]));

    QString error;
    const auto game = model.gameSetup(&error);
    QVERIFY2(game, qPrintable(error));
    QCOMPARE(game->packages, packages);
    QCOMPARE(game->players.size(), kinds.size());
    if (!seed.trimmed().isEmpty())
        QCOMPARE(game->seed, seed.trimmed().toULongLong());
    // Without a seed, each game a new shuffle.
    if (seed.trimmed().isEmpty())
        QVERIFY(model.gameSetup(&error)->seed != game->seed || game->seed == 0);
}

void TestSetupModel::rememberedSetupsReadBack_data()
{
    QTest::addColumn<QString>("saved");
    QTest::addColumn<QStringList>("packages");
    QTest::addColumn<QStringList>("names");
    QTest::addColumn<QStringList>("kinds");
    QTest::addColumn<QString>("seed");
    QTest::addColumn<QVariantMap>("rules");

    // Nothing remembered, or nothing readable: two seats on the base game.
    QTest::newRow("none") << "" << QStringList{"base"} << QStringList{"Player 1", "Player 2"}
                          << QStringList{"human", "ai:mcts-normal"} << "" << QVariantMap{};
    QTest::newRow("broken") << "{not json" << QStringList{"base"}
                            << QStringList{"Player 1", "Player 2"}
                            << QStringList{"human", "ai:mcts-normal"} << "" << QVariantMap{};
    // The first versions kept one package and no `named`: their default names, in any
    // language, were not typed.
    QTest::newRow("one package, no named")
            << R"({"package":"base","players":[{"name":"Speler 1","color":"red","kind":"human"},
                  {"name":"Anna","color":"blue","kind":"ai:greedy"},
                  {"name":"You","color":"green","kind":"human"}],"seed":"42"})"
            << QStringList{"base"} << QStringList{"Player 1", "Anna", "Player 3"}
            << QStringList{"human", "ai:greedy", "human"} << "42" << QVariantMap{};
    QTest::newRow("packages, named, modules")
            << R"({"packages":["base","traders-builders"],
                  "players":[{"name":"Du","named":true,"color":"pink","kind":"human"},
                  {"name":"Bram","named":false,"color":"red","kind":"ai:mcts-easy"}],
                  "modules":{"farmers":false,"pig":true,"ghost":true},"seed":"","headline":{}})"
            << QStringList{"base", "traders-builders"} << QStringList{"Du", "Player 2"}
            << QStringList{"human", "ai:mcts-easy"} << "" << QVariantMap{{"farmers", false}};
    // Hosted at an online table: the people at one screen next time.
    QTest::newRow("online seats")
            << R"({"packages":["base"],"players":[{"name":"Ann","named":true,"color":"red",
                  "kind":"you"},{"name":"","named":false,"color":"blue","kind":"open"}]})"
            << QStringList{"base"} << QStringList{"Ann", "Player 2"}
            << QStringList{"human", "human"} << "" << QVariantMap{};
    QTest::newRow("headline")
            << R"({"packages":["mist"],"players":[{"name":"Ann","named":true,"color":"red",
                  "kind":"human"}],"headline":{"mistLevel":5},"seed":"7"})"
            << QStringList{"mist"} << QStringList{"Ann"} << QStringList{"human"} << "7"
            << QVariantMap{{"parameters", QVariantMap{{"mistLevel", 5}, {"mistColours", true}}}};
}

void TestSetupModel::rememberedSetupsReadBack()
{
    QFETCH(QString, saved);
    QFETCH(QStringList, packages);
    QFETCH(QStringList, names);
    QFETCH(QStringList, kinds);
    QFETCH(QString, seed);
    QFETCH(QVariantMap, rules);

    NewGameModel choices;
    choices.reload();
    SetupModel &model = *choices.setupModel();
    model.restore(saved, false);
    QCOMPARE(model.packages(), packages);
    QCOMPARE(choices.base(), packages.first());
    QCOMPARE(namesOf(model), names);
    QCOMPARE(kindsOf(model), kinds);
    QCOMPARE(model.seed(), seed);
    QCOMPARE(model.rules(), rules);

    // What it remembers reads back as the same setup.
    NewGameModel again;
    again.reload();
    again.setupModel()->restore(model.remembered(), false);
    QCOMPARE(again.setupModel()->setup(), model.setup());
    QCOMPARE(again.setupModel()->seats(), model.seats());
}

void TestSetupModel::rememberedAsOneScreen()
{
    // The dialog's format: packages, players with `named`, modules, seed, headline.
    NewGameModel choices;
    choices.reload();
    SetupModel &model = *choices.setupModel();
    model.restore(QString(), false);
    model.setName(1, QStringLiteral("Bram"));
    model.setSeed(QStringLiteral("12"));
    const QVariantMap saved =
            QJsonDocument::fromJson(model.remembered().toUtf8()).object().toVariantMap();
    QCOMPARE(saved.value("packages").toStringList(), QStringList{"base"});
    QCOMPARE(saved.value("seed").toString(), QStringLiteral("12"));
    QVERIFY(saved.value("modules").toMap().contains("farmers"));
    QVERIFY(saved.value("headline").toMap().isEmpty());
    const QVariantList players = saved.value("players").toList();
    QCOMPARE(players.size(), 2);
    QCOMPARE(players[0].toMap(),
             (json(R"({"name":"Player 1","named":false,"color":"red","kind":"human"})")));
    QCOMPARE(players[1].toMap(),
             (json(R"({"name":"Bram","named":true,"color":"blue","kind":"ai:mcts-normal"})")));
}

void TestSetupModel::onlineSeats()
{
    QCOMPARE(SetupModel::seatKind("human", true, 0, 0), QStringLiteral("you"));
    QCOMPARE(SetupModel::seatKind("human", true, 2, 0), QStringLiteral("open"));
    QCOMPARE(SetupModel::seatKind("ai:greedy", true, 1, 0), QStringLiteral("ai:greedy"));
    QCOMPARE(SetupModel::seatKind("you", false, 0, -1), QStringLiteral("human"));
    QCOMPARE(SetupModel::seatKind("open", false, 1, -1), QStringLiteral("human"));
    QCOMPARE(SetupModel::seatKind("ai:mcts-hard", false, 1, -1), QStringLiteral("ai:mcts-hard"));

    // Hosting: the first person is you (named as the settings say), the others friends.
    const char *saved = R"({"packages":["base"],"players":[
        {"name":"Ann","named":true,"color":"red","kind":"ai:greedy"},
        {"name":"Bob","named":true,"color":"blue","kind":"human"},
        {"name":"Cleo","named":true,"color":"green","kind":"human"}]})";
    NewGameModel choices;
    choices.reload();
    SetupModel &model = *choices.setupModel();
    model.restore(QString::fromUtf8(saved), true, QStringLiteral("Host"));
    QVERIFY(model.online());
    QCOMPARE(kindsOf(model), (QStringList{"ai:greedy", "you", "open"}));
    QCOMPARE(namesOf(model), (QStringList{"Ann", "Host", "Cleo"}));
    // The host takes the seats as they are; the seed is its own.
    const QVariantList players = model.setup().value("players").toList();
    QCOMPARE(players[1].toMap().value("kind").toString(), QStringLiteral("you"));
    QCOMPARE(players[2].toMap().value("kind").toString(), QStringLiteral("open"));

    // No person remembered: the first seat is yours.
    model.restore(QStringLiteral(R"({"players":[{"name":"A","color":"red","kind":"ai:greedy"},
                                    {"name":"B","color":"blue","kind":"ai:greedy"}]})"),
                  true);
    QCOMPARE(kindsOf(model), (QStringList{"you", "ai:greedy"}));
    // Nothing remembered: you and a computer.
    model.restore(QString(), true);
    QCOMPARE(kindsOf(model), (QStringList{"you", "ai:mcts-normal"}));

    // Back at one screen, the people are people here.
    model.restore(QString::fromUtf8(saved), true);
    const QString remembered = model.remembered();
    model.restore(remembered, false);
    QVERIFY(!model.online());
    QCOMPARE(kindsOf(model), (QStringList{"ai:greedy", "human", "human"}));
}

void TestSetupModel::namesTyped_data()
{
    QTest::addColumn<QVariantMap>("seat");
    QTest::addColumn<bool>("typed");
    QTest::newRow("Du") << QVariantMap{{"name", "Du"}} << false;
    QTest::newRow("Jij") << QVariantMap{{"name", "Jij"}} << false;
    QTest::newRow("Spieler 2") << QVariantMap{{"name", "Spieler 2"}} << false;
    QTest::newRow("Player 12") << QVariantMap{{"name", "Player 12"}} << false;
    QTest::newRow("Anna") << QVariantMap{{"name", "Anna"}} << true;
    QTest::newRow("Players 1") << QVariantMap{{"name", "Players 1"}} << true;
    QTest::newRow("named Du") << QVariantMap{{"name", "Du"}, {"named", true}} << true;
    QTest::newRow("unnamed Anna") << QVariantMap{{"name", "Anna"}, {"named", false}} << false;
}

void TestSetupModel::namesTyped()
{
    QFETCH(QVariantMap, seat);
    QFETCH(bool, typed);
    QCOMPARE(SetupModel::wasTyped(seat), typed);
}

void TestSetupModel::defaultSeats()
{
    // A package being tried (--play): people and computers by number, in the colours' order.
    QCOMPARE(SetupModel::defaultSeats({"human", "ai:mcts-normal", "open"}),
             (QVariantList{seat("Player 1", "red", "human"),
                           seat("Computer 2", "blue", "ai:mcts-normal"),
                           seat("Computer 3", "green", "open")}));
    // Named seats (the screenshots'), as many as there are names.
    QCOMPARE(SetupModel::defaultSeats({"human", "ai:greedy", "ai:greedy"}, {"Ada", "Bram"}),
             (QVariantList{seat("Ada", "red", "human"), seat("Bram", "blue", "ai:greedy")}));
    const QVariantMap built =
            SetupModel::build({}, SetupModel::defaultSeats({"human"}), {{"abbot", true}},
                              QStringLiteral("7"), QStringLiteral("first"));
    QVERIFY(!built.contains("packages"));
    QCOMPARE(built.value("seed").toString(), QStringLiteral("7"));
    QCOMPARE(built.value("pile").toString(), QStringLiteral("first"));
    QCOMPARE(built.value("rules").toMap(), (QVariantMap{{"abbot", true}}));
}

void TestSetupModel::startsTheGameTheMapStarted()
{
    // The model's game and the game of the map the dialog's script built: one record.
    GameController fromModel;
    fromModel.settings()->setAutosavePath(QString());
    fromModel.settings()->setBotDelay(100000);
    NewGameModel &choices = *fromModel.newGame();
    choices.reload();
    SetupModel &model = *choices.setupModel();
    model.restore(QString(), false);
    choices.select(QStringLiteral("base"), {QStringLiteral("traders-builders")});
    model.selectPackages();
    QVariantMap modules = model.modules();
    modules.insert(QStringLiteral("abbot"), true);
    model.setModules(modules);
    model.setParameter(QStringLiteral("meeplesPerPlayer"), 6);
    model.setSeatCount(3);
    model.setName(0, QStringLiteral("Ann"));
    model.setKind(1, QStringLiteral("ai:greedy"));
    model.setColour(2, QStringLiteral("pink"));
    model.setSeed(QStringLiteral("4242"));
    QVERIFY2(fromModel.startFromModel(), qPrintable(fromModel.lastError()));

    GameController fromMap;
    fromMap.settings()->setAutosavePath(QString());
    fromMap.settings()->setBotDelay(100000);
    const QVariantMap map{
            {"packages", QStringList{"base", "traders-builders"}},
            {"players",
             QVariantList{seat("Ann", "red", "human"), seat("Player 2", "blue", "ai:greedy"),
                          seat("Player 3", "pink", "ai:mcts-normal")}},
            {"rules",
             QVariantMap{{"abbot", true}, {"parameters", QVariantMap{{"meeplesPerPlayer", 6}}}}},
            {"seed", "4242"}};
    QVERIFY2(fromMap.startGame(map), qPrintable(fromMap.lastError()));
    QVERIFY(!fromModel.recordJson().isEmpty());
    QCOMPARE(fromModel.recordJson(), fromMap.recordJson());
    QCOMPARE(fromModel.game()->setup().seed, quint64(4242));
}

void TestSetupModel::windowAndCommandLineAgree_data()
{
    QTest::addColumn<QStringList>("packages");
    QTest::addColumn<QVariantList>("players"); // [name, color, kind] each
    QTest::addColumn<QVariantMap>("rules");
    QTest::addColumn<quint64>("seed");
    QTest::newRow("base") << QStringList{"base"}
                          << QVariantList{QStringList{"Ann", "red", "human"},
                                          QStringList{"Bot 2", "blue", "ai:random"}}
                          << QVariantMap() << quint64(7);
    QTest::newRow("rules and parameters")
            << QStringList{"base", "traders-builders"}
            << QVariantList{QStringList{"Ann", "red", "human"},
                            QStringList{"Player 2", "blue", "ai:greedy"},
                            QStringList{"Player 3", "pink", "ai:mcts-normal"}}
            << QVariantMap{{"abbot", true}, {"parameters", QVariantMap{{"meeplesPerPlayer", 6}}}}
            << quint64(4242);
    QTest::newRow("seed 0, no players") << QStringList{"mayflower"} << QVariantList()
                                        << QVariantMap{{"abbot", false}} << quint64(0);
    QTest::newRow("largest seed a record holds")
            << QStringList{"base", "the-mist"}
            << QVariantList{QStringList{"Zoë", "green", "ai:random"},
                            QStringList{"Ünal", "yellow", "human"}}
            << QVariantMap() << quint64(9007199254740992ull);
}

void TestSetupModel::windowAndCommandLineAgree()
{
    QFETCH(QStringList, packages);
    QFETCH(QVariantList, players);
    QFETCH(QVariantMap, rules);
    QFETCH(quint64, seed);
    // The window's way: the setup map the dialog builds, read by NewGameModel::setupOf.
    QVariantList seats;
    QList<PlayerSetup> cliPlayers;
    for (const QVariant &p : players) {
        const QStringList fields = p.toStringList();
        seats << seat(fields[0], fields[1], fields[2]);
        cliPlayers << PlayerSetup{fields[0], fields[1], fields[2]};
    }
    NewGameModel choices;
    QString error;
    const auto fromWindow = choices.setupOf(
            SetupModel::build(packages, seats, rules, QString::number(seed)), &error);
    QVERIFY2(fromWindow, qPrintable(error));
    Message why;
    // The command line's: the record's setup written and read.
    const auto fromCli = GameRecord::setupFromJson(
            GameRecord::setupJson(packages, cliPlayers, rules, seed), &why);
    QVERIFY2(fromCli, qPrintable(why.toString()));
    QCOMPARE(differenceOf(*fromWindow, *fromCli), QString());
    QCOMPARE(fromWindow->packages, packages);
    QCOMPARE(fromWindow->seed, seed);
    QCOMPARE(fromWindow->players.size(), players.size());
    QCOMPARE(QJsonObject::fromVariantMap(fromWindow->rules), QJsonObject::fromVariantMap(rules));
    QCOMPARE(GameRecord::setupJson(*fromWindow), GameRecord::setupJson(*fromCli));
    // Written and read back: the same setup.
    const auto back = GameRecord::setupFromJson(GameRecord::setupJson(*fromWindow), &why);
    QVERIFY2(back, qPrintable(why.toString()));
    QCOMPARE(differenceOf(*back, *fromWindow), QString());
}

void TestSetupModel::writtenSetupReadsBack()
{
    // All a setup holds: a seat of several colours, a deck, rules and the seed.
    const QJsonObject setup = QJsonDocument::fromJson(R"({
        "packages": ["base", "the-mist"],
        "rules": {"abbot": true, "parameters": {"meeplesPerPlayer": 5}},
        "players": [{"name": "Ann", "color": "red", "kind": "human", "colors": ["red", "green"]},
                    {"name": "Bob", "color": "blue", "kind": "ai:greedy"}],
        "seed": 12345,
        "deck": ["base/city-cap", "base/road-straight"]})")
                                      .object();
    Message error;
    const auto read = GameRecord::setupFromJson(setup, &error);
    QVERIFY2(read, qPrintable(error.toString()));
    QCOMPARE(read->players.size(), 3);
    QVERIFY(read->severalColours());
    QCOMPARE(GameRecord::setupJson(*read), setup);
    const auto back = GameRecord::setupFromJson(GameRecord::setupJson(*read), &error);
    QVERIFY2(back, qPrintable(error.toString()));
    QCOMPARE(differenceOf(*back, *read), QString());
}

QTEST_MAIN(TestSetupModel)
#include "tst_setupmodel.moc"
