#include "figurekind.h"

#include "nametable.h"

namespace carcassonne::figurekind {

namespace {
// The Own slots' names are the engine's; records name them by the package's id
// (GameContent::figureName).
constexpr NameTable<FigureKind, kFigureKindCount> kNames{
        {"meeple", "abbot", "builder", "pig", "own1", "own2"}};
} // namespace

QString name(FigureKind k)
{
    return kNames.name(k);
}

std::optional<FigureKind> parse(QStringView name)
{
    return kNames.parse(name);
}

} // namespace carcassonne::figurekind
