#include "farmsui.h"

#include <QCoreApplication>

namespace carcassonne {

const char *FarmsUi::nameSource() const
{
    return QT_TRANSLATE_NOOP("RuleTexts", "Farms");
}

QList<ModuleUi::Label> FarmsUi::parameterLabels() const
{
    return {{"farmTilePoints", QT_TRANSLATE_NOOP("RuleTexts", "Farm: points per tile of the nine")},
            {"farmTilePointsFinal",
             QT_TRANSLATE_NOOP("RuleTexts", "Farm at the end: points per tile present")}};
}

QList<ModuleUi::Label> FarmsUi::categoryLabels() const
{
    return {{"farm", QT_TRANSLATE_NOOP("RuleTexts", "Farms")}};
}

QString FarmsUi::figureName(FigureKind kind, FeatureType on) const
{
    return kind == FigureKind::Meeple && on == FeatureType::Farm ? tr("farmer") : QString();
}

QString FarmsUi::featureName(FeatureType type) const
{
    // The rulebook's word: a "Farm" in German.
    return type == FeatureType::Farm ? tr("farm") : QString();
}

} // namespace carcassonne
