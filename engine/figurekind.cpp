#include "figurekind.h"

#include <array>

namespace carcassonne::figurekind {

namespace {
constexpr std::array<const char *, kFigureKindCount> kNames{"meeple", "abbot", "builder", "pig"};
}

QString name(FigureKind k)
{
    return QString::fromLatin1(kNames[std::size_t(k)]);
}

std::optional<FigureKind> parse(QStringView name)
{
    for (int i = 0; i < kFigureKindCount; ++i) {
        if (name == QLatin1String(kNames[std::size_t(i)]))
            return FigureKind(i);
    }
    return std::nullopt;
}

} // namespace carcassonne::figurekind
