// Long records load in the window in time and memory linear in their length (issue 20, defect 2:
// a snapshot of the whole game per replayed move, and a copy of it per applied turn, made a
// 7,240-move record need 3 GB): the game is the replayed one, undo reaches back a bounded number
// of turns, and a bad move shows the game up to the move before it, however far in.

#include "ai/randomplayer.h"
#include "content/packagerepository.h"
#include "gamecontroller.h"
#include "gamesession.h"
#include "record/game.h"
#include "record/gamerecord.h"

#include <QFile>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace carcassonne;

class TestLongRecords : public QObject
{
    Q_OBJECT

private:
    // A hot-seat game of `tiles` straight roads and crossroads after the start tile, played to
    // its end by random moves, as a record.
    static GameRecord longRecord(int tiles)
    {
        GameSetup setup;
        setup.players = {PlayerSetup{QStringLiteral("Ann"), QStringLiteral("red")},
                         PlayerSetup{QStringLiteral("Bob"), QStringLiteral("blue")}};
        setup.seed = 11;
        setup.hasDeck = true;
        for (int i = 0; i < tiles; ++i)
            setup.deck << (i % 2 ? QStringLiteral("base/X") : QStringLiteral("base/U"));
        PackageRepository repository;
        Problems problems;
        auto game = Game::start(setup, repository, &problems);
        RandomPlayer player(11);
        while (game && !game->state().gameOver()) {
            EventList events;
            game->apply(player.choose(game->state()), events);
        }
        return game ? game->record() : GameRecord{};
    }

    static QString write(const QTemporaryDir &dir, const GameRecord &record, const char *name)
    {
        const QString path = dir.filePath(QString::fromLatin1(name));
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(record.toBytes()) < 0)
            return {};
        return path;
    }

private slots:
    void longRecordLoadsAsReplayed();
    void badMoveLateInALongRecord();
};

void TestLongRecords::longRecordLoadsAsReplayed()
{
    QTemporaryDir dir;
    const GameRecord record = longRecord(3000);
    QVERIFY(record.moves.size() > 2500);
    const QString path = write(dir, record, "long.json");
    QVERIFY(!path.isEmpty());

    GameController c;
    c.settings()->setAutosavePath(QString());
    QVERIFY2(c.loadGame(path), qPrintable(c.lastError()));
    QVERIFY2(c.lastError().isEmpty(), qPrintable(c.lastError()));
    PackageRepository repository;
    const auto replayed = Game::replay(record, repository, nullptr, nullptr, nullptr);
    QVERIFY(replayed);
    QCOMPARE(c.game()->state().board().tiles().size(), replayed->state().board().tiles().size());
    for (int p = 0; p < 2; ++p)
        QCOMPARE(c.game()->state().score(p), replayed->state().score(p));
    // Two humans: every undo steps back one turn, as far as the snapshots reach.
    int undone = 0;
    while (c.turnModel()->canUndo() && undone < 1000) {
        c.turnModel()->undo();
        ++undone;
    }
    QVERIFY2(undone >= 10 && undone < GameSession::kMaxUndoSnapshots,
             qPrintable(QString::number(undone)));
    QVERIFY(c.game()->state().board().tiles().size() < replayed->state().board().tiles().size());
}

void TestLongRecords::badMoveLateInALongRecord()
{
    QTemporaryDir dir;
    GameRecord record = longRecord(1200);
    const int n = int(record.moves.size());
    QVERIFY(n > 1000);
    // The last move puts its tile where the one before lies: not legal.
    record.moves[n - 1].insert(QStringLiteral("at"),
                               record.moves[n - 2].value(QStringLiteral("at")));
    const QString path = write(dir, record, "bad.json");

    GameController c;
    c.settings()->setAutosavePath(QString());
    QVERIFY(c.loadGame(path));
    QVERIFY2(c.lastError().contains(QString::number(n)), qPrintable(c.lastError()));
    // The game shows every move before the bad one, and no half of it.
    GameRecord good = record;
    good.moves.removeLast();
    PackageRepository repository;
    const auto replayed = Game::replay(good, repository, nullptr, nullptr, nullptr);
    QVERIFY(replayed);
    QCOMPARE(c.game()->record().moves.size(), good.moves.size());
    QCOMPARE(c.game()->state().board().tiles().size(), replayed->state().board().tiles().size());
    QCOMPARE(c.game()->state().phase(), GameState::Phase::PlaceTile);
    for (int p = 0; p < 2; ++p)
        QCOMPARE(c.game()->state().score(p), replayed->state().score(p));
}

QTEST_MAIN(TestLongRecords)
#include "tst_longrecords.moc"
