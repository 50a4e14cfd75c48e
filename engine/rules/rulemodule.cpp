#include "rulemodule.h"

#include "state/gamestate.h"

namespace carcassonne {

int RuleModule::parameterIn(const GameState &state, int index) const
{
    return state.content().moduleParameter(this, index);
}

std::span<std::int32_t> RuleModule::slotsIn(GameState &state) const
{
    const auto [offset, count] = state.content().moduleDataSlots(this);
    return std::span(state.moduleData()).subspan(std::size_t(offset), std::size_t(count));
}

std::span<const std::int32_t> RuleModule::slotsIn(const GameState &state) const
{
    const auto [offset, count] = state.content().moduleDataSlots(this);
    return std::span(state.moduleData()).subspan(std::size_t(offset), std::size_t(count));
}

std::int16_t RuleModule::indexIn(const GameState &state) const
{
    return std::int16_t(state.content().moduleIndex(this));
}

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
