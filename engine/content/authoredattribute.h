#pragma once

#include "core/featuretype.h"

#include <QMap>
#include <QString>
#include <QStringList>

#include <cstdint>

namespace carcassonne {

// An attribute a package declares in its rules.json (`"attributes"`): a flag or a count a
// feature of its tiles may carry (an inn on a road, a cathedral in a city), which its scoring
// rules (ScoringRule) read. Tiles write it in a feature's `"attributes"` object by `id`.
struct AuthoredAttribute
{
    // 2-24 characters: a lower-case letter, then letters and digits; never a key the format
    // itself gives a feature (a built-in attribute's, "type", "ports"...).
    QString id;
    std::uint32_t types = 0; // a bit per FeatureType whose features may carry it
    int maximum = 1; // per feature of one tile: 1 is a flag
    QMap<QString, QString> name; // language code -> the attribute's name ("inn"); "en" required
    // How the tile art draws each unit: one of marks() or the package's own "art/<name>.svg".
    QString mark;

    friend bool operator==(const AuthoredAttribute &, const AuthoredAttribute &) = default;
    bool carriedBy(FeatureType type) const { return (types >> unsigned(type)) & 1u; }
    // The marks the art knows, for an attribute to pick from.
    static const QStringList &marks();
    // The feature types an authored attribute may be declared on.
    static std::uint32_t allowedTypes();
};

} // namespace carcassonne
