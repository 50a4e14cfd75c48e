#include "netclient.h"

#include "content/packagerepository.h"
#include "core/diskfile.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QWebSocket>

namespace carcassonne {

namespace {

constexpr int kMaxReconnectAttempts = 10;
constexpr int kMaxChatKept = 500;

bool isSha256(const QString &text)
{
    if (text.size() != 64)
        return false;
    for (const QChar c : text) {
        if (!((c >= QLatin1Char('0') && c <= QLatin1Char('9'))
              || (c >= QLatin1Char('a') && c <= QLatin1Char('f'))))
            return false;
    }
    return true;
}

QString sha256Of(const QByteArray &bytes)
{
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

} // namespace

NetClient::NetClient(PackageRepository &repository, QString cacheFolder, QObject *parent)
    : QObject(parent),
      m_repository(repository),
      m_cacheFolder(std::move(cacheFolder))
{ }

NetClient::~NetClient()
{
    m_closing = true;
    if (m_socket) {
        m_socket->disconnect(this);
        m_socket->abort();
    }
}

bool NetClient::parseInvitation(const QString &text, QUrl *url, QString *code)
{
    const QUrl u(text.trimmed());
    const QString scheme = u.scheme();
    if (!u.isValid() || u.host().isEmpty() || u.port() <= 0
        || (scheme != QLatin1String("carcassonne") && scheme != QLatin1String("ws")))
        return false;
    const QString path = u.path().mid(1);
    if (path.isEmpty() || path.size() > protocol::kMaxCodeLength || path.contains(QLatin1Char('/')))
        return false;
    QUrl ws;
    ws.setScheme(QStringLiteral("ws"));
    ws.setHost(u.host());
    ws.setPort(u.port());
    *url = ws;
    *code = path;
    return true;
}

void NetClient::connectTo(const Join &join)
{
    m_join = join;
    m_closing = false;
    m_failed = false;
    m_attempt = 0;
    open();
}

void NetClient::disconnectFromHost()
{
    m_closing = true;
    if (m_socket)
        m_socket->close();
}

void NetClient::open()
{
    if (m_socket) {
        m_socket->disconnect(this);
        m_socket->deleteLater();
    }
    m_socket = new QWebSocket(QString(), QWebSocketProtocol::VersionLatest, this);
    m_socket->setMaxAllowedIncomingFrameSize(quint64(protocol::kMaxFrameBytes));
    m_socket->setMaxAllowedIncomingMessageSize(quint64(protocol::kMaxFrameBytes));
    connect(m_socket, &QWebSocket::connected, this, [this]() {
        m_gapAskedFrom = -1; // a new connection asks for itself
        ClientHello hello;
        hello.app = QStringLiteral("carcassonne-studio");
        hello.name = m_join.name;
        if (m_welcome && !m_welcome->token.isEmpty()) {
            hello.token = m_welcome->token; // back to the same seat
            hello.last = m_mirror ? m_mirror->logSize() - 1 : -1;
        } else if (m_welcome && m_welcome->seat < 0) {
            hello.spectate = m_join.spectate;
        } else {
            hello.invite = m_join.invite;
            hello.token = m_join.token;
            hello.spectate = m_join.spectate;
        }
        send(MessageCodec::encode(hello));
        if (m_join.create && !m_welcome)
            send(MessageCodec::encode(*m_join.create));
    });
    connect(m_socket, &QWebSocket::textMessageReceived, this, &NetClient::onText);
    connect(m_socket, &QWebSocket::binaryMessageReceived, this, [this](const QByteArray &) {
        fail(Message(QT_TRANSLATE_NOOP("EngineMessages", "the host sent a binary frame")));
    });
    connect(m_socket, &QWebSocket::disconnected, this, &NetClient::onDisconnected);
    m_socket->open(m_join.url);
}

void NetClient::onDisconnected()
{
    if (m_closing || m_failed || m_record)
        return;
    // Back on an ever longer wait, a bounded number of times.
    if (++m_attempt > kMaxReconnectAttempts || (!m_welcome && m_attempt > 3)) {
        fail(m_welcome ? Message(
                     QT_TRANSLATE_NOOP("EngineMessages", "the connection to the host is lost"))
                       : Message(QT_TRANSLATE_NOOP("EngineMessages", "cannot reach the host at %1"))
                                 .arg(m_join.url.toString()));
        return;
    }
    const int wait = std::min(8000, 250 << std::min(m_attempt, 5));
    emit connectionLost(wait);
    QTimer::singleShot(wait, this, [this]() {
        if (!m_closing && !m_failed)
            open();
    });
}

void NetClient::send(const QByteArray &frame)
{
    if (m_socket && m_socket->state() == QAbstractSocket::ConnectedState)
        m_socket->sendTextMessage(QString::fromUtf8(frame));
}

void NetClient::sendRaw(const QByteArray &frame)
{
    send(frame);
}

void NetClient::fail(const Message &message)
{
    if (m_failed)
        return;
    m_failed = true;
    if (m_socket)
        m_socket->close();
    emit failed(message);
}

void NetClient::onText(const QString &text)
{
    QString error;
    const auto message = MessageCodec::decodeHost(text.toUtf8(), &error);
    if (!message) {
        fail(Message(QT_TRANSLATE_NOOP("EngineMessages",
                                       "the host sent what this version cannot read: %1"))
                     .arg(error));
        return;
    }
    handle(*message);
}

QString NetClient::cachePath(const QString &sha256) const
{
    // Named by the hash alone: nothing the host says becomes a path.
    return QDir(m_cacheFolder).filePath(sha256 + QStringLiteral(".zip"));
}

void NetClient::handle(const HostMessage &message)
{
    std::visit(
            [this](const auto &m) {
                using M = std::decay_t<decltype(m)>;
                if constexpr (std::is_same_v<M, Welcome>) {
                    const bool back = m_welcome.has_value();
                    if (back && m.seat != m_welcome->seat) {
                        fail(Message(QT_TRANSLATE_NOOP("EngineMessages",
                                                       "the host gave this client another seat")));
                        return;
                    }
                    m_welcome = m;
                    m_attempt = 0;
                    if (back) {
                        ++m_reconnects;
                        emit reconnected();
                        return;
                    }
                    for (const Welcome::PackageOffer &offer : m.packages) {
                        if (!PackageRepository::isValidId(offer.id) || !isSha256(offer.sha256)) {
                            fail(Message(QT_TRANSLATE_NOOP(
                                    "EngineMessages",
                                    "the host offers a package with a bad id or hash")));
                            return;
                        }
                        const auto cached =
                                DiskFile::read(cachePath(offer.sha256), offer.bytes + 1, nullptr);
                        Problems problems;
                        if (cached && sha256Of(*cached) == offer.sha256
                            && m_repository.addPath(cachePath(offer.sha256), &problems) == offer.id)
                            continue;
                        m_missing.append(offer);
                    }
                    emit welcomed();
                    fetchNext();
                } else if constexpr (std::is_same_v<M, TableUpdate>) {
                    m_table = m;
                    emit tableChanged();
                } else if constexpr (std::is_same_v<M, GameStart>) {
                    if (m_mirror) {
                        if (m_mirror->commitment() != m.commitment)
                            fail(Message(QT_TRANSLATE_NOOP("EngineMessages",
                                                           "the host started another game")));
                        return;
                    }
                    m_pendingStart = m;
                    if (m_missing.isEmpty())
                        startMirror();
                } else if constexpr (std::is_same_v<M, LogEntries>) {
                    if (!m_mirror)
                        m_waiting.append(m.entries);
                    else
                        applyEntries(m.entries);
                } else if constexpr (std::is_same_v<M, ChatLine>) {
                    m_chat.append(m);
                    if (m_chat.size() > kMaxChatKept)
                        m_chat.removeFirst();
                    emit chatReceived(m);
                } else if constexpr (std::is_same_v<M, GameEnd>) {
                    m_end = m;
                    if (!m_mirror || !m_mirror->state().gameOver() || m_resyncing)
                        return; // checked once the log is in
                    Message why;
                    m_record = m_mirror->finish(m, m_repository, &why);
                    if (!m_record) {
                        fail(why);
                        return;
                    }
                    m_closing = true;
                    emit ended();
                } else if constexpr (std::is_same_v<M, Refusal>) {
                    emit refused(m);
                    if (m.fatal)
                        fail(Message::verbatim(m.message)); // the window says it by m.reason
                } else if constexpr (std::is_same_v<M, PackageData>) {
                    if (m_missing.isEmpty() || m.id != m_missing.front().id
                        || m.offset != m_fetching.size() || m.total != m_missing.front().bytes) {
                        fail(Message(QT_TRANSLATE_NOOP(
                                "EngineMessages",
                                "the host sent a part of a package not asked for")));
                        return;
                    }
                    m_fetching += m.data;
                    const Welcome::PackageOffer offer = m_missing.front();
                    emit packageProgress(offer.id, m_fetching.size(), offer.bytes);
                    if (m_fetching.size() < offer.bytes) {
                        fetchNext();
                        return;
                    }
                    if (sha256Of(m_fetching) != offer.sha256) {
                        fail(Message(QT_TRANSLATE_NOOP(
                                             "EngineMessages",
                                             "package %1 does not match its hash: refused"))
                                     .arg(offer.id));
                        return;
                    }
                    Message error;
                    QDir().mkpath(m_cacheFolder);
                    if (!DiskFile::write(cachePath(offer.sha256), m_fetching, &error)) {
                        fail(Message(QT_TRANSLATE_NOOP("EngineMessages",
                                                       "cannot keep package %1: %2"))
                                     .arg(offer.id, error));
                        return;
                    }
                    Problems problems;
                    const auto id = m_repository.addPath(cachePath(offer.sha256), &problems);
                    if (id != offer.id) {
                        QFile::remove(cachePath(offer.sha256));
                        fail(Message(QT_TRANSLATE_NOOP("EngineMessages",
                                                       "package %1 cannot be played: %2"))
                                     .arg(offer.id,
                                          problems.isEmpty() ? Message(QT_TRANSLATE_NOOP(
                                                  "EngineMessages", "it has another id"))
                                                             : problems.front().toMessage()));
                        return;
                    }
                    m_fetching.clear();
                    m_missing.removeFirst();
                    if (!m_missing.isEmpty())
                        fetchNext();
                    else if (m_pendingStart)
                        startMirror();
                }
            },
            message);
}

void NetClient::fetchNext()
{
    if (!m_missing.isEmpty())
        send(MessageCodec::encode(PackageRequest{m_missing.front().id, m_fetching.size()}));
}

void NetClient::startMirror()
{
    Message error;
    m_mirror = MirrorGame::start(*m_pendingStart, m_repository, &error);
    m_pendingStart.reset();
    if (!m_mirror) {
        fail(error);
        return;
    }
    emit gameStarted();
    const QList<LogEntries::Entry> waiting = std::exchange(m_waiting, {});
    applyEntries(waiting);
}

void NetClient::applyEntries(const QList<LogEntries::Entry> &entries)
{
    for (const LogEntries::Entry &e : entries) {
        if (m_failed)
            return;
        if (m_resyncing) {
            if (e.index == m_resyncLog.size())
                m_resyncLog.append(e);
            if (m_resyncLog.size() < m_resyncUntil)
                continue;
            Message why;
            if (m_mirror->rebuild(m_resyncLog, &why) != MirrorGame::Result::Applied) {
                fail(Message(QT_TRANSLATE_NOOP(
                                     "EngineMessages",
                                     "out of step with the host again after its whole log: %1"))
                             .arg(why));
                return;
            }
            m_resyncing = false;
            m_resyncLog.clear();
            emit turnApplied(m_mirror->logSize() - 1);
            continue;
        }
        if (e.index < m_mirror->logSize())
            continue; // sent again after a reconnect
        if (e.index > m_mirror->logSize()) {
            if (m_gapAskedFrom != m_mirror->logSize()) {
                m_gapAskedFrom = m_mirror->logSize();
                send(MessageCodec::encode(ResyncRequest{m_gapAskedFrom}));
            }
            return;
        }
        Message why;
        switch (m_mirror->apply(e, &why)) {
        case MirrorGame::Result::Applied:
            // The host sends the table again only when more than the turn changed.
            m_table.turnSeat = m_mirror->state().gameOver()
                    ? -1
                    : m_mirror->state().seatOf(m_mirror->state().currentPlayer());
            emit turnApplied(e.index);
            break;
        case MirrorGame::Result::Desync:
            // Out of step: the host's log from turn 0, and the copy made again from it.
            ++m_resyncs;
            m_resyncing = true;
            m_resyncUntil = e.index + 1;
            m_resyncLog.clear();
            send(MessageCodec::encode(ResyncRequest{0}));
            return;
        case MirrorGame::Result::Refused:
            fail(why);
            return;
        }
    }
    if (m_end && m_mirror && m_mirror->state().gameOver() && !m_resyncing && !m_record)
        handle(HostMessage(*m_end));
}

bool NetClient::myTurn() const
{
    return m_mirror && !m_resyncing && !m_failed && m_welcome && m_welcome->seat >= 0
            && !m_mirror->state().gameOver()
            && m_mirror->state().seatOf(m_mirror->state().currentPlayer()) == m_welcome->seat;
}

void NetClient::sendTurn(const QJsonObject &turn)
{
    if (m_mirror)
        send(MessageCodec::encode(TurnRequest{m_mirror->logSize(), turn}));
}

void NetClient::sendChat(const QString &text)
{
    send(MessageCodec::encode(ChatSend{text}));
}

void NetClient::sendStart()
{
    send(MessageCodec::encode(StartGame{}));
}

void NetClient::offerSeat(int seat)
{
    send(MessageCodec::encode(OfferSeat{seat}));
}

void NetClient::leave()
{
    send(MessageCodec::encode(LeaveTable{}));
    m_closing = true;
}

bool NetClient::tamper(const QJsonObject &turn)
{
    return m_mirror && m_mirror->tamper(turn);
}

} // namespace carcassonne
