#include "farmersmodule.h"

#include "state/gamestate.h"

namespace carcassonne {

ParameterSpecs FarmersModule::parameters() const
{
    return {ParameterSpec{QStringLiteral("fieldCityPoints"), 3, 0, 20}};
}

std::uint32_t FarmersModule::meepleFeatureTypes() const
{
    return GameState::typeBit(FeatureType::Field);
}

void FarmersModule::finalScoring(GameState &state, EventList *events) const
{
    // Each field once, at its first figure (none before it stands there); one city may pay
    // several fields.
    for (std::size_t i = 0; i < state.figures().size(); ++i) {
        const int root = state.features().find(state.figures()[i].segment);
        const FeatureGraph::Node &r = state.features().node(root);
        if (r.type == FeatureType::Field && !r.done)
            state.scoreFeature(root, ScoreCategory::Field, true, events, int(i));
    }
}

} // namespace carcassonne
