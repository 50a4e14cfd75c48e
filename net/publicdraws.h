#pragma once

#include <QJsonArray>
#include <QString>

#include <optional>
#include <vector>

namespace carcassonne {

class GameState;

// The tiles a stretch of play took from the pile, as players see them: a drawn or discarded
// tile by its key, a tile laid face down (The Mist's graveyards) as null. The host sends them
// with each turn so that a client, which never learns the pile's order, draws the same tiles.
class PublicDraws
{
public:
    // What `state` took from its pile since it stood at `pileIndexBefore` with
    // `faceDownBefore` tiles face down. Within a turn the face-down tiles are laid before the
    // next tile is drawn (the turn's step 3c before the draw), so they are the first places.
    static QJsonArray since(const GameState &state, int pileIndexBefore, int faceDownBefore);
    // The list read back: a key, or nullopt for a face-down tile; nullopt for the whole when an
    // entry is neither a string nor null.
    static std::optional<std::vector<std::optional<QString>>> read(const QJsonArray &draws);
};

} // namespace carcassonne
