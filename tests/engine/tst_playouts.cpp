#include "ai/randomplayer.h"
#include "content/packagerepository.h"
#include "state/board.h"
#include "state/gamecontent.h"
#include "state/gamestate.h"

#include <QHash>
#include <QSet>
#include <QTest>

#include <cmath>

using namespace carcassonne;

// The playout paths (counting, indexing and sampling placements without listing them, the
// side-by-side check used when a content is too varied for the fit table) must agree with the
// plain list of legal placements.
class TestPlayouts : public QObject
{
    Q_OBJECT

private:
    static std::shared_ptr<const GameContent> baseContent()
    {
        return content(QStringLiteral("base"));
    }
    static std::shared_ptr<const GameContent> content(const QString &package,
                                                      const QVariantMap &rules = {})
    {
        PackageRepository repository;
        Problems problems;
        const auto packages = repository.resolve({package}, &problems);
        return packages ? GameContent::build(*packages, rules, &problems) : nullptr;
    }
    // The rules of The Mist's level `level` (none for 0).
    static QVariantMap levelRules(int level)
    {
        if (!level)
            return {};
        return {{QStringLiteral("parameters"), QVariantMap{{QStringLiteral("mistLevel"), level}}}};
    }
    // A position after `turns` random turns.
    static GameState position(std::shared_ptr<const GameContent> content, int turns,
                              std::uint64_t seed)
    {
        auto state = GameState::create(content, 2, seed, nullptr, nullptr, nullptr);
        RandomPlayer player(seed);
        while (!state->gameOver() && state->turn() <= turns)
            state->apply(player.choose(*state), nullptr);
        return *state;
    }
    static quint64 key(const Move &m)
    {
        return (quint64(quint32(m.at.x + 1000)) << 24) | (quint64(quint32(m.at.y + 1000)) << 4)
                | m.rotation;
    }

private slots:
    void countAndIndexMatchTheList();
    void samplingIsUniformOverLegalPlacements();
    void withoutFitTableTheSamePlacements();
    void playoutsWithoutEventsEqualPlayWithEvents();
    void resetPlaysTheSameGameAsCreate();
    void assignedStatePlaysAsACopy_data();
    void assignedStatePlaysAsACopy();
    void assignedBoardKeepsMarksOutsideTheLandscape();
    void moreOpenCloistersThanWatchSlots();
    void figureNodesMatchTheList_data();
    void figureNodesMatchTheList();
};

void TestPlayouts::countAndIndexMatchTheList()
{
    const auto content = baseContent();
    QVERIFY(content);
    for (int turns : {1, 12, 40}) {
        const GameState s = position(content, turns, 11 + quint64(turns));
        QCOMPARE(s.phase(), GameState::Phase::PlaceTile);
        for (int t = 0; t < int(content->tileTypes().size()); ++t) {
            MoveList list;
            s.placements(t, list);
            QCOMPARE(s.placementCount(t), int(list.size()));
            for (int i = 0; i < int(list.size()); ++i)
                QCOMPARE(s.placement(t, i), list[std::size_t(i)]);
            QCOMPARE(s.hasPlacement(t), !list.empty());
        }
    }
}

void TestPlayouts::samplingIsUniformOverLegalPlacements()
{
    const auto content = baseContent();
    const GameState s = position(content, 25, 5);
    QCOMPARE(s.phase(), GameState::Phase::PlaceTile);
    MoveList list;
    s.placements(s.currentTile(), list);
    QVERIFY(list.size() >= 4);
    QHash<quint64, int> counts;
    for (const Move &m : list)
        counts.insert(key(m), 0);
    Rng rng(2024);
    const int samples = 40000;
    for (int i = 0; i < samples; ++i) {
        const Move m = s.randomPlacement(rng);
        QVERIFY2(counts.contains(key(m)), "a sampled placement is not legal");
        ++counts[key(m)];
    }
    // Chi-square against the uniform distribution; 0.1% critical value, so a correct sampler
    // fails about once in a thousand seeds (and this seed is fixed).
    const double expected = double(samples) / double(list.size());
    double chi2 = 0;
    for (int c : std::as_const(counts))
        chi2 += (c - expected) * (c - expected) / expected;
    const double dof = double(list.size() - 1);
    const double critical = dof + 3.1 * std::sqrt(2 * dof) + 5; // generous upper bound
    QVERIFY2(chi2 < critical,
             qPrintable(QStringLiteral("chi2 %1 over %2 placements").arg(chi2).arg(list.size())));
}

void TestPlayouts::withoutFitTableTheSamePlacements()
{
    const auto withTable = baseContent();
    GameContent::setFitTableLimit(0);
    const auto withoutTable = baseContent();
    GameContent::setFitTableLimit(std::size_t(1) << 22);
    QVERIFY(withTable->fitTable());
    QVERIFY(!withoutTable->fitTable());
    // Play one game on the table content and the same moves on the other.
    auto a = GameState::create(withTable, 2, 77, nullptr, nullptr, nullptr);
    auto b = GameState::create(withoutTable, 2, 77, nullptr, nullptr, nullptr);
    RandomPlayer player(77);
    int checked = 0;
    while (!a->gameOver()) {
        if (a->phase() == GameState::Phase::PlaceTile && a->turn() % 7 == 1) {
            for (int t = 0; t < int(withTable->tileTypes().size()); ++t) {
                MoveList la, lb;
                a->placements(t, la);
                b->placements(t, lb);
                QCOMPARE(lb, la);
                QCOMPARE(b->placementCount(t), a->placementCount(t));
                QCOMPARE(b->hasPlacement(t), a->hasPlacement(t));
            }
            ++checked;
        }
        const Move m = player.choose(*a);
        QVERIFY(b->isLegal(m));
        a->apply(m, nullptr);
        b->apply(m, nullptr);
    }
    QVERIFY(b->gameOver());
    QVERIFY(checked >= 8);
    QCOMPARE(b->score(0), a->score(0));
    QCOMPARE(b->score(1), a->score(1));
}

void TestPlayouts::playoutsWithoutEventsEqualPlayWithEvents()
{
    const auto content = baseContent();
    for (std::uint64_t seed : {1u, 2u, 3u}) {
        auto quiet = GameState::create(content, 3, seed, nullptr, nullptr, nullptr);
        EventList events;
        auto loud = GameState::create(content, 3, seed, nullptr, &events, nullptr);
        RandomPlayer p1(seed), p2(seed);
        while (!quiet->gameOver()) {
            const Move m = p1.choose(*quiet);
            QCOMPARE(p2.choose(*loud), m);
            quiet->apply(m, nullptr);
            loud->apply(m, events);
        }
        QVERIFY(loud->gameOver());
        QVERIFY(!events.empty());
        for (int p = 0; p < 3; ++p)
            QCOMPARE(quiet->score(p), loud->score(p));
    }
}

void TestPlayouts::resetPlaysTheSameGameAsCreate()
{
    // One state reused game after game (as bench and playouts do) must play exactly the game a
    // fresh state plays: same moves, events, board and scores, whatever the game before left.
    const auto content = baseContent();
    auto reused = GameState::create(content, 2, 99, nullptr, nullptr, nullptr);
    QVERIFY(reused);
    Message error;
    QVERIFY(!reused->reset(content, 9, 1, nullptr, nullptr, &error));
    QVERIFY(!error.isEmpty());
    QCOMPARE(reused->playerCount(), 2); // a refused reset changes nothing
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        const int players = 2 + int(seed % 4);
        EventList freshEvents, reusedEvents;
        auto fresh = GameState::create(content, players, seed, nullptr, &freshEvents, nullptr);
        QVERIFY(fresh);
        QVERIFY(reused->reset(content, players, seed, nullptr, &reusedEvents, nullptr));
        RandomPlayer p1(seed), p2(seed);
        while (!fresh->gameOver()) {
            const Move m = p1.choose(*fresh);
            QCOMPARE(p2.choose(*reused), m);
            fresh->apply(m, freshEvents);
            reused->apply(m, reusedEvents);
        }
        QVERIFY(reused->gameOver());
        QCOMPARE(reusedEvents.size(), freshEvents.size());
        for (std::size_t i = 0; i < freshEvents.size(); ++i) {
            QCOMPARE(int(reusedEvents[i].type), int(freshEvents[i].type));
            QCOMPARE(reusedEvents[i].points, freshEvents[i].points);
            QCOMPARE(reusedEvents[i].segment, freshEvents[i].segment);
            QCOMPARE(reusedEvents[i].at, freshEvents[i].at);
        }
        QCOMPARE(reused->board().tiles().size(), fresh->board().tiles().size());
        // The same cells with the same codes, in the same order (the reused grid may be larger).
        const FrontierList &a = reused->board().frontier();
        const FrontierList &b = fresh->board().frontier();
        QCOMPARE(a.size(), b.size());
        for (std::size_t i = 0; i < a.size(); ++i) {
            QCOMPARE(a[i].code, b[i].code);
            QCOMPARE(reused->board().positionOf(a[i].gridIndex),
                     fresh->board().positionOf(b[i].gridIndex));
        }
        QCOMPARE(reused->features().size(), fresh->features().size());
        for (int p = 0; p < players; ++p)
            QCOMPARE(reused->score(p), fresh->score(p));
    }
}

void TestPlayouts::assignedStatePlaysAsACopy_data()
{
    QTest::addColumn<QString>("package");
    QTest::addColumn<int>("level");
    QTest::newRow("base") << QStringLiteral("base") << 0;
    QTest::newRow("mayflower") << QStringLiteral("mayflower") << 0;
    // Ghosts are marks on cells (assignedBoardKeepsMarksOutsideTheLandscape covers marks far
    // from any tile).
    QTest::newRow("mist, level 5") << QStringLiteral("mist") << 5;
}

void TestPlayouts::assignedStatePlaysAsACopy()
{
    // The bots assign positions into kept states (Board::operator= copies only the landscape's
    // box when both grids have the same extent): whatever the kept state held before, it must
    // then be the position, cell for cell, and play on as a copy of it does.
    QFETCH(QString, package);
    QFETCH(int, level);
    const auto c = content(package, levelRules(level));
    QVERIFY(c);
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        for (int turns : {0, 3, 15, 40}) {
            // Kept states: a longer game of another seed (same grid, larger box) and a
            // fresh one (the grid of a new board).
            GameState longer = position(c, 60, seed + 100);
            GameState fresh = position(c, 0, seed + 200);
            const GameState from = position(c, turns, seed);
            for (GameState *kept : {&longer, &fresh}) {
                const CellPos lo{std::min(kept->board().minCell().x, from.board().minCell().x) - 4,
                                 std::min(kept->board().minCell().y, from.board().minCell().y) - 4};
                const CellPos hi{std::max(kept->board().maxCell().x, from.board().maxCell().x) + 4,
                                 std::max(kept->board().maxCell().y, from.board().maxCell().y) + 4};
                *kept = from;
                GameState copy = from;
                for (int y = lo.y; y <= hi.y; ++y) {
                    for (int x = lo.x; x <= hi.x; ++x) {
                        const BoardCell &a = kept->board().at({x, y});
                        const BoardCell &b = copy.board().at({x, y});
                        QVERIFY2(a.tile == b.tile && a.frontier == b.frontier && a.cell == b.cell
                                         && a.watched == b.watched && a.fixed == b.fixed
                                         && a.marks == b.marks,
                                 qPrintable(QStringLiteral("seed %1, %2 turns: cell [%3,%4]")
                                                    .arg(seed)
                                                    .arg(turns)
                                                    .arg(x)
                                                    .arg(y)));
                    }
                }
                RandomPlayer p1(seed), p2(seed);
                while (!copy.gameOver()) {
                    const Move m = p1.choose(copy);
                    QCOMPARE(p2.choose(*kept), m);
                    copy.apply(m, nullptr);
                    kept->apply(m, nullptr);
                }
                QVERIFY(kept->gameOver());
                for (int p = 0; p < copy.playerCount(); ++p)
                    QCOMPARE(kept->score(p), copy.score(p));
            }
        }
    }
}

void TestPlayouts::assignedBoardKeepsMarksOutsideTheLandscape()
{
    // Marks (The Mist's ghosts) may lie on cells no tile is near: an assignment copies them
    // and clears the ones the other board lacks.
    Board marked;
    marked.setMarks({6, -7}, 3);
    marked.setMarks({-5, 4}, 1);
    Board kept;
    kept.setMarks({2, 2}, 2);
    kept = marked;
    QCOMPARE(int(kept.at({6, -7}).marks), 3);
    QCOMPARE(int(kept.at({-5, 4}).marks), 1);
    QCOMPARE(int(kept.at({2, 2}).marks), 0);
    const Board empty;
    kept = empty;
    QCOMPARE(int(kept.at({6, -7}).marks), 0);
    QCOMPARE(int(kept.at({-5, 4}).marks), 0);
}

// Cloisters only: many more stay open at once than the board has watch slots (7), so some are
// found by their distance instead of their bit. Every count of tiles around one must still be
// right (checkInvariants recounts them), and after every turn the open ones must be exactly the
// cloisters with an empty place around them, the rest scored.
void TestPlayouts::moreOpenCloistersThanWatchSlots()
{
    const auto content = baseContent();
    QVERIFY(content);
    const auto a = std::uint16_t(content->tileTypeIndex(QStringLiteral("base/A")));
    const auto b = std::uint16_t(content->tileTypeIndex(QStringLiteral("base/B")));
    int mostOpen = 0;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        std::vector<std::uint16_t> deck;
        for (int i = 0; i < 70; ++i)
            deck.push_back(i % 5 ? b : a);
        Message error;
        auto state = GameState::create(content, 2, seed, &deck, nullptr, &error);
        QVERIFY2(state, qPrintable(error.toString()));
        RandomPlayer player(seed);
        while (!state->gameOver()) {
            state->apply(player.choose(*state), nullptr);
            const QString where = QStringLiteral("seed %1, turn %2: ").arg(seed).arg(state->turn());
            const QString broken = state->checkInvariants();
            QVERIFY2(broken.isEmpty(), qPrintable(where + broken));
            if (state->phase() != GameState::Phase::PlaceTile || state->gameOver())
                continue;
            mostOpen = std::max(mostOpen, int(state->openSurrounded().size()));
            QSet<int> open;
            for (const GameState::OpenSurrounded &o : state->openSurrounded())
                open.insert(o.node);
            for (const PlacedTile &t : state->board().tiles()) {
                const std::uint64_t cloister = content->tileType(t.type).surroundedSegments;
                if (!cloister)
                    continue;
                const int node = t.segmentBase + __builtin_ctzll(cloister);
                const bool full = state->tilesAround(t.at) == 9;
                QVERIFY2(open.contains(node) != full, qPrintable(where + QString::number(node)));
                QCOMPARE(state->features().node(node).done, full);
            }
        }
    }
    // Past the watch slots, and past the 32 open features scoreTurn still walks whole: above
    // that it scores the entries placeTile listed as complete, which the checks above follow.
    QVERIFY2(mostOpen > 40, qPrintable(QString::number(mostOpen)));
}

void TestPlayouts::figureNodesMatchTheList_data()
{
    QTest::addColumn<QString>("package");
    QTest::addColumn<int>("level");
    QTest::addColumn<bool>("answers"); // no turn module adds figure moves (RuleHook::FigureMoves)
    // Where it answers: at least this many figure steps, and more than this share of them with
    // something to take, so the comparison means something (a Mayflower player often has no
    // meeple left, or the tile offers none; The Mist's games are short).
    QTest::addColumn<int>("minAnswered");
    QTest::addColumn<int>("withFiguresOneIn");
    QTest::newRow("base") << QStringLiteral("base") << 0 << true << 1000 << 2;
    QTest::newRow("mayflower") << QStringLiteral("mayflower") << 0 << true << 1000 << 4;
    QTest::newRow("traders-builders") << QStringLiteral("traders-builders") << 0 << false << 0 << 0;
    QTest::newRow("mist, level 2") << QStringLiteral("mist") << 2 << true << 200 << 2;
    // A package's own figure (the large meeple): coreFigureNodes gives the meeple's alone, so
    // it asks the list; the random player still draws among every kind's nodes unlisted
    // (randomNewTileFigureOutOfLine), move for move as from the list.
    QTest::newRow("inns-cathedrals") << QStringLiteral("inns-cathedrals") << 0 << false << 0 << 0;
}

void TestPlayouts::figureNodesMatchTheList()
{
    // Random play's figure step counts the figure moves without listing them
    // (GameState::coreFigureNodes): where it answers, the nodes are the list's moves after the
    // pass, in order, and RandomPlayer draws and chooses as it did from the list, for both
    // figure policies, move for move through whole games.
    QFETCH(QString, package);
    QFETCH(int, level);
    QFETCH(bool, answers);
    QFETCH(int, minAnswered);
    QFETCH(int, withFiguresOneIn);
    const auto c = content(package, levelRules(level));
    QVERIFY(c);
    // The choice as RandomPlayer made it from the list of legal moves.
    auto listed = [](const GameState &s, Rng &rng, bool coin) {
        if (s.phase() == GameState::Phase::PlaceTile)
            return s.randomPlacement(rng);
        const bool figure = s.phase() == GameState::Phase::PlaceFigure;
        if (figure && coin && rng.below(2) == 0)
            return Move::pass();
        const MoveList moves = s.legalMoves();
        if (moves.empty())
            return Move::pass();
        if (figure && coin)
            return moves.size() == 1 ? moves.front()
                                     : moves[1 + rng.below(std::uint32_t(moves.size() - 1))];
        return moves[rng.below(std::uint32_t(moves.size()))];
    };
    int answered = 0, withFigures = 0;
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        for (const bool coin : {true, false}) {
            auto state = GameState::create(c, 2 + int(seed % 3), seed, nullptr, nullptr, nullptr);
            QVERIFY(state);
            RandomPlayer player(seed,
                                coin ? RandomPlayer::FigurePolicy::Coin
                                     : RandomPlayer::FigurePolicy::Uniform);
            Rng reference(seed);
            while (!state->gameOver()) {
                if (state->phase() == GameState::Phase::PlaceFigure) {
                    GameState::FigureNodes nodes;
                    const int n = state->coreFigureNodes(nodes);
                    if (!answers) {
                        QCOMPARE(n, -1);
                    } else {
                        QVERIFY(n >= 0);
                        ++answered;
                        withFigures += n > 0 ? 1 : 0;
                        const MoveList list = state->legalMoves();
                        QCOMPARE(int(list.size()), n + 1);
                        QCOMPARE(list.front(), Move::pass());
                        for (int k = 0; k < n; ++k)
                            QCOMPARE(list[std::size_t(k) + 1],
                                     Move::placeFigure(FigureKind::Meeple, nodes[std::size_t(k)]));
                    }
                }
                const Move m = player.choose(*state);
                QCOMPARE(m, listed(*state, reference, coin));
                state->apply(m, nullptr);
            }
        }
    }
    if (answers) {
        QVERIFY2(answered > minAnswered, qPrintable(QString::number(answered)));
        QVERIFY2(withFigures > answered / withFiguresOneIn,
                 qPrintable(QStringLiteral("%1 of %2").arg(withFigures).arg(answered)));
    }
}

QTEST_GUILESS_MAIN(TestPlayouts)
#include "tst_playouts.moc"
