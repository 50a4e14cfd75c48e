#pragma once

#include "net/fieldreader.h"
#include "net/protocol.h"

namespace carcassonne {

// Host to client: a chunk of a package's zip, from `offset`, base64 in the frame.
struct PackageData
{
    static constexpr auto kType = "packageData";
    QString id;
    qint64 offset = 0;
    qint64 total = 0;
    QByteArray data;

    QJsonObject toJson() const
    {
        return {{QStringLiteral("id"), id},
                {QStringLiteral("offset"), double(offset)},
                {QStringLiteral("total"), double(total)},
                {QStringLiteral("data"), QString::fromLatin1(data.toBase64())}};
    }
    static std::optional<PackageData> read(FieldReader &r)
    {
        PackageData m;
        m.id = r.string(QStringLiteral("id"), 64).value_or(QString());
        m.offset = r.integer(QStringLiteral("offset"), 0, qint64(1) << 30).value_or(0);
        m.total = r.integer(QStringLiteral("total"), 1, qint64(1) << 30).value_or(0);
        const QString data =
                r.string(QStringLiteral("data"), (protocol::kPackageChunkBytes / 3 + 1) * 4)
                        .value_or(QString());
        if (r.ok()) {
            auto decoded = QByteArray::fromBase64Encoding(data.toLatin1(),
                                                          QByteArray::AbortOnBase64DecodingErrors);
            if (!decoded || decoded.decoded.isEmpty()
                || m.offset + decoded.decoded.size() > m.total)
                r.fail(QStringLiteral("data is not a chunk of the package in base64"));
            else
                m.data = decoded.decoded;
        }
        return r.ok() ? std::optional<PackageData>(m) : std::nullopt;
    }
};

} // namespace carcassonne
