// Seeded random games (RandomPlayer against itself), checked after every move:
//   - figures are conserved: supply + figures on the board == meeplesPerPlayer, per player;
//   - scores never decrease, and each is the sum of its breakdown;
//   - the tile to place has a place, and the drawn tile is the one to place;
//   - a figure is only ever placed on a feature that had no figure (figures share a feature
//     only through joins), and no figure stays on a feature that was completed and scored;
//   - the feature graph's figure counters agree with the figures standing on it;
// and at the end of every game (and every few moves in some games) the feature graph is
// recounted from scratch by a flood fill written here: every placed tile's features, connected
// across edges port by port from the board's tile types and rotations; per feature the members,
// the distinct tiles and the unmatched edge ports must equal the engine's (tilesOf(), the open
// count, value().completed). Finally the record (Game::record(), written out and read back)
// replays to the same scores, board and figures.
#include "ai/randomplayer.h"
#include "content/packagerepository.h"
#include "gameinvariants.h"
#include "modules/anniversary/arrowsmodule.h"
#include "modules/mayflower/surveyorsmodule.h"
#include "modules/mayflower/trappersmodule.h"
#include "modules/mist/cooperativemodule.h"
#include "modules/mist/fogmodule.h"
#include "modules/river/rivermodule.h"
#include "modules/traders-builders/buildermodule.h"
#include "modules/traders-builders/companionfigures.h"
#include "modules/traders-builders/goodsmodule.h"
#include "record/game.h"
#include "state/gamecontent.h"
#include "testshard.h"

#include <QElapsedTimer>
#include <QMap>
#include <QTest>

using namespace carcassonne;

class TestRandomGames : public QObject
{
    Q_OBJECT
private slots:
    void play_data();
    void play();
    void anniversaryLakesInRandomOrder();
    void mayflower_data();
    void mayflower();
    void mist_data();
    void mist();

private:
    PackageRepository m_repository;
};

void TestRandomGames::play_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<bool>("farmers");
    QTest::addColumn<int>("games");
    QTest::addColumn<QStringList>("packages");
    QTest::addColumn<bool>("abbot");
    // 8 x 250 = 2000 games of the base game.
    for (int players = 2; players <= 5; ++players) {
        for (bool farmers : {true, false}) {
            if (TestShard::take())
                QTest::addRow("%d players, farmers %s", players, farmers ? "on" : "off")
                        << players << farmers << 250 << QStringList{QStringLiteral("base")}
                        << false;
        }
    }
    // The base game's extras: River (classic or anniversary), arrows, abbot, all together.
    const QString river = QStringLiteral("river");
    const QString anniversaryRiver = QStringLiteral("river-anniversary");
    const QString arrows = QStringLiteral("anniversary");
    if (TestShard::take())
        QTest::addRow("classic river") << 2 << true << 150 << QStringList{river} << false;
    if (TestShard::take())
        QTest::addRow("anniversary river")
                << 3 << true << 150 << QStringList{anniversaryRiver} << false;
    if (TestShard::take())
        QTest::addRow("abbot") << 3 << true << 150 << QStringList{QStringLiteral("base")} << true;
    if (TestShard::take())
        QTest::addRow("arrows") << 2 << true << 150 << QStringList{arrows} << false;
    if (TestShard::take())
        QTest::addRow("all three, classic river")
                << 4 << true << 150 << QStringList{river, arrows} << true;
    if (TestShard::take())
        QTest::addRow("all three, anniversary river, 2 players")
                << 2 << true << 150 << QStringList{anniversaryRiver, arrows} << true;
    if (TestShard::take())
        QTest::addRow("all three, anniversary river, 5 players, no farmers")
                << 5 << false << 150 << QStringList{anniversaryRiver, arrows} << true;
    // Traders & Builders, 4 x 100, and once with the anniversary's arrows and the abbot.
    const QStringList traders{QStringLiteral("base"), QStringLiteral("traders-builders")};
    for (int players = 2; players <= 5; ++players) {
        if (TestShard::take())
            QTest::addRow("traders-builders, %d players", players)
                    << players << true << 100 << traders << false;
    }
    if (TestShard::take())
        QTest::addRow("traders-builders with arrows and abbot")
                << 3 << true << 100 << (traders + QStringList{arrows}) << true;
    // Rules as data: Inns & Cathedrals' scoring rules and its large meeple (a package figure
    // counted twice in every majority), with farmers and without.
    const QStringList inns{QStringLiteral("base"), QStringLiteral("inns-cathedrals")};
    if (TestShard::take())
        QTest::addRow("inns-cathedrals, 3 players") << 3 << true << 150 << inns << false;
    if (TestShard::take())
        QTest::addRow("inns-cathedrals, 5 players, no farmers")
                << 5 << false << 100 << inns << false;
}

void TestRandomGames::play()
{
    QFETCH(int, players);
    QFETCH(bool, farmers);
    QFETCH(int, games);
    QFETCH(QStringList, packages);
    QFETCH(bool, abbot);
    const bool traders = packages.contains(QStringLiteral("traders-builders"));

    static const char *const colors[] = {"red", "blue", "green", "yellow", "black"};
    QElapsedTimer timer;
    timer.start();
    qint64 totalMoves = 0;
    int totalExtraTurns = 0;
    int deepChecks = 0;
    for (int g = 0; g < games; ++g) {
        GameSetup setup;
        setup.packages = packages;
        if (!farmers)
            setup.rules.insert(QStringLiteral("farmers"), false);
        if (abbot)
            setup.rules.insert(QStringLiteral("abbot"), true);
        for (int p = 0; p < players; ++p)
            setup.players << PlayerSetup{QStringLiteral("P%1").arg(p),
                                         QString::fromLatin1(colors[p]),
                                         QStringLiteral("ai:random")};
        // Base games keep their seeds; the extras' rows get their own.
        setup.seed = quint64(players) * 1000000u + (farmers ? 500000u : 0u) + quint64(g)
                + (traders ? 700000u : 0u)
                + (packages.size() > 1 || packages.front() != QStringLiteral("base") || abbot
                           ? 100000u + 1000u * quint64(packages.join(QString()).size())
                           : 0u);
        const QString where = QStringLiteral("seed %1").arg(setup.seed);

        Problems problems;
        auto game = Game::start(setup, m_repository, &problems);
        QVERIFY2(game.has_value(), qPrintable(where));
        QCOMPARE(game->state().content().hasModule(QStringLiteral("farmers")), farmers);
        QCOMPARE(game->state().content().core().meeplesPerPlayer, 7);
        QCOMPARE(game->state().content().hasModule(QStringLiteral("abbot")), abbot);
        QString broken = checkPile(game->state());
        QVERIFY2(broken.isEmpty(), qPrintable(where + QStringLiteral(", the pile: ") + broken));
        QCOMPARE(game->state().content().hasModule(QStringLiteral("builder")), traders);
        QCOMPARE(game->state().content().hasModule(QStringLiteral("pig")), traders);
        QCOMPARE(game->state().content().hasModule(QStringLiteral("goods")), traders);
        const Supplies start = suppliesOf(game->state());
        QCOMPARE(start[0][std::size_t(FigureKind::Meeple)], 7);
        QCOMPARE(start[0][std::size_t(FigureKind::Abbot)],
                 abbot ? game->state().content().parameter(QStringLiteral("abbotsPerPlayer")) : 0);
        QCOMPARE(start[0][std::size_t(FigureKind::Builder)], traders ? 1 : 0);
        QCOMPARE(start[0][std::size_t(FigureKind::Pig)], traders ? 1 : 0);
        int extraTurns = 0;
        bool earned = false; // a double turn was earned and its second half has not begun
        bool arrowTurn = false; // an arrow's extra-turn symbol was activated this turn
        std::array<int, kGoodCount> tokensTaken{};
        RandomPlayer bot(setup.seed ^ 0x5EEDull);
        // One game in five is recounted from scratch every ten moves, not only at the end.
        const bool deep = g % 5 == 0;
        std::array<int, kMaxPlayers> scores{};
        broken = checkAfterMove(game->state(), scores, start);
        QVERIFY2(broken.isEmpty(), qPrintable(where + QStringLiteral(", at the start: ") + broken));
        int moves = 0;
        EventList events;
        while (!game->state().gameOver()) {
            const GameState &s = game->state();
            const Move m = bot.choose(s);
            const QString at = where + QStringLiteral(", move %1: ").arg(moves);
            // A figure goes only on a feature that holds none, but for the arrows' reinforce:
            // beside the mover's only meeple there; a builder or a pig only beside a meeple of
            // its owner. The abbot comes back from the mover's own.
            int target = -1;
            if (m.kind == Move::Kind::PlaceFigure) {
                target = s.features().find(m.segment);
                int mine = 0, others = 0;
                for (const PlacedFigure &f : s.figures()) {
                    if (s.features().find(f.segment) != target)
                        continue;
                    (f.player == s.currentPlayer() && f.kind == m.figure ? mine : others)++;
                }
                if (m.figure == FigureKind::Builder || m.figure == FigureKind::Pig) {
                    QVERIFY2(CompanionFigures::hasFigure(s, target, s.currentPlayer(),
                                                         FigureKind::Meeple),
                             qPrintable(at + QStringLiteral("a builder or pig without a meeple")));
                    QCOMPARE(mine, 0);
                } else if (m.recall) {
                    QCOMPARE(m.figure, FigureKind::Abbot);
                    QCOMPARE(mine, 1);
                    QCOMPARE(others, 0);
                } else if (mine == 0) {
                    QCOMPARE(others, 0);
                } else {
                    // Reinforce: other players' figures may share the feature.
                    QVERIFY2(s.content().hasModule(QStringLiteral("arrows")) && mine == 1
                                     && m.figure == FigureKind::Meeple,
                             qPrintable(at + QStringLiteral("a figure joins an occupied feature")));
                }
                QVERIFY(!s.features().node(target).done);
            }
            const bool secondHalf = BuilderModule::secondTurn(s);
            const int drawn = s.currentTile();
            const int mover = s.currentPlayer();
            const Move::Kind phaseKind = m.kind;
            for (int p = 0; p < players; ++p)
                scores[std::size_t(p)] = s.score(p);
            events.clear();
            QVERIFY2(game->apply(m, events),
                     qPrintable(at + QStringLiteral("the bot's move is not legal")));
            // The core's and every module's invariants (GameState::checkInvariants).
            const QString invariant = game->state().checkInvariants();
            QVERIFY2(invariant.isEmpty(), qPrintable(at + invariant));
            ++moves;
            QVERIFY2(moves < 1000, qPrintable(at + QStringLiteral("the game does not end")));

            int placed = 0;
            // A module's own event of this kind (nullptr when the module is off).
            const auto &modules = s.content().modules();
            auto moduleEvent = [&](const Event &e, const RuleModule *module, std::uint8_t code) {
                return module && e.type == Event::Type::Module && e.code == code
                        && modules[std::size_t(e.module)] == module;
            };
            const BuilderModule *builder = s.content().find<BuilderModule>();
            const GoodsModule *goodsModule = s.content().find<GoodsModule>();
            const ArrowsModule *arrows = s.content().find<ArrowsModule>();
            for (const Event &e : events) {
                if (moduleEvent(e, builder, BuilderModule::kExtraTurn)) {
                    // Never a third tile: the second half of a double turn earns none.
                    QVERIFY2(!secondHalf, qPrintable(at + QStringLiteral("a chained double turn")));
                    QCOMPARE(int(e.player), mover);
                    earned = true;
                    ++extraTurns;
                } else if (moduleEvent(e, goodsModule, GoodsModule::kTokensTaken)) {
                    QCOMPARE(int(e.player), mover);
                    tokensTaken[std::size_t(GoodsModule::good(e))] += GoodsModule::tokenCount(e);
                } else if (moduleEvent(e, arrows, ArrowsModule::kSymbolActivated)
                           && ArrowsModule::symbolOf(e) == SymbolKind::ExtraTurn) {
                    arrowTurn = true;
                } else if (e.type == Event::Type::TurnStarted) {
                    // The player who earned a double turn moves again, in its second half; an
                    // arrow's extra turn (not itself taken in an extra turn) does the same.
                    if (earned)
                        QCOMPARE(int(e.player), mover);
                    else if (int(e.player) == mover)
                        QVERIFY2(arrowTurn, qPrintable(at + QStringLiteral("an unearned turn")));
                    QCOMPARE(BuilderModule::secondTurn(game->state()), earned);
                    earned = false;
                    arrowTurn = false;
                }
                if (e.type == Event::Type::TilePlaced) {
                    QCOMPARE(int(e.tileType), drawn);
                    QCOMPARE(int(e.player), mover);
                    QCOMPARE(phaseKind, Move::Kind::PlaceTile);
                } else if (e.type == Event::Type::FigurePlaced) {
                    ++placed;
                    QCOMPARE(e.segment, m.segment);
                    QCOMPARE(int(e.player), mover);
                } else if (e.type == Event::Type::TileDiscarded) {
                    QVERIFY2(!game->state().hasPlacement(e.tileType),
                             qPrintable(at + QStringLiteral("a tile that fits was discarded")));
                } else if (e.type == Event::Type::TileDrawn) {
                    QCOMPARE(int(e.tileType), game->state().currentTile());
                }
            }
            QCOMPARE(placed, m.kind == Move::Kind::PlaceFigure && !m.recall ? 1 : 0);

            broken = checkAfterMove(game->state(), scores, start);
            QVERIFY2(broken.isEmpty(), qPrintable(at + broken));
            if (deep && moves % 10 == 0) {
                broken = recountFeatures(game->state());
                QVERIFY2(broken.isEmpty(), qPrintable(at + broken));
                ++deepChecks;
            }
        }
        totalMoves += moves;
        const GameState &end = game->state();
        // Goods: every token taken lies in a completed city, and every completed city's goods
        // went to somebody.
        std::array<int, kGoodCount> inCities{};
        for (int n = 0; n < end.features().size(); ++n) {
            const FeatureGraph::Node &node = end.features().node(n);
            if (end.features().find(n) != n || node.type != FeatureType::City || node.open != 0)
                continue;
            for (int good = 0; good < kGoodCount; ++good)
                inCities[std::size_t(good)] += end.features().tally(n, goodAttribute(Good(good)));
        }
        for (int good = 0; good < kGoodCount; ++good) {
            int held = 0;
            for (int p = 0; p < players; ++p)
                held += GoodsModule::tokens(end, p, Good(good));
            QCOMPARE(held, tokensTaken[std::size_t(good)]);
            QCOMPARE(held, traders ? inCities[std::size_t(good)] : 0);
        }
        if (!traders)
            QCOMPARE(extraTurns, 0);
        totalExtraTurns += extraTurns;
        QCOMPARE(end.remainingCount(), 0);
        QCOMPARE(end.currentTile(), -1);
        broken = recountFeatures(end);
        QVERIFY2(broken.isEmpty(), qPrintable(where + QStringLiteral(", at the end: ") + broken));

        // The record, written out and read back, replays to the same game.
        Message error;
        const auto record = GameRecord::fromJson(game->record().toBytes(), &error);
        QVERIFY2(record.has_value(), qPrintable(where + QStringLiteral(", record: ") + error.toString()));
        int bad = -2;
        const auto replayed = Game::replay(*record, m_repository, nullptr, &error, &bad);
        QVERIFY2(replayed.has_value(),
                 qPrintable(where + QStringLiteral(", replay move %1: %2").arg(bad).arg(error.toString())));
        broken = Game::replayDifference(end, replayed->state());
        QVERIFY2(broken.isEmpty(), qPrintable(where + QStringLiteral(", replay: ") + broken));
    }
    qInfo("%d games, %lld moves, %d mid-game recounts, %d double turns in %lld ms", games,
          totalMoves, deepChecks, totalExtraTurns, timer.elapsed());
    // Random players do reach double turns: the checks above were exercised.
    if (traders)
        QVERIFY(totalExtraTurns > 0);
}

void TestRandomGames::anniversaryLakesInRandomOrder()
{
    // The two lakes go under the shuffled river tiles in random order (rulebook appendix).
    int lakeOneFirst = 0;
    const int seeds = 40;
    for (int seed = 0; seed < seeds; ++seed) {
        GameSetup setup;
        setup.packages = {QStringLiteral("river-anniversary")};
        setup.players = {
                PlayerSetup{QStringLiteral("A"), QStringLiteral("red"), QStringLiteral("human")},
                PlayerSetup{QStringLiteral("B"), QStringLiteral("blue"), QStringLiteral("human")}};
        setup.seed = quint64(seed);
        Problems problems;
        const auto game = Game::start(setup, m_repository, &problems);
        QVERIFY(game.has_value());
        const GameContent &content = game->state().content();
        const auto &pile = game->state().pile();
        QCOMPARE(content.tileType(content.startTile()).key, QStringLiteral("river-anniversary/S2"));
        // 14 river tiles, then the two lakes, then the land.
        for (int i = 0; i < 14; ++i) {
            const TileType &t = content.tileType(pile[std::size_t(i)]);
            QVERIFY2(RiverModule::isRiverTile(t) && !RiverModule::isLake(t), qPrintable(t.key));
        }
        const QString a = content.tileType(pile[14]).key;
        const QString b = content.tileType(pile[15]).key;
        QVERIFY2((a == QStringLiteral("river-anniversary/L1")
                  && b == QStringLiteral("river-anniversary/L2"))
                         || (a == QStringLiteral("river-anniversary/L2")
                             && b == QStringLiteral("river-anniversary/L1")),
                 qPrintable(a + QLatin1Char(' ') + b));
        QCOMPARE(content.tileType(pile[16]).packageId, QStringLiteral("base"));
        lakeOneFirst += a.endsWith(QStringLiteral("L1")) ? 1 : 0;
    }
    QVERIFY2(lakeOneFirst > 0 && lakeOneFirst < seeds, "the lakes always lie in the same order");
}

void TestRandomGames::mayflower_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<bool>("coastCloses");
    QTest::addColumn<int>("games");
    for (int players = 2; players <= 5; ++players) {
        if (TestShard::take())
            QTest::addRow("%d players", players) << players << false << 100;
    }
    if (TestShard::take())
        QTest::addRow("the coast closes features") << 3 << true << 100;
}

void TestRandomGames::mayflower()
{
    QFETCH(int, players);
    QFETCH(bool, coastCloses);
    QFETCH(int, games);
    static const char *const colors[] = {"red", "blue", "green", "yellow", "black"};
    int surveyorMoves = 0, sentHome = 0, bonuses = 0;
    // Two or more waiting features with colonists are rare: counted over all rows.
    static int orderChoices = 0;
    for (int g = 0; g < games; ++g) {
        GameSetup setup;
        setup.packages = {QStringLiteral("mayflower")};
        if (coastCloses)
            setup.rules.insert(QStringLiteral("parameters"),
                               QVariantMap{{QStringLiteral("coastClosesFeatures"), true}});
        for (int p = 0; p < players; ++p)
            setup.players << PlayerSetup{QStringLiteral("P%1").arg(p),
                                         QString::fromLatin1(colors[p]),
                                         QStringLiteral("ai:random")};
        setup.seed = 9000000u + quint64(players) * 1000u + (coastCloses ? 500u : 0u) + quint64(g);
        const QString where = QStringLiteral("seed %1").arg(setup.seed);
        Problems problems;
        auto game = Game::start(setup, m_repository, &problems);
        QVERIFY2(game.has_value(), qPrintable(where));
        const GameContent &content = game->state().content();
        QCOMPARE(content.core().meeplesPerPlayer, 5);
        QVERIFY(!content.hasModule(QStringLiteral("farmers")));
        QCOMPARE(game->state().board().fixedCells().size(), std::size_t(10));
        QCOMPARE(SurveyorsModule::columns(game->state()),
                 (std::optional<std::array<int, 2>>{{0, 0}}));
        const Supplies start = suppliesOf(game->state());
        std::array<int, kMaxPlayers> scores{};
        RandomPlayer bot(setup.seed ^ 0x5EEDull);
        const SurveyorsModule *surveyors = content.find<SurveyorsModule>();
        int moves = 0;
        EventList events;
        while (!game->state().gameOver()) {
            const GameState &s = game->state();
            const Move m = bot.choose(s);
            const QString at = where + QStringLiteral(", move %1: ").arg(moves);
            if (m.kind == Move::Kind::Choice)
                ++orderChoices;
            // A colonist only on a feature that holds none, on the new tile.
            if (m.kind == Move::Kind::PlaceFigure) {
                QCOMPARE(m.figure, FigureKind::Meeple);
                QCOMPARE(s.features().node(s.features().find(m.segment)).figures, 0);
            }
            for (int p = 0; p < players; ++p)
                scores[std::size_t(p)] = s.score(p);
            const auto before = SurveyorsModule::columns(s);
            events.clear();
            QVERIFY2(game->apply(m, events), qPrintable(at + QStringLiteral("illegal move")));
            // Colonists conserved, scores never fall, surveyors at most one apart, never west
            // of the westernmost tile, nobody but trappers east of both after a scoring, no
            // tile at x >= 0 (the modules' invariants).
            QString broken = game->state().checkInvariants();
            QVERIFY2(broken.isEmpty(), qPrintable(at + broken));
            broken = checkAfterMove(game->state(), scores, start);
            QVERIFY2(broken.isEmpty(), qPrintable(at + broken));
            ++moves;
            QVERIFY2(moves < 1000, qPrintable(at + QStringLiteral("the game does not end")));
            int moved = 0;
            for (const Event &e : events) {
                if (e.type == Event::Type::Module
                    && content.modules()[std::size_t(e.module)] == surveyors) {
                    ++moved;
                    ++surveyorMoves;
                } else if (e.type == Event::Type::FigureReturned && e.module >= 0) {
                    // Sent home by the surveyors: never a trapper, and east of both.
                    QVERIFY(e.featureType != FeatureType::Field);
                    QVERIFY(SurveyorsModule::atRisk(game->state(), e.at.x));
                    ++sentHome;
                } else if (e.type == Event::Type::PointsAwarded && e.module >= 0) {
                    QVERIFY(!e.final);
                    QCOMPARE(e.points % 4, 0);
                    ++bonuses;
                } else if (e.type == Event::Type::FeatureScored && e.final
                           && e.featureType == FeatureType::Field) {
                    // A plain pays its animals (fieldAnimalPoints 1).
                    QCOMPARE(int(e.points), TrappersModule::animals(e));
                }
            }
            // One column a scoring at most, and only westward.
            const auto after = SurveyorsModule::columns(game->state());
            QVERIFY((*before)[0] + (*before)[1] - (*after)[0] - (*after)[1] == moved);
        }
        const GameState &end = game->state();
        QCOMPARE(end.remainingCount(), 0);
        const QString recount = recountFeatures(end);
        QVERIFY2(recount.isEmpty(), qPrintable(where + QStringLiteral(", at the end: ") + recount));
        Message error;
        const auto record = GameRecord::fromJson(game->record().toBytes(), &error);
        QVERIFY2(record.has_value(), qPrintable(where + QStringLiteral(", record: ") + error.toString()));
        int bad = -2;
        const auto replayed = Game::replay(*record, m_repository, nullptr, &error, &bad);
        QVERIFY2(replayed.has_value(),
                 qPrintable(where + QStringLiteral(", replay move %1: %2").arg(bad).arg(error.toString())));
        const QString same = Game::replayDifference(end, replayed->state());
        QVERIFY2(same.isEmpty(), qPrintable(where + QStringLiteral(", replay: ") + same));
    }
    qInfo("%d scoring-order choices, %d surveyor moves, %d colonists sent home, %d bonuses",
          orderChoices, surveyorMoves, sentHome, bonuses);
    // Random games reach every rule: the checks above were exercised.
    QVERIFY(surveyorMoves > 0 && sentHome > 0 && bonuses > 0);
    if (coastCloses) // the last row
        QVERIFY(orderChoices > 0);
}

void TestRandomGames::mist_data()
{
    QTest::addColumn<int>("level");
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("games");
    QTest::addColumn<int>("ghosts"); // 0: the level's supply
    // The English edition's colours (`mistColours`): 1 player of 4 colours, 2 of 2 each.
    QTest::addColumn<bool>("edition");
    for (int level = 1; level <= 6; ++level) {
        for (int players : {1, 2, 4}) {
            if (TestShard::take())
                QTest::addRow("level %d, %d colours", level, players)
                        << level << players << 60 << 0 << false;
        }
        for (int players : {1, 2}) {
            if (TestShard::take())
                QTest::addRow("level %d, %d players of the edition's colours", level, players)
                        << level << players << 40 << 0 << true;
        }
    }
    // Random players lose to the ghosts within a few tiles; with the largest supply their
    // games reach the graveyards, stacks, hounds and face-down tiles.
    for (int level = 2; level <= 6; ++level) {
        if (TestShard::take())
            QTest::addRow("level %d, 60 ghosts", level) << level << 2 << 60 << 60 << false;
        if (TestShard::take())
            QTest::addRow("level %d, 60 ghosts, one player of 4 colours", level)
                    << level << 1 << 80 << 60 << true;
    }
}

void TestRandomGames::mist()
{
    QFETCH(int, level);
    QFETCH(int, players);
    QFETCH(int, games);
    QFETCH(int, ghosts);
    QFETCH(bool, edition);
    static const char *const colors[] = {"red", "blue", "green", "yellow", "black"};
    int won = 0, lost = 0, choices = 0, moves = 0;
    QMap<QString, int> seen; // module events by name
    for (int g = 0; g < games; ++g) {
        GameSetup setup;
        setup.packages = {QStringLiteral("mist")};
        QVariantMap parameters{{QStringLiteral("mistLevel"), level}};
        if (ghosts > 0) {
            // ... and with hounds random players can reach.
            parameters.insert(QStringLiteral("ghostSupply"), ghosts);
            if (level >= 3) {
                parameters.insert(QStringLiteral("houndOnePoints"), 2);
                parameters.insert(QStringLiteral("houndTwoPoints"), 6);
            }
        }
        if (edition)
            parameters.insert(QStringLiteral("mistColours"), true);
        setup.rules.insert(QStringLiteral("parameters"), parameters);
        for (int p = 0; p < players; ++p)
            setup.players << PlayerSetup{QStringLiteral("P%1").arg(p),
                                         QString::fromLatin1(colors[p]),
                                         QStringLiteral("ai:random")};
        setup.seed = 7000000u + quint64(level) * 10000u + quint64(players) * 1000u + quint64(g);
        const QString where = QStringLiteral("seed %1").arg(setup.seed);
        Problems problems;
        auto game = Game::start(setup, m_repository, &problems);
        QVERIFY2(game.has_value(), qPrintable(where));
        const GameState &first = game->state();
        QCOMPARE(first.content().parameter(QStringLiteral("mistLevel")), level);
        // The start tile's 3 ghosts came from the level's supply.
        QCOMPARE(FogModule::onBoard(first), 3);
        QCOMPARE(FogModule::supply(first) + 3,
                 first.content().parameter(QStringLiteral("ghostSupply")));
        if (level == 1)
            QCOMPARE(first.remainingCount(), 50 - 1); // castles and graveyards out, one drawn
        const int colours = first.playerCount();
        if (edition) {
            // Each player plays 4 or 2 colours of 3 guards; the turn is always a player's.
            QCOMPARE(first.seatCount(), players);
            QCOMPARE(colours, 4);
            for (int c = 0; c < colours; ++c)
                QCOMPARE(first.supply(c, FigureKind::Meeple), 3);
        }
        const Supplies start = suppliesOf(first);
        std::array<int, kMaxPlayers> scores{};
        RandomPlayer bot(setup.seed ^ 0x5EEDull);
        EventList events;
        while (!game->state().gameOver()) {
            const GameState &s = game->state();
            const Move m = bot.choose(s);
            const QString at = where + QStringLiteral(", move %1: ").arg(moves);
            if (m.kind == Move::Kind::Choice)
                ++choices;
            for (int p = 0; p < colours; ++p)
                scores[std::size_t(p)] = s.score(p);
            // The colour to move is the first of a player's.
            QCOMPARE(s.firstColourOf(s.seatOf(s.currentPlayer())), s.currentPlayer());
            events.clear();
            QVERIFY2(game->apply(m, events), qPrintable(at + QStringLiteral("illegal move")));
            // Ghosts and guards conserved (buried ones counted out), hounds by their guards.
            QString broken = game->state().checkInvariants();
            QVERIFY2(broken.isEmpty(), qPrintable(at + broken));
            broken = checkAfterMove(game->state(), scores, start);
            QVERIFY2(broken.isEmpty(), qPrintable(at + broken));
            for (const Event &e : events) {
                // No guard ever stands on fog, a graveyard or a field.
                if (e.type == Event::Type::FigurePlaced) {
                    QVERIFY(e.featureType == FeatureType::Road || e.featureType == FeatureType::City
                            || e.featureType == FeatureType::Castle);
                    QVERIFY(level >= 2 || e.featureType != FeatureType::Castle);
                }
                QVERIFY2(!(e.type == Event::Type::FeatureScored && e.final),
                         qPrintable(at + QStringLiteral("a final scoring in The Mist")));
                if (e.type == Event::Type::Module)
                    ++seen[s.content().modules()[std::size_t(e.module)]->eventName(e.code)];
            }
            QVERIFY2(++moves < 100000, "the games do not end");
        }
        const GameState &end = game->state();
        const Outcome outcome = end.outcome();
        QVERIFY(outcome.kind != Outcome::Kind::Scores);
        if (outcome.kind == Outcome::Kind::TeamWon) {
            ++won;
            QVERIFY(CooperativeModule::reached(
                    end, end.content().parameter(QStringLiteral("goalPoints"))));
            QCOMPARE(int(outcome.winners), (1 << colours) - 1);
        } else {
            ++lost;
            QCOMPARE(int(outcome.winners), 0);
        }
        // The record replays to the same end.
        Message error;
        const auto record = GameRecord::fromJson(game->record().toBytes(), &error);
        QVERIFY2(record.has_value(), qPrintable(where + QStringLiteral(", record: ") + error.toString()));
        int bad = -2;
        const auto replayed = Game::replay(*record, m_repository, nullptr, &error, &bad);
        QVERIFY2(replayed.has_value(),
                 qPrintable(where + QStringLiteral(", replay move %1: %2").arg(bad).arg(error.toString())));
        const QString same = Game::replayDifference(end, replayed->state());
        QVERIFY2(same.isEmpty(), qPrintable(where + QStringLiteral(", replay: ") + same));
        QCOMPARE(int(replayed->state().outcome().kind), int(outcome.kind));
    }
    QStringList counts;
    for (auto it = seen.cbegin(); it != seen.cend(); ++it)
        counts << QStringLiteral("%1 %2").arg(it.key()).arg(it.value());
    qInfo("level %d: %d won, %d lost, %d choices, %d moves; %s", level, won, lost, choices, moves,
          qPrintable(counts.join(QStringLiteral(", "))));
    // With enough ghosts the games reach each level's rules (a player of 4 colours, whose
    // random turns come four times as often, rarely scores a hound: there the invariants).
    if (ghosts > 0 && !edition) {
        QVERIFY(seen.value(QStringLiteral("bankCompleted")) > 0);
        QVERIFY(seen.value(QStringLiteral("graveyardClosed")) > 0);
        QVERIFY(seen.value(QStringLiteral("guardBuried")) > 0);
        if (level == 3 || level == 4) { // at 5 and 6 face-down tiles end them sooner
            QVERIFY(seen.value(QStringLiteral("houndReached")) > 0);
            QVERIFY(seen.value(QStringLiteral("houndLaid")) > 0);
            QVERIFY(seen.value(QStringLiteral("houndScored")) > 0);
        }
        if (level >= 5)
            QVERIFY(seen.value(QStringLiteral("faceDownLaid")) > 0);
    }
}

QTEST_GUILESS_MAIN(TestRandomGames)
#include "tst_randomgames.moc"
