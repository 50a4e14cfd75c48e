#include "enginemessages.h"

#include <QStringList>

namespace carcassonne {

QString EngineMessages::translate(const Message &message)
{
    QStringList values;
    values.reserve(message.arguments().size());
    for (const Message::Argument &a : message.arguments())
        values << (a.message ? translate(*a.message) : a.text);
    if (!message.code()) // text from outside the engine, shown as it is
        return values.join(QString());
    return Message::filled(QCoreApplication::translate("EngineMessages", message.code()), values);
}

QString EngineMessages::problem(const Problem &problem)
{
    return translate(problem.toMessage());
}

QString EngineMessages::problems(const Problems &problems)
{
    return translate(problemsMessage(problems));
}

} // namespace carcassonne
