#pragma once

#include <QString>
#include <QVariantList>

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
    // The named values of a parameter (ModuleUi::parameterValueNames) as [{value, label}], the
    // labels' English sources (QML translates them in "RuleTexts"); empty when none are named.
    static QVariantList parameterValueSources(const QString &name);
    // One value's name, translated, or "" when it has none.
    static QString parameterValueName(const QString &name, int value);
};

} // namespace carcassonne
