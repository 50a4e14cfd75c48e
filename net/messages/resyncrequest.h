#pragma once

#include "net/fieldreader.h"

namespace carcassonne {

// Client to host: send the log again from this index (0 after a desync: the client rebuilds).
struct ResyncRequest
{
    static constexpr auto kType = "resync";
    int from = 0;

    QJsonObject toJson() const { return {{QStringLiteral("from"), from}}; }
    static std::optional<ResyncRequest> read(FieldReader &r)
    {
        ResyncRequest m;
        m.from = int(r.integer(QStringLiteral("from"), 0, 1000000).value_or(0));
        return r.ok() ? std::optional<ResyncRequest>(m) : std::nullopt;
    }
};

} // namespace carcassonne
