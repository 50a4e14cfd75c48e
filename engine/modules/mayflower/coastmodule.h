#pragma once

#include "rules/rulemodule.h"

namespace carcassonne {

// Mayflower's board and roads: a column of start fields at x = 0 (the east coast, rows
// 0..coastRows-1) instead of a start tile; tiles lie only west of it (x <= -1) and must touch a
// tile or a start field; a side against a start field fits anything. A road or city running into
// the coast stays open unless `coastClosesFeatures` (then the start fields also fill a farm's
// ring). Roads are worth `roadTradingPostPoints` (final: `...Final`) more per trading post.
class CoastModule final : public RuleModule
{
public:
    QString id() const override { return QStringLiteral("coast"); }
    ParameterSpecs parameters() const override;
    std::vector<FeatureAttribute> attributes() const override
    {
        return {FeatureAttribute::TradingPosts};
    }
    bool setsUpBoard() const override { return true; }
    void setup(GameState &state, EventList *events) const override;
    void afterPlacement(GameState &state, EventList *events) const override;
    bool adjustsValues() const override { return true; }
    void adjustValue(const GameState &state, int root, FeatureValue &v) const override;
    QString checkInvariants(const GameState &state) const override;

    // The start fields' column: tiles lie west of it.
    static constexpr int kCoastColumn = 0;

private:
    enum Parameter { kRows, kClosesFeatures, kPostPoints, kPostPointsFinal }; // parameters()' order
};

} // namespace carcassonne
