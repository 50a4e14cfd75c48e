#pragma once

#include "net/fieldreader.h"
#include "net/protocol.h"

namespace carcassonne {

// Host to client: a chat line said at the table (seat -1: a spectator), in the order the host
// heard them.
struct ChatLine
{
    static constexpr auto kType = "said";
    int seat = -1;
    QString name;
    QString text;

    QJsonObject toJson() const
    {
        return {{QStringLiteral("seat"), seat},
                {QStringLiteral("name"), name},
                {QStringLiteral("text"), text}};
    }
    static std::optional<ChatLine> read(FieldReader &r)
    {
        ChatLine m;
        m.seat = int(r.integer(QStringLiteral("seat"), -1, protocol::kMaxSeats - 1).value_or(-1));
        m.name = r.string(QStringLiteral("name"), protocol::kMaxNameLength).value_or(QString());
        m.text = r.string(QStringLiteral("text"), protocol::kMaxChatLength).value_or(QString());
        return r.ok() ? std::optional<ChatLine>(m) : std::nullopt;
    }
};

} // namespace carcassonne
