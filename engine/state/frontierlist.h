#pragma once

#include "frontiercell.h"

#include <algorithm>
#include <cstddef>
#include <utility>
#include <vector>

namespace carcassonne {

// The board's frontier records in a block that keeps room past the last one: a placement writes
// a candidate record there for each empty neighbour and counts it in only if the cell was not on
// the frontier yet, so whether it was (chance, a mispredicted branch when tested) decides no
// branch. Copies take the records in use and the room for a placement.
class FrontierList
{
public:
    // Room past the last record that a one-cell placement may use.
    static constexpr std::size_t kPlacementRoom = 4;

    FrontierList() = default;
    FrontierList(const FrontierList &other)
        : m_records(other.begin(), other.end()),
          m_size(other.m_size)
    {
        m_records.resize(m_size + kPlacementRoom);
        m_room = m_records.size();
    }
    FrontierList(FrontierList &&other) noexcept
        : m_records(std::move(other.m_records)),
          m_size(std::exchange(other.m_size, 0)),
          m_room(std::exchange(other.m_room, 0))
    { }
    FrontierList &operator=(const FrontierList &other)
    {
        if (this == &other)
            return *this;
        if (m_room < other.m_size + kPlacementRoom) {
            m_records.resize(other.m_size + kPlacementRoom);
            m_room = m_records.size();
        }
        std::copy(other.begin(), other.end(), m_records.begin());
        m_size = other.m_size;
        return *this;
    }
    FrontierList &operator=(FrontierList &&other) noexcept
    {
        m_records = std::move(other.m_records);
        m_size = std::exchange(other.m_size, 0);
        m_room = std::exchange(other.m_room, 0);
        return *this;
    }

    const FrontierCell *begin() const { return m_records.data(); }
    const FrontierCell *end() const { return m_records.data() + m_size; }
    FrontierCell *begin() { return m_records.data(); }
    FrontierCell *end() { return m_records.data() + m_size; }
    const FrontierCell *data() const { return m_records.data(); }
    std::size_t size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    const FrontierCell &operator[](std::size_t i) const { return m_records[i]; }
    FrontierCell &operator[](std::size_t i) { return m_records[i]; }

    void clear() { m_size = 0; }
    // Room for `n` records past the last (before a placement: four a cell).
    void reserveRoom(std::size_t n)
    {
        if (m_room < m_size + n) {
            m_records.resize(std::max(m_size + n, m_room * 2));
            m_room = m_records.size();
        }
    }
    // Records being added in one pass (a placement's sides), the block and the count held by
    // the caller, not reloaded through the list for every side: appending(), then write at
    // `size` and count in, then finish(). Room for them first (reserveRoom()).
    struct Appending
    {
        FrontierCell *records;
        std::size_t size;
    };
    Appending appending() { return {m_records.data(), m_size}; }
    void finish(const Appending &a) { m_size = a.size; }
    void pop_back() { --m_size; }

    friend bool operator==(const FrontierList &a, const FrontierList &b)
    {
        return std::equal(a.begin(), a.end(), b.begin(), b.end());
    }

private:
    std::vector<FrontierCell> m_records; // [0, m_size) in use, the rest room
    std::size_t m_size = 0;
    std::size_t m_room = 0; // m_records.size(), kept: no division by a record's size to ask it
};

} // namespace carcassonne
