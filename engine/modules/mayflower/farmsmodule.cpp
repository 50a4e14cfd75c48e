#include "farmsmodule.h"

#include "state/gamestate.h"

namespace carcassonne {

ParameterSpecs FarmsModule::parameters() const
{
    return {ParameterSpec{QStringLiteral("farmTilePoints"), 1, 0, 20},
            ParameterSpec{QStringLiteral("farmTilePointsFinal"), 1, 0, 20}};
}

std::uint32_t FarmsModule::meepleFeatureTypes() const
{
    return GameState::typeBit(FeatureType::Farm);
}

void FarmsModule::adjustValue(const GameState &state, int, FeatureValue &v) const
{
    if (v.type != FeatureType::Farm)
        return;
    // farmTilePoints, farmTilePointsFinal
    v.points = v.tiles * parameterIn(state, v.completed ? 0 : 1);
}

bool FarmsModule::scoreCompleted(GameState &state, int root, EventList *events) const
{
    if (state.features().node(root).type != FeatureType::Farm)
        return false;
    state.scoreFeature(root, scoreCategory(state, 0), false, events);
    return true;
}

void FarmsModule::finalScoring(GameState &state, EventList *events) const
{
    // Each unfinished farm with a farmer once, in the order the farmers were placed.
    for (std::size_t i = 0; i < state.figures().size(); ++i) {
        const int root = state.features().find(state.figures()[i].segment);
        const FeatureGraph::Node &r = state.features().node(root);
        if (r.type == FeatureType::Farm && !r.done)
            state.scoreFeature(root, scoreCategory(state, 0), true, events);
    }
}

} // namespace carcassonne
