#pragma once

#include "core/featuretype.h"

#include <QMap>
#include <QString>

#include <cstdint>

namespace carcassonne {

// A figure a package declares in its rules.json (`"figures"`): placed like a meeple on the
// feature types it names, counted `strength` times in every majority (a large meeple: 2).
// Played when the rule module "authored" is on; a game holds at most kMaxOwnFigures of them.
struct AuthoredFigure
{
    QString id; // as records name it ("large"); never a built-in figure's name
    QMap<QString, QString> name; // language code -> its name ("large meeple"); "en" required
    int count = 1; // per player
    int strength = 2; // how many figures it counts as in a majority
    std::uint32_t types = 0; // a bit per FeatureType it may stand on
    int size = 130; // its picture: the meeple's at this percentage
    // Or the package's own picture ("art/<name>.svg", checked as tile art), its `currentColor`
    // painted in the player's colour; empty: a broad meeple with a belt.
    QString art;

    friend bool operator==(const AuthoredFigure &, const AuthoredFigure &) = default;
    bool standsOn(FeatureType type) const { return (types >> unsigned(type)) & 1u; }
    // The feature types a package's figure may stand on.
    static std::uint32_t allowedTypes();
};

} // namespace carcassonne
