#include "castlesui.h"

#include "misttexts.h"
#include "ruleshelp.h"
#include "state/gamecontent.h"

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

const char *CastlesUi::idleNoteSource(const GameContent &content) const
{
    // Level 1 leaves the castles' tiles in the box (GraveyardsModule).
    return RulesHelp::number(content, QStringLiteral("graveyardMode")) == 0
            ? MistTexts::notAtThisLevel()
            : nullptr;
}

QString CastlesUi::helpText(const GameContent &content) const
{
    if (RulesHelp::number(content, QStringLiteral("graveyardMode")) == 0)
        return QCoreApplication::translate("RulesHelp",
                                           "At this level the haunted castles stay in the box.");
    return QCoreApplication::translate(
                   "RulesHelp",
                   "A road ends at each haunted castle. You may put a guard in the castle of the "
                   "new tile. It is complete when eight tiles surround it, and pays %1 for every "
                   "square with fog among the nine.")
            .arg(RulesHelp::points(RulesHelp::number(content, QStringLiteral("castleFogPoints"))));
}

QList<ModuleUi::HelpPicture> CastlesUi::helpPictures(const GameContent &) const
{
    return {{QStringLiteral("icon/castle"), -1,
             QCoreApplication::translate("RulesHelp", "A haunted castle")}};
}

} // namespace carcassonne
