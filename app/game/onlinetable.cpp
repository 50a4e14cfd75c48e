#include "onlinetable.h"

#include "content/packagerepository.h"
#include "core/diskfile.h"
#include "enginemessages.h"
#include "gamesession.h"
#include "languages.h"
#include "net/hostserver.h"
#include "newgamemodel.h"
#include "playercolours.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkInterface>

namespace carcassonne {

namespace {

constexpr int kMaxChatRows = 200; // NetClient keeps as many
constexpr qint64 kMaxSeatFileBytes = 4096;

QString clockText(qint64 ms)
{
    const qint64 seconds = std::max<qint64>(0, (ms + 999) / 1000);
    return QStringLiteral("%1:%2").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0'));
}

// The address other computers reach this one at: the first address of a running network
// interface that is not this computer's own loopback.
QString sharedAddress()
{
    for (const QNetworkInterface &i : QNetworkInterface::allInterfaces()) {
        if (!(i.flags() & QNetworkInterface::IsUp) || (i.flags() & QNetworkInterface::IsLoopBack))
            continue;
        for (const QNetworkAddressEntry &e : i.addressEntries()) {
            if (e.ip().protocol() == QAbstractSocket::IPv4Protocol && !e.ip().isLoopback())
                return e.ip().toString();
        }
    }
    return QStringLiteral("127.0.0.1");
}

} // namespace

OnlineTable::OnlineTable(NewGameModel &newGame, GameSession &session, QString cacheFolder,
                         QString seatFile, QObject *parent)
    : QObject(parent),
      m_newGame(newGame),
      m_session(session),
      m_cacheFolder(std::move(cacheFolder)),
      m_seatFile(std::move(seatFile)),
      m_seats({QStringLiteral("name"), QStringLiteral("colourValue"), QStringLiteral("status"),
               QStringLiteral("statusText"), QStringLiteral("you"), QStringLiteral("turn"),
               QStringLiteral("clock"), QStringLiteral("computer")}),
      m_chat({QStringLiteral("name"), QStringLiteral("text"), QStringLiteral("colourValue"),
              QStringLiteral("mine"), QStringLiteral("system")})
{
    m_clock.start();
    m_ticker.setInterval(1000);
    connect(&m_ticker, &QTimer::timeout, this, &OnlineTable::tick);
    // The local player's whole turn goes to the host; the board waits for its word.
    connect(&m_session, &GameSession::turnReady, this, [this](const QJsonObject &turn) {
        if (m_client && m_state == QLatin1String("playing"))
            m_client->sendTurn(turn);
    });
}

OnlineTable::~OnlineTable()
{
    // The client first: it may still send through the server's socket on its way out.
    m_client.reset();
    m_server.reset();
}

bool OnlineTable::canStart() const
{
    if (!hosting() || !m_client || m_state != QLatin1String("lobby"))
        return false;
    const TableUpdate &t = m_client->table();
    if (t.started || t.seats.isEmpty())
        return false;
    return std::none_of(t.seats.begin(), t.seats.end(), [](const TableUpdate::Seat &s) {
        return s.status == QLatin1String("open");
    });
}

int OnlineTable::mySeat() const
{
    return m_client ? m_client->seat() : -1;
}

void OnlineTable::setChatOpen(bool open)
{
    if (open == m_chatOpen && (!open || m_unread == 0))
        return;
    m_chatOpen = open;
    if (open)
        m_unread = 0;
    emit chatChanged();
}

int OnlineTable::reconnectSeconds() const
{
    if (m_reconnectAtMs < 0)
        return 0;
    return int(std::max<qint64>(0, (m_reconnectAtMs - m_clock.elapsed() + 999) / 1000));
}

bool OnlineTable::hasRecord() const
{
    return m_client && (m_client->record() || m_client->game());
}

// --- opening and joining ---

bool OnlineTable::host(const QVariantMap &setupMap, int port, bool everyone, int graceSeconds)
{
    if (m_client) {
        setMessage(tr("Leave the online game first."));
        return false;
    }
    if (port < 0 || port > 65535 || graceSeconds < protocol::kMinGraceSeconds
        || graceSeconds > protocol::kMaxGraceSeconds) {
        setMessage(tr("The port or the grace time is out of range."));
        return false;
    }
    // The seats as the dialog names them; the setup's reader takes every seat as a person's.
    QVariantMap map = setupMap;
    QVariantList players = map.value(QStringLiteral("players")).toList();
    CreateTable table;
    QString you;
    for (QVariant &v : players) {
        QVariantMap p = v.toMap();
        const QString kind = p.value(QStringLiteral("kind")).toString();
        const QString name =
                p.value(QStringLiteral("name")).toString().left(protocol::kMaxNameLength);
        if (kind == QLatin1String("you") || kind == QLatin1String("open")) {
            table.seats.append({kind, kind == QLatin1String("you") ? name : QString()});
            if (kind == QLatin1String("you"))
                you = name;
            p.insert(QStringLiteral("kind"), QStringLiteral("human"));
        } else {
            table.seats.append({kind, name});
        }
        v = p;
    }
    map.insert(QStringLiteral("players"), players);
    map.remove(QStringLiteral("seed")); // the host draws its own, revealed at the end
    QString error;
    const auto setup = m_newGame.setupOf(map, &error);
    if (!setup) {
        setMessage(error);
        return false;
    }
    if (you.isEmpty() || table.seats.size() > protocol::kMaxSeats) {
        setMessage(tr("A table has your seat and at most %1 seats.").arg(protocol::kMaxSeats));
        return false;
    }
    table.setup = GameRecord::setupJson(*setup);
    table.setup.remove(QStringLiteral("seed"));
    table.setup.remove(QStringLiteral("deck"));
    table.grace = graceSeconds;
    // The clock as the protocol bounds it (CreateTable::read): a day at most, an hour a turn.
    table.bank = std::clamp(m_clockSeconds, 0, 24 * 3600);
    table.increment = table.bank > 0 ? std::clamp(m_clockIncrement, 0, 3600) : 0;
    m_colours.clear();
    for (const PlayerSetup &p : setup->players)
        m_colours << p.color;

    HostServer::Limits limits;
    limits.maxGames = 1; // this window's table, and no other
    limits.maxConnections = 64;
    limits.maxPerAddress = 16;
    m_server = std::make_unique<HostServer>(m_newGame.repository(), GameHost::Options{}, limits);
    const QHostAddress address =
            everyone ? QHostAddress(QHostAddress::AnyIPv4) : QHostAddress(QHostAddress::LocalHost);
    if (!m_server->listen(address, quint16(port), &error)) {
        m_server.reset();
        setMessage(tr("Cannot open a table on port %1: %2").arg(port).arg(error));
        return false;
    }
    m_openToNetwork = everyone;
    m_name = you;
    NetClient::Join join;
    join.url = QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(m_server->port()));
    join.name = you;
    join.create = table;
    connectClient(join);
    return true;
}

bool OnlineTable::join(const QString &invitation, const QString &name)
{
    if (m_client) {
        setMessage(tr("Leave the online game first."));
        return false;
    }
    NetClient::Join join;
    QString code;
    if (!NetClient::parseInvitation(invitation.trimmed(), &join.url, &code)) {
        setMessage(tr("This is not an invitation: it looks like carcassonne://address:port/CODE."));
        return false;
    }
    join.name = name.trimmed().left(protocol::kMaxNameLength);
    if (join.name.isEmpty()) {
        setMessage(tr("Say the name the others see."));
        return false;
    }
    join.invite = code;
    m_colours.clear();
    m_name = join.name;
    connectClient(join);
    return true;
}

bool OnlineTable::canRejoin() const
{
    return !m_client && !rejoinName().isEmpty();
}

std::optional<NetClient::Join> OnlineTable::keptSeat() const
{
    // The seat file is ours, but read as anything on disk: bounded and checked.
    if (m_seatFile.isEmpty())
        return std::nullopt;
    const auto bytes = DiskFile::read(m_seatFile, kMaxSeatFileBytes, nullptr);
    if (!bytes)
        return std::nullopt;
    const QJsonObject o = QJsonDocument::fromJson(*bytes).object();
    NetClient::Join join;
    join.url = QUrl(o.value(QStringLiteral("url")).toString());
    join.token = o.value(QStringLiteral("token")).toString().left(protocol::kMaxCodeLength);
    join.name = o.value(QStringLiteral("name")).toString().left(protocol::kMaxNameLength);
    if (!join.url.isValid() || join.url.scheme() != QLatin1String("ws") || join.token.isEmpty())
        return std::nullopt;
    return join;
}

QString OnlineTable::rejoinName() const
{
    const auto join = keptSeat();
    return join ? QStringLiteral("%1:%2").arg(join->url.host()).arg(join->url.port()) : QString();
}

bool OnlineTable::rejoin()
{
    const auto join = m_client ? std::nullopt : keptSeat();
    if (!join)
        return false;
    m_colours.clear();
    m_name = join->name;
    connectClient(*join);
    return true;
}

void OnlineTable::forgetRejoin()
{
    if (!m_seatFile.isEmpty() && QFile::exists(m_seatFile))
        QFile::remove(m_seatFile);
    emit rejoinChanged();
}

void OnlineTable::keepSeat()
{
    // A table hosted here goes with this window: there is nothing to go back to.
    if (m_seatFile.isEmpty() || hosting() || !m_client || !m_client->welcome()
        || m_client->welcome()->token.isEmpty())
        return;
    const QJsonObject o{{QStringLiteral("url"), m_address},
                        {QStringLiteral("token"), m_client->welcome()->token},
                        {QStringLiteral("name"), m_name}};
    QDir().mkpath(QFileInfo(m_seatFile).absolutePath());
    m_seatKept =
            DiskFile::write(m_seatFile, QJsonDocument(o).toJson(QJsonDocument::Compact), nullptr);
    emit rejoinChanged();
}

void OnlineTable::connectClient(const NetClient::Join &join)
{
    m_address = join.url.toString();
    // A child, so that the window's tests find its socket (a dropped connection).
    m_client = std::make_unique<NetClient>(m_newGame.repository(), m_cacheFolder, this);
    NetClient *c = m_client.get();
    connect(c, &NetClient::welcomed, this, &OnlineTable::onWelcomed);
    connect(c, &NetClient::tableChanged, this, [this]() {
        m_tableAtMs = m_clock.elapsed();
        noteSeatChanges();
        showTakenSeats();
        refreshSeats();
        emit tableChanged();
    });
    connect(c, &NetClient::gameStarted, this, &OnlineTable::onGameStarted);
    connect(c, &NetClient::turnApplied, this, &OnlineTable::onTurnApplied);
    connect(c, &NetClient::chatReceived, this, &OnlineTable::onChat);
    connect(c, &NetClient::refused, this, [this](const Refusal &r) {
        if (r.reason == protocol::reason::kClosed) {
            m_hostClosed = true; // the failure that follows says it in words of its own
            return;
        }
        setMessage(refusalText(r));
        if (r.fatal)
            m_fatalRefusal = refusalText(r);
        // A turn the host did not take: the board goes back to what the host says.
        if (m_session.awaitingHost() && m_client && m_client->game())
            m_session.follow(m_client->game()->game(), {});
    });
    connect(c, &NetClient::packageProgress, this, [this](const QString &id, qint64 got, qint64 of) {
        m_downloading = got < of ? id : QString();
        m_downloadProgress = of > 0 ? qreal(got) / qreal(of) : 1.0;
        emit downloadChanged();
        // Read once the client has checked and added it (right after this signal); the host's
        // own client fetches from itself what it has (by hash, as any client): nothing to say.
        if (got >= of && !hosting())
            QTimer::singleShot(0, this, [this, id]() { describeFetched(id); });
    });
    connect(c, &NetClient::connectionLost, this, [this](int retryInMs) {
        m_reconnectAtMs = m_clock.elapsed() + retryInMs;
        m_session.setHostUnreachable(m_session.following());
        m_ticker.start();
        emit connectionChanged();
    });
    connect(c, &NetClient::reconnected, this, [this]() {
        m_reconnectAtMs = -1;
        m_session.setHostUnreachable(false);
        emit connectionChanged();
    });
    connect(c, &NetClient::ended, this, [this]() {
        if (std::exchange(m_seatKept, false))
            forgetRejoin();
        setState(QStringLiteral("over"));
        emit gameEnded();
    });
    connect(c, &NetClient::failed, this, &OnlineTable::onFailed);
    setMessage(QString());
    setState(QStringLiteral("connecting"));
    c->connectTo(join);
}

void OnlineTable::describeFetched(const QString &id)
{
    Problems problems;
    const auto package = m_newGame.repository().load(id, &problems);
    if (!package)
        return;
    m_fetched.append(QVariantMap{
            {QStringLiteral("id"), id},
            {QStringLiteral("name"), Languages::pick(package->name, Languages::shown(), id)},
            {QStringLiteral("description"),
             Languages::pick(package->description, Languages::shown(), QString())},
            {QStringLiteral("tiles"), package->tileCount()}});
    emit downloadChanged();
}

void OnlineTable::onWelcomed()
{
    const Welcome &w = *m_client->welcome();
    if (hosting()) {
        const QString where = m_openToNetwork ? sharedAddress() : QStringLiteral("127.0.0.1");
        m_invitation = QStringLiteral("carcassonne://%1:%2/%3")
                               .arg(where)
                               .arg(m_server->port())
                               .arg(w.invite);
    }
    if (m_reconnectAtMs >= 0) {
        m_reconnectAtMs = -1;
        m_session.setHostUnreachable(false);
        emit connectionChanged();
    }
    keepSeat();
    m_ticker.start();
    if (m_state == QLatin1String("connecting"))
        setState(QStringLiteral("lobby"));
    else
        emit stateChanged(); // the invitation
    refreshSeats();
    emit tableChanged();
}

void OnlineTable::onGameStarted()
{
    const MirrorGame *mirror = m_client->game();
    m_colours.clear();
    std::vector<Seat> seats;
    const auto &players = mirror->setup().players;
    for (int i = 0; i < players.size(); ++i) {
        m_colours << players[i].color;
        seats.push_back(i == m_client->seat() ? Seat::localHuman() : Seat::remoteHuman());
    }
    emit gameStarting();
    m_session.beginFollowing(mirror->game(), mirror->startEvents(), std::move(seats));
    showTakenSeats(); // a newcomer's window sits down in a game under way
    setState(QStringLiteral("playing"));
    refreshSeats();
}

void OnlineTable::onTurnApplied()
{
    if (const MirrorGame *mirror = m_client->game())
        m_session.follow(mirror->game(), mirror->lastEvents());
    refreshSeats();
}

void OnlineTable::onChat(const ChatLine &line)
{
    const QString colour = line.seat >= 0 ? colourOf(line.seat) : QString();
    addChatRow({{QStringLiteral("name"), line.name},
                {QStringLiteral("text"), line.text},
                {QStringLiteral("colourValue"), colour},
                {QStringLiteral("mine"), line.seat >= 0 && line.seat == mySeat()},
                {QStringLiteral("system"), false}});
    if (!m_chatOpen && line.seat != mySeat())
        ++m_unread;
    emit chatChanged();
    emit chatReceived(line.name, line.text);
}

void OnlineTable::addChatRow(const QVariantMap &row)
{
    m_chat.append(row);
    if (m_chat.rowCount() > kMaxChatRows) {
        QList<QVariantMap> rows = m_chat.rows();
        rows.removeFirst();
        m_chat.setRows(rows);
    }
}

void OnlineTable::showTakenSeats()
{
    // Whoever took over an offered seat plays under their own name on the board and in the
    // log from now on (the game's record keeps the names it began with).
    if (!m_client || !m_client->game() || !m_session.following())
        return;
    const TableUpdate &t = m_client->table();
    for (int i = 0; i < t.seats.size(); ++i) {
        const TableUpdate::Seat &s = t.seats[i];
        if (s.kind == QLatin1String("human") && s.status == QLatin1String("here")
            && !s.name.isEmpty())
            m_session.setShownName(i, s.name);
    }
}

void OnlineTable::noteSeatChanges()
{
    // Who came, went or came back, said in the chat as the table tells it (not one's own seat).
    const TableUpdate &t = m_client->table();
    QStringList statuses;
    for (const TableUpdate::Seat &s : t.seats)
        statuses << s.status;
    const bool first = m_statuses.size() != statuses.size();
    for (int i = 0; !first && i < statuses.size(); ++i) {
        const QString &was = m_statuses[i];
        const QString &now = statuses[i];
        if (was == now || i == mySeat() || t.seats[i].kind == QLatin1String("computer"))
            continue;
        const QString name = t.seats[i].name;
        QString text;
        if (was == QLatin1String("open") && now == QLatin1String("here"))
            text = tr("%1 sat down.").arg(name);
        else if (now == QLatin1String("away"))
            text = tr("%1 lost the connection.").arg(name);
        else if (now == QLatin1String("here"))
            text = tr("%1 is back.").arg(name);
        else if (now == QLatin1String("computer"))
            text = tr("The computer plays for %1 until they are back.").arg(name);
        else if (now == QLatin1String("left"))
            text = tr("%1 has left the table: the computer plays for them.").arg(name);
        else if (now == QLatin1String("open") && t.started)
            text = tr("%1's seat is offered: whoever joins with the invitation takes it.")
                           .arg(name);
        if (text.isEmpty())
            continue;
        addChatRow({{QStringLiteral("name"), QString()},
                    {QStringLiteral("text"), text},
                    {QStringLiteral("colourValue"), QString()},
                    {QStringLiteral("mine"), false},
                    {QStringLiteral("system"), true}});
        emit chatChanged();
        if (now == QLatin1String("left"))
            emit seatLeft(i, name);
    }
    m_statuses = statuses;
}

QString OnlineTable::refusalText(const Refusal &refusal)
{
    const QString &r = refusal.reason;
    if (r == protocol::reason::kProtocol)
        return tr("The host plays another version of Carcassonne Studio: both need the same one.");
    if (r == protocol::reason::kMessage)
        return tr("The host could not make sense of what this game sent.");
    if (r == protocol::reason::kToken)
        return tr("The table does not know your seat any more.");
    if (r == protocol::reason::kLeft)
        return tr("Your seat's player left the game: a computer plays it now.");
    if (r == protocol::reason::kInvite || r == protocol::reason::kCode)
        return tr("That invitation is not for a table at this host.");
    if (r == protocol::reason::kStarted)
        return tr("Not at this point of the game.");
    if (r == protocol::reason::kFull)
        return tr("There is no room for you at this host.");
    if (r == protocol::reason::kCreator)
        return tr("Only the player who opened the table can do that.");
    if (r == protocol::reason::kStart)
        return tr("The game could not be started.");
    if (r == protocol::reason::kSeat)
        return tr("Your seat cannot do that now.");
    if (r == protocol::reason::kOver)
        return tr("The game is over.");
    if (r == protocol::reason::kIndex || r == protocol::reason::kIllegal)
        return tr("The host did not take that move.");
    if (r == protocol::reason::kComputer)
        return tr("A computer player is playing this turn for you.");
    if (r == protocol::reason::kRate)
        return tr("Too many messages: wait a moment.");
    if (r == protocol::reason::kPackage)
        return tr("The host does not have that package.");
    if (r == protocol::reason::kCreate)
        return tr("This host opens no tables for others.");
    return tr("The host refused, in its own words: \"%1\"").arg(refusal.message);
}

void OnlineTable::onFailed(const Message &failure)
{
    m_reconnectAtMs = -1;
    emit connectionChanged();
    QString why = m_fatalRefusal.isEmpty() ? EngineMessages::translate(failure)
                                           : std::exchange(m_fatalRefusal, QString());
    if (why.endsWith(QLatin1Char('.'))) // a sentence of its own, set inside another
        why.chop(1);
    if (m_hostClosed && m_state == QLatin1String("playing"))
        setMessage(tr("The host closed the table: the game is paused. You can keep its record so "
                      "far."));
    else if (m_hostClosed)
        setMessage(tr("The host closed the table."));
    else if (m_state == QLatin1String("playing"))
        setMessage(tr("The game is paused: %1. You can keep its record so far.").arg(why));
    else
        setMessage(tr("The online game stopped: %1").arg(why));
    setState(QStringLiteral("failed"));
}

bool OnlineTable::startGame()
{
    if (!canStart())
        return false;
    m_client->sendStart();
    return true;
}

bool OnlineTable::offerSeat(int seat)
{
    if (!hosting() || !m_client || m_state != QLatin1String("playing"))
        return false;
    const TableUpdate &t = m_client->table();
    if (seat < 0 || seat >= t.seats.size() || t.seats[seat].status != QLatin1String("left"))
        return false;
    m_client->offerSeat(seat);
    return true;
}

bool OnlineTable::sendChat(const QString &text)
{
    const QString line = text.trimmed();
    if (!m_client || !m_client->welcome() || line.isEmpty())
        return false;
    m_client->sendChat(line.left(protocol::kMaxChatLength));
    return true;
}

void OnlineTable::leave()
{
    const bool over = m_state == QLatin1String("over");
    if (m_client) {
        // Leaving on purpose gives the seat up: nothing to come back to (a seat another window
        // kept stays).
        if (!over && m_seatKept)
            forgetRejoin();
        m_seatKept = false;
        NetClient *client = m_client.release();
        client->disconnect(this);
        if (!over && m_state != QLatin1String("failed"))
            client->leave();
        // A moment for the goodbye to leave before its socket goes.
        QTimer::singleShot(200, client, &QObject::deleteLater);
    }
    stopHost();
    m_ticker.stop();
    m_invitation.clear();
    m_reconnectAtMs = -1;
    m_downloading.clear();
    m_fetched.clear();
    m_unread = 0;
    m_chat.clear();
    m_seats.clear();
    m_statuses.clear();
    // What went wrong at the table left is over: the Play online dialog opens without it.
    setMessage(QString());
    m_hostClosed = false;
    m_fatalRefusal.clear();
    emit chatChanged();
    emit connectionChanged();
    emit tableChanged();
    setState(QStringLiteral("idle"));
}

void OnlineTable::stopHost()
{
    if (!m_server)
        return;
    m_server->shutDown(QStringLiteral("the host closed the table"));
    // A moment for the word to reach everyone before the sockets go.
    HostServer *server = m_server.release();
    QTimer::singleShot(300, server, &QObject::deleteLater);
    m_openToNetwork = false;
}

QString OnlineTable::recordJson() const
{
    if (!m_client)
        return QString();
    if (m_client->record())
        return QString::fromUtf8(m_client->record()->toBytes());
    // The game so far: this copy's own record, its pile in an order that draws what was drawn.
    if (const MirrorGame *mirror = m_client->game())
        return QString::fromUtf8(mirror->game().record().toBytes());
    return QString();
}

QVariantMap OnlineTable::parseInvitation(const QString &text)
{
    QUrl url;
    QString code;
    const bool valid = NetClient::parseInvitation(text.trimmed(), &url, &code);
    return {{QStringLiteral("valid"), valid},
            {QStringLiteral("address"),
             valid ? QStringLiteral("%1:%2").arg(url.host()).arg(url.port()) : QString()},
            {QStringLiteral("code"), valid ? code : QString()}};
}

// --- what the window shows ---

void OnlineTable::setState(const QString &state)
{
    if (state == m_state)
        return;
    m_state = state;
    emit stateChanged();
}

void OnlineTable::setMessage(const QString &message)
{
    if (message == m_message)
        return;
    m_message = message;
    emit messageChanged();
}

QString OnlineTable::colourOf(int seat) const
{
    return seat >= 0 && seat < m_colours.size() ? PlayerColours::value(m_colours[seat]) : QString();
}

void OnlineTable::refreshSeats()
{
    if (!m_client) {
        m_seats.clear();
        emit seatsChanged();
        return;
    }
    const TableUpdate &t = m_client->table();
    const qint64 sinceUpdate = m_clock.elapsed() - m_tableAtMs;
    QList<QVariantMap> rows;
    for (int i = 0; i < t.seats.size(); ++i) {
        const TableUpdate::Seat &s = t.seats[i];
        const bool computer = s.kind == QLatin1String("computer");
        const int graceLeft =
                s.graceLeft >= 0 ? int(std::max<qint64>(0, s.graceLeft - sinceUpdate / 1000)) : -1;
        QString text;
        if (computer)
            text = tr("computer player");
        else if (s.status == QLatin1String("open") && t.started)
            text = tr("offered: the computer plays until someone sits down");
        else if (s.status == QLatin1String("open"))
            text = tr("waiting for a player");
        else if (s.status == QLatin1String("here"))
            text = tr("here");
        else if (s.status == QLatin1String("away"))
            text = tr("away, the computer plays in %n s", nullptr, std::max(0, graceLeft));
        else if (s.status == QLatin1String("computer"))
            text = tr("away, the computer plays");
        else
            text = tr("left, the computer plays");
        const bool turn = t.started && !t.over && t.turnSeat == i;
        qint64 clock = s.clockMs;
        if (clock >= 0 && turn)
            clock = std::max<qint64>(0, clock - sinceUpdate);
        // A seat nobody has taken yet is named by its number, in the language shown (the host
        // names it in its own words).
        const bool open = s.status == QLatin1String("open") && !computer;
        rows.append({{QStringLiteral("name"),
                      open || s.name.isEmpty() ? tr("Seat %1").arg(i + 1) : s.name},
                     {QStringLiteral("colourValue"), colourOf(i)},
                     {QStringLiteral("status"), s.status},
                     {QStringLiteral("statusText"), text},
                     {QStringLiteral("you"), i == mySeat()},
                     {QStringLiteral("turn"), turn},
                     {QStringLiteral("clock"), clock >= 0 ? clockText(clock) : QString()},
                     {QStringLiteral("computer"), computer}});
    }
    if (rows != m_seats.rows()) {
        m_seats.setRows(rows);
        emit seatsChanged();
    }
}

QVariantList OnlineTable::seatStates() const
{
    QVariantList out;
    for (const QVariantMap &row : m_seats.rows())
        out << row;
    return out;
}

void OnlineTable::tick()
{
    refreshSeats();
    if (m_reconnectAtMs >= 0)
        emit connectionChanged();
    if (m_state == QLatin1String("over") || m_state == QLatin1String("failed")
        || m_state == QLatin1String("idle"))
        m_ticker.stop();
}

} // namespace carcassonne
