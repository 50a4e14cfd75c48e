// The board's frontier: records name their cells by grid index (Board::positionOf()), through
// every growth of the grid in each direction; a placement's candidate records (FrontierList)
// count only for cells new to the frontier; copies keep the records and room for a placement.

#include "content/packagerepository.h"
#include "state/board.h"
#include "state/gamecontent.h"
#include "state/gamestate.h"
#include "state/overflowindex.h"

#include <QSet>
#include <QTest>

using namespace carcassonne;

class TestBoard : public QObject
{
    Q_OBJECT

private:
    static std::shared_ptr<const GameContent> baseContent()
    {
        PackageRepository repository;
        Problems problems;
        const auto packages = repository.resolve({QStringLiteral("base")}, &problems);
        return packages ? GameContent::build(*packages, {}, &problems) : nullptr;
    }
    static quint64 key(CellPos p)
    {
        return (quint64(quint32(p.x + 100000)) << 32) | quint32(p.y + 100000);
    }
    // Every record names an empty cell that names it back, and the records are exactly the
    // empty cells beside the tiles; the first difference, or empty.
    static QString frontierBroken(const Board &board, const QList<CellPos> &placed)
    {
        QSet<quint64> tiles, expected;
        for (const CellPos &p : placed)
            tiles.insert(key(p));
        for (const CellPos &p : placed) {
            for (int side = 0; side < kSideCount; ++side) {
                const CellPos n = geometry::neighbour(p, side);
                if (!tiles.contains(key(n)))
                    expected.insert(key(n));
            }
        }
        QSet<quint64> listed;
        const FrontierList &frontier = board.frontier();
        for (std::size_t i = 0; i < frontier.size(); ++i) {
            const CellPos p = board.positionOf(frontier[i].gridIndex);
            if (board.indexOf(p) != frontier[i].gridIndex)
                return QStringLiteral("record %1: index %2 is not (%3, %4)'s")
                        .arg(i)
                        .arg(frontier[i].gridIndex)
                        .arg(p.x)
                        .arg(p.y);
            if (board.at(p).frontier != int(i) || board.at(p).tile >= 0)
                return QStringLiteral("record %1 at (%2, %3) is not that empty cell's")
                        .arg(i)
                        .arg(p.x)
                        .arg(p.y);
            if (listed.contains(key(p)))
                return QStringLiteral("(%1, %2) listed twice").arg(p.x).arg(p.y);
            listed.insert(key(p));
        }
        if (listed != expected)
            return QStringLiteral("%1 cells listed, %2 beside the tiles")
                    .arg(listed.size())
                    .arg(expected.size());
        return {};
    }

private slots:
    void frontierFollowsTheGridAsItGrows();
    void copiesKeepRecordsAndRoom();
    void manyOpenCloistersKeepTheirCounts();
    void overflowIndexAgreesWithAList();
};

void TestBoard::frontierFollowsTheGridAsItGrows()
{
    // Tiles in a cross reaching far past the first grid (32 wide, 24 high) in every direction,
    // west and north first (those move the origin), checked after every one.
    const auto content = baseContent();
    QVERIFY(content);
    Board board;
    const int firstStride = board.stride();
    QList<CellPos> placed;
    std::int32_t segmentBase = 0;
    auto put = [&](CellPos p) {
        board.place(*content, 0, p, 0, segmentBase);
        segmentBase += content->tileType(0).segmentCount;
        placed.append(p);
        const QString broken = frontierBroken(board, placed);
        QVERIFY2(broken.isEmpty(),
                 qPrintable(QStringLiteral("after (%1, %2): %3").arg(p.x).arg(p.y).arg(broken)));
    };
    put({0, 0});
    for (int i = 1; i <= 70; ++i) {
        put({-i, 0});
        if (QTest::currentTestFailed())
            return;
    }
    for (int i = 1; i <= 50; ++i) {
        put({0, -i});
        if (QTest::currentTestFailed())
            return;
    }
    for (int i = 1; i <= 70; ++i) {
        put({i, 0});
        put({0, i});
        if (QTest::currentTestFailed())
            return;
    }
    // The grid grew, and its width stayed a power of two.
    QVERIFY(board.stride() > 4 * firstStride);
    QCOMPARE(board.stride() & (board.stride() - 1), 0);
    QCOMPARE(board.minCell(), (CellPos{-70, -50}));
    QCOMPARE(board.maxCell(), (CellPos{70, 70}));
}

void TestBoard::copiesKeepRecordsAndRoom()
{
    FrontierList list;
    list.reserveRoom(FrontierList::kPlacementRoom);
    // Two candidates: the first counted in, the second written and left out.
    FrontierList::Appending added = list.appending();
    added.records[added.size] = FrontierCell{5, 7};
    ++added.size;
    added.records[added.size] = FrontierCell{9, 11};
    list.finish(added);
    QCOMPARE(list.size(), std::size_t(1));
    QCOMPARE(list[0], (FrontierCell{5, 7}));

    // A copy holds the records in use and room for a placement past them.
    const FrontierList copy = list;
    QVERIFY(copy == list);
    FrontierList assigned;
    assigned = list;
    QVERIFY(assigned == list);
    FrontierList::Appending more = assigned.appending();
    for (std::size_t i = 0; i < FrontierList::kPlacementRoom; ++i)
        more.records[more.size++] = FrontierCell{std::uint32_t(i), std::int32_t(i)};
    assigned.finish(more);
    QCOMPARE(assigned.size(), 1 + FrontierList::kPlacementRoom);
    QVERIFY(!(assigned == list));

    // Moved from: empty.
    FrontierList moved = std::move(assigned);
    QCOMPARE(moved.size(), 1 + FrontierList::kPlacementRoom);
    QCOMPARE(assigned.size(), std::size_t(0)); // NOLINT(bugprone-use-after-move): it says so
    QVERIFY(assigned.empty());
}

// A board of a thousand tiles holds far more open cloisters than the watch slots: the rest are
// found through the overflow list, sorted by cell and searched once it is long (issue 57 item
// 2). Every count of tiles around them, the list's order and its entries are checked after
// every move of seeded random games (GameState::checkInvariants), the list long for most of it.
void TestBoard::manyOpenCloistersKeepTheirCounts()
{
    PackageRepository repository;
    Problems problems;
    auto base = repository.load(QStringLiteral("base"), &problems);
    QVERIFY(base);
    Package big = *base;
    big.id = QStringLiteral("base-times-15");
    for (TileDefinition &t : big.tiles)
        t.count *= 15; // at most 9 x 15: within the format's 500
    auto content = GameContent::build({big}, {}, &problems);
    QVERIFY(content);
    int longest = 0;
    for (quint64 seed = 1; seed <= 3; ++seed) {
        Message error;
        auto state = GameState::create(content, 2, seed, nullptr, nullptr, &error);
        QVERIFY2(state, qPrintable(error.toString()));
        Rng rng(seed);
        while (!state->gameOver()) {
            MoveList moves;
            state->legalMoves(moves);
            state->apply(moves[rng.below(std::uint32_t(moves.size()))], nullptr);
            const QString broken = state->checkInvariants();
            QVERIFY2(broken.isEmpty(), qPrintable(broken));
            longest = std::max(longest, int(state->openSurrounded().size()));
        }
    }
    // Far past the watch slots, the overflow index's short list (16) and the length scoreTurn
    // still walks whole (32): the table and the completed entries' path are what is checked.
    QVERIFY2(longest > 100, qPrintable(QString::number(longest)));
}

// The index against a plain list of (cell, entry): random inserts, renames and removals in a
// small area (so cells share entries and 3x3 blocks overlap), through the short list and the
// table as it grows past it and empties again.
void TestBoard::overflowIndexAgreesWithAList()
{
    struct Entry
    {
        CellPos cell;
        std::int32_t entry;
    };
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        Rng rng(seed);
        OverflowIndex index;
        std::vector<Entry> model;
        std::int32_t next = 0;
        int largest = 0;
        for (int step = 0; step < 3000; ++step) {
            // Grow for the first half, shrink for the second.
            const bool add = model.empty() || rng.below(100) < (step < 1500 ? 70u : 30u);
            if (add) {
                const CellPos cell{int(rng.below(24)) - 12, int(rng.below(24)) - 12};
                index.insert(cell, next);
                model.push_back({cell, next++});
            } else {
                const std::size_t i = rng.below(std::uint32_t(model.size()));
                const bool rename = rng.below(2) == 0;
                QVERIFY(index.replace(model[i].cell, model[i].entry, rename ? next : -1));
                if (rename) {
                    model[i].entry = next++;
                } else {
                    model[i] = model.back();
                    model.pop_back();
                }
            }
            largest = std::max(largest, int(model.size()));
            QCOMPARE(index.size(), int(model.size()));
            const CellPos p{int(rng.below(28)) - 14, int(rng.below(28)) - 14};
            std::vector<std::int32_t> found, expected;
            index.forEachAround(p, [&](std::int32_t e) { found.push_back(e); });
            for (const Entry &e : model) {
                if (std::abs(e.cell.x - p.x) <= 1 && std::abs(e.cell.y - p.y) <= 1)
                    expected.push_back(e.entry);
            }
            std::sort(found.begin(), found.end());
            std::sort(expected.begin(), expected.end());
            QCOMPARE(found, expected);
            if (!model.empty()) {
                const Entry &e = model[rng.below(std::uint32_t(model.size()))];
                QVERIFY(index.contains(e.cell, e.entry));
                QVERIFY(!index.contains(e.cell, next));
                QVERIFY(!index.replace(e.cell, next, 0));
            }
        }
        QVERIFY2(largest > 200, qPrintable(QString::number(largest)));
        index.clear();
        QCOMPARE(index.size(), 0);
        int none = 0;
        index.forEachAround({0, 0}, [&](std::int32_t) { ++none; });
        QCOMPARE(none, 0);
    }
}

QTEST_APPLESS_MAIN(TestBoard)
#include "tst_board.moc"
