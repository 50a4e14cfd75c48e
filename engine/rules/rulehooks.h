#pragma once

#include "rulehook.h"
#include "rulemodule.h"

#include <cstdint>
#include <type_traits>

namespace carcassonne {

namespace rulehooks {
// Whether class M declares `member` itself (or a base between it and RuleModule does): the
// pointer to M's member then has M's (or that base's) class type, not RuleModule's.
#define CARCASSONNE_OVERRIDES(M, member)                                                           \
    (!std::is_same_v<decltype(&M::member), decltype(&RuleModule::member)>)

// The hooks module class M overrides, a bit per RuleHook: found by the compiler, so a module
// that starts overriding one is called for it without anyone keeping a list.
template<class M>
constexpr std::uint32_t of()
{
    static_assert(std::is_base_of_v<RuleModule, M>);
    auto bit = [](bool overrides, RuleHook hook) { return overrides ? 1u << unsigned(hook) : 0u; };
    return bit(CARCASSONNE_OVERRIDES(M, afterPlacement), RuleHook::AfterPlacement)
            | bit(CARCASSONNE_OVERRIDES(M, addPlacementChoiceMoves), RuleHook::PlacementChoiceMoves)
            | bit(CARCASSONNE_OVERRIDES(M, addFigureMoves), RuleHook::FigureMoves)
            | bit(CARCASSONNE_OVERRIDES(M, applyFigure), RuleHook::ApplyFigure)
            | bit(CARCASSONNE_OVERRIDES(M, scoreCompleted), RuleHook::ScoreCompleted)
            | bit(CARCASSONNE_OVERRIDES(M, afterFeatureScored), RuleHook::AfterFeatureScored)
            | bit(CARCASSONNE_OVERRIDES(M, addChoiceMoves), RuleHook::ChoiceMoves)
            | bit(CARCASSONNE_OVERRIDES(M, afterScoring), RuleHook::AfterScoring)
            | bit(CARCASSONNE_OVERRIDES(M, grantsAnotherTurn), RuleHook::GrantsAnotherTurn)
            | bit(CARCASSONNE_OVERRIDES(M, turnStarted), RuleHook::TurnStarted);
}
#undef CARCASSONNE_OVERRIDES
} // namespace rulehooks

} // namespace carcassonne
