// The core's hooks for rule sets beyond the base game, each driven by a small test module
// (GameContent::build's testModules) over the built-in base package:
//   - RuleModule::adjustValue changes what a feature pays, with a per-player bonus;
//   - scoring as a queue: the turn's completed features wait, a module orders them by a
//     choice, hears each scoring and may send figures home, so a feature left bare scores
//     nothing;
//   - a board without a start tile: fixed cells that fit anything and join nothing;
//   - an outcome beyond "highest score wins": a team win at once, a team loss at the end;
//   - GameState::checkInvariants, the core's and a module's;
//   - the turn hooks are called on the modules that override them (GameContent::modulesWith).

#include "ai/randomplayer.h"
#include "content/packagerepository.h"
#include "record/eventcodec.h"
#include "rules/rulehooks.h"
#include "rules/rulemodule.h"
#include "state/gamecontent.h"
#include "state/gamestate.h"

#include <QJsonObject>
#include <QTest>

#include <algorithm>
#include <cstdlib>

using namespace carcassonne;

namespace {

// Roads pay 10 more, and player 0 gets 3 on top when among a road's winners.
class RichRoadsModule final : public RuleModule
{
public:
    QString id() const override { return QStringLiteral("test-rich-roads"); }
    bool adjustsValues() const override { return true; }
    void adjustValue(const GameState &state, int, FeatureValue &v) const override
    {
        if (v.type != FeatureType::Road)
            return;
        v.points += 10;
        v.bonus[0] = 3;
        v.bonusModule = indexIn(state);
    }
};

// Completed features wait; with two or more waiting the player picks the next.
class OrderedScoringModule : public RuleModule
{
public:
    QString id() const override { return QStringLiteral("test-ordered"); }
    bool queuesScoring() const override { return true; }
    QStringList choiceKeys() const override { return {QStringLiteral("scoreNext")}; }
    void addChoiceMoves(const GameState &state, MoveList &out) const override
    {
        const auto &pending = state.pendingScorings();
        if (pending.size() < 2)
            return;
        for (std::size_t i = 0; i < pending.size(); ++i) {
            Move m;
            m.kind = Move::Kind::Choice;
            m.module = indexIn(state);
            m.value = int(i);
            out.push_back(m);
        }
    }
    void applyChoice(GameState &state, const Move &move, EventList *events) const override
    {
        state.scorePending(move.value, true, events);
    }
};

// As above, and after each scoring every figure on the other waiting features goes home.
class RecallingScoringModule final : public OrderedScoringModule
{
public:
    QString id() const override { return QStringLiteral("test-recalling"); }
    void afterFeatureScored(GameState &state, int, std::uint8_t, EventList *events) const override
    {
        for (std::int32_t root : state.pendingScorings()) {
            for (int i = int(state.figures().size()) - 1; i >= 0; --i) {
                if (state.features().find(state.figures()[std::size_t(i)].segment)
                    == state.features().find(root))
                    state.returnFigure(i, events);
            }
        }
    }
};

// A coast of four fixed cells at x = 0, y = 0..3; tiles only west of it.
class CoastModule final : public RuleModule
{
public:
    QString id() const override { return QStringLiteral("test-coast"); }
    bool setsUpBoard() const override { return true; }
    void setup(GameState &state, EventList *) const override
    {
        for (int y = 0; y < 4; ++y)
            state.layFixedCell({0, y});
    }
    bool restrictsPlacement() const override { return true; }
    bool allowsPlacement(const GameState &state, int tileType, CellPos at,
                         int rotation) const override
    {
        for (const RotatedCell &rc : state.content().tileType(tileType).rotations[rotation]) {
            if (at.x + rc.offset.x >= 0)
                return false;
        }
        return true;
    }
};

// The team wins as the fifth tile goes down.
class QuickWinModule final : public RuleModule
{
public:
    QString id() const override { return QStringLiteral("test-quick-win"); }
    void afterPlacement(GameState &state, EventList *) const override
    {
        if (state.turn() == 5)
            state.endGame(Outcome::Kind::TeamWon);
    }
};

// The team loses when the pile runs out: no final scoring.
class PileLossModule final : public RuleModule
{
public:
    QString id() const override { return QStringLiteral("test-pile-loss"); }
    // However the pile runs out (the last tile placed, or discarded): lost, no final scoring.
    void pileRanOut(GameState &state, EventList *) const override
    {
        state.endGame(Outcome::Kind::TeamLost);
    }
};

// Breaks the core's figure count: a meeple appears in the supply on turn 3.
class ExtraMeepleModule final : public RuleModule
{
public:
    QString id() const override { return QStringLiteral("test-extra-meeple"); }
    void afterPlacement(GameState &state, EventList *) const override
    {
        if (state.turn() == 3)
            state.setSupply(state.currentPlayer(), FigureKind::Meeple,
                            state.supply(state.currentPlayer(), FigureKind::Meeple) + 1);
    }
};

// An invariant of its own that breaks from turn 4 on.
class FragileModule final : public RuleModule
{
public:
    QString id() const override { return QStringLiteral("test-fragile"); }
    QString checkInvariants(const GameState &state) const override
    {
        return state.turn() >= 4 ? QStringLiteral("turn %1 came").arg(state.turn()) : QString();
    }
};

// No figure on any road.
class NoRoadFiguresModule final : public RuleModule
{
public:
    QString id() const override { return QStringLiteral("test-no-road-figures"); }
    std::uint64_t blockedFigureSegments(const TileType &t) const override
    {
        std::uint64_t mask = 0;
        for (std::size_t i = 0; i < t.segments.size() && i < 64; ++i) {
            if (t.segments[i].type == FeatureType::Road)
                mask |= std::uint64_t(1) << i;
        }
        return mask;
    }
};

// Reads the same record key as OrderedScoringModule.
class SameKeyModule final : public RuleModule
{
public:
    QString id() const override { return QStringLiteral("test-same-key"); }
    QStringList choiceKeys() const override { return {QStringLiteral("scoreNext")}; }
};

// A level that sets other parameters' defaults: 3 meeples and 5-point roads at level 2.
class LevelModule final : public RuleModule
{
public:
    QString id() const override { return QStringLiteral("test-level"); }
    ParameterSpecs parameters() const override
    {
        return {ParameterSpec{QStringLiteral("testLevel"), 1, 1, 2}};
    }
    QVariantMap presetParameters(const QVariantMap &resolved) const override
    {
        if (resolved.value(QStringLiteral("testLevel")).toInt() != 2)
            return {};
        return {{QStringLiteral("meeplesPerPlayer"), 3}, {QStringLiteral("roadTilePoints"), 5}};
    }
};

const SameKeyModule sameKey;
const LevelModule level;
const NoRoadFiguresModule noRoadFigures;
const RichRoadsModule richRoads;
const OrderedScoringModule ordered;
const RecallingScoringModule recalling;
const CoastModule coast;
const QuickWinModule quickWin;
const PileLossModule pileLoss;
const ExtraMeepleModule extraMeeple;
const FragileModule fragile;

// The base package (farmers on), with `modules` enabled by its rules; without its start tile
// when `startTile` is false.
std::shared_ptr<const GameContent> content(const std::vector<const RuleModule *> &modules,
                                           bool startTile = true)
{
    PackageRepository repository;
    Problems problems;
    auto packages = repository.resolve({QStringLiteral("base")}, &problems);
    if (!packages)
        return nullptr;
    for (const RuleModule *m : modules)
        (*packages)[0].rules.modules.append(ModuleSetting{m->id(), true});
    if (!startTile)
        (*packages)[0].rules.startTile.clear();
    auto built = GameContent::build(*packages, {}, &problems, modules);
    for (const Problem &p : std::as_const(problems))
        qWarning("%s", qPrintable(p.toString()));
    return built;
}

GameState start(std::shared_ptr<const GameContent> c, std::uint64_t seed,
                EventList *events = nullptr)
{
    Message error;
    auto s = GameState::create(std::move(c), 2, seed, nullptr, events, &error);
    if (!s)
        qFatal("no game: %s", qPrintable(error.toString()));
    return *s;
}

int featureScoredCount(const EventList &events)
{
    return int(std::count_if(events.begin(), events.end(),
                             [](const Event &e) { return e.type == Event::Type::FeatureScored; }));
}

} // namespace

class TestCoreHooks : public QObject
{
    Q_OBJECT

private slots:
    void adjustValueChangesWhatRoadsPay();
    void queuedScoringsEndAsTheBaseGameDoes();
    void queuedScoringsOfBareFeaturesPayNothing();
    void boardWithoutStartTile();
    void teamWinEndsAtOnce();
    void teamLossAtTheEndSkipsFinalScoring();
    void invariantsHoldInRandomGames();
    void invariantsCatchAnExtraMeeple();
    void invariantsOfAModule();
    void faceDownTiles();
    void cellMarks();
    void blockedFigureSegments();
    void retiredFromSupply();
    void choiceKeysOfOneGameDiffer();
    void presetsGiveDefaults();
    void turnHooksOnlyWhereOverridden();
};

void TestCoreHooks::adjustValueChangesWhatRoadsPay()
{
    const auto plain = content({});
    const auto rich = content({&richRoads});
    QVERIFY(plain && rich);
    int roads = 0, bonuses = 0;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        GameState a = start(plain, seed);
        GameState b = start(rich, seed);
        RandomPlayer player(seed);
        while (!a.gameOver()) {
            const Move m = player.choose(a);
            EventList ea, eb;
            a.apply(m, ea);
            QVERIFY(b.isLegal(m));
            b.apply(m, eb);
            std::vector<const Event *> sa, sb;
            for (const Event &e : ea)
                if (e.type == Event::Type::FeatureScored)
                    sa.push_back(&e);
            for (const Event &e : eb)
                if (e.type == Event::Type::FeatureScored)
                    sb.push_back(&e);
            QCOMPARE(sb.size(), sa.size());
            for (std::size_t i = 0; i < sa.size(); ++i) {
                const bool road = sa[i]->featureType == FeatureType::Road;
                QCOMPARE(int(sb[i]->points), sa[i]->points + (road ? 10 : 0));
                roads += road ? 1 : 0;
            }
            for (const Event &e : eb) {
                if (e.type != Event::Type::PointsAwarded || e.module < 0)
                    continue;
                QCOMPARE(int(e.player), 0);
                QCOMPARE(int(e.points), 3);
                QCOMPARE(EventCodec::toJson(*rich, e).value(QStringLiteral("module")).toString(),
                         richRoads.id());
                ++bonuses;
            }
        }
        QVERIFY(b.gameOver());
        for (int p = 0; p < 2; ++p)
            QVERIFY(b.score(p) >= a.score(p));
    }
    QVERIFY(roads > 50);
    QVERIFY(bonuses > 10);
}

void TestCoreHooks::queuedScoringsEndAsTheBaseGameDoes()
{
    // Scoring order changes nothing in the base game: the queued game, driven by the same
    // moves and random orders, ends with the same scores, and asks for an order exactly when
    // two or more completed features wait.
    const auto plain = content({});
    const auto queued = content({&ordered});
    QVERIFY(plain && queued);
    int asked = 0;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        GameState a = start(plain, seed);
        GameState b = start(queued, seed);
        RandomPlayer player(seed), orderer(seed + 1000);
        while (!a.gameOver()) {
            const Move m = player.choose(a);
            a.apply(m, nullptr);
            QVERIFY(b.isLegal(m));
            b.apply(m, nullptr);
            while (b.phase() == GameState::Phase::Choice && !b.pendingScorings().empty()) {
                const MoveList choices = b.legalMoves();
                QCOMPARE(choices.size(), b.pendingScorings().size());
                QVERIFY(choices.size() >= 2);
                ++asked;
                b.apply(orderer.choose(b), nullptr);
            }
            QVERIFY(b.pendingScorings().empty());
            QCOMPARE(b.phase(), a.phase());
            for (int p = 0; p < 2; ++p)
                QCOMPARE(b.score(p), a.score(p));
        }
        QVERIFY(b.gameOver());
        QCOMPARE(b.checkInvariants(), QString());
    }
    QVERIFY2(asked > 0, "no tile completed two features in 40 games");
}

void TestCoreHooks::queuedScoringsOfBareFeaturesPayNothing()
{
    const auto c = content({&recalling});
    QVERIFY(c);
    int cancelled = 0;
    for (std::uint64_t seed = 1; seed <= 60; ++seed) {
        GameState s = start(c, seed);
        RandomPlayer player(seed);
        while (!s.gameOver()) {
            const bool choosing =
                    s.phase() == GameState::Phase::Choice && s.pendingScorings().size() >= 2;
            int held = 0; // waiting features with figures
            for (std::int32_t root : s.pendingScorings())
                held += s.features().node(s.features().find(root)).figures > 0 ? 1 : 0;
            EventList events;
            s.apply(player.choose(s), events);
            if (!choosing || held < 2)
                continue;
            // One feature scored; the others lost their figures and score nothing, now or later.
            QVERIFY(featureScoredCount(events) <= 1);
            for (std::int32_t root : s.pendingScorings())
                QCOMPARE(int(s.features().node(s.features().find(root)).figures), 0);
            while (s.phase() == GameState::Phase::Choice && !s.pendingScorings().empty()) {
                EventList more;
                s.apply(player.choose(s), more);
                QCOMPARE(featureScoredCount(more), 0);
            }
            ++cancelled;
        }
        QCOMPARE(s.checkInvariants(), QString());
    }
    QVERIFY2(cancelled > 0, "no turn completed two held features in 60 games");
}

void TestCoreHooks::boardWithoutStartTile()
{
    // Without a module that lays the board, the rules need a start tile.
    QTest::ignoreMessage(QtWarningMsg,
                         "deck.startTile: no package in this game names a start tile");
    QVERIFY(!content({}, false));
    const auto c = content({&coast}, false);
    QVERIFY(c);
    QCOMPARE(c->startTile(), -1);
    EventList setupEvents;
    GameState s = start(c, 7, &setupEvents);
    QVERIFY(s.board().tiles().empty());
    QCOMPARE(s.board().fixedCells().size(), std::size_t(4));
    QVERIFY(std::none_of(setupEvents.begin(), setupEvents.end(),
                         [](const Event &e) { return e.type == Event::Type::TilePlaced; }));
    // Any tile fits against the coast in every rotation, on the coast's four western cells.
    for (int t = 0; t < int(c->tileTypes().size()); ++t) {
        MoveList placements;
        s.placements(t, placements);
        QCOMPARE(placements.size(), std::size_t(4 * 4));
        for (const Move &m : placements) {
            QCOMPARE(m.at.x, -1);
            QVERIFY(m.at.y >= 0 && m.at.y <= 3);
        }
    }
    // A road that runs into the coast stays open: the coast joins nothing.
    const int straight = c->tileTypeIndex(QStringLiteral("base/U")); // road west-east
    QVERIFY(straight >= 0);
    bool found = false;
    for (int games = 0; games < 200 && !found; ++games) {
        GameState g = start(c, std::uint64_t(100 + games));
        if (g.currentTile() != straight)
            continue;
        MoveList placements;
        g.placements(straight, placements);
        for (const Move &m : placements) {
            if (m.rotation % 2 != 0)
                continue; // U runs west-east unturned
            g.apply(m, nullptr);
            for (int n = 0; n < g.features().size(); ++n) {
                if (g.features().node(n).type == FeatureType::Road) {
                    QVERIFY(!g.value(n).completed);
                    QCOMPARE(g.value(n).tiles, 1);
                }
            }
            found = true;
            break;
        }
    }
    QVERIFY2(found, "no game drew U first");
    // Whole games: never a tile east of the coast, invariants hold, the board grows westward.
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
        GameState g = start(c, seed);
        RandomPlayer player(seed);
        while (!g.gameOver()) {
            g.apply(player.choose(g), nullptr);
            const QString broken = g.checkInvariants();
            QVERIFY2(broken.isEmpty(), qPrintable(broken));
        }
        QVERIFY(g.board().tiles().size() > 20);
        for (const PlacedTile &t : g.board().tiles())
            QVERIFY(t.at.x < 0);
        QVERIFY(g.board().maxCell().x == 0); // the coast, never a tile
    }
}

void TestCoreHooks::teamWinEndsAtOnce()
{
    const auto c = content({&quickWin});
    QVERIFY(c);
    GameState s = start(c, 3);
    RandomPlayer player(3);
    EventList events;
    while (!s.gameOver()) {
        events.clear();
        s.apply(player.choose(s), events);
    }
    QCOMPARE(s.board().tiles().size(), std::size_t(1 + 5)); // the start tile and five
    QVERIFY(s.endedEarly());
    QCOMPARE(s.remainingCount(), 0);
    QCOMPARE(s.outcome().kind, Outcome::Kind::TeamWon);
    QCOMPARE(int(s.outcome().winners), 0b11);
    QCOMPARE(events.back().type, Event::Type::GameOver);
    // No figure went on the fifth tile and nothing scored at the end.
    for (const Event &e : events) {
        QVERIFY(e.type != Event::Type::FigurePlaced);
        QVERIFY(!(e.type == Event::Type::FeatureScored && e.final));
    }
    QVERIFY(s.legalMoves().empty());
}

void TestCoreHooks::teamLossAtTheEndSkipsFinalScoring()
{
    const auto plain = content({});
    const auto c = content({&pileLoss});
    QVERIFY(plain && c);
    GameState a = start(plain, 5);
    GameState b = start(c, 5);
    RandomPlayer player(5);
    EventList last;
    while (!a.gameOver()) {
        const Move m = player.choose(a);
        a.apply(m, nullptr);
        last.clear();
        b.apply(m, last);
    }
    QVERIFY(b.gameOver());
    QCOMPARE(b.outcome().kind, Outcome::Kind::TeamLost);
    QCOMPARE(int(b.outcome().winners), 0);
    QCOMPARE(a.outcome().kind, Outcome::Kind::Scores);
    QCOMPARE(a.outcome().winners, a.leaders());
    // The same game but for the final scoring, which never came.
    for (int p = 0; p < 2; ++p) {
        int final = 0;
        for (int c = 0; c < a.content().scoreCategoryCount(); ++c)
            final += a.breakdown(p, ScoreCategory(c), true);
        QCOMPARE(b.score(p), a.score(p) - final);
    }
    QVERIFY(a.score(0) + a.score(1) > b.score(0) + b.score(1));
}

void TestCoreHooks::invariantsHoldInRandomGames()
{
    const auto c = content({});
    QVERIFY(c);
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        GameState s = start(c, seed);
        RandomPlayer player(seed);
        QCOMPARE(s.checkInvariants(), QString());
        while (!s.gameOver()) {
            s.apply(player.choose(s), nullptr);
            const QString broken = s.checkInvariants();
            QVERIFY2(broken.isEmpty(), qPrintable(broken));
        }
    }
}

void TestCoreHooks::invariantsCatchAnExtraMeeple()
{
    const auto c = content({&extraMeeple});
    QVERIFY(c);
    GameState s = start(c, 9);
    RandomPlayer player(9);
    while (!s.gameOver() && s.turn() < 3) {
        s.apply(player.choose(s), nullptr);
        QCOMPARE(s.checkInvariants(), QString());
    }
    s.apply(player.choose(s), nullptr); // turn 3's tile: the extra meeple appears
    const QString broken = s.checkInvariants();
    QVERIFY2(broken.contains(QStringLiteral("meeple")) && broken.contains(QStringLiteral("7")),
             qPrintable(broken));
}

void TestCoreHooks::invariantsOfAModule()
{
    const auto c = content({&fragile});
    QVERIFY(c);
    GameState s = start(c, 2);
    RandomPlayer player(2);
    while (!s.gameOver() && s.turn() < 4) {
        QCOMPARE(s.checkInvariants(), QString());
        s.apply(player.choose(s), nullptr);
    }
    QCOMPARE(s.checkInvariants(), QStringLiteral("test-fragile: turn 4 came"));
}

void TestCoreHooks::faceDownTiles()
{
    const auto c = content({});
    QVERIFY(c);
    GameState g = start(c, 5);
    // D at [0, 0]: city north, road west-east, field south.
    const int road = g.segmentAt({0, 0}, FeatureType::Road, Port::E);
    QVERIFY(road >= 0);
    const int left = g.remainingCount();
    const int drawn = g.currentTile();
    QVERIFY(g.layFaceDown({1, 0}));
    QVERIFY(!g.layFaceDown({1, 0})); // taken
    QVERIFY(!g.layFaceDown({0, 0}));
    QCOMPARE(g.remainingCount(), left - 1);
    QCOMPARE(g.currentTile(), drawn); // the tile in hand stays in hand
    QCOMPARE(g.board().at({1, 0}).fixed, fixedcell::kFaceDown);
    QCOMPARE(g.faceDownCells(), (std::vector<CellPos>{{1, 0}}));
    // The players never learn its face: it counts among the unseen tiles.
    const std::vector<int> unseen = g.unseenTiles();
    const std::vector<int> remaining = g.remainingTiles();
    int unseenSum = 0, remainingSum = 0;
    for (std::size_t t = 0; t < unseen.size(); ++t) {
        unseenSum += unseen[t];
        remainingSum += remaining[t];
        QVERIFY(unseen[t] >= remaining[t]);
    }
    QCOMPARE(unseenSum, remainingSum + 1);
    // It makes no place legal by itself: [2, 0] and [1, 1] touch only it (and [1, 1] the
    // corner of D); every tile's placements lie next to D.
    for (int t = 0; t < int(c->tileTypes().size()); ++t) {
        MoveList placements;
        g.placements(t, placements);
        for (const Move &m : placements) {
            QVERIFY(!(m.at == CellPos{2, 0}) && !(m.at == CellPos{1, 1})
                    && !(m.at == CellPos{1, -1}));
            QCOMPARE(std::abs(m.at.x) + std::abs(m.at.y), 1);
        }
        QCOMPARE(g.hasPlacement(t), !placements.empty());
    }
    // D's road runs into it: that end never closes, whatever closes the other.
    for (int games = 0; games < 300; ++games) {
        GameState h = start(c, std::uint64_t(300 + games));
        if (c->tileType(h.currentTile()).id != QStringLiteral("W"))
            continue; // W: three roads from a village
        QVERIFY(h.layFaceDown({1, 0}));
        MoveList placements;
        h.placements(h.currentTile(), placements);
        for (const Move &m : placements) {
            if (!(m.at == CellPos{-1, 0}))
                continue;
            GameState k = h;
            k.apply(m, nullptr);
            const int dRoad = k.segmentAt({0, 0}, FeatureType::Road, Port::W);
            const int wRoad = k.segmentAt({-1, 0}, FeatureType::Road, Port::E);
            if (wRoad < 0 || k.features().find(dRoad) != k.features().find(wRoad))
                continue;
            // The village closes the west end; the east end faces the face-down tile.
            QCOMPARE(int(k.features().node(k.features().find(dRoad)).open), 1);
            QVERIFY(!k.value(dRoad).completed);
            return;
        }
    }
    QFAIL("no game drew W first with a fitting place west of D");
}

void TestCoreHooks::cellMarks()
{
    const auto c = content({});
    GameState g = start(c, 9);
    QCOMPARE(g.cellMarks({0, 0}), 0);
    g.setCellMarks({0, 0}, 3);
    g.setCellMarks({40, -40}, 7); // far away: the board grows to hold it
    const GameState copy = g;
    g.setCellMarks({0, 0}, 0);
    QCOMPARE(copy.cellMarks({0, 0}), 3);
    QCOMPARE(copy.cellMarks({40, -40}), 7);
    QCOMPARE(g.cellMarks({0, 0}), 0);
    // A new game starts without marks.
    Message error;
    QVERIFY(g.reset(c, 2, 9, nullptr, nullptr, &error));
    QCOMPARE(g.cellMarks({40, -40}), 0);
}

void TestCoreHooks::blockedFigureSegments()
{
    const auto c = content({&noRoadFigures});
    QVERIFY(c);
    int figures = 0;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        GameState g = start(c, seed);
        RandomPlayer player(seed);
        while (!g.gameOver()) {
            if (g.phase() == GameState::Phase::PlaceFigure) {
                for (const Move &m : g.legalMoves()) {
                    if (m.kind != Move::Kind::PlaceFigure)
                        continue;
                    QVERIFY(g.features().node(m.segment).type != FeatureType::Road);
                    ++figures;
                }
            }
            g.apply(player.choose(g), nullptr);
        }
    }
    QVERIFY(figures > 100); // cities, cloisters and fields still take them
}

void TestCoreHooks::retiredFromSupply()
{
    const auto c = content({});
    GameState g = start(c, 4);
    const int before = g.supply(1, FigureKind::Meeple);
    g.retireFromSupply(1, FigureKind::Meeple);
    QCOMPARE(g.supply(1, FigureKind::Meeple), before - 1);
    // Figures stay conserved: the retired one is counted out of the game.
    QVERIFY2(g.checkInvariants().isEmpty(), qPrintable(g.checkInvariants()));
}

void TestCoreHooks::choiceKeysOfOneGameDiffer()
{
    QTest::ignoreMessage(QtWarningMsg,
                         "modules: modules 'test-ordered' and 'test-same-key' both read choices "
                         "\"scoreNext\"");
    QVERIFY(!content({&ordered, &sameKey}));
    QVERIFY(content({&sameKey}));
}

void TestCoreHooks::presetsGiveDefaults()
{
    PackageRepository repository;
    Problems problems;
    const auto packages = repository.resolve({QStringLiteral("base")}, &problems);
    QVERIFY(packages);
    const std::vector<const RuleModule *> test{&level};
    // The level is set by the package (the setup's overrides know only the catalog's
    // parameters); `overrides` and `packageParameters` as a game's setup and a package give them.
    auto build = [&](int testLevel, const QVariantMap &overrides,
                     const QVariantMap &packageParameters = {}) {
        QList<Package> p = *packages;
        // The base package sets both itself: here it leaves them to the level.
        p[0].rules.parameters.remove(QStringLiteral("meeplesPerPlayer"));
        p[0].rules.parameters.remove(QStringLiteral("roadTilePoints"));
        p[0].rules.modules.append(ModuleSetting{level.id(), true});
        p[0].rules.parameters.insert(QStringLiteral("testLevel"), testLevel);
        for (auto it = packageParameters.cbegin(); it != packageParameters.cend(); ++it)
            p[0].rules.parameters.insert(it.key(), it.value());
        return GameContent::build(p, {{QStringLiteral("parameters"), overrides}}, &problems, test);
    };
    // Level 1 presets nothing; level 2 its two defaults.
    QCOMPARE(build(1, {})->core().meeplesPerPlayer, 7);
    const auto two = build(2, {});
    QVERIFY(two);
    QCOMPARE(two->core().meeplesPerPlayer, 3);
    QCOMPARE(two->core().roadTilePoints, 5);
    // What the setup chooses wins over the level's default.
    const auto chosen = build(2, {{QStringLiteral("meeplesPerPlayer"), 6}});
    QVERIFY(chosen);
    QCOMPARE(chosen->core().meeplesPerPlayer, 6);
    QCOMPARE(chosen->core().roadTilePoints, 5);
    // And so does what a package sets.
    QCOMPARE(build(2, {}, {{QStringLiteral("roadTilePoints"), 2}})->core().roadTilePoints, 2);
}

void TestCoreHooks::turnHooksOnlyWhereOverridden()
{
    // A test's module is outside the catalog: it is asked every hook, overridden or not.
    static_assert(rulehooks::of<RichRoadsModule>() == 0); // adjustValue is no turn hook
    const auto withTestModule = content({&richRoads});
    QVERIFY(withTestModule);
    for (int h = 0; h < kRuleHookCount; ++h) {
        const auto &list = withTestModule->modulesWith(RuleHook(h));
        QCOMPARE(int(list.size()), 1);
        QCOMPARE(list.front(), &richRoads);
    }
    // Mayflower's catalog modules: each hook's list holds the turn modules that override it,
    // in the turn modules' order (the order hooks run in).
    PackageRepository repository;
    Problems problems;
    auto packages = repository.resolve({QStringLiteral("mayflower")}, &problems);
    QVERIFY(packages);
    const auto mayflower = GameContent::build(*packages, {}, &problems);
    QVERIFY(mayflower);
    const auto &turn = mayflower->turnModules();
    QVERIFY(turn.size() >= 3);
    auto listed = [&](RuleHook hook, const QString &id) {
        const auto &list = mayflower->modulesWith(hook);
        return std::any_of(list.begin(), list.end(),
                           [&](const RuleModule *m) { return m->id() == id; });
    };
    QVERIFY(listed(RuleHook::AfterPlacement, QStringLiteral("coast")));
    QVERIFY(!listed(RuleHook::TurnStarted, QStringLiteral("coast")));
    QVERIFY(!listed(RuleHook::GrantsAnotherTurn, QStringLiteral("coast")));
    QVERIFY(listed(RuleHook::ChoiceMoves, QStringLiteral("surveyors")));
    int listedAnywhere = 0;
    for (int h = 0; h < kRuleHookCount; ++h) {
        const auto &list = mayflower->modulesWith(RuleHook(h));
        auto from = turn.begin();
        for (const RuleModule *m : list) {
            from = std::find(from, turn.end(), m);
            QVERIFY2(from != turn.end(), qPrintable(m->id())); // a turn module, in order
            ++from;
        }
        listedAnywhere += int(list.size());
    }
    QVERIFY(listedAnywhere < kRuleHookCount * int(turn.size())); // some calls are spared
}

QTEST_GUILESS_MAIN(TestCoreHooks)
#include "tst_corehooks.moc"
