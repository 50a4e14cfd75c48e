#pragma once

#include "net/fieldreader.h"
#include "net/protocol.h"

#include <QList>

namespace carcassonne {

// Host to client, after an accepted hello: the client's seat (-1: a spectator), its secret seat
// token (keep it to come back), the codes to share, the table's times and the packages that
// are not built in (each fetched with PackageRequest unless the client has one with that hash).
struct Welcome
{
    static constexpr auto kType = "welcome";
    struct PackageOffer
    {
        QString id;
        QString sha256; // hex, 64 characters
        qint64 bytes = 0;
    };
    int protocol = protocol::kVersion;
    int seat = -1;
    QString token;
    QString invite;
    QString spectate;
    bool creator = false; // this client may start the game
    int grace = protocol::kDefaultGraceSeconds;
    int bank = 0;
    int increment = 0;
    QList<PackageOffer> packages;

    QJsonObject toJson() const
    {
        QJsonArray a;
        for (const PackageOffer &p : packages)
            a.append(QJsonObject{{QStringLiteral("id"), p.id},
                                 {QStringLiteral("sha256"), p.sha256},
                                 {QStringLiteral("bytes"), double(p.bytes)}});
        QJsonObject o{
                {QStringLiteral("protocol"), protocol}, {QStringLiteral("seat"), seat},
                {QStringLiteral("creator"), creator},   {QStringLiteral("grace"), grace},
                {QStringLiteral("bank"), bank},         {QStringLiteral("increment"), increment},
                {QStringLiteral("packages"), a}};
        if (!token.isEmpty())
            o.insert(QStringLiteral("token"), token);
        if (!invite.isEmpty())
            o.insert(QStringLiteral("invite"), invite);
        if (!spectate.isEmpty())
            o.insert(QStringLiteral("spectate"), spectate);
        return o;
    }
    static std::optional<Welcome> read(FieldReader &r)
    {
        Welcome m;
        m.protocol = int(r.integer(QStringLiteral("protocol"), 0, 1000000).value_or(0));
        m.seat = int(r.integer(QStringLiteral("seat"), -1, protocol::kMaxSeats - 1).value_or(-1));
        m.token = r.string(QStringLiteral("token"), protocol::kMaxCodeLength, false)
                          .value_or(QString());
        m.invite = r.string(QStringLiteral("invite"), protocol::kMaxCodeLength, false)
                           .value_or(QString());
        m.spectate = r.string(QStringLiteral("spectate"), protocol::kMaxCodeLength, false)
                             .value_or(QString());
        m.creator = r.boolean(QStringLiteral("creator")).value_or(false);
        m.grace = int(r.integer(QStringLiteral("grace"), protocol::kMinGraceSeconds,
                                protocol::kMaxGraceSeconds)
                              .value_or(0));
        m.bank = int(r.integer(QStringLiteral("bank"), 0, 24 * 3600).value_or(0));
        m.increment = int(r.integer(QStringLiteral("increment"), 0, 3600).value_or(0));
        const QJsonArray a = r.array(QStringLiteral("packages"), 32).value_or(QJsonArray());
        for (qsizetype i = 0; i < a.size() && r.ok(); ++i) {
            if (!a[i].isObject()) {
                r.fail(QStringLiteral("packages[%1] must be an object").arg(i));
                break;
            }
            FieldReader p(a[i].toObject(), QStringLiteral("packages[%1]").arg(i));
            PackageOffer offer;
            offer.id = p.string(QStringLiteral("id"), 64).value_or(QString());
            offer.sha256 = p.string(QStringLiteral("sha256"), 64).value_or(QString());
            offer.bytes = p.integer(QStringLiteral("bytes"), 1, qint64(1) << 30).value_or(0);
            if (!p.finish())
                r.fail(p.error());
            m.packages.append(offer);
        }
        return r.ok() ? std::optional<Welcome>(m) : std::nullopt;
    }
};

} // namespace carcassonne
