#include "netloadcommand.h"

#include "ai/bot.h"
#include "ai/botfactory.h"
#include "commandoptions.h"
#include "content/packagerepository.h"
#include "net/netclient.h"
#include "net/turnplayer.h"

#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <cmath>
#include <sys/resource.h>
#include <unistd.h>

namespace carcassonne {

namespace {

// The scheduler's period: short enough that 1,000 moves a second go out a few at a time, not
// in bursts that would queue behind each other and count as latency.
constexpr int kTickMs = 2;
// Moves due but not sent (no table ready) are dropped past this many periods' worth: a slow
// spell does not become a burst afterwards.
constexpr double kMaxCreditTicks = 10;
// After the run: how long moves in flight may still arrive before they count as lost.
constexpr int kDrainMs = 3000;

// "VmRSS:  1234 kB" of a process, in bytes; -1 when it cannot be read.
qint64 residentBytes(qint64 pid)
{
    QFile f(QStringLiteral("/proc/%1/status").arg(pid));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : f.readAll().split('\n')) {
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toLongLong() * 1024;
    }
    return -1;
}

// User and system CPU seconds of a process from /proc/<pid>/stat; -1 when unreadable.
double cpuSecondsOf(qint64 pid)
{
    QFile f(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray text = f.readAll();
    // The command name may hold spaces: the fields are counted after its closing parenthesis.
    const QList<QByteArray> fields = text.mid(text.lastIndexOf(')') + 2).split(' ');
    if (fields.size() < 13)
        return -1;
    const double ticks = double(fields[11].toLongLong() + fields[12].toLongLong());
    return ticks / double(sysconf(_SC_CLK_TCK));
}

double ownCpuSeconds()
{
    rusage u = {};
    getrusage(RUSAGE_SELF, &u);
    return double(u.ru_utime.tv_sec + u.ru_stime.tv_sec)
            + double(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

// The open-file limit of another process (its "Max open files" soft limit); -1 unknown.
qint64 openFileLimitOf(qint64 pid)
{
    QFile f(QStringLiteral("/proc/%1/limits").arg(pid));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : f.readAll().split('\n')) {
        if (line.startsWith("Max open files"))
            return line.mid(14).simplified().split(' ').value(0).toLongLong();
    }
    return -1;
}

double percentile(const std::vector<qint64> &sorted, double p)
{
    if (sorted.empty())
        return 0;
    const auto i =
            std::min(sorted.size() - 1, std::size_t(std::ceil(p * double(sorted.size())) - 1));
    return double(sorted[i]) / 1e6;
}

} // namespace

NetLoadCommand::NetLoadCommand(QTextStream &out, QTextStream &err) : m_out(out), m_err(err) { }

NetLoadCommand::~NetLoadCommand()
{
    for (const auto &t : m_tables) {
        for (Seat &s : t->seats)
            delete s.client;
    }
}

QString NetLoadCommand::usageLine()
{
    return QStringLiteral(
            "  carcassonne-cli net-load --url ws://127.0.0.1:PORT --games N [--seats 4]"
            " [--rate MOVES_PER_S] [--seconds S]\n"
            "      [--packages base] [--seed N] [--window TABLES] [--ramp-seconds S]"
            " [--server-pid PID]\n"
            "    (a server's load benchmark: opens N tables of scripted clients, plays at the"
            " rate and prints\n     tables held, moves served and the latency until every seat"
            " applied a move)\n");
}

int NetLoadCommand::usage(const QString &message)
{
    return CommandOptions::usageError(m_err, message, usageLine());
}

int NetLoadCommand::run(const QStringList &args)
{
    const CommandOptions o = CommandOptions::parse(
            args,
            {QStringLiteral("url"), QStringLiteral("games"), QStringLiteral("seats"),
             QStringLiteral("rate"), QStringLiteral("seconds"), QStringLiteral("packages"),
             QStringLiteral("seed"), QStringLiteral("window"), QStringLiteral("ramp-seconds"),
             QStringLiteral("server-pid")});
    if (!o.error().isEmpty())
        return usage(o.error());
    m_url = QUrl(o.value(QStringLiteral("url")));
    if (!o.has(QStringLiteral("url")) || !m_url.isValid() || m_url.scheme() != QLatin1String("ws")
        || m_url.host().isEmpty() || m_url.port() <= 0)
        return usage(QStringLiteral("--url takes the server's address, ws://127.0.0.1:PORT"));
    bool ok = true;
    m_games = int(o.number(QStringLiteral("games"), 0, ok));
    m_seats = int(o.number(QStringLiteral("seats"), 4, ok));
    m_rate = double(o.number(QStringLiteral("rate"), 1000, ok));
    m_seconds = int(o.number(QStringLiteral("seconds"), 30, ok));
    m_seed = o.number(QStringLiteral("seed"), 1, ok);
    m_window = int(o.number(QStringLiteral("window"), 16, ok));
    m_rampSeconds = int(o.number(QStringLiteral("ramp-seconds"), 300, ok));
    m_serverPid = qint64(o.number(QStringLiteral("server-pid"), 0, ok));
    if (!ok || m_games < 1 || m_games > 100000 || m_seats < 2 || m_seats > protocol::kMaxSeats
        || m_rate < 1 || m_rate > 1e6 || m_seconds < 1 || m_seconds > 24 * 3600 || m_window < 1
        || m_rampSeconds < 1 || m_rampSeconds > 24 * 3600)
        return usage(
                QStringLiteral("--games (1-100000), --seats (2-%1), --rate, --seconds, --window,"
                               " --ramp-seconds and --server-pid take whole numbers in their"
                               " ranges")
                        .arg(protocol::kMaxSeats));
    m_repository = std::make_unique<PackageRepository>();
    Problems problems;
    const auto ids = CommandOptions::packageIds(o.has(QStringLiteral("packages"))
                                                        ? o.values(QStringLiteral("packages"))
                                                        : QStringList{QStringLiteral("base")},
                                                *m_repository, &problems);
    if (!ids) {
        CommandOptions::printProblems(m_err, problems);
        return 1;
    }
    m_packages = *ids;

    // Every seat is one socket here: the soft limit goes up to the hard one, and the user hears
    // when even that is too low.
    const qint64 needed = qint64(m_games) * m_seats + 64;
    rlimit files = {};
    if (getrlimit(RLIMIT_NOFILE, &files) == 0) {
        files.rlim_cur = files.rlim_max;
        setrlimit(RLIMIT_NOFILE, &files);
        getrlimit(RLIMIT_NOFILE, &files);
        if (files.rlim_cur != RLIM_INFINITY && qint64(files.rlim_cur) < needed)
            m_err << "carcassonne-cli: the open-file limit (" << qint64(files.rlim_cur)
                  << ") is too low for " << qint64(m_games) * m_seats
                  << " connections: raise it (ulimit -Hn, /etc/security/limits.conf)" << Qt::endl;
    }
    if (m_serverPid > 0) {
        const qint64 serverFiles = openFileLimitOf(m_serverPid);
        if (serverFiles >= 0 && serverFiles < needed)
            m_err << "carcassonne-cli: the server's open-file limit (" << serverFiles
                  << ") is too low for " << qint64(m_games) * m_seats
                  << " connections: start it after ulimit -n " << needed << Qt::endl;
        m_rssBefore = residentBytes(m_serverPid);
    }

    QTemporaryDir cache;
    if (!cache.isValid()) {
        m_err << "carcassonne-cli: cannot make a folder for fetched packages" << Qt::endl;
        return 1;
    }
    m_cache = cache.path();
    QEventLoop loop;
    m_loop = &loop;
    m_clock.start();
    m_err << "opening " << m_games << " tables of " << m_seats << " seats at " << m_url.toString()
          << Qt::endl;
    // The ramp's deadline: the run goes on with the tables held by then.
    QTimer::singleShot(std::chrono::seconds(m_rampSeconds), &loop, [this]() {
        if (m_phase != Phase::Ramp)
            return;
        m_err << "carcassonne-cli: the ramp did not finish within " << m_rampSeconds
              << " s; playing with the tables held" << Qt::endl;
        startPlay();
    });
    fillRamp();
    loop.exec();
    m_loop = nullptr;
    report(double(m_lastTickNs - m_playStartNs) / 1e9);
    return heldTables() > 0 ? 0 : 1;
}

void NetLoadCommand::fillRamp()
{
    while (m_phase == Phase::Ramp && m_opening < m_window && m_opened < m_games) {
        ++m_opened;
        openTable();
    }
    if (m_phase == Phase::Ramp && m_opening == 0 && m_opened >= m_games)
        startPlay();
}

void NetLoadCommand::openTable()
{
    auto owned = std::make_unique<Table>();
    Table *t = owned.get();
    t->id = int(m_tables.size());
    t->seats.resize(std::size_t(m_seats));
    m_tables.push_back(std::move(owned));
    ++m_opening;
    connectSeat(t, 0);
}

void NetLoadCommand::connectSeat(Table *t, int index)
{
    Seat &seat = t->seats[std::size_t(index)];
    seat.client = new NetClient(*m_repository, m_cache);
    seat.bot = BotFactory::create(QStringLiteral("ai:random"),
                                  m_seed * 1000003u + quint64(t->id) * 8u + quint64(index));
    NetClient *c = seat.client;
    QObject::connect(c, &NetClient::welcomed, c, [this, t, index]() {
        ++t->welcomed;
        if (index == 0)
            joinSeats(t);
        else if (t->welcomed == m_seats && !t->startSent) {
            t->startSent = true;
            t->seats[0].client->sendStart();
        }
    });
    QObject::connect(c, &NetClient::gameStarted, c, [this, t, index]() {
        Seat &s = t->seats[std::size_t(index)];
        if (s.started)
            return;
        s.started = true;
        if (++t->started == m_seats && !t->dead) {
            t->ready = true;
            rampDone(t);
            enqueue(t);
        }
    });
    QObject::connect(c, &NetClient::turnApplied, c, [this, t](int i) { onApplied(t, i); });
    QObject::connect(c, &NetClient::refused, c, [this, t](const Refusal &r) {
        ++m_refusals[r.reason];
        if (m_firstProblems.size() < 5)
            m_firstProblems << QStringLiteral("refused (%1): %2").arg(r.reason, r.message);
        if (!r.fatal && t->pending >= 0 && r.reason != QLatin1String("message")) {
            // The move was not taken: the table chooses again.
            t->pending = -1;
            enqueue(t);
        }
    });
    QObject::connect(c, &NetClient::connectionLost, c, [this](int) { ++m_reconnects; });
    QObject::connect(c, &NetClient::failed, c, [this, t](const Message &why) {
        ++m_failures;
        if (m_firstProblems.size() < 5)
            m_firstProblems << QStringLiteral("failed: %1").arg(why.toString());
        if (!t->ready && !t->dead)
            rampDone(t);
        t->dead = true;
        t->pending = -1;
    });
    NetClient::Join join;
    join.url = m_url;
    join.name = QStringLiteral("load%1-%2").arg(t->id).arg(index);
    if (index == 0) {
        CreateTable create;
        create.setup =
                QJsonObject{{QStringLiteral("packages"), QJsonArray::fromStringList(m_packages)},
                            {QStringLiteral("rules"), QJsonObject()}};
        create.seats.append({QStringLiteral("you"), {}});
        for (int i = 1; i < m_seats; ++i)
            create.seats.append({QStringLiteral("open"), {}});
        create.grace = protocol::kMaxGraceSeconds; // no computer takes a slow seat's turn
        join.create = create;
    } else {
        join.invite = t->seats[0].client->welcome()->invite;
    }
    c->connectTo(join);
}

void NetLoadCommand::joinSeats(Table *t)
{
    if (!t->seats[0].client->welcome() || t->seats[0].client->welcome()->invite.isEmpty()) {
        ++m_failures;
        m_firstProblems << QStringLiteral("the server's welcome to a new table has no invite code");
        t->dead = true;
        rampDone(t);
        return;
    }
    for (int i = 1; i < m_seats; ++i)
        connectSeat(t, i);
}

void NetLoadCommand::rampDone(Table *)
{
    // Replacements opened during the play phase are not part of the ramp's window.
    if (m_phase != Phase::Ramp || m_opening == 0)
        return;
    --m_opening;
    // Later: a client's signal may still be on the stack.
    QTimer::singleShot(0, m_loop, [this]() { fillRamp(); });
}

void NetLoadCommand::enqueue(Table *t)
{
    if (t->queued || t->dead || t->closed || !t->ready || t->pending >= 0)
        return;
    // Every seat has applied the log so far: the seat to move sees the newest state.
    const int size = t->seats[0].client->game() ? t->seats[0].client->game()->logSize() : -1;
    for (const Seat &s : t->seats) {
        if (!s.client->game() || s.client->game()->logSize() != size)
            return;
    }
    t->queued = true;
    m_ready.push_back(t);
}

void NetLoadCommand::onApplied(Table *t, int index)
{
    if (t->pending != index) {
        enqueue(t);
        return;
    }
    if (++t->applied < m_seats)
        return;
    const qint64 now = m_clock.nsecsElapsed();
    if (m_phase == Phase::Play || m_phase == Phase::Drain)
        m_latencies.push_back(now - t->sentNs);
    t->pending = -1;
    const MirrorGame *game = t->seats[0].client->game();
    if (game && game->state().gameOver()) {
        ++m_gamesEnded;
        closeTable(t);
        // A table whose game ended is replaced, so the number of open games stays the same.
        if (m_phase == Phase::Play)
            QTimer::singleShot(0, m_loop, [this]() { openTable(); });
        return;
    }
    enqueue(t);
    if (m_phase == Phase::Drain
        && std::none_of(m_tables.begin(), m_tables.end(),
                        [](const auto &x) { return x->pending >= 0 && !x->dead && !x->closed; }))
        finish();
}

void NetLoadCommand::closeTable(Table *t)
{
    t->closed = true;
    for (Seat &s : t->seats) {
        if (!s.client)
            continue;
        s.client->disconnect();
        s.client->disconnectFromHost();
        s.client->deleteLater();
        s.client = nullptr;
    }
}

bool NetLoadCommand::sendMove(Table *t)
{
    t->queued = false;
    if (t->dead || t->closed || t->pending >= 0)
        return false;
    for (Seat &s : t->seats) {
        if (!s.client->myTurn())
            continue;
        const MirrorGame *game = s.client->game();
        const QJsonObject turn = TurnPlayer::play(game->game(), *s.bot);
        if (turn.isEmpty()) {
            ++m_failures;
            if (m_firstProblems.size() < 5)
                m_firstProblems << QStringLiteral("the random player found no turn");
            t->dead = true;
            return false;
        }
        t->pending = game->logSize();
        t->applied = 0;
        t->sentNs = m_clock.nsecsElapsed();
        s.client->sendTurn(turn);
        ++m_sent;
        return true;
    }
    return false; // nobody's turn: a game over, or a seat out of step
}

void NetLoadCommand::startPlay()
{
    if (m_phase != Phase::Ramp)
        return;
    m_phase = Phase::Play;
    m_rampElapsed = double(m_clock.nsecsElapsed()) / 1e9;
    if (m_serverPid > 0) {
        m_rssAfter = residentBytes(m_serverPid);
        m_serverCpuStart = cpuSecondsOf(m_serverPid);
    }
    m_loadCpuStart = ownCpuSeconds();
    m_err << "holding " << heldTables() << " tables and " << heldConnections()
          << " connections after " << QString::number(m_rampElapsed, 'f', 1) << " s; playing "
          << m_rate << " moves/s for " << m_seconds << " s" << Qt::endl;
    m_playStartNs = m_clock.nsecsElapsed();
    m_lastTickNs = m_playStartNs;
    auto *ticker = new QTimer(m_loop);
    ticker->setTimerType(Qt::PreciseTimer);
    ticker->setInterval(kTickMs);
    QObject::connect(ticker, &QTimer::timeout, m_loop, [this, ticker]() {
        if (m_phase != Phase::Play) {
            ticker->stop();
            return;
        }
        schedule();
    });
    ticker->start();
    QTimer::singleShot(std::chrono::seconds(m_seconds), Qt::PreciseTimer, m_loop, [this]() {
        m_lastTickNs = m_clock.nsecsElapsed();
        m_phase = Phase::Drain;
        if (std::none_of(m_tables.begin(), m_tables.end(),
                         [](const auto &x) { return x->pending >= 0 && !x->dead && !x->closed; }))
            finish();
        QTimer::singleShot(kDrainMs, m_loop, [this]() { finish(); });
    });
}

void NetLoadCommand::schedule()
{
    const qint64 now = m_clock.nsecsElapsed();
    m_credit += m_rate * double(now - m_lastTickNs) / 1e9;
    m_lastTickNs = now;
    const double cap = std::max(1.0, m_rate * kTickMs * kMaxCreditTicks / 1000.0);
    if (m_credit > cap) {
        m_unsent += qint64(m_credit - cap);
        m_credit = cap;
    }
    // Bounded: at most the credit, and each table leaves the queue once.
    std::size_t tries = m_ready.size();
    while (m_credit >= 1 && tries-- > 0) {
        Table *t = m_ready.front();
        m_ready.pop_front();
        if (sendMove(t))
            m_credit -= 1;
    }
}

void NetLoadCommand::finish()
{
    if (m_phase == Phase::Done)
        return;
    m_phase = Phase::Done;
    if (m_serverPid > 0 && m_serverCpuStart >= 0)
        m_serverCpuStart = cpuSecondsOf(m_serverPid) - m_serverCpuStart; // now: the play's cost
    m_loadCpuStart = ownCpuSeconds() - m_loadCpuStart;
    m_loop->quit();
}

int NetLoadCommand::heldTables() const
{
    return int(std::count_if(m_tables.begin(), m_tables.end(),
                             [](const auto &t) { return t->ready && !t->dead && !t->closed; }));
}

int NetLoadCommand::heldConnections() const
{
    int n = 0;
    for (const auto &t : m_tables) {
        if (t->closed)
            continue;
        for (const Seat &s : t->seats)
            n += s.client && s.client->welcome() ? 1 : 0;
    }
    return n;
}

void NetLoadCommand::report(double playSeconds)
{
    std::sort(m_latencies.begin(), m_latencies.end());
    const int lost = int(std::count_if(m_tables.begin(), m_tables.end(), [](const auto &t) {
        return t->pending >= 0 && !t->closed;
    }));
    int refusals = 0;
    QStringList reasons;
    for (const auto &[reason, count] : m_refusals) {
        refusals += count;
        reasons << QStringLiteral("%1 %2").arg(reason).arg(count);
    }
    const auto f = [](double v, int digits = 1) { return QString::number(v, 'f', digits); };
    m_out << "tables held        " << heldTables() << " of " << m_games << " asked, " << m_seats
          << " seats each\n";
    m_out << "connections        " << heldConnections() << "\n";
    m_out << "ramp               " << f(m_rampElapsed) << " s\n";
    m_out << "moves sent         " << m_sent << " (target " << f(m_rate, 0) << "/s; " << m_unsent
          << " due while no table was ready)\n";
    m_out << "moves served       " << m_latencies.size() << " in " << f(playSeconds)
          << " s: " << f(playSeconds > 0 ? double(m_latencies.size()) / playSeconds : 0)
          << " moves/s\n";
    m_out << "latency ms         p50 " << f(percentile(m_latencies, 0.50), 2) << "  p90 "
          << f(percentile(m_latencies, 0.90), 2) << "  p99 " << f(percentile(m_latencies, 0.99), 2)
          << "  max " << f(m_latencies.empty() ? 0 : double(m_latencies.back()) / 1e6, 2) << "\n";
    m_out << "games ended        " << m_gamesEnded << " (each replaced by a new table)\n";
    m_out << "failures           " << m_failures << "  refusals " << refusals
          << (reasons.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(reasons.join(", ")))
          << "  reconnects " << m_reconnects << "  moves lost " << lost << "\n";
    m_out << "load process CPU   " << f(m_loadCpuStart, 2) << " s in the play phase\n";
    if (m_serverPid > 0) {
        if (m_rssBefore >= 0 && m_rssAfter >= 0) {
            const double perTable =
                    heldTables() > 0 ? double(m_rssAfter - m_rssBefore) / 1024.0 / heldTables() : 0;
            m_out << "server RSS         " << f(double(m_rssBefore) / 1048576.0) << " MiB before, "
                  << f(double(m_rssAfter) / 1048576.0) << " MiB with the tables: " << f(perTable)
                  << " KiB a table\n";
        }
        if (m_serverCpuStart >= 0)
            m_out << "server CPU         " << f(m_serverCpuStart, 2) << " s in the play phase: "
                  << f(m_latencies.empty() ? 0
                                           : m_serverCpuStart * 1e6 / double(m_latencies.size()),
                       0)
                  << " us a move served\n";
    }
    for (const QString &p : m_firstProblems)
        m_out << "  " << p << "\n";
    m_out.flush();
}

} // namespace carcassonne
