// A test game (the editor's Play, a package opened from the desktop) never touches the
// player's autosave, and Continue only offers an autosave that can start (issue 21, defect 1:
// Play from the editor replaced the game in progress, then Continue failed with "no package
// 'my-tiles' is installed" and the game was lost).

#include "gamecontroller.h"
#include "record/gamerecord.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace carcassonne;

class TestTestGames : public QObject
{
    Q_OBJECT

private:
    static QVariantMap setup(const QString &seed)
    {
        return {{QStringLiteral("packages"), QStringList{QStringLiteral("base")}},
                {QStringLiteral("seed"), seed},
                {QStringLiteral("players"),
                 QVariantList{QVariantMap{{QStringLiteral("name"), QStringLiteral("Ann")},
                                          {QStringLiteral("color"), QStringLiteral("red")},
                                          {QStringLiteral("kind"), QStringLiteral("human")}},
                              QVariantMap{{QStringLiteral("name"), QStringLiteral("Bob")},
                                          {QStringLiteral("color"), QStringLiteral("blue")},
                                          {QStringLiteral("kind"), QStringLiteral("human")}}}}};
    }
    static QByteArray contents(const QString &path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

private slots:
    void testGameLeavesTheAutosaveAlone();
    void continueOffersOnlyAGameThatCanStart();
};

void TestTestGames::testGameLeavesTheAutosaveAlone()
{
    QTemporaryDir dir;
    const QString autosave = dir.filePath(QStringLiteral("autosave.json"));
    GameController c;
    c.settings()->setAutosavePath(autosave);
    QVERIFY(c.startGame(setup(QStringLiteral("1"))));
    QVERIFY(c.turnModel()->playFor(QStringLiteral("ai:greedy")));
    QVERIFY(c.turnModel()->playFor(QStringLiteral("ai:greedy")));
    const QByteArray players = contents(autosave);
    QVERIFY(!players.isEmpty());

    // Played to its end: no turn of it is written, and its end removes nothing.
    QVERIFY(c.startTestGame(setup(QStringLiteral("2"))));
    int turns = 0;
    while (c.turnModel()->phase() != QLatin1String("gameOver") && turns++ < 500)
        QVERIFY(c.turnModel()->playFor(QStringLiteral("ai:greedy")));
    QCOMPARE(c.turnModel()->phase(), QStringLiteral("gameOver"));
    QCOMPARE(contents(autosave), players);

    // Continue brings back the player's game, which autosaves again.
    QVERIFY(c.hasAutosave());
    QVERIFY(c.continueGame());
    QCOMPARE(c.game()->record().toBytes(), players);
    QVERIFY(c.turnModel()->playFor(QStringLiteral("ai:greedy")));
    QVERIFY(c.turnModel()->playFor(QStringLiteral("ai:greedy")));
    QVERIFY(contents(autosave) != players);
}

void TestTestGames::continueOffersOnlyAGameThatCanStart()
{
    QTemporaryDir dir;
    const QString autosave = dir.filePath(QStringLiteral("autosave.json"));
    GameController c;
    c.settings()->setAutosavePath(autosave);
    QVERIFY(c.startGame(setup(QStringLiteral("3"))));
    QVERIFY(c.turnModel()->playFor(QStringLiteral("ai:greedy")));
    QVERIFY(c.turnModel()->playFor(QStringLiteral("ai:greedy")));
    QVERIFY(c.hasAutosave());
    // The same game on a package that is not installed (a test package removed since).
    QByteArray bytes = contents(autosave);
    bytes.replace("\"base\"", "\"my-tiles\"");
    QFile f(autosave);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(bytes);
    f.close();
    QVERIFY(!c.hasAutosave());
    QVERIFY(!c.continueGame());
    QCOMPARE(contents(autosave), bytes); // kept, for when the package comes back
}

QTEST_MAIN(TestTestGames)
#include "tst_testgames.moc"
