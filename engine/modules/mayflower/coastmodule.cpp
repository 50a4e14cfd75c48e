#include "coastmodule.h"

#include "state/gamestate.h"

namespace carcassonne {

ParameterSpecs CoastModule::parameters() const
{
    return {ParameterSpec{QStringLiteral("coastRows"), 10, 1, 100},
            ParameterSpec{QStringLiteral("coastClosesFeatures"), 0, 0, 1, true},
            ParameterSpec{QStringLiteral("roadTradingPostPoints"), 2, 0, 20},
            ParameterSpec{QStringLiteral("roadTradingPostPointsFinal"), 2, 0, 20}};
}

void CoastModule::setup(GameState &state, EventList *) const
{
    const int rows = state.content().parameter(QStringLiteral("coastRows"));
    const bool closes = state.content().parameter(QStringLiteral("coastClosesFeatures")) != 0;
    // The board itself keeps tiles west of the coast: no frontier cell lies east of it.
    state.limitColumns(kCoastColumn - 1);
    for (int y = 0; y < rows; ++y)
        state.layFixedCell({kCoastColumn, y}, closes ? fixedcell::kFilling : fixedcell::kEdge);
}

void CoastModule::afterPlacement(GameState &state, EventList *) const
{
    if (parameterIn(state, kClosesFeatures) == 0)
        return;
    // Each road or city port facing a start field is one open edge fewer: the coast ends it.
    const PlacedTile &pt = state.board().tiles()[std::size_t(state.lastPlacedTile())];
    const TileType &tt = state.content().tileType(pt.type);
    FeatureGraph &graph = state.graph();
    for (const RotatedCell &rc : tt.rotations[pt.rotation]) {
        const CellPos p{pt.at.x + rc.offset.x, pt.at.y + rc.offset.y};
        for (int side = 0; side < kSideCount; ++side) {
            if (rc.internal[std::size_t(side)]
                || state.board().at(geometry::neighbour(p, side)).fixed == 0)
                continue;
            for (int third = 0; third < 3; ++third) {
                const std::uint8_t local = rc.terrain[std::size_t(geometry::portAt(side, third))];
                if (local == kNoSegment)
                    continue;
                const FeatureType type = tt.segments[local].type;
                if (type != FeatureType::Road && type != FeatureType::City)
                    continue;
                graph.closePorts(pt.segmentBase + local, 1);
            }
        }
    }
}

void CoastModule::adjustValue(const GameState &state, int root, FeatureValue &v) const
{
    if (v.type != FeatureType::Road)
        return;
    const int posts = state.features().tally(root, Tally::TradingPosts);
    if (posts == 0)
        return;
    v.points += posts * parameterIn(state, v.completed ? kPostPoints : kPostPointsFinal);
}

QString CoastModule::checkInvariants(const GameState &state) const
{
    for (const PlacedTile &pt : state.board().tiles()) {
        for (const RotatedCell &rc : state.content().tileType(pt.type).rotations[pt.rotation]) {
            if (pt.at.x + rc.offset.x >= kCoastColumn)
                return QStringLiteral("a tile lies at x = %1, east of the coast")
                        .arg(pt.at.x + rc.offset.x);
        }
    }
    return {};
}

} // namespace carcassonne
