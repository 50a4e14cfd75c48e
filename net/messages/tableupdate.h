#pragma once

#include "net/fieldreader.h"
#include "net/protocol.h"

#include <QList>
#include <QStringList>

namespace carcassonne {

// Host to client: the table's seats, who sits there and how they are, whenever it changes.
struct TableUpdate
{
    static constexpr auto kType = "table";
    struct Seat
    {
        QString name;
        QString kind; // "human" or "computer"
        // "open" (nobody yet), "here", "away" (connection lost, within the grace time),
        // "computer" (a computer plays for an away player), "left" (for good: a computer plays)
        QString status;
        int graceLeft = -1; // seconds, while away
        qint64 clockMs = -1; // time left in the player's bank, when the game has a clock
    };
    QList<Seat> seats;
    bool started = false;
    bool over = false;
    int turnSeat = -1;

    QJsonObject toJson() const
    {
        QJsonArray a;
        for (const Seat &s : seats) {
            QJsonObject o{{QStringLiteral("name"), s.name},
                          {QStringLiteral("kind"), s.kind},
                          {QStringLiteral("status"), s.status}};
            if (s.graceLeft >= 0)
                o.insert(QStringLiteral("graceLeft"), s.graceLeft);
            if (s.clockMs >= 0)
                o.insert(QStringLiteral("clockMs"), double(s.clockMs));
            a.append(o);
        }
        return {{QStringLiteral("seats"), a},
                {QStringLiteral("started"), started},
                {QStringLiteral("over"), over},
                {QStringLiteral("turnSeat"), turnSeat}};
    }
    // The statuses a seat may have, in the host's order (GameHost::Status).
    static const QStringList &statuses()
    {
        static const QStringList names{QStringLiteral("open"), QStringLiteral("here"),
                                       QStringLiteral("away"), QStringLiteral("computer"),
                                       QStringLiteral("left")};
        return names;
    }
    static bool knownStatus(const QString &s) { return statuses().contains(s); }
    static std::optional<TableUpdate> read(FieldReader &r)
    {
        TableUpdate m;
        const QJsonArray a =
                r.array(QStringLiteral("seats"), protocol::kMaxSeats).value_or(QJsonArray());
        m.started = r.boolean(QStringLiteral("started")).value_or(false);
        m.over = r.boolean(QStringLiteral("over")).value_or(false);
        m.turnSeat = int(
                r.integer(QStringLiteral("turnSeat"), -1, protocol::kMaxSeats - 1).value_or(-1));
        for (qsizetype i = 0; i < a.size() && r.ok(); ++i) {
            if (!a[i].isObject()) {
                r.fail(QStringLiteral("seats[%1] must be an object").arg(i));
                break;
            }
            FieldReader s(a[i].toObject(), QStringLiteral("seats[%1]").arg(i));
            Seat seat;
            seat.name =
                    s.string(QStringLiteral("name"), protocol::kMaxNameLength).value_or(QString());
            seat.kind = s.string(QStringLiteral("kind"), 16).value_or(QString());
            seat.status = s.string(QStringLiteral("status"), 16).value_or(QString());
            seat.graceLeft =
                    int(s.integer(QStringLiteral("graceLeft"), 0, protocol::kMaxGraceSeconds, false)
                                .value_or(-1));
            seat.clockMs =
                    s.integer(QStringLiteral("clockMs"), 0, qint64(1) << 40, false).value_or(-1);
            if (s.ok() && seat.kind != QLatin1String("human")
                && seat.kind != QLatin1String("computer"))
                s.fail(QStringLiteral("seats[%1].kind must be human or computer").arg(i));
            if (s.ok() && !knownStatus(seat.status))
                s.fail(QStringLiteral("seats[%1].status is not a seat status").arg(i));
            if (!s.finish())
                r.fail(s.error());
            m.seats.append(seat);
        }
        return r.ok() ? std::optional<TableUpdate>(m) : std::nullopt;
    }
};

} // namespace carcassonne
