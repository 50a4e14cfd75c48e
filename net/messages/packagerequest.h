#pragma once

#include "net/fieldreader.h"

namespace carcassonne {

// Client to host: the next chunk of a package the game uses and the client lacks.
struct PackageRequest
{
    static constexpr auto kType = "fetch";
    QString id;
    qint64 offset = 0;

    QJsonObject toJson() const
    {
        return {{QStringLiteral("id"), id}, {QStringLiteral("offset"), double(offset)}};
    }
    static std::optional<PackageRequest> read(FieldReader &r)
    {
        PackageRequest m;
        m.id = r.string(QStringLiteral("id"), 64).value_or(QString());
        m.offset = r.integer(QStringLiteral("offset"), 0, qint64(1) << 30).value_or(0);
        return r.ok() ? std::optional<PackageRequest>(m) : std::nullopt;
    }
};

} // namespace carcassonne
