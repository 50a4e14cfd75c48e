#include "joincommand.h"

#include "ai/botfactory.h"
#include "commandoptions.h"
#include "content/packagerepository.h"
#include "core/diskfile.h"
#include "net/netclient.h"
#include "net/turnplayer.h"

#include <QEventLoop>
#include <QJsonDocument>
#include <QStandardPaths>
#include <QTimer>

#include <cstdio>

namespace carcassonne {

QString JoinCommand::usageLine()
{
    return QStringLiteral(
            "  carcassonne-cli join carcassonne://HOST:PORT/CODE [--name NAME]"
            " [--player ai:KIND|stdin] [--token T]\n"
            "      [--spectate CODE] [--out FILE] [--timeout S]\n"
            "    (plays the seat with a computer player or turns read from stdin, one JSON line"
            " each;\n     the record, checked against the host's commitment, to stdout or FILE)\n");
}

int JoinCommand::usage(const QString &message)
{
    return CommandOptions::usageError(m_err, message, usageLine());
}

int JoinCommand::run(const QStringList &args)
{
    const CommandOptions o = CommandOptions::parse(
            args,
            {QStringLiteral("name"), QStringLiteral("player"), QStringLiteral("token"),
             QStringLiteral("spectate"), QStringLiteral("out"), QStringLiteral("timeout")},
            true);
    if (!o.error().isEmpty())
        return usage(o.error());
    if (o.positional().size() != 1)
        return usage(QStringLiteral("join takes one invitation, carcassonne://HOST:PORT/CODE"));
    NetClient::Join join;
    QString code;
    if (!NetClient::parseInvitation(o.positional().front(), &join.url, &code))
        return usage(QStringLiteral("'%1' is not an invitation like carcassonne://HOST:PORT/CODE")
                             .arg(o.positional().front()));
    join.name = o.has(QStringLiteral("name")) ? o.value(QStringLiteral("name"))
                                              : QStringLiteral("Guest");
    if (o.has(QStringLiteral("token")))
        join.token = o.value(QStringLiteral("token"));
    else if (o.has(QStringLiteral("spectate")))
        join.spectate = o.value(QStringLiteral("spectate"));
    else
        join.invite = code;
    const QString player = o.has(QStringLiteral("player")) ? o.value(QStringLiteral("player"))
                                                           : QStringLiteral("ai:greedy");
    const bool fromStdin = player == QLatin1String("stdin");
    if (!fromStdin && !BotFactory::isKnown(player))
        return usage(QStringLiteral("--player is stdin or a computer player's kind, not '%1'")
                             .arg(player));
    bool ok = true;
    const quint64 timeout = o.number(QStringLiteral("timeout"), 6 * 3600, ok);
    if (!ok || timeout == 0)
        return usage(QStringLiteral("--timeout takes a whole number of seconds"));

    PackageRepository repository;
    const QString cache = QStandardPaths::writableLocation(QStandardPaths::CacheLocation)
            + QStringLiteral("/network-packages");
    NetClient client(repository, cache);
    QEventLoop loop;
    std::unique_ptr<Bot> bot = fromStdin
            ? nullptr
            : BotFactory::create(player, quint64(QDateTime::currentMSecsSinceEpoch()));
    int sentFor = -1; // the log index the last turn was sent for
    auto play = [&]() {
        if (!client.myTurn() || sentFor == client.game()->logSize())
            return;
        sentFor = client.game()->logSize();
        const Game &game = client.game()->game();
        QJsonObject turn;
        if (bot) {
            turn = TurnPlayer::play(game, *bot);
        } else {
            // A scripted player: the turn's number and tile out, one JSON turn in.
            m_out << "turn " << sentFor << " tile "
                  << game.state().content().tileType(game.state().currentTile()).key << Qt::endl;
            char line[65536];
            if (!std::fgets(line, sizeof line, stdin)) {
                loop.exit(1);
                return;
            }
            turn = QJsonDocument::fromJson(QByteArray(line)).object();
        }
        client.sendTurn(turn);
    };
    QObject::connect(&client, &NetClient::welcomed, &loop, [&]() {
        const Welcome &w = *client.welcome();
        if (w.seat >= 0)
            m_err << "seat " << w.seat + 1 << " token " << w.token << Qt::endl;
        else
            m_err << "watching" << Qt::endl;
    });
    QObject::connect(&client, &NetClient::gameStarted, &loop, play);
    QObject::connect(&client, &NetClient::turnApplied, &loop, play);
    QObject::connect(&client, &NetClient::reconnected, &loop, [&]() {
        m_err << "reconnected" << Qt::endl;
        sentFor = -1;
        play();
    });
    QObject::connect(&client, &NetClient::connectionLost, &loop, [&](int ms) {
        m_err << "connection lost, trying again in " << ms << " ms" << Qt::endl;
    });
    QObject::connect(&client, &NetClient::refused, &loop, [&](const Refusal &r) {
        m_err << "refused (" << r.reason << "): " << r.message << Qt::endl;
        if (r.reason == QLatin1String("illegal") || r.reason == QLatin1String("index")) {
            sentFor = -1; // choose again
            QTimer::singleShot(0, &loop, play);
        }
    });
    QObject::connect(&client, &NetClient::chatReceived, &loop, [&](const ChatLine &line) {
        m_err << line.name << ": " << line.text << Qt::endl;
    });
    QObject::connect(&client, &NetClient::failed, &loop, [&](const Message &why) {
        m_err << "carcassonne-cli: " << why.toString() << Qt::endl;
        loop.exit(1);
    });
    QObject::connect(&client, &NetClient::ended, &loop, [&]() { loop.exit(0); });
    QTimer::singleShot(std::chrono::seconds(timeout), &loop, [&]() {
        m_err << "carcassonne-cli: the game did not end within " << timeout << " s" << Qt::endl;
        loop.exit(1);
    });
    client.connectTo(join);
    if (loop.exec() != 0)
        return 1;
    return o.writeResult(client.record()->toBytes(), m_out, m_err);
}

} // namespace carcassonne
