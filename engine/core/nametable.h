#pragma once

#include <QString>

#include <array>
#include <optional>

namespace carcassonne {

// The fixed names of an enum as the file formats spell them, indexed by the enum's value.
template<typename Enum, std::size_t N>
class NameTable
{
public:
    constexpr explicit NameTable(std::array<const char *, N> names) : m_names(names) { }

    QString name(Enum value) const { return QString::fromLatin1(m_names[std::size_t(value)]); }
    std::optional<Enum> parse(QStringView text) const
    {
        for (std::size_t i = 0; i < N; ++i) {
            if (text == QLatin1String(m_names[i]))
                return Enum(i);
        }
        return std::nullopt;
    }

private:
    std::array<const char *, N> m_names;
};

} // namespace carcassonne
