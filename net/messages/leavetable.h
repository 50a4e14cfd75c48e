#pragma once

#include "net/fieldreader.h"

namespace carcassonne {

// Client to host: the sender leaves for good (or resigns): a computer player takes the seat.
struct LeaveTable
{
    static constexpr auto kType = "leave";
    QJsonObject toJson() const { return {}; }
    static std::optional<LeaveTable> read(FieldReader &r)
    {
        return r.ok() ? std::optional<LeaveTable>(LeaveTable{}) : std::nullopt;
    }
};

} // namespace carcassonne
