#include "fieldreader.h"

#include "core/jsonnumber.h"
#include "core/shownvalue.h"

namespace carcassonne {

QString FieldReader::where(const QString &key) const
{
    return m_context.isEmpty() ? key : m_context + QLatin1Char('.') + key;
}

void FieldReader::fail(const QString &message)
{
    if (m_error.isEmpty())
        m_error = message;
}

bool FieldReader::take(const QString &key, bool required, QJsonValue &value)
{
    m_read.insert(key);
    if (!m_error.isEmpty())
        return false;
    value = m_object.value(key);
    if (value.isUndefined()) {
        if (required)
            fail(QStringLiteral("%1 is missing").arg(where(key)));
        return false;
    }
    return true;
}

std::optional<QString> FieldReader::string(const QString &key, int maxLength, bool required)
{
    QJsonValue v;
    if (!take(key, required, v))
        return std::nullopt;
    if (!v.isString()) {
        fail(QStringLiteral("%1 must be a string").arg(where(key)));
        return std::nullopt;
    }
    const QString s = v.toString();
    if (s.size() > maxLength) {
        fail(QStringLiteral("%1 is longer than %2 characters").arg(where(key)).arg(maxLength));
        return std::nullopt;
    }
    for (const QChar c : s) {
        if (c.category() == QChar::Other_Control) {
            fail(QStringLiteral("%1 holds a control character").arg(where(key)));
            return std::nullopt;
        }
    }
    return s;
}

std::optional<qint64> FieldReader::integer(const QString &key, qint64 min, qint64 max,
                                           bool required)
{
    QJsonValue v;
    if (!take(key, required, v))
        return std::nullopt;
    const auto n = jsonnumber::whole(v, min, max);
    if (!n) {
        fail(QStringLiteral("%1 must be a whole number from %2 to %3")
                     .arg(where(key))
                     .arg(min)
                     .arg(max));
        return std::nullopt;
    }
    return qint64(*n);
}

std::optional<bool> FieldReader::boolean(const QString &key, bool required)
{
    QJsonValue v;
    if (!take(key, required, v))
        return std::nullopt;
    if (!v.isBool()) {
        fail(QStringLiteral("%1 must be true or false").arg(where(key)));
        return std::nullopt;
    }
    return v.toBool();
}

std::optional<QJsonObject> FieldReader::object(const QString &key, bool required)
{
    QJsonValue v;
    if (!take(key, required, v))
        return std::nullopt;
    if (!v.isObject()) {
        fail(QStringLiteral("%1 must be an object").arg(where(key)));
        return std::nullopt;
    }
    return v.toObject();
}

std::optional<QJsonArray> FieldReader::array(const QString &key, int maxSize, bool required)
{
    QJsonValue v;
    if (!take(key, required, v))
        return std::nullopt;
    if (!v.isArray()) {
        fail(QStringLiteral("%1 must be an array").arg(where(key)));
        return std::nullopt;
    }
    const QJsonArray a = v.toArray();
    if (a.size() > maxSize) {
        fail(QStringLiteral("%1 has more than %2 entries").arg(where(key)).arg(maxSize));
        return std::nullopt;
    }
    return a;
}

bool FieldReader::finish()
{
    if (!m_error.isEmpty())
        return false;
    for (auto it = m_object.begin(); it != m_object.end(); ++it) {
        if (!m_read.contains(it.key())) {
            fail(QStringLiteral("unknown field %1").arg(where(shownValue(it.key(), 40))));
            return false;
        }
    }
    return true;
}

} // namespace carcassonne
