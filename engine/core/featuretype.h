#pragma once

#include <QString>

#include <cstdint>
#include <optional>

namespace carcassonne {

// Every kind of feature a tile definition may hold (package contract §4). The first four are
// terrains that reach tile edges; the rest lie inside a tile and touch no side.
enum class FeatureType : std::uint8_t {
    Field,
    Road,
    City,
    River,
    Cloister,
    Garden,
    Farm, // Mayflower's farm building
    Castle, // The Mist's haunted castle
    Graveyard, // The Mist
    Fog, // The Mist: lies over road and field ports, never decides how tiles fit
    Count
};
inline constexpr int kFeatureTypeCount = int(FeatureType::Count);

namespace featuretype {
QString name(FeatureType t);
std::optional<FeatureType> parse(QStringView name);
// Edge terrains are drawn through ports; interior features have no ports.
constexpr bool isEdgeTerrain(FeatureType t)
{
    return t <= FeatureType::River;
}
// Overlays share ports with a terrain feature.
constexpr bool isOverlay(FeatureType t)
{
    return t == FeatureType::Fog;
}
constexpr bool hasPorts(FeatureType t)
{
    return isEdgeTerrain(t) || isOverlay(t);
}
// Features scored by the eight tiles around them, like a cloister.
constexpr bool isSurrounded(FeatureType t)
{
    return t == FeatureType::Cloister || t == FeatureType::Garden || t == FeatureType::Farm
            || t == FeatureType::Castle || t == FeatureType::Graveyard;
}
} // namespace featuretype
} // namespace carcassonne
