// The window's online play without the window: two OnlineTables (a host and a friend), each with
// its own session as a window has, on 127.0.0.1 only; a computer in a third seat. Whole games,
// chat, a dropped connection and its banner, a window closed and started again in its seat.
#include "boardlists.h"
#include "content/packagereader.h"
#include "content/packagerepository.h"
#include "content/packagewriter.h"
#include "gamesession.h"
#include "languages.h"
#include "newgamemodel.h"
#include "onlinetable.h"

#include <QJsonDocument>
#include <QProcess>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTranslator>
#include <QWebSocket>
#include <QtTest>

#include <memory>

using namespace carcassonne;

namespace {

// One window's part: its packages, its board's lists, its game and its table.
struct Window
{
    explicit Window(const QString &folder)
        : session(lists),
          table(newGame, session, folder + QStringLiteral("/cache"),
                folder + QStringLiteral("/seat.json"))
    {
        session.setBotDelay(0);
    }
    NewGameModel newGame;
    BoardLists lists;
    GameSession session;
    OnlineTable table;
};

QVariantMap threeSeats(const QStringList &packages = {QStringLiteral("base")},
                       const QString &third = QStringLiteral("ai:greedy"))
{
    QVariantMap setup{{QStringLiteral("packages"), packages}};
    QVariantList players;
    players << QVariantMap{{QStringLiteral("name"), QStringLiteral("Ann")},
                           {QStringLiteral("color"), QStringLiteral("red")},
                           {QStringLiteral("kind"), QStringLiteral("you")}};
    players << QVariantMap{{QStringLiteral("name"), QString()},
                           {QStringLiteral("color"), QStringLiteral("blue")},
                           {QStringLiteral("kind"), QStringLiteral("open")}};
    players << QVariantMap{{QStringLiteral("name"), QStringLiteral("Computer")},
                           {QStringLiteral("color"), QStringLiteral("green")},
                           {QStringLiteral("kind"), third}};
    setup.insert(QStringLiteral("players"), players);
    return setup;
}

// Plays every local turn as a greedy computer would, until both games are over (or time runs
// out): the host's computer plays the third seat.
bool playToEnd(const std::vector<Window *> &windows, int timeoutMs = 120000)
{
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < timeoutMs) {
        bool allOver = true;
        for (Window *w : windows) {
            const auto &game = w->session.game();
            if (!game || !game->state().gameOver())
                allOver = false;
            if (w->session.humanTurn())
                w->session.playFor(QStringLiteral("ai:greedy"));
        }
        if (allOver)
            return true;
        QTest::qWait(2);
    }
    return false;
}

} // namespace

class TestOnlineTable : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void invitationsAreRead();
    void refusesWhatCannotBe();
    void refusalsAndFailuresInTheWindowsWords();
    void wholeGameWithAFriendAndAComputer_data();
    void wholeGameWithAFriendAndAComputer();
    void twoWindowsAndACommandLinePlayer();
    void droppedConnectionShowsAndClears();
    void clockShowsAndRuns();
    void aPackageOfTheHostsIsFetchedAndSaid();
    void hostLeavingPausesTheGameAtOnce();
    void aLeftSeatIsOfferedToANewcomer();
    void theComputerTakesAnAwaySeatAndGivesItBack();
    void windowStartedAgainSitsInItsSeat();
    void aDesignersTilesComeFirstAtAHostedTable();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Window> m_host;
    std::unique_ptr<Window> m_friend;
    // Opens the host's table (`setup`: threeSeats) and seats the friend; both in the lobby.
    void seatBoth(const QVariantMap &setup = threeSeats(), int grace = 60);
};

void TestOnlineTable::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_host = std::make_unique<Window>(m_dir->filePath(QStringLiteral("host")));
    m_friend = std::make_unique<Window>(m_dir->filePath(QStringLiteral("friend")));
}

void TestOnlineTable::cleanup()
{
    m_friend.reset();
    m_host.reset();
    m_dir.reset();
}

void TestOnlineTable::seatBoth(const QVariantMap &setup, int grace)
{
    const bool threeFriends = setup.value(QStringLiteral("players"))
                                      .toList()
                                      .last()
                                      .toMap()
                                      .value(QStringLiteral("kind"))
                                      .toString()
            == QLatin1String("open");
    QVERIFY(m_host->table.host(setup, 0, false, grace));
    QTRY_COMPARE(m_host->table.state(), QStringLiteral("lobby"));
    QVERIFY(m_host->table.invitation().startsWith(QStringLiteral("carcassonne://127.0.0.1:")));
    QVERIFY(!m_host->table.canStart()); // the friend's seat is open
    QCOMPARE(m_host->table.seats()->rowCount(), 3);
    QCOMPARE(m_host->table.seats()->get(1).value(QStringLiteral("status")).toString(),
             QStringLiteral("open"));
    QVERIFY(m_friend->table.join(m_host->table.invitation(), QStringLiteral("Bea")));
    QTRY_COMPARE(m_friend->table.state(), QStringLiteral("lobby"));
    QTRY_COMPARE(m_host->table.seats()->get(1).value(QStringLiteral("status")).toString(),
                 QStringLiteral("here"));
    QCOMPARE(m_host->table.canStart(), !threeFriends);
    QCOMPARE(m_friend->table.mySeat(), 1);
    QVERIFY(!m_friend->table.canStart()); // only the host starts
    QTRY_COMPARE(m_host->table.seats()->get(1).value(QStringLiteral("name")).toString(),
                 QStringLiteral("Bea"));
}

void TestOnlineTable::invitationsAreRead()
{
    const QVariantMap ok = OnlineTable::parseInvitation(
            QStringLiteral("  carcassonne://192.168.1.20:47110/ABCD-EFGH  "));
    QVERIFY(ok.value(QStringLiteral("valid")).toBool());
    QCOMPARE(ok.value(QStringLiteral("address")).toString(), QStringLiteral("192.168.1.20:47110"));
    QCOMPARE(ok.value(QStringLiteral("code")).toString(), QStringLiteral("ABCD-EFGH"));
    for (const QString &bad :
         {QStringLiteral(""), QStringLiteral("hello"), QStringLiteral("http://example.org/x"),
          QStringLiteral("carcassonne://host/")})
        QVERIFY2(!OnlineTable::parseInvitation(bad).value(QStringLiteral("valid")).toBool(),
                 qPrintable(bad));
}

void TestOnlineTable::refusesWhatCannotBe()
{
    // Not an invitation, no name, no seat of one's own: refused with a message, nothing opened.
    QVERIFY(!m_friend->table.join(QStringLiteral("hello"), QStringLiteral("Bea")));
    QVERIFY(!m_friend->table.message().isEmpty());
    QVERIFY(!m_friend->table.join(QStringLiteral("carcassonne://127.0.0.1:1/CODE"), QString()));
    QCOMPARE(m_friend->table.state(), QStringLiteral("idle"));
    QVariantMap noYou = threeSeats();
    QVariantList players = noYou.value(QStringLiteral("players")).toList();
    players.removeFirst();
    noYou.insert(QStringLiteral("players"), players);
    QVERIFY(!m_host->table.host(noYou, 0, false, 60));
    QCOMPARE(m_host->table.state(), QStringLiteral("idle"));
    QVERIFY(!m_host->table.host(threeSeats(), 0, false, 0)); // grace out of range
    // Nobody at the address: the friend is told, after a few tries.
    QVERIFY(m_friend->table.join(QStringLiteral("carcassonne://127.0.0.1:9/CODE"),
                                 QStringLiteral("Bea")));
    QTRY_COMPARE_WITH_TIMEOUT(m_friend->table.state(), QStringLiteral("failed"), 20000);
    QVERIFY2(m_friend->table.message().contains(QStringLiteral("cannot reach the host at ")),
             qPrintable(m_friend->table.message()));
    m_friend->table.leave();
    QCOMPARE(m_friend->table.state(), QStringLiteral("idle"));
}

// A host's refusal is said by its reason code in the window's words (the host's English only
// for a reason this version does not know), and the client's failure by its message's code.
void TestOnlineTable::refusalsAndFailuresInTheWindowsWords()
{
    const Refusal full{QStringLiteral("full"), QStringLiteral("every seat at this table is taken"),
                       true};
    const Refusal unknown{QStringLiteral("weather"), QStringLiteral("it rains on the table"),
                          false};
    QCOMPARE(OnlineTable::refusalText(full),
             QStringLiteral("There is no room for you at this host."));
    QCOMPARE(OnlineTable::refusalText(unknown),
             QStringLiteral("The host refused, in its own words: \"it rains on the table\""));
    QTranslator game;
    QTranslator common;
    QVERIFY(Languages::load(game, QStringLiteral("carcassonne"), QStringLiteral("de")));
    QVERIFY(Languages::load(common, QStringLiteral("carcassonne-common"), QStringLiteral("de")));
    QCoreApplication::installTranslator(&game);
    QCoreApplication::installTranslator(&common);
    const auto english = qScopeGuard([&] {
        QCoreApplication::removeTranslator(&game);
        QCoreApplication::removeTranslator(&common);
    });
    QCOMPARE(OnlineTable::refusalText(full),
             QStringLiteral("Bei diesem Gastgeber ist kein Platz für dich."));
    QVERIFY(OnlineTable::refusalText(unknown).contains(QStringLiteral("it rains on the table")));
    QVERIFY(m_friend->table.join(QStringLiteral("carcassonne://127.0.0.1:9/CODE"),
                                 QStringLiteral("Bea")));
    QTRY_COMPARE_WITH_TIMEOUT(m_friend->table.state(), QStringLiteral("failed"), 20000);
    const QString said = m_friend->table.message();
    QVERIFY2(said.contains(QStringLiteral("127.0.0.1:9"))
                     && said.contains(QStringLiteral("nicht erreichbar"))
                     && !said.contains(QStringLiteral("cannot reach")),
             qPrintable(said));
    m_friend->table.leave();
}

void TestOnlineTable::wholeGameWithAFriendAndAComputer_data()
{
    QTest::addColumn<QStringList>("packages");
    QTest::newRow("base") << QStringList{QStringLiteral("base")};
    QTest::newRow("traders-builders")
            << QStringList{QStringLiteral("base"), QStringLiteral("traders-builders")};
}

void TestOnlineTable::wholeGameWithAFriendAndAComputer()
{
    QFETCH(QStringList, packages);
    seatBoth(threeSeats(packages));
    QSignalSpy hostStarting(&m_host->table, &OnlineTable::gameStarting);
    QVERIFY(m_host->table.startGame());
    QTRY_COMPARE(m_host->table.state(), QStringLiteral("playing"));
    QTRY_COMPARE(m_friend->table.state(), QStringLiteral("playing"));
    QCOMPARE(hostStarting.size(), 1);
    QVERIFY(m_host->session.following());
    // Each window offers the board to its own seat only.
    QVERIFY(m_host->session.isHuman(0) && !m_host->session.isHuman(1));
    QVERIFY(m_friend->session.isHuman(1) && !m_friend->session.isHuman(0));

    // Chat reaches both; the unread count is the closed panel's.
    QVERIFY(m_host->table.sendChat(QStringLiteral("  good luck  ")));
    QTRY_COMPARE(m_friend->table.chat()->rowCount(), 1);
    QCOMPARE(m_friend->table.chat()->get(0).value(QStringLiteral("text")).toString(),
             QStringLiteral("good luck"));
    QCOMPARE(m_friend->table.chat()->get(0).value(QStringLiteral("name")).toString(),
             QStringLiteral("Ann"));
    QCOMPARE(m_friend->table.unread(), 1);
    // The host's chat also told who sat down (the table's own line, not a player's).
    QTRY_COMPARE(m_host->table.chat()->rowCount(), 2);
    QVERIFY(m_host->table.chat()->get(0).value(QStringLiteral("system")).toBool());
    QVERIFY(m_host->table.chat()
                    ->get(0)
                    .value(QStringLiteral("text"))
                    .toString()
                    .contains(QStringLiteral("Bea")));
    QCOMPARE(m_host->table.unread(), 0); // one's own line is read
    QVERIFY(m_host->table.chat()->get(1).value(QStringLiteral("mine")).toBool());
    m_friend->table.setChatOpen(true);
    QCOMPARE(m_friend->table.unread(), 0);

    // Undo works within one's own turn and not past it.
    QTRY_VERIFY(m_host->session.humanTurn());
    const Move first = m_host->session.moves().front();
    QVERIFY(m_host->session.apply(first));
    QVERIFY(m_host->session.canUndo());
    m_host->session.undo();
    QVERIFY(m_host->session.humanTurn());

    QSignalSpy ended(&m_friend->table, &OnlineTable::gameEnded);
    QVERIFY(playToEnd({m_host.get(), m_friend.get()}));
    QTRY_COMPARE(m_host->table.state(), QStringLiteral("over"));
    QTRY_COMPARE(m_friend->table.state(), QStringLiteral("over"));
    QCOMPARE(ended.size(), 1);
    // One game on both screens: the same board, scores and log; the record with its seed.
    const GameState &a = m_host->session.game()->state();
    const GameState &b = m_friend->session.game()->state();
    QCOMPARE(a.hash(), b.hash());
    for (int p = 0; p < 3; ++p)
        QCOMPARE(a.score(p), b.score(p));
    QCOMPARE(m_host->session.log()->rowCount(), m_friend->session.log()->rowCount());
    QVERIFY(m_friend->table.hasRecord());
    const QString record = m_friend->table.recordJson();
    QCOMPARE(record, m_host->table.recordJson());
    const QJsonObject setup = QJsonDocument::fromJson(record.toUtf8())
                                      .object()
                                      .value(QStringLiteral("setup"))
                                      .toObject();
    QVERIFY(setup.contains(QStringLiteral("seed")));
    QVERIFY(!m_friend->table.canRejoin()); // nothing to go back to
    // The record is an ordinary one: it replays (as the review and Load read it) to the board
    // both windows show.
    Message error;
    const auto parsed = GameRecord::fromJson(record.toUtf8(), &error);
    QVERIFY2(parsed, qPrintable(error.toString()));
    int bad = -1;
    const auto replayed =
            Game::replay(*parsed, m_friend->newGame.repository(), nullptr, &error, &bad);
    QVERIFY2(replayed, qPrintable(error.toString()));
    QCOMPARE(replayed->state().hash(), b.hash());
}

void TestOnlineTable::twoWindowsAndACommandLinePlayer()
{
    // The third seat is a friend's too, taken by the command line tool playing as a computer.
    seatBoth(threeSeats({QStringLiteral("base")}, QStringLiteral("open")));
    QVERIFY(!m_host->table.canStart());
    QProcess cli;
    cli.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    cli.start(QStringLiteral(CARCASSONNE_CLI),
              {QStringLiteral("join"), m_host->table.invitation(), QStringLiteral("--name"),
               QStringLiteral("Cli"), QStringLiteral("--player"), QStringLiteral("ai:greedy")});
    QVERIFY(cli.waitForStarted());
    QTRY_VERIFY_WITH_TIMEOUT(m_host->table.canStart(), 20000);
    QCOMPARE(m_host->table.seats()->get(2).value(QStringLiteral("name")).toString(),
             QStringLiteral("Cli"));
    QVERIFY(m_host->table.startGame());
    QTRY_COMPARE(m_friend->table.state(), QStringLiteral("playing"));
    QVERIFY(playToEnd({m_host.get(), m_friend.get()}));
    QTRY_COMPARE(m_friend->table.state(), QStringLiteral("over"));
    QTRY_COMPARE_WITH_TIMEOUT(cli.state(), QProcess::NotRunning, 30000);
    QCOMPARE(cli.exitCode(), 0);
    // The command line's record is the windows' record: the same game, seed and all.
    const QByteArray cliRecord = cli.readAllStandardOutput().trimmed();
    QCOMPARE(QJsonDocument::fromJson(cliRecord).object(),
             QJsonDocument::fromJson(m_host->table.recordJson().toUtf8()).object());
    QCOMPARE(m_host->session.game()->state().hash(), m_friend->session.game()->state().hash());
}

void TestOnlineTable::clockShowsAndRuns()
{
    // Two minutes each and two seconds a turn: the seats show the time left, the player to move
    // loses it second by second.
    m_host->table.setProperty("clockSeconds", 120);
    m_host->table.setProperty("clockIncrement", 2);
    seatBoth();
    QCOMPARE(m_host->table.seats()->get(0).value(QStringLiteral("clock")).toString(),
             QStringLiteral("2:00"));
    QVERIFY(m_host->table.startGame());
    QTRY_COMPARE(m_host->table.state(), QStringLiteral("playing"));
    QTRY_VERIFY(m_host->table.seats()->get(0).value(QStringLiteral("turn")).toBool());
    // The seat to move counts down; the others' clocks stand.
    QTRY_VERIFY_WITH_TIMEOUT(m_host->table.seats()
                                     ->get(0)
                                     .value(QStringLiteral("clock"))
                                     .toString()
                                     .startsWith(QStringLiteral("1:5")),
                             5000);
    QCOMPARE(m_host->table.seats()->get(1).value(QStringLiteral("clock")).toString(),
             QStringLiteral("2:00"));
    QCOMPARE(m_host->table.seatStates().size(), 3);
}

void TestOnlineTable::aPackageOfTheHostsIsFetchedAndSaid()
{
    // A package only the host has (made in its editor): the friend's window fetches it, checks
    // it and says what it is before the game starts.
    PackageReader reader;
    auto package = reader.read(QStringLiteral(CARCASSONNE_SOURCE_DIR "/resources/packages/wells"));
    QVERIFY(package);
    package->id = QStringLiteral("editor-made");
    package->name = {{QStringLiteral("en"), QStringLiteral("Made in the editor")}};
    const QString zip = m_dir->filePath(QStringLiteral("editor-made.zip"));
    QVERIFY(PackageWriter().writeZip(*package, zip));
    Problems problems;
    QCOMPARE(m_host->newGame.repository().addPath(zip, &problems), QStringLiteral("editor-made"));
    QVERIFY(!m_friend->newGame.repository().availableIds().contains(QStringLiteral("editor-made")));
    seatBoth(threeSeats({QStringLiteral("editor-made")}));
    QTRY_COMPARE(m_friend->table.fetched().size(), 1);
    const QVariantMap said = m_friend->table.fetched().front().toMap();
    QCOMPARE(said.value(QStringLiteral("name")).toString(), QStringLiteral("Made in the editor"));
    QCOMPARE(said.value(QStringLiteral("tiles")).toInt(), package->tileCount());
    QVERIFY(m_host->table.fetched().isEmpty()); // the host had it
    QVERIFY(m_host->table.startGame());
    QTRY_COMPARE(m_friend->table.state(), QStringLiteral("playing"));
    QVERIFY(playToEnd({m_host.get(), m_friend.get()}));
    QTRY_COMPARE(m_friend->table.state(), QStringLiteral("over"));
    QCOMPARE(m_host->session.game()->state().hash(), m_friend->session.game()->state().hash());
}

void TestOnlineTable::hostLeavingPausesTheGameAtOnce()
{
    seatBoth();
    QVERIFY(m_host->table.startGame());
    QTRY_COMPARE(m_friend->table.state(), QStringLiteral("playing"));
    QTRY_VERIFY(m_friend->table.canRejoin() || m_friend->session.game().has_value());
    // The host's window leaves: the friend is told at once (not after its reconnect tries),
    // keeps the record so far, and has no seat to go back to.
    QElapsedTimer t;
    t.start();
    m_host->table.leave();
    QTRY_COMPARE_WITH_TIMEOUT(m_friend->table.state(), QStringLiteral("failed"), 5000);
    QVERIFY2(t.elapsed() < 5000, qPrintable(QString::number(t.elapsed())));
    QVERIFY(m_friend->table.message().contains(QStringLiteral("closed the table")));
    QVERIFY(m_friend->table.hasRecord());
    QVERIFY(!m_friend->table.recordJson().isEmpty());
    QVERIFY(!m_friend->session.humanTurn()); // nobody moves at a closed table
    m_friend->table.leave();
    QVERIFY(!m_friend->table.canRejoin());
}

void TestOnlineTable::aLeftSeatIsOfferedToANewcomer()
{
    seatBoth();
    QVERIFY(m_host->table.startGame());
    QTRY_COMPARE(m_friend->table.state(), QStringLiteral("playing"));
    // Bea leaves for good: the host is asked (seatLeft), the computer plays her seat meanwhile.
    QSignalSpy left(&m_host->table, &OnlineTable::seatLeft);
    QVERIFY(!m_host->table.offerSeat(1)); // nobody has left yet
    m_friend->table.leave();
    QTRY_COMPARE(left.size(), 1);
    QCOMPARE(left.front().at(0).toInt(), 1);
    QCOMPARE(left.front().at(1).toString(), QStringLiteral("Bea"));
    QCOMPARE(m_host->table.seats()->get(1).value(QStringLiteral("status")).toString(),
             QStringLiteral("left"));
    QVERIFY(!m_friend->table.offerSeat(1)); // only the host offers
    // The host offers it; Cy joins with the invitation and takes it, with the game so far.
    QVERIFY(m_host->table.offerSeat(1));
    QTRY_COMPARE(m_host->table.seats()->get(1).value(QStringLiteral("status")).toString(),
                 QStringLiteral("open"));
    auto cy = std::make_unique<Window>(m_dir->filePath(QStringLiteral("cy")));
    QVERIFY(cy->table.join(m_host->table.invitation(), QStringLiteral("Cy")));
    QTRY_COMPARE(cy->table.state(), QStringLiteral("playing"));
    QCOMPARE(cy->table.mySeat(), 1);
    QTRY_COMPARE(m_host->table.seats()->get(1).value(QStringLiteral("name")).toString(),
                 QStringLiteral("Cy"));
    QTRY_COMPARE(cy->session.game()->state().hash(), m_host->session.game()->state().hash());
    // Cy plays under Cy's name on both boards, also after the turns that follow.
    QTRY_COMPARE(m_host->session.game()->setup().players[1].name, QStringLiteral("Cy"));
    QTRY_COMPARE(cy->session.game()->setup().players[1].name, QStringLiteral("Cy"));
    QVERIFY(playToEnd({m_host.get(), cy.get()}));
    QTRY_COMPARE(cy->table.state(), QStringLiteral("over"));
    QCOMPARE(cy->session.game()->state().hash(), m_host->session.game()->state().hash());
    QCOMPARE(m_host->session.game()->setup().players[1].name, QStringLiteral("Cy"));
}

void TestOnlineTable::theComputerTakesAnAwaySeatAndGivesItBack()
{
    // A grace time of one second: the friend's window goes, the computer plays the seat (the
    // host's chat says so); the window comes back and the seat is the friend's again.
    seatBoth(threeSeats(), 1);
    QVERIFY(m_host->table.startGame());
    QTRY_COMPARE(m_friend->table.state(), QStringLiteral("playing"));
    const QString folder = m_dir->filePath(QStringLiteral("friend"));
    m_friend.reset();
    QTRY_COMPARE_WITH_TIMEOUT(
            m_host->table.seats()->get(1).value(QStringLiteral("status")).toString(),
            QStringLiteral("computer"), 10000);
    // Turns go on without the friend.
    const int turn = m_host->session.game()->state().turn();
    QElapsedTimer t;
    t.start();
    while (m_host->session.game()->state().turn() < turn + 4 && t.elapsed() < 30000) {
        if (m_host->session.humanTurn())
            m_host->session.playFor(QStringLiteral("ai:greedy"));
        QTest::qWait(5);
    }
    QVERIFY(m_host->session.game()->state().turn() >= turn + 4);
    m_friend = std::make_unique<Window>(folder);
    QVERIFY(m_friend->table.rejoin());
    QTRY_COMPARE(m_host->table.seats()->get(1).value(QStringLiteral("status")).toString(),
                 QStringLiteral("here"));
    QStringList said;
    for (const QVariantMap &row : m_host->table.chat()->rows())
        said << row.value(QStringLiteral("text")).toString();
    QVERIFY2(!said.filter(QStringLiteral("The computer plays for Bea")).isEmpty(),
             qPrintable(said.join(QLatin1Char('|'))));
    QVERIFY(playToEnd({m_host.get(), m_friend.get()}));
    QTRY_COMPARE(m_friend->table.state(), QStringLiteral("over"));
    QCOMPARE(m_host->session.game()->state().hash(), m_friend->session.game()->state().hash());
}

void TestOnlineTable::droppedConnectionShowsAndClears()
{
    seatBoth();
    QVERIFY(m_host->table.startGame());
    QTRY_COMPARE(m_friend->table.state(), QStringLiteral("playing"));
    QSignalSpy changed(&m_friend->table, &OnlineTable::connectionChanged);
    // The friend's connection breaks (not a goodbye): the banner shows, and goes once back.
    const auto sockets = m_friend->table.findChildren<QWebSocket *>();
    QCOMPARE(sockets.size(), 1);
    sockets.front()->abort();
    QTRY_VERIFY(m_friend->table.reconnecting());
    QVERIFY(m_friend->table.reconnectSeconds() >= 0);
    QTRY_COMPARE(m_host->table.seats()->get(1).value(QStringLiteral("status")).toString(),
                 QStringLiteral("away"));
    QTRY_VERIFY_WITH_TIMEOUT(!m_friend->table.reconnecting(), 15000);
    QTRY_COMPARE(m_host->table.seats()->get(1).value(QStringLiteral("status")).toString(),
                 QStringLiteral("here"));
    QCOMPARE(m_friend->table.state(), QStringLiteral("playing"));
    QVERIFY(changed.size() >= 2);
    // The host's chat said so: gone, and back.
    QStringList said;
    for (const QVariantMap &row : m_host->table.chat()->rows())
        said << row.value(QStringLiteral("text")).toString();
    QVERIFY2(said.filter(QStringLiteral("Bea lost the connection")).size() == 1,
             qPrintable(said.join(QLatin1Char('|'))));
    QVERIFY2(said.filter(QStringLiteral("Bea is back")).size() == 1,
             qPrintable(said.join(QLatin1Char('|'))));
    QVERIFY(playToEnd({m_host.get(), m_friend.get()}));
    QTRY_COMPARE(m_friend->table.state(), QStringLiteral("over"));
    QCOMPARE(m_host->session.game()->state().hash(), m_friend->session.game()->state().hash());
}

void TestOnlineTable::windowStartedAgainSitsInItsSeat()
{
    seatBoth();
    QVERIFY(m_host->table.startGame());
    QTRY_COMPARE(m_friend->table.state(), QStringLiteral("playing"));
    // A few turns, then the friend's window is gone without a word.
    QElapsedTimer t;
    t.start();
    while (m_host->session.game()->state().turn() < 6 && t.elapsed() < 30000) {
        for (Window *w : {m_host.get(), m_friend.get()}) {
            if (w->session.humanTurn())
                w->session.playFor(QStringLiteral("ai:greedy"));
        }
        QTest::qWait(2);
    }
    QVERIFY(m_host->session.game()->state().turn() >= 6);
    const QString folder = m_dir->filePath(QStringLiteral("friend"));
    m_friend.reset();
    QTRY_COMPARE(m_host->table.seats()->get(1).value(QStringLiteral("status")).toString(),
                 QStringLiteral("away"));
    // Started again: it offers the seat back and takes it, with the game where it was.
    m_friend = std::make_unique<Window>(folder);
    QVERIFY(m_friend->table.canRejoin());
    QVERIFY(m_friend->table.rejoinName().startsWith(QStringLiteral("127.0.0.1:")));
    QVERIFY(m_friend->table.rejoin());
    QTRY_COMPARE(m_friend->table.state(), QStringLiteral("playing"));
    QTRY_COMPARE(m_friend->table.mySeat(), 1);
    QTRY_COMPARE(m_friend->session.game()->state().hash(), m_host->session.game()->state().hash());
    QTRY_COMPARE(m_host->table.seats()->get(1).value(QStringLiteral("status")).toString(),
                 QStringLiteral("here"));
    QVERIFY(m_friend->session.log()->rowCount() > 0); // the turns so far, told again
    QVERIFY(playToEnd({m_host.get(), m_friend.get()}));
    QTRY_COMPARE(m_friend->table.state(), QStringLiteral("over"));
    QCOMPARE(m_host->session.game()->state().hash(), m_friend->session.game()->state().hash());
}

// The editor's Play with a friend (--tiles first, an open seat): the window hosts the table,
// and the package's own tiles come first on both screens, dealt from the host's secret seed.
void TestOnlineTable::aDesignersTilesComeFirstAtAHostedTable()
{
    QVariantMap setup = threeSeats({QStringLiteral("traders-builders")});
    setup.insert(QStringLiteral("pile"), QStringLiteral("first"));
    seatBoth(setup);
    QVERIFY(m_host->table.startGame());
    QTRY_COMPARE(m_friend->table.state(), QStringLiteral("playing"));
    QTRY_VERIFY(m_friend->session.game());
    for (Window *w : {m_host.get(), m_friend.get()}) {
        const GameState &s = w->session.game()->state();
        QCOMPARE(w->session.game()->setup().pileOrder, GameSetup::PileOrder::OwnFirst);
        QCOMPARE(s.content().tileType(s.currentTile()).packageId,
                 QStringLiteral("traders-builders"));
    }
    // The next turns draw the expansion's tiles too (24 of them before the base game's).
    QVERIFY(playToEnd({m_host.get(), m_friend.get()}));
    const auto record = GameRecord::fromJson(m_friend->table.recordJson().toUtf8(), nullptr);
    QVERIFY(record);
    QCOMPARE(record->setup.pileOrder, GameSetup::PileOrder::OwnFirst);
    for (int i = 0; i < 24; ++i)
        QVERIFY2(record->moves[i]
                         .value(QStringLiteral("tile"))
                         .toString()
                         .startsWith(QStringLiteral("traders-builders/")),
                 qPrintable(QString::number(i)));
}

QTEST_MAIN(TestOnlineTable)
#include "tst_onlinetable.moc"
