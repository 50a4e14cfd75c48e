#include "gamestate.h"
#include "rules/rulemodule.h"

#include <algorithm>
#include <bit>

// GameState: where features lie and what they are worth (split from gamestate.cpp by topic).

namespace carcassonne {

int GameState::segmentAt(CellPos cell, FeatureType type, std::optional<Port> port, int index) const
{
    const Board::Cell &c = m_board.at(cell);
    if (c.tile < 0)
        return -1;
    const PlacedTile &pt = m_board.tiles()[std::size_t(c.tile)];
    const TileType &tt = m_content->tileType(pt.type);
    if (port) {
        const RotatedCell &rc = tt.rotations[pt.rotation][c.cell];
        const std::uint8_t local = featuretype::isOverlay(type) ? rc.overlay[std::size_t(*port)]
                                                                : rc.terrain[std::size_t(*port)];
        if (local == kNoSegment || tt.segments[local].type != type)
            return -1;
        return pt.segmentBase + local;
    }
    int seen = 0;
    for (std::size_t local = 0; local < tt.segments.size(); ++local) {
        const SegmentInfo &s = tt.segments[local];
        if (s.type != type || !s.interior || s.cell != c.cell)
            continue;
        if (seen++ == index)
            return pt.segmentBase + int(local);
    }
    return -1;
}

CellPos GameState::cellOf(int segment) const
{
    const FeatureGraph::Node &n = m_graph.node(segment);
    const PlacedTile &pt = m_board.tiles()[std::size_t(n.tile)];
    const TileType &tt = m_content->tileType(pt.type);
    const RotatedCell &rc = tt.rotations[pt.rotation][tt.segments[n.local].cell];
    return {pt.at.x + rc.offset.x, pt.at.y + rc.offset.y};
}

int GameState::tilesAround(CellPos c) const
{
    // `c` holds a placed tile, so its 3x3 block lies inside the board's grid (Board keeps a
    // margin around the landscape): no bounds check per cell.
    const int centre = m_board.indexOf(c);
    const int stride = m_board.stride();
    int n = 0;
    for (int dy = -1; dy <= 1; ++dy) {
        for (int dx = -1; dx <= 1; ++dx) {
            const Board::Cell &cell = m_board.cellAt(centre + dy * stride + dx);
            n += Board::fillsSurroundings(cell) ? 1 : 0;
        }
    }
    return n;
}

int GameState::tilesOf(int root) const
{
    // Distinct cells, not tile instances: each cell of a multi-cell tile counts as a tile.
    if (m_stamps.tiles.size() < m_board.tiles().size())
        m_stamps.tiles.resize(m_board.tiles().size() + 64);
    const std::uint32_t generation = ++m_stamps.generation;
    int tiles = 0;
    int n = root;
    if (m_content->singleCellTiles()) {
        // A tile is one cell: its first segment here counts it.
        do {
            const FeatureGraph::Node &node = m_graph.node(n);
            TileStamp &stamp = m_stamps.tiles[std::size_t(node.tile)];
            if (stamp.generation != generation) {
                stamp.generation = generation;
                ++tiles;
            }
            n = node.next;
        } while (n != root);
        return tiles;
    }
    do {
        const FeatureGraph::Node &node = m_graph.node(n);
        TileStamp &stamp = m_stamps.tiles[std::size_t(node.tile)];
        if (stamp.generation != generation) {
            stamp.generation = generation;
            stamp.cells = 0;
        }
        const std::uint16_t cells =
                m_content->tileType(m_board.tiles()[std::size_t(node.tile)].type)
                        .segments[node.local]
                        .cellMask;
        const unsigned added = unsigned(cells & ~stamp.cells);
        // Single cells (all of the base game) skip the library's popcount call.
        tiles += (added & (added - 1)) == 0 ? int(added != 0) : __builtin_popcount(added);
        stamp.cells |= cells;
        n = node.next;
    } while (n != root);
    return tiles;
}

int GameState::completedCities(int fieldRoot) const
{
    if (m_stamps.nodes.size() < std::size_t(m_graph.size()))
        m_stamps.nodes.resize(std::size_t(m_graph.size()) + 64, 0);
    const std::uint32_t generation = ++m_stamps.generation;
    int cities = 0;
    int n = fieldRoot;
    do {
        const FeatureGraph::Node &node = m_graph.node(n);
        const PlacedTile &pt = m_board.tiles()[std::size_t(node.tile)];
        const TileType &tt = m_content->tileType(pt.type);
        for (std::uint8_t city : tt.segments[node.local].cities) {
            const int cityRoot = m_graph.find(pt.segmentBase + city);
            std::uint32_t &stamp = m_stamps.nodes[std::size_t(cityRoot)];
            if (stamp == generation)
                continue;
            stamp = generation;
            if (m_graph.node(cityRoot).open == 0)
                ++cities;
        }
        n = node.next;
    } while (n != fieldRoot);
    return cities;
}

// Inlined: the scoring of every feature passes here (bench's instructions a game).
__attribute__((always_inline)) inline void GameState::setFieldValue(FeatureValue &v,
                                                                    int completedCities) const
{
    v.cities = completedCities;
    v.points = v.cities * m_content->core().fieldCityPoints;
}

__attribute__((always_inline)) inline void
GameState::finishValue(int root, FeatureValue &v, const int *figureRoots, int firstFigure) const
{
    const FeatureGraph::Node &r = m_graph.node(root);
    int best = 0;
    // r.figures counts the figures of every kind on it: the walk stops after the last one.
    int left = r.figures;
    for (std::size_t i = std::size_t(firstFigure); left > 0 && i < m_figures.size(); ++i) {
        const PlacedFigure &f = m_figures[i];
        if ((figureRoots ? figureRoots[i] : m_graph.find(f.segment)) != root)
            continue;
        --left;
        if (countsForMajority(f.kind))
            best = std::max(best, v.figures[f.player] += m_content->figureWeight(f.kind));
    }
    for (int p = 0; p < m_playerCount && best > 0; ++p) {
        if (v.figures[std::size_t(p)] == best)
            v.winners |= std::uint8_t(1u << p);
    }
    // Only where a value module may change the value (Inns & Cathedrals: a road with an inn, a
    // city with a cathedral): the calls for every other feature were most of the package rules'
    // cost.
    const std::uint32_t gate = m_content->valueGate(v.type);
    if (gate == 0)
        return;
    bool adjust = gate == RuleModule::kEveryValue;
    for (std::uint32_t bits = gate; !adjust && bits; bits &= bits - 1)
        adjust = m_graph.tally(root, Tally(std::countr_zero(bits))) > 0;
    if (!adjust)
        return;
    for (const RuleModule *m : m_content->valueModules())
        m->adjustValue(*this, root, v);
}

FeatureValue GameState::value(int segment) const
{
    return valueOf(segment, true, nullptr);
}

FeatureValue GameState::valueOf(int segment, bool fieldTiles, const int *figureRoots,
                                int firstFigure) const
{
    FeatureValue v;
    const int root = m_graph.find(segment);
    const FeatureGraph::Node &r = m_graph.node(root);
    const CoreParameters &core = m_content->core();
    v.type = r.type;
    switch (r.type) {
    case FeatureType::Road:
        v.tiles = tilesOf(root);
        v.completed = r.open == 0;
        v.points = v.tiles * (v.completed ? core.roadTilePoints : core.roadTilePointsFinal);
        break;
    case FeatureType::City:
        v.tiles = tilesOf(root);
        v.pennants = m_graph.tally(root, Tally::Pennants);
        v.completed = r.open == 0;
        v.points = v.completed
                ? v.tiles * core.cityTilePoints + v.pennants * core.cityPennantPoints
                : v.tiles * core.cityTilePointsFinal + v.pennants * core.cityPennantPointsFinal;
        break;
    case FeatureType::Field:
        setFieldValue(v, m_content->fieldsCountCities() ? completedCities(root) : 0);
        v.tiles = fieldTiles ? tilesOf(root) : 0;
        break;
    case FeatureType::River:
        v.tiles = tilesOf(root);
        v.completed = r.open == 0;
        break;
    default: // cloister-like: the tile itself and its neighbours
        v.tiles = surroundingTiles(root);
        v.completed = v.tiles == 9;
        v.points = v.tiles * (v.completed ? core.cloisterTilePoints : core.cloisterTilePointsFinal);
        break;
    }
    finishValue(root, v, figureRoots, firstFigure);
    return v;
}

FeatureValue GameState::fieldValue(int root, int completedCities, const int *figureRoots) const
{
    FeatureValue v;
    v.type = FeatureType::Field;
    setFieldValue(v, m_content->fieldsCountCities() ? completedCities : 0);
    finishValue(root, v, figureRoots, 0);
    return v;
}

} // namespace carcassonne
