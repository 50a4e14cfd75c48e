#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QSet>
#include <QString>

#include <optional>

namespace carcassonne {

// Reads one JSON object from the network, field by field, with a type and a range for each:
// the first problem is kept (later reads answer empty), and finish() refuses any field that
// was not read, so an unknown field is an error, not something ignored.
class FieldReader
{
public:
    explicit FieldReader(const QJsonObject &object, QString context = {})
        : m_object(object),
          m_context(std::move(context))
    { }

    // A string of at most `maxLength` characters, printable (no control characters).
    std::optional<QString> string(const QString &key, int maxLength, bool required = true);
    std::optional<qint64> integer(const QString &key, qint64 min, qint64 max, bool required = true);
    std::optional<bool> boolean(const QString &key, bool required = true);
    std::optional<QJsonObject> object(const QString &key, bool required = true);
    std::optional<QJsonArray> array(const QString &key, int maxSize, bool required = true);
    bool has(const QString &key) const { return m_object.contains(key); }
    // Marks a field as known without reading it (the message's "type").
    void skip(const QString &key) { m_read.insert(key); }

    // False when a read failed or a field is unknown; error() says which.
    bool finish();
    bool ok() const { return m_error.isEmpty(); }
    const QString &error() const { return m_error; }
    void fail(const QString &message);

private:
    QString where(const QString &key) const;
    bool take(const QString &key, bool required, QJsonValue &value);

    QJsonObject m_object;
    QString m_context;
    QSet<QString> m_read;
    QString m_error;
};

} // namespace carcassonne
