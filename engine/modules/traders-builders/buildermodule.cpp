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

int BuilderModule::slotValue(const GameState &state, Slot slot)
{
    const BuilderModule *builder = state.content().find<BuilderModule>();
    return builder ? builder->slotsIn(state)[std::size_t(slot)] : 0;
}

bool BuilderModule::secondTurn(const GameState &state)
{
    return slotValue(state, Second) != 0;
}

bool BuilderModule::doubleTurnEarned(const GameState &state)
{
    return slotValue(state, Earned) != 0;
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
    // The second half of a double turn never earns a third.
    if (secondTurn(state) || state.lastPlacedTile() < 0)
        return;
    const PlacedTile &pt = state.board().tiles()[std::size_t(state.lastPlacedTile())];
    const TileType &tt = state.content().tileType(pt.type);
    const int player = state.currentPlayer();
    for (std::size_t local = 0; local < tt.segments.size(); ++local) {
        if (!(kBuilderTypes & GameState::typeBit(tt.segments[local].type)))
            continue;
        // The tile is joined to its neighbours already: a builder on a feature it extends
        // stands on the same root now.
        const int root = state.features().find(pt.segmentBase + int(local));
        if (!CompanionFigures::hasFigure(state, root, player, FigureKind::Builder))
            continue;
        slotsIn(state)[Earned] = 1;
        if (events) {
            Event e = moduleEvent(state, kExtraTurn);
            e.figure = FigureKind::Builder;
            e.at = pt.at;
            events->push_back(e);
        }
        return;
    }
}

void BuilderModule::addFigureMoves(const GameState &state, MoveList &out) const
{
    CompanionFigures::addMoves(state, FigureKind::Builder, kBuilderTypes, FigureKind::Meeple, out);
}

void BuilderModule::afterScoring(GameState &state, EventList *events) const
{
    CompanionFigures::returnStranded(state, FigureKind::Builder, FigureKind::Meeple, events,
                                     slotsIn(state)[FiguresSeen]);
}

bool BuilderModule::grantsAnotherTurn(const GameState &state) const
{
    return doubleTurnEarned(state);
}

void BuilderModule::turnStarted(GameState &state) const
{
    // endTurn asked grantsAnotherTurn() first: an earned second half begins now.
    const std::span<std::int32_t> data = slotsIn(state);
    data[Second] = data[Earned];
    data[Earned] = 0;
}

QString BuilderModule::checkInvariants(const GameState &state) const
{
    return CompanionFigures::strandedFigure(state, FigureKind::Builder, FigureKind::Meeple);
}

} // namespace carcassonne
