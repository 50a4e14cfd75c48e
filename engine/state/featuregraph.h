#pragma once

#include "content/featureattributes.h"
#include "core/featuretype.h"

#include <array>
#include <cstdint>
#include <utility>
#include <vector>

namespace carcassonne {

// Tallies a feature carries, summed when features join: one per feature attribute
// (content/featureattributes.h), by the same index.
using Tally = FeatureAttribute;
inline constexpr int kTallyCount = kFeatureAttributeCount;

// The connected features of the landscape: one node per tile segment, joined with union-find.
// Each root holds what its feature needs for completion and scoring; members form a ring so a
// feature's segments can be walked without a search.
class FeatureGraph
{
public:
    struct Node
    {
        std::int32_t parent = 0;
        std::int32_t next = 0; // ring of the feature's members
        std::int16_t tile = -1; // board tile index
        std::uint8_t local = 0; // segment index within the tile type
        FeatureType type = FeatureType::Field;
        // Valid on roots:
        bool done = false; // scored (or completed without figures): never again
        std::uint8_t figures = 0; // figures that occupy it (any kind)
        std::int16_t open = 0; // unmatched edge ports; 0 = closed
        std::int16_t size = 1; // member segments
        std::array<std::int16_t, kTallyCount> tallies{};
    };

    void reserve(std::size_t n) { m_nodes.reserve(n); }
    int add(FeatureType type, int tile, int local, int openPorts);
    // Adds a tile's nodes from its type's templates; returns the first node's id.
    int addTile(const std::vector<Node> &templates, int tile)
    {
        const int base = int(m_nodes.size());
        m_nodes.insert(m_nodes.end(), templates.begin(), templates.end());
        for (std::size_t i = std::size_t(base); i < m_nodes.size(); ++i) {
            m_nodes[i].parent = std::int32_t(i);
            m_nodes[i].next = std::int32_t(i);
            m_nodes[i].tile = std::int16_t(tile);
        }
        return base;
    }
    // The second and later port pairs joining the same two nodes only close ports.
    void closePortPair(int node) { m_nodes[std::size_t(find(node))].open -= 2; }
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
    // Joins the features of two nodes that meet at `portPairs` port pairs; returns the root.
    int connect(int a, int b, int portPairs = 1)
    {
        int ra = find(a);
        int rb = find(b);
        if (ra != rb) {
            if (m_nodes[std::size_t(ra)].size < m_nodes[std::size_t(rb)].size)
                std::swap(ra, rb);
            join(m_nodes[std::size_t(ra)], m_nodes[std::size_t(rb)], ra);
        }
        // Each matched port pair closes one port on each side.
        Node &root = m_nodes[std::size_t(ra)];
        root.open = std::int16_t(root.open - 2 * portPairs);
        return ra;
    }
    // Empties the graph, keeping its memory for the next game.
    void clear() { m_nodes.clear(); }

    const Node &node(int n) const { return m_nodes[std::size_t(n)]; }
    Node &node(int n) { return m_nodes[std::size_t(n)]; }
    int size() const { return int(m_nodes.size()); }

private:
    static void join(Node &root, Node &child, int rootId)
    {
        child.parent = rootId;
        std::swap(root.next, child.next); // splice the two member rings
        root.size = std::int16_t(root.size + child.size);
        root.open = std::int16_t(root.open + child.open);
        root.figures = std::uint8_t(root.figures + child.figures);
        root.done = root.done || child.done;
        for (int i = 0; i < kTallyCount; ++i)
            root.tallies[std::size_t(i)] += child.tallies[std::size_t(i)];
    }
    mutable std::vector<Node> m_nodes;
};

} // namespace carcassonne
