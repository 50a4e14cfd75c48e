#include "featureattributes.h"

#include <QtGlobal>

namespace carcassonne {

namespace {

constexpr std::uint32_t bit(FeatureType type)
{
    return 1u << unsigned(type);
}

using Row = FeatureAttributeRow;
// In FeatureAttribute's order. The labels and undo texts are the editor's
// (TilePropertiesWidget), so its translations apply.
constexpr std::array<Row, kFeatureAttributeCount> kRows{{
        {FeatureAttribute::Pennants, "pennants", "pennants", nullptr, bit(FeatureType::City), 9,
         QT_TRANSLATE_NOOP3("carcassonne::TilePropertiesWidget", "&Pennants:", ""),
         QT_TRANSLATE_NOOP("carcassonne::TilePropertiesWidget", "Change Pennants")},
        {FeatureAttribute::Wine, "goods", "wine", "good", bit(FeatureType::City), 9,
         QT_TRANSLATE_NOOP3("carcassonne::TilePropertiesWidget", "&Wine:", ""),
         QT_TRANSLATE_NOOP("carcassonne::TilePropertiesWidget", "Change Goods")},
        {FeatureAttribute::Grain, "goods", "grain", "good", bit(FeatureType::City), 9,
         QT_TRANSLATE_NOOP3("carcassonne::TilePropertiesWidget", "&Grain:", ""),
         QT_TRANSLATE_NOOP("carcassonne::TilePropertiesWidget", "Change Goods")},
        {FeatureAttribute::Cloth, "goods", "cloth", "good", bit(FeatureType::City), 9,
         QT_TRANSLATE_NOOP3("carcassonne::TilePropertiesWidget", "Clo&th:", ""),
         QT_TRANSLATE_NOOP("carcassonne::TilePropertiesWidget", "Change Goods")},
        {FeatureAttribute::TradingPosts, "tradingPosts", "tradingPosts", nullptr,
         bit(FeatureType::Road), 9,
         QT_TRANSLATE_NOOP3("carcassonne::TilePropertiesWidget", "&Trading posts:", ""),
         QT_TRANSLATE_NOOP("carcassonne::TilePropertiesWidget", "Change Trading Posts")},
        {FeatureAttribute::Animals, "animals", "animals", nullptr, bit(FeatureType::Field), 9,
         QT_TRANSLATE_NOOP3("carcassonne::TilePropertiesWidget", "&Animals:", ""),
         QT_TRANSLATE_NOOP("carcassonne::TilePropertiesWidget", "Change Animals")},
        // The Mist's ghost symbols lie only in fog.
        {FeatureAttribute::Ghosts, "ghosts", "ghosts", nullptr, bit(FeatureType::Fog), 9,
         QT_TRANSLATE_NOOP3("carcassonne::TilePropertiesWidget", "Ghosts:", "The Mist"),
         QT_TRANSLATE_NOOP("carcassonne::TilePropertiesWidget", "Change Ghosts")},
}};

constexpr bool rowsInOrder()
{
    for (std::size_t i = 0; i < kRows.size(); ++i) {
        if (std::size_t(kRows[i].attribute) != i)
            return false;
    }
    return true;
}
static_assert(rowsInOrder(), "one row per FeatureAttribute, in its order");

} // namespace

const std::array<FeatureAttributeRow, kFeatureAttributeCount> &featureattributes::all()
{
    return kRows;
}

} // namespace carcassonne
