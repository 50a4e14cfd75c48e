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
    m_tallies.resize(m_tallies.size() + std::size_t(m_layout.extra), 0);
    return id;
}

} // namespace carcassonne
