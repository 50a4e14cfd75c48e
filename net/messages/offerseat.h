#pragma once

#include "net/fieldreader.h"
#include "net/protocol.h"

namespace carcassonne {

// Client to host: the table's creator offers a seat whose player left the game to whoever
// joins next with the invite (the computer plays it until someone does).
struct OfferSeat
{
    static constexpr auto kType = "offer";
    int seat = -1;

    QJsonObject toJson() const { return {{QStringLiteral("seat"), seat}}; }
    static std::optional<OfferSeat> read(FieldReader &r)
    {
        OfferSeat m;
        m.seat = int(r.integer(QStringLiteral("seat"), 0, protocol::kMaxSeats - 1).value_or(-1));
        return r.ok() ? std::optional<OfferSeat>(m) : std::nullopt;
    }
};

} // namespace carcassonne
