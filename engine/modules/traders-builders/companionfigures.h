#pragma once

#include "state/gamestate.h"

namespace carcassonne {

class RuleModule;

// Figures that may only stand on a feature beside another figure of their owner (the builder
// beside a meeple on a road or city, the pig beside a farmer), and go home once it is gone.
class CompanionFigures
{
public:
    // Adds moves placing `kind` from the current player's supply on each feature of `typeMask`
    // on the tile just placed where that player has a `companion` figure. Inline up to the
    // supply: in most figure steps the figure stands on the board already.
    static void addMoves(const GameState &state, FigureKind kind, std::uint32_t typeMask,
                         FigureKind companion, MoveList &out)
    {
        if (state.lastPlacedTile() >= 0 && state.supply(state.currentPlayer(), kind) > 0)
            addTileMoves(state, kind, typeMask, companion, out);
    }
    // Whether `player` has a figure of `kind` on the feature with root `root`.
    static bool hasFigure(const GameState &state, int root, int player, FigureKind kind);
    // Returns every `kind` figure whose owner has no `companion` left on its feature.
    // `module`'s slot `slot` keeps GameState::figuresLeftAlone() at its last look. Inline up to
    // that count: only a figure leaving its feature alone can strand one (a scoring takes the
    // companions home with it), and in most games none ever does.
    static void returnStranded(GameState &state, FigureKind kind, FigureKind companion,
                               EventList *events, const RuleModule &module, int slot)
    {
        if (state.figuresLeftAlone() != 0)
            returnStrandedSince(state, kind, companion, events, module, slot);
    }
    // Between turns, a `kind` figure standing without its owner's `companion`, or "".
    static QString strandedFigure(const GameState &state, FigureKind kind, FigureKind companion);

private:
    // addMoves() past the supply.
    static void addTileMoves(const GameState &state, FigureKind kind, std::uint32_t typeMask,
                             FigureKind companion, MoveList &out);
    // returnStranded() once some figure left its feature alone.
    static void returnStrandedSince(GameState &state, FigureKind kind, FigureKind companion,
                                    EventList *events, const RuleModule &module, int slot);
};

} // namespace carcassonne
