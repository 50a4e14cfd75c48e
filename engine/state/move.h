#pragma once

#include "core/figurekind.h"
#include "core/geometry.h"

#include <cstdint>
#include <vector>

namespace carcassonne {

// One decision of a turn. A turn of the record format (tile, figure, choices) is a PlaceTile,
// then a PlaceFigure or Pass, then the Choices the rules ask for.
struct Move
{
    enum class Kind : std::uint8_t {
        PlaceTile, // at, rotation
        PlaceFigure, // figure, segment (a feature node of the board), recall
        Pass, // no figure this turn
        Choice, // a rule module's decision: module index and value
    };

    Kind kind = Kind::Pass;
    std::uint8_t rotation = 0; // quarter turns clockwise
    CellPos at;
    FigureKind figure = FigureKind::Meeple;
    bool recall = false; // take the figure back instead of placing one (the abbot)
    // PlaceFigure: the colour (player) whose figure it is, or kCurrentPlayer. Named only where
    // the player to move plays several colours (The Mist's English edition).
    static constexpr std::uint8_t kCurrentPlayer = 0xFF;
    std::uint8_t owner = kCurrentPlayer;
    std::int32_t segment = -1; // feature node the figure goes on or comes from
    std::int16_t module = -1; // Choice: index into GameContent::modules()
    std::int32_t value = 0; // Choice: meaning defined by the module

    static Move placeTile(CellPos at, int rotation)
    {
        Move m;
        m.kind = Kind::PlaceTile;
        m.at = at;
        m.rotation = std::uint8_t(rotation);
        return m;
    }
    static Move placeFigure(FigureKind figure, int segment)
    {
        Move m;
        m.kind = Kind::PlaceFigure;
        m.figure = figure;
        m.segment = segment;
        return m;
    }
    static Move pass() { return Move{}; }

    friend bool operator==(const Move &, const Move &) = default;
};

using MoveList = std::vector<Move>;

} // namespace carcassonne
