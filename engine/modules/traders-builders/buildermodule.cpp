#include "buildermodule.h"

#include "companionfigures.h"
#include "state/gamestate.h"

#include <QJsonArray>

namespace carcassonne {

namespace {
constexpr std::uint32_t kBuilderTypes =
        GameState::typeBit(FeatureType::Road) | GameState::typeBit(FeatureType::City);
}

ParameterSpecs BuilderModule::parameters() const
{
    return {ParameterSpec{QStringLiteral("buildersPerPlayer"), 1, 0, 9}};
}

int BuilderModule::earnedIn(const GameState &state)
{
    const BuilderModule *builder = state.content().find<BuilderModule>();
    return builder ? builder->slotsIn(state)[EarnedIn] : 0;
}

bool BuilderModule::secondTurn(const GameState &state)
{
    const int earned = earnedIn(state);
    return earned != 0 && earned == state.turn() - 1;
}

bool BuilderModule::doubleTurnEarned(const GameState &state)
{
    const int earned = earnedIn(state);
    return earned != 0 && earned == state.turn();
}

QString BuilderModule::eventName(std::uint8_t code) const
{
    return code == kExtraTurn ? QStringLiteral("extraTurn") : QString();
}

void BuilderModule::eventToJson(const GameContent &content, const Event &e, QJsonObject &o) const
{
    o.insert(QStringLiteral("player"), e.player);
    o.insert(QStringLiteral("at"), QJsonArray{e.at.x, e.at.y});
    o.insert(QStringLiteral("module"), content.modules()[std::size_t(e.module)]->id());
}

void BuilderModule::setup(GameState &state, EventList *) const
{
    const int n = state.content().parameter(QStringLiteral("buildersPerPlayer"));
    for (int p = 0; p < state.playerCount(); ++p)
        state.setSupply(p, FigureKind::Builder, n);
}

void BuilderModule::afterPlacement(GameState &state, EventList *events) const
{
    const int player = state.currentPlayer();
    // A player without a builder on the board earns nothing: no walk.
    if (state.lastPlacedTile() < 0 || state.onBoard(player, FigureKind::Builder) == 0)
        return;
    const PlacedTile &pt = state.board().tiles()[std::size_t(state.lastPlacedTile())];
    const TileType &tt = state.content().tileType(pt.type);
    const FeatureGraph &graph = state.features();
    // Each of the player's builders against the tile's roads and cities: the tile is joined to
    // its neighbours already, so a feature it extends has the builder's root now. One walk of
    // the figures, where a walk per segment found the builders before.
    for (const PlacedFigure &f : state.figures()) {
        if (f.player != player || f.kind != FigureKind::Builder)
            continue;
        const int root = graph.find(f.segment);
        for (std::size_t local = 0; local < tt.segments.size(); ++local) {
            if (!(kBuilderTypes & GameState::typeBit(tt.segments[local].type))
                || graph.find(pt.segmentBase + int(local)) != root)
                continue;
            // The second half of a double turn never earns a third.
            std::int32_t &earned = slotsIn(state)[EarnedIn];
            if (earned != 0 && earned == state.turn() - 1)
                return;
            earned = state.turn();
            if (events) {
                Event e = moduleEvent(state, kExtraTurn);
                e.figure = FigureKind::Builder;
                e.at = pt.at;
                events->push_back(e);
            }
            return;
        }
    }
}

void BuilderModule::addFigureMoves(const GameState &state, MoveList &out) const
{
    CompanionFigures::addMoves(state, FigureKind::Builder, kBuilderTypes, FigureKind::Meeple, out);
}

void BuilderModule::afterScoring(GameState &state, EventList *events) const
{
    CompanionFigures::returnStranded(state, FigureKind::Builder, FigureKind::Meeple, events, *this,
                                     FiguresSeen);
}

bool BuilderModule::grantsAnotherTurn(const GameState &state) const
{
    return slotsIn(state)[EarnedIn] == state.turn();
}

QString BuilderModule::checkInvariants(const GameState &state) const
{
    return CompanionFigures::strandedFigure(state, FigureKind::Builder, FigureKind::Meeple);
}

} // namespace carcassonne
