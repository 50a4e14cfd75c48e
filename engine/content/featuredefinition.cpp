#include "featuredefinition.h"

#include "core/nametable.h"

namespace carcassonne {

namespace {
constexpr NameTable<Good, kGoodCount> kGoodNames{{"wine", "grain", "cloth"}};
constexpr NameTable<SymbolKind, kSymbolKindCount> kSymbolNames{
        {"", "reinforce", "anywhere", "extraTurn"}};
} // namespace

QString goods::name(Good good)
{
    return kGoodNames.name(good);
}

std::optional<Good> goods::parse(QStringView name)
{
    return kGoodNames.parse(name);
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
