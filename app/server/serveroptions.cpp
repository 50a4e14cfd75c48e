#include "serveroptions.h"

#include "ai/botfactory.h"

#include <QFileInfo>

#include <limits>
#include <optional>

namespace carcassonne {

namespace {

std::optional<qint64> number(const QString &text, qint64 low, qint64 high)
{
    bool ok = false;
    const qint64 n = text.toLongLong(&ok);
    if (!ok || n < low || n > high)
        return std::nullopt;
    return n;
}

} // namespace

QString ServerOptions::usage()
{
    return QStringLiteral(
                   "usage: carcassonne-server [options]\n"
                   "Hosts Carcassonne Studio games over WebSocket (docs/network.md).\n"
                   "\n"
                   "  --port N              TCP port to listen on (default %1; 0: any free port)\n"
                   "  --bind ADDRESS        address to listen on (default 127.0.0.1: this "
                   "computer\n"
                   "                        only; 0.0.0.0 or :: opens it to the network)\n"
                   "  --max-games N         tables held at once (default %2)\n"
                   "  --max-connections N   connections in total (default %3)\n"
                   "  --max-per-address N   connections from one address (default %4)\n"
                   "  --data-dir DIR        keep every table in DIR as it changes and resume the\n"
                   "                        unfinished ones at start\n"
                   "  --stand-in KIND       computer player for away seats (default %5;\n"
                   "                        one of %6)\n"
                   "  --packages-dir DIR    a further folder of packages (may be repeated)\n"
                   "  --version             print the version and exit\n"
                   "  --help                print this help and exit\n")
            .arg(kDefaultPort)
            .arg(HostServer::Limits().maxGames)
            .arg(HostServer::Limits().maxConnections)
            .arg(HostServer::Limits().maxPerAddress)
            .arg(GameHost::Options().standIn, BotFactory::kinds().join(QStringLiteral(", ")));
}

ServerOptions ServerOptions::parse(const QStringList &args)
{
    ServerOptions o;
    static const QStringList withValue{QStringLiteral("port"),
                                       QStringLiteral("bind"),
                                       QStringLiteral("max-games"),
                                       QStringLiteral("max-connections"),
                                       QStringLiteral("max-per-address"),
                                       QStringLiteral("data-dir"),
                                       QStringLiteral("stand-in"),
                                       QStringLiteral("packages-dir")};
    constexpr qint64 kIntMax = std::numeric_limits<int>::max();
    for (qsizetype i = 0; i < args.size() && o.m_error.isEmpty(); ++i) {
        const QString &arg = args[i];
        if (!arg.startsWith(QLatin1String("--"))) {
            o.m_error = QStringLiteral("unexpected argument '%1'").arg(arg);
            break;
        }
        QString name = arg.mid(2);
        std::optional<QString> value;
        if (const qsizetype eq = name.indexOf(QLatin1Char('=')); eq >= 0) {
            value = name.mid(eq + 1);
            name.truncate(eq);
        }
        if (name == QLatin1String("help") || name == QLatin1String("version")) {
            if (value) {
                o.m_error = QStringLiteral("--%1 takes no value").arg(name);
                break;
            }
            (name == QLatin1String("help") ? o.m_help : o.m_version) = true;
            continue;
        }
        if (!withValue.contains(name)) {
            o.m_error = QStringLiteral("unknown option '%1'").arg(arg);
            break;
        }
        if (!value) {
            if (i + 1 >= args.size()) {
                o.m_error = QStringLiteral("--%1 needs a value").arg(name);
                break;
            }
            value = args[++i];
        }
        const QString &v = *value;
        if (name == QLatin1String("port")) {
            const auto n = number(v, 0, 65535);
            if (!n)
                o.m_error = QStringLiteral("--port takes a port number 0-65535, not '%1'").arg(v);
            else
                o.m_port = quint16(*n);
        } else if (name == QLatin1String("bind")) {
            // "localhost" as the one name, so that no lookup decides where the server listens.
            const QString text = v == QLatin1String("localhost") ? QStringLiteral("127.0.0.1") : v;
            if (!o.m_bind.setAddress(text))
                o.m_error = QStringLiteral("--bind takes an IP address (127.0.0.1, 0.0.0.0, ::), "
                                           "not '%1'")
                                    .arg(v);
        } else if (name == QLatin1String("max-games")) {
            const auto n = number(v, 1, kIntMax);
            if (!n)
                o.m_error =
                        QStringLiteral("--max-games takes a count of at least 1, not '%1'").arg(v);
            else
                o.m_limits.maxGames = int(*n);
        } else if (name == QLatin1String("max-connections")) {
            const auto n = number(v, 1, kIntMax);
            if (!n)
                o.m_error =
                        QStringLiteral("--max-connections takes a count of at least 1, not '%1'")
                                .arg(v);
            else
                o.m_limits.maxConnections = int(*n);
        } else if (name == QLatin1String("max-per-address")) {
            const auto n = number(v, 1, kIntMax);
            if (!n)
                o.m_error =
                        QStringLiteral("--max-per-address takes a count of at least 1, not '%1'")
                                .arg(v);
            else
                o.m_limits.maxPerAddress = int(*n);
        } else if (name == QLatin1String("data-dir")) {
            if (v.isEmpty())
                o.m_error = QStringLiteral("--data-dir names a folder");
            else
                o.m_dataDir = v;
        } else if (name == QLatin1String("stand-in")) {
            if (!BotFactory::isKnown(v))
                o.m_error =
                        QStringLiteral("--stand-in: unknown computer player '%1' (available: %2)")
                                .arg(v, BotFactory::kinds().join(QStringLiteral(", ")));
            else
                o.m_standIn = v;
        } else if (name == QLatin1String("packages-dir")) {
            if (!QFileInfo(v).isDir())
                o.m_error = QStringLiteral("--packages-dir: '%1' is not a folder").arg(v);
            else
                o.m_packageDirs << v;
        }
    }
    return o;
}

} // namespace carcassonne
