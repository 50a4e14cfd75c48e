#pragma once

#include <cstdint>

namespace carcassonne {

// The hooks of RuleModule the core calls during a turn. A module that leaves one as the base
// class has it (doing nothing, answering "no") is not called for it: GameContent keeps a list
// of the turn modules per hook (GameContent::modulesWith), in the catalog's order. Rule sets
// with several modules of which few act at each step (Mayflower) pay for a call only where a
// module acts.
enum class RuleHook : std::uint8_t {
    AfterPlacement,
    PlacementChoiceMoves,
    FigureMoves,
    ApplyFigure,
    ScoreCompleted,
    AfterFeatureScored,
    ChoiceMoves,
    AfterScoring,
    GrantsAnotherTurn,
    TurnStarted,
};
inline constexpr int kRuleHookCount = int(RuleHook::TurnStarted) + 1;
inline constexpr std::uint32_t kAllRuleHooks = (1u << kRuleHookCount) - 1;

} // namespace carcassonne
