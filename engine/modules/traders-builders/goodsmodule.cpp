#include "goodsmodule.h"

#include <QJsonArray>

#include <algorithm>
#include <utility>

namespace carcassonne {

ParameterSpecs GoodsModule::parameters() const
{
    return {ParameterSpec{QStringLiteral("goodsMajorityPoints"), 10, 0, 100}};
}

int GoodsModule::tokens(const GameState &state, int player, Good good)
{
    const GoodsModule *goods = state.content().find<GoodsModule>();
    return goods ? goods->slotsIn(state)[std::size_t(slot(player, good))] : 0;
}

QString GoodsModule::eventName(std::uint8_t code) const
{
    return code == kTokensTaken ? QStringLiteral("tokensTaken") : QString();
}

void GoodsModule::eventToJson(const GameContent &content, const Event &e, QJsonObject &o) const
{
    if (e.type != Event::Type::Module && e.type != Event::Type::PointsAwarded)
        return;
    o.insert(QStringLiteral("good"), goods::name(good(e)));
    o.insert(QStringLiteral("tokens"), tokenCount(e));
    if (e.type != Event::Type::Module)
        return; // a final PointsAwarded: the core wrote the rest
    o.insert(QStringLiteral("player"), e.player);
    o.insert(QStringLiteral("at"), QJsonArray{e.at.x, e.at.y});
    o.insert(QStringLiteral("module"), content.modules()[std::size_t(e.module)]->id());
}

void GoodsModule::afterScoring(GameState &state, EventList *events) const
{
    // Most turns close no feature (FeatureGraph::closedOne): no city was completed.
    if (state.lastPlacedTile() < 0 || !state.features().closedOne())
        return;
    // A closed feature takes no new tile, so every city of the new tile that is closed now was
    // completed by it.
    const PlacedTile &pt = state.board().tiles()[std::size_t(state.lastPlacedTile())];
    const TileType &tt = state.content().tileType(pt.type);
    const FeatureGraph &graph = state.features();
    const std::span<std::int32_t> held = slotsIn(state);
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
            const int n = graph.tally(root, goodAttribute(Good(g)));
            if (n <= 0)
                continue;
            held[std::size_t(slot(player, Good(g)))] += n;
            if (!events)
                continue;
            Event e = moduleEvent(state, kTokensTaken);
            e.values = {std::int16_t(g), std::int16_t(n)};
            e.at = state.cellOf(root);
            events->push_back(e);
        }
    }
}

void GoodsModule::finalScoring(GameState &state, EventList *events) const
{
    const int points = state.content().parameter(QStringLiteral("goodsMajorityPoints"));
    const std::span<const std::int32_t> held = slotsIn(std::as_const(state));
    for (int g = 0; g < kGoodCount; ++g) {
        int best = 0;
        for (int p = 0; p < state.playerCount(); ++p)
            best = std::max(best, held[std::size_t(slot(p, Good(g)))]);
        if (best == 0)
            continue; // nobody holds this good: nobody has the most
        for (int p = 0; p < state.playerCount(); ++p) {
            if (held[std::size_t(slot(p, Good(g)))] != best)
                continue;
            state.addPoints(p, points, scoreCategory(state, 0), true);
            if (!events)
                continue;
            Event e = Event::of(Event::Type::PointsAwarded, p);
            e.module = indexIn(state);
            e.points = std::int16_t(points);
            e.category = scoreCategory(state, 0);
            e.final = true;
            e.values = {std::int16_t(g), std::int16_t(best)};
            events->push_back(e);
        }
    }
}

} // namespace carcassonne
