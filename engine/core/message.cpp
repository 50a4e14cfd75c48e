#include "message.h"

namespace carcassonne {

Message Message::verbatim(const QString &text)
{
    Message out;
    out.m_arguments.append({text, nullptr});
    return out;
}

Message Message::located(const QString &where, const Message &what)
{
    return Message(QT_TRANSLATE_NOOP("EngineMessages", "%1: %2")).arg(where).arg(what);
}

Message Message::arg(const QString &value) const
{
    Message out = *this;
    out.m_arguments.append({value, nullptr});
    return out;
}

Message Message::arg(const Message &nested) const
{
    Message out = *this;
    out.m_arguments.append({QString(), std::make_shared<const Message>(nested)});
    return out;
}

Message Message::arg(double value) const
{
    // As QString::arg(double) writes it.
    return arg(QStringLiteral("%1").arg(value));
}

QString Message::toString() const
{
    return text([](const char *code) { return QString::fromUtf8(code); });
}

QString Message::text(const std::function<QString(const char *)> &patternOf) const
{
    QStringList values;
    values.reserve(m_arguments.size());
    for (const Argument &a : m_arguments)
        values << (a.message ? a.message->text(patternOf) : a.text);
    if (!m_code) // text from outside the engine, shown as it is
        return values.join(QString());
    return filled(patternOf(m_code), values);
}

QString Message::filled(const QString &pattern, const QStringList &values)
{
    QString out;
    out.reserve(pattern.size());
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        const QChar c = pattern.at(i);
        if (c == QLatin1Char('%') && i + 1 < pattern.size() && pattern.at(i + 1).isDigit()) {
            qsizetype end = i + 1;
            int number = 0;
            while (end < pattern.size() && pattern.at(end).isDigit() && number < 10)
                number = number * 10 + pattern.at(end++).digitValue();
            if (number >= 1 && number <= values.size()) {
                out += values.at(number - 1);
                i = end - 1;
                continue;
            }
        }
        out += c;
    }
    return out;
}

} // namespace carcassonne
