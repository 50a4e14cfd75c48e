#pragma once

#include "rules/rulemodule.h"

namespace carcassonne {

// Mayflower's farms: a colonist on a farm building is a farmer. A farm with all eight
// neighbours scores `farmTilePoints` per tile of the nine (9); at the end an unfinished one
// `farmTilePointsFinal` per tile present.
class FarmsModule final : public RuleModule
{
public:
    QString id() const override { return QStringLiteral("farms"); }
    ParameterSpecs parameters() const override;
    QStringList scoreCategories() const override { return {QStringLiteral("farm")}; }
    std::uint32_t meepleFeatureTypes() const override;
    bool adjustsValues() const override { return true; }
    void adjustValue(const GameState &state, int root, FeatureValue &v) const override;
    bool scoreCompleted(GameState &state, int root, EventList *events) const override;
    void finalScoring(GameState &state, EventList *events) const override;
};

} // namespace carcassonne
