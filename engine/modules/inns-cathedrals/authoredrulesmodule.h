#pragma once

#include "rules/rulemodule.h"

namespace carcassonne {

class AuthoredScoringTable;

// The rules a package writes as data (rules.json "attributes" and "scoring";
// docs/package-format.md): the scoring rules its features score by. A package turns it on as
// any module ("modules": ["authored"]), and a game may turn it off to play the package's tiles
// with the plain rules. It compiles the game's rules once (AuthoredScoringTable) and changes
// the value of every feature a rule is written for. Any package may use it; its home is the
// rule set of its worked example, Inns & Cathedrals (tests/data/rules/inns-cathedrals,
// docs/rules/inns-cathedrals.md).
class AuthoredRulesModule final : public RuleModule
{
public:
    QString id() const override { return QStringLiteral("authored"); }
    bool takesPartInTurns() const override { return false; }
    // The packages' figures (the large meeple) are placed and counted by the core.
    bool bringsPackageFigures() const override { return true; }
    std::shared_ptr<const ModuleTable> compile(const GameContent &content,
                                               Problems &problems) const override;
    bool adjustsValues() const override { return true; }
    void adjustValue(const GameState &state, int root, FeatureValue &v) const override;
    std::uint32_t valueTallyGate(const GameContent &content, FeatureType type) const override;
    void eventToJson(const GameContent &content, const Event &e, QJsonObject &o) const override;

    // The table of a state's game, or nullptr when the module is off.
    static const AuthoredScoringTable *table(const GameContent &content);
};

} // namespace carcassonne
