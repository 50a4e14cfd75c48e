#include "turnplayer.h"

#include "ai/bot.h"
#include "record/game.h"

namespace carcassonne {

QJsonObject TurnPlayer::play(const Game &game, Bot &bot, const std::atomic<bool> *cancel)
{
    if (game.state().gameOver())
        return {};
    Game copy = game;
    const int turns = copy.record().moves.size();
    bool first = true;
    while (!copy.state().gameOver()
           && (first || copy.state().phase() != GameState::Phase::PlaceTile)) {
        first = false;
        EventList events;
        if (!copy.apply(bot.choose(copy.state(), cancel), events))
            return {};
    }
    return copy.record().moves.size() > turns ? copy.record().moves.last() : QJsonObject();
}

} // namespace carcassonne
