#include "hostserver.h"

#include "core/diskfile.h"
#include "secretcode.h"

#include <QDir>
#include <QFile>
#include <QSaveFile>
#include <QTimer>
#include <QWebSocket>
#include <QWebSocketServer>

namespace carcassonne {

namespace {

constexpr qint64 kMaxSavedTableBytes = 16 * 1024 * 1024;
const QString kTableSuffix = QStringLiteral(".table.json");

} // namespace

HostServer::HostServer(PackageRepository &repository, GameHost::Options options, Limits limits,
                       QObject *parent)
    : QObject(parent),
      m_repository(repository),
      m_options(std::move(options)),
      m_limits(limits)
{
    m_clock.start();
    m_server = new QWebSocketServer(QStringLiteral("Carcassonne Studio"),
                                    QWebSocketServer::NonSecureMode, this);
    connect(m_server, &QWebSocketServer::newConnection, this, &HostServer::accept);
}

HostServer::~HostServer()
{
    // Tables first: their signals reach connections that are still here.
    for (Table &t : m_tables)
        t.host->disconnect(this);
    m_tables.clear();
    for (auto &[id, c] : m_connections) {
        c.socket->disconnect(this);
        c.socket->abort();
        c.socket->deleteLater();
    }
}

bool HostServer::listen(const QHostAddress &address, quint16 port, QString *error)
{
    if (!m_server->listen(address, port)) {
        if (error)
            *error = m_server->errorString();
        return false;
    }
    return true;
}

quint16 HostServer::port() const
{
    return m_server->serverPort();
}

void HostServer::close()
{
    m_server->close();
}

void HostServer::shutDown(const QString &message)
{
    QList<int> ids;
    for (const auto &[id, connection] : m_connections)
        ids << id;
    for (int id : ids)
        refuse(id, protocol::reason::kClosed, message, true);
    close();
}

GameHost *HostServer::open(std::unique_ptr<GameHost> host)
{
    GameHost *h = host.get();
    m_tables.push_back({std::move(host), SecretCode::make(16).toLower(), {}});
    connect(h, &GameHost::send, this, [this](int id, const QByteArray &frame) {
        const auto it = m_connections.find(id);
        if (it != m_connections.end())
            it->second.socket->sendTextMessage(QString::fromUtf8(frame));
    });
    connect(h, &GameHost::close, this, [this](int id) {
        const auto it = m_connections.find(id);
        if (it != m_connections.end()) {
            it->second.table = nullptr;
            it->second.socket->close(QWebSocketProtocol::CloseCodeNormal);
        }
    });
    connect(h, &GameHost::changed, this, [this, h]() {
        index(h);
        save(h);
    });
    connect(h, &GameHost::finished, this, [this, h]() {
        // The finished game's record stays in the data folder beside the tables.
        if (const Table *t = tableOf(h); t && !m_dataFolder.isEmpty() && h->game()) {
            Message error;
            if (!DiskFile::write(
                        QDir(m_dataFolder).filePath(t->id + QStringLiteral(".record.json")),
                        h->game()->record().toBytes(), &error))
                qWarning("carcassonne-server: cannot keep a finished game's record: %s",
                         qPrintable(error.toString()));
        }
        emit tableFinished(h);
        QTimer::singleShot(m_limits.finishedLingerMs, this, [this, h]() {
            const auto it = std::find_if(m_tables.begin(), m_tables.end(),
                                         [h](const Table &t) { return t.host.get() == h; });
            if (it == m_tables.end())
                return;
            // Closed after the walk: a close can drop its connection at once (disconnected),
            // which would take the walk's place in m_connections from under it.
            QList<QWebSocket *> closing;
            for (auto &[id, c] : m_connections) {
                if (c.table == h) {
                    c.table = nullptr;
                    closing.append(c.socket);
                }
            }
            for (QWebSocket *socket : std::as_const(closing))
                socket->close(QWebSocketProtocol::CloseCodeNormal);
            m_byInvite.remove(h->invite());
            m_bySpectate.remove(h->spectateCode());
            for (const QString &t : h->tokens())
                m_byToken.remove(t);
            if (!m_dataFolder.isEmpty())
                QFile::remove(QDir(m_dataFolder).filePath(it->id + kTableSuffix));
            emit tableRemoved(h);
            m_tables.erase(it);
        });
    });
    index(h);
    save(h);
    return h;
}

HostServer::Table *HostServer::tableOf(GameHost *host)
{
    for (Table &t : m_tables) {
        if (t.host.get() == host)
            return &t;
    }
    return nullptr;
}

int HostServer::openTableCount() const
{
    return int(std::count_if(m_tables.begin(), m_tables.end(),
                             [](const Table &t) { return !t.host->over(); }));
}

void HostServer::index(GameHost *host)
{
    Table *table = tableOf(host);
    const QStringList tokens = host->tokens();
    if (table && table->tokens == tokens && m_byInvite.contains(host->invite()))
        return;
    if (table)
        table->tokens = tokens;
    for (auto it = m_byToken.begin(); it != m_byToken.end();) {
        it = it.value() == host ? m_byToken.erase(it) : std::next(it);
    }
    for (const QString &t : host->tokens())
        m_byToken.insert(t, host);
    m_byInvite.insert(host->invite(), host);
    m_bySpectate.insert(host->spectateCode(), host);
}

void HostServer::save(GameHost *host)
{
    if (m_dataFolder.isEmpty())
        return;
    const Table *t = tableOf(host);
    if (!t)
        return;
    QSaveFile file(QDir(m_dataFolder).filePath(t->id + kTableSuffix));
    Message error;
    if (!DiskFile::open(file, &error) || !DiskFile::finish(file, host->save(), &error))
        qWarning("carcassonne-server: cannot save a table: %s", qPrintable(error.toString()));
}

int HostServer::useDataFolder(const QString &folder, QStringList *errors)
{
    QDir dir(folder);
    if (!dir.exists() && !dir.mkpath(QStringLiteral("."))) {
        if (errors)
            *errors << QStringLiteral("cannot make the data folder %1").arg(folder);
        return 0;
    }
    // Two servers on one folder would overwrite each other's tables.
    m_dataLock = std::make_unique<QLockFile>(dir.filePath(QStringLiteral("server.lock")));
    if (!m_dataLock->tryLock(0)) {
        if (errors)
            *errors << QStringLiteral("another server uses the data folder %1").arg(folder);
        m_dataLock.reset();
        return 0;
    }
    m_dataFolder = folder;
    int resumed = 0;
    const QStringList files =
            dir.entryList({QLatin1Char('*') + kTableSuffix}, QDir::Files, QDir::Name);
    for (const QString &name : files) {
        QFile f(dir.filePath(name));
        if (f.size() > kMaxSavedTableBytes || !f.open(QIODevice::ReadOnly)) {
            if (errors)
                *errors << QStringLiteral("%1: unreadable or too large").arg(name);
            continue;
        }
        QString error;
        auto host = GameHost::resume(f.read(kMaxSavedTableBytes), m_repository, m_options, &error);
        if (!host) {
            if (errors)
                *errors << QStringLiteral("%1: %2").arg(name, error);
            continue;
        }
        if (host->over()) {
            // Its game ended while the server was down: its record is beside it, if anywhere.
            QFile::remove(dir.filePath(name));
            continue;
        }
        GameHost *h = open(std::move(host));
        // The file keeps its name: the table is the same one.
        QFile::remove(dir.filePath(tableOf(h)->id + kTableSuffix));
        tableOf(h)->id = name.chopped(kTableSuffix.size());
        save(h);
        ++resumed;
    }
    return resumed;
}

void HostServer::accept()
{
    while (QWebSocket *socket = m_server->nextPendingConnection()) {
        const QString address = socket->peerAddress().toString();
        const int id = m_nextId++;
        socket->setParent(this);
        socket->setMaxAllowedIncomingFrameSize(quint64(protocol::kMaxFrameBytes));
        socket->setMaxAllowedIncomingMessageSize(quint64(protocol::kMaxFrameBytes));
        Connection c;
        c.socket = socket;
        c.address = address;
        c.windowStartMs = m_clock.elapsed();
        m_connections.emplace(id, c);
        ++m_perAddress[address];
        connect(socket, &QWebSocket::textMessageReceived, this,
                [this, id](const QString &text) { receive(id, text); });
        connect(socket, &QWebSocket::binaryMessageReceived, this, [this, id](const QByteArray &) {
            refuse(id, protocol::reason::kMessage, QStringLiteral("messages are JSON text frames"),
                   true);
        });
        connect(socket, &QWebSocket::disconnected, this, [this, id]() { dropConnection(id); });
        if (int(m_connections.size()) > m_limits.maxConnections) {
            refuse(id, protocol::reason::kFull,
                   QStringLiteral("this server has no room for more connections"), true);
        } else if (m_perAddress[address] > m_limits.maxPerAddress) {
            refuse(id, protocol::reason::kFull,
                   QStringLiteral("too many connections from one address"), true);
        }
    }
}

void HostServer::refuse(int id, QLatin1String reason, const QString &message, bool fatal)
{
    const auto it = m_connections.find(id);
    if (it == m_connections.end())
        return;
    it->second.socket->sendTextMessage(
            QString::fromUtf8(MessageCodec::encode(Refusal{QString(reason), message, fatal})));
    if (fatal) {
        if (it->second.table) {
            it->second.table->disconnected(id);
            it->second.table = nullptr;
        }
        it->second.socket->close(QWebSocketProtocol::CloseCodePolicyViolated);
    }
}

void HostServer::dropConnection(int id)
{
    const auto it = m_connections.find(id);
    if (it == m_connections.end())
        return;
    if (it->second.table)
        it->second.table->disconnected(id);
    if (--m_perAddress[it->second.address] <= 0)
        m_perAddress.remove(it->second.address);
    it->second.socket->deleteLater();
    m_connections.erase(it);
}

void HostServer::receive(int id, const QString &text)
{
    const auto it = m_connections.find(id);
    if (it == m_connections.end())
        return;
    Connection &c = it->second;
    // A flood ends the connection: the window's count is checked before the message is read.
    const qint64 now = m_clock.elapsed();
    if (now - c.windowStartMs > protocol::kMessageWindowMs) {
        c.windowStartMs = now;
        c.windowCount = 0;
    }
    if (++c.windowCount > protocol::kMessagesPerWindow) {
        refuse(id, protocol::reason::kRate,
               QStringLiteral("too many messages: the connection is closed"), true);
        return;
    }
    QString error;
    const auto message = MessageCodec::decodeClient(text.toUtf8(), &error);
    if (!message) {
        // A client that cannot speak the protocol is told why once and let go; a client at a
        // table keeps its seat (nothing changed) but its message is refused.
        refuse(id, protocol::reason::kMessage, error, !c.greeted);
        return;
    }
    if (c.table) {
        c.table->receive(id, *message);
        return;
    }
    if (const auto *hello = std::get_if<ClientHello>(&*message)) {
        if (c.greeted) {
            refuse(id, protocol::reason::kMessage, QStringLiteral("one hello per connection"),
                   true);
            return;
        }
        c.greeted = true;
        c.hello = *hello;
        GameHost *table = nullptr;
        if (!hello->invite.isEmpty())
            table = m_byInvite.value(hello->invite);
        else if (!hello->token.isEmpty())
            table = m_byToken.value(hello->token);
        else if (!hello->spectate.isEmpty())
            table = m_bySpectate.value(hello->spectate);
        else if (hello->protocol != protocol::kVersion) {
            refuse(id, protocol::reason::kProtocol,
                   QStringLiteral("this host speaks protocol %1, the client %2: both need the same "
                                  "version of Carcassonne Studio")
                           .arg(protocol::kVersion)
                           .arg(hello->protocol),
                   true);
            return;
        } else {
            return; // no code: a table to create comes next
        }
        if (!table) {
            refuse(id, protocol::reason::kCode, QStringLiteral("no table here has that code"),
                   true);
            return;
        }
        c.table = table;
        table->hello(id, *hello);
        return;
    }
    if (const auto *create = std::get_if<CreateTable>(&*message)) {
        if (!c.greeted) {
            refuse(id, protocol::reason::kMessage, QStringLiteral("a hello comes first"), true);
            return;
        }
        if (!m_limits.allowCreate) {
            refuse(id, protocol::reason::kCreate,
                   QStringLiteral("this host opens no tables for others"), true);
            return;
        }
        if (openTableCount() >= m_limits.maxGames) {
            refuse(id, protocol::reason::kFull,
                   QStringLiteral("this server holds as many games as it may"), true);
            return;
        }
        if (std::count_if(create->seats.begin(), create->seats.end(),
                          [](const CreateTable::Seat &s) { return s.kind == QLatin1String("you"); })
            != 1) {
            refuse(id, protocol::reason::kCreate, QStringLiteral("one seat is \"you\""), false);
            return;
        }
        QString why;
        auto host = GameHost::create(*create, m_repository, m_options, &why);
        if (!host) {
            refuse(id, protocol::reason::kCreate, why, false);
            return;
        }
        GameHost *h = open(std::move(host));
        c.table = h;
        h->hello(id, c.hello, true);
        return;
    }
    refuse(id, protocol::reason::kMessage, QStringLiteral("a hello comes first"), !c.greeted);
}

} // namespace carcassonne
