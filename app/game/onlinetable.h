#pragma once

#include "net/netclient.h"
#include "rowlistmodel.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <memory>
#include <optional>

namespace carcassonne {

class GameSession;
class HostServer;
class NewGameModel;

// A game at a table on the network, as the window plays it: hosting one (a HostServer in this
// program, which this window joins like anyone else) or joining one by its invitation, the
// lobby's seats, the chat, the connection's state, and the game itself, which the session
// follows turn by turn from the host's log (GameSession::beginFollowing). Nothing here decides a
// rule: the host's engine does, and this window's engine checks every turn it is told of.
class OnlineTable : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The controller's online table")

    // idle, connecting, lobby (seated, the game not started), playing, over, failed
    Q_PROPERTY(QString state READ state NOTIFY stateChanged)
    // This window runs the table's host (and may start the game).
    Q_PROPERTY(bool hosting READ hosting NOTIFY stateChanged)
    // carcassonne://address:port/CODE, for the host to share ("" until the table is open).
    Q_PROPERTY(QString invitation READ invitation NOTIFY stateChanged)
    // Other computers may join (the host listens beyond this computer).
    Q_PROPERTY(bool openToNetwork READ openToNetwork NOTIFY stateChanged)
    // Every seat is taken: the host may start.
    Q_PROPERTY(bool canStart READ canStart NOTIFY tableChanged)
    Q_PROPERTY(int mySeat READ mySeat NOTIFY tableChanged)
    // What went wrong last (a refusal, the connection given up), for the player; "" when none.
    Q_PROPERTY(QString message READ message NOTIFY messageChanged)
    // Rows: name, colourValue, status (open, here, away, computer, left), statusText, you,
    // turn (it is this seat's turn), clock ("m:ss" left, or "").
    Q_PROPERTY(RowListModel *seats READ seats CONSTANT)
    // The same rows as a list, by seat (the score panel's cards, one per player).
    Q_PROPERTY(QVariantList seatStates READ seatStates NOTIFY seatsChanged)
    // Rows: name, text, colourValue, mine, system (the table's own word: who came and went).
    Q_PROPERTY(RowListModel *chat READ chat CONSTANT)
    Q_PROPERTY(int unread READ unread NOTIFY chatChanged)
    Q_PROPERTY(bool chatOpen READ chatOpen WRITE setChatOpen NOTIFY chatChanged)
    // The connection to the host is down and comes back by itself in reconnectSeconds.
    Q_PROPERTY(bool reconnecting READ reconnecting NOTIFY connectionChanged)
    Q_PROPERTY(int reconnectSeconds READ reconnectSeconds NOTIFY connectionChanged)
    // A package the host offers being fetched: its id and how far (0 to 1); "" when none.
    Q_PROPERTY(QString downloading READ downloading NOTIFY downloadChanged)
    Q_PROPERTY(qreal downloadProgress READ downloadProgress NOTIFY downloadChanged)
    // The rule sets fetched from the host, said before the game starts: [{id, name, description,
    // tiles}] (a player who does not want them leaves).
    Q_PROPERTY(QVariantList fetched READ fetched NOTIFY downloadChanged)
    // A seat this computer held in a game that has not ended: it can go back to it (rejoin).
    Q_PROPERTY(bool canRejoin READ canRejoin NOTIFY rejoinChanged)
    Q_PROPERTY(QString rejoinName READ rejoinName NOTIFY rejoinChanged)
    // The game's record: complete (seed revealed) once over; so far when the host has gone.
    Q_PROPERTY(bool hasRecord READ hasRecord NOTIFY stateChanged)
    // The clock of a table this window hosts next: seconds per player (0: none) and the seconds
    // added after each of a player's turns.
    Q_PROPERTY(int clockSeconds MEMBER m_clockSeconds NOTIFY clockChanged)
    Q_PROPERTY(int clockIncrement MEMBER m_clockIncrement NOTIFY clockChanged)

public:
    // `newGame` reads a setup and holds the packages; `session` is the window's game; `seatFile`
    // keeps the seat's token for a rejoin.
    OnlineTable(NewGameModel &newGame, GameSession &session, QString cacheFolder, QString seatFile,
                QObject *parent = nullptr);
    ~OnlineTable() override;

    QString state() const { return m_state; }
    bool hosting() const { return m_server != nullptr; }
    QString invitation() const { return m_invitation; }
    bool openToNetwork() const { return m_openToNetwork; }
    bool canStart() const;
    int mySeat() const;
    QString message() const { return m_message; }
    RowListModel *seats() { return &m_seats; }
    QVariantList seatStates() const;
    RowListModel *chat() { return &m_chat; }
    int unread() const { return m_unread; }
    bool chatOpen() const { return m_chatOpen; }
    void setChatOpen(bool open);
    bool reconnecting() const { return m_reconnectAtMs >= 0; }
    int reconnectSeconds() const;
    QString downloading() const { return m_downloading; }
    qreal downloadProgress() const { return m_downloadProgress; }
    QVariantList fetched() const { return m_fetched; }
    bool canRejoin() const;
    QString rejoinName() const;
    bool hasRecord() const;

    // Opens a table here and sits at it. `setup` as the new game dialog gives it (packages,
    // players: [{name, color, kind}] with kind "you", "open" or a computer's, rules); `port` 0
    // takes any free one; `everyone`: other computers may join (else this computer alone).
    Q_INVOKABLE bool host(const QVariantMap &setup, int port, bool everyone, int graceSeconds);
    // Joins the table of an invitation (carcassonne://host:port/CODE) as `name`.
    Q_INVOKABLE bool join(const QString &invitation, const QString &name);
    // Goes back to the seat kept in the seat file (after the window was closed or crashed).
    Q_INVOKABLE bool rejoin();
    Q_INVOKABLE void forgetRejoin();
    // The host starts the game (every seat taken).
    Q_INVOKABLE bool startGame();
    // The host offers the seat of a player who left to whoever joins next with the invitation
    // (the computer plays it until then).
    Q_INVOKABLE bool offerSeat(int seat);
    Q_INVOKABLE bool sendChat(const QString &text);
    // Leaves the table (a computer takes the seat); the host's leaving pauses the game for all.
    Q_INVOKABLE void leave();
    // The game's record as JSON (hasRecord), to save or review.
    Q_INVOKABLE QString recordJson() const;
    // An invitation's parts, for the join dialog: {valid, address, code}.
    Q_INVOKABLE static QVariantMap parseInvitation(const QString &text);
    // A refusal in the window's words, by its reason code; the host's own English only for a
    // reason this version does not know.
    static QString refusalText(const Refusal &refusal);

    // The name shown to others (the settings' name, else the first seat's).
    void setPlayerName(const QString &name) { m_name = name; }

signals:
    void stateChanged();
    void tableChanged();
    // The seats' rows changed (a status, a countdown, a clock).
    void seatsChanged();
    void messageChanged();
    void chatChanged();
    void connectionChanged();
    void downloadChanged();
    void rejoinChanged();
    void clockChanged();
    // A chat line came (for a sound or a notice).
    void chatReceived(const QString &name, const QString &text);
    // The online game begins in the session now: the window gets ready for a new game.
    void gameStarting();
    // The game ended, its record checked against the host's commitment.
    void gameEnded();
    // A player left the running game for good; the computer plays their seat (the host may
    // offer it to someone else: offerSeat).
    void seatLeft(int seat, const QString &name);

private:
    void connectClient(const NetClient::Join &join);
    // The seat kept in the seat file for a rejoin, read bounded and checked; none when there is
    // no such file or it is not one this table wrote.
    std::optional<NetClient::Join> keptSeat() const;
    void setState(const QString &state);
    void setMessage(const QString &message);
    void onWelcomed();
    void onGameStarted();
    void onTurnApplied();
    void onChat(const ChatLine &line);
    void onFailed(const Message &why);
    void addChatRow(const QVariantMap &row);
    void showTakenSeats();
    void noteSeatChanges();
    void describeFetched(const QString &id);
    void refreshSeats();
    void tick();
    void keepSeat();
    void stopHost();
    QString colourOf(int seat) const;

    NewGameModel &m_newGame;
    GameSession &m_session;
    QString m_cacheFolder;
    QString m_seatFile;
    QString m_name;
    QString m_state = QStringLiteral("idle");
    QString m_message;
    QString m_invitation;
    QString m_address; // ws://host:port of the table joined
    bool m_openToNetwork = false;
    std::unique_ptr<HostServer> m_server;
    std::unique_ptr<NetClient> m_client;
    QStringList m_colours; // per seat, from the setup (before the game) or the game
    RowListModel m_seats;
    RowListModel m_chat;
    QStringList m_statuses; // the seats' statuses as the table last said them
    bool m_seatKept = false; // this table wrote the seat file (another window's stays)
    bool m_hostClosed = false; // the host said it closed the table
    QString m_fatalRefusal; // the refusal that ends the session, said instead of the failure
    int m_unread = 0;
    bool m_chatOpen = false;
    qint64 m_reconnectAtMs = -1;
    QString m_downloading;
    qreal m_downloadProgress = 0;
    QVariantList m_fetched;
    QElapsedTimer m_clock; // for the countdowns between the host's updates
    qint64 m_tableAtMs = 0; // when the last table update came
    QTimer m_ticker;
    int m_clockSeconds = 0;
    int m_clockIncrement = 0;
};

} // namespace carcassonne
