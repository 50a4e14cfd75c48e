#include "builderui.h"

#include "modules/traders-builders/buildermodule.h"
#include "ruleshelp.h"
#include "state/gamecontent.h"
#include "state/gamestate.h"

#include <QCoreApplication>

namespace carcassonne {

const char *BuilderUi::nameSource() const
{
    return QT_TRANSLATE_NOOP("RuleTexts", "Builder");
}

QList<ModuleUi::Label> BuilderUi::parameterLabels() const
{
    return {{"buildersPerPlayer", QT_TRANSLATE_NOOP("RuleTexts", "Builders per player")}};
}

QString BuilderUi::describe(const GameState &, const Event &e, const QString &who) const
{
    if (e.type != Event::Type::Module || e.code != BuilderModule::kExtraTurn)
        return {};
    return tr("%1's builder grants a second tile").arg(who);
}

QString BuilderUi::turnNote(const GameState &state) const
{
    return BuilderModule::secondTurn(state) ? tr("Double turn: the builder's second tile")
                                            : QString();
}

QString BuilderUi::figureName(FigureKind kind, FeatureType) const
{
    return kind == FigureKind::Builder ? tr("builder") : QString();
}

QString BuilderUi::helpText(const GameContent &content) const
{
    const int builders = RulesHelp::number(content, QStringLiteral("buildersPerPlayer"));
    return QCoreApplication::translate(
                   "RulesHelp",
                   "Each player has %n builder(s). Instead of a meeple you may put your builder on "
                   "a road or city of the new tile where you already have a meeple.",
                   nullptr, builders)
            + QStringLiteral("\n\n")
            + QCoreApplication::translate(
                    "RulesHelp",
                    "Whenever you extend the road or city your builder stands on, you draw a "
                    "second tile at once and play a whole turn with it. The second tile never "
                    "brings a third.\n\n"
                    "The builder goes home when its road or city scores, or when you have no "
                    "meeple left on it. It never counts for the majority.");
}

QList<ModuleUi::HelpPicture> BuilderUi::helpPictures(const GameContent &) const
{
    return {{QStringLiteral("figure/builder/red"), -1,
             QCoreApplication::translate("RulesHelp", "A builder")}};
}

} // namespace carcassonne
