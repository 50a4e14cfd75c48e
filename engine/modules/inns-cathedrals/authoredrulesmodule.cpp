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
    if (t && t->scores(v.type))
        t->apply(state, root, v);
}

const AuthoredScoringTable *AuthoredRulesModule::table(const GameContent &content)
{
    const AuthoredRulesModule *m = content.find<AuthoredRulesModule>();
    return m ? static_cast<const AuthoredScoringTable *>(content.moduleTable(m)) : nullptr;
}

} // namespace carcassonne
