#include "buildermodule.h"

#include "companionfigures.h"
#include "rules/rulecatalog.h"
#include "state/gamestate.h"

namespace carcassonne {

namespace {
constexpr std::uint32_t kBuilderTypes =
        GameState::typeBit(FeatureType::Road) | GameState::typeBit(FeatureType::City);
}

ParameterSpecs BuilderModule::parameters() const
{
    return {ParameterSpec{QStringLiteral("buildersPerPlayer"), 1, 0, 9}};
}

int BuilderModule::slotOf(const GameState &state, Slot slot)
{
    const int offset =
            state.content().moduleDataOffset(RuleCatalog::module(QStringLiteral("builder")));
    return offset < 0 ? -1 : offset + int(slot);
}

bool BuilderModule::secondTurn(const GameState &state)
{
    const int i = slotOf(state, Second);
    return i >= 0 && state.moduleData()[std::size_t(i)] != 0;
}

bool BuilderModule::doubleTurnEarned(const GameState &state)
{
    const int i = slotOf(state, Earned);
    return i >= 0 && state.moduleData()[std::size_t(i)] != 0;
}

void BuilderModule::setup(GameState &state) const
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
        state.moduleData()[std::size_t(slotOf(state, Earned))] = 1;
        if (events) {
            Event e = Event::of(Event::Type::ExtraTurn, player);
            e.module = std::int16_t(state.content().moduleIndex(this));
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
    CompanionFigures::returnStranded(state, FigureKind::Builder, FigureKind::Meeple, events);
}

bool BuilderModule::grantsAnotherTurn(const GameState &state) const
{
    return doubleTurnEarned(state);
}

void BuilderModule::turnStarted(GameState &state) const
{
    // endTurn asked grantsAnotherTurn() first: an earned second half begins now.
    std::vector<std::int32_t> &data = state.moduleData();
    const int earned = slotOf(state, Earned);
    data[std::size_t(slotOf(state, Second))] = data[std::size_t(earned)];
    data[std::size_t(earned)] = 0;
}

} // namespace carcassonne
