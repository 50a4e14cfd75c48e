#pragma once

#include "messagecodec.h"
#include "record/game.h"

#include <QElapsedTimer>
#include <QMap>
#include <QObject>
#include <QTimer>

#include <array>
#include <memory>
#include <optional>

namespace carcassonne {

class Bot;
class PackageRepository;
struct GameHostBotJob;

// One table and its game, as the authority: it runs the engine, keeps the one numbered log of
// turns, checks every request for the seat that sends it and for the rules, and sends every
// accepted turn to everyone at the table with the tiles it drew and the state's hash. It knows
// connections only by number: a transport (HostServer) hands it what arrives and sends what it
// says (send, close). docs/network.md has the protocol and the rules it keeps.
class GameHost : public QObject
{
    Q_OBJECT
public:
    struct Options
    {
        // The computer player that plays for an away, out-of-time or departed seat.
        QString standIn = QStringLiteral("ai:mcts");
        // The game's seed; drawn from a cryptographic source when not given (tests give one).
        std::optional<quint64> seed;
        // Start by itself once every open seat has a player.
        bool autoStart = false;
    };

    ~GameHost() override;

    // A table from a create message. A "you" seat is the creator's (connection `creator`, or
    // none: -1). Null with the reason when the table cannot be.
    static std::unique_ptr<GameHost> create(const CreateTable &table, PackageRepository &repository,
                                            const Options &options, QString *error);
    // A table saved by save() (a server's data folder), with its game replayed to where it was;
    // its players are away until they come back with their tokens.
    static std::unique_ptr<GameHost> resume(const QByteArray &saved, PackageRepository &repository,
                                            const Options &options, QString *error);
    QByteArray save() const;

    const QString &invite() const { return m_invite; }
    const QString &spectateCode() const { return m_spectate; }
    // The seats' tokens, for the transport's lookup (compared in constant time here again).
    QStringList tokens() const;
    bool started() const { return m_game.has_value(); }
    bool over() const { return m_game && m_game->state().gameOver(); }
    const Game *game() const { return m_game ? &*m_game : nullptr; }
    int logSize() const { return int(m_log.size()); }
    int connectionCount() const;
    // The seed and salt, for tests and the host's own record; revealed to clients at the end.
    quint64 seed() const { return m_seed; }

    // A hello routed here by its code or token; `creator` marks the connection that created
    // the table (it takes the "you" seat and may start the game).
    // The seats as the table shows them to everyone.
    TableUpdate table() const;

    void hello(int connection, const ClientHello &hello, bool creator = false);
    void receive(int connection, const ClientMessage &message);
    void disconnected(int connection);
    // Starts the game now (the creator's start message, or the host program's own decision).
    bool start(QString *error);

signals:
    void send(int connection, const QByteArray &frame);
    void close(int connection);
    // The log grew, a seat changed, the game started or ended: a server saves the table.
    void changed();
    void finished();

private:
    enum class Status { Open, Here, Away, Computer, Left };
    struct Seat
    {
        QString name;
        QString computerKind; // a computer seat's kind; empty for a person's
        QString token;
        int connection = -1;
        Status status = Status::Open;
        qint64 awaySinceMs = 0;
        qint64 clockMs = -1;
        qint64 lastChatMs[protocol::kChatsPerWindow] = {};
        bool computer() const { return !computerKind.isEmpty(); }
    };
    explicit GameHost(PackageRepository &repository, const Options &options);
    bool setUp(const CreateTable &table, QString *error);
    bool startGame(QString *error);
    void sendTo(int connection, const QByteArray &frame);
    void broadcast(const QByteArray &frame);
    // `reason`: one of protocol::reason.
    void refuse(int connection, QLatin1String reason, const QString &message, bool fatal = false);
    void sendTable();
    void sendWelcome(int connection, int seat);
    void sendGameAndLog(int connection, int from);
    GameStart gameStart() const;
    int seatOfConnection(int connection) const;
    int currentSeat() const;
    // Accepts a whole turn for the current seat: false, nothing changed, with the reason.
    bool acceptTurn(const QJsonObject &turn, const QString &by, QString *why);
    // A computer plays the current seat's turn when that seat is a computer's, or its player
    // is away past the grace time, has left, or ran out of time.
    void playComputerIfDue();
    void tick();
    void chargeClock(int seat, const QString &by);

    PackageRepository &m_repository;
    Options m_options;
    QJsonObject m_setupJson; // the table's setup as created (packages, rules)
    QList<Seat> m_seats;
    QMap<int, int> m_spectators; // connection -> 1
    int m_creatorSeat = -1;
    int m_grace = protocol::kDefaultGraceSeconds;
    int m_bank = 0;
    int m_increment = 0;
    QString m_invite;
    QString m_spectate;
    quint64 m_seed = 0;
    QString m_salt;
    QString m_commitment;
    std::optional<Game> m_game;
    QJsonArray m_startDraws;
    QList<LogEntries::Entry> m_log;
    QList<ChatLine> m_chat;
    QList<Welcome::PackageOffer> m_offers;
    QMap<QString, QByteArray> m_zips; // package id -> zip bytes, for PackageRequest
    QElapsedTimer m_clock; // the host's time since it was made
    qint64 m_turnStartedMs = 0;
    QTimer m_ticker;
    std::shared_ptr<GameHostBotJob> m_job; // a computer's turn being thought about
    quint64 m_startHash = 0;
    bool m_seeded = false;
    bool m_quiet = false; // replaying a saved table: no computer thinks
    QMap<int, std::array<qint64, protocol::kChatsPerWindow>> m_spectatorChat;
};

} // namespace carcassonne
