#include "featuretype.h"

#include "nametable.h"

namespace carcassonne::featuretype {

namespace {
constexpr NameTable<FeatureType, kFeatureTypeCount> kNames{{"field", "road", "city", "river",
                                                            "cloister", "garden", "farm", "castle",
                                                            "graveyard", "fog"}};
}

QString name(FeatureType t)
{
    return kNames.name(t);
}

std::optional<FeatureType> parse(QStringView name)
{
    return kNames.parse(name);
}

} // namespace carcassonne::featuretype
