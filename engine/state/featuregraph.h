#pragma once

#include "content/featureattributes.h"
#include "core/featuretype.h"

#include <algorithm>
#include <array>
#include <cassert>
#include <cstdint>
#include <cstring>
#include <type_traits>
#include <utility>
#include <vector>

namespace carcassonne {

// Tallies a feature carries, summed when features join: one per feature attribute
// (content/featureattributes.h), by the same index; a game's authored attributes follow the
// built-in ones (Tally(kFeatureAttributeCount + i)).
using Tally = FeatureAttribute;
inline constexpr int kTallyCount = kAttributeSlotCount;

// The connected features of the landscape: one node per tile segment, joined with union-find.
// Each root holds what its feature needs for completion and scoring; members form a ring so a
// feature's segments can be walked without a search.
class FeatureGraph
{
public:
    // Which tallies a game keeps: those some tile of its content carries; the others are 0
    // everywhere. The first lies in the node itself (Node::tally), the rest in a row of
    // `extra` numbers per node beside the nodes. The base game keeps one (pennants), so a
    // node is 20 bytes, not 32 with a slot for every attribute any rule set knows.
    struct TallyLayout
    {
        std::array<std::int8_t, kTallyCount> column{}; // -1: not kept; 0: Node::tally
        int extra = 0; // columns beyond the node's own

        TallyLayout() { column.fill(-1); }
        static TallyLayout of(std::uint32_t attributeMask)
        {
            TallyLayout l;
            int columns = 0;
            for (int t = 0; t < kTallyCount; ++t) {
                if (attributeMask & (1u << t))
                    l.column[std::size_t(t)] = std::int8_t(columns++);
            }
            l.extra = std::max(0, columns - 1);
            return l;
        }
    };

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
        std::int16_t tally = 0; // the layout's first tally (TallyLayout)
    };
    static_assert(sizeof(Node) == 20, "a node is copied for every segment of every state copy");
    static_assert(std::is_trivially_copyable_v<Node>, "a tile's nodes are copied as one block");

    // A tile type's node templates come padded to at least this many (TileType::nodes), and the
    // graph makes room for a block past its last node before it adds a tile: a tile of up to
    // kTileBlock segments (every published one but The Mist's largest) is copied and linked as
    // one block of fixed size, with no loop whose length varies from tile to tile for the
    // branch predictor to miss.
    static constexpr int kTileBlock = 8;

    FeatureGraph() = default;
    // Copies the nodes in use alone (the bots copy states for every move they weigh).
    FeatureGraph(const FeatureGraph &other)
        : m_nodes(other.m_nodes.begin(), other.m_nodes.begin() + other.m_count),
          m_tallies(other.m_tallies),
          m_layout(other.m_layout),
          m_count(other.m_count),
          m_room(other.m_count),
          m_closedOne(other.m_closedOne)
    { }
    FeatureGraph(FeatureGraph &&other) noexcept
        : m_nodes(std::move(other.m_nodes)),
          m_tallies(std::move(other.m_tallies)),
          m_layout(other.m_layout),
          m_count(std::exchange(other.m_count, 0)),
          m_room(std::exchange(other.m_room, 0)),
          m_closedOne(other.m_closedOne)
    { }
    FeatureGraph &operator=(const FeatureGraph &other)
    {
        if (this == &other)
            return *this;
        // With the room for the next tile's block, so a bot's working state grows once.
        if (m_room < other.m_count + kTileBlock) {
            m_nodes.resize(std::size_t(other.m_count + kTileBlock));
            m_room = int(m_nodes.size());
        }
        std::copy_n(other.m_nodes.begin(), other.m_count, m_nodes.begin());
        m_tallies = other.m_tallies;
        m_layout = other.m_layout;
        m_count = other.m_count;
        m_closedOne = other.m_closedOne;
        return *this;
    }
    FeatureGraph &operator=(FeatureGraph &&other) noexcept
    {
        if (this == &other)
            return *this;
        m_nodes = std::move(other.m_nodes);
        m_tallies = std::move(other.m_tallies);
        m_layout = other.m_layout;
        m_count = std::exchange(other.m_count, 0);
        m_room = std::exchange(other.m_room, 0);
        m_closedOne = other.m_closedOne;
        return *this;
    }

    // Set before the first node, for the content being played.
    void setTallyLayout(const TallyLayout &layout) { m_layout = layout; }
    const TallyLayout &tallyLayout() const { return m_layout; }

    void reserve(std::size_t n)
    {
        if (m_nodes.size() < n + kTileBlock) {
            m_nodes.resize(n + kTileBlock);
            m_room = int(m_nodes.size());
        }
        m_tallies.reserve(n * std::size_t(m_layout.extra));
    }
    int add(FeatureType type, int tile, int local, int openPorts);
    // Adds a tile's `count` nodes from its type's templates (padded to kTileBlock or more: the
    // caller's promise, asserted) and their extra tallies (a row of the layout's `extra` per
    // node); returns the first node's id.
    int addTile(const std::vector<Node> &templates, int count,
                const std::vector<std::int16_t> &extra, int tile)
    {
        const int base = m_count;
        if (m_layout.extra)
            m_tallies.insert(m_tallies.end(), extra.begin(), extra.end());
        assert(templates.size() >= std::size_t(std::max(count, kTileBlock)));
        if (count <= kTileBlock) {
            makeRoom(kTileBlock);
            // The whole block, blank padding included: what lies past `count` is room, and the
            // next tile writes over it.
            Node *added = m_nodes.data() + base;
            std::memcpy(static_cast<void *>(added), templates.data(), sizeof(Node) * kTileBlock);
            for (int i = 0; i < kTileBlock; ++i) {
                added[i].parent = base + i;
                added[i].next = base + i;
                added[i].tile = std::int16_t(tile);
            }
        } else {
            makeRoom(count);
            for (int i = 0; i < count; ++i) {
                Node &n = m_nodes[std::size_t(base + i)];
                n = templates[std::size_t(i)];
                n.parent = base + i;
                n.next = base + i;
                n.tile = std::int16_t(tile);
            }
        }
        m_count += count;
        return base;
    }
    // Closes `ports` open ports of the node's feature without a join (the Mayflower coast
    // ends the roads and cities that reach it).
    void closePorts(int node, int ports)
    {
        Node &root = m_nodes[std::size_t(find(node))];
        root.open = std::int16_t(root.open - ports);
        m_closedOne = m_closedOne || root.open == 0;
    }
    // Whether a join or closePorts() closed a feature's last open port since clearClosed() (or
    // clearClosed(true) said one is closed already): a turn where none did has nothing to score
    // but cloister-like features.
    bool closedOne() const { return m_closedOne; }
    void clearClosed(bool closed = false) { m_closedOne = closed; }
    // Every node's parent is its feature's root (join() relinks the smaller feature's ring):
    // a find is one load, not a walk of varying length. Union by size bounds the relinks to
    // log2(members) per node; in a base game they cost less than the walks they replace.
    int find(int node) const { return m_nodes[std::size_t(node)].parent; }
    // Joins the features of two nodes that meet at `portPairs` port pairs; returns the root.
    // Always inline: a placement's joins call it from three places, and the compiler kept one
    // out of line, where the call cost about as much as the join.
    __attribute__((always_inline)) int connect(int a, int b, int portPairs = 1)
    {
        int ra = find(a);
        int rb = find(b);
        if (ra != rb) {
            // The larger feature's root stays root, chosen without a branch: which one is
            // larger is chance, and the branch on it was mispredicted.
            const bool smaller = m_nodes[std::size_t(ra)].size < m_nodes[std::size_t(rb)].size;
            const int flip = (ra ^ rb) & -int(smaller);
            ra ^= flip;
            rb ^= flip;
            join(ra, rb);
        }
        // Each matched port pair closes one port on each side.
        Node &root = m_nodes[std::size_t(ra)];
        root.open = std::int16_t(root.open - 2 * portPairs);
        m_closedOne = m_closedOne || root.open == 0;
        return ra;
    }
    // Empties the graph, keeping its memory for the next game.
    void clear()
    {
        m_count = 0; // the nodes' memory stays, as the room for the next game
        m_tallies.clear();
        m_closedOne = false;
    }

    const Node &node(int n) const { return m_nodes[std::size_t(n)]; }
    // A feature's tally: ask a root for the whole feature's.
    int tally(int n, Tally t) const
    {
        return read(m_layout, m_nodes[std::size_t(n)],
                    m_tallies.data() + std::size_t(n) * std::size_t(m_layout.extra), t);
    }
    // A tally of a node and its row of extra tallies in a layout (a tile type's templates).
    static int read(const TallyLayout &layout, const Node &node, const std::int16_t *extra, Tally t)
    {
        const int c = layout.column[std::size_t(t)];
        return c < 0 ? 0 : c == 0 ? node.tally : extra[c - 1];
    }
    Node &node(int n) { return m_nodes[std::size_t(n)]; }
    int size() const { return m_count; }

private:
    // Room for `n` more nodes and a block past them.
    void makeRoom(int n)
    {
        const int needed = m_count + n + kTileBlock;
        if (m_room < needed) {
            m_nodes.resize(std::max(std::size_t(needed), m_nodes.size() * 2));
            m_room = int(m_nodes.size());
        }
    }
    __attribute__((always_inline)) void join(int rootId, int childId)
    {
        Node *nodes = m_nodes.data();
        int n = childId;
        do {
            nodes[n].parent = rootId;
            n = nodes[n].next;
        } while (n != childId);
        Node &root = nodes[rootId];
        Node &child = nodes[childId];
        std::swap(root.next, child.next); // splice the two member rings
        root.size = std::int16_t(root.size + child.size);
        root.open = std::int16_t(root.open + child.open);
        root.figures = std::uint8_t(root.figures + child.figures);
        root.done = root.done | child.done; // no branch: joins are hot
        root.tally = std::int16_t(root.tally + child.tally);
        if (m_layout.extra)
            joinExtra(rootId, childId);
    }
    void joinExtra(int rootId, int childId)
    {
        const std::size_t extra = std::size_t(m_layout.extra);
        std::int16_t *root = m_tallies.data() + std::size_t(rootId) * extra;
        const std::int16_t *child = m_tallies.data() + std::size_t(childId) * extra;
        // Up to three columns (Inns & Cathedrals keeps two, Traders & Builders' goods three)
        // written out: the loop's control cost as much as its adds, on every join.
        switch (extra) {
        case 3:
            root[2] = std::int16_t(root[2] + child[2]);
            [[fallthrough]];
        case 2:
            root[1] = std::int16_t(root[1] + child[1]);
            [[fallthrough]];
        case 1:
            root[0] = std::int16_t(root[0] + child[0]);
            break;
        default:
            for (std::size_t i = 0; i < extra; ++i)
                root[i] = std::int16_t(root[i] + child[i]);
        }
    }
    // The nodes in use are [0, m_count); what lies past them is room (makeRoom() before every
    // write there).
    std::vector<Node> m_nodes;
    std::vector<std::int16_t> m_tallies; // the extra tallies: a row of m_layout.extra per node
    TallyLayout m_layout;
    int m_count = 0;
    int m_room = 0; // m_nodes.size(), kept: comparing with it needs no division by a node's size
    bool m_closedOne = false;
};

} // namespace carcassonne
