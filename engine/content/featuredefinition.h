#pragma once

#include "core/featuretype.h"
#include "core/geometry.h"
#include "featureattributes.h"

#include <QList>
#include <QString>

#include <optional>

namespace carcassonne {

// A port of a (possibly multi-cell) tile definition, before rotation.
struct CellPort
{
    CellPos cell;
    Port port = Port::N;
    friend bool operator==(const CellPort &, const CellPort &) = default;
};

// The goods of Traders & Builders; the count is the array index bound for per-good tallies.
enum class Good : std::uint8_t { Wine, Grain, Cloth, Count };
inline constexpr int kGoodCount = int(Good::Count);
// A good's attribute: the goods' rows follow each other in Good's order.
constexpr FeatureAttribute goodAttribute(Good good)
{
    return FeatureAttribute(int(FeatureAttribute::Wine) + int(good));
}
static_assert(goodAttribute(Good::Cloth) == FeatureAttribute::Cloth);

// The anniversary arrow symbols.
enum class SymbolKind : std::uint8_t { None, Reinforce, Anywhere, ExtraTurn };
inline constexpr int kSymbolKindCount = int(SymbolKind::ExtraTurn) + 1;

// Their names in packages, records and events: one table each (the goods' are their attribute
// rows' names).
namespace goods {
QString name(Good good);
std::optional<Good> parse(QStringView name);
} // namespace goods
namespace symbols {
QString name(SymbolKind kind); // empty for None
std::optional<SymbolKind> parse(QStringView name); // never None
} // namespace symbols

// One feature of a tile as a package defines it (package contract §4).
struct FeatureDefinition
{
    FeatureType type = FeatureType::Field;
    QList<CellPort> ports; // empty for interior features
    CellPos cell; // the cell an interior feature lies in
    // How many of each attribute it carries (pennants, goods...), by FeatureAttribute; then
    // the package's own attributes, by their place in its rules' "attributes".
    std::array<int, kAttributeSlotCount> attributes{};
    QList<int> cities; // field: indices into the tile's features of the cities it borders
    SymbolKind symbol = SymbolKind::None;
    int symbolSide = 0; // side the arrow points at (0..3 = N,E,S,W)

    int attribute(FeatureAttribute a) const { return attributes[std::size_t(a)]; }
    int &attribute(FeatureAttribute a) { return attributes[std::size_t(a)]; }
    int authored(int i) const { return attributes[std::size_t(kFeatureAttributeCount + i)]; }
    int &authored(int i) { return attributes[std::size_t(kFeatureAttributeCount + i)]; }
};

} // namespace carcassonne
