#include "eventtext.h"

#include "modules/anniversary/arrowsmodule.h"
#include "modules/traders-builders/goodsmodule.h"
#include "record/gamerecord.h"
#include "state/gamestate.h"

namespace carcassonne {

QString EventText::featureName(FeatureType type)
{
    switch (type) {
    case FeatureType::Field:
        return tr("field", "landscape");
    case FeatureType::Road:
        return tr("road");
    case FeatureType::City:
        return tr("city");
    case FeatureType::River:
        return tr("river");
    case FeatureType::Cloister:
        return tr("cloister");
    case FeatureType::Garden:
        return tr("garden");
    case FeatureType::Farm:
        return tr("farm", "Mayflower building");
    case FeatureType::Castle:
        return tr("castle");
    case FeatureType::Graveyard:
        return tr("graveyard");
    case FeatureType::Fog:
        return tr("fog");
    case FeatureType::Count:
        break;
    }
    return featuretype::name(type);
}

QString EventText::figureName(FigureKind kind)
{
    switch (kind) {
    case FigureKind::Meeple:
        return tr("meeple");
    case FigureKind::Abbot:
        return tr("abbot");
    case FigureKind::Builder:
        return tr("builder");
    case FigureKind::Pig:
        return tr("pig");
    case FigureKind::Count:
        break;
    }
    return figurekind::name(kind);
}

QString EventText::categoryName(ScoreCategory category)
{
    switch (category) {
    case ScoreCategory::Road:
        return tr("Roads");
    case ScoreCategory::City:
        return tr("Cities");
    case ScoreCategory::Cloister:
        return tr("Cloisters");
    case ScoreCategory::Garden:
        return tr("Gardens");
    case ScoreCategory::Field:
        return tr("Fields", "landscape");
    case ScoreCategory::Goods:
        return tr("Goods");
    case ScoreCategory::Bonus:
        return tr("Bonus");
    case ScoreCategory::Count:
        break;
    }
    return {};
}

QString EventText::symbolName(const QString &symbol)
{
    if (symbol == QLatin1String("reinforce"))
        return tr("a second meeple beside your own", "arrow symbol");
    if (symbol == QLatin1String("anywhere"))
        return tr("a meeple anywhere", "arrow symbol");
    if (symbol == QLatin1String("extraTurn"))
        return tr("another turn", "arrow symbol");
    return symbol;
}

QString EventText::goodName(Good good)
{
    switch (good) {
    case Good::Wine:
        return tr("Wine");
    case Good::Grain:
        return tr("Grain");
    case Good::Cloth:
        return tr("Cloth");
    case Good::Count:
        break;
    }
    return {};
}

QString EventText::goodsName(Good good, int count)
{
    switch (good) {
    case Good::Wine:
        return tr("%n wine token(s)", nullptr, count);
    case Good::Grain:
        return tr("%n grain token(s)", nullptr, count);
    case Good::Cloth:
        return tr("%n cloth token(s)", nullptr, count);
    case Good::Count:
        break;
    }
    return {};
}

QString EventText::points(int n)
{
    return tr("%n point(s)", nullptr, n);
}

QString EventText::playerName(const GameSetup &setup, int player)
{
    if (player < 0 || player >= setup.players.size())
        return {};
    const QString name = setup.players[player].name;
    return name.isEmpty() ? tr("Player %1").arg(player + 1) : name;
}

QString EventText::kindLabel(const QString &kind)
{
    if (kind == QLatin1String("human"))
        return tr("Human");
    if (kind == QLatin1String("ai:random"))
        return tr("Computer (beginner)");
    if (kind == QLatin1String("ai:greedy"))
        return tr("Computer (greedy)");
    if (kind == QLatin1String("ai:mcts-easy"))
        return tr("Computer (easy)");
    if (kind == QLatin1String("ai:mcts-normal") || kind == QLatin1String("ai:mcts"))
        return tr("Computer (normal)");
    if (kind == QLatin1String("ai:mcts-hard"))
        return tr("Computer (hard)");
    return tr("Computer");
}

QString EventText::moduleEvent(const GameState &state, const Event &e, const QString &who)
{
    const auto &modules = state.content().modules();
    if (e.module < 0 || std::size_t(e.module) >= modules.size())
        return {};
    const QString name = modules[std::size_t(e.module)]->eventName(e.code);
    if (name == QLatin1String("symbolActivated")) {
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
    if (name == QLatin1String("tokensTaken"))
        return tr("%1 took %2")
                .arg(who, goodsName(GoodsModule::good(e), GoodsModule::tokenCount(e)));
    if (name == QLatin1String("extraTurn"))
        return tr("%1's builder grants a second tile").arg(who);
    return {};
}

QString EventText::describe(const Event &e, const GameState &state, const GameSetup &setup)
{
    const QString who = playerName(setup, e.player);
    switch (e.type) {
    case Event::Type::TilePlaced:
        if (e.player < 0)
            return {}; // the start tile
        return tr("%1 placed a tile at %2, %3").arg(who).arg(e.at.x).arg(e.at.y);
    case Event::Type::FigurePlaced:
        return tr("%1 placed a %2 on a %3")
                .arg(who, figureName(e.figure),
                     featureName(e.segment >= 0 && e.segment < state.features().size()
                                         ? state.features().node(e.segment).type
                                         : FeatureType::Field));
    case Event::Type::FeatureScored: {
        QStringList names;
        for (int p = 0; p < setup.players.size(); ++p) {
            if (e.winners >> p & 1)
                names << playerName(setup, p);
        }
        QString detail;
        if (e.featureType == FeatureType::Field)
            detail = tr("%n completed city(s)", nullptr, e.cities);
        else
            detail = tr("%n tile(s)", nullptr, e.tiles);
        if (e.pennants > 0)
            detail += QStringLiteral(", ") + tr("%n pennant(s)", nullptr, e.pennants);
        if (names.isEmpty())
            return {};
        const QString line = tr("%1: %2 for a %3 (%4)")
                                     .arg(names.join(QStringLiteral(", ")), points(e.points),
                                          featureName(e.featureType), detail);
        return e.final ? tr("Final scoring: %1").arg(line) : line;
    }
    case Event::Type::PointsAwarded:
        return tr("%1: %2 (%3)").arg(who, points(e.points), categoryName(e.category));
    case Event::Type::TileDiscarded:
        return tr("A tile fitted nowhere and went back into the box");
    case Event::Type::GameOver: {
        const std::uint8_t leaders = state.leaders();
        QStringList names;
        for (int p = 0; p < setup.players.size(); ++p) {
            if (leaders >> p & 1)
                names << playerName(setup, p);
        }
        return tr("Game over. Winner: %1").arg(names.join(QStringLiteral(", ")));
    }
    case Event::Type::Module:
        return moduleEvent(state, e, who);
    case Event::Type::TileDrawn:
    case Event::Type::FigureReturned:
    case Event::Type::TurnStarted:
        return {};
    }
    return {};
}

} // namespace carcassonne
