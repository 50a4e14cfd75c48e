#include "authoredattribute.h"

#include "authoredfigure.h"

namespace carcassonne {

const QStringList &AuthoredAttribute::marks()
{
    // Drawn by art/iconart.cpp (TileLayout::Mark::OwnDot and on), in this order.
    static const QStringList list{QStringLiteral("dot"),   QStringLiteral("star"),
                                  QStringLiteral("ring"),  QStringLiteral("diamond"),
                                  QStringLiteral("tower"), QStringLiteral("inn"),
                                  QStringLiteral("well"),  QStringLiteral("flower")};
    return list;
}

std::uint32_t AuthoredAttribute::allowedTypes()
{
    return 1u << unsigned(FeatureType::Road) | 1u << unsigned(FeatureType::City)
            | 1u << unsigned(FeatureType::Cloister) | 1u << unsigned(FeatureType::Garden)
            | 1u << unsigned(FeatureType::Field);
}

std::uint32_t AuthoredFigure::allowedTypes()
{
    return 1u << unsigned(FeatureType::Road) | 1u << unsigned(FeatureType::City)
            | 1u << unsigned(FeatureType::Cloister) | 1u << unsigned(FeatureType::Garden)
            | 1u << unsigned(FeatureType::Field);
}

} // namespace carcassonne
