#pragma once

#include <QElapsedTimer>
#include <QStringList>
#include <QTextStream>
#include <QUrl>

#include <deque>
#include <map>
#include <memory>
#include <vector>

class QEventLoop;

namespace carcassonne {

class Bot;
class NetClient;
class PackageRepository;

// carcassonne-cli net-load: a load benchmark of a server over loopback. Opens many tables with
// create messages, fills their seats with scripted clients (random legal turns), then plays at
// a target rate of moves a second and measures the time from a move's request until every seat
// of its table has applied it (docs/network.md, "Benchmark"). Every loop is bounded by the
// ramp's and the run's time; it only ever connects to the url it is given.
class NetLoadCommand
{
public:
    NetLoadCommand(QTextStream &out, QTextStream &err);
    ~NetLoadCommand();

    // 0: the run finished (whatever it measured); 1: nothing could be held; 2: usage.
    int run(const QStringList &args);
    static QString usageLine();

private:
    enum class Phase { Ramp, Play, Drain, Done };
    struct Seat
    {
        NetClient *client = nullptr; // owned; deleted later, as it may be the signal's sender
        std::unique_ptr<Bot> bot;
        bool started = false;
    };
    struct Table
    {
        int id = 0;
        std::vector<Seat> seats; // [0] opened the table
        int welcomed = 0;
        int started = 0;
        bool startSent = false;
        bool ready = false; // every seat has the game
        bool dead = false; // a client failed: the table is out of the run
        bool closed = false;
        bool queued = false;
        int pending = -1; // the log index of the move in flight
        int applied = 0; // seats that applied it
        qint64 sentNs = 0;
    };

    int usage(const QString &message);
    void openTable();
    void fillRamp();
    void rampDone(Table *t);
    void joinSeats(Table *t);
    void connectSeat(Table *t, int index);
    void onApplied(Table *t, int index);
    void enqueue(Table *t);
    bool sendMove(Table *t);
    void closeTable(Table *t);
    void startPlay();
    void schedule();
    void finish();
    int heldTables() const;
    int heldConnections() const;
    void report(double playSeconds);

    QTextStream &m_out;
    QTextStream &m_err;
    // The run's parameters.
    QUrl m_url;
    int m_games = 0;
    int m_seats = 4;
    double m_rate = 1000;
    int m_seconds = 30;
    int m_window = 16; // tables being opened at once: the server's accept queue stays short
    int m_rampSeconds = 300;
    QStringList m_packages;
    quint64 m_seed = 1;
    qint64 m_serverPid = 0;
    // State.
    std::unique_ptr<PackageRepository> m_repository;
    QString m_cache;
    QEventLoop *m_loop = nullptr;
    Phase m_phase = Phase::Ramp;
    std::vector<std::unique_ptr<Table>> m_tables;
    std::deque<Table *> m_ready; // tables whose next move may be sent, oldest first
    int m_opening = 0; // tables in the ramp's window
    int m_opened = 0;
    QElapsedTimer m_clock;
    qint64 m_playStartNs = 0;
    qint64 m_lastTickNs = 0;
    double m_credit = 0; // moves due and not yet sent
    qint64 m_sent = 0;
    qint64 m_unsent = 0; // moves due while no table was ready
    std::vector<qint64> m_latencies; // ns, moves sent during the play phase
    int m_gamesEnded = 0;
    int m_failures = 0;
    int m_reconnects = 0;
    std::map<QString, int> m_refusals; // by reason
    QStringList m_firstProblems;
    double m_rampElapsed = 0;
    qint64 m_rssBefore = -1;
    qint64 m_rssAfter = -1;
    double m_serverCpuStart = -1;
    double m_loadCpuStart = 0;
};

} // namespace carcassonne
