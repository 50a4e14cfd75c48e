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
    std::vector<FeatureAttribute> attributes() const override
    {
        return {FeatureAttribute::Wine, FeatureAttribute::Grain, FeatureAttribute::Cloth};
    }
    int dataSize() const override { return kMaxPlayers * kGoodCount; }
    QStringList scoreCategories() const override { return {QStringLiteral("goods")}; }
    void afterScoring(GameState &state, EventList *events) const override;
    // It counts the goods of the cities a tile completed.
    bool scoresAfterQuietTurns() const override { return false; }
    void finalScoring(GameState &state, EventList *events) const override;
    QString eventName(std::uint8_t code) const override;
    int eventCodeCount() const override { return 1; }
    void eventToJson(const GameContent &content, const Event &e, QJsonObject &o) const override;

    // Its event: the player took `values[1]` tokens of good `values[0]` from a city at `at`.
    // Its final PointsAwarded carry the same two values: the good and the tokens that won it.
    static constexpr std::uint8_t kTokensTaken = 0;

    // Tokens of a good a player holds; 0 when the module is not in the game.
    static int tokens(const GameState &state, int player, Good good);
    // The good and token count of one of its events.
    static Good good(const Event &e) { return Good(e.values[0]); }
    static int tokenCount(const Event &e) { return e.values[1]; }

private:
    static int slot(int player, Good good) { return player * kGoodCount + int(good); }
};

} // namespace carcassonne
