// The finished games: every game that ends is kept without being saved (not a test game, not a
// finished record loaded again), listed newest first with its players, scores, date and rule
// set; renamed and deleted for good; at most as many as the limit; a damaged file listed with
// why, never a crash.
#include "controllertesting.h"
#include "finishedgames.h"
#include "packagechoices.h"
#include "record/game.h"
#include "savedgames.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>

using namespace carcassonne;

class TestFinishedGames : public QObject, private ControllerFixture
{
    Q_OBJECT

private slots:
    void init() { QVERIFY(makeFolder()); }
    void aFinishedGameIsListed();
    void aTestGameIsNotKept();
    void aLoadedFinishedGameIsNotKeptTwice();
    void renameAndDeleteSurviveAReload();
    void theLimitDropsTheOldest();
    void damagedFilesAreListedWithAProblem();

private:
    QString finishedFolder() const { return m_dir->filePath(QStringLiteral("finished")); }
    // A controller whose finished games go to this test's folder.
    void configureFinished(GameController &c) const
    {
        configure(c);
        c.saves()->finished()->setFolder(finishedFolder());
    }
    // A game of two computer players played to its end by the engine (seeded: the same seed,
    // the same game).
    std::optional<Game> endedGame(GameController &c, int seed) const;
    // Stores `count` different ended games, one a few milliseconds after the other.
    bool storeGames(GameController &c, FinishedGames &games, int count, int firstSeed) const;
};

std::optional<Game> TestFinishedGames::endedGame(GameController &c, int seed) const
{
    QString error;
    const auto setup = c.newGame()->setupOf(setupOf({"ai:random", "ai:random"}, seed), &error);
    if (!setup)
        return std::nullopt;
    Problems problems;
    auto game = Game::start(*setup, c.newGame()->repository(), &problems);
    for (int turn = 0; game && turn < 2000 && !game->state().gameOver(); ++turn) {
        const MoveList moves = game->state().legalMoves();
        EventList events;
        if (moves.empty() || !game->apply(moves[turn % moves.size()], events))
            return std::nullopt;
    }
    if (!game || !game->state().gameOver())
        return std::nullopt;
    return game;
}

bool TestFinishedGames::storeGames(GameController &c, FinishedGames &games, int count,
                                   int firstSeed) const
{
    for (int i = 0; i < count; ++i) {
        const auto game = endedGame(c, firstSeed + i);
        if (!game || !games.store(*game))
            return false;
        QTest::qWait(5); // each its own millisecond: named and ordered by when it ended
    }
    return true;
}

void TestFinishedGames::aFinishedGameIsListed()
{
    GameController c;
    configure(c);
    FinishedGames *finished = c.saves()->finished();
    // Beside the saves folder.
    QCOMPARE(QFileInfo(finished->folder()).absolutePath(),
             QFileInfo(c.saves()->folder()).absolutePath());
    QCOMPARE(QFileInfo(finished->folder()).fileName(), QStringLiteral("finished"));
    finished->setFolder(finishedFolder());
    QCOMPARE(finished->limit(), FinishedGames::kDefaultLimit);

    QVariantMap setup = setupOf({"ai:random", "ai:random"}, 5);
    QVariantList players = setup.value(QStringLiteral("players")).toList();
    QVariantMap first = players[0].toMap();
    first.insert(QStringLiteral("name"), QStringLiteral("Ada/../../x"));
    players[0] = first;
    setup.insert(QStringLiteral("players"), players);
    QVERIFY(c.startGame(setup));
    QVERIFY(playToEnd(c));
    QVERIFY(!c.hasAutosave());

    finished->refresh();
    QCOMPARE(finished->rowCount(), 1);
    const QModelIndex row = finished->index(0);
    // Named by the date and time it ended, never by anything in the record.
    const QString path = row.data(FinishedGames::PathRole).toString();
    QCOMPARE(QFileInfo(path).absolutePath(), QDir(finishedFolder()).absolutePath());
    QVERIFY2(QRegularExpression(QStringLiteral(R"(^\d{4}-\d\d-\d\d_\d\d-\d\d-\d\d-\d{3}\.json$)"))
                     .match(QFileInfo(path).fileName())
                     .hasMatch(),
             qPrintable(path));
    QCOMPARE(QFile(path).size(), qint64(c.game()->record().toBytes().size()));
    QCOMPARE(row.data(FinishedGames::NameRole).toString(), QString());
    QCOMPARE(row.data(FinishedGames::ProblemRole).toString(), QString());
    QVERIFY(!row.data(FinishedGames::FinishedAtRole).toString().isEmpty());
    // The rule set as the new game dialog names it.
    Problems problems;
    const auto base = c.newGame()->repository().load(QStringLiteral("base"), &problems);
    QVERIFY(base);
    QCOMPARE(row.data(FinishedGames::RulesRole).toString(), PackageChoices::factsOf(*base).name);
    const QVariantList listed = row.data(FinishedGames::PlayersRole).toList();
    QCOMPARE(listed.size(), 2);
    const GameState state = c.game()->state();
    for (int p = 0; p < 2; ++p) {
        const QVariantMap player = listed[p].toMap();
        QCOMPARE(player.value(QStringLiteral("name")).toString(),
                 c.game()->setup().players[p].name);
        QCOMPARE(player.value(QStringLiteral("score")).toInt(), state.score(p));
        QCOMPARE(player.value(QStringLiteral("winner")).toBool(),
                 bool(state.outcome().winners >> p & 1u));
        QVERIFY(!player.value(QStringLiteral("colourValue")).toString().isEmpty());
    }
    QVERIFY(listed[0].toMap().value(QStringLiteral("winner")).toBool()
            || listed[1].toMap().value(QStringLiteral("winner")).toBool());
    // The review opens it as any record.
    const int turns = int(c.game()->record().moves.size());
    QVERIFY(c.reviewModel()->reviewRecord(path));
    QCOMPARE(c.reviewModel()->length(), turns);
    c.reviewModel()->endReview(false);
    QCOMPARE(c.turnModel()->number(), state.turn());
}

void TestFinishedGames::aTestGameIsNotKept()
{
    GameController c;
    configureFinished(c);
    QVERIFY(c.startTestGame(setupOf({"ai:random", "ai:random"}, 6)));
    QVERIFY(playToEnd(c));
    c.saves()->finished()->refresh();
    QCOMPARE(c.saves()->finished()->rowCount(), 0);
    QVERIFY(!QDir(finishedFolder()).exists()
            || QDir(finishedFolder()).entryList({QStringLiteral("*.json")}).isEmpty());
}

void TestFinishedGames::aLoadedFinishedGameIsNotKeptTwice()
{
    GameController c;
    configureFinished(c);
    QVERIFY(c.startGame(setupOf({"ai:random", "ai:random"}, 7)));
    QVERIFY(playToEnd(c));
    const QString saved = m_dir->filePath(QStringLiteral("over.json"));
    QVERIFY(c.saveGame(saved));
    FinishedGames *finished = c.saves()->finished();
    finished->refresh();
    QCOMPARE(finished->rowCount(), 1);
    // Loading it again, and its review, end it once more: it is kept already.
    QVERIFY(c.loadGame(saved));
    QVERIFY(c.endingModel()->gameOver());
    QVERIFY(c.reviewModel()->reviewRecord(
            finished->index(0).data(FinishedGames::PathRole).toString()));
    c.reviewModel()->endReview(false);
    // The same game ended again (its last turn undone and played as before) is kept once.
    QVERIFY(!finished->store(*c.game()));
    finished->refresh();
    QCOMPARE(finished->rowCount(), 1);
}

void TestFinishedGames::renameAndDeleteSurviveAReload()
{
    GameController c;
    configureFinished(c);
    FinishedGames *finished = c.saves()->finished();
    QVERIFY(storeGames(c, *finished, 3, 20));
    finished->refresh();
    QCOMPARE(finished->rowCount(), 3);
    const QString newest = finished->index(0).data(FinishedGames::PathRole).toString();
    const QString middle = finished->index(1).data(FinishedGames::PathRole).toString();
    const QString oldest = finished->index(2).data(FinishedGames::PathRole).toString();
    QVERIFY(QFileInfo(newest).fileName() > QFileInfo(oldest).fileName());

    // A name is any text, kept beside the record: never a path.
    QVERIFY(finished->rename(middle, QStringLiteral("  ../../Sunday\nfinal  ")));
    QCOMPARE(finished->index(1).data(FinishedGames::NameRole).toString(),
             QStringLiteral("../../Sunday final"));
    QVERIFY(QFileInfo::exists(middle));
    QVERIFY(!finished->rename(m_dir->filePath(QStringLiteral("elsewhere.json")),
                              QStringLiteral("x")));
    // Deleted: only what the list shows.
    const QString outside = m_dir->filePath(QStringLiteral("keep.json"));
    QVERIFY(writeFile(outside, 0));
    QVERIFY(!finished->remove(outside));
    QVERIFY(QFileInfo::exists(outside));
    QVERIFY(finished->remove(newest));
    QVERIFY(!QFileInfo::exists(newest));
    QCOMPARE(finished->rowCount(), 2);

    // Another window's list, read from the disk.
    FinishedGames again;
    again.setFolder(finishedFolder());
    again.refresh();
    QCOMPARE(again.rowCount(), 2);
    QCOMPARE(again.index(0).data(FinishedGames::PathRole).toString(), middle);
    QCOMPARE(again.index(0).data(FinishedGames::NameRole).toString(),
             QStringLiteral("../../Sunday final"));
    QCOMPARE(again.index(1).data(FinishedGames::PathRole).toString(), oldest);
    QCOMPARE(again.index(1).data(FinishedGames::NameRole).toString(), QString());
    // The players and scores come from the index: listed without the packages.
    QCOMPARE(again.index(0).data(FinishedGames::PlayersRole).toList().size(), 2);
    // "" takes the name away.
    QVERIFY(again.rename(middle, QString()));
    finished->refresh();
    QCOMPARE(finished->index(0).data(FinishedGames::NameRole).toString(), QString());
}

void TestFinishedGames::theLimitDropsTheOldest()
{
    GameController c;
    configureFinished(c);
    FinishedGames *finished = c.saves()->finished();
    finished->setLimit(3);
    QVERIFY(storeGames(c, *finished, 3, 40));
    finished->refresh();
    QCOMPARE(finished->rowCount(), 3);
    const QString second = finished->index(1).data(FinishedGames::PathRole).toString();
    const QString oldest = finished->index(2).data(FinishedGames::PathRole).toString();
    // A fourth: the oldest goes.
    QVERIFY(storeGames(c, *finished, 1, 50));
    QCOMPARE(finished->rowCount(), 3);
    QVERIFY(!QFileInfo::exists(oldest));
    QCOMPARE(finished->index(2).data(FinishedGames::PathRole).toString(), second);
    // Lowered by the player: the oldest go at once.
    finished->setLimit(1);
    QCOMPARE(finished->rowCount(), 1);
    QVERIFY(!QFileInfo::exists(second));
    QCOMPARE(QDir(finishedFolder()).entryList({QStringLiteral("2*.json")}).size(), 1);
    // 0 keeps none, and nothing is written.
    finished->setLimit(0);
    QCOMPARE(finished->rowCount(), 0);
    QVERIFY(!storeGames(c, *finished, 1, 60));
    QCOMPARE(QDir(finishedFolder()).entryList({QStringLiteral("2*.json")}).size(), 0);
    finished->setLimit(100000);
    QCOMPARE(finished->limit(), FinishedGames::kMaxLimit);
    // A controller's game that ends goes through the same limit.
    finished->setLimit(1);
    QVERIFY(c.startGame(setupOf({"ai:random", "ai:random"}, 70)));
    QVERIFY(playToEnd(c));
    QCOMPARE(finished->rowCount(), 1);
    QCOMPARE(QDir(finishedFolder()).entryList({QStringLiteral("2*.json")}).size(), 1);
}

void TestFinishedGames::damagedFilesAreListedWithAProblem()
{
    GameController c;
    configureFinished(c);
    FinishedGames *finished = c.saves()->finished();
    QVERIFY(storeGames(c, *finished, 1, 80));
    const QDir folder(finishedFolder());
    // A record that is not one, an empty file, a FIFO, a link to a device: each listed with
    // why; a file not named as the list names them is left alone.
    QVERIFY(writeFile(folder.filePath(QStringLiteral("2020-01-01_10-00-00-000.json")), 0,
                      "{\"format\": \"something else\"}"));
    QVERIFY(writeFile(folder.filePath(QStringLiteral("2020-01-01_10-00-00-001.json")), 0, ""));
    QCOMPARE(::mkfifo(QFile::encodeName(
                              folder.filePath(QStringLiteral("2020-01-01_10-00-00-002.json")))
                              .constData(),
                      0600),
             0);
    QVERIFY(QFile::link(QStringLiteral("/dev/zero"),
                        folder.filePath(QStringLiteral("2020-01-01_10-00-00-003.json"))));
    QVERIFY(writeFile(folder.filePath(QStringLiteral("notes.json")), 0, "{}"));
    // A damaged index: the names go, the games stay.
    QVERIFY(writeFile(folder.filePath(QStringLiteral("index.json")), 0, "{\"format\": [}"));
    finished->refresh();
    QCOMPARE(finished->rowCount(), 5);
    QCOMPARE(finished->index(0).data(FinishedGames::ProblemRole).toString(), QString());
    QCOMPARE(finished->index(0).data(FinishedGames::PlayersRole).toList().size(), 2);
    for (int i = 1; i < 5; ++i) {
        const QModelIndex row = finished->index(i);
        QVERIFY2(!row.data(FinishedGames::ProblemRole).toString().isEmpty(),
                 qPrintable(row.data(FinishedGames::PathRole).toString()));
        // Every role can be asked.
        for (int role = FinishedGames::PathRole; role <= FinishedGames::ProblemRole; ++role)
            row.data(role);
        QVERIFY(!c.reviewModel()->reviewRecord(row.data(FinishedGames::PathRole).toString()));
    }
    // A damaged one can be deleted; the file beside it stays.
    QVERIFY(finished->remove(finished->index(4).data(FinishedGames::PathRole).toString()));
    QCOMPARE(finished->rowCount(), 4);
    QVERIFY(folder.exists(QStringLiteral("notes.json")));
    // The index was written anew.
    QFile index(folder.filePath(QStringLiteral("index.json")));
    QVERIFY(index.open(QIODevice::ReadOnly));
    QVERIFY(QJsonDocument::fromJson(index.readAll()).isObject());
}

QTEST_MAIN(TestFinishedGames)
#include "tst_finishedgames.moc"
