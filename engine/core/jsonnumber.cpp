#include "jsonnumber.h"

#include <cmath>

namespace carcassonne::jsonnumber {

std::optional<qint64> whole(double value, qint64 minimum, qint64 maximum)
{
    // NaN fails every comparison; the bounds are exact doubles (|bound| <= 2^53), so a value
    // inside them converts without loss.
    if (!(value >= double(std::max(minimum, -kLargest)))
        || !(value <= double(std::min(maximum, kLargest))) || value != std::floor(value))
        return std::nullopt;
    return qint64(value);
}

std::optional<qint64> whole(const QJsonValue &value, qint64 minimum, qint64 maximum)
{
    if (!value.isDouble())
        return std::nullopt;
    return whole(value.toDouble(), minimum, maximum);
}

std::optional<int> wholeInt(const QJsonValue &value, int minimum, int maximum)
{
    const auto n = whole(value, minimum, maximum);
    return n ? std::optional<int>(int(*n)) : std::nullopt;
}

} // namespace carcassonne::jsonnumber
