#pragma once

#include <QJsonValue>

#include <optional>

namespace carcassonne {

// The engine's one reader of whole numbers from JSON: a number, whole, and within
// [minimum, maximum], checked before anything is cast (a double outside the integer range cast
// to an integer is undefined behaviour; QJsonValue::toInt turns it into 0, which then passed
// range checks: a count of 2^32 read as 0). Strings, booleans and fractions are never numbers.
namespace jsonnumber {

// Bounds of the exactly representable whole numbers in a double (2^53).
inline constexpr qint64 kLargest = qint64(1) << 53;

std::optional<qint64> whole(double value, qint64 minimum, qint64 maximum);
std::optional<qint64> whole(const QJsonValue &value, qint64 minimum, qint64 maximum);
// The same, within int.
std::optional<int> wholeInt(const QJsonValue &value, int minimum, int maximum);

} // namespace jsonnumber

} // namespace carcassonne
