#pragma once

#include "bot.h"
#include "randomplayer.h"

namespace carcassonne {

// The bottom of the ladder behind the bot interface: RandomPlayer's choices.
class RandomBot final : public Bot
{
public:
    explicit RandomBot(std::uint64_t seed) : m_player(seed) { }

protected:
    Move decide(const GameState &state, const std::atomic<bool> *) override
    {
        m_stats = {};
        return m_player.choose(state);
    }

private:
    RandomPlayer m_player;
};

} // namespace carcassonne
