#include "featuregraph.h"

#include <utility>

namespace carcassonne {

int FeatureGraph::add(FeatureType type, int tile, int local, int openPorts)
{
    const int id = int(m_nodes.size());
    Node n;
    n.parent = id;
    n.next = id;
    n.tile = std::int16_t(tile);
    n.local = std::uint8_t(local);
    n.type = type;
    n.open = std::int16_t(openPorts);
    m_nodes.push_back(n);
    return id;
}

void FeatureGraph::join(Node &root, Node &child, int rootId)
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

} // namespace carcassonne
