#pragma once

#include "messagecodec.h"
#include "mirrorgame.h"

#include <QObject>
#include <QTimer>
#include <QUrl>

#include <optional>

class QWebSocket;

namespace carcassonne {

class PackageRepository;

// One seat's (or a spectator's) side of a table: connects to a host, says hello, fetches the
// packages it lacks into a cache folder, keeps a MirrorGame of the host's game from its log,
// asks for the log again when its copy goes out of step, and comes back to its seat with its
// token after a dropped connection, waiting longer each time. It never decides a turn's effect:
// it sends a whole turn (sendTurn) and applies what the host's log says.
class NetClient : public QObject
{
    Q_OBJECT
public:
    struct Join
    {
        QUrl url; // ws://host:port
        QString name;
        QString invite; // a new player
        QString token; // coming back to a seat
        QString spectate; // watching
        // Opening a table on a server (no code): the create message sent after the hello.
        std::optional<CreateTable> create;
    };

    NetClient(PackageRepository &repository, QString cacheFolder, QObject *parent = nullptr);
    ~NetClient() override;

    // Parses "carcassonne://host:port/CODE" (or ws://host:port/CODE) into the url and invite.
    static bool parseInvitation(const QString &text, QUrl *url, QString *code);

    void connectTo(const Join &join);
    void disconnectFromHost();

    int seat() const { return m_welcome ? m_welcome->seat : -1; }
    const std::optional<Welcome> &welcome() const { return m_welcome; }
    const TableUpdate &table() const { return m_table; }
    const MirrorGame *game() const { return m_mirror ? &*m_mirror : nullptr; }
    const std::optional<GameRecord> &record() const { return m_record; }
    const QList<ChatLine> &chat() const { return m_chat; }
    // The seat's turn: the game is running, its state waits for this seat's tile.
    bool myTurn() const;

    void sendTurn(const QJsonObject &turn);
    void sendChat(const QString &text);
    void sendStart();
    // The table's creator offers a seat whose player left to whoever joins next (OfferSeat).
    void offerSeat(int seat);
    void leave();
    // For tests: sends a frame as it is.
    void sendRaw(const QByteArray &frame);
    // For tests: the copy takes its last turn as `turn` (a faulty client; MirrorGame::tamper).
    bool tamper(const QJsonObject &turn);
    int resyncCount() const { return m_resyncs; }
    int reconnectCount() const { return m_reconnects; }

signals:
    void welcomed();
    void tableChanged();
    void gameStarted();
    void turnApplied(int index);
    void chatReceived(const carcassonne::ChatLine &line);
    void refused(const carcassonne::Refusal &refusal);
    void packageProgress(const QString &id, qint64 received, qint64 total);
    void connectionLost(int retryInMs);
    void reconnected();
    // The game is over and its record checked against the host's commitment.
    void ended();
    // The session is over for good (a fatal refusal, a second desync, the host gone): why.
    void failed(const carcassonne::Message &message);

private:
    void open();
    void onText(const QString &text);
    void onDisconnected();
    void handle(const HostMessage &message);
    void fetchNext();
    void startMirror();
    void applyEntries(const QList<LogEntries::Entry> &entries);
    void fail(const Message &message);
    void send(const QByteArray &frame);
    QString cachePath(const QString &sha256) const;

    PackageRepository &m_repository;
    QString m_cacheFolder;
    QWebSocket *m_socket = nullptr;
    Join m_join;
    std::optional<Welcome> m_welcome;
    TableUpdate m_table;
    std::optional<GameStart> m_pendingStart; // waits for the packages
    std::optional<MirrorGame> m_mirror;
    QList<LogEntries::Entry> m_waiting; // entries that came before the game could start here
    std::optional<GameEnd> m_end;
    std::optional<GameRecord> m_record;
    QList<ChatLine> m_chat;
    // Fetching packages: the offers still missing here, and the bytes of the current one.
    QList<Welcome::PackageOffer> m_missing;
    QByteArray m_fetching;
    // After a desync: the host's log from 0, gathered until it reaches the turn that failed.
    bool m_resyncing = false;
    int m_resyncUntil = 0;
    QList<LogEntries::Entry> m_resyncLog;
    int m_resyncs = 0;
    // A gap in the log: the index it was asked again from on this connection (-1: none). Each
    // later entry past the gap would ask again, and a burst of them (the bots playing on while
    // a window comes back) ran into the host's rate limit.
    int m_gapAskedFrom = -1;
    int m_reconnects = 0;
    int m_attempt = 0;
    bool m_closing = false; // a close we asked for, or the session's end: no reconnect
    bool m_failed = false;
};

} // namespace carcassonne
