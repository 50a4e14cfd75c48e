#include "builderui.h"

#include "modules/traders-builders/buildermodule.h"
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

} // namespace carcassonne
