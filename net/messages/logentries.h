#pragma once

#include "net/fieldreader.h"
#include "net/protocol.h"

#include <QList>

namespace carcassonne {

// Host to client: accepted turns of the game's one log, in order. Each says the seat that
// played it, the turn as a record's turn, the tiles its end drew (a face-down one as null), who
// decided it ("player", "computer" for an away seat, "clock" when the player's time ran out)
// and the hash of the state after it.
struct LogEntries
{
    static constexpr auto kType = "log";
    static constexpr int kMaxDrawsPerTurn = 200;
    struct Entry
    {
        int index = 0;
        int seat = 0;
        QJsonObject turn;
        QJsonArray draws;
        QString by = QStringLiteral("player");
        QString hash;

        QJsonObject toJson() const
        {
            return {{QStringLiteral("index"), index}, {QStringLiteral("seat"), seat},
                    {QStringLiteral("turn"), turn},   {QStringLiteral("draws"), draws},
                    {QStringLiteral("by"), by},       {QStringLiteral("hash"), hash}};
        }
    };
    QList<Entry> entries;

    QJsonObject toJson() const
    {
        QJsonArray a;
        for (const Entry &e : entries)
            a.append(e.toJson());
        return {{QStringLiteral("entries"), a}};
    }
    static std::optional<LogEntries> read(FieldReader &r)
    {
        LogEntries m;
        const QJsonArray a = r.array(QStringLiteral("entries"), protocol::kMaxLogEntriesPerMessage)
                                     .value_or(QJsonArray());
        for (qsizetype i = 0; i < a.size() && r.ok(); ++i) {
            if (!a[i].isObject()) {
                r.fail(QStringLiteral("entries[%1] must be an object").arg(i));
                break;
            }
            FieldReader f(a[i].toObject(), QStringLiteral("entries[%1]").arg(i));
            Entry e;
            e.index = int(f.integer(QStringLiteral("index"), 0, 1000000).value_or(0));
            e.seat = int(f.integer(QStringLiteral("seat"), 0, protocol::kMaxSeats - 1).value_or(0));
            e.turn = f.object(QStringLiteral("turn")).value_or(QJsonObject());
            e.draws = f.array(QStringLiteral("draws"), kMaxDrawsPerTurn).value_or(QJsonArray());
            e.by = f.string(QStringLiteral("by"), 16).value_or(QString());
            e.hash = f.string(QStringLiteral("hash"), 16).value_or(QString());
            if (f.ok() && e.by != QLatin1String("player") && e.by != QLatin1String("computer")
                && e.by != QLatin1String("clock"))
                f.fail(QStringLiteral("entries[%1].by must be player, computer or clock").arg(i));
            if (!f.finish())
                r.fail(f.error());
            m.entries.append(e);
        }
        return r.ok() ? std::optional<LogEntries>(m) : std::nullopt;
    }
};

} // namespace carcassonne
