#pragma once

#include "net/fieldreader.h"
#include "net/protocol.h"

#include <QList>

namespace carcassonne {

// Client to a server: open a table. `setup` is a record's setup (its seed is ignored: the host
// draws its own); a seat is "you" (the sender), "open" (a friend who joins with the invite
// code) or a computer player's kind ("ai:mcts").
struct CreateTable
{
    static constexpr auto kType = "create";
    struct Seat
    {
        QString kind;
        QString name;
    };
    QJsonObject setup;
    QList<Seat> seats;
    int grace = protocol::kDefaultGraceSeconds;
    int bank = 0; // seconds per player; 0: no clock
    int increment = 0; // seconds added after each of the player's turns

    QJsonObject toJson() const
    {
        QJsonArray a;
        for (const Seat &s : seats) {
            QJsonObject o{{QStringLiteral("kind"), s.kind}};
            if (!s.name.isEmpty())
                o.insert(QStringLiteral("name"), s.name);
            a.append(o);
        }
        QJsonObject o{{QStringLiteral("setup"), setup},
                      {QStringLiteral("seats"), a},
                      {QStringLiteral("grace"), grace}};
        if (bank > 0) {
            o.insert(QStringLiteral("bank"), bank);
            o.insert(QStringLiteral("increment"), increment);
        }
        return o;
    }
    static std::optional<CreateTable> read(FieldReader &r)
    {
        CreateTable m;
        m.setup = r.object(QStringLiteral("setup")).value_or(QJsonObject());
        const QJsonArray seats =
                r.array(QStringLiteral("seats"), protocol::kMaxSeats).value_or(QJsonArray());
        m.grace = int(r.integer(QStringLiteral("grace"), protocol::kMinGraceSeconds,
                                protocol::kMaxGraceSeconds, false)
                              .value_or(protocol::kDefaultGraceSeconds));
        m.bank = int(r.integer(QStringLiteral("bank"), 0, 24 * 3600, false).value_or(0));
        m.increment = int(r.integer(QStringLiteral("increment"), 0, 3600, false).value_or(0));
        for (qsizetype i = 0; i < seats.size() && r.ok(); ++i) {
            if (!seats[i].isObject()) {
                r.fail(QStringLiteral("seats[%1] must be an object").arg(i));
                break;
            }
            FieldReader s(seats[i].toObject(), QStringLiteral("seats[%1]").arg(i));
            Seat seat;
            seat.kind = s.string(QStringLiteral("kind"), 400).value_or(QString());
            seat.name = s.string(QStringLiteral("name"), protocol::kMaxNameLength, false)
                                .value_or(QString());
            if (!s.finish())
                r.fail(s.error());
            m.seats.append(seat);
        }
        if (r.ok() && m.seats.isEmpty())
            r.fail(QStringLiteral("seats: a table has at least one seat"));
        return r.ok() ? std::optional<CreateTable>(m) : std::nullopt;
    }
};

} // namespace carcassonne
