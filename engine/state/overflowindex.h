#pragma once

#include "core/geometry.h"

#include <cstdint>
#include <vector>

namespace carcassonne {

// GameState's open cloister-like features that have no watch slot, found by their cell. A few
// (a base game has one or two, when at all) are a short list read through; past kShortList
// they move to a hash table with linear probing, where adding or removing one moves nothing
// else (the sorted list this replaced moved half of itself each time: a tenth of a game of
// 14,400 tiles went to memmove) and the 3x3 block around a placed cell is nine probes. Several
// entries may share a cell; the order of entries means nothing.
class OverflowIndex
{
public:
    int size() const { return m_count; }
    // Empties the index, keeping its memory.
    void clear();
    void insert(CellPos cell, std::int32_t entry);
    // Renames the entry `from` at `cell` to `to`, or removes it when `to` is negative; false
    // when there is none.
    bool replace(CellPos cell, std::int32_t from, std::int32_t to);
    bool contains(CellPos cell, std::int32_t entry) const;
    // Calls f(entry) for each entry whose cell lies in the 3x3 block around `p`; f must not
    // change the index.
    template<typename F>
    void forEachAround(CellPos p, F &&f) const
    {
        if (!m_hashed) {
            for (const Slot &s : m_slots) {
                if (unsigned(p.x - s.x + 1) <= 2 && unsigned(p.y - s.y + 1) <= 2)
                    f(s.entry);
            }
            return;
        }
        for (int dy = -1; dy <= 1; ++dy) {
            for (int dx = -1; dx <= 1; ++dx) {
                const CellPos cell{p.x + dx, p.y + dy};
                for (std::size_t i = home(cell);; i = (i + 1) & m_mask) {
                    const Slot &s = m_slots[i];
                    if (s.entry < 0)
                        break;
                    if (s.x == cell.x && s.y == cell.y)
                        f(s.entry);
                }
            }
        }
    }

private:
    static constexpr int kShortList = 16;
    struct Slot
    {
        std::int32_t x = 0;
        std::int32_t y = 0;
        std::int32_t entry = -1; // negative: an empty slot of the table
    };
    // Fibonacci hashing: the top bits of a multiplicative mix, so neighbouring cells spread.
    std::size_t home(CellPos c) const
    {
        const std::uint32_t h = std::uint32_t(c.x) * 0x9E3779B1u + std::uint32_t(c.y) * 0x85EBCA77u;
        return std::size_t(h >> m_shift);
    }
    // The slot holding `entry` at `cell`, or m_slots.size().
    std::size_t find(CellPos cell, std::int32_t entry) const;
    // Makes (or doubles) the table from what m_slots holds.
    void rehash(std::size_t capacity);
    void put(const Slot &slot);

    // The short list (every slot used), or the table: a power of two, at most half full.
    std::vector<Slot> m_slots;
    bool m_hashed = false;
    std::size_t m_mask = 0;
    unsigned m_shift = 32;
    int m_count = 0;
};

} // namespace carcassonne
