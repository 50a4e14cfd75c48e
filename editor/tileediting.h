#pragma once

#include "content/tiledefinition.h"

#include <QList>

namespace carcassonne {

// The edits the tile canvas offers, as pure functions from a tile to a new tile. Commands hold
// the results; the engine's rules are not decided here (validation asks the engine).
class TileEditing
{
public:
    // Gives the ports to a feature of `type`. Ports leave the features that held them (fog only
    // leaves fog); features left without ports disappear. A city takes whole sides. If
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
    // A new cell beside an existing one: its joined edge continues the features there, the
    // rest is one new field.
    static TileDefinition addCell(const TileDefinition &tile, CellPos cell);
    static TileDefinition removeCell(const TileDefinition &tile, CellPos cell);
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
