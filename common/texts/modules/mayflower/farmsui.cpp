#include "farmsui.h"

#include "ruleshelp.h"
#include "state/gamecontent.h"

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

QString FarmsUi::helpText(const GameContent &content) const
{
    const int perTile = RulesHelp::number(content, QStringLiteral("farmTilePoints"));
    const int perTileFinal = RulesHelp::number(content, QStringLiteral("farmTilePointsFinal"));
    return QCoreApplication::translate(
                   "RulesHelp",
                   "A farm is a building in the middle of a tile; a colonist on it is a farmer. A "
                   "road that reaches a farm ends there. A farm is complete when eight tiles "
                   "surround it: %1. At the end an unfinished farm pays %2 per tile, itself and "
                   "its neighbours.")
            .arg(RulesHelp::points(9 * perTile), RulesHelp::points(perTileFinal));
}

QList<ModuleUi::HelpPicture> FarmsUi::helpPictures(const GameContent &content) const
{
    QList<HelpPicture> pictures;
    pictures << RulesHelp::tilePicture(
            content, [](const FeatureDefinition &f) { return f.type == FeatureType::Farm; },
            QCoreApplication::translate("RulesHelp", "A farm"));
    return pictures;
}

} // namespace carcassonne
