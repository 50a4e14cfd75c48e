#pragma once

#include "rules/rulemodule.h"

namespace carcassonne {

// The Mist's haunted castles (levels 2+): a guard may stand on one; it completes when its
// eight neighbours are face-up tiles (a face-down neighbour keeps it open for good) and pays
// `castleFogPoints` per cell with fog among the nine.
class CastlesModule final : public RuleModule
{
public:
    QString id() const override { return QStringLiteral("castles"); }
    ParameterSpecs parameters() const override;
    QStringList scoreCategories() const override { return {QStringLiteral("castle")}; }
    std::uint32_t meepleFeatureTypes() const override;
    bool adjustsValues() const override { return true; }
    void adjustValue(const GameState &state, int root, FeatureValue &v) const override;
    bool scoreCompleted(GameState &state, int root, EventList *events) const override;
};

} // namespace carcassonne
