#include "featuregraph.h"

#include <utility>

namespace carcassonne {

int FeatureGraph::add(FeatureType type, int tile, int local, int openPorts)
{
    const int id = m_count;
    makeRoom(1);
    Node n;
    n.parent = id;
    n.next = id;
    n.tile = std::int16_t(tile);
    n.local = std::uint8_t(local);
    n.type = type;
    n.open = std::int16_t(openPorts);
    m_nodes[std::size_t(id)] = n;
    ++m_count;
    m_tallies.resize(m_tallies.size() + std::size_t(m_layout.extra), 0);
    return id;
}

} // namespace carcassonne
