#pragma once

#include "state/gamestate.h"

#include <QJsonObject>
#include <QJsonValue>

#include <optional>

namespace carcassonne {

// Moves in the record format (contract §5): locations in board orientation, named by a feature
// type and a port it touches, or by type (and index) for interior features.
class MoveCodec
{
public:
    static QJsonObject figureToJson(const GameState &state, const Move &move);
    // `figure` is the record's figure object; the state is just after the tile was placed.
    static std::optional<Move> figureFromJson(const GameState &state, const QJsonObject &figure,
                                              Message *error);
    // A location on the board: {"type": "field", "port": "SSE"} or {"type": "cloister"},
    // with "at" when the feature is not on the tile just placed.
    static QJsonObject locationToJson(const GameState &state, int segment);
    static int locationFromJson(const GameState &state, const QJsonObject &location,
                                Message *error);
    // A feature's location (its root), named on the tile just placed when it has a part there,
    // so a record reads without "at".
    static QJsonObject featureToJson(const GameState &state, int root);
    // Whether a location read from a record names this figure: its own segment, or its feature
    // on its cell.
    static bool namesFigure(const GameState &state, const PlacedFigure &figure, int segment);
    // [x, y] with whole numbers a board can hold; nullopt for anything else.
    static std::optional<CellPos> cellFromJson(const QJsonValue &value);
};

} // namespace carcassonne
