#include "farmersui.h"

#include <QCoreApplication>

namespace carcassonne {

const char *FarmersUi::nameSource() const
{
    return QT_TRANSLATE_NOOP("RuleTexts", "Farmers");
}

QList<ModuleUi::Label> FarmersUi::parameterLabels() const
{
    return {{"fieldCityPoints",
             QT_TRANSLATE_NOOP("RuleTexts", "Farmer: points per completed city")}};
}

} // namespace carcassonne
