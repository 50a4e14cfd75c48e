#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <concepts>
#include <functional>
#include <memory>
#include <type_traits>

namespace carcassonne {

// A whole number as a message's value (not a bool or a character), and a value that is no
// number at all (text or a message), for Message::arg's overloads.
template<typename T>
concept MessageNumber = std::integral<T> && !std::same_as<T, bool> && !std::same_as<T, char>;
template<typename T>
concept MessageText = !std::is_arithmetic_v<T>;

// A message of the engine for people: a code, the English template written where the engine
// builds it and marked there with QT_TRANSLATE_NOOP("EngineMessages", ...) so that lupdate
// finds it, and the values that fill its placeholders, each a plain value (a number, an id, a
// path: never translated) or a message of its own. toString() is the English the engine has
// always written (records, logs, the command line); the window translates the code instead
// (EngineMessages). Built only when there is something to report: never on a hot path.
class Message
{
public:
    // One value: plain text, or a nested message when `message` is set.
    struct Argument
    {
        QString text;
        std::shared_ptr<const Message> message;
    };

    Message() = default;
    // `code` must be a string literal (it is kept, not copied) marked with QT_TRANSLATE_NOOP.
    explicit Message(const char *code) : m_code(code) { }
    // Text that comes from outside the engine (Qt's or the system's own words): shown as it is.
    static Message verbatim(const QString &text);
    // "where: what", where a plain place (a path, a JSON field) and what a message.
    static Message located(const QString &where, const Message &what);

    // A copy with one more value: for %1, then %2, ... in the order given.
    Message arg(const QString &value) const;
    Message arg(QStringView value) const { return arg(value.toString()); }
    Message arg(QLatin1StringView value) const { return arg(QString(value)); }
    Message arg(QChar value) const { return arg(QString(value)); }
    Message arg(const Message &nested) const;
    template<MessageNumber T>
    Message arg(T value) const
    {
        return arg(QString::number(value));
    }
    Message arg(double value) const;
    // Several at once, as QString::arg(a, b, ...) takes them: text and messages only, so that
    // QString::arg's number formatting (arg(n, width, base)) is not taken for values.
    template<MessageText A, MessageText B, MessageText... Rest>
    Message arg(const A &a, const B &b, const Rest &...rest) const
    {
        return arg(a).arg(b, rest...);
    }

    const char *code() const { return m_code; }
    const QList<Argument> &arguments() const { return m_arguments; }
    bool isEmpty() const { return !m_code && m_arguments.isEmpty(); }
    // The English text.
    QString toString() const;
    // The text with each code, this one's and the nested messages', turned into its pattern by
    // `patternOf`: the English for toString(), the language shown for EngineMessages.
    QString text(const std::function<QString(const char *)> &patternOf) const;

    // `pattern` with %1, %2, ... replaced by `values` in one pass (a value's own "%1" stays).
    static QString filled(const QString &pattern, const QStringList &values);

private:
    const char *m_code = nullptr; // null: verbatim, its one argument is the text
    QList<Argument> m_arguments;
};

} // namespace carcassonne
