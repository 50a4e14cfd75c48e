#pragma once

#include "net/fieldreader.h"
#include "net/protocol.h"

namespace carcassonne {

// Client to host: a line for the table's chat.
struct ChatSend
{
    static constexpr auto kType = "chat";
    QString text;

    QJsonObject toJson() const { return {{QStringLiteral("text"), text}}; }
    static std::optional<ChatSend> read(FieldReader &r)
    {
        ChatSend m;
        m.text = r.string(QStringLiteral("text"), protocol::kMaxChatLength).value_or(QString());
        if (r.ok() && m.text.trimmed().isEmpty())
            r.fail(QStringLiteral("text is empty"));
        return r.ok() ? std::optional<ChatSend>(m) : std::nullopt;
    }
};

} // namespace carcassonne
