// The most cells a game's tiles may cover (GameContent::kMaxBoardCells): a package or a record
// beyond it is refused with a message naming the limit, and a game right at it plays to the end
// with every index in range (issue 20: a 48,000-tile package used to crash play and bench, a
// record of 32,942 moves replay).

#include "ai/randomplayer.h"
#include "content/packagerepository.h"
#include "state/gamecontent.h"
#include "state/gamestate.h"

#include <QTest>

using namespace carcassonne;

class TestLimits : public QObject
{
    Q_OBJECT

private:
    static QList<Package> basePackages()
    {
        PackageRepository repository;
        Problems problems;
        return *repository.resolve({QStringLiteral("base")}, &problems);
    }

private slots:
    void packageBeyondTheLimitIsRefused();
    void deckBeyondTheLimitIsRefused();
    void gameAtTheLimitPlaysToTheEnd();
};

void TestLimits::packageBeyondTheLimitIsRefused()
{
    QList<Package> packages = basePackages();
    for (TileDefinition &t : packages[0].tiles) {
        if (t.id == QLatin1String("U"))
            t.count = 48000;
    }
    Problems problems;
    QVERIFY(!GameContent::build(packages, {}, &problems));
    bool named = false;
    for (const Problem &p : std::as_const(problems))
        named = named || p.toString().contains(QString::number(GameContent::kMaxBoardCells));
    QVERIFY2(named, "the refusal names the limit");
}

void TestLimits::deckBeyondTheLimitIsRefused()
{
    Problems problems;
    const auto content = GameContent::build(basePackages(), {}, &problems);
    QVERIFY(content);
    const auto u = std::uint16_t(content->tileTypeIndex(QStringLiteral("base/U")));
    // The start tile covers one cell: a deck of kMaxBoardCells tiles is one cell too many.
    const std::vector<std::uint16_t> deck(std::size_t(GameContent::kMaxBoardCells), u);
    Message error;
    QVERIFY(!GameState::create(content, 2, 1, &deck, nullptr, &error));
    QVERIFY2(error.toString().contains(QString::number(GameContent::kMaxBoardCells)),
             qPrintable(error.toString()));
}

void TestLimits::gameAtTheLimitPlaysToTheEnd()
{
    Problems problems;
    const auto content = GameContent::build(basePackages(), {}, &problems);
    QVERIFY(content);
    // Crossroads (X) and straight roads (U) alternate, so the board grows towards the limit;
    // farmers and figures keep the feature graph busy.
    const auto u = std::uint16_t(content->tileTypeIndex(QStringLiteral("base/U")));
    const auto x = std::uint16_t(content->tileTypeIndex(QStringLiteral("base/X")));
    std::vector<std::uint16_t> deck;
    for (int i = 0; i + 1 < GameContent::kMaxBoardCells; ++i)
        deck.push_back(i % 2 ? x : u);
    Message error;
    auto state = GameState::create(content, 2, 7, &deck, nullptr, &error);
    QVERIFY2(state, qPrintable(error.toString()));
    RandomPlayer player(7);
    while (!state->gameOver())
        state->apply(player.choose(*state), nullptr);
    // A tile that fits nowhere goes back into the box: nearly all of them lie on the board.
    const int placed = int(state->board().tiles().size());
    QVERIFY2(placed > GameContent::kMaxBoardCells * 99 / 100
                     && placed <= GameContent::kMaxBoardCells,
             qPrintable(QString::number(placed)));
    QCOMPARE(state->checkInvariants(), QString());
}

QTEST_GUILESS_MAIN(TestLimits)
#include "tst_limits.moc"
