#include "arrowsui.h"

#include "modules/anniversary/arrowsmodule.h"
#include "state/gamestate.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace carcassonne {

const char *ArrowsUi::nameSource() const
{
    return QT_TRANSLATE_NOOP("RuleTexts", "Arrow tiles");
}

QList<ModuleUi::Label> ArrowsUi::parameterLabels() const
{
    return {{"arrowFreePoints", QT_TRANSLATE_NOOP("RuleTexts", "Arrow at an empty side: points")}};
}

QString ArrowsUi::effect(const QString &symbol)
{
    if (symbol == QLatin1String("reinforce"))
        return tr("a second meeple beside your own", "arrow symbol");
    if (symbol == QLatin1String("anywhere"))
        return tr("a meeple anywhere", "arrow symbol");
    if (symbol == QLatin1String("extraTurn"))
        return tr("another turn", "arrow symbol");
    return symbol;
}

QString ArrowsUi::describe(const GameState &, const Event &e, const QString &who) const
{
    if (e.type != Event::Type::Module || e.code != ArrowsModule::kSymbolActivated)
        return {};
    switch (ArrowsModule::symbolOf(e)) {
    case SymbolKind::Reinforce:
        return tr("%1 activated an arrow: a meeple may reinforce a feature").arg(who);
    case SymbolKind::Anywhere:
        return tr("%1 activated an arrow: a meeple may go anywhere").arg(who);
    case SymbolKind::ExtraTurn:
        return tr("%1 activated an arrow: another turn").arg(who);
    case SymbolKind::None:
        break;
    }
    return {};
}

QString ArrowsUi::choicePrompt(const GameState &) const
{
    return tr("Several arrows point at tiles: choose the one to use.");
}

ModuleUi::Choice ArrowsUi::choice(const GameState &, const QJsonObject &json) const
{
    const QJsonArray at = json.value(QStringLiteral("arrow")).toArray();
    if (at.size() != 2)
        return {};
    const CellPos cell{at[0].toInt(), at[1].toInt()};
    return {tr("The arrow at %1, %2: %3")
                    .arg(cell.x)
                    .arg(cell.y)
                    .arg(effect(json.value(QStringLiteral("symbol")).toString())),
            cell};
}

QString ArrowsUi::turnNote(const GameState &state) const
{
    const ArrowsModule *arrows = state.content().find<ArrowsModule>();
    return arrows && arrows->inExtraTurn(state) ? tr("Extra turn from an arrow") : QString();
}

} // namespace carcassonne
