#pragma once

#include <QString>

#include <cstdint>
#include <optional>

namespace carcassonne {

// Figures a player owns. Modules that bring a figure use their own kind; figures a package
// declares itself (rules.json "figures", AuthoredFigure) take the Own slots, in the game's
// order (GameContent::ownFigures), named in records by the package's id for them.
enum class FigureKind : std::uint8_t { Meeple, Abbot, Builder, Pig, Own1, Own2, Count };
inline constexpr int kFigureKindCount = int(FigureKind::Count);
inline constexpr int kMaxOwnFigures = 2;
constexpr bool isOwnFigure(FigureKind k)
{
    return k == FigureKind::Own1 || k == FigureKind::Own2;
}

namespace figurekind {
QString name(FigureKind k);
std::optional<FigureKind> parse(QStringView name);
} // namespace figurekind

} // namespace carcassonne
