#pragma once

#include "rules/rulemodule.h"

namespace carcassonne {

// Farmers: meeples lie in fields and score at the end, per completed city the field borders.
class FarmersModule final : public RuleModule
{
public:
    QString id() const override { return QStringLiteral("farmers"); }
    ParameterSpecs parameters() const override;
    bool takesPartInTurns() const override { return false; }
    std::uint32_t meepleFeatureTypes() const override;
    void finalScoring(GameState &state, EventList *events) const override;
};

} // namespace carcassonne
