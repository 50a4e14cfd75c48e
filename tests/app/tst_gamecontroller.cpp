// The game controller as the window drives it: whole games with scripted humans and bots whose
// final scores must equal the engine's replay of the record, the legal placements and figure
// spots it offers, undo and redo, and the players it refuses or drops.
#include "content/packagerepository.h"
#include "content/packagewriter.h"
#include "controllertesting.h"
#include "modules/traders-builders/goodsmodule.h"
#include "record/game.h"
#include "record/gamerecord.h"

#include <QDir>
#include <QFile>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace carcassonne;

class TestGameController : public QObject, private ControllerFixture
{
    Q_OBJECT

private slots:
    void init() { QVERIFY(makeFolder()); }
    void wholeGameMatchesReplay_data();
    void wholeGameMatchesReplay();
    void placementsAndTargetsComeFromTheEngine();
    void hotSeatUndoesManySteps();
    void againstBotsUndoesTurnByTurn();
    void undoSaysHowFarItReaches();
    void undoTakesBackAPlacedTile();
    void unknownPlayerKindIsRefused();
    void leavingATestGameLosesItsTurns();
    void importedPackagesAreOffered();
    void importRefusesWhatValidateRefuses();
};

void TestGameController::wholeGameMatchesReplay_data()
{
    QTest::addColumn<QStringList>("kinds");
    QTest::addColumn<int>("seed");
    QTest::addColumn<QStringList>("packages");
    QTest::addColumn<QVariantMap>("rules");
    const QStringList base{QStringLiteral("base")};
    QTest::newRow("human vs random")
            << QStringList{"human", "ai:random"} << 1 << base << QVariantMap();
    QTest::newRow("two humans, two bots") << QStringList{"human", "ai:random", "human", "ai:greedy"}
                                          << 2 << base << QVariantMap();
    QTest::newRow("five players") << QStringList{"ai:random", "human", "ai:greedy", "human",
                                                 "ai:random"}
                                  << 3 << base << QVariantMap();
    // The expansions, as the new game dialog combines them.
    QTest::newRow("traders and builders")
            << QStringList{"human", "ai:greedy", "human"} << 4
            << QStringList{"base", "traders-builders"} << QVariantMap();
    QTest::newRow("anniversary river, arrows and abbot")
            << QStringList{"human", "human", "ai:greedy"} << 5
            << QStringList{"base", "river-anniversary", "anniversary"}
            << QVariantMap{{QStringLiteral("abbot"), true}};
    // A rule set of its own, with the choice of which feature scores first.
    QTest::newRow("mayflower") << QStringList{"human", "ai:greedy", "human"} << 6
                               << QStringList{"mayflower"} << QVariantMap();
}

void TestGameController::wholeGameMatchesReplay()
{
    QFETCH(QStringList, kinds);
    QFETCH(int, seed);
    QFETCH(QStringList, packages);
    QFETCH(QVariantMap, rules);
    GameController c;
    configure(c);
    QSignalSpy finished(&c, &GameController::gameFinished);
    QSignalSpy scored(&c, &GameController::scored);
    QSignalSpy returned(&c, &GameController::figureReturned);
    QVERIFY(c.startGame(setupOf(kinds, seed, packages, rules)));
    const QStringList kindsOnBoard = c.scoresModel()->figureKinds();
    if (packages.contains(QStringLiteral("traders-builders"))) {
        QVERIFY(kindsOnBoard.contains(QStringLiteral("builder")));
        QVERIFY(kindsOnBoard.contains(QStringLiteral("pig")));
    }
    if (rules.value(QStringLiteral("abbot")).toBool())
        QVERIFY(kindsOnBoard.contains(QStringLiteral("abbot")));
    QVERIFY(c.active());
    QVERIFY(playToEnd(c));
    QCOMPARE(finished.count(), 1);
    QVERIFY(scored.count() > 0);
    QVERIFY(returned.count() > 0);
    QVERIFY(returned.first().at(2).toString().startsWith(
            QLatin1String("image://carcassonne/figure/")));
    QVERIFY(!c.hasAutosave()); // a finished game leaves nothing to continue

    // The record, written and read back, replays to the same scores.
    Message error;
    const auto record = GameRecord::fromJson(c.game()->record().toBytes(), &error);
    QVERIFY2(record, qPrintable(error.toString()));
    PackageRepository repository;
    int badMove = -2;
    const auto replayed = Game::replay(*record, repository, nullptr, &error, &badMove);
    QVERIFY2(replayed, qPrintable(error.toString()));
    QVERIFY(replayed->state().gameOver());
    const QVariantList table = c.endingModel()->finalTable();
    QCOMPARE(table.size(), kinds.size());
    QCOMPARE(c.scoresModel()->players()->rowCount(), int(kinds.size()));
    const QVariantMap lastEntry = c.scoresModel()->scoreHistory().last().toMap();
    QVERIFY(lastEntry.value(QStringLiteral("final")).toBool());
    QCOMPARE(lastEntry.value(QStringLiteral("turn")).toInt(), replayed->state().turn());
    const QVariantList lastScores = lastEntry.value(QStringLiteral("scores")).toList();
    for (int p = 0; p < kinds.size(); ++p) {
        const int expected = replayed->state().score(p);
        QCOMPARE(c.scoresModel()->players()->get(p).value(QStringLiteral("score")).toInt(),
                 expected);
        const QVariantMap row = table[p].toMap();
        QCOMPARE(row.value(QStringLiteral("total")).toInt(), expected);
        int sum = 0;
        for (const QVariant &v : row.value(QStringLiteral("during")).toList())
            sum += v.toInt();
        for (const QVariant &v : row.value(QStringLiteral("final")).toList())
            sum += v.toInt();
        QCOMPARE(sum, expected); // the table's categories add up to the score
        QCOMPARE(lastScores[p].toInt(), expected);
        // The modules' counters on the player's card: goods tokens as the engine counts them.
        const QVariantList counters =
                c.scoresModel()->players()->get(p).value(QStringLiteral("counters")).toList();
        QCOMPARE(counters.size(), packages.contains(QStringLiteral("traders-builders")) ? 3 : 0);
        for (int g = 0; g < counters.size(); ++g) {
            const QVariantMap counter = counters[g].toMap();
            QCOMPARE(counter.value(QStringLiteral("id")).toString(), goods::name(Good(g)));
            QCOMPARE(counter.value(QStringLiteral("count")).toInt(),
                     GoodsModule::tokens(replayed->state(), p, Good(g)));
        }
    }
    QVERIFY(c.log()->rowCount() > c.game()->record().moves.size());
    QCOMPARE(c.boardModel()->placements()->rowCount(), 0);
    QCOMPARE(c.boardModel()->targets()->rowCount(), 0);

    // The final scoring waits for the board to show it, category by category, with the
    // table's points.
    for (const QList<QVariant> &args : std::as_const(scored))
        QVERIFY(!args.at(4).toBool());
    const QVariantList steps = c.endingModel()->finalSteps();
    QVERIFY(!steps.isEmpty()); // these games all end with figures on open features
    const QStringList categories = c.endingModel()->finalCategories();
    // Roads, cities and cloisters are columns of the table even when nobody scored in them,
    // where the game's tiles have them (Mayflower's have no cloister).
    const QVariantList standing = c.endingModel()->standingCategories();
    QCOMPARE(standing.size(), categories.size());
    for (int i = 0; i < standing.size(); ++i)
        QCOMPARE(standing[i].toBool(),
                 i < 2 || (i == 2 && !packages.contains(QStringLiteral("mayflower"))));
    int lastCategory = -1;
    for (int i = 0; i < steps.size(); ++i) {
        const QVariantMap step = steps[i].toMap();
        const int category =
                int(categories.indexOf(step.value(QStringLiteral("category")).toString()));
        QVERIFY(category > lastCategory);
        lastCategory = category;
        int tablePoints = 0;
        for (const QVariant &row : table)
            tablePoints += row.toMap().value(QStringLiteral("final")).toList()[category].toInt();
        QCOMPARE(step.value(QStringLiteral("points")).toInt(), tablePoints);
        const int items = int(step.value(QStringLiteral("items")).toList().size());

        const qsizetype before = scored.count();
        c.endingModel()->setFinalStep(i);
        QCOMPARE(c.endingModel()->finalStep(), i);
        QCOMPARE(scored.count(), before + items);
        if (items > 0)
            QVERIFY(scored.last().at(4).toBool());
        if (category < int(ScoreCategory::Bonus)) // features: every one lit, a tile at least
            QVERIFY(c.boardModel()->highlight()->rowCount() >= items);
    }
    c.endingModel()->setFinalStep(int(steps.size())); // past the end: nothing on show
    QCOMPARE(c.endingModel()->finalStep(), -1);
    QCOMPARE(c.boardModel()->highlight()->rowCount(), 0);
}

void TestGameController::placementsAndTargetsComeFromTheEngine()
{
    GameController c;
    configure(c);
    QVERIFY(c.startGame(setupOf({"human", "human"}, 11)));
    const GameState &s = c.game()->state();
    MoveList moves = s.legalMoves();
    // Every legal (position, rotation) appears once in the placements model, and no other.
    int listed = 0;
    for (int i = 0; i < c.boardModel()->placements()->rowCount(); ++i) {
        const QVariantMap row = c.boardModel()->placements()->get(i);
        const QVariantList rotations = row.value(QStringLiteral("rotations")).toList();
        for (const QVariant &r : rotations) {
            const Move m = Move::placeTile(CellPos{row.value(QStringLiteral("x")).toInt(),
                                                   row.value(QStringLiteral("y")).toInt()},
                                           r.toInt());
            QVERIFY(s.isLegal(m));
            ++listed;
        }
    }
    QCOMPARE(listed, int(moves.size()));
    // A cell with no placement offers no rotation and refuses the tile.
    QVERIFY(c.turnModel()->rotationsAt(50, 50).isEmpty());
    QCOMPARE(c.turnModel()->rotationFor(50, 50), -1);
    QVERIFY(!c.turnModel()->placeTile(50, 50));

    const QVariantMap first = c.boardModel()->placements()->get(0);
    QVERIFY(c.turnModel()->placeTile(first.value(QStringLiteral("x")).toInt(),
                                     first.value(QStringLiteral("y")).toInt()));
    QCOMPARE(c.turnModel()->phase(), QStringLiteral("placeFigure"));
    QVERIFY(c.turnModel()->hasPlacedTile());
    moves = c.game()->state().legalMoves();
    int figureMoves = 0;
    for (const Move &m : moves)
        figureMoves += m.kind == Move::Kind::PlaceFigure;
    QCOMPARE(c.boardModel()->targets()->rowCount(), figureMoves);
    QVERIFY(figureMoves > 0);
    // The base game's figures are meeples, whatever other rule sets call them.
    for (int i = 0; i < c.boardModel()->targets()->rowCount(); ++i) {
        const QVariantMap t = c.boardModel()->targets()->get(i);
        if (t.value(QStringLiteral("kind")) == QLatin1String("meeple"))
            QVERIFY2(t.value(QStringLiteral("label")).toString().contains(QLatin1String("meeple")),
                     qPrintable(t.value(QStringLiteral("label")).toString()));
    }
    // Hovering a target highlights its whole feature and previews what it is worth.
    c.turnModel()->setHoveredTarget(0);
    QVERIFY(c.boardModel()->highlight()->rowCount() >= 1);
    QVERIFY(!c.turnModel()->targetPreview().value(QStringLiteral("text")).toString().isEmpty());
    c.turnModel()->setSelectedTarget(0);
    const int supplyBefore = c.game()->state().supply(0, FigureKind::Meeple);
    QVERIFY(c.turnModel()->confirm());
    QCOMPARE(c.game()->state().supply(0, FigureKind::Meeple), supplyBefore - 1);
    QCOMPARE(c.boardModel()->figures()->rowCount(), 1);
    QCOMPARE(c.turnModel()->currentPlayer(), 1);
    // The score panel lists the figure kinds of the rule set with their supply.
    const QVariantList supply =
            c.scoresModel()->players()->get(0).value(QStringLiteral("supply")).toList();
    QCOMPARE(supply.size(), c.scoresModel()->figureKinds().size());
    QCOMPARE(supply.first().toMap().value(QStringLiteral("count")).toInt(), supplyBefore - 1);
    QCOMPARE(c.boardModel()->tiles()->rowCount(), 2);
    QVERIFY(c.boardModel()->hasLastPlaced());
}

void TestGameController::hotSeatUndoesManySteps()
{
    GameController c;
    configure(c);
    QVERIFY(c.startGame(setupOf({"human", "human"}, 5)));
    QVERIFY(!c.turnModel()->canUndo());
    const int start = c.turnModel()->number();
    for (int i = 0; i < 6; ++i) {
        QVERIFY(playHumanStep(c));
        QVERIFY(playHumanStep(c));
    }
    QCOMPARE(c.turnModel()->number(), start + 6);
    const QByteArray full = c.game()->record().toBytes();
    for (int i = 0; i < 6; ++i) {
        QVERIFY2(c.turnModel()->canUndo(), qPrintable(QStringLiteral("undo %1").arg(i)));
        c.turnModel()->undo();
    }
    QCOMPARE(c.turnModel()->number(), start);
    QVERIFY(!c.turnModel()->canUndo());
    QCOMPARE(c.game()->record().moves.size(), 0);
    QCOMPARE(c.boardModel()->tiles()->rowCount(), 1);
    for (int i = 0; i < 6; ++i) {
        QVERIFY(c.turnModel()->canRedo());
        c.turnModel()->redo();
    }
    QVERIFY(!c.turnModel()->canRedo());
    QCOMPARE(c.game()->record().toBytes(), full);
    QCOMPARE(c.boardModel()->tiles()->rowCount(), 7);
    // A new move after an undo drops the redo.
    c.turnModel()->undo();
    QVERIFY(c.turnModel()->canRedo());
    QVERIFY(playHumanStep(c));
    QVERIFY(!c.turnModel()->canRedo());
}

void TestGameController::againstBotsUndoesTurnByTurn()
{
    GameController c;
    configure(c);
    QVERIFY(c.startGame(setupOf({"human", "ai:random"}, 8)));
    const int start = c.turnModel()->number();
    for (int i = 0; i < 3; ++i) {
        QVERIFY(playHumanStep(c));
        QVERIFY(playHumanStep(c));
        QVERIFY(QTest::qWaitFor([&] { return c.turnModel()->humanTurn(); }, 30000));
    }
    QCOMPARE(c.turnModel()->number(), start + 6);
    QVERIFY(c.turnModel()->canUndo());
    QVERIFY(c.turnModel()->undoNote().isEmpty());
    c.turnModel()->undo();
    QCOMPARE(c.turnModel()->number(), start + 4); // the human's move and the bot's answer are gone
    QVERIFY(c.turnModel()->humanTurn());
    // Further back, a turn of the human's at a time, to the start.
    QVERIFY(c.turnModel()->canUndo());
    c.turnModel()->undo();
    QCOMPARE(c.turnModel()->number(), start + 2);
    c.turnModel()->undo();
    QCOMPARE(c.turnModel()->number(), start);
    QVERIFY(c.turnModel()->humanTurn());
    QVERIFY(!c.turnModel()->canUndo());
    QCOMPARE(c.turnModel()->undoNote(), QStringLiteral("Nothing to take back yet"));
    QVERIFY(c.turnModel()->canRedo());
    for (int i = 0; i < 3; ++i)
        c.turnModel()->redo();
    QCOMPARE(c.turnModel()->number(), start + 6);
    QVERIFY(!c.turnModel()->canRedo());
}

void TestGameController::undoSaysHowFarItReaches()
{
    // Past the snapshots kept, Undo stops and says how far back it reaches.
    GameController c;
    configure(c);
    QVERIFY(c.startGame(setupOf({"human", "human"}, 8)));
    const int turns = GameSession::kMaxUndoSnapshots + 4;
    for (int i = 0; i < turns; ++i) {
        QVERIFY(playHumanStep(c));
        QVERIFY(playHumanStep(c));
    }
    int undone = 0;
    while (c.turnModel()->canUndo()) {
        c.turnModel()->undo();
        ++undone;
    }
    QCOMPARE(undone, GameSession::kMaxUndoSnapshots - 1);
    QVERIFY2(
            c.turnModel()->undoNote().startsWith(QStringLiteral("Undo reaches back at most %1 turn")
                                                         .arg(GameSession::kMaxUndoSnapshots)),
            qPrintable(c.turnModel()->undoNote()));
}

void TestGameController::undoTakesBackAPlacedTile()
{
    GameController c;
    configure(c);
    QVERIFY(c.startGame(setupOf({"human", "ai:random"}, 9)));
    QVERIFY(playHumanStep(c));
    QCOMPARE(c.turnModel()->phase(), QStringLiteral("placeFigure"));
    QVERIFY(c.turnModel()->canUndo());
    c.turnModel()->undo();
    QCOMPARE(c.turnModel()->phase(), QStringLiteral("placeTile"));
    QCOMPARE(c.boardModel()->tiles()->rowCount(), 1);
    QVERIFY(c.boardModel()->placements()->rowCount() > 0);
    c.turnModel()->redo();
    QCOMPARE(c.turnModel()->phase(), QStringLiteral("placeFigure"));
    QCOMPARE(c.boardModel()->tiles()->rowCount(), 2);
    QVERIFY(c.turnModel()->skip());
}

void TestGameController::unknownPlayerKindIsRefused()
{
    GameController c;
    configure(c);
    QSignalSpy errors(&c, &GameController::errorOccurred);
    QVERIFY(!c.startGame(setupOf({"human", "ai:nonsense"}, 1)));
    QCOMPARE(errors.count(), 1);
    QVERIFY(!c.active());
}

// A test game (no autosave) with turns played asks before it is left; saving it, or a game
// that autosaves, does not.
void TestGameController::leavingATestGameLosesItsTurns()
{
    GameController c;
    configure(c);
    QVERIFY(c.startTestGame(setupOf({"human", "human"}, 12)));
    QVERIFY(!c.leavingLoses());
    QVERIFY(playHumanStep(c));
    QVERIFY(playHumanStep(c));
    QVERIFY(c.leavingLoses());
    QTemporaryDir dir;
    QVERIFY(c.saveGame(dir.filePath(QStringLiteral("kept.json"))));
    QVERIFY(!c.leavingLoses());
    QVERIFY(playHumanStep(c));
    QVERIFY(playHumanStep(c));
    QVERIFY(c.leavingLoses());
    // A game with an autosave keeps each turn by itself.
    GameController autosaved;
    configure(autosaved);
    autosaved.settings()->setAutosavePath(dir.filePath(QStringLiteral("autosave.json")));
    QVERIFY(autosaved.startGame(setupOf({"human", "human"}, 12)));
    QVERIFY(playHumanStep(autosaved));
    QVERIFY(playHumanStep(autosaved));
    QVERIFY(!autosaved.leavingLoses());
}

namespace {

// The user's package folder in QStandardPaths' test mode, empty, while it lives.
struct TestUserPackages
{
    TestUserPackages()
    {
        QStandardPaths::setTestModeEnabled(true);
        folder = PackageRepository::userPackageFolder();
        QDir(folder).removeRecursively();
    }
    ~TestUserPackages()
    {
        QDir(folder).removeRecursively();
        QStandardPaths::setTestModeEnabled(false);
    }
    QString folder;
};

} // namespace

// Import package: installed where the new game dialog finds it, offered at once; a second
// import asks; a file that is not a package is refused with a message (issue 21, defect 15).
void TestGameController::importedPackagesAreOffered()
{
    const TestUserPackages packages;
    const QString &folder = packages.folder;
    GameController c;
    configure(c);
    const QString source = QStringLiteral(CARCASSONNE_TEST_DATA_DIR "/packages/repo/left");
    QVariantMap r = c.importPackage(source);
    QCOMPARE(r.value(QStringLiteral("result")).toString(), QStringLiteral("installed"));
    QCOMPARE(r.value(QStringLiteral("id")).toString(), QStringLiteral("left"));
    QVERIFY(!r.value(QStringLiteral("message")).toString().isEmpty());
    QVERIFY(QFile::exists(folder + QStringLiteral("/left.zip")));
    QVERIFY(c.newGame()->repository().availableIds().contains(QStringLiteral("left")));
    r = c.importPackage(source);
    QCOMPARE(r.value(QStringLiteral("result")).toString(), QStringLiteral("exists"));
    QCOMPARE(c.importPackage(source, true).value(QStringLiteral("result")).toString(),
             QStringLiteral("installed"));
    QTemporaryDir dir;
    QVERIFY(writeFile(dir.filePath(QStringLiteral("notes.zip")), 0));
    r = c.importPackage(dir.filePath(QStringLiteral("notes.zip")));
    QCOMPARE(r.value(QStringLiteral("result")).toString(), QStringLiteral("refused"));
    QVERIFY(r.value(QStringLiteral("message")).toString().contains(QStringLiteral("notes.zip")));
}

// Issue 58, item 8: Import installed a package of 48,000 tiles that validate refuses (a game
// holds at most 16,000 cells): it applies validate's checks now, and nothing is installed.
void TestGameController::importRefusesWhatValidateRefuses()
{
    const TestUserPackages packages;
    const QString &folder = packages.folder;
    PackageRepository repository;
    Problems problems;
    std::optional<Package> huge = repository.load(QStringLiteral("base"), &problems);
    QVERIFY(huge);
    huge->id = QStringLiteral("huge");
    const QList<TileDefinition> tiles = huge->tiles;
    huge->tiles.clear();
    for (int copy = 0; copy < 4; ++copy) {
        for (TileDefinition t : tiles) {
            t.id += QString::number(copy);
            t.count = 500;
            huge->tiles << t;
        }
    }
    huge->rules.startTile.clear();
    huge->requirements = {QStringLiteral("base")};
    QTemporaryDir dir;
    const QString source = dir.filePath(QStringLiteral("huge"));
    PackageWriter writer;
    QVERIFY2(writer.writeFolder(*huge, source), qPrintable(writer.errorString()));
    GameController c;
    configure(c);
    const QVariantMap r = c.importPackage(source);
    QCOMPARE(r.value(QStringLiteral("result")).toString(), QStringLiteral("refused"));
    const QString message = r.value(QStringLiteral("message")).toString();
    QVERIFY2(message.contains(QStringLiteral("16000")), qPrintable(message));
    QVERIFY(!QFile::exists(folder + QStringLiteral("/huge.zip")));
    QVERIFY(!c.newGame()->repository().availableIds().contains(QStringLiteral("huge")));
}

QTEST_MAIN(TestGameController)
#include "tst_gamecontroller.moc"
