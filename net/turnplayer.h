#pragma once

#include <QJsonObject>

#include <atomic>

namespace carcassonne {

class Bot;
class Game;

// A whole turn chosen by a computer player, as the protocol sends turns: the bot plays the
// seat's tile, choices and figure on a copy of the game until the next turn begins, and the
// copy's record gives the turn. The host's computers, a command line player and the tests.
class TurnPlayer
{
public:
    // An empty object when the game is over or the bot chose something the rules refuse.
    static QJsonObject play(const Game &game, Bot &bot, const std::atomic<bool> *cancel = nullptr);
};

} // namespace carcassonne
