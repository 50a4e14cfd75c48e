#pragma once

#include "gamehost.h"

#include <QHash>
#include <QHostAddress>
#include <QLockFile>
#include <QObject>

#include <map>
#include <memory>

class QWebSocket;
class QWebSocketServer;

namespace carcassonne {

class PackageRepository;

// The transport: a WebSocket server that holds many tables (GameHost) at once. It checks what
// every connection sends before any table sees it (frame sizes, the message rate, the codec),
// routes a hello to its table by invite code, seat token or spectator code, lets a connection
// without a code create a table when allowed, caps connections in total and per address, and
// keeps each table in a data folder when given one (docs/network.md).
class HostServer : public QObject
{
    Q_OBJECT
public:
    struct Limits
    {
        int maxConnections = 4096;
        int maxPerAddress = 32;
        int maxGames = 100;
        bool allowCreate = true; // a connection may open a table (a server); false: the host's own
        int finishedLingerMs = 60000; // a finished table stays for late readers, then goes
    };

    HostServer(PackageRepository &repository, GameHost::Options options, Limits limits,
               QObject *parent = nullptr);
    ~HostServer() override;

    bool listen(const QHostAddress &address, quint16 port, QString *error);
    quint16 port() const;
    void close();
    // Tells every connection the host is closing (a fatal refusal, reason "closed", so that
    // clients stop at once instead of trying to come back) and closes them; then close().
    void shutDown(const QString &message);

    // A table the program opens itself (the command line's host, the window). The server owns
    // it; the pointer stays good until the table is gone (tableRemoved).
    GameHost *open(std::unique_ptr<GameHost> host);
    // Keeps every table in `folder` as it changes (atomically), and returns how many unfinished
    // tables found there were opened again. Problems go to `errors`.
    int useDataFolder(const QString &folder, QStringList *errors);

    int tableCount() const { return int(m_tables.size()); }
    // Tables whose game is not over: what --max-games counts (a finished one lingers a minute).
    int openTableCount() const;
    int connectionCount() const { return int(m_connections.size()); }

signals:
    void tableFinished(carcassonne::GameHost *host);
    void tableRemoved(carcassonne::GameHost *host);

private:
    struct Connection
    {
        QWebSocket *socket = nullptr;
        QString address;
        GameHost *table = nullptr;
        bool greeted = false;
        ClientHello hello;
        qint64 windowStartMs = 0;
        int windowCount = 0;
    };
    struct Table
    {
        std::unique_ptr<GameHost> host;
        QString id; // the data folder's file name
        QStringList tokens; // as last indexed: re-indexed only when they change, not every turn
    };

    void accept();
    void receive(int id, const QString &text);
    // `reason`: one of protocol::reason.
    void refuse(int id, QLatin1String reason, const QString &message, bool fatal);
    void dropConnection(int id);
    void index(GameHost *host);
    void save(GameHost *host);
    Table *tableOf(GameHost *host);

    PackageRepository &m_repository;
    GameHost::Options m_options;
    Limits m_limits;
    QWebSocketServer *m_server = nullptr;
    std::map<int, Connection> m_connections;
    QHash<QString, int> m_perAddress;
    int m_nextId = 1;
    std::vector<Table> m_tables;
    QHash<QString, GameHost *> m_byInvite;
    QHash<QString, GameHost *> m_bySpectate;
    QHash<QString, GameHost *> m_byToken;
    QString m_dataFolder;
    std::unique_ptr<QLockFile> m_dataLock; // one server per data folder
    QElapsedTimer m_clock;
};

} // namespace carcassonne
