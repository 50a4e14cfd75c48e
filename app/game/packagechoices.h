#pragma once

#include "content/packagerepository.h"

#include <QStringList>
#include <QVariantList>
#include <QVariantMap>

namespace carcassonne {

// What the new game dialog offers, read from the package repository in the language shown
// now: the packages a game can be played with, and for packages played together (a base game
// and its expansions) their modules and parameters.
class PackageChoices
{
public:
    // [{id, name, description, requirements, startTile}] of every package with tiles.
    static QVariantList available(PackageRepository &repository);
    // {id, ids, name, minPlayers, maxPlayers, tiles, modules: [{id, label, enabled}],
    //  parameters: [{name, label, value, minimum, maximum, boolean}]}; empty when the
    // packages cannot be played together.
    static QVariantMap of(PackageRepository &repository, const QStringList &ids);
};

} // namespace carcassonne
