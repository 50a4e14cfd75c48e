#pragma once

#include "featuretype.h"

#include <array>
#include <cstdint>
#include <vector>

namespace carcassonne {

// Tallies a feature carries; summed when features join.
enum class Tally : std::uint8_t {
    Pennants,
    Wine,
    Grain,
    Cloth,
    TradingPosts,
    Animals,
    Ghosts,
    Count
};
inline constexpr int kTallyCount = int(Tally::Count);

// The connected features of the landscape: one node per tile segment, joined with union-find.
// Each root holds what its feature needs for completion and scoring; members form a ring so a
// feature's segments can be walked without a search.
class FeatureGraph
{
public:
    struct Node
    {
        std::int32_t parent = 0;
        std::int32_t next = 0;   // ring of the feature's members
        std::int16_t tile = -1;  // board tile index
        std::uint8_t local = 0;  // segment index within the tile type
        FeatureType type = FeatureType::Field;
        // Valid on roots:
        bool done = false;          // scored (or completed without figures): never again
        std::uint8_t figures = 0;   // figures that occupy it (any kind)
        std::int16_t open = 0;      // unmatched edge ports; 0 = closed
        std::int16_t size = 1;      // member segments
        std::array<std::int16_t, kTallyCount> tallies{};
    };

    void reserve(std::size_t n) { m_nodes.reserve(n); }
    int add(FeatureType type, int tile, int local, int openPorts);
    int find(int node) const
    {
        // Path halving keeps trees flat; mutation of parents does not change meaning.
        int n = node;
        while (m_nodes[std::size_t(n)].parent != n) {
            const int p = m_nodes[std::size_t(n)].parent;
            m_nodes[std::size_t(n)].parent = m_nodes[std::size_t(p)].parent;
            n = p;
        }
        return n;
    }
    // Joins the features of two nodes that meet at one port pair; returns the root.
    int connect(int a, int b);

    const Node &node(int n) const { return m_nodes[std::size_t(n)]; }
    Node &node(int n) { return m_nodes[std::size_t(n)]; }
    int size() const { return int(m_nodes.size()); }

private:
    mutable std::vector<Node> m_nodes;
};

} // namespace carcassonne
