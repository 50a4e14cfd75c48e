#pragma once

#include "core/problem.h"
#include "gamerecord.h"
#include "state/gamestate.h"

#include <optional>

namespace carcassonne {

class PackageRepository;

// A game being played or replayed: its setup, its state and the record of its turns. Turns go
// in as moves (from the UI and bots) or as record entries (from a file); both are checked
// against the legal moves and both extend the same record.
class Game
{
public:
    static std::optional<Game> start(const GameSetup &setup, PackageRepository &repository,
                                     Problems *problems, EventList *events = nullptr);

    const GameSetup &setup() const { return m_record.setup; }
    const GameState &state() const { return m_state; }
    const GameRecord &record() const { return m_record; }
    // The name a player is shown by, changed mid-game (an online seat taken over by someone
    // else); the rules never read names. An index outside the setup changes nothing.
    void setPlayerName(int player, const QString &name)
    {
        if (player >= 0 && player < m_record.setup.players.size())
            m_record.setup.players[player].name = name;
    }

    // Applies a legal move (false and nothing changed if it is not legal).
    bool apply(const Move &move, EventList &events);
    // Applies one turn of a record; on failure says why. An `atomic` turn leaves the game as it
    // was when it fails, at the cost of a copy of the game per turn; a replay that gives up at
    // the first bad turn (or keeps its own checkpoints) passes false and works in place.
    bool applyTurn(const QJsonObject &turn, EventList &events, Message *error, bool atomic = true);

    // For a copy of a game that does not know the pile's order (a network client, whose host
    // sends each tile as it is drawn): puts `types` at the next places of the undrawn pile, in
    // order, each swapped in from later in the pile; -1 leaves its place as it is (a face-down
    // tile, whose face stays secret). False, and nothing changed, when a type is not left there.
    bool arrangeNextDraws(const std::vector<int> &types);

    // Plays a whole record onto a fresh game. On failure, `badMove` is the index of the first
    // bad move (-1 when the setup itself is bad).
    static std::optional<Game> replay(const GameRecord &record, PackageRepository &repository,
                                      EventList *events, Message *error, int *badMove);
    // What a replay of a game's record must give back and did not: whether it is over, the
    // scores, the tiles and the figures, or "" when `replayed` is `played` in all of them.
    static QString replayDifference(const GameState &played, const GameState &replayed);
    // The seats' entries with the colours a layout deals them (colours per seat): each seat's
    // own colour first, then the palette's next free ones.
    static QList<PlayerSetup> dealColours(const QList<PlayerSetup> &seats,
                                          const std::vector<int> &layout);

private:
    explicit Game(GameState state) : m_state(std::move(state)) { }
    // Which colour a figure of the record is: the one it names ("color"), or the only colour of
    // the player to move with such a figure in supply; false with the reason otherwise.
    bool assignColour(Move &move, const QJsonObject &figure, Message *why) const;
    GameState m_state;
    GameRecord m_record;
};

} // namespace carcassonne
