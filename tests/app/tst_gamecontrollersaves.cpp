// The game controller's saves: save and load, the autosave, the saved games list, what a killed
// save leaves behind, and saves whose bot settings are absurd.
#include "../fullfilesystem.h"
#include "controllertesting.h"
#include "record/game.h"
#include "savedgames.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QScopeGuard>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTemporaryFile>
#include <QtTest>

#include <sys/stat.h>

using namespace carcassonne;

class TestGameControllerSaves : public QObject, private ControllerFixture
{
    Q_OBJECT

private slots:
    void init() { QVERIFY(makeFolder()); }
    void saveAndLoadRestoreTheGame();
    void autosaveContinues();
    void saveOnAFullDiskKeepsTheOldFile();
    void autosaveOnAFullDiskKeepsTheOldOne();
    void twoWindowsKeepTheirOwnAutosave();
    void damagedSavesNeverStopTheWindow_data();
    void damagedSavesNeverStopTheWindow();
    void staleTempFilesOfTheAutosaveAreRemoved();
    void staleTempFilesOfTheSavesAreRemoved();
    void savedGamesListPlayersScoresAndTurn();
    void absurdBotSettingsInASaveAreRefused_data();
    void absurdBotSettingsInASaveAreRefused();
};

namespace {

// What QSaveFile leaves when killed between its link and its rename: "<file>.XXXXXX", named as
// QTemporaryFile names it (the same QTemporaryFileName).
QString leftTempFile(const QString &file, int secondsAgo)
{
    QTemporaryFile t(file);
    t.setAutoRemove(false);
    if (!t.open())
        return {};
    t.write("{\"format\": \"carcassonne-rec");
    t.close();
    return writeFile(t.fileName(), secondsAgo, "{\"format\": \"carcassonne-rec") ? t.fileName()
                                                                                 : QString();
}

} // namespace

void TestGameControllerSaves::saveAndLoadRestoreTheGame()
{
    GameController c;
    configure(c);
    QVERIFY(c.startGame(setupOf({"human", "human", "human"}, 21)));
    for (int i = 0; i < 15; ++i) {
        QVERIFY(playHumanStep(c));
        QVERIFY(playHumanStep(c));
    }
    const QString path = m_dir->filePath(QStringLiteral("saves/mid.json"));
    QVERIFY(c.saveGame(path));
    const QByteArray record = c.game()->record().toBytes();
    QList<int> scores;
    for (int p = 0; p < 3; ++p)
        scores << c.game()->state().score(p);

    GameController d;
    configure(d);
    QVERIFY(d.loadGame(path));
    QCOMPARE(d.game()->record().toBytes(), record);
    QCOMPARE(d.turnModel()->number(), c.turnModel()->number());
    QCOMPARE(d.game()->record().moves.size(), 15);
    for (int p = 0; p < 3; ++p)
        QCOMPARE(d.game()->state().score(p), scores[p]);
    QCOMPARE(d.boardModel()->tiles()->rowCount(), 16);
    QVERIFY(d.turnModel()->canUndo()); // the loaded turns can be taken back
    QVERIFY(!d.loadGame(m_dir->filePath(QStringLiteral("missing.json"))));
    QVERIFY(!d.lastError().isEmpty());
}

void TestGameControllerSaves::autosaveContinues()
{
    QByteArray record;
    {
        GameController c;
        configure(c);
        QVERIFY(!c.hasAutosave());
        QVERIFY(c.startGame(setupOf({"human", "ai:random"}, 31)));
        QVERIFY(playHumanStep(c));
        QVERIFY(playHumanStep(c));
        QVERIFY(QTest::qWaitFor([&] { return c.turnModel()->humanTurn(); }, 30000));
        QVERIFY(c.hasAutosave());
        record = c.game()->record().toBytes();
        // Leaving without saving, as a crash would.
    }
    GameController d;
    configure(d);
    QVERIFY(d.hasAutosave());
    QVERIFY(d.continueGame());
    QCOMPARE(d.game()->record().toBytes(), record);
    QVERIFY(d.turnModel()->humanTurn());
}

namespace {

// The saves folder in QStandardPaths' test mode while it lives, removed after.
struct TestSavesFolder
{
    TestSavesFolder() { QStandardPaths::setTestModeEnabled(true); }
    ~TestSavesFolder()
    {
        QDir(SavedGames().folder()).removeRecursively();
        QStandardPaths::setTestModeEnabled(false);
    }
};

QByteArray contentOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("(missing)");
}

QStringList filesIn(const QString &folder)
{
    return QDir(folder).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);
}

} // namespace

void TestGameControllerSaves::saveOnAFullDiskKeepsTheOldFile()
{
    // Issue 58, item 1: on a full disk Save replaced the saved game with a cut file and said
    // "Saved as". Now the old file stays, the window says why, and the game stays open.
    GameController c;
    configure(c);
    c.settings()->setAutosavePath(QString());
    QVERIFY(c.startGame(setupOf({"human", "human"}, 23)));
    for (int i = 0; i < 6; ++i)
        QVERIFY(playHumanStep(c));
    const QString path = m_dir->filePath(QStringLiteral("saves/mid.json"));
    QVERIFY(c.saveGame(path));
    const QByteArray before = contentOf(path);
    for (int i = 0; i < 6; ++i)
        QVERIFY(playHumanStep(c));
    QVERIFY(c.leavingLoses());
    QSignalSpy noticed(&c, &GameController::noticed);
    {
        FullFileSystem full(200);
        QVERIFY(full.isValid());
        QVERIFY(!c.saveGame(path));
    }
    QCOMPARE(contentOf(path), before);
    QCOMPARE(filesIn(m_dir->filePath(QStringLiteral("saves"))), QStringList{"mid.json"});
    QVERIFY2(c.lastError().contains(path), qPrintable(c.lastError()));
    QVERIFY(noticed.isEmpty()); // never "Saved as"
    QVERIFY(c.game());
    QCOMPARE(c.game()->record().moves.size(), 6);
    QVERIFY(c.leavingLoses()); // the moves since are still unsaved
    QVERIFY(c.saveGame(path)); // with room again
    QVERIFY(!c.leavingLoses());
}

void TestGameControllerSaves::autosaveOnAFullDiskKeepsTheOldOne()
{
    // Issue 58, item 1: the autosave was replaced by a cut file, silently. Now the last good
    // autosave stays, the window says the game is no longer kept, and leaving asks first.
    GameController c;
    configure(c);
    const QString autosave = c.settings()->autosavePath();
    QVERIFY(c.startGame(setupOf({"human", "human"}, 29)));
    for (int i = 0; i < 4; ++i)
        QVERIFY(playHumanStep(c));
    QVERIFY(c.hasAutosave());
    QVERIFY(!c.leavingLoses());
    const QByteArray before = contentOf(autosave);
    QVERIFY(before.size() > 200);
    {
        FullFileSystem full(200);
        QVERIFY(full.isValid());
        for (int i = 0; i < 4; ++i)
            QVERIFY(playHumanStep(c));
    }
    QCOMPARE(contentOf(autosave), before);
    // The autosave and the lock that keeps it this window's, nothing else.
    QCOMPARE(filesIn(m_dir->path()), (QStringList{"autosave.json", "autosave.json.lock"}));
    QVERIFY2(c.lastError().contains(autosave), qPrintable(c.lastError()));
    QVERIFY(c.leavingLoses());
    // With room again, the next turn is kept again.
    QVERIFY(playHumanStep(c));
    QVERIFY(playHumanStep(c));
    QVERIFY(contentOf(autosave) != before);
    QVERIFY(!c.leavingLoses());
}

void TestGameControllerSaves::twoWindowsKeepTheirOwnAutosave()
{
    // Issue 58, item 12: two windows wrote the same autosave, each over the other's game. A
    // window now holds its autosave slot (a lock beside it) and a second one takes the next.
    const QString path = m_dir->filePath(QStringLiteral("autosave.json"));
    QByteArray first;
    {
        GameController a;
        configure(a);
        GameController b;
        configure(b);
        QCOMPARE(a.settings()->autosavePath(), path);
        QVERIFY(b.settings()->autosavePath() != path);
        QVERIFY(a.startGame(setupOf({"human", "human"}, 41)));
        QVERIFY(b.startGame(setupOf({"human", "human", "human"}, 43)));
        for (int i = 0; i < 4; ++i) {
            QVERIFY(playHumanStep(a));
            QVERIFY(playHumanStep(b));
        }
        first = a.game()->record().toBytes();
        QCOMPARE(contentOf(a.settings()->autosavePath()), first);
        QCOMPARE(contentOf(b.settings()->autosavePath()), b.game()->record().toBytes());
    }
    // Both closed: the next window takes the first slot again and continues its game.
    GameController c;
    configure(c);
    QCOMPARE(c.settings()->autosavePath(), path);
    QVERIFY(c.hasAutosave());
    QVERIFY(c.continueGame());
    QCOMPARE(c.game()->record().toBytes(), first);
}

void TestGameControllerSaves::damagedSavesNeverStopTheWindow_data()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("empty") << QStringLiteral("empty");
    QTest::newRow("fifo") << QStringLiteral("fifo");
    QTest::newRow("link to /dev/zero") << QStringLiteral("zero");
    QTest::newRow("over the size limit") << QStringLiteral("large");
}

void TestGameControllerSaves::damagedSavesNeverStopTheWindow()
{
    // Issue 58, item 3: a FIFO as the autosave hung the window at start, a link to /dev/zero
    // read until memory ran out. Now only regular files are read, their size checked first,
    // and a damaged save is listed as damaged, with its reason, and can be deleted.
    QFETCH(QString, kind);
    const TestSavesFolder savesFolder;
    GameController c;
    configure(c);
    SavedGames *saves = c.saves();
    QDir(saves->folder()).removeRecursively();
    QVERIFY(QDir().mkpath(saves->folder()));
    const auto damage = [&](const QString &path) {
        if (kind == QLatin1String("empty"))
            return writeFile(path, 0, QByteArray());
        if (kind == QLatin1String("fifo"))
            return ::mkfifo(QFile::encodeName(path).constData(), 0600) == 0;
        if (kind == QLatin1String("zero"))
            return QFile::link(QStringLiteral("/dev/zero"), path);
        QFile f(path); // sparse: no disk used
        return f.open(QIODevice::WriteOnly) && f.resize(GameRecord::kMaxFileBytes + 1);
    };
    const QString save = saves->pathFor(QStringLiteral("Damaged"));
    QVERIFY(damage(save));
    QVERIFY(damage(c.settings()->autosavePath()));

    // What the start screen asks: no Continue, and why.
    QVERIFY(!c.hasAutosave());
    QVERIFY(!c.autosaveProblem().isEmpty());
    QVERIFY(!c.continueGame());
    // The saved games list shows it as damaged, with its reason; it can be deleted.
    saves->refresh();
    QCOMPARE(saves->rowCount(), 1);
    const QString problem = saves->index(0).data(SavedGames::ProblemRole).toString();
    QVERIFY2(!problem.isEmpty() && problem.size() < 300, qPrintable(problem));
    QVERIFY(!c.loadGame(save));
    QVERIFY(!c.lastError().isEmpty());
    QVERIFY(saves->remove(save));
    QVERIFY(!QFileInfo(save).exists() && !QFileInfo(save).isSymLink());
    QCOMPARE(saves->rowCount(), 0);
    // The window starts a new game and keeps it in place of the damaged autosave.
    QVERIFY(c.startGame(setupOf({"human", "human"}, 5)));
    QVERIFY(playHumanStep(c));
    QVERIFY(playHumanStep(c));
    QVERIFY2(c.hasAutosave(), qPrintable(c.autosaveProblem()));
    QVERIFY(QFileInfo(c.settings()->autosavePath()).isFile()
            && !QFileInfo(c.settings()->autosavePath()).isSymLink());
}

void TestGameControllerSaves::staleTempFilesOfTheAutosaveAreRemoved()
{
    // Issue 20, defect 8: a kill between QSaveFile's link and rename left autosave.json.XXXXXX
    // files that nothing removed. The window removes its own when older than a minute.
    const QString autosave = m_dir->filePath(QStringLiteral("autosave.json"));
    QVERIFY(writeFile(autosave, 3600));
    const QString stale = leftTempFile(autosave, 120);
    const QString stale2 = leftTempFile(autosave, 86400);
    const QString fresh = leftTempFile(autosave, 0); // a second instance writing now
    QVERIFY(!stale.isEmpty() && !stale2.isEmpty() && !fresh.isEmpty());
    QVERIFY(QFileInfo(stale).fileName().startsWith(QStringLiteral("autosave.json.")));
    // Not QSaveFile's temporary files of the autosave: never touched, however old.
    const QStringList others{QStringLiteral("autosave.json.bak"),
                             QStringLiteral("autosave.json.AbCdE1"),
                             QStringLiteral("autosave.json.AbCdEfG"),
                             QStringLiteral("autosave.jsonXAbCdEf"),
                             QStringLiteral("other.json.AbCdEf"),
                             QStringLiteral("autosave.json.AbC.Ef"),
                             QStringLiteral("notes.txt")};
    for (const QString &name : others)
        QVERIFY(writeFile(m_dir->filePath(name), 3600));
    QVERIFY(QDir(m_dir->path()).mkdir(QStringLiteral("autosave.json.FoLdEr")));
    const QString target = m_dir->filePath(QStringLiteral("target.json"));
    QVERIFY(writeFile(target, 3600));
    QVERIFY(QFile::link(target, m_dir->filePath(QStringLiteral("autosave.json.LiNkEd"))));

    GameController c;
    configure(c); // the autosave path, as the window sets it on start
    QVERIFY(!QFileInfo::exists(stale));
    QVERIFY(!QFileInfo::exists(stale2));
    QVERIFY(QFileInfo::exists(fresh));
    QVERIFY(QFileInfo::exists(autosave));
    for (const QString &name : others)
        QVERIFY2(QFileInfo::exists(m_dir->filePath(name)), qPrintable(name));
    QVERIFY(QFileInfo(m_dir->filePath(QStringLiteral("autosave.json.FoLdEr"))).isDir());
    QVERIFY(QFileInfo(m_dir->filePath(QStringLiteral("autosave.json.LiNkEd"))).isSymLink());
    QVERIFY(QFileInfo::exists(target));
    // The autosave itself is as it was.
    QFile kept(autosave);
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), QByteArray("{\"format\""));
}

void TestGameControllerSaves::staleTempFilesOfTheSavesAreRemoved()
{
    // The saves folder (under the data folder: QStandardPaths' test location here).
    QStandardPaths::setTestModeEnabled(true);
    const QString folder = SavedGames().folder();
    QVERIFY(folder.contains(QStringLiteral("qttest")));
    QVERIFY(QDir().mkpath(folder));
    QStringList made;
    const auto cleanUp = qScopeGuard([&] {
        for (const QString &path : std::as_const(made))
            QFile::remove(path);
        QStandardPaths::setTestModeEnabled(false);
    });
    const QString save = folder + QStringLiteral("/Evening game.json");
    QVERIFY(writeFile(save, 3600));
    made << save;
    const QString stale = leftTempFile(save, 120);
    const QString fresh = leftTempFile(save, 0);
    QVERIFY(!stale.isEmpty() && !fresh.isEmpty());
    made << stale << fresh;
    const QString notOurs = folder + QStringLiteral("/notes.txt.AbCdEf");
    QVERIFY(writeFile(notOurs, 3600));
    made << notOurs;

    const SavedGames saves; // on start
    QVERIFY(!QFileInfo::exists(stale));
    QVERIFY(QFileInfo::exists(fresh));
    QVERIFY(QFileInfo::exists(save));
    QVERIFY(QFileInfo::exists(notOurs));
}

// The load dialog's list: each saved game with its players, scores and turn, replayed; a game
// renamed or deleted from it, nothing outside the saves folder (issue 21, defect 9).
void TestGameControllerSaves::savedGamesListPlayersScoresAndTurn()
{
    const TestSavesFolder savesFolder;
    GameController c;
    configure(c);
    SavedGames *saves = c.saves();
    QDir(saves->folder()).removeRecursively();
    QVERIFY(c.startGame(setupOf({"human", "human"}, 11)));
    for (int i = 0; i < 6; ++i)
        QVERIFY(playHumanStep(c));
    const QString path = saves->pathFor(QStringLiteral("Friday"));
    QVERIFY(c.saveGame(path));
    QVERIFY(!c.leavingLoses());
    saves->refresh();
    QCOMPARE(saves->rowCount(), 1);
    const QModelIndex row = saves->index(0);
    QCOMPARE(row.data(SavedGames::NameRole).toString(), QStringLiteral("Friday"));
    QCOMPARE(row.data(SavedGames::TurnRole).toInt(), int(c.game()->record().moves.size()));
    QCOMPARE(row.data(SavedGames::FinishedRole).toBool(), false);
    QCOMPARE(row.data(SavedGames::ProblemRole).toString(), QString());
    const QVariantList players = row.data(SavedGames::PlayersRole).toList();
    QCOMPARE(players.size(), 2);
    for (int p = 0; p < 2; ++p) {
        const QVariantMap player = players[p].toMap();
        QCOMPARE(player.value(QStringLiteral("name")).toString(),
                 c.game()->setup().players[p].name);
        QCOMPARE(player.value(QStringLiteral("score")).toInt(), c.game()->state().score(p));
    }
    // A record that is not one is listed with why it cannot be loaded.
    QFile broken(saves->pathFor(QStringLiteral("Broken")));
    QVERIFY(broken.open(QIODevice::WriteOnly));
    broken.write("{\"format\": \"something else\"}");
    broken.close();
    saves->refresh();
    QCOMPARE(saves->rowCount(), 2);
    int brokenRow = -1;
    for (int i = 0; i < saves->rowCount(); ++i) {
        if (saves->index(i).data(SavedGames::NameRole).toString() == QStringLiteral("Broken"))
            brokenRow = i;
    }
    QVERIFY(brokenRow >= 0);
    QVERIFY(!saves->index(brokenRow).data(SavedGames::ProblemRole).toString().isEmpty());
    // Renamed: not onto another game's name, not to nothing; then it is listed by the new one.
    QVERIFY(saves->exists(QStringLiteral("Broken")));
    QVERIFY(!saves->rename(path, QStringLiteral("Broken")));
    QVERIFY(!saves->rename(path, QStringLiteral("   ")));
    QVERIFY(saves->rename(path, QStringLiteral("Friday night")));
    QVERIFY(!QFileInfo::exists(path));
    QVERIFY(QFileInfo::exists(saves->pathFor(QStringLiteral("Friday night"))));
    // Deleted: only what the list shows.
    QTemporaryDir elsewhere;
    const QString outside = elsewhere.filePath(QStringLiteral("keep.json"));
    QVERIFY(writeFile(outside, 0));
    QVERIFY(!saves->remove(outside));
    QVERIFY(QFileInfo::exists(outside));
    QVERIFY(saves->remove(saves->pathFor(QStringLiteral("Broken"))));
    QCOMPARE(saves->rowCount(), 1);
    QCOMPARE(saves->index(0).data(SavedGames::NameRole).toString(), QStringLiteral("Friday night"));
}

void TestGameControllerSaves::absurdBotSettingsInASaveAreRefused_data()
{
    // Issue 20, defect 8: a player kind in a save with a huge budget stalled the game (the bot
    // never moved); an unknown kind left its seat without a bot. A save is refused, saying
    // which setting and its range.
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("phrase"); // "" when the save loads
    QTest::newRow("two billion iterations")
            << QStringLiteral("ai:mcts?iterations=2000000000")
            << QStringLiteral("'iterations' is 2000000000; from a file it must be from 1 to 20000");
    QTest::newRow("beyond int") << QStringLiteral("ai:mcts-easy?iterations=3e10")
                                << QStringLiteral("'iterations' needs a whole number");
    QTest::newRow("infinite") << QStringLiteral("ai:mcts?iterations=inf")
                              << QStringLiteral("'iterations' needs a number");
    QTest::newRow("a day a move") << QStringLiteral("ai:mcts-hard?seconds=86400")
                                  << QStringLiteral("'seconds' is 86400");
    QTest::newRow("greedy turns") << QStringLiteral("ai:mcts?iterations=100&greedyturns=500")
                                  << QStringLiteral("'greedyturns' is 500");
    QTest::newRow("team greedy turns") << QStringLiteral("ai:mcts?teamgreedyturns=9")
                                       << QStringLiteral("'teamgreedyturns' is 9");
    QTest::newRow("scale zero") << QStringLiteral("ai:mcts?scale=0")
                                << QStringLiteral("'scale' is 0");
    QTest::newRow("evaluator weight")
            << QStringLiteral("ai:greedy?meeple=1e300") << QStringLiteral("'meeple' is 1e+300");
    QTest::newRow("nan weight") << QStringLiteral("ai:greedy?return=nan")
                                << QStringLiteral("'return' needs a number");
    QTest::newRow("unknown kind") << QStringLiteral("ai:nonsense")
                                  << QStringLiteral("no computer player 'nonsense'");
    QTest::newRow("unknown setting")
            << QStringLiteral("ai:mcts?colour=3") << QStringLiteral("no setting 'colour'");
    QTest::newRow("within range") << QStringLiteral("ai:mcts?iterations=60&greedyturns=1")
                                  << QString();
    QTest::newRow("hard") << QStringLiteral("ai:mcts-hard") << QString();
    QTest::newRow("greedy, own weight") << QStringLiteral("ai:greedy?meeple=10") << QString();
}

void TestGameControllerSaves::absurdBotSettingsInASaveAreRefused()
{
    QFETCH(QString, kind);
    QFETCH(QString, phrase);
    const QJsonObject setup{
            {QStringLiteral("packages"), QJsonArray{QStringLiteral("base")}},
            {QStringLiteral("players"),
             QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("Ann")},
                                    {QStringLiteral("color"), QStringLiteral("red")},
                                    {QStringLiteral("kind"), QStringLiteral("human")}},
                        QJsonObject{{QStringLiteral("name"), QStringLiteral("Bot")},
                                    {QStringLiteral("color"), QStringLiteral("blue")},
                                    {QStringLiteral("kind"), kind}}}},
            {QStringLiteral("seed"), 5}};
    const QJsonObject save{{QStringLiteral("format"), QStringLiteral("carcassonne-record")},
                           {QStringLiteral("formatVersion"), 1},
                           {QStringLiteral("setup"), setup},
                           {QStringLiteral("moves"), QJsonArray()}};
    const QString path = m_dir->filePath(QStringLiteral("saves/hostile.json"));
    QVERIFY(QDir().mkpath(m_dir->filePath(QStringLiteral("saves"))));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QJsonDocument(save).toJson());
    f.close();

    GameController c;
    configure(c);
    if (phrase.isEmpty()) {
        QVERIFY2(c.loadGame(path), qPrintable(c.lastError()));
        QVERIFY(c.active());
        return;
    }
    QVERIFY(!c.loadGame(path));
    QVERIFY(!c.active());
    QVERIFY2(c.lastError().contains(QStringLiteral("setup.players[1].kind")),
             qPrintable(c.lastError()));
    QVERIFY2(c.lastError().contains(phrase), qPrintable(c.lastError()));
    // The same through the autosave ("Continue").
    QVERIFY(QFile::copy(path, c.settings()->autosavePath()));
    QVERIFY(!c.continueGame());
    QVERIFY(!c.active());
}

QTEST_MAIN(TestGameControllerSaves)
#include "tst_gamecontrollersaves.moc"
