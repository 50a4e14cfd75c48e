#include "authoredrulesmodule.h"

#include "authoredscoringtable.h"
#include "state/gamestate.h"

namespace carcassonne {

std::shared_ptr<const ModuleTable> AuthoredRulesModule::compile(const GameContent &content,
                                                                Problems &problems) const
{
    return AuthoredScoringTable::compile(content, problems);
}

void AuthoredRulesModule::adjustValue(const GameState &state, int root, FeatureValue &v) const
{
    // The table is the content's, made with it: a static_cast, on every value the game asks.
    const auto *t = static_cast<const AuthoredScoringTable *>(state.content().moduleTable(this));
    // Only a rule that holds changes a value as the feature stands (AuthoredScoringTable::apply).
    if (!t || !t->mayApply(state, root, v.type))
        return;
    const int rule = t->apply(state, root, v);
    if (rule >= 0) {
        v.ruleModule = indexIn(state);
        v.rule = std::int16_t(rule);
    }
}

std::uint32_t AuthoredRulesModule::valueTallyGate(const GameContent &content,
                                                  FeatureType type) const
{
    const auto *t = static_cast<const AuthoredScoringTable *>(content.moduleTable(this));
    return t ? t->valueGate(type) : 0;
}

void AuthoredRulesModule::eventToJson(const GameContent &, const Event &e, QJsonObject &o) const
{
    // A feature scored by a rule: which one (its place among the game's rules, in the
    // packages' order: AuthoredScoringTable::rules()).
    if (e.type == Event::Type::FeatureScored)
        o.insert(QStringLiteral("rule"), e.values[0]);
}

const AuthoredScoringTable *AuthoredRulesModule::table(const GameContent &content)
{
    const AuthoredRulesModule *m = content.find<AuthoredRulesModule>();
    return m ? static_cast<const AuthoredScoringTable *>(content.moduleTable(m)) : nullptr;
}

} // namespace carcassonne
