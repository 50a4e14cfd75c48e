// The table's authority without a network: a GameHost driven through its message interface by
// fake connections, each keeping a MirrorGame of the host's log as a client does.
#include "content/packagerepository.h"
#include "net/gamehost.h"
#include "net/mirrorgame.h"
#include "net/publicdraws.h"
#include "nettesting.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDeadlineTimer>
#include <QTest>
#include <QThreadPool>

#include <map>

using namespace carcassonne;
using nettesting::chooseTurn;
using nettesting::setupOf;

namespace {

// One connection's side: what the host sent it, and its copy of the game.
struct Peer
{
    QList<QByteArray> frames;
    QList<HostMessage> inbox;
    std::optional<Welcome> welcome;
    std::optional<MirrorGame> mirror;
    std::optional<GameRecord> record;
    QList<Refusal> refusals;
    QList<ChatLine> chat;
    QString problem; // a desync or an unreadable message
    bool closed = false;
};

class Table
{
public:
    Table(const CreateTable &create, GameHost::Options options)
    {
        QString error;
        m_host = GameHost::create(create, m_repository, options, &error);
        if (!m_host)
            qWarning("%s", qPrintable(error));
        else
            wire();
    }
    Table(std::unique_ptr<GameHost> host) : m_host(std::move(host)) { wire(); }

    GameHost &host() { return *m_host; }
    PackageRepository &repository() { return m_repository; }
    Peer &peer(int c) { return m_peers[c]; }

    void hello(int c, ClientHello h, bool creator = false)
    {
        m_peers[c];
        m_host->hello(c, h, creator);
        pump();
    }
    void send(int c, const ClientMessage &m)
    {
        // Through the codec, as a transport does.
        QString error;
        const auto decoded = MessageCodec::decodeClient(MessageCodec::encode(m), &error);
        QVERIFY2(decoded, qPrintable(error));
        m_host->receive(c, *decoded);
        pump();
    }
    // Reads every connection's inbox into its copy of the game.
    void pump()
    {
        for (auto &[c, p] : m_peers) {
            while (!p.inbox.isEmpty()) {
                const HostMessage m = p.inbox.takeFirst();
                Message why;
                if (const auto *w = std::get_if<Welcome>(&m)) {
                    p.welcome = *w;
                } else if (const auto *g = std::get_if<GameStart>(&m)) {
                    if (!p.mirror) {
                        p.mirror = MirrorGame::start(*g, m_repository, &why);
                        if (!p.mirror)
                            p.problem = why.toString();
                    }
                } else if (const auto *l = std::get_if<LogEntries>(&m)) {
                    for (const auto &e : l->entries) {
                        if (!p.mirror || e.index < p.mirror->logSize())
                            continue;
                        if (p.mirror->apply(e, &why) != MirrorGame::Result::Applied)
                            p.problem = why.toString();
                    }
                } else if (const auto *end = std::get_if<GameEnd>(&m)) {
                    p.record = p.mirror->finish(*end, m_repository, &why);
                    if (!p.record)
                        p.problem = why.toString();
                } else if (const auto *r = std::get_if<Refusal>(&m)) {
                    p.refusals.append(*r);
                } else if (const auto *chat = std::get_if<ChatLine>(&m)) {
                    p.chat.append(*chat);
                }
            }
        }
    }
    // Plays until the game is over: each seated connection plays its turns with a greedy bot
    // on its own copy; the host's computers think on the pool. False on the deadline.
    bool playOut(int ms = 60000, const QList<int> &idle = {})
    {
        QDeadlineTimer deadline(ms);
        while (!m_host->over() && !deadline.hasExpired()) {
            QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
            pump();
            for (auto &[c, p] : m_peers) {
                if (idle.contains(c) || !p.mirror || !p.welcome || p.welcome->seat < 0 || p.closed)
                    continue;
                const GameState &s = p.mirror->state();
                if (!s.gameOver() && s.seatOf(s.currentPlayer()) == p.welcome->seat
                    && p.mirror->logSize() == m_host->logSize()) {
                    send(c,
                         TurnRequest{p.mirror->logSize(),
                                     chooseTurn(p.mirror->game(),
                                                quint64(c * 7919 + p.mirror->logSize()))});
                }
            }
        }
        pump();
        return m_host->over();
    }

private:
    void wire()
    {
        QObject::connect(m_host.get(), &GameHost::send, [this](int c, const QByteArray &frame) {
            Peer &p = m_peers[c];
            p.frames.append(frame);
            QString error;
            const auto m = MessageCodec::decodeHost(frame, &error);
            if (!m)
                p.problem = QStringLiteral("unreadable: ") + error;
            else
                p.inbox.append(*m);
        });
        QObject::connect(m_host.get(), &GameHost::close,
                         [this](int c) { m_peers[c].closed = true; });
    }

    PackageRepository m_repository;
    std::unique_ptr<GameHost> m_host;
    std::map<int, Peer> m_peers;
};

CreateTable table(const QJsonObject &setup, const QStringList &kinds, int grace = 60)
{
    CreateTable t;
    t.setup = setup;
    for (const QString &k : kinds)
        t.seats.append({k, {}});
    t.grace = grace;
    return t;
}

GameHost::Options options(quint64 seed = 7)
{
    GameHost::Options o;
    o.standIn = QStringLiteral("ai:greedy");
    o.seed = seed;
    return o;
}

ClientHello helloWith(const QString &name, const QString &invite = {}, const QString &token = {})
{
    ClientHello h;
    h.name = name;
    h.invite = invite;
    h.token = token;
    return h;
}

// Three friends join with the invite code, and the creator (connection 1) starts.
void seatThreeAndStart(Table &t)
{
    t.hello(1, helloWith(QStringLiteral("Ann")), true);
    t.hello(2, helloWith(QStringLiteral("Bob"), t.host().invite()));
    t.hello(3, helloWith(QStringLiteral("Cy"), t.host().invite()));
    t.send(1, StartGame{});
}

} // namespace

class TestGameHost : public QObject
{
    Q_OBJECT

private slots:
    void wholeGames_data();
    void wholeGames();
    void refusesWhatTheRulesOrSeatsDoNotAllow();
    void codesAndTokens();
    void awaySeatIsPlayedAndTakenBack();
    void leftSeatIsOfferedToSomeoneElse();
    void clockRunsOut();
    void resumesFromItsSave();
    void chatIsCappedAndShared();
    void desyncedCopyIsRebuiltFromTheLog();
    void packagesTravelWithTheirHash();
    void hashIsThePublicState();
    void designersPileIsDealtFromTheHostsSeed();
};

void TestGameHost::wholeGames_data()
{
    QTest::addColumn<QStringList>("packages");
    QTest::addColumn<QStringList>("rules");
    QTest::newRow("base") << QStringList{QStringLiteral("base")} << QStringList{};
    QTest::newRow("traders-builders")
            << QStringList{QStringLiteral("traders-builders")} << QStringList{};
    QTest::newRow("mayflower") << QStringList{QStringLiteral("mayflower")} << QStringList{};
    QTest::newRow("mist level 5") << QStringList{QStringLiteral("mist")}
                                  << QStringList{QStringLiteral("mistLevel=5")};
    QTest::newRow("mist level 6") << QStringList{QStringLiteral("mist")}
                                  << QStringList{QStringLiteral("mistLevel=6")};
}

void TestGameHost::wholeGames()
{
    QFETCH(QStringList, packages);
    QFETCH(QStringList, rules);
    Table t(table(setupOf(packages, rules),
                  {QStringLiteral("you"), QStringLiteral("open"), QStringLiteral("open"),
                   QStringLiteral("ai:greedy")}),
            options(11));
    seatThreeAndStart(t);
    QVERIFY(t.host().started());
    QVERIFY(t.playOut());
    const QByteArray hostRecord = t.host().game()->record().toBytes();
    for (int c = 1; c <= 3; ++c) {
        Peer &p = t.peer(c);
        QVERIFY2(p.problem.isEmpty(), qPrintable(p.problem));
        QVERIFY(p.record);
        QCOMPARE(p.record->toBytes(), hostRecord);
        QCOMPARE(p.mirror->state().hash(), t.host().game()->state().hash());
        for (int player = 0; player < t.host().game()->state().playerCount(); ++player)
            QCOMPARE(p.mirror->state().score(player), t.host().game()->state().score(player));
        // The seed and the pile's order never travel before the end.
        const QByteArray seed = QByteArray::number(t.host().seed());
        qsizetype end = p.frames.size() - 1;
        while (end > 0 && !p.frames[end].contains("\"type\":\"end\""))
            --end;
        for (qsizetype i = 0; i < end; ++i) {
            QVERIFY2(!p.frames[i].contains("\"seed\""), p.frames[i].constData());
            QVERIFY(!p.frames[i].contains("\"deck\""));
        }
        QVERIFY(p.frames[end].contains(seed));
    }
    // The Mist's face-down tiles went out as null, never by their face.
    const int faceDown = int(t.host().game()->state().faceDownCells().size());
    int nulls = 0;
    for (const QByteArray &f : t.peer(2).frames)
        nulls += int(f.count("null"));
    QVERIFY(nulls >= faceDown);
    if (rules.contains(QStringLiteral("mistLevel=5"))
        || rules.contains(QStringLiteral("mistLevel=6")))
        qInfo("face-down tiles: %d", faceDown);
}

void TestGameHost::refusesWhatTheRulesOrSeatsDoNotAllow()
{
    Table t(table(setupOf({QStringLiteral("base")}),
                  {QStringLiteral("you"), QStringLiteral("open"), QStringLiteral("open")}),
            options());
    seatThreeAndStart(t);
    const quint64 before = t.host().game()->state().hash();
    // Ann (seat 0) is to move. Bob's turn for her seat: refused, the game unchanged.
    const QJsonObject turn = chooseTurn(*t.host().game(), 1);
    t.send(2, TurnRequest{0, turn});
    QCOMPARE(t.peer(2).refusals.last().reason, QStringLiteral("seat"));
    // An old or future index.
    t.send(1, TurnRequest{3, turn});
    QCOMPARE(t.peer(1).refusals.last().reason, QStringLiteral("index"));
    // An illegal turn: the tile somewhere it cannot go, or not the tile drawn.
    QJsonObject far = turn;
    far.insert(QStringLiteral("at"), QJsonArray{40, 40});
    t.send(1, TurnRequest{0, far});
    QCOMPARE(t.peer(1).refusals.last().reason, QStringLiteral("illegal"));
    QJsonObject other = turn;
    other.insert(QStringLiteral("tile"), QStringLiteral("base/nothing"));
    t.send(1, TurnRequest{0, other});
    QCOMPARE(t.peer(1).refusals.last().reason, QStringLiteral("illegal"));
    QJsonObject garbage{{QStringLiteral("tile"), 5}, {QStringLiteral("at"), QStringLiteral("x")}};
    t.send(1, TurnRequest{0, garbage});
    QCOMPARE(t.peer(1).refusals.last().reason, QStringLiteral("illegal"));
    QCOMPARE(t.host().logSize(), 0);
    QCOMPARE(t.host().game()->state().hash(), before);
    QVERIFY(!t.peer(1).closed);
    // A second hello, a create, a start by someone else: refused, not fatal.
    t.send(2, ClientHello{});
    QCOMPARE(t.peer(2).refusals.last().reason, QStringLiteral("message"));
    t.send(2, StartGame{});
    QCOMPARE(t.peer(2).refusals.last().reason, QStringLiteral("creator"));
    // Her own turn goes through, and everyone's copy follows.
    t.send(1, TurnRequest{0, turn});
    QCOMPARE(t.host().logSize(), 1);
    for (int c = 1; c <= 3; ++c) {
        QVERIFY2(t.peer(c).problem.isEmpty(), qPrintable(t.peer(c).problem));
        QCOMPARE(t.peer(c).mirror->state().hash(), t.host().game()->state().hash());
    }
    // The same turn again: not Ann's turn any more; Bob's turn for the index it had: refused.
    t.send(1, TurnRequest{1, turn});
    QCOMPARE(t.peer(1).refusals.last().reason, QStringLiteral("seat"));
    t.send(2, TurnRequest{0, chooseTurn(*t.host().game(), 2)});
    QCOMPARE(t.peer(2).refusals.last().reason, QStringLiteral("index"));
    QCOMPARE(t.host().logSize(), 1);
}

void TestGameHost::codesAndTokens()
{
    Table t(table(setupOf({QStringLiteral("base")}),
                  {QStringLiteral("you"), QStringLiteral("open")}),
            options());
    t.hello(1, helloWith(QStringLiteral("Ann")), true);
    // A wrong invite, a wrong token, an old protocol: refused and closed.
    t.hello(2, helloWith(QStringLiteral("Eve"), QStringLiteral("WRONGCODE1")));
    QCOMPARE(t.peer(2).refusals.last().reason, QStringLiteral("invite"));
    QVERIFY(t.peer(2).closed);
    t.hello(3, helloWith(QStringLiteral("Eve"), {}, QStringLiteral("not-a-token")));
    QCOMPARE(t.peer(3).refusals.last().reason, QStringLiteral("token"));
    ClientHello old = helloWith(QStringLiteral("Old"), t.host().invite());
    old.protocol = protocol::kVersion + 1;
    t.hello(4, old);
    QCOMPARE(t.peer(4).refusals.last().reason, QStringLiteral("protocol"));
    QVERIFY(t.peer(4).refusals.last().message.contains(QString::number(protocol::kVersion + 1)));
    // The right invite seats Bob; the table is then full.
    t.hello(5, helloWith(QStringLiteral("Bob"), t.host().invite()));
    QCOMPARE(t.peer(5).welcome->seat, 1);
    t.hello(6, helloWith(QStringLiteral("Dan"), t.host().invite()));
    QCOMPARE(t.peer(6).refusals.last().reason, QStringLiteral("full"));
    // Codes are long enough and differ; tokens are secret per seat.
    QCOMPARE(t.host().invite().size(), 10);
    QVERIFY(t.host().invite() != t.host().spectateCode());
    QCOMPARE(t.peer(5).welcome->token.size(), 32);
    QVERIFY(t.peer(5).welcome->token != t.peer(1).welcome->token);
    // A spectator sees the game and plays nothing.
    t.send(1, StartGame{});
    ClientHello watch;
    watch.name = QStringLiteral("Viv");
    watch.spectate = t.host().spectateCode();
    t.hello(7, watch);
    QCOMPARE(t.peer(7).welcome->seat, -1);
    QVERIFY(t.peer(7).welcome->token.isEmpty());
    QVERIFY(t.peer(7).mirror);
    t.send(7, TurnRequest{0, chooseTurn(*t.host().game(), 1)});
    QCOMPARE(t.peer(7).refusals.last().reason, QStringLiteral("seat"));
}

void TestGameHost::awaySeatIsPlayedAndTakenBack()
{
    Table t(table(setupOf({QStringLiteral("base")}),
                  {QStringLiteral("you"), QStringLiteral("open"), QStringLiteral("open")}, 1),
            options());
    seatThreeAndStart(t);
    const QString bobToken = t.peer(2).welcome->token;
    // Bob's connection drops: he is away, then after the grace time a computer plays for him.
    t.host().disconnected(2);
    t.playOut(2500); // a few rounds with Bob away; the game need not end in them
    QVERIFY(t.host().logSize() > 3);
    bool byComputer = false;
    bool shownAsComputer = false; // the table told the others a computer plays Bob's seat
    for (const QByteArray &f : t.peer(1).frames) {
        byComputer = byComputer || f.contains("\"by\":\"computer\"");
        QString error;
        if (const auto m = MessageCodec::decodeHost(f, &error)) {
            if (const auto *table = std::get_if<TableUpdate>(&*m))
                shownAsComputer = shownAsComputer
                        || (table->seats.size() == 3
                            && table->seats[1].status == QLatin1String("computer"));
        }
    }
    QVERIFY(byComputer);
    QVERIFY(shownAsComputer);
    // Bob comes back with his token on a new connection: his seat, the log from where he was.
    ClientHello back = helloWith(QStringLiteral("Bob"), {}, bobToken);
    back.last = t.peer(2).mirror->logSize() - 1;
    t.peer(12).mirror = std::move(t.peer(2).mirror);
    t.hello(12, back);
    QCOMPARE(t.peer(12).welcome->seat, 1);
    QVERIFY2(t.peer(12).problem.isEmpty(), qPrintable(t.peer(12).problem));
    QCOMPARE(t.peer(12).mirror->logSize(), t.host().logSize());
    QVERIFY(t.playOut());
    QVERIFY(t.peer(12).record);
    QCOMPARE(t.peer(12).record->toBytes(), t.host().game()->record().toBytes());
}

void TestGameHost::leftSeatIsOfferedToSomeoneElse()
{
    Table t(table(setupOf({QStringLiteral("base")}),
                  {QStringLiteral("you"), QStringLiteral("open"), QStringLiteral("open")}),
            options());
    seatThreeAndStart(t);
    const QString bobToken = t.peer(2).welcome->token;
    // Before anyone left, nothing is offered; nor by anyone but the creator.
    t.send(1, OfferSeat{1});
    QCOMPARE(t.peer(1).refusals.last().reason, QStringLiteral("seat"));
    // Bob leaves for good: the computer plays his seat.
    t.send(2, LeaveTable{});
    QCOMPARE(t.host().table().seats[1].status, QStringLiteral("left"));
    t.send(3, OfferSeat{1});
    QCOMPARE(t.peer(3).refusals.last().reason, QStringLiteral("creator"));
    // Nobody new may sit while no seat is offered.
    t.hello(20, helloWith(QStringLiteral("Di"), t.host().invite()));
    QCOMPARE(t.peer(20).refusals.last().reason, QStringLiteral("started"));
    // The creator offers it: open, played by the computer until Di sits down with the invite.
    // A seat past the table's, or a field the message does not have, never reaches it.
    QString error;
    QVERIFY(!MessageCodec::decodeClient(QByteArrayLiteral(R"({"type":"offer","seat":6})"), &error));
    QVERIFY(!MessageCodec::decodeClient(QByteArrayLiteral(R"({"type":"offer","seat":-1})"),
                                        &error));
    QVERIFY(!MessageCodec::decodeClient(QByteArrayLiteral(R"({"type":"offer"})"), &error));
    QVERIFY(!MessageCodec::decodeClient(
            QByteArrayLiteral(R"({"type":"offer","seat":1,"token":"x"})"), &error));
    t.send(1, OfferSeat{1});
    QCOMPARE(t.host().table().seats[1].status, QStringLiteral("open"));
    t.playOut(1500);
    const int before = t.host().logSize();
    QVERIFY(before > 3);
    t.hello(21, helloWith(QStringLiteral("Di"), t.host().invite()));
    QVERIFY(t.peer(21).welcome);
    QCOMPARE(t.peer(21).welcome->seat, 1);
    QVERIFY2(t.peer(21).problem.isEmpty(), qPrintable(t.peer(21).problem));
    QVERIFY(t.peer(21).mirror); // the game so far
    QCOMPARE(t.peer(21).mirror->logSize(), t.host().logSize());
    QCOMPARE(t.host().table().seats[1].status, QStringLiteral("here"));
    // Bob's old token no longer opens the seat.
    t.hello(22, helloWith(QStringLiteral("Bob"), {}, bobToken));
    QCOMPARE(t.peer(22).refusals.last().reason, QStringLiteral("token"));
    QVERIFY(t.playOut());
    QVERIFY(t.peer(21).record);
    QCOMPARE(t.peer(21).record->toBytes(), t.host().game()->record().toBytes());
}

void TestGameHost::clockRunsOut()
{
    CreateTable c = table(setupOf({QStringLiteral("base")}),
                          {QStringLiteral("you"), QStringLiteral("ai:greedy")});
    c.bank = 1;
    c.increment = 0;
    Table t(c, options());
    t.hello(1, helloWith(QStringLiteral("Ann")), true);
    t.send(1, StartGame{});
    // Ann never moves: her bank of one second runs out and the computer plays her turn.
    QDeadlineTimer deadline(5000);
    while (t.host().logSize() < 1 && !deadline.hasExpired()) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        t.pump();
    }
    QVERIFY(t.host().logSize() >= 1);
    QVERIFY(t.peer(1).frames.join().contains("\"by\":\"clock\""));
}

void TestGameHost::resumesFromItsSave()
{
    Table t(table(setupOf({QStringLiteral("base")}),
                  {QStringLiteral("you"), QStringLiteral("open"), QStringLiteral("ai:greedy")}),
            options(5));
    seatThreeAndStart(t);
    QDeadlineTimer deadline(20000);
    while (t.host().logSize() < 7 && !deadline.hasExpired()) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
        t.pump();
        t.playOut(10);
    }
    // Wait for a moment where no computer is thinking: the save is taken between turns.
    const QByteArray saved = t.host().save();
    QString error;
    PackageRepository repository;
    auto resumed = GameHost::resume(saved, repository, options(5), &error);
    QVERIFY2(resumed, qPrintable(error));
    QCOMPARE(resumed->logSize(), t.host().logSize());
    QCOMPARE(resumed->game()->state().hash(), t.host().game()->state().hash());
    QCOMPARE(resumed->invite(), t.host().invite());
    QCOMPARE(resumed->tokens(), t.host().tokens());
    // A damaged save is refused with a reason.
    QVERIFY(!GameHost::resume(saved.left(saved.size() / 2), repository, options(5), &error));
    QVERIFY(!error.isEmpty());
    QByteArray other = saved;
    other.replace("\"by\":\"player\"", "\"by\":\"nobody\"");
    QVERIFY(!GameHost::resume(other, repository, options(5), &error));
    // Players come back with their tokens and finish.
    Table r(std::move(resumed));
    const QString annToken = t.peer(1).welcome->token;
    r.hello(1, helloWith(QStringLiteral("Ann"), {}, annToken));
    r.hello(2, helloWith(QStringLiteral("Bob"), {}, t.peer(2).welcome->token));
    QCOMPARE(r.peer(1).welcome->seat, 0);
    QCOMPARE(r.peer(2).welcome->seat, 1);
    QVERIFY(r.playOut());
    QVERIFY(r.peer(1).record);
}

void TestGameHost::chatIsCappedAndShared()
{
    Table t(table(setupOf({QStringLiteral("base")}),
                  {QStringLiteral("you"), QStringLiteral("open")}),
            options());
    t.hello(1, helloWith(QStringLiteral("Ann")), true);
    t.hello(2, helloWith(QStringLiteral("Bob"), t.host().invite()));
    t.send(1, ChatSend{QStringLiteral("hello Bob")});
    QCOMPARE(t.peer(2).chat.size(), 1);
    QCOMPARE(t.peer(2).chat.last().name, QStringLiteral("Ann"));
    QCOMPARE(t.peer(2).chat.last().text, QStringLiteral("hello Bob"));
    for (int i = 0; i < protocol::kChatsPerWindow; ++i)
        t.send(1, ChatSend{QStringLiteral("spam %1").arg(i)});
    QCOMPARE(t.peer(1).refusals.last().reason, QStringLiteral("rate"));
    QCOMPARE(t.peer(2).chat.size(), protocol::kChatsPerWindow);
    // Too long or empty lines never reach the table (the codec refuses them).
    QString error;
    QVERIFY(!MessageCodec::decodeClient(
            MessageCodec::encode(ChatSend{QString(protocol::kMaxChatLength + 1, QLatin1Char('x'))}),
            &error));
    QVERIFY(!MessageCodec::decodeClient(MessageCodec::encode(ChatSend{QStringLiteral("  ")}),
                                        &error));
}

void TestGameHost::desyncedCopyIsRebuiltFromTheLog()
{
    Table t(table(setupOf({QStringLiteral("base")}),
                  {QStringLiteral("you"), QStringLiteral("open")}),
            options(3));
    t.hello(1, helloWith(QStringLiteral("Ann")), true);
    t.hello(2, helloWith(QStringLiteral("Bob"), t.host().invite()));
    t.send(1, StartGame{});
    // Bob's copy takes Ann's first turn as another one (a faulty client): Bob's own turn then
    // does not give the host's hash there.
    Peer &bob = t.peer(2);
    const QJsonObject turn = chooseTurn(*t.host().game(), 1);
    Game other = *t.host().game();
    const MoveList moves = other.state().legalMoves();
    EventList events;
    QVERIFY(other.apply(moves.back(), events));
    QVERIFY(other.record().moves.last() != turn);
    t.send(1, TurnRequest{0, turn});
    QVERIFY(bob.mirror->tamper(other.record().moves.last()));
    QVERIFY(bob.problem.isEmpty());
    t.send(2, TurnRequest{1, chooseTurn(*t.host().game(), 2)});
    QCOMPARE(t.host().logSize(), 2);
    QVERIFY(!bob.problem.isEmpty());
    // The host's whole log, and the copy made again from it: in step.
    QList<LogEntries::Entry> log;
    for (const QByteArray &f : t.peer(1).frames) {
        QString error;
        if (const auto m = MessageCodec::decodeHost(f, &error)) {
            if (const auto *l = std::get_if<LogEntries>(&*m))
                log.append(l->entries);
        }
    }
    Message why;
    QCOMPARE(bob.mirror->rebuild(log, &why), MirrorGame::Result::Applied);
    QCOMPARE(bob.mirror->state().hash(), t.host().game()->state().hash());
    // A log that is not the host's (a turn changed) is a second mismatch.
    QList<LogEntries::Entry> wrong = log;
    wrong[0].hash = QStringLiteral("0000000000000000");
    QCOMPARE(bob.mirror->rebuild(wrong, &why), MirrorGame::Result::Desync);
}

void TestGameHost::packagesTravelWithTheirHash()
{
    // A package from a folder (not built in) is offered as a zip with its SHA-256.
    PackageRepository repository;
    Problems problems;
    const auto id = repository.addPath(
            QStringLiteral(CARCASSONNE_SOURCE_DIR "/resources/packages/wells"), &problems);
    QVERIFY(id);
    QString error;
    auto host =
            GameHost::create(table(setupOf({*id}), {QStringLiteral("you"), QStringLiteral("open")}),
                             repository, options(), &error);
    QVERIFY2(host, qPrintable(error));
    Table t(std::move(host));
    t.hello(1, helloWith(QStringLiteral("Ann")), true);
    const Welcome w = *t.peer(1).welcome;
    QCOMPARE(w.packages.size(), 1);
    QCOMPARE(w.packages[0].id, *id);
    QByteArray zip;
    while (zip.size() < w.packages[0].bytes) {
        t.send(1, PackageRequest{*id, zip.size()});
        const QByteArray last = t.peer(1).frames.last();
        const auto m = MessageCodec::decodeHost(last, &error);
        QVERIFY2(m, qPrintable(error));
        const auto *d = std::get_if<PackageData>(&*m);
        QVERIFY(d);
        QCOMPARE(d->offset, zip.size());
        zip += d->data;
    }
    QCOMPARE(QString::fromLatin1(QCryptographicHash::hash(zip, QCryptographicHash::Sha256).toHex()),
             w.packages[0].sha256);
    // A package the table does not use, or past its end: refused.
    t.send(1, PackageRequest{QStringLiteral("base"), 0});
    QCOMPARE(t.peer(1).refusals.last().reason, QStringLiteral("package"));
    t.send(1, PackageRequest{*id, zip.size()});
    QCOMPARE(t.peer(1).refusals.last().reason, QStringLiteral("package"));
}

void TestGameHost::hashIsThePublicState()
{
    // Two games with the same seed hash alike; another pile order behind the same first
    // tile does not change the hash (the order is secret), a move does.
    PackageRepository repository;
    GameSetup setup;
    setup.players = {PlayerSetup{QStringLiteral("A"), QStringLiteral("red")},
                     PlayerSetup{QStringLiteral("B"), QStringLiteral("blue")}};
    setup.seed = 42;
    Problems problems;
    auto a = Game::start(setup, repository, &problems);
    auto b = Game::start(setup, repository, &problems);
    QVERIFY(a && b);
    QCOMPARE(a->state().hash(), b->state().hash());
    // The stable value: the hash is documented as the same on every machine and run.
    QCOMPARE(MessageCodec::hashText(a->state().hash()).size(), 16);
    std::vector<int> next;
    const auto remaining = b->state().remainingTiles();
    for (int t = int(remaining.size()) - 1; t >= 0 && next.empty(); --t) {
        if (remaining[std::size_t(t)] > 0
            && t != b->state().pile()[std::size_t(b->state().pileIndex())])
            next.push_back(t);
    }
    QVERIFY(b->arrangeNextDraws(next));
    QCOMPARE(a->state().hash(), b->state().hash());
    EventList events;
    QVERIFY(a->apply(a->state().legalMoves().front(), events));
    QVERIFY(a->state().hash() != b->state().hash());
}

// The editor's Play hosted: the package's own tiles first, dealt from the host's secret seed
// (no deck travels), and every copy's record replays from the seed revealed at the end.
void TestGameHost::designersPileIsDealtFromTheHostsSeed()
{
    QJsonObject setup = setupOf({QStringLiteral("traders-builders")}, {});
    setup.insert(QStringLiteral("pile"),
                 QJsonObject{{QStringLiteral("order"), QStringLiteral("first")},
                             {QStringLiteral("package"), QStringLiteral("traders-builders")}});
    Table t(table(setup,
                  {QStringLiteral("you"), QStringLiteral("open"), QStringLiteral("open"),
                   QStringLiteral("ai:greedy")}),
            options(23));
    seatThreeAndStart(t);
    QVERIFY(t.host().started());
    QVERIFY(t.playOut());
    const GameRecord &hostRecord = t.host().game()->record();
    QCOMPARE(hostRecord.setup.pileOrder, GameSetup::PileOrder::OwnFirst);
    QVERIFY(!hostRecord.setup.hasDeck);
    // The first draws are the expansion's own tiles (24 of them; the start tile is the base
    // game's), then the base game's.
    const auto packageOf = [&](int move) {
        return hostRecord.moves[move].value(QStringLiteral("tile")).toString().section(u'/', 0, 0);
    };
    QVERIFY(hostRecord.moves.size() > 30);
    for (int i = 0; i < 24; ++i)
        QCOMPARE(packageOf(i), QStringLiteral("traders-builders"));
    QCOMPARE(packageOf(24), QStringLiteral("base"));
    for (int c = 1; c <= 3; ++c) {
        Peer &p = t.peer(c);
        QVERIFY2(p.problem.isEmpty(), qPrintable(p.problem));
        QVERIFY(p.record);
        QCOMPARE(p.record->toBytes(), hostRecord.toBytes());
        for (const QByteArray &frame : p.frames)
            QVERIFY(!frame.contains("\"deck\""));
    }
}

QTEST_GUILESS_MAIN(TestGameHost)
#include "tst_gamehost.moc"
