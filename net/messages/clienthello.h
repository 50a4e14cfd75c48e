#pragma once

#include "net/fieldreader.h"
#include "net/protocol.h"

namespace carcassonne {

// Client to host, first: who is asking and for which seat. One of `invite` (a new player),
// `token` (a player coming back to their seat) and `spectate` (a spectator), or none of them
// to create a table on a server (CreateTable next).
struct ClientHello
{
    static constexpr auto kType = "hello";
    int protocol = protocol::kVersion;
    QString app;
    QString name;
    QString invite;
    QString token;
    QString spectate;
    int last = -1; // the last log index the client holds (a reconnect), or -1

    QJsonObject toJson() const
    {
        QJsonObject o{{QStringLiteral("protocol"), protocol}, {QStringLiteral("name"), name}};
        if (!app.isEmpty())
            o.insert(QStringLiteral("app"), app);
        if (!invite.isEmpty())
            o.insert(QStringLiteral("invite"), invite);
        if (!token.isEmpty())
            o.insert(QStringLiteral("token"), token);
        if (!spectate.isEmpty())
            o.insert(QStringLiteral("spectate"), spectate);
        if (last >= 0)
            o.insert(QStringLiteral("last"), last);
        return o;
    }
    static std::optional<ClientHello> read(FieldReader &r)
    {
        ClientHello m;
        m.protocol = int(r.integer(QStringLiteral("protocol"), 0, 1000000).value_or(0));
        m.app = r.string(QStringLiteral("app"), protocol::kMaxNameLength, false)
                        .value_or(QString());
        m.name = r.string(QStringLiteral("name"), protocol::kMaxNameLength).value_or(QString());
        m.invite = r.string(QStringLiteral("invite"), protocol::kMaxCodeLength, false)
                           .value_or(QString());
        m.token = r.string(QStringLiteral("token"), protocol::kMaxCodeLength, false)
                          .value_or(QString());
        m.spectate = r.string(QStringLiteral("spectate"), protocol::kMaxCodeLength, false)
                             .value_or(QString());
        m.last = int(r.integer(QStringLiteral("last"), -1, 1000000, false).value_or(-1));
        if (int(!m.invite.isEmpty()) + int(!m.token.isEmpty()) + int(!m.spectate.isEmpty()) > 1)
            r.fail(QStringLiteral("a hello names one of invite, token and spectate"));
        return r.ok() ? std::optional<ClientHello>(m) : std::nullopt;
    }
};

} // namespace carcassonne
