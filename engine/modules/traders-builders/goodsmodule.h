#pragma once

#include "content/featuredefinition.h"
#include "rules/rulemodule.h"
#include "state/gamestate.h"

namespace carcassonne {

// Traders & Builders' goods: whoever places the tile that completes a city takes one token per
// goods symbol in it, whoever owns the city; at the end the most tokens of each good score
// `goodsMajorityPoints` (ties: each of them).
class GoodsModule final : public RuleModule
{
public:
    QString id() const override { return QStringLiteral("goods"); }
    ParameterSpecs parameters() const override;
    int dataSize() const override { return kMaxPlayers * kGoodCount; }
    void afterScoring(GameState &state, EventList *events) const override;
    void finalScoring(GameState &state, EventList *events) const override;

    // Tokens of a good a player holds; 0 when the module is not in the game.
    static int tokens(const GameState &state, int player, Good good);

private:
    static int slot(int player, Good good) { return player * kGoodCount + int(good); }
};

} // namespace carcassonne
