#include "featuredefinition.h"

#include "core/nametable.h"

namespace carcassonne {

namespace {
constexpr NameTable<SymbolKind, kSymbolKindCount> kSymbolNames{
        {"", "reinforce", "anywhere", "extraTurn"}};
} // namespace

QString goods::name(Good good)
{
    return featureattributes::row(goodAttribute(good)).nameString();
}

std::optional<Good> goods::parse(QStringView name)
{
    for (int g = 0; g < kGoodCount; ++g) {
        if (name == QLatin1String(featureattributes::row(goodAttribute(Good(g))).name))
            return Good(g);
    }
    return std::nullopt;
}

QString symbols::name(SymbolKind kind)
{
    return kSymbolNames.name(kind);
}

std::optional<SymbolKind> symbols::parse(QStringView name)
{
    if (name.isEmpty())
        return std::nullopt;
    return kSymbolNames.parse(name);
}

} // namespace carcassonne
