#include "goodsheuristic.h"

#include <algorithm>

namespace carcassonne {

namespace {

// Share of a good's majority points a player expects, by their lead over the best other
// holder: leading by two or more, by one, level, behind by one (behind by more: nothing).
constexpr ModuleWeight kWeights[] = {
        {"goodslead2", 0.9},
        {"goodslead1", 0.75},
        {"goodslevel", 0.55},
        {"goodsbehind", 0.2},
};

} // namespace

std::span<const ModuleWeight> GoodsHeuristic::weights()
{
    return kWeights;
}

std::unique_ptr<ModuleHeuristic> GoodsHeuristic::create(const GameContent &content,
                                                        const EvaluatorWeights &weights)
{
    auto h = std::make_unique<GoodsHeuristic>();
    h->m_points = content.parameter(QStringLiteral("goodsMajorityPoints"));
    for (std::size_t i = 0; i < h->m_share.size(); ++i)
        h->m_share[i] = weights.value(kWeights[i]);
    return h;
}

void GoodsHeuristic::addWorth(const Position &position, Scores &out) const
{
    const GameState &s = position.state;
    const int players = s.playerCount();
    const double points = m_points;
    for (int g = 0; g < kGoodCount; ++g) {
        std::array<int, kMaxPlayers> held{};
        for (int p = 0; p < players; ++p)
            held[std::size_t(p)] = GoodsModule::tokens(s, p, Good(g));
        for (int p = 0; p < players; ++p) {
            if (held[std::size_t(p)] == 0)
                continue;
            int other = 0;
            for (int q = 0; q < players; ++q) {
                if (q != p)
                    other = std::max(other, held[std::size_t(q)]);
            }
            const int lead = held[std::size_t(p)] - other;
            const double share = lead >= 2 ? m_share[0]
                    : lead == 1            ? m_share[1]
                    : lead == 0            ? m_share[2]
                    : lead == -1           ? m_share[3]
                                           : 0.0;
            out[std::size_t(p)] += share * points;
        }
    }
}

} // namespace carcassonne
