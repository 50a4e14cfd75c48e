#include "pigui.h"

#include "ruleshelp.h"
#include "state/gamecontent.h"

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

QString PigUi::helpText(const GameContent &content) const
{
    const int pigs = RulesHelp::number(content, QStringLiteral("pigsPerPlayer"));
    return QCoreApplication::translate(
                   "RulesHelp",
                   "Each player has %n pig(s). Instead of a meeple you may put your pig on a field "
                   "of the new tile where you already have a farmer.",
                   nullptr, pigs)
            + QStringLiteral("\n\n")
            + QCoreApplication::translate(
                      "RulesHelp",
                      "At the end, if you win that field (the most farmers, or a tie), every "
                      "completed city it borders pays you %1 instead of %2. The pig never counts "
                      "for the majority, and it goes home when you have no farmer left in its "
                      "field.")
                      .arg(RulesHelp::points(RulesHelp::number(
                                   content, QStringLiteral("pigFieldCityPoints"))),
                           RulesHelp::points(
                                   RulesHelp::number(content, QStringLiteral("fieldCityPoints"))));
}

QList<ModuleUi::HelpPicture> PigUi::helpPictures(const GameContent &) const
{
    return {{QStringLiteral("figure/pig/pink"), -1,
             QCoreApplication::translate("RulesHelp", "A pig")}};
}

} // namespace carcassonne
