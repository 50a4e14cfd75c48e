#pragma once

#include "net/fieldreader.h"

namespace carcassonne {

// Host to client: a request refused, with a code a program reads ("protocol", "invite",
// "token", "seat", "index", "illegal", "rate", "message", "full", "over", "package", ...) and a
// sentence for a person. Nothing in the game changed. `fatal`: the host closes the connection.
struct Refusal
{
    static constexpr auto kType = "refused";
    QString reason;
    QString message;
    bool fatal = false;

    QJsonObject toJson() const
    {
        return {{QStringLiteral("reason"), reason},
                {QStringLiteral("message"), message},
                {QStringLiteral("fatal"), fatal}};
    }
    static std::optional<Refusal> read(FieldReader &r)
    {
        Refusal m;
        m.reason = r.string(QStringLiteral("reason"), 40).value_or(QString());
        m.message = r.string(QStringLiteral("message"), 1000).value_or(QString());
        m.fatal = r.boolean(QStringLiteral("fatal")).value_or(false);
        return r.ok() ? std::optional<Refusal>(m) : std::nullopt;
    }
};

} // namespace carcassonne
