#pragma once

#include <QString>

#include <cstdint>
#include <optional>

namespace carcassonne {

// Figures a player owns. Modules that bring a figure use their own kind.
enum class FigureKind : std::uint8_t { Meeple, Abbot, Builder, Pig, Count };
inline constexpr int kFigureKindCount = int(FigureKind::Count);

namespace figurekind {
QString name(FigureKind k);
std::optional<FigureKind> parse(QStringView name);
} // namespace figurekind

} // namespace carcassonne
