// Games over real WebSockets on 127.0.0.1 (never another address): a HostServer and NetClients
// in this process, and the command line's host and join as separate processes.
#include "content/packagereader.h"
#include "content/packagerepository.h"
#include "content/packagewriter.h"
#include "net/hostserver.h"
#include "net/netclient.h"
#include "nettesting.h"

#include <QCryptographicHash>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QWebSocket>
#include <QWebSocketServer>

#include <memory>

using namespace carcassonne;
using nettesting::chooseTurn;
using nettesting::setupOf;

namespace {

const QHostAddress kLoopback(QHostAddress::LocalHost);

// A player: a NetClient that plays its seat's turns with a greedy bot as they come.
class Player
{
public:
    Player(PackageRepository &repository, const QString &cache) : client(repository, cache)
    {
        QObject::connect(&client, &NetClient::gameStarted, [this]() { play(); });
        QObject::connect(&client, &NetClient::turnApplied, [this](int) { play(); });
        QObject::connect(&client, &NetClient::reconnected, [this]() { play(); });
        QObject::connect(&client, &NetClient::failed,
                         [this](const Message &why) { failure = why.toString(); });
    }
    void play()
    {
        if (!playing || !client.myTurn() || sentFor == client.game()->logSize())
            return;
        sentFor = client.game()->logSize();
        client.sendTurn(chooseTurn(client.game()->game(), quint64(sentFor) * 31 + 7));
    }
    NetClient client;
    QString failure;
    int sentFor = -1;
    bool playing = true;
};

QUrl urlOf(quint16 port)
{
    QUrl u;
    u.setScheme(QStringLiteral("ws"));
    u.setHost(QStringLiteral("127.0.0.1"));
    u.setPort(port);
    return u;
}

struct Table
{
    PackageRepository repository;
    QTemporaryDir cache;
    std::unique_ptr<HostServer> server;
    GameHost *host = nullptr;
    std::vector<std::unique_ptr<Player>> players;

    bool open(const QStringList &packages, const QStringList &rules, const QStringList &seats,
              int grace = 60, HostServer::Limits limits = {})
    {
        GameHost::Options options;
        options.standIn = QStringLiteral("ai:greedy");
        options.seed = 17;
        options.autoStart = true;
        limits.allowCreate = false;
        server = std::make_unique<HostServer>(repository, options, limits);
        QString error;
        if (!server->listen(kLoopback, 0, &error))
            return false;
        CreateTable t;
        t.setup = setupOf(packages, rules);
        for (const QString &s : seats)
            t.seats.append({s, {}});
        t.grace = grace;
        auto created = GameHost::create(t, repository, options, &error);
        if (!created) {
            qWarning("%s", qPrintable(error));
            return false;
        }
        host = server->open(std::move(created));
        return true;
    }
    Player &join(const QString &name, const QString &token = {})
    {
        players.push_back(std::make_unique<Player>(repository, cache.path()));
        NetClient::Join j;
        j.url = urlOf(server->port());
        j.name = name;
        if (token.isEmpty())
            j.invite = host->invite();
        else
            j.token = token;
        players.back()->client.connectTo(j);
        return *players.back();
    }
};

// A raw connection that speaks whatever the test wants.
struct Raw
{
    QWebSocket socket;
    QStringList received;
    bool closed = false;
    explicit Raw(quint16 port)
    {
        QObject::connect(&socket, &QWebSocket::textMessageReceived,
                         [this](const QString &t) { received << t; });
        QObject::connect(&socket, &QWebSocket::disconnected, [this]() { closed = true; });
        socket.open(urlOf(port));
    }
    bool connected()
    {
        return QTest::qWaitFor(
                [this]() { return socket.state() == QAbstractSocket::ConnectedState; }, 5000);
    }
};

} // namespace

class TestNetGames : public QObject
{
    Q_OBJECT

private slots:
    void wholeGameOverWebSockets();
    void droppedPlayerIsPlayedAndComesBack();
    void desyncHealsByTheHostsLog();
    void hostileConnections();
    void packageWithWrongHashOrBadZip();
    void processesPlayWholeGames_data();
    void processesPlayWholeGames();
    void killedJoinComesBackWithItsToken();
};

void TestNetGames::wholeGameOverWebSockets()
{
    Table t;
    QVERIFY(t.open({QStringLiteral("base")}, {},
                   {QStringLiteral("open"), QStringLiteral("open"), QStringLiteral("open"),
                    QStringLiteral("ai:greedy")}));
    Player &a = t.join(QStringLiteral("Ann"));
    Player &b = t.join(QStringLiteral("Bob"));
    Player &c = t.join(QStringLiteral("Cy"));
    QTRY_VERIFY_WITH_TIMEOUT(a.client.record() && b.client.record() && c.client.record(), 60000);
    const QByteArray record = t.host->game()->record().toBytes();
    for (Player *p : {&a, &b, &c}) {
        QVERIFY2(p->failure.isEmpty(), qPrintable(p->failure));
        QCOMPARE(p->client.record()->toBytes(), record);
    }
    // The record each client holds replays to the host's scores.
    Message error;
    int bad = -1;
    const auto replayed = Game::replay(*a.client.record(), t.repository, nullptr, &error, &bad);
    QVERIFY2(replayed, qPrintable(error.toString()));
    QCOMPARE(replayed->state().hash(), t.host->game()->state().hash());
    // Names and seats as the table showed them.
    QCOMPARE(a.client.table().seats.size(), 4);
    QVERIFY(a.client.table().over);
}

void TestNetGames::droppedPlayerIsPlayedAndComesBack()
{
    Table t;
    QVERIFY(t.open({QStringLiteral("base")}, {}, {QStringLiteral("open"), QStringLiteral("open")},
                   1));
    Player &a = t.join(QStringLiteral("Ann"));
    Player &b = t.join(QStringLiteral("Bob"));
    QTRY_VERIFY_WITH_TIMEOUT(t.host->logSize() >= 4, 20000);
    // Bob goes: after the grace second a computer plays his seat, and the table says so.
    const QString token = b.client.welcome()->token;
    b.playing = false;
    b.client.disconnectFromHost();
    QTRY_VERIFY_WITH_TIMEOUT(a.client.table().seats.size() == 2
                                     && a.client.table().seats[1].status
                                             == QLatin1String("computer"),
                             10000);
    const int before = t.host->logSize();
    QTRY_VERIFY_WITH_TIMEOUT(t.host->logSize() >= before + 4, 20000);
    // Bob comes back with his token: his seat again, and he plays to the end.
    Player &back = t.join(QStringLiteral("Bob"), token);
    QTRY_VERIFY_WITH_TIMEOUT(back.client.welcome().has_value(), 10000);
    QCOMPARE(back.client.seat(), 1);
    QTRY_VERIFY_WITH_TIMEOUT(a.client.table().seats[1].status == QLatin1String("here"), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(a.client.record() && back.client.record(), 60000);
    QCOMPARE(back.client.record()->toBytes(), t.host->game()->record().toBytes());
    QVERIFY(t.host->game()->record().toBytes().size() > 0);
}

void TestNetGames::desyncHealsByTheHostsLog()
{
    Table t;
    QVERIFY(t.open({QStringLiteral("base")}, {}, {QStringLiteral("open"), QStringLiteral("open")}));
    Player &a = t.join(QStringLiteral("Ann"));
    Player &b = t.join(QStringLiteral("Bob"));
    a.playing = false;
    b.playing = false;
    QTRY_VERIFY_WITH_TIMEOUT(a.client.game() && b.client.game(), 10000);
    // Ann plays one turn; Bob's copy then takes it as another one (a fault injected).
    a.playing = true;
    a.play();
    QTRY_COMPARE_WITH_TIMEOUT(b.client.game()->logSize(), 1, 10000);
    // A legal first turn other than Ann's, from the position before it.
    GameRecord first = t.host->game()->record();
    first.moves.clear();
    Message error;
    int bad = -1;
    auto start = Game::replay(first, t.repository, nullptr, &error, &bad);
    QVERIFY(start);
    EventList events;
    QVERIFY(start->apply(start->state().legalMoves().back(), events));
    QVERIFY(start->record().moves.last() != t.host->game()->record().moves.first());
    QVERIFY(b.client.tamper(start->record().moves.last()));
    // The next turn shows it, Bob asks for the whole log and his copy is the host's again.
    b.playing = true;
    b.play();
    QTRY_VERIFY_WITH_TIMEOUT(a.client.record() && b.client.record(), 60000);
    QCOMPARE(b.client.resyncCount(), 1);
    QVERIFY2(b.failure.isEmpty(), qPrintable(b.failure));
    QCOMPARE(b.client.record()->toBytes(), t.host->game()->record().toBytes());
}

void TestNetGames::hostileConnections()
{
    Table t;
    HostServer::Limits limits;
    limits.maxPerAddress = 6;
    QVERIFY(t.open({QStringLiteral("base")}, {}, {QStringLiteral("open"), QStringLiteral("open")},
                   60, limits));
    Player &a = t.join(QStringLiteral("Ann"));
    QTRY_VERIFY_WITH_TIMEOUT(a.client.welcome().has_value(), 5000);
    const quint16 port = t.server->port();
    // Garbage, a truncated message, an unknown type, a binary frame: refused, closed.
    const QStringList bad{
            QStringLiteral("garbage"), QStringLiteral("{\"type\":\"hello\""),
            QStringLiteral("{\"type\":\"launch\"}"),
            QStringLiteral("{\"type\":\"hello\",\"protocol\":1,\"name\":\"x\",\"extra\":1}")};
    for (const QString &frame : bad) {
        Raw r(port);
        QVERIFY(r.connected());
        r.socket.sendTextMessage(frame);
        QTRY_VERIFY_WITH_TIMEOUT(r.closed, 5000);
        QVERIFY(!r.received.isEmpty());
        QVERIFY2(r.received.front().contains(QStringLiteral("\"refused\"")),
                 qPrintable(r.received.front()));
    }
    {
        Raw r(port);
        QVERIFY(r.connected());
        r.socket.sendBinaryMessage(QByteArray("\x01\x02", 2));
        QTRY_VERIFY_WITH_TIMEOUT(r.closed, 5000);
    }
    // An oversized frame: the connection is closed before the message is read.
    {
        Raw r(port);
        QVERIFY(r.connected());
        r.socket.sendTextMessage(QString(protocol::kMaxFrameBytes + 10, QLatin1Char('x')));
        QTRY_VERIFY_WITH_TIMEOUT(r.closed, 5000);
    }
    // A flood: past the rate, refused and closed (a spectator, so each message is read).
    {
        Raw r(port);
        QVERIFY(r.connected());
        r.socket.sendTextMessage(
                QStringLiteral(
                        "{\"type\":\"hello\",\"protocol\":1,\"name\":\"W\",\"spectate\":\"%1\"}")
                        .arg(t.host->spectateCode()));
        for (int i = 0; i < protocol::kMessagesPerWindow + 20; ++i)
            r.socket.sendTextMessage(QStringLiteral("{\"type\":\"resync\",\"from\":0}"));
        QTRY_VERIFY_WITH_TIMEOUT(r.closed, 5000);
        QVERIFY(r.received.join(QString()).contains(QStringLiteral("\"rate\"")));
    }
    // A wrong token and a wrong invite: refused with a message, closed.
    {
        Raw r(port);
        QVERIFY(r.connected());
        r.socket.sendTextMessage(QStringLiteral(
                "{\"type\":\"hello\",\"protocol\":1,\"name\":\"E\",\"token\":\"nope\"}"));
        QTRY_VERIFY_WITH_TIMEOUT(r.closed, 5000);
        QVERIFY(r.received.join(QString()).contains(QStringLiteral("\"code\"")));
    }
    // Connections per address are capped.
    std::vector<std::unique_ptr<Raw>> many;
    for (int i = 0; i < limits.maxPerAddress + 1; ++i)
        many.push_back(std::make_unique<Raw>(port));
    QTRY_VERIFY_WITH_TIMEOUT(std::any_of(many.begin(), many.end(),
                                         [](const auto &r) {
                                             return r->received.join(QString()).contains(
                                                     QStringLiteral("\"full\""));
                                         }),
                             5000);
    many.clear();
    // Through it all the table is as it was and Ann still at it.
    QCOMPARE(t.host->logSize(), 0);
    QVERIFY(a.failure.isEmpty());
    QVERIFY(!t.host->started());
}

void TestNetGames::packageWithWrongHashOrBadZip()
{
    // A host that offers a package and sends bytes that are not it.
    for (const bool wrongHash : {true, false}) {
        QWebSocketServer fake(QStringLiteral("fake"), QWebSocketServer::NonSecureMode);
        QVERIFY(fake.listen(kLoopback, 0));
        const QByteArray bytes("PK\x03\x04 not a zip at all", 22);
        const QString sha = wrongHash
                ? QString(64, QLatin1Char('a'))
                : QString::fromLatin1(
                        QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
        QWebSocket *peer = nullptr;
        QObject::connect(&fake, &QWebSocketServer::newConnection, [&]() {
            peer = fake.nextPendingConnection();
            QObject::connect(
                    peer, &QWebSocket::textMessageReceived, [&, peer](const QString &text) {
                        if (text.contains(QStringLiteral("\"hello\""))) {
                            Welcome w;
                            w.seat = 0;
                            w.token = QStringLiteral("T");
                            w.packages = {{QStringLiteral("evil"), sha, bytes.size()}};
                            peer->sendTextMessage(QString::fromUtf8(MessageCodec::encode(w)));
                        } else if (text.contains(QStringLiteral("\"fetch\""))) {
                            PackageData d;
                            d.id = QStringLiteral("evil");
                            d.total = bytes.size();
                            d.data = bytes;
                            peer->sendTextMessage(QString::fromUtf8(MessageCodec::encode(d)));
                        }
                    });
        });
        PackageRepository repository;
        QTemporaryDir cache;
        NetClient client(repository, cache.path());
        QSignalSpy failed(&client, &NetClient::failed);
        NetClient::Join j;
        j.url = urlOf(fake.serverPort());
        j.invite = QStringLiteral("X");
        client.connectTo(j);
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, 5000);
        const QString why = failed.front().front().value<Message>().toString();
        QVERIFY2(why.contains(wrongHash ? QStringLiteral("does not match its hash")
                                        : QStringLiteral("cannot be played")),
                 qPrintable(why));
        // Nothing was kept from it, and nothing under the package's name.
        QCOMPARE(QDir(cache.path()).entryList(QDir::Files).size(), 0);
        QVERIFY(!repository.availableIds().contains(QStringLiteral("evil")));
    }
}

void TestNetGames::processesPlayWholeGames_data()
{
    QTest::addColumn<QString>("packages");
    QTest::addColumn<QString>("rules");
    QTest::newRow("base") << QStringLiteral("base") << QString();
    QTest::newRow("traders-builders") << QStringLiteral("traders-builders") << QString();
    QTest::newRow("mayflower") << QStringLiteral("mayflower") << QString();
    QTest::newRow("mist level 5") << QStringLiteral("mist") << QStringLiteral("mistLevel=5");
    // A package as the editor saves it (PackageWriter's zip), under an id no joiner has.
    QTest::newRow("editor package") << QStringLiteral("editor-made") << QString();
}

void TestNetGames::processesPlayWholeGames()
{
    // One host process and three join processes, as people would run them.
    QFETCH(QString, packages);
    QFETCH(QString, rules);
    QTemporaryDir dir;
    if (packages == QLatin1String("editor-made")) {
        PackageReader reader;
        auto p = reader.read(QStringLiteral(CARCASSONNE_SOURCE_DIR "/resources/packages/wells"));
        QVERIFY(p);
        p->id = packages;
        p->name = {{QStringLiteral("en"), QStringLiteral("Made in the editor")}};
        packages = dir.filePath(QStringLiteral("editor-made.zip"));
        QVERIFY(PackageWriter().writeZip(*p, packages));
    }
    QProcess host;
    QStringList args{QStringLiteral("host"),
                     QStringLiteral("--packages"),
                     packages,
                     QStringLiteral("--seats"),
                     QStringLiteral("open,open,open"),
                     QStringLiteral("--out"),
                     dir.filePath(QStringLiteral("host.json")),
                     QStringLiteral("--timeout"),
                     QStringLiteral("240")};
    if (!rules.isEmpty())
        args << QStringLiteral("--rules") << rules;
    host.start(QStringLiteral(CARCASSONNE_CLI), args);
    QVERIFY(host.waitForStarted());
    QVERIFY(host.waitForReadyRead(10000));
    const QString invite =
            QString::fromUtf8(host.readLine()).trimmed().section(QLatin1Char(' '), 1);
    QVERIFY2(invite.startsWith(QStringLiteral("carcassonne://127.0.0.1:")), qPrintable(invite));
    std::vector<std::unique_ptr<QProcess>> joins;
    for (int i = 0; i < 3; ++i) {
        joins.push_back(std::make_unique<QProcess>());
        // Each its own cache folder: a package made in the editor travels to each.
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_CACHE_HOME"),
                   dir.filePath(QStringLiteral("cache%1").arg(i)));
        joins.back()->setProcessEnvironment(env);
        joins.back()->start(QStringLiteral(CARCASSONNE_CLI),
                            {QStringLiteral("join"), invite, QStringLiteral("--name"),
                             QStringLiteral("P%1").arg(i), QStringLiteral("--out"),
                             dir.filePath(QStringLiteral("join%1.json").arg(i)),
                             QStringLiteral("--timeout"), QStringLiteral("240")});
    }
    for (auto &j : joins) {
        QVERIFY(j->waitForFinished(240000));
        QVERIFY2(j->exitCode() == 0, j->readAllStandardError().constData());
    }
    QVERIFY(host.waitForFinished(30000));
    QVERIFY2(host.exitCode() == 0, host.readAllStandardError().constData());
    QFile h(dir.filePath(QStringLiteral("host.json")));
    QVERIFY(h.open(QIODevice::ReadOnly));
    const QByteArray record = h.readAll();
    QVERIFY(record.contains("\"seed\""));
    if (packages.endsWith(QLatin1String(".zip")))
        QVERIFY(record.contains("editor-made/"));
    for (int i = 0; i < 3; ++i) {
        QFile f(dir.filePath(QStringLiteral("join%1.json").arg(i)));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), record);
    }
    // The record replays (with the package from its zip where it is not installed).
    PackageRepository repository;
    Problems problems;
    if (packages.endsWith(QLatin1String(".zip")))
        QVERIFY(repository.addPath(packages, &problems));
    Message error;
    const auto parsed = GameRecord::fromJson(record, &error);
    QVERIFY2(parsed, qPrintable(error.toString()));
    int bad = -1;
    QVERIFY2(Game::replay(*parsed, repository, nullptr, &error, &bad),
             qPrintable(error.toString()));
}

void TestNetGames::killedJoinComesBackWithItsToken()
{
    QTemporaryDir dir;
    QProcess host;
    host.start(QStringLiteral(CARCASSONNE_CLI),
               {QStringLiteral("host"), QStringLiteral("--seats"), QStringLiteral("open,open"),
                QStringLiteral("--grace"), QStringLiteral("3600"), QStringLiteral("--out"),
                dir.filePath(QStringLiteral("host.json")), QStringLiteral("--timeout"),
                QStringLiteral("240")});
    QVERIFY(host.waitForReadyRead(10000));
    const QString invite =
            QString::fromUtf8(host.readLine()).trimmed().section(QLatin1Char(' '), 1);
    // Ann joins as a process that plays; Bob as a scripted player who never answers, then is
    // killed mid-game.
    QProcess ann;
    ann.start(QStringLiteral(CARCASSONNE_CLI),
              {QStringLiteral("join"), invite, QStringLiteral("--name"), QStringLiteral("Ann"),
               QStringLiteral("--out"), dir.filePath(QStringLiteral("ann.json"))});
    QProcess bob;
    bob.start(QStringLiteral(CARCASSONNE_CLI),
              {QStringLiteral("join"), invite, QStringLiteral("--name"), QStringLiteral("Bob"),
               QStringLiteral("--player"), QStringLiteral("stdin")});
    QVERIFY(bob.waitForStarted());
    // Bob's token from his stderr; then he is asked for a turn and plays one line, then dies.
    QByteArray bobErr;
    QString token;
    QTRY_VERIFY2_WITH_TIMEOUT((bobErr += bob.readAllStandardError(),
                               token = QString::fromUtf8(bobErr)
                                               .section(QStringLiteral("token "), 1)
                                               .section(QLatin1Char('\n'), 0, 0)
                                               .trimmed(),
                               !token.isEmpty()),
                              bobErr.constData(), 15000);
    QTRY_VERIFY_WITH_TIMEOUT(bob.canReadLine() || bob.waitForReadyRead(100), 20000);
    const QString ask = QString::fromUtf8(bob.readLine());
    QVERIFY2(ask.startsWith(QStringLiteral("turn ")), qPrintable(ask));
    bob.kill();
    QVERIFY(bob.waitForFinished(5000));
    // Bob starts again with his token and a computer player: back in his seat, to the end.
    QProcess again;
    again.start(QStringLiteral(CARCASSONNE_CLI),
                {QStringLiteral("join"), invite, QStringLiteral("--token"), token,
                 QStringLiteral("--out"), dir.filePath(QStringLiteral("bob.json"))});
    QVERIFY(again.waitForFinished(120000));
    QVERIFY2(again.exitCode() == 0, again.readAllStandardError().constData());
    QVERIFY(ann.waitForFinished(30000));
    QVERIFY(host.waitForFinished(30000));
    QCOMPARE(host.exitCode(), 0);
    QFile a(dir.filePath(QStringLiteral("ann.json")));
    QFile b(dir.filePath(QStringLiteral("bob.json")));
    QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
    QCOMPARE(a.readAll(), b.readAll());
}

QTEST_GUILESS_MAIN(TestNetGames)
#include "tst_netgames.moc"
