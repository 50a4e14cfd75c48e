#pragma once

#include <QString>

#include <span>

namespace carcassonne {

// A computer player level a person chooses from: its player kind (BotFactory) and the English
// source of its label. The engine holds no user-visible text: the game and the editor show the
// label as QCoreApplication::translate(BotLevels::kContext, label).
struct BotLevel
{
    const char *kind; // "ai:mcts-normal"
    const char *label; // "Computer: normal"
};

// The one ordered list of computer levels, weakest first, for menus, labels and defaults.
class BotLevels
{
public:
    static constexpr const char *kContext = "BotLevels";
    static std::span<const BotLevel> all();
    // The level of a kind (also "ai:mcts", the normal level's short name), or nullptr for any
    // other kind, a kind with settings among them.
    static const BotLevel *find(const QString &kind);
    // The level a new game and the editor's Play offer for a computer seat.
    static const BotLevel &standard();
};

} // namespace carcassonne
