#include "castlesui.h"

#include <QCoreApplication>

namespace carcassonne {

const char *CastlesUi::nameSource() const
{
    return QT_TRANSLATE_NOOP("RuleTexts", "Haunted castles");
}

QList<ModuleUi::Label> CastlesUi::parameterLabels() const
{
    return {{"castleFogPoints",
             QT_TRANSLATE_NOOP("RuleTexts", "Haunted castle: points per tile with fog")}};
}

QList<ModuleUi::Label> CastlesUi::categoryLabels() const
{
    return {{"castle", QT_TRANSLATE_NOOP("RuleTexts", "Haunted castles")}};
}

QString CastlesUi::featureName(FeatureType type) const
{
    return type == FeatureType::Castle ? tr("haunted castle") : QString();
}

} // namespace carcassonne
