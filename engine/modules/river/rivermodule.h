#pragma once

#include "rules/rulemodule.h"

namespace carcassonne {

struct TileType;

// The River (classic and anniversary): the spring replaces the start tile, river tiles are
// drawn first and the lakes last; a river tile must continue the river and may not bend the
// same way twice in a row (no U-turn). Meeples never stand on the river itself (it is no
// meeple feature type). Which tiles are river tiles and lakes follows from the tiles: a river
// tile has a river, a lake is a river tile with one river end.
class RiverModule final : public RuleModule
{
public:
    QString id() const override { return QStringLiteral("river"); }
    void setup(GameState &state, EventList *events) const override;
    void orderPile(GameState &state) const override;
    bool restrictsPlacement() const override { return true; }
    bool restrictsTile(const TileType &type) const override { return isRiverTile(type); }
    bool allowsPlacement(const GameState &state, int tileType, CellPos at,
                         int rotation) const override;
    // A river tile continues the river: it goes on a cell across a placed tile's river side
    // (a mouth), never elsewhere. Found from the board once a listing, where allowsPlacement
    // was asked of every frontier cell (seven in ten of its calls refused a cell no river
    // reaches).
    int placementCells(const GameState &state, int tileType, PlacementCells &cells) const override;
    bool takesPartInTurns() const override { return false; }
    // Which tile types are river tiles and where each one's river leaves its cells in each
    // rotation, worked out once for the content: allowsPlacement asks for every candidate
    // square of every river tile (a third of a River game went to finding them again).
    std::shared_ptr<const ModuleTable> compile(const GameContent &content,
                                               Problems &problems) const override;

    static bool isRiverTile(const TileType &type);
    static bool isLake(const TileType &type);
};

} // namespace carcassonne
