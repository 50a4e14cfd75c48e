#include "abbotui.h"

#include "ruleshelp.h"
#include "state/gamecontent.h"

#include <QCoreApplication>

namespace carcassonne {

const char *AbbotUi::nameSource() const
{
    return QT_TRANSLATE_NOOP("RuleTexts", "Abbot");
}

QList<ModuleUi::Label> AbbotUi::parameterLabels() const
{
    return {{"abbotsPerPlayer", QT_TRANSLATE_NOOP("RuleTexts", "Abbots per player")}};
}

QString AbbotUi::figureName(FigureKind kind, FeatureType) const
{
    return kind == FigureKind::Abbot ? tr("abbot") : QString();
}

QString AbbotUi::helpText(const GameContent &content) const
{
    const int abbots = RulesHelp::number(content, QStringLiteral("abbotsPerPlayer"));
    const int perTile = content.core().cloisterTilePoints;
    return QCoreApplication::translate(
                   "RulesHelp",
                   "Each player has %n abbot(s). Instead of a meeple you may put your abbot on a "
                   "cloister or a garden of the new tile; meeples never go on gardens.",
                   nullptr, abbots)
            + QStringLiteral("\n\n")
            + QCoreApplication::translate("RulesHelp",
                                          "A garden scores like a cloister: %1 when eight tiles "
                                          "surround it, and at the "
                                          "end %2 per tile, itself and its neighbours.")
                      .arg(RulesHelp::points(9 * perTile),
                           RulesHelp::points(content.core().cloisterTilePointsFinal))
            + QStringLiteral("\n\n")
            + QCoreApplication::translate(
                    "RulesHelp",
                    "Instead of placing a figure you may take your abbot back: its cloister or "
                    "garden scores at once what it is worth now, for you alone. At the end an "
                    "abbot counts as a monk.");
}

QList<ModuleUi::HelpPicture> AbbotUi::helpPictures(const GameContent &content) const
{
    QList<HelpPicture> pictures{{QStringLiteral("figure/abbot/yellow"), -1,
                                 QCoreApplication::translate("RulesHelp", "An abbot")}};
    pictures << RulesHelp::tilePicture(
            content, [](const FeatureDefinition &f) { return f.type == FeatureType::Garden; },
            QCoreApplication::translate("RulesHelp", "A garden"));
    return pictures;
}

} // namespace carcassonne
