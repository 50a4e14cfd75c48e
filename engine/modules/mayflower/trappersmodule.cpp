#include "trappersmodule.h"

#include "state/gamestate.h"

namespace carcassonne {

ParameterSpecs TrappersModule::parameters() const
{
    return {ParameterSpec{QStringLiteral("fieldAnimalPoints"), 1, 0, 20}};
}

std::uint32_t TrappersModule::meepleFeatureTypes() const
{
    return GameState::typeBit(FeatureType::Field);
}

void TrappersModule::adjustValue(const GameState &state, int root, FeatureValue &v) const
{
    if (v.type != FeatureType::Field)
        return;
    // Plains pay for their animals, not for cities (replacesFieldCities: v.cities is 0).
    v.points = state.features().tally(root, Tally::Animals)
            * parameterIn(state, 0); // fieldAnimalPoints
}

void TrappersModule::finalScoring(GameState &state, EventList *events) const
{
    // Each plain with trappers once, in the order the first of them was placed.
    for (std::size_t i = 0; i < state.figures().size(); ++i) {
        const int root = state.features().find(state.figures()[i].segment);
        const FeatureGraph::Node &r = state.features().node(root);
        if (r.type != FeatureType::Field || r.done)
            continue;
        const int animals = state.features().tally(root, Tally::Animals);
        const std::size_t before = events ? events->size() : 0;
        state.scoreFeature(root, scoreCategory(state, 0), true, events);
        if (events && events->size() > before
            && (*events)[before].type == Event::Type::FeatureScored) {
            (*events)[before].module = indexIn(state);
            (*events)[before].values[0] = std::int16_t(animals);
        }
    }
}

void TrappersModule::eventToJson(const GameContent &, const Event &e, QJsonObject &o) const
{
    if (e.type == Event::Type::FeatureScored)
        o.insert(QStringLiteral("animals"), e.values[0]);
}

} // namespace carcassonne
