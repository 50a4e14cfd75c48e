#include "farmersui.h"

#include "ruleshelp.h"
#include "state/gamecontent.h"

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

QString FarmersUi::helpText(const GameContent &content) const
{
    return QCoreApplication::translate(
                   "RulesHelp",
                   "A meeple laid in a field is a farmer: put it on a field of the new tile as you "
                   "would any meeple. Fields are bounded by roads, cities and the edge of the "
                   "board. Farmers stay where they lie until the game ends.\n\n"
                   "At the end each field scores for the player with the most farmers in it (with "
                   "a tie each of them in full): %1 for every completed city the field borders. "
                   "Unfinished cities count for nothing, and one city can pay several fields.")
            .arg(RulesHelp::points(RulesHelp::number(content, QStringLiteral("fieldCityPoints"))));
}

QList<ModuleUi::HelpPicture> FarmersUi::helpPictures(const GameContent &) const
{
    return {{QStringLiteral("figure/meeple-lying/green"), -1,
             QCoreApplication::translate("RulesHelp", "A farmer")}};
}

} // namespace carcassonne
