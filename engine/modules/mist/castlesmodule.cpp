#include "castlesmodule.h"

#include "mistboard.h"
#include "state/gamestate.h"

namespace carcassonne {

ParameterSpecs CastlesModule::parameters() const
{
    return {ParameterSpec{QStringLiteral("castleFogPoints"), 2, 0, 20}};
}

std::uint32_t CastlesModule::meepleFeatureTypes() const
{
    return GameState::typeBit(FeatureType::Castle);
}

void CastlesModule::adjustValue(const GameState &state, int root, FeatureValue &v) const
{
    if (v.type != FeatureType::Castle)
        return;
    const CellPos at = state.cellOf(root);
    const int fogged = int(
            MistBoard::around(at, [&](CellPos c) { return MistBoard::hasFog(state, c); }).size());
    v.points = fogged * parameterIn(state, 0); // castleFogPoints
}

bool CastlesModule::scoreCompleted(GameState &state, int root, EventList *events) const
{
    if (state.features().node(root).type != FeatureType::Castle)
        return false;
    state.scoreFeature(root, scoreCategory(state, 0), false, events);
    return true;
}

} // namespace carcassonne
