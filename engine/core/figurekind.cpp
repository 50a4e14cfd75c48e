#include "figurekind.h"

#include "nametable.h"

namespace carcassonne::figurekind {

namespace {
constexpr NameTable<FigureKind, kFigureKindCount> kNames{{"meeple", "abbot", "builder", "pig"}};
}

QString name(FigureKind k)
{
    return kNames.name(k);
}

std::optional<FigureKind> parse(QStringView name)
{
    return kNames.parse(name);
}

} // namespace carcassonne::figurekind
