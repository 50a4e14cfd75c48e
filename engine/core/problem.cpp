#include "problem.h"

namespace carcassonne {

Message Problem::toMessage() const
{
    Message out;
    const auto add = [&out](const Message &part) {
        out = out.isEmpty()
                ? part
                : Message(QT_TRANSLATE_NOOP("EngineMessages", "%1: %2")).arg(out).arg(part);
    };
    if (!file.isEmpty())
        add(Message::verbatim(file));
    if (!tile.isEmpty())
        add(Message(QT_TRANSLATE_NOOP("EngineMessages", "tile %1")).arg(tile));
    if (!field.isEmpty())
        add(Message::verbatim(field));
    add(message);
    return out;
}

QString Problem::toString() const
{
    return toMessage().toString();
}

Message problemsMessage(const Problems &problems, bool lines)
{
    Message out;
    for (const Problem &p : problems)
        out = out.isEmpty() ? p.toMessage()
                            : Message(lines ? QT_TRANSLATE_NOOP("EngineMessages", "%1\n%2")
                                            : QT_TRANSLATE_NOOP("EngineMessages", "%1; %2"))
                                      .arg(out)
                                      .arg(p.toMessage());
    return out;
}

} // namespace carcassonne
