#pragma once

#include "content/package.h"
#include "core/problem.h"

namespace carcassonne {

// What `carcassonne-cli validate` checks beyond reading a package: that it makes a game with
// the packages it requires (found where the game looks: built in and the user's folder), within
// the game's limits (GameContent: at most 16,000 cells of tiles). The game's Import applies the
// same checks before it installs anything.
class PackageCheck
{
public:
    static Problems problems(const Package &package);
};

} // namespace carcassonne
