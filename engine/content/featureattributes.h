#pragma once

#include "core/featuretype.h"

#include <QString>

#include <array>
#include <cstdint>

namespace carcassonne {

// The countable attributes a feature of a tile may carry (package contract §4), one row each in
// featureattributes::all(). The value is the row's index, FeatureDefinition::attributes' index
// and the feature graph's Tally. The parser, the writer, GameContent, the editor and the tile
// art read the table. Adding an attribute: a value here, its row in featureattributes.cpp and
// its drawing in art/tiledecorator.cpp (kAttributeArt).
enum class FeatureAttribute : std::uint8_t {
    Pennants,
    Wine, // the goods of Traders & Builders, in Good's order
    Grain,
    Cloth,
    TradingPosts, // Mayflower
    Animals, // Mayflower
    Ghosts, // The Mist
    Count
};
inline constexpr int kFeatureAttributeCount = int(FeatureAttribute::Count);
// Attributes a package declares itself (rules.json "attributes", AuthoredAttribute) take the
// slots after the built-in ones: a package's i-th at kFeatureAttributeCount + i in its
// FeatureDefinitions, a game's i-th (over all its packages) there in its SegmentInfos and
// feature graph. A game holds at most this many.
inline constexpr int kMaxAuthoredAttributes = 8;
inline constexpr int kAttributeSlotCount = kFeatureAttributeCount + kMaxAuthoredAttributes;

struct FeatureAttributeRow
{
    // A text for the editor (QT_TRANSLATE_NOOP3 in featureattributes::kTranslationContext).
    struct Text
    {
        const char *source;
        const char *comment;
    };

    FeatureAttribute attribute;
    // The package key. A plain count is written as a number ("pennants": 2); the rows of a list
    // share their key and count how often their `name` appears ("goods": ["wine", "wine"]).
    const char *key;
    const char *name; // unique among the rows: the key of a count, the item of a list
    const char *listItem; // a list's item in messages ("good"); nullptr for a count
    std::uint32_t types; // a bit per FeatureType that may carry it
    int maximum; // per feature
    Text label; // the editor's field label
    const char *editText; // the editor's undo step

    bool listed() const { return listItem != nullptr; }
    bool carriedBy(FeatureType type) const { return (types >> unsigned(type)) & 1u; }
    QString keyString() const { return QString::fromLatin1(key); }
    QString nameString() const { return QString::fromLatin1(name); }
};

namespace featureattributes {
// The editor translates the labels in this context.
inline constexpr const char *kTranslationContext = "carcassonne::TilePropertiesWidget";
const std::array<FeatureAttributeRow, kFeatureAttributeCount> &all();
inline const FeatureAttributeRow &row(FeatureAttribute attribute)
{
    return all()[std::size_t(attribute)];
}
} // namespace featureattributes

} // namespace carcassonne
