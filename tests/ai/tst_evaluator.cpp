// The evaluator the computer players judge positions with (engine/ai):
//   - every rule module heuristic names a module of the catalog, its weights are bot options
//     of their own, and they change the estimate where the module plays and only there;
//   - in a team game every player's estimate is the team's, and bots that play for the team
//     win games of The Mist's first level that random players never win; ghosts that may come
//     back count as supply; at level 6 the team's draws to the deadline go to the features that
//     bring the colours short of the mark most per cell (allocate), and a tile that would join
//     two colours' features and complete them adds to both (closejoin);
//   - the evaluator's estimate is the sum of its terms (what fit-evaluator fits), at every turn,
//     and the reward's scale follows the spread of the lead.
#include "ai/botfactory.h"
#include "ai/greedybot.h"
#include "ai/heuristics/heuristics.h"
#include "ai/positionevaluator.h"
#include "bottesting.h"
#include "rules/rulecatalog.h"
#include "state/gamecontent.h"

#include <QTest>

#include <cmath>

using namespace carcassonne;

class TestEvaluator : public QObject
{
    Q_OBJECT
private slots:
    void heuristicsNameTheirModules();
    void moduleWeightsReachTheirHeuristics_data();
    void moduleWeightsReachTheirHeuristics();
    void teamPlaysForTheTeam();
    void ghostsThatMayComeBackCountAsSupply();
    void levelSixGivesOutItsDraws();
    void levelSixCountsJoiningTiles();
    void evaluatorBreakdownAddsUp_data();
    void evaluatorBreakdownAddsUp();
    void rewardScaleFollowsTheLeadSpread();

private:
    PackageRepository m_repository;
};

void TestEvaluator::heuristicsNameTheirModules()
{
    QStringList modules, weights;
    for (const ModuleHeuristic::Entry &entry : ModuleHeuristics::all()) {
        const QString id = entry.moduleId();
        QVERIFY2(RuleCatalog::module(id), qPrintable(id));
        QVERIFY2(!modules.contains(id), qPrintable(id));
        modules << id;
        for (const ModuleWeight &w : entry.weights()) {
            const QString name = QString::fromLatin1(w.name);
            QCOMPARE(name, name.toLower());
            QVERIFY2(!weights.contains(name), w.name);
            weights << name;
            QVERIFY(ModuleHeuristics::hasWeight(name));
            // A bot option of every player that reads the evaluator.
            for (const char *kind : {"ai:greedy", "ai:mcts", "ai:mcts-hard"})
                QVERIFY2(BotFactory::isKnown(QStringLiteral("%1?%2=1.5").arg(kind, name)),
                         qPrintable(name));
            QVERIFY(!BotFactory::isKnown(QStringLiteral("ai:greedy?%1=much").arg(name)));
        }
    }
    QVERIFY(!ModuleHeuristics::hasWeight(QStringLiteral("meeple")));
    QVERIFY(!ModuleHeuristics::hasWeight(QStringLiteral("iterations")));
}

void TestEvaluator::moduleWeightsReachTheirHeuristics_data()
{
    QTest::addColumn<QStringList>("packages");
    QTest::newRow("base") << QStringList{QStringLiteral("base")};
    QTest::newRow("traders and builders") << QStringList{QStringLiteral("traders-builders")};
    QTest::newRow("mayflower") << QStringList{QStringLiteral("mayflower")};
}

void TestEvaluator::moduleWeightsReachTheirHeuristics()
{
    QFETCH(QStringList, packages);
    GameSetup setup = setupFor({QStringLiteral("ai:greedy"), QStringLiteral("ai:greedy")}, 17, {});
    setup.packages = packages;
    Problems problems;
    auto game = Game::start(setup, m_repository, &problems);
    QVERIFY(game.has_value());
    // Every module weight at 0, next to the defaults: the heuristics of enabled modules only
    // make a difference.
    EvaluatorWeights zero;
    int weights = 0;
    for (const ModuleHeuristic::Entry &entry : ModuleHeuristics::all()) {
        for (const ModuleWeight &w : entry.weights()) {
            zero.setModuleWeight(QString::fromLatin1(w.name), 0.0);
            ++weights;
        }
    }
    QVERIFY(weights > 0);
    const PositionEvaluator plain, zeroed(zero);
    GreedyBot bot(3);
    PositionEvaluator::Scores a, b;
    EventList events;
    int differing = 0;
    while (!game->state().gameOver()) {
        const GameState &state = game->state();
        plain.evaluate(state, a);
        zeroed.evaluate(state, b);
        if (a != b)
            ++differing;
        events.clear();
        QVERIFY(game->apply(bot.choose(state), events));
    }
    const bool modulesPlay = packages.contains(QStringLiteral("traders-builders"))
            || packages.contains(QStringLiteral("mayflower"));
    QVERIFY2(modulesPlay ? differing > 10 : differing == 0, qPrintable(QString::number(differing)));
}

void TestEvaluator::teamPlaysForTheTeam()
{
    // Every player's estimate is the team's, the advantage is that value itself, and a finished
    // game is worth a win or a loss to all.
    {
        const GameSetup setup =
                mistSetup({QStringLiteral("ai:greedy"), QStringLiteral("ai:greedy")}, 7, 1);
        Problems problems;
        auto game = Game::start(setup, m_repository, &problems);
        QVERIFY(game.has_value());
        const PositionEvaluator evaluator;
        QVERIFY(evaluator.teamGame(game->state()));
        GreedyBot bot(7);
        PositionEvaluator::Scores scores;
        EventList events;
        while (!game->state().gameOver()) {
            evaluator.evaluate(game->state(), scores);
            QCOMPARE(scores[1], scores[0]);
            QCOMPARE(evaluator.advantage(scores, 1, 2), scores[1]);
            events.clear();
            QVERIFY(game->apply(bot.choose(game->state()), events));
        }
        evaluator.evaluate(game->state(), scores);
        const bool won = game->state().outcome().kind == Outcome::Kind::TeamWon;
        QCOMPARE(scores[0], won ? 100.0 : -100.0);
        QCOMPARE(scores[1], scores[0]);
    }
    // Not a team game: each player's own.
    {
        GameSetup setup =
                setupFor({QStringLiteral("ai:greedy"), QStringLiteral("ai:greedy")}, 7, {});
        Problems problems;
        auto game = Game::start(setup, m_repository, &problems);
        QVERIFY(game.has_value());
        const PositionEvaluator evaluator;
        QVERIFY(!evaluator.teamGame(game->state()));
    }
    // Playing for the team wins; playing at random never does (a smoke test of strength: the
    // tournament command measures it).
    auto wins = [&](const QString &kind) {
        int won = 0;
        for (quint64 seed = 200; seed < 210; ++seed) {
            const GameSetup setup = mistSetup({kind, kind}, seed, 1);
            Outcome outcome;
            if (!playGame(m_repository, setup, nullptr, nullptr, &outcome).isEmpty())
                return -1;
            won += outcome.kind == Outcome::Kind::TeamWon ? 1 : 0;
        }
        return won;
    };
    const int greedy = wins(QStringLiteral("ai:greedy"));
    const int random = wins(QStringLiteral("ai:random"));
    QVERIFY2(greedy >= 4 && random == 0,
             qPrintable(QStringLiteral("greedy won %1 of 10, random %2").arg(greedy).arg(random)));
}

void TestEvaluator::ghostsThatMayComeBackCountAsSupply()
{
    // Ghosts on an open bank or graveyard may go back to the supply by themselves: counting
    // them (recoverable) never makes a position worse, and makes some better (banks at level 5,
    // banks and graveyards at level 2).
    for (const int level : {2, 5}) {
        const GameSetup setup =
                mistSetup({QStringLiteral("ai:greedy"), QStringLiteral("ai:greedy")}, 11, level);
        Problems problems;
        auto game = Game::start(setup, m_repository, &problems);
        QVERIFY(game.has_value());
        EvaluatorWeights without;
        without.setModuleWeight(QStringLiteral("recoverable"), 0.0);
        EvaluatorWeights with;
        with.setModuleWeight(QStringLiteral("recoverable"), 1.0);
        const PositionEvaluator plain(without);
        const PositionEvaluator counting(with);
        GreedyBot bot(11);
        PositionEvaluator::Scores a, b;
        EventList events;
        int better = 0;
        while (!game->state().gameOver()) {
            plain.evaluate(game->state(), a);
            counting.evaluate(game->state(), b);
            QVERIFY(b[0] >= a[0] - 1e-9);
            better += b[0] > a[0] + 1e-6 ? 1 : 0;
            events.clear();
            QVERIFY(game->apply(bot.choose(game->state()), events));
        }
        QVERIFY2(better > 0, qPrintable(QStringLiteral("level %1").arg(level)));
    }
}

void TestEvaluator::levelSixGivesOutItsDraws()
{
    // With draws to spare (allocate at its most) every guarded feature keeps its worth: the
    // value is the one without allocating (crowding off in both); with few draws some features
    // go without and the value is lower, never higher.
    auto weights = [](double allocate) {
        EvaluatorWeights w;
        w.setModuleWeight(QStringLiteral("crowding"), 0.0);
        w.setModuleWeight(QStringLiteral("allocate"), allocate);
        return w;
    };
    const PositionEvaluator plain(weights(0.0)), ample(weights(10.0)), scarce(weights(0.2));
    int lower = 0, same = 0, positions = 0;
    for (const quint64 seed : {5, 6}) {
        const GameSetup setup =
                mistSetup({QStringLiteral("ai:greedy"), QStringLiteral("ai:greedy")}, seed, 6);
        Problems problems;
        auto game = Game::start(setup, m_repository, &problems);
        QVERIFY(game.has_value());
        GreedyBot bot(seed);
        PositionEvaluator::Scores a, b, c;
        EventList events;
        while (!game->state().gameOver()) {
            plain.evaluate(game->state(), a);
            ample.evaluate(game->state(), b);
            scarce.evaluate(game->state(), c);
            QVERIFY2(std::abs(b[0] - a[0]) < 1e-9 || b[0] < a[0],
                     qPrintable(QStringLiteral("%1 against %2").arg(b[0]).arg(a[0])));
            QVERIFY(c[0] <= b[0] + 1e-9);
            same += std::abs(b[0] - a[0]) < 1e-9 ? 1 : 0;
            lower += c[0] < b[0] - 1e-6 ? 1 : 0;
            ++positions;
            events.clear();
            QVERIFY(game->apply(bot.choose(game->state()), events));
        }
    }
    QVERIFY2(same > positions * 3 / 4 && lower > 0,
             qPrintable(QStringLiteral("%1 the same, %2 lower of %3")
                                .arg(same)
                                .arg(lower)
                                .arg(positions)));
}

void TestEvaluator::levelSixCountsJoiningTiles()
{
    // A tile that may join two colours' roads or cities and complete them adds to the colours'
    // prospects: never less, and more where two such ends meet at one empty cell.
    EvaluatorWeights without, with;
    without.setModuleWeight(QStringLiteral("closejoin"), 0.0);
    with.setModuleWeight(QStringLiteral("closejoin"), 1.0);
    const PositionEvaluator plain(without), joining(with);
    int higher = 0;
    const QString greedy = QStringLiteral("ai:greedy");
    for (const quint64 seed : {1, 2, 3, 4, 5, 6, 7, 8}) {
        // Four colours: more ends of different colours meet.
        const GameSetup setup = mistSetup({greedy, greedy, greedy, greedy}, seed, 6);
        Problems problems;
        auto game = Game::start(setup, m_repository, &problems);
        QVERIFY(game.has_value());
        // A lookahead that counts such tiles sets such ends up now and then.
        const auto bot = BotFactory::create(QStringLiteral("ai:greedy?closejoin=1"), seed);
        QVERIFY(bot);
        PositionEvaluator::Scores a, b;
        EventList events;
        while (!game->state().gameOver()) {
            plain.evaluate(game->state(), a);
            joining.evaluate(game->state(), b);
            QVERIFY(b[0] >= a[0] - 1e-9);
            higher += b[0] > a[0] + 1e-6 ? 1 : 0;
            events.clear();
            QVERIFY(game->apply(bot->choose(game->state()), events));
        }
    }
    QVERIFY2(higher > 0, qPrintable(QString::number(higher)));
}

void TestEvaluator::evaluatorBreakdownAddsUp_data()
{
    QTest::addColumn<QStringList>("packages");
    QTest::addColumn<double>("fieldGrowth");
    QTest::newRow("base") << QStringList{QStringLiteral("base")} << 0.0;
    QTest::newRow("base, field growth weighed") << QStringList{QStringLiteral("base")} << 0.7;
    QTest::newRow("traders and builders") << QStringList{QStringLiteral("traders-builders")} << 0.3;
    QTest::newRow("mayflower") << QStringList{QStringLiteral("mayflower")} << 0.0;
}

void TestEvaluator::evaluatorBreakdownAddsUp()
{
    QFETCH(QStringList, packages);
    QFETCH(double, fieldGrowth);
    GameSetup setup = setupFor(
            {QStringLiteral("ai:greedy"), QStringLiteral("ai:greedy"), QStringLiteral("ai:greedy")},
            41, {});
    setup.packages = packages;
    Problems problems;
    auto game = Game::start(setup, m_repository, &problems);
    QVERIFY(game.has_value());
    EvaluatorWeights weights;
    weights.fieldGrowth = fieldGrowth;
    const PositionEvaluator evaluator(weights);
    GreedyBot bot(5);
    PositionEvaluator::Scores plain, scores;
    PositionEvaluator::Breakdown parts;
    EventList events;
    int checked = 0;
    bool sawOpenFields = false, sawOther = false;
    while (!game->state().gameOver()) {
        const GameState &state = game->state();
        evaluator.evaluate(state, plain);
        evaluator.evaluate(state, scores, &parts);
        for (int p = 0; p < state.playerCount(); ++p) {
            const auto &terms = parts[std::size_t(p)];
            double sum = 0;
            for (int t = 0; t < PositionEvaluator::TermCount; ++t)
                sum += t == PositionEvaluator::FieldGrowth ? fieldGrowth * terms[std::size_t(t)]
                                                           : terms[std::size_t(t)];
            QCOMPARE(scores[std::size_t(p)], plain[std::size_t(p)]);
            QVERIFY2(std::abs(sum - scores[std::size_t(p)]) < 1e-9,
                     qPrintable(QStringLiteral("turn %1, player %2: terms %3, estimate %4")
                                        .arg(state.turn())
                                        .arg(p)
                                        .arg(sum)
                                        .arg(scores[std::size_t(p)])));
            QCOMPARE(terms[PositionEvaluator::Score], double(state.score(p)));
            sawOpenFields = sawOpenFields || terms[PositionEvaluator::FieldGrowth] > 0;
            sawOther = sawOther || terms[PositionEvaluator::Other] != 0;
        }
        ++checked;
        events.clear();
        QVERIFY(game->apply(bot.choose(state), events));
    }
    QVERIFY(checked > 70);
    QVERIFY(sawOpenFields);
    // Goods, builders and pigs, posts, plains and surveyors are counted in the last term.
    QCOMPARE(sawOther,
             packages.contains(QStringLiteral("traders-builders"))
                     || packages.contains(QStringLiteral("mayflower")));
}

void TestEvaluator::rewardScaleFollowsTheLeadSpread()
{
    // Mayflower's scores spread half as far again as the base game's: its heuristic says so
    // (`leadspread`), and the search reads a lead in that measure, exactly as a reward scale
    // that much wider.
    auto base = randomGame(m_repository, 61);
    GameSetup setup = setupFor({QStringLiteral("ai:random"), QStringLiteral("ai:random")}, 61, {});
    setup.packages = {QStringLiteral("mayflower")};
    Problems problems;
    auto mayflower = Game::start(setup, m_repository, &problems);
    QVERIFY(base && mayflower);
    const PositionEvaluator plain;
    QCOMPARE(plain.leadSpread(base->state()), 1.0);
    QCOMPARE(plain.leadSpread(mayflower->state()), 1.5);
    EvaluatorWeights doubled;
    doubled.setModuleWeight(QStringLiteral("leadspread"), 2.0);
    QCOMPARE(PositionEvaluator(doubled).leadSpread(mayflower->state()), 2.0);
    QCOMPARE(PositionEvaluator(doubled).leadSpread(base->state()), 1.0);

    const QString search = QStringLiteral("ai:mcts?iterations=150&seconds=0");
    EventList events;
    int differing = 0; // decisions the base game's measure would take otherwise
    for (int decision = 0; decision < 12 && !mayflower->state().gameOver(); ++decision) {
        const GameState &state = mayflower->state();
        auto spread = BotFactory::create(search, 7);
        auto wider = BotFactory::create(search + QStringLiteral("&scale=15&leadspread=1"), 7);
        auto narrow = BotFactory::create(search + QStringLiteral("&leadspread=1"), 7);
        const Move m = spread->choose(state, nullptr);
        QCOMPARE(wider->choose(state, nullptr), m);
        if (!(narrow->choose(state, nullptr) == m))
            ++differing;
        events.clear();
        QVERIFY(mayflower->apply(m, events));
    }
    QVERIFY(differing > 0);
}

QTEST_MAIN(TestEvaluator)
#include "tst_evaluator.moc"
