#pragma once

#include "core/problem.h"
#include "package.h"

namespace carcassonne {

// Checks a package as an author edits it: everything strict loading refuses (through the same
// parser, on the files the writer would save), plus what makes a tile set unplayable although
// each tile is well formed. Every problem names the file, the tile and the field.
class PackageValidator
{
public:
    // `required`: the packages this one requires (their tiles count for matching sides, their
    // start tile for the game's).
    static Problems validate(const Package &package, const QList<Package> &required = {});

    // The content checks alone, on a package that loads.
    static Problems checkStartTile(const Package &package, const QList<Package> &required);
    static Problems checkSides(const Package &package, const QList<Package> &required);
    static Problems checkFieldBorders(const Package &package);

    // The city features a field touches: one of its ports lies next to one of the city's around
    // a cell's edge. What a field's `cities` should name; the editor fills it in from this.
    static QList<int> borderedCities(const TileDefinition &tile, int field);
};

} // namespace carcassonne
