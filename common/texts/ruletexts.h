#pragma once

#include <QString>

namespace carcassonne {

// The names people read for rule modules and rule parameters, whose ids the engine and the
// package files use ("farmers", "pigFieldCityPoints"): the core's parameters here, a module's
// name and parameters from its ModuleUi. Translated in the context "RuleTexts" of the shared
// translations (carcassonne-common_<lang>.ts), which the game and the editor both load; an id
// without a name is shown as it is.
class RuleTexts
{
public:
    // The English source text of a module's or parameter's name, or "" when there is none.
    // QML translates it with qsTranslate("RuleTexts", text), so it follows a language switch.
    static QString moduleSource(const QString &id);
    static QString parameterSource(const QString &name);

    // The same, translated into the language installed now (falls back to the id).
    static QString moduleName(const QString &id);
    static QString parameterName(const QString &name);
};

} // namespace carcassonne
