#pragma once

#include "content/tiledefinition.h"

#include <QList>

namespace carcassonne {

// The edits the tile canvas offers, as pure functions from a tile to a new tile. Commands hold
// the results; the engine's rules are not decided here (validation asks the engine).
class TileEditing
{
public:
    static constexpr int kMaxCells = 16; // as many as the package format allows

    // Gives the ports to a feature of `type`. Ports leave the features that held them (fog only
    // leaves fog); features left without ports disappear. A city takes whole sides. Fog lies
    // only over roads and fields: it skips other ports, and a city or river drawn under fog
    // clears it there. If
    // `extend` names a feature of `type`, the ports join it, else they form a new feature.
    // Returns the index of the feature that holds the ports in the new tile.
    static TileDefinition paint(const TileDefinition &tile, const QList<CellPort> &ports,
                                FeatureType type, int extend = -1, int *painted = nullptr);
    // Joins feature b into a (same type): ports and attributes together.
    static TileDefinition merge(const TileDefinition &tile, int a, int b);
    // Splits a feature into pieces: roads, rivers, cities and fog one piece per side, fields one
    // per run of neighbouring ports; interior features cannot be split.
    static TileDefinition split(const TileDefinition &tile, int feature);
    static bool canSplit(const TileDefinition &tile, int feature);
    static TileDefinition addInterior(const TileDefinition &tile, FeatureType type, CellPos cell);
    // Removes a feature; the ports of a road, city or river become a field.
    static TileDefinition remove(const TileDefinition &tile, int feature);
    // A new cell beside an existing one: its joined edges continue the features there (fog
    // too); its open ground is one field, which joins the fields it meets across those edges.
    static TileDefinition addCell(const TileDefinition &tile, CellPos cell);
    // Whether `cell` is free and touches a cell of the tile (16 cells at most).
    static bool canAddCell(const TileDefinition &tile, CellPos cell);
    // Removes a cell with what lies in it: features lose its ports, and those left with none,
    // or lying in it, go. Cell [0, 0] is the tile's anchor and stays, and so does the last
    // cell; a cell whose removal would cut the tile in two stays as well.
    static TileDefinition removeCell(const TileDefinition &tile, CellPos cell);
    static bool canRemoveCell(const TileDefinition &tile, CellPos cell);
    // Each field's `cities`: the cities it borders (the engine says which).
    static void updateBorders(TileDefinition &tile);

    // Which terrain feature holds each port (-1 for none).
    static int featureAt(const TileDefinition &tile, const CellPort &port, bool overlay = false);
    // A plain field tile to start from.
    static TileDefinition blank(const QString &id);

private:
    static void dropFeature(TileDefinition &tile, int feature);
};

} // namespace carcassonne
