#pragma once

#include "net/fieldreader.h"

namespace carcassonne {

// Client to host: the sender's whole turn, as a record's turn (tile, figure, choices), for the
// log's next index. The host checks the seat, the index and the rules before anything changes.
struct TurnRequest
{
    static constexpr auto kType = "turn";
    int index = 0;
    QJsonObject turn;

    QJsonObject toJson() const
    {
        return {{QStringLiteral("index"), index}, {QStringLiteral("turn"), turn}};
    }
    static std::optional<TurnRequest> read(FieldReader &r)
    {
        TurnRequest m;
        m.index = int(r.integer(QStringLiteral("index"), 0, 1000000).value_or(0));
        m.turn = r.object(QStringLiteral("turn")).value_or(QJsonObject());
        return r.ok() ? std::optional<TurnRequest>(m) : std::nullopt;
    }
};

} // namespace carcassonne
