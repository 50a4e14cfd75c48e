// carcassonne-server as a user runs it: bad options, the address it prints, SIGTERM, and a game
// played over 127.0.0.1 with the server killed halfway and started again on its data folder.

#include "ai/botfactory.h"
#include "content/packagerepository.h"
#include "net/netclient.h"
#include "record/game.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <vector>

using namespace carcassonne;

namespace {

constexpr int kStartMs = 30000;
constexpr int kGameMs = 60000;
// A bound on the turns of one seat in a base game (71 tiles, two seats): a loop never spins.
constexpr int kMaxTurns = 200;

// A whole turn for the seat to move, as a record's turn: a greedy bot plays it on a copy of the
// client's game (tile, then figure or choices) until the next turn begins.
QJsonObject chooseTurn(const Game &game, quint64 seed)
{
    Game copy = game;
    const auto bot = BotFactory::create(QStringLiteral("ai:greedy"), seed);
    bool first = true;
    while (!copy.state().gameOver()
           && (first || copy.state().phase() != GameState::Phase::PlaceTile)) {
        first = false;
        EventList events;
        if (!copy.apply(bot->choose(copy.state()), events))
            return {};
    }
    return copy.record().moves.last();
}

// What a client is doing, for a failure's message.
QByteArray describe(const NetClient &client, const QString &failure)
{
    return QStringLiteral("seat %1, log %2, my turn %3, over %4, failed: '%5'")
            .arg(client.seat())
            .arg(client.game() ? client.game()->logSize() : -1)
            .arg(client.myTurn())
            .arg(client.game() && client.game()->state().gameOver())
            .arg(failure)
            .toUtf8();
}

} // namespace

class TestServer : public QObject
{
    Q_OBJECT

private slots:
    void cleanup();
    void badOptions_data();
    void badOptions();
    void helpAndVersion();
    void bindsLoopbackByDefaultAndStopsOnSigterm();
    void resumesAfterAKillAndFinishes();
    void servesPackagesFromItsFolder();

private:
    // Starts the server; its first stdout line (the address) in `line`, empty when none came.
    QProcess *start(const QStringList &args, QString *line);
    // Plays the "you" seat's turns, `turns` of them (or to the end with -1), each a greedy
    // bot's choice on a copy of the client's game.
    void play(NetClient &client, int turns, const QString &failure);

    std::vector<std::unique_ptr<QProcess>> m_servers;
};

void TestServer::cleanup()
{
    for (const auto &p : m_servers) {
        if (p->state() != QProcess::NotRunning) {
            p->kill();
            p->waitForFinished(10000);
        }
    }
    m_servers.clear();
}

QProcess *TestServer::start(const QStringList &args, QString *line)
{
    auto process = std::make_unique<QProcess>();
    process->setProgram(QStringLiteral(CARCASSONNE_SERVER));
    process->setArguments(args);
    process->start();
    line->clear();
    if (process->waitForStarted(kStartMs)) {
        // Bounded: the line comes at once, or the program has stopped.
        QDeadlineTimer deadline(kStartMs);
        while (!process->canReadLine() && !deadline.hasExpired()
               && process->state() == QProcess::Running)
            process->waitForReadyRead(100);
        if (process->canReadLine())
            *line = QString::fromUtf8(process->readLine()).trimmed();
    }
    m_servers.push_back(std::move(process));
    return m_servers.back().get();
}

void TestServer::play(NetClient &client, int turns, const QString &failure)
{
    for (int played = 0; turns < 0 || played < turns; ++played) {
        QVERIFY2(played < kMaxTurns, describe(client, failure));
        QTRY_VERIFY2_WITH_TIMEOUT(client.myTurn()
                                          || (client.game() && client.game()->state().gameOver())
                                          || !failure.isEmpty(),
                                  describe(client, failure), kGameMs);
        QVERIFY2(failure.isEmpty(), describe(client, failure));
        if (!client.myTurn())
            return; // over
        const int before = client.game()->logSize();
        const QJsonObject turn = chooseTurn(client.game()->game(), 1000 + quint64(before));
        QVERIFY2(!turn.isEmpty(), describe(client, failure));
        client.sendTurn(turn);
        QTRY_VERIFY2_WITH_TIMEOUT(client.game()->logSize() > before || !failure.isEmpty(),
                                  describe(client, failure), kGameMs);
    }
}

void TestServer::badOptions_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("unknown option") << QStringList{QStringLiteral("--bogus")};
    QTest::newRow("positional") << QStringList{QStringLiteral("serve")};
    QTest::newRow("port without value") << QStringList{QStringLiteral("--port")};
    QTest::newRow("port not a number")
            << QStringList{QStringLiteral("--port"), QStringLiteral("abc")};
    QTest::newRow("port too large") << QStringList{QStringLiteral("--port=70000")};
    QTest::newRow("bind not an address")
            << QStringList{QStringLiteral("--bind"), QStringLiteral("somewhere")};
    QTest::newRow("max-games 0") << QStringList{QStringLiteral("--max-games"), QStringLiteral("0")};
    QTest::newRow("max-connections negative")
            << QStringList{QStringLiteral("--max-connections"), QStringLiteral("-1")};
    QTest::newRow("max-per-address not a number")
            << QStringList{QStringLiteral("--max-per-address"), QStringLiteral("many")};
    QTest::newRow("stand-in unknown")
            << QStringList{QStringLiteral("--stand-in"), QStringLiteral("ai:nobody")};
    QTest::newRow("packages-dir missing") << QStringList{
            QStringLiteral("--packages-dir"), QStringLiteral("/nonexistent/carcassonne/packages")};
    QTest::newRow("help with a value") << QStringList{QStringLiteral("--help=yes")};
}

void TestServer::badOptions()
{
    QFETCH(QStringList, args);
    QProcess process;
    process.start(QStringLiteral(CARCASSONNE_SERVER), args);
    QVERIFY(process.waitForFinished(kStartMs));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 2);
    QVERIFY(process.readAllStandardOutput().isEmpty()); // never a listening line
    const QByteArray err = process.readAllStandardError();
    QVERIFY2(err.contains("usage: carcassonne-server"), err.constData());
}

void TestServer::helpAndVersion()
{
    QProcess help;
    help.start(QStringLiteral(CARCASSONNE_SERVER), {QStringLiteral("--help")});
    QVERIFY(help.waitForFinished(kStartMs));
    QCOMPARE(help.exitCode(), 0);
    const QByteArray usage = help.readAllStandardOutput();
    for (const char *option : {"--port", "--bind", "--max-games", "--max-connections",
                               "--max-per-address", "--data-dir", "--stand-in", "--packages-dir"})
        QVERIFY2(usage.contains(option), option);

    QProcess version;
    version.start(QStringLiteral(CARCASSONNE_SERVER), {QStringLiteral("--version")});
    QVERIFY(version.waitForFinished(kStartMs));
    QCOMPARE(version.exitCode(), 0);
    QVERIFY(version.readAllStandardOutput().startsWith("carcassonne-server "));
}

void TestServer::bindsLoopbackByDefaultAndStopsOnSigterm()
{
    QString line;
    QProcess *server = start({QStringLiteral("--port"), QStringLiteral("0")}, &line);
    QVERIFY2(line.startsWith(QLatin1String("listening on ws://127.0.0.1:")), qPrintable(line));
    const QUrl url(line.mid(int(qstrlen("listening on "))));
    QVERIFY(url.port() > 0);
    QCOMPARE(url.host(), QStringLiteral("127.0.0.1"));

    server->terminate(); // SIGTERM: a clean stop, exit code 0
    QVERIFY(server->waitForFinished(kStartMs));
    QCOMPARE(server->exitStatus(), QProcess::NormalExit);
    QCOMPARE(server->exitCode(), 0);
    QVERIFY(server->readAllStandardOutput().isEmpty()); // one line on stdout, no more
}

void TestServer::resumesAfterAKillAndFinishes()
{
    QTemporaryDir data;
    QTemporaryDir cache;
    QVERIFY(data.isValid() && cache.isValid());
    const QStringList args{QStringLiteral("--port"),     QStringLiteral("0"),
                           QStringLiteral("--bind"),     QStringLiteral("127.0.0.1"),
                           QStringLiteral("--data-dir"), data.path(),
                           QStringLiteral("--stand-in"), QStringLiteral("ai:greedy")};

    QString line;
    QProcess *first = start(args, &line);
    QByteArray err = first->readAllStandardError();
    QVERIFY2(line.startsWith(QLatin1String("listening on ws://127.0.0.1:")), err.constData());
    QTRY_VERIFY2_WITH_TIMEOUT(
            (err += first->readAllStandardError()).contains("resumed 0 tables from"),
            err.constData(), kStartMs);

    PackageRepository repository;
    QString failure;
    auto client = std::make_unique<NetClient>(repository, cache.path());
    connect(client.get(), &NetClient::failed, this,
            [&](const Message &why) { failure = why.toString(); });
    NetClient::Join join;
    join.url = QUrl(line.mid(int(qstrlen("listening on "))));
    join.name = QStringLiteral("Ann");
    CreateTable table;
    table.setup = QJsonObject{{QStringLiteral("packages"), QJsonArray{QStringLiteral("base")}}};
    table.seats = {{QStringLiteral("you"), {}}, {QStringLiteral("ai:greedy"), {}}};
    // Longer than the test: no stand-in takes the away seat while the server is down.
    table.grace = 600;
    join.create = table;
    QSignalSpy welcomed(client.get(), &NetClient::welcomed);
    client->connectTo(join);
    QTRY_VERIFY2_WITH_TIMEOUT(welcomed.count() == 1 || !failure.isEmpty(),
                              describe(*client, failure), kStartMs);
    QVERIFY2(failure.isEmpty(), describe(*client, failure));
    QCOMPARE(client->seat(), 0);
    QVERIFY(client->welcome()->creator);
    QVERIFY(!client->welcome()->token.isEmpty());
    client->sendStart();
    QTRY_VERIFY2_WITH_TIMEOUT(client->game() || !failure.isEmpty(), describe(*client, failure),
                              kStartMs);

    play(*client, 6, failure);
    if (QTest::currentTestFailed())
        return;
    // Killed while the host waits for this seat: nothing is in flight, so the table on disk
    // holds the log this client holds.
    QTRY_VERIFY2_WITH_TIMEOUT(client->myTurn(), describe(*client, failure), kGameMs);
    const int logBefore = client->game()->logSize();
    QVERIFY(logBefore >= 12);
    const QString token = client->welcome()->token;
    const int seat = client->seat();
    client.reset();
    first->kill();
    QVERIFY(first->waitForFinished(kStartMs));
    QCOMPARE(QDir(data.path()).entryList({QStringLiteral("*.table.json")}, QDir::Files).size(), 1);

    // A damaged file beside it is told about and passed over.
    QFile broken(QDir(data.path()).filePath(QStringLiteral("broken.table.json")));
    QVERIFY(broken.open(QIODevice::WriteOnly));
    broken.write("{ not a table");
    broken.close();

    QProcess *second = start(args, &line);
    err = second->readAllStandardError();
    QVERIFY2(line.startsWith(QLatin1String("listening on ws://127.0.0.1:")), err.constData());
    QTRY_VERIFY2_WITH_TIMEOUT(
            (err += second->readAllStandardError()).contains("resumed 1 table from"),
            err.constData(), kStartMs);
    QVERIFY2(err.contains("broken.table.json"), err.constData());

    failure.clear();
    NetClient back(repository, cache.path());
    connect(&back, &NetClient::failed, this, [&](const Message &why) { failure = why.toString(); });
    QSignalSpy ended(&back, &NetClient::ended);
    NetClient::Join again;
    again.url = QUrl(line.mid(int(qstrlen("listening on "))));
    again.name = QStringLiteral("Ann");
    again.token = token;
    back.connectTo(again);
    QTRY_VERIFY2_WITH_TIMEOUT((back.game() && back.game()->logSize() == logBefore)
                                      || !failure.isEmpty(),
                              describe(back, failure), kStartMs);
    QVERIFY2(failure.isEmpty(), describe(back, failure));
    QCOMPARE(back.seat(), seat);
    QTRY_VERIFY2_WITH_TIMEOUT(back.myTurn(), describe(back, failure), kGameMs);
    QCOMPARE(back.game()->logSize(), logBefore);

    play(back, -1, failure);
    if (QTest::currentTestFailed())
        return;
    QTRY_VERIFY2_WITH_TIMEOUT(ended.count() == 1 || !failure.isEmpty(), describe(back, failure),
                              kGameMs);
    QVERIFY2(failure.isEmpty(), describe(back, failure));
    QVERIFY(back.game()->state().gameOver());
    QVERIFY(back.record().has_value());
    QCOMPARE(back.record()->moves.size(), back.game()->logSize());
    qInfo("the game ended after %d turns, %d of them before the restart", back.game()->logSize(),
          logBefore);
    // The server keeps the finished game's record beside its tables.
    QTRY_COMPARE_WITH_TIMEOUT(
            QDir(data.path()).entryList({QStringLiteral("*.record.json")}, QDir::Files).size(), 1,
            kStartMs);

    second->terminate();
    QVERIFY(second->waitForFinished(kStartMs));
    QCOMPARE(second->exitStatus(), QProcess::NormalExit);
    QCOMPARE(second->exitCode(), 0);
}

void TestServer::servesPackagesFromItsFolder()
{
    QTemporaryDir cache;
    QVERIFY(cache.isValid());
    // tests/data/packages/good holds "double", which is not built in: only --packages-dir
    // lets a table use it, and the client fetches it from the server.
    QString line;
    start({QStringLiteral("--port"), QStringLiteral("0"), QStringLiteral("--stand-in"),
           QStringLiteral("ai:greedy"), QStringLiteral("--packages-dir"),
           QStringLiteral(CARCASSONNE_TEST_DATA_DIR "/packages/good")},
          &line);
    QVERIFY2(line.startsWith(QLatin1String("listening on ws://127.0.0.1:")), qPrintable(line));

    PackageRepository repository;
    QVERIFY(!repository.availableIds().contains(QStringLiteral("double")));
    QString failure;
    NetClient client(repository, cache.path());
    connect(&client, &NetClient::failed, this,
            [&](const Message &why) { failure = why.toString(); });
    NetClient::Join join;
    join.url = QUrl(line.mid(int(qstrlen("listening on "))));
    join.name = QStringLiteral("Ann");
    CreateTable table;
    table.setup = QJsonObject{{QStringLiteral("packages"), QJsonArray{QStringLiteral("double")}}};
    table.seats = {{QStringLiteral("you"), {}}, {QStringLiteral("ai:greedy"), {}}};
    join.create = table;
    client.connectTo(join);
    QTRY_VERIFY2_WITH_TIMEOUT(client.welcome() || !failure.isEmpty(), describe(client, failure),
                              kStartMs);
    QVERIFY2(failure.isEmpty(), describe(client, failure));
    QCOMPARE(client.welcome()->packages.size(), 1);
    QCOMPARE(client.welcome()->packages.front().id, QStringLiteral("double"));
    client.sendStart();
    play(client, 2, failure);

    // Without the folder the same table is refused.
    QString plainLine;
    start({QStringLiteral("--port"), QStringLiteral("0")}, &plainLine);
    QVERIFY2(plainLine.startsWith(QLatin1String("listening on ws://127.0.0.1:")),
             qPrintable(plainLine));
    NetClient refused(repository, cache.path());
    QSignalSpy refusals(&refused, &NetClient::refused);
    join.url = QUrl(plainLine.mid(int(qstrlen("listening on "))));
    refused.connectTo(join);
    QTRY_VERIFY_WITH_TIMEOUT(refusals.count() >= 1, kStartMs);
    QCOMPARE(refusals.front().front().value<Refusal>().reason, QStringLiteral("create"));
    QVERIFY(!refused.welcome());
}

QTEST_GUILESS_MAIN(TestServer)
#include "tst_server.moc"
