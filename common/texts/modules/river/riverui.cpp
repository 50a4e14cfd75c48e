#include "riverui.h"

#include "ruleshelp.h"
#include "state/gamecontent.h"

#include <QCoreApplication>

namespace carcassonne {

const char *RiverUi::nameSource() const
{
    return QT_TRANSLATE_NOOP("RuleTexts", "River");
}

QString RiverUi::helpText(const GameContent &) const
{
    return QCoreApplication::translate(
            "RulesHelp",
            "The game starts with the river's spring instead of the start tile, and the river "
            "tiles are drawn first, the lakes last among them; then come the other tiles.\n\n"
            "A river tile must continue the river, and it may not bend the same way as the river "
            "tile it continues: the river never makes a U-turn. A river tile that fits nowhere is "
            "set aside.\n\n"
            "Figures may stand on a river tile's roads, cities, fields and cloisters, never on the "
            "river itself. The river never scores; it divides the fields.");
}

QList<ModuleUi::HelpPicture> RiverUi::helpPictures(const GameContent &content) const
{
    QList<HelpPicture> pictures;
    pictures << RulesHelp::tilePicture(
            content, [](const FeatureDefinition &f) { return f.type == FeatureType::River; },
            QCoreApplication::translate("RulesHelp", "A river tile"));
    return pictures;
}

} // namespace carcassonne
