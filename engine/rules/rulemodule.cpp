#include "rulemodule.h"

#include "state/gamestate.h"

namespace carcassonne {

ScoreCategory RuleModule::scoreCategory(const GameState &state, int i) const
{
    return state.content().scoreCategoryOf(this, i);
}

Event RuleModule::moduleEvent(const GameState &state, std::uint8_t code) const
{
    Event e = Event::of(Event::Type::Module, state.currentPlayer());
    e.module = indexIn(state);
    e.code = code;
    return e;
}

} // namespace carcassonne
