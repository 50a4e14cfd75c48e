#include "messagecodec.h"

#include "core/shownvalue.h"
#include "protocol.h"

#include <QJsonParseError>

namespace carcassonne {

namespace {

std::optional<QJsonObject> frameObject(const QByteArray &frame, QString *error, QString *type)
{
    auto fail = [&](const QString &message) {
        if (error)
            *error = message;
        return std::nullopt;
    };
    if (frame.size() > protocol::kMaxFrameBytes)
        return fail(QStringLiteral("the message is larger than %1 bytes")
                            .arg(protocol::kMaxFrameBytes));
    QJsonParseError parse;
    const QJsonDocument doc = QJsonDocument::fromJson(frame, &parse);
    if (parse.error != QJsonParseError::NoError)
        return fail(QStringLiteral("the message is not JSON: %1").arg(parse.errorString()));
    if (!doc.isObject())
        return fail(QStringLiteral("the message is not a JSON object"));
    const QJsonObject o = doc.object();
    const QJsonValue t = o.value(QStringLiteral("type"));
    if (!t.isString())
        return fail(QStringLiteral("the message has no \"type\""));
    *type = t.toString();
    return o;
}

// Reads the variant's alternative whose kType is `type`.
template<typename Variant, std::size_t I = 0>
std::optional<Variant> readAlternative(const QString &type, const QJsonObject &o, QString *error)
{
    if constexpr (I == std::variant_size_v<Variant>) {
        if (error)
            *error = QStringLiteral("unknown message type %1").arg(shownValue(type, 40));
        return std::nullopt;
    } else {
        using M = std::variant_alternative_t<I, Variant>;
        if (type != QLatin1String(M::kType))
            return readAlternative<Variant, I + 1>(type, o, error);
        FieldReader r(o);
        r.skip(QStringLiteral("type"));
        std::optional<M> m = M::read(r);
        if (!m || !r.finish()) {
            if (error)
                *error = QStringLiteral("%1: %2").arg(type, r.error());
            return std::nullopt;
        }
        return Variant(std::move(*m));
    }
}

} // namespace

QByteArray MessageCodec::encode(const ClientMessage &message)
{
    return std::visit([](const auto &m) { return encode(m); }, message);
}

QByteArray MessageCodec::encode(const HostMessage &message)
{
    return std::visit([](const auto &m) { return encode(m); }, message);
}

std::optional<ClientMessage> MessageCodec::decodeClient(const QByteArray &frame, QString *error)
{
    QString type;
    const auto o = frameObject(frame, error, &type);
    if (!o)
        return std::nullopt;
    return readAlternative<ClientMessage>(type, *o, error);
}

std::optional<HostMessage> MessageCodec::decodeHost(const QByteArray &frame, QString *error)
{
    QString type;
    const auto o = frameObject(frame, error, &type);
    if (!o)
        return std::nullopt;
    return readAlternative<HostMessage>(type, *o, error);
}

QString MessageCodec::hashText(quint64 hash)
{
    return QStringLiteral("%1").arg(hash, 16, 16, QLatin1Char('0'));
}

} // namespace carcassonne
