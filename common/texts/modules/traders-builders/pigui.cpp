#include "pigui.h"

#include <QCoreApplication>

namespace carcassonne {

const char *PigUi::nameSource() const
{
    return QT_TRANSLATE_NOOP("RuleTexts", "Pig");
}

QList<ModuleUi::Label> PigUi::parameterLabels() const
{
    return {{"pigsPerPlayer", QT_TRANSLATE_NOOP("RuleTexts", "Pigs per player")},
            {"pigFieldCityPoints",
             QT_TRANSLATE_NOOP("RuleTexts", "Farmer with a pig: points per completed city")}};
}

QString PigUi::figureName(FigureKind kind, FeatureType) const
{
    return kind == FigureKind::Pig ? tr("pig") : QString();
}

} // namespace carcassonne
