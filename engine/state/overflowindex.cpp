#include "overflowindex.h"

namespace carcassonne {

void OverflowIndex::clear()
{
    m_slots.clear();
    m_hashed = false;
    m_count = 0;
}

void OverflowIndex::put(const Slot &slot)
{
    std::size_t i = home({slot.x, slot.y});
    while (m_slots[i].entry >= 0)
        i = (i + 1) & m_mask;
    m_slots[i] = slot;
}

void OverflowIndex::rehash(std::size_t capacity)
{
    std::vector<Slot> old;
    old.swap(m_slots);
    m_slots.assign(capacity, Slot{});
    m_mask = capacity - 1;
    m_shift = 32u - unsigned(__builtin_ctzll(capacity));
    m_hashed = true;
    for (const Slot &s : old) {
        if (s.entry >= 0)
            put(s);
    }
}

void OverflowIndex::insert(CellPos cell, std::int32_t entry)
{
    ++m_count;
    if (!m_hashed) {
        m_slots.push_back(Slot{cell.x, cell.y, entry});
        if (m_count > kShortList)
            rehash(4 * kShortList);
        return;
    }
    if (std::size_t(m_count) * 2 > m_slots.size())
        rehash(m_slots.size() * 2);
    put(Slot{cell.x, cell.y, entry});
}

std::size_t OverflowIndex::find(CellPos cell, std::int32_t entry) const
{
    auto is = [&](const Slot &s) { return s.entry == entry && s.x == cell.x && s.y == cell.y; };
    if (!m_hashed) {
        for (std::size_t i = 0; i < m_slots.size(); ++i) {
            if (is(m_slots[i]))
                return i;
        }
        return m_slots.size();
    }
    for (std::size_t i = home(cell);; i = (i + 1) & m_mask) {
        if (m_slots[i].entry < 0)
            return m_slots.size();
        if (is(m_slots[i]))
            return i;
    }
}

bool OverflowIndex::contains(CellPos cell, std::int32_t entry) const
{
    return find(cell, entry) != m_slots.size();
}

bool OverflowIndex::replace(CellPos cell, std::int32_t from, std::int32_t to)
{
    std::size_t i = find(cell, from);
    if (i == m_slots.size())
        return false;
    if (to >= 0) {
        m_slots[i].entry = to;
        return true;
    }
    --m_count;
    if (!m_hashed) {
        m_slots[i] = m_slots.back();
        m_slots.pop_back();
        return true;
    }
    // Backward-shift deletion: each later slot of the run that may sit in the hole (its home
    // is not between the hole and itself, cyclically) moves into it, so no probe ever stops
    // early at a gap and no tombstones pile up.
    for (std::size_t j = (i + 1) & m_mask; m_slots[j].entry >= 0; j = (j + 1) & m_mask) {
        const std::size_t k = home({m_slots[j].x, m_slots[j].y});
        const bool stays = i <= j ? (i < k && k <= j) : (i < k || k <= j);
        if (stays)
            continue;
        m_slots[i] = m_slots[j];
        i = j;
    }
    m_slots[i].entry = -1;
    return true;
}

} // namespace carcassonne
