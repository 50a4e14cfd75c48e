#include "hostcommand.h"

#include "ai/botfactory.h"
#include "commandoptions.h"
#include "content/packagerepository.h"
#include "core/diskfile.h"
#include "net/hostserver.h"
#include "record/gamerecord.h"

#include <QEventLoop>
#include <QTimer>

namespace carcassonne {

QString HostCommand::usageLine()
{
    return QStringLiteral(
            "  carcassonne-cli host [--packages base[,..]] --seats open,open,ai:mcts [--rules k=v "
            "...]\n"
            "      [--port N] [--bind ADDRESS] [--grace S] [--bank S [--increment S]] [--seed N]\n"
            "      [--stand-in KIND] [--out FILE] [--timeout S]\n"
            "    (prints the invitation; starts when every open seat is taken; the record to"
            " stdout or FILE)\n");
}

int HostCommand::usage(const QString &message)
{
    return CommandOptions::usageError(m_err, message, usageLine());
}

int HostCommand::run(const QStringList &args)
{
    const CommandOptions o = CommandOptions::parse(
            args,
            {QStringLiteral("packages"), QStringLiteral("seats"), QStringLiteral("rules"),
             QStringLiteral("port"), QStringLiteral("bind"), QStringLiteral("grace"),
             QStringLiteral("bank"), QStringLiteral("increment"), QStringLiteral("seed"),
             QStringLiteral("stand-in"), QStringLiteral("out"), QStringLiteral("timeout")});
    if (!o.error().isEmpty())
        return usage(o.error());
    bool ok = true;
    const quint64 port = o.number(QStringLiteral("port"), 0, ok);
    const quint64 grace = o.number(QStringLiteral("grace"), protocol::kDefaultGraceSeconds, ok);
    const quint64 bank = o.number(QStringLiteral("bank"), 0, ok);
    const quint64 increment = o.number(QStringLiteral("increment"), 0, ok);
    const quint64 timeout = o.number(QStringLiteral("timeout"), 6 * 3600, ok);
    if (!ok || port > 65535 || grace < quint64(protocol::kMinGraceSeconds)
        || grace > quint64(protocol::kMaxGraceSeconds) || bank > 24 * 3600 || increment > 3600
        || timeout == 0)
        return usage(QStringLiteral("--port, --grace, --bank, --increment and --timeout take whole "
                                    "numbers in their ranges"));
    const QHostAddress address(o.has(QStringLiteral("bind")) ? o.value(QStringLiteral("bind"))
                                                             : QStringLiteral("127.0.0.1"));
    if (address.isNull())
        return usage(QStringLiteral("--bind takes an IP address"));
    const QStringList seats = o.list(QStringLiteral("seats"));
    if (seats.isEmpty() || seats.size() > protocol::kMaxSeats)
        return usage(QStringLiteral("--seats names 1 to %1 seats: open (a friend) or a computer "
                                    "player's kind")
                             .arg(protocol::kMaxSeats));
    PackageRepository repository;
    Problems problems;
    const auto ids = CommandOptions::packageIds(o.has(QStringLiteral("packages"))
                                                        ? o.values(QStringLiteral("packages"))
                                                        : QStringList{QStringLiteral("base")},
                                                repository, &problems);
    if (!ids) {
        CommandOptions::printProblems(m_err, problems);
        return 1;
    }
    QVariantMap rules;
    QString error;
    if (!CommandOptions::parseRules(o.values(QStringLiteral("rules")), rules, &error))
        return usage(error);
    CreateTable table;
    // A record's setup of no players yet (GameHost seats them); the host draws the seed.
    table.setup = GameRecord::setupJson(*ids, {}, rules, 0);
    table.setup.remove(QStringLiteral("players"));
    table.setup.remove(QStringLiteral("seed"));
    for (const QString &kind : seats) {
        if (kind != QLatin1String("open") && !BotFactory::isKnown(kind))
            return usage(QStringLiteral("a seat is open or a computer player's kind, not '%1'")
                                 .arg(kind));
        table.seats.append({kind, {}});
    }
    table.grace = int(grace);
    table.bank = int(bank);
    table.increment = int(increment);
    GameHost::Options options;
    options.autoStart = true;
    if (o.has(QStringLiteral("stand-in"))) {
        options.standIn = o.value(QStringLiteral("stand-in"));
        if (!BotFactory::isKnown(options.standIn))
            return usage(QStringLiteral("unknown computer player '%1'").arg(options.standIn));
    }
    if (o.has(QStringLiteral("seed"))) {
        options.seed = o.number(QStringLiteral("seed"), 0, ok);
        if (!ok)
            return usage(QStringLiteral("--seed takes a whole number"));
    }
    auto created = GameHost::create(table, repository, options, &error);
    if (!created) {
        m_err << "carcassonne-cli: " << error << Qt::endl;
        return 1;
    }
    HostServer::Limits limits;
    limits.allowCreate = false;
    limits.maxGames = 1;
    HostServer server(repository, options, limits);
    if (!server.listen(address, quint16(port), &error)) {
        m_err << "carcassonne-cli: cannot listen on " << address.toString() << ':' << port << ": "
              << error << Qt::endl;
        return 1;
    }
    GameHost *host = server.open(std::move(created));
    const QString where = QStringLiteral("%1:%2").arg(address.toString()).arg(server.port());
    m_out << "invite carcassonne://" << where << '/' << host->invite() << Qt::endl;
    m_out << "spectate " << host->spectateCode() << Qt::endl;
    m_out.flush();
    QEventLoop loop;
    int seated = -1;
    int turns = 0;
    QObject::connect(host, &GameHost::changed, &loop, [&]() {
        // Who is at the table and how far the game is, on stderr as it changes.
        const TableUpdate t = host->table();
        int here = 0;
        for (const TableUpdate::Seat &s : t.seats)
            here += s.status != QLatin1String("open") ? 1 : 0;
        if (here != seated) {
            seated = here;
            QStringList line;
            for (const TableUpdate::Seat &s : t.seats)
                line << QStringLiteral("%1 (%2)").arg(s.name, s.status);
            m_err << "table: " << line.join(QStringLiteral(", ")) << Qt::endl;
        }
        if (host->logSize() != turns) {
            turns = host->logSize();
            if (turns % 10 == 0)
                m_err << "turn " << turns << Qt::endl;
        }
    });
    QObject::connect(host, &GameHost::finished, &loop, [&]() {
        // A moment for the last messages to leave before the server closes.
        QTimer::singleShot(300, &loop, &QEventLoop::quit);
    });
    QTimer::singleShot(std::chrono::seconds(timeout), &loop, [&]() {
        m_err << "carcassonne-cli: the game did not end within " << timeout << " s" << Qt::endl;
        loop.exit(1);
    });
    if (!host->started() && std::none_of(seats.begin(), seats.end(), [](const QString &s) {
            return s == QLatin1String("open");
        }))
        host->start(&error);
    if (loop.exec() != 0)
        return 1;
    return o.writeResult(host->game()->record().toBytes(), m_out, m_err);
}

} // namespace carcassonne
