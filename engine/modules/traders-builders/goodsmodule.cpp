#include "goodsmodule.h"

#include "rules/rulecatalog.h"

#include <algorithm>

namespace carcassonne {

ParameterSpecs GoodsModule::parameters() const
{
    return {ParameterSpec{QStringLiteral("goodsMajorityPoints"), 10, 0, 100}};
}

int GoodsModule::tokens(const GameState &state, int player, Good good)
{
    const int offset =
            state.content().moduleDataOffset(RuleCatalog::module(QStringLiteral("goods")));
    if (offset < 0)
        return 0;
    return state.moduleData()[std::size_t(offset + slot(player, good))];
}

void GoodsModule::afterScoring(GameState &state, EventList *events) const
{
    if (state.lastPlacedTile() < 0)
        return;
    // A closed feature takes no new tile, so every city of the new tile that is closed now was
    // completed by it.
    const PlacedTile &pt = state.board().tiles()[std::size_t(state.lastPlacedTile())];
    const TileType &tt = state.content().tileType(pt.type);
    const FeatureGraph &graph = state.features();
    const int offset = state.content().moduleDataOffset(this);
    const int player = state.currentPlayer();
    std::array<int, 8> seen{};
    int seenCount = 0;
    for (std::size_t local = 0; local < tt.segments.size(); ++local) {
        if (tt.segments[local].type != FeatureType::City)
            continue;
        const int root = graph.find(pt.segmentBase + int(local));
        const FeatureGraph::Node &r = graph.node(root);
        if (r.open != 0
            || std::find(seen.begin(), seen.begin() + seenCount, root) != seen.begin() + seenCount)
            continue;
        if (seenCount < int(seen.size()))
            seen[std::size_t(seenCount++)] = root;
        for (int g = 0; g < kGoodCount; ++g) {
            const int n = r.tallies[std::size_t(Tally::Wine) + std::size_t(g)];
            if (n <= 0)
                continue;
            state.moduleData()[std::size_t(offset + slot(player, Good(g)))] += n;
            if (!events)
                continue;
            Event e = Event::of(Event::Type::TokensTaken, player);
            e.module = std::int16_t(state.content().moduleIndex(this));
            e.good = Good(g);
            e.tokens = std::int16_t(n);
            e.at = state.cellOf(root);
            events->push_back(e);
        }
    }
}

void GoodsModule::finalScoring(GameState &state, EventList *events) const
{
    const int points = state.content().parameter(QStringLiteral("goodsMajorityPoints"));
    const int offset = state.content().moduleDataOffset(this);
    for (int g = 0; g < kGoodCount; ++g) {
        int best = 0;
        for (int p = 0; p < state.playerCount(); ++p)
            best = std::max(best, state.moduleData()[std::size_t(offset + slot(p, Good(g)))]);
        if (best == 0)
            continue; // nobody holds this good: nobody has the most
        for (int p = 0; p < state.playerCount(); ++p) {
            if (state.moduleData()[std::size_t(offset + slot(p, Good(g)))] != best)
                continue;
            state.addPoints(p, points, ScoreCategory::Goods, true);
            if (!events)
                continue;
            Event e = Event::of(Event::Type::PointsAwarded, p);
            e.module = std::int16_t(state.content().moduleIndex(this));
            e.points = std::int16_t(points);
            e.category = ScoreCategory::Goods;
            e.final = true;
            e.good = Good(g);
            e.tokens = std::int16_t(best);
            events->push_back(e);
        }
    }
}

} // namespace carcassonne
