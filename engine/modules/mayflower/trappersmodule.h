#pragma once

#include "rules/rulemodule.h"

namespace carcassonne {

// Mayflower's plains: a colonist on a plain is a trapper, lies there to the end and is never
// sent home. At the end the trapper majority of each plain (ties: each) scores
// `fieldAnimalPoints` per animal in it.
class TrappersModule final : public RuleModule
{
public:
    QString id() const override { return QStringLiteral("trappers"); }
    ParameterSpecs parameters() const override;
    std::vector<FeatureAttribute> attributes() const override
    {
        return {FeatureAttribute::Animals};
    }
    bool takesPartInTurns() const override { return false; }
    QStringList scoreCategories() const override { return {QStringLiteral("plains")}; }
    std::uint32_t meepleFeatureTypes() const override;
    bool adjustsValues() const override { return true; }
    bool replacesFieldCities() const override { return true; }
    void adjustValue(const GameState &state, int root, FeatureValue &v) const override;
    void finalScoring(GameState &state, EventList *events) const override;
    void eventToJson(const GameContent &content, const Event &e, QJsonObject &o) const override;

    // The animals a plain's scoring counted, from its FeatureScored event.
    static int animals(const Event &e) { return e.values[0]; }
};

} // namespace carcassonne
