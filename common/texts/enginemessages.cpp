#include "enginemessages.h"

namespace carcassonne {

QString EngineMessages::translate(const Message &message)
{
    return message.text(
            [](const char *code) { return QCoreApplication::translate("EngineMessages", code); });
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
