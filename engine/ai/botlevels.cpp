#include "botlevels.h"

#include <QtGlobal>

namespace carcassonne {

namespace {

// Weakest first: easy's small search loses to greedy's careful single turn
// (docs/computer-players.md).
constexpr BotLevel kLevels[] = {
        {"ai:random", QT_TRANSLATE_NOOP("BotLevels", "Computer: beginner")},
        {"ai:mcts-easy", QT_TRANSLATE_NOOP("BotLevels", "Computer: easy")},
        // "greedy" is the programmers' word: the player sees a level between easy and normal.
        {"ai:greedy", QT_TRANSLATE_NOOP("BotLevels", "Computer: casual")},
        {"ai:mcts-normal", QT_TRANSLATE_NOOP("BotLevels", "Computer: normal")},
        {"ai:mcts-hard", QT_TRANSLATE_NOOP("BotLevels", "Computer: hard")},
};
// The game's new game dialog offers normal for a computer seat.
constexpr std::size_t kStandard = 3;

} // namespace

std::span<const BotLevel> BotLevels::all()
{
    return kLevels;
}

const BotLevel *BotLevels::find(const QString &kind)
{
    // "ai:mcts" is the normal level's short name.
    const QLatin1String wanted(kind == QLatin1String("ai:mcts") ? "ai:mcts-normal" : "");
    for (const BotLevel &level : kLevels) {
        if (kind == QLatin1String(level.kind) || wanted == QLatin1String(level.kind))
            return &level;
    }
    return nullptr;
}

const BotLevel &BotLevels::standard()
{
    return kLevels[kStandard];
}

} // namespace carcassonne
