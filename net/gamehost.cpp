#include "gamehost.h"

#include "ai/bot.h"
#include "ai/botfactory.h"
#include "art/figureart.h"
#include "content/packagereader.h"
#include "content/packagerepository.h"
#include "content/packagewriter.h"
#include "core/jsonnumber.h"
#include "mirrorgame.h"
#include "publicdraws.h"
#include "secretcode.h"
#include "turnplayer.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QThreadPool>

#include <atomic>
#include <mutex>

namespace carcassonne {

namespace {

constexpr int kMaxChatKept = 500;
constexpr int kTickMs = 250;
const QString kSaveFormat = QStringLiteral("carcassonne-host-table");

// The protocol's names of the seat statuses, in the order of GameHost::Status.
QString statusName(int status)
{
    return TableUpdate::statuses().value(status);
}

} // namespace

// A computer's turn thought about on a worker thread: `cancel` stops the search, and the worker
// posts its answer to the host only while the host lives (the host's destructor clears `owner`
// under the lock). `by` is who the log will say decided it.
struct GameHostBotJob
{
    std::atomic<bool> cancel{false};
    std::mutex lock;
    GameHost *owner = nullptr;
    QString by;
};

GameHost::GameHost(PackageRepository &repository, const Options &options)
    : m_repository(repository),
      m_options(options)
{
    m_clock.start();
    m_ticker.setInterval(kTickMs);
    connect(&m_ticker, &QTimer::timeout, this, &GameHost::tick);
}

GameHost::~GameHost()
{
    if (m_job) {
        m_job->cancel = true;
        std::lock_guard<std::mutex> guard(m_job->lock);
        m_job->owner = nullptr;
    }
}

QStringList GameHost::tokens() const
{
    QStringList out;
    for (const Seat &s : m_seats) {
        if (!s.token.isEmpty())
            out << s.token;
    }
    return out;
}

int GameHost::connectionCount() const
{
    int n = int(m_spectators.size());
    for (const Seat &s : m_seats)
        n += s.connection >= 0 ? 1 : 0;
    return n;
}

std::unique_ptr<GameHost> GameHost::create(const CreateTable &table, PackageRepository &repository,
                                           const Options &options, QString *error)
{
    std::unique_ptr<GameHost> host(new GameHost(repository, options));
    if (!host->setUp(table, error))
        return nullptr;
    return host;
}

bool GameHost::setUp(const CreateTable &table, QString *error)
{
    auto fail = [&](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    if (table.seats.size() > protocol::kMaxSeats)
        return fail(QStringLiteral("a table has at most %1 seats").arg(protocol::kMaxSeats));
    // The setup is read as a record's: the same checks as any file (ids, rules, sizes).
    FieldReader setupFields(table.setup, QStringLiteral("setup"));
    const QJsonArray packages =
            setupFields.array(QStringLiteral("packages"), 32).value_or(QJsonArray());
    const QJsonObject rules =
            setupFields.object(QStringLiteral("rules"), false).value_or(QJsonObject());
    const QJsonArray players =
            setupFields.array(QStringLiteral("players"), protocol::kMaxSeats, false)
                    .value_or(QJsonArray());
    // A designer's order of the pile (the editor's Play: its own tiles first), dealt from this
    // host's seed like any pile; checked with the rest by the setup's reader below.
    const QJsonObject pile =
            setupFields.object(QStringLiteral("pile"), false).value_or(QJsonObject());
    setupFields.skip(QStringLiteral("seed"));
    if (!setupFields.finish())
        return fail(setupFields.error());
    if (!players.isEmpty() && players.size() != table.seats.size())
        return fail(QStringLiteral("setup.players: one per seat, or none"));
    QJsonArray seatsJson;
    int you = -1;
    for (qsizetype i = 0; i < table.seats.size(); ++i) {
        const CreateTable::Seat &s = table.seats[i];
        Seat seat;
        if (s.kind == QLatin1String("you")) {
            if (you >= 0)
                return fail(QStringLiteral("seats: only one seat is \"you\""));
            you = int(i);
        } else if (s.kind != QLatin1String("open")) {
            const Message problem = BotFactory::fileKindProblem(s.kind);
            if (!problem.isEmpty())
                return fail(QStringLiteral("seats[%1]: %2").arg(i).arg(problem.toString()));
            seat.computerKind = s.kind;
        }
        seat.name = s.name.trimmed();
        if (seat.name.isEmpty())
            seat.name = seat.computer() ? QStringLiteral("Bot %1").arg(i + 1)
                                        : QStringLiteral("Player %1").arg(i + 1);
        if (!seat.computer())
            seat.token = SecretCode::make(32);
        else
            seat.status = Status::Here;
        const QString colour = players.isEmpty()
                ? FigureArt::colourName(int(i))
                : players[i].toObject().value(QStringLiteral("color")).toString();
        seatsJson.append(
                QJsonObject{{QStringLiteral("name"), seat.name},
                            {QStringLiteral("color"), colour},
                            {QStringLiteral("kind"),
                             seat.computer() ? seat.computerKind : QStringLiteral("human")}});
        m_seats.append(seat);
    }
    m_setupJson = QJsonObject{{QStringLiteral("packages"), packages},
                              {QStringLiteral("rules"), rules},
                              {QStringLiteral("players"), seatsJson}};
    if (setupFields.has(QStringLiteral("pile")))
        m_setupJson.insert(QStringLiteral("pile"), pile);
    Message why;
    const auto parsed = GameRecord::setupFromJson(m_setupJson, &why);
    if (!parsed)
        return fail(why.toString());
    // A trial start: a table whose game cannot start is refused now, not when it is full.
    Problems problems;
    if (!Game::start(*parsed, m_repository, &problems))
        return fail(problems.isEmpty() ? QStringLiteral("the game cannot start")
                                       : problems.front().toString());
    // The packages a client may lack travel as zips: every one that is not built in.
    const auto resolved = m_repository.resolve(parsed->packages, &problems);
    if (!resolved)
        return fail(problems.isEmpty() ? QStringLiteral("unknown package")
                                       : problems.front().toString());
    for (const Package &p : *resolved) {
        if (p.source.startsWith(PackageRepository::builtinRoot()))
            continue;
        QByteArray zip;
        const QFileInfo source(p.source);
        if (source.isFile() && source.size() <= PackageReader::kMaxTotalSize) {
            QFile f(p.source);
            if (f.open(QIODevice::ReadOnly))
                zip = f.readAll();
        } else {
            QTemporaryDir dir;
            const QString path = dir.filePath(QStringLiteral("package.zip"));
            QFile f(path);
            if (dir.isValid() && PackageWriter().writeZip(p, path) && f.open(QIODevice::ReadOnly))
                zip = f.readAll();
        }
        if (zip.isEmpty())
            return fail(QStringLiteral("package %1 cannot be packed to send").arg(p.id));
        m_zips.insert(p.id, zip);
        m_offers.append({p.id,
                         QString::fromLatin1(
                                 QCryptographicHash::hash(zip, QCryptographicHash::Sha256).toHex()),
                         zip.size()});
    }
    m_creatorSeat = you;
    m_grace = table.grace;
    m_bank = table.bank;
    m_increment = table.increment;
    for (Seat &s : m_seats)
        s.clockMs = m_bank > 0 ? qint64(m_bank) * 1000 : -1;
    m_invite = SecretCode::make(10);
    m_spectate = SecretCode::make(10);
    return true;
}

int GameHost::seatOfConnection(int connection) const
{
    for (qsizetype i = 0; i < m_seats.size(); ++i) {
        if (m_seats[i].connection == connection)
            return int(i);
    }
    return -1;
}

int GameHost::currentSeat() const
{
    if (!m_game || m_game->state().gameOver())
        return -1;
    const GameState &s = m_game->state();
    return s.seatOf(s.currentPlayer());
}

void GameHost::sendTo(int connection, const QByteArray &frame)
{
    if (connection >= 0)
        emit send(connection, frame);
}

void GameHost::broadcast(const QByteArray &frame)
{
    for (const Seat &s : m_seats)
        sendTo(s.connection, frame);
    for (auto it = m_spectators.cbegin(); it != m_spectators.cend(); ++it)
        sendTo(it.key(), frame);
}

void GameHost::refuse(int connection, QLatin1String reason, const QString &message, bool fatal)
{
    sendTo(connection, MessageCodec::encode(Refusal{QString(reason), message, fatal}));
    if (fatal)
        emit close(connection);
}

TableUpdate GameHost::table() const
{
    TableUpdate t;
    const qint64 now = m_clock.elapsed();
    const int turnSeat = currentSeat();
    for (qsizetype i = 0; i < m_seats.size(); ++i) {
        const Seat &s = m_seats[i];
        TableUpdate::Seat out;
        out.name = s.name;
        out.kind = s.computer() ? QStringLiteral("computer") : QStringLiteral("human");
        out.status = statusName(int(s.status));
        if (s.status == Status::Away)
            out.graceLeft = int(std::max<qint64>(0, m_grace - (now - s.awaySinceMs) / 1000));
        if (s.clockMs >= 0) {
            const bool running = turnSeat == i && m_game && !s.computer();
            out.clockMs = std::max<qint64>(0, s.clockMs - (running ? now - m_turnStartedMs : 0));
        }
        t.seats.append(out);
    }
    t.started = started();
    t.over = over();
    t.turnSeat = turnSeat;
    return t;
}

void GameHost::sendTable()
{
    broadcast(MessageCodec::encode(table()));
}

void GameHost::sendWelcome(int connection, int seat)
{
    Welcome w;
    w.seat = seat;
    if (seat >= 0) {
        w.token = m_seats[seat].token;
        w.invite = m_invite;
        w.spectate = m_spectate;
        w.creator = seat == m_creatorSeat;
    }
    w.grace = m_grace;
    w.bank = m_bank;
    w.increment = m_increment;
    w.packages = m_offers;
    sendTo(connection, MessageCodec::encode(w));
}

GameStart GameHost::gameStart() const
{
    GameStart g;
    QJsonObject setup = m_game->record().toJson().value(QStringLiteral("setup")).toObject();
    setup.remove(QStringLiteral("seed"));
    setup.remove(QStringLiteral("deck"));
    g.setup = setup;
    g.commitment = m_commitment;
    QMap<int, int> counts;
    QList<int> order;
    for (const std::uint16_t t : m_game->state().pile()) {
        if (!counts.contains(t))
            order << t;
        ++counts[t];
    }
    for (const int t : order)
        g.pile.append({m_game->state().content().tileType(t).key, counts[t]});
    g.draws = m_startDraws;
    g.hash = MessageCodec::hashText(m_startHash);
    return g;
}

void GameHost::sendGameAndLog(int connection, int from)
{
    if (!m_game)
        return;
    sendTo(connection, MessageCodec::encode(gameStart()));
    for (int i = std::max(0, from); i < m_log.size(); i += protocol::kMaxLogEntriesPerMessage) {
        LogEntries l;
        l.entries = m_log.mid(i, protocol::kMaxLogEntriesPerMessage);
        sendTo(connection, MessageCodec::encode(l));
    }
    for (const ChatLine &c : m_chat)
        sendTo(connection, MessageCodec::encode(c));
    if (over())
        sendTo(connection, MessageCodec::encode(GameEnd{QString::number(m_seed), m_salt}));
}

void GameHost::hello(int connection, const ClientHello &hello, bool creator)
{
    if (hello.protocol != protocol::kVersion) {
        refuse(connection, protocol::reason::kProtocol,
               QStringLiteral("this host speaks protocol %1, the client %2: both need the same "
                              "version of Carcassonne Studio")
                       .arg(protocol::kVersion)
                       .arg(hello.protocol),
               true);
        return;
    }
    if (seatOfConnection(connection) >= 0 || m_spectators.contains(connection)) {
        refuse(connection, protocol::reason::kMessage, QStringLiteral("already at the table"));
        return;
    }
    auto bind = [&](int seat) {
        Seat &s = m_seats[seat];
        if (s.connection >= 0 && s.connection != connection)
            emit close(s.connection); // the same player from a new connection
        // A newcomer in a seat offered again takes it under their own name (the game's record
        // keeps the name the game began with).
        const bool newcomer = s.status == Status::Open;
        s.connection = connection;
        s.status = Status::Here;
        s.awaySinceMs = 0;
        const QString name = hello.name.trimmed();
        if (!name.isEmpty() && (!m_game || newcomer))
            s.name = name;
    };
    if (creator && m_creatorSeat >= 0) {
        bind(m_creatorSeat);
        sendWelcome(connection, m_creatorSeat);
        sendGameAndLog(connection, 0);
        sendTable();
        emit changed();
        return;
    }
    if (!hello.token.isEmpty()) {
        int seat = -1;
        for (qsizetype i = 0; i < m_seats.size(); ++i) {
            if (SecretCode::same(m_seats[i].token, hello.token))
                seat = int(i);
        }
        if (seat < 0) {
            refuse(connection, protocol::reason::kToken,
                   QStringLiteral("no seat at this table has that token"), true);
            return;
        }
        if (m_seats[seat].status == Status::Left) {
            refuse(connection, protocol::reason::kLeft,
                   QStringLiteral("this seat's player left the game; a computer plays it"), true);
            return;
        }
        bind(seat);
        sendWelcome(connection, seat);
        sendGameAndLog(connection, hello.last + 1);
        sendTable();
        emit changed();
        return;
    }
    if (!hello.invite.isEmpty()) {
        if (!SecretCode::same(m_invite, hello.invite)) {
            refuse(connection, protocol::reason::kInvite,
                   QStringLiteral("that invite code is not this table's"), true);
            return;
        }
        int seat = -1;
        for (qsizetype i = 0; i < m_seats.size() && seat < 0; ++i) {
            if (m_seats[i].status == Status::Open && int(i) != m_creatorSeat)
                seat = int(i);
        }
        // Once the game runs, only a seat its creator offered again (OfferSeat) takes a
        // newcomer, who gets the game so far.
        if (m_game && seat < 0) {
            refuse(connection, protocol::reason::kStarted,
                   QStringLiteral(
                           "the game has started: a player comes back with their seat's token"),
                   true);
            return;
        }
        if (m_game) {
            bind(seat);
            sendWelcome(connection, seat);
            sendGameAndLog(connection, 0);
            sendTable();
            emit changed();
            return;
        }
        if (seat < 0) {
            refuse(connection, protocol::reason::kFull,
                   QStringLiteral("every seat at this table is taken"), true);
            return;
        }
        bind(seat);
        sendWelcome(connection, seat);
        sendTable();
        emit changed();
        if (m_options.autoStart) {
            const bool full = std::none_of(m_seats.begin(), m_seats.end(),
                                           [](const Seat &s) { return s.status == Status::Open; });
            QString why;
            if (full)
                startGame(&why);
        }
        return;
    }
    if (!hello.spectate.isEmpty() && SecretCode::same(m_spectate, hello.spectate)) {
        m_spectators.insert(connection, 1);
        sendWelcome(connection, -1);
        sendGameAndLog(connection, 0);
        sendTo(connection, MessageCodec::encode(table()));
        return;
    }
    refuse(connection, protocol::reason::kCode, QStringLiteral("that code is not this table's"),
           true);
}

bool GameHost::start(QString *error)
{
    if (m_game) {
        if (error)
            *error = QStringLiteral("the game has started");
        return false;
    }
    return startGame(error);
}

bool GameHost::startGame(QString *error)
{
    // Seats nobody took are played by computers.
    for (Seat &s : m_seats) {
        if (s.status == Status::Open) {
            s.computerKind = m_options.standIn;
            s.token.clear();
            s.status = Status::Here;
        }
    }
    QJsonObject setup = m_setupJson;
    QJsonArray players = setup.value(QStringLiteral("players")).toArray();
    for (qsizetype i = 0; i < m_seats.size(); ++i) {
        QJsonObject p = players[i].toObject();
        p.insert(QStringLiteral("name"), m_seats[i].name);
        p.insert(QStringLiteral("kind"),
                 m_seats[i].computer() ? m_seats[i].computerKind : QStringLiteral("human"));
        players[i] = p;
    }
    setup.insert(QStringLiteral("players"), players);
    if (!m_seeded) {
        m_seeded = true;
        constexpr quint64 kSeedMask = (quint64(1) << 53) - 1; // records hold seeds up to 2^53
        m_seed = m_options.seed ? *m_options.seed
                                : QRandomGenerator::system()->generate64() & kSeedMask;
        m_salt = SecretCode::make(32);
    }
    m_commitment = MirrorGame::commitmentOf(m_seed, m_salt);
    setup.insert(QStringLiteral("seed"), double(m_seed));
    Message why;
    const auto parsed = GameRecord::setupFromJson(setup, &why);
    Problems problems;
    if (parsed)
        m_game = Game::start(*parsed, m_repository, &problems);
    if (!m_game) {
        if (error)
            *error = parsed ? (problems.isEmpty() ? QStringLiteral("the game cannot start")
                                                  : problems.front().toString())
                            : why.toString();
        return false;
    }
    m_startDraws = PublicDraws::since(m_game->state(), 0, 0);
    m_startHash = m_game->state().hash();
    m_turnStartedMs = m_clock.elapsed();
    const QByteArray start = MessageCodec::encode(gameStart());
    broadcast(start);
    sendTable();
    m_ticker.start();
    emit changed();
    playComputerIfDue();
    return true;
}

void GameHost::receive(int connection, const ClientMessage &message)
{
    const int seat = seatOfConnection(connection);
    std::visit(
            [&](const auto &m) {
                using M = std::decay_t<decltype(m)>;
                if constexpr (std::is_same_v<M, ClientHello> || std::is_same_v<M, CreateTable>) {
                    refuse(connection, protocol::reason::kMessage,
                           QStringLiteral("already at the table"));
                } else if constexpr (std::is_same_v<M, StartGame>) {
                    QString why;
                    if (seat < 0 || seat != m_creatorSeat)
                        refuse(connection, protocol::reason::kCreator,
                               QStringLiteral("only the table's creator starts the game"));
                    else if (!start(&why))
                        refuse(connection, protocol::reason::kStart, why);
                } else if constexpr (std::is_same_v<M, TurnRequest>) {
                    QString why;
                    if (seat < 0)
                        refuse(connection, protocol::reason::kSeat,
                               QStringLiteral("a spectator plays no turns"));
                    else if (!m_game)
                        refuse(connection, protocol::reason::kStarted,
                               QStringLiteral("the game has not started"));
                    else if (over())
                        refuse(connection, protocol::reason::kOver,
                               QStringLiteral("the game is over"));
                    else if (seat != currentSeat())
                        refuse(connection, protocol::reason::kSeat,
                               QStringLiteral("it is not your turn"));
                    else if (m.index != logSize())
                        refuse(connection, protocol::reason::kIndex,
                               QStringLiteral("turn %1 is due, not %2")
                                       .arg(logSize())
                                       .arg(m.index));
                    else if (m_job)
                        refuse(connection, protocol::reason::kComputer,
                               QStringLiteral("a computer player is playing this turn for you"));
                    else if (!acceptTurn(m.turn, QStringLiteral("player"), &why))
                        refuse(connection, protocol::reason::kIllegal, why);
                } else if constexpr (std::is_same_v<M, ResyncRequest>) {
                    for (int i = m.from; i < m_log.size();
                         i += protocol::kMaxLogEntriesPerMessage) {
                        LogEntries l;
                        l.entries = m_log.mid(i, protocol::kMaxLogEntriesPerMessage);
                        sendTo(connection, MessageCodec::encode(l));
                    }
                } else if constexpr (std::is_same_v<M, ChatSend>) {
                    // Each seat (and each spectator's connection) has its own window of lines.
                    const qint64 now = m_clock.elapsed();
                    qint64 *times = seat >= 0 ? m_seats[seat].lastChatMs : nullptr;
                    if (!times)
                        times = m_spectatorChat[connection].data();
                    qint64 *oldest = std::min_element(times, times + protocol::kChatsPerWindow);
                    if (*oldest != 0 && now - *oldest < protocol::kChatWindowMs) {
                        refuse(connection, protocol::reason::kRate,
                               QStringLiteral("too many chat lines; wait a moment"));
                        return;
                    }
                    *oldest = now == 0 ? 1 : now;
                    ChatLine line{seat,
                                  seat >= 0 ? m_seats[seat].name : QStringLiteral("Spectator"),
                                  m.text.trimmed()};
                    m_chat.append(line);
                    if (m_chat.size() > kMaxChatKept)
                        m_chat.removeFirst();
                    broadcast(MessageCodec::encode(line));
                    emit changed();
                } else if constexpr (std::is_same_v<M, LeaveTable>) {
                    if (seat < 0) {
                        m_spectators.remove(connection);
                        emit close(connection);
                        return;
                    }
                    Seat &s = m_seats[seat];
                    s.status = m_game ? Status::Left
                                      : (seat == m_creatorSeat ? Status::Away : Status::Open);
                    s.connection = -1;
                    if (!m_game && seat != m_creatorSeat)
                        s.token = SecretCode::make(32); // the seat is free again, for someone else
                    emit close(connection);
                    sendTable();
                    emit changed();
                    playComputerIfDue();
                } else if constexpr (std::is_same_v<M, OfferSeat>) {
                    if (seat < 0 || seat != m_creatorSeat)
                        refuse(connection, protocol::reason::kCreator,
                               QStringLiteral("only the table's creator offers a seat"));
                    else if (!m_game || over())
                        refuse(connection, protocol::reason::kStarted,
                               QStringLiteral("a seat is offered while the game runs"));
                    else if (m.seat >= m_seats.size() || m_seats[m.seat].status != Status::Left)
                        refuse(connection, protocol::reason::kSeat,
                               QStringLiteral("only a seat whose player left is offered"));
                    else {
                        Seat &s = m_seats[m.seat];
                        s.status = Status::Open;
                        s.token = SecretCode::make(32); // the one who left cannot come back to it
                        sendTable();
                        emit changed();
                    }
                } else if constexpr (std::is_same_v<M, PackageRequest>) {
                    const auto it = m_zips.constFind(m.id);
                    if (it == m_zips.cend() || m.offset >= it->size()) {
                        refuse(connection, protocol::reason::kPackage,
                               QStringLiteral("no such package or part of it here"));
                        return;
                    }
                    PackageData d;
                    d.id = m.id;
                    d.offset = m.offset;
                    d.total = it->size();
                    d.data = it->mid(m.offset, protocol::kPackageChunkBytes);
                    sendTo(connection, MessageCodec::encode(d));
                }
            },
            message);
}

void GameHost::disconnected(int connection)
{
    m_spectators.remove(connection);
    m_spectatorChat.remove(connection);
    const int seat = seatOfConnection(connection);
    if (seat < 0)
        return;
    Seat &s = m_seats[seat];
    s.connection = -1;
    if (s.status == Status::Here) {
        s.status = Status::Away;
        s.awaySinceMs = m_clock.elapsed();
    }
    sendTable();
    emit changed();
}

bool GameHost::acceptTurn(const QJsonObject &turn, const QString &by, QString *why)
{
    const int seat = currentSeat();
    const int pileBefore = m_game->state().pileIndex();
    const int faceDownBefore = int(m_game->state().faceDownCells().size());
    EventList events;
    Message refused;
    if (!m_game->applyTurn(turn, events, &refused, true)) {
        if (why)
            *why = refused.toString(); // English over the wire (a refusal's message)
        return false;
    }
    chargeClock(seat, by);
    LogEntries::Entry e;
    e.index = int(m_log.size());
    e.seat = seat;
    e.turn = m_game->record().moves.last();
    e.draws = PublicDraws::since(m_game->state(), pileBefore, faceDownBefore);
    e.by = by;
    e.hash = MessageCodec::hashText(m_game->state().hash());
    m_log.append(e);
    broadcast(MessageCodec::encode(LogEntries{{e}}));
    if (over()) {
        m_ticker.stop();
        broadcast(MessageCodec::encode(GameEnd{QString::number(m_seed), m_salt}));
    }
    // Whose turn it is the log says; the table goes out again when it holds more (the clocks,
    // the end), so that a turn costs one frame a seat.
    if (m_bank > 0 || over())
        sendTable();
    emit changed();
    if (over())
        emit finished();
    else
        playComputerIfDue();
    return true;
}

void GameHost::chargeClock(int seat, const QString &by)
{
    const qint64 now = m_clock.elapsed();
    if (m_bank > 0 && seat >= 0 && !m_seats[seat].computer()) {
        Seat &s = m_seats[seat];
        if (by == QLatin1String("player"))
            s.clockMs = std::max<qint64>(0, s.clockMs - (now - m_turnStartedMs));
        else if (by == QLatin1String("clock"))
            s.clockMs = 0;
        s.clockMs += qint64(m_increment) * 1000;
    }
    m_turnStartedMs = now;
}

void GameHost::tick()
{
    if (!m_game || over())
        return;
    const qint64 now = m_clock.elapsed();
    bool changedSeats = false;
    for (Seat &s : m_seats) {
        if (s.status == Status::Away && now - s.awaySinceMs >= qint64(m_grace) * 1000) {
            s.status = Status::Computer;
            changedSeats = true;
        }
    }
    if (changedSeats) {
        sendTable();
        emit changed();
    }
    playComputerIfDue();
}

void GameHost::playComputerIfDue()
{
    if (!m_game || over() || m_job || m_quiet)
        return;
    const int seat = currentSeat();
    const Seat &s = m_seats[seat];
    QString kind;
    QString by;
    const qint64 now = m_clock.elapsed();
    if (s.computer()) {
        kind = s.computerKind;
        by = QStringLiteral("player");
    } else if (s.status == Status::Left || s.status == Status::Computer
               || s.status == Status::Open) {
        // An open seat in a running game was offered again: the computer plays it meanwhile.
        kind = m_options.standIn;
        by = QStringLiteral("computer");
    } else if (m_bank > 0 && s.clockMs - (now - m_turnStartedMs) <= 0) {
        kind = m_options.standIn;
        by = QStringLiteral("clock");
    } else {
        return;
    }
    auto bot = std::shared_ptr<Bot>(
            BotFactory::create(kind, m_seed * 1000003u + quint64(m_log.size()) + 1));
    if (!bot)
        bot = std::shared_ptr<Bot>(
                BotFactory::create(QStringLiteral("ai:greedy"), m_seed + quint64(m_log.size())));
    auto job = std::make_shared<GameHostBotJob>();
    job->owner = this;
    job->by = by;
    m_job = job;
    const int index = int(m_log.size());
    const Game copy = *m_game;
    QThreadPool::globalInstance()->start([copy, bot, job, index]() {
        const QJsonObject turn = TurnPlayer::play(copy, *bot, &job->cancel);
        std::lock_guard<std::mutex> guard(job->lock);
        if (!job->owner)
            return;
        GameHost *host = job->owner;
        QMetaObject::invokeMethod(
                host,
                [host, job, turn, index]() {
                    if (host->m_job != job || index != host->logSize())
                        return;
                    host->m_job.reset();
                    QString why;
                    if (!host->acceptTurn(turn, job->by, &why))
                        qWarning("carcassonne: a computer player's turn was refused: %s",
                                 qPrintable(why));
                },
                Qt::QueuedConnection);
    });
}

QByteArray GameHost::save() const
{
    QJsonArray seats;
    for (const Seat &s : m_seats) {
        seats.append(QJsonObject{{QStringLiteral("name"), s.name},
                                 {QStringLiteral("computer"), s.computerKind},
                                 {QStringLiteral("token"), s.token},
                                 {QStringLiteral("status"), statusName(int(s.status))},
                                 {QStringLiteral("clockMs"), double(s.clockMs)}});
    }
    QJsonArray log;
    for (const LogEntries::Entry &e : m_log)
        log.append(QJsonObject{{QStringLiteral("turn"), e.turn}, {QStringLiteral("by"), e.by}});
    QJsonArray chat;
    for (const ChatLine &c : m_chat)
        chat.append(c.toJson());
    const QJsonObject o{{QStringLiteral("format"), kSaveFormat},
                        {QStringLiteral("formatVersion"), 1},
                        {QStringLiteral("setup"), m_setupJson},
                        {QStringLiteral("seats"), seats},
                        {QStringLiteral("creatorSeat"), m_creatorSeat},
                        {QStringLiteral("grace"), m_grace},
                        {QStringLiteral("bank"), m_bank},
                        {QStringLiteral("increment"), m_increment},
                        {QStringLiteral("invite"), m_invite},
                        {QStringLiteral("spectate"), m_spectate},
                        {QStringLiteral("started"), started()},
                        {QStringLiteral("seed"), QString::number(m_seed)},
                        {QStringLiteral("salt"), m_salt},
                        {QStringLiteral("log"), log},
                        {QStringLiteral("chat"), chat}};
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

std::unique_ptr<GameHost> GameHost::resume(const QByteArray &saved, PackageRepository &repository,
                                           const Options &options, QString *error)
{
    auto fail = [&](const QString &message) {
        if (error)
            *error = message;
        return nullptr;
    };
    QJsonParseError parse;
    const QJsonDocument doc = QJsonDocument::fromJson(saved, &parse);
    if (!doc.isObject())
        return fail(QStringLiteral("not a saved table: %1").arg(parse.errorString()));
    FieldReader r(doc.object());
    if (r.string(QStringLiteral("format"), 40).value_or(QString()) != kSaveFormat)
        return fail(QStringLiteral("not a saved table"));
    r.integer(QStringLiteral("formatVersion"), 1, 1);
    CreateTable table;
    table.setup = r.object(QStringLiteral("setup")).value_or(QJsonObject());
    const QJsonArray seats =
            r.array(QStringLiteral("seats"), protocol::kMaxSeats).value_or(QJsonArray());
    const int creatorSeat =
            int(r.integer(QStringLiteral("creatorSeat"), -1, protocol::kMaxSeats - 1).value_or(-1));
    table.grace = int(r.integer(QStringLiteral("grace"), protocol::kMinGraceSeconds,
                                protocol::kMaxGraceSeconds)
                              .value_or(60));
    table.bank = int(r.integer(QStringLiteral("bank"), 0, 24 * 3600).value_or(0));
    table.increment = int(r.integer(QStringLiteral("increment"), 0, 3600).value_or(0));
    const QString invite =
            r.string(QStringLiteral("invite"), protocol::kMaxCodeLength).value_or(QString());
    const QString spectate =
            r.string(QStringLiteral("spectate"), protocol::kMaxCodeLength).value_or(QString());
    const bool wasStarted = r.boolean(QStringLiteral("started")).value_or(false);
    const QString seedText = r.string(QStringLiteral("seed"), 20).value_or(QString());
    const QString salt = r.string(QStringLiteral("salt"), 64).value_or(QString());
    const QJsonArray log = r.array(QStringLiteral("log"), 100000).value_or(QJsonArray());
    const QJsonArray chat = r.array(QStringLiteral("chat"), kMaxChatKept).value_or(QJsonArray());
    if (!r.finish())
        return fail(r.error());
    struct SavedSeat
    {
        QString computer, token, status;
        qint64 clockMs;
    };
    QList<SavedSeat> savedSeats;
    for (qsizetype i = 0; i < seats.size(); ++i) {
        FieldReader s(seats[i].toObject(), QStringLiteral("seats[%1]").arg(i));
        CreateTable::Seat seat;
        seat.name = s.string(QStringLiteral("name"), protocol::kMaxNameLength).value_or(QString());
        SavedSeat ss;
        ss.computer = s.string(QStringLiteral("computer"), 400).value_or(QString());
        ss.token = s.string(QStringLiteral("token"), protocol::kMaxCodeLength).value_or(QString());
        ss.status = s.string(QStringLiteral("status"), 16).value_or(QString());
        ss.clockMs = s.integer(QStringLiteral("clockMs"), -1, qint64(1) << 40).value_or(-1);
        if (!s.finish())
            return fail(s.error());
        seat.kind = i == creatorSeat    ? QStringLiteral("you")
                : ss.computer.isEmpty() ? QStringLiteral("open")
                                        : ss.computer;
        table.seats.append(seat);
        savedSeats.append(ss);
    }
    std::unique_ptr<GameHost> host(new GameHost(repository, options));
    QString why;
    if (!host->setUp(table, &why))
        return fail(why);
    host->m_invite = invite;
    host->m_spectate = spectate;
    for (qsizetype i = 0; i < host->m_seats.size(); ++i) {
        Seat &s = host->m_seats[i];
        s.computerKind = savedSeats[i].computer;
        s.token = savedSeats[i].token;
        s.clockMs = savedSeats[i].clockMs;
        const QString &st = savedSeats[i].status;
        // Nobody is connected after a restart: the players are away, their grace time anew.
        s.status = st == QLatin1String("open") ? Status::Open
                : st == QLatin1String("left")  ? Status::Left
                : s.computer()                 ? Status::Here
                                               : Status::Away;
        s.awaySinceMs = 0;
    }
    for (const QJsonValue &c : chat) {
        FieldReader cr(c.toObject());
        if (auto line = ChatLine::read(cr); line && cr.finish())
            host->m_chat.append(*line);
    }
    if (!wasStarted)
        return host;
    bool ok = false;
    host->m_seed = seedText.toULongLong(&ok);
    host->m_salt = salt;
    host->m_seeded = true;
    host->m_quiet = true;
    if (!ok || salt.isEmpty() || !host->startGame(&why))
        return fail(why.isEmpty() ? QStringLiteral("the saved game's seed is not a number") : why);
    for (qsizetype i = 0; i < log.size(); ++i) {
        const QJsonObject e = log[i].toObject();
        const QString by = e.value(QStringLiteral("by")).toString();
        if (by != QLatin1String("player") && by != QLatin1String("computer")
            && by != QLatin1String("clock"))
            return fail(QStringLiteral("log[%1].by is not who played").arg(i));
        if (!host->acceptTurn(e.value(QStringLiteral("turn")).toObject(), by, &why))
            return fail(QStringLiteral("log[%1]: %2").arg(i).arg(why));
    }
    host->m_quiet = false;
    return host;
}

} // namespace carcassonne
