#include "arrowsui.h"

#include "modules/anniversary/arrowsmodule.h"
#include "placewords.h"
#include "ruleshelp.h"
#include "state/gamecontent.h"
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

ModuleUi::Choice ArrowsUi::choice(const GameState &state, const QJsonObject &json) const
{
    const QJsonArray at = json.value(QStringLiteral("arrow")).toArray();
    if (at.size() != 2)
        return {};
    const CellPos cell{at[0].toInt(), at[1].toInt()};
    // Where, in a player's words (the choice rings the tile too): "The arrow north of your
    // tile: another turn".
    //: %1: where the arrow's tile lies ("on your tile", "north of your tile"); %2 its effect.
    return {tr("The arrow %1: %2")
                    .arg(PlaceWords::fromYourTile(state, cell),
                         effect(json.value(QStringLiteral("symbol")).toString())),
            cell};
}

QString ArrowsUi::turnNote(const GameState &state) const
{
    const ArrowsModule *arrows = state.content().find<ArrowsModule>();
    return arrows && arrows->inExtraTurn(state) ? tr("Extra turn from an arrow") : QString();
}

QString ArrowsUi::helpText(const GameContent &content) const
{
    const int free = RulesHelp::number(content, QStringLiteral("arrowFreePoints"));
    return QCoreApplication::translate(
                   "RulesHelp",
                   "Some tiles carry a symbol with an arrow pointing at one of their sides. When "
                   "you lay such a tile and its arrow points at an empty square, you score %1 at "
                   "once.\n\n"
                   "A symbol is used when a tile is laid on the square its arrow points at (anyone "
                   "may do it, for themselves), or when the new tile's arrow points at a tile. You "
                   "use one symbol per turn, and choose when there are several; each symbol is "
                   "used only once.\n\n"
                   "Reinforce: you may put a second meeple beside your only meeple on any road, "
                   "city, field or cloister on the board.\n"
                   "Anywhere: you may put a meeple (or the abbot) on any empty, unfinished feature "
                   "on the board.\n"
                   "Extra turn: after the scoring you play another whole turn (a second extra "
                   "turn in it gives none).")
            .arg(RulesHelp::points(free));
}

QList<ModuleUi::HelpPicture> ArrowsUi::helpPictures(const GameContent &content) const
{
    QList<HelpPicture> pictures;
    const auto add = [&](SymbolKind kind, const char *caption) {
        pictures << RulesHelp::tilePicture(
                content, [kind](const FeatureDefinition &f) { return f.symbol == kind; },
                QCoreApplication::translate("RulesHelp", caption));
    };
    add(SymbolKind::Reinforce, QT_TRANSLATE_NOOP("RulesHelp", "Reinforce"));
    add(SymbolKind::Anywhere, QT_TRANSLATE_NOOP("RulesHelp", "Anywhere"));
    add(SymbolKind::ExtraTurn, QT_TRANSLATE_NOOP("RulesHelp", "Extra turn"));
    return pictures;
}

} // namespace carcassonne
