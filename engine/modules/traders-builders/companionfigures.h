#pragma once

#include "state/gamestate.h"

namespace carcassonne {

// Figures that may only stand on a feature beside another figure of their owner (the builder
// beside a meeple on a road or city, the pig beside a farmer), and go home once it is gone.
class CompanionFigures
{
public:
    // Adds moves placing `kind` from the current player's supply on each feature of `typeMask`
    // on the tile just placed where that player has a `companion` figure.
    static void addMoves(const GameState &state, FigureKind kind, std::uint32_t typeMask,
                         FigureKind companion, MoveList &out);
    // Whether `player` has a figure of `kind` on the feature with root `root`.
    static bool hasFigure(const GameState &state, int root, int player, FigureKind kind);
    // Returns every `kind` figure whose owner has no `companion` left on its feature.
    // `seen`: the module's slot for GameState::figuresReturned() at its last look.
    static void returnStranded(GameState &state, FigureKind kind, FigureKind companion,
                               EventList *events, std::int32_t &seen);
    // Between turns, a `kind` figure standing without its owner's `companion`, or "".
    static QString strandedFigure(const GameState &state, FigureKind kind, FigureKind companion);
};

} // namespace carcassonne
