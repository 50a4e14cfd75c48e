#include "geometry.h"

#include "nametable.h"

namespace carcassonne::geometry {

namespace {
constexpr NameTable<Port, kPortCount> kPortNames{
        {"NNW", "N", "NNE", "ENE", "E", "ESE", "SSE", "S", "SSW", "WSW", "W", "WNW"}};
}

QString portName(Port p)
{
    return kPortNames.name(p);
}

std::optional<Port> parsePort(QStringView name)
{
    return kPortNames.parse(name);
}

std::optional<int> quarterTurnsFromDegrees(int degrees)
{
    if (degrees < 0 || degrees >= 360 || degrees % 90 != 0)
        return std::nullopt;
    return degrees / 90;
}

} // namespace carcassonne::geometry
