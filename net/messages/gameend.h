#pragma once

#include "net/fieldreader.h"

namespace carcassonne {

// Host to client, when the game is over: the seed and the salt, so that every client checks
// the commitment and holds an ordinary game record (its setup, this seed, the log's turns).
struct GameEnd
{
    static constexpr auto kType = "end";
    QString seed; // decimal
    QString salt; // hex

    QJsonObject toJson() const
    {
        return {{QStringLiteral("seed"), seed}, {QStringLiteral("salt"), salt}};
    }
    static std::optional<GameEnd> read(FieldReader &r)
    {
        GameEnd m;
        m.seed = r.string(QStringLiteral("seed"), 20).value_or(QString());
        m.salt = r.string(QStringLiteral("salt"), 64).value_or(QString());
        return r.ok() ? std::optional<GameEnd>(m) : std::nullopt;
    }
};

} // namespace carcassonne
