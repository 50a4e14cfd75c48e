#include "geometry.h"

namespace carcassonne::geometry {

namespace {
constexpr std::array<const char *, kPortCount> kPortNames{"NNW", "N", "NNE", "ENE", "E", "ESE",
                                                          "SSE", "S", "SSW", "WSW", "W", "WNW"};
}

QString portName(Port p)
{
    return QString::fromLatin1(kPortNames[std::size_t(p)]);
}

std::optional<Port> parsePort(QStringView name)
{
    for (int i = 0; i < kPortCount; ++i) {
        if (name == QLatin1String(kPortNames[std::size_t(i)]))
            return Port(i);
    }
    return std::nullopt;
}

std::optional<int> quarterTurnsFromDegrees(int degrees)
{
    if (degrees < 0 || degrees >= 360 || degrees % 90 != 0)
        return std::nullopt;
    return degrees / 90;
}

} // namespace carcassonne::geometry
