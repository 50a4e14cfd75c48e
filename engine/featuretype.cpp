#include "featuretype.h"

#include <array>

namespace carcassonne::featuretype {

namespace {
constexpr std::array<const char *, kFeatureTypeCount> kNames{
        "field",  "road", "city",   "river",     "cloister",
        "garden", "farm", "castle", "graveyard", "fog"};
}

QString name(FeatureType t)
{
    return QString::fromLatin1(kNames[std::size_t(t)]);
}

std::optional<FeatureType> parse(QStringView name)
{
    for (int i = 0; i < kFeatureTypeCount; ++i) {
        if (name == QLatin1String(kNames[std::size_t(i)]))
            return FeatureType(i);
    }
    return std::nullopt;
}

} // namespace carcassonne::featuretype
