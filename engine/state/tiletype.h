#pragma once

#include "content/featuredefinition.h"
#include "content/tiledefinition.h"
#include "featuregraph.h"

#include <array>
#include <cstdint>
#include <vector>

namespace carcassonne {

inline constexpr std::uint8_t kNoSegment = 0xFF;
inline constexpr std::uint8_t kNoSideKind = 0xFF;

// A feature of a tile type as the game uses it: rotation-free facts.
struct SegmentInfo
{
    FeatureType type = FeatureType::Field;
    std::uint8_t cell = 0; // index of the cell an interior feature lies in
    std::uint16_t cellMask = 1; // cells it covers: a cell counts as one tile for every count
    std::int16_t ports = 0; // ports on the tile's outer edges (open until matched)
    // Defined without ports (cloister, garden, enclosed field): named by type and index.
    bool interior = false;
    // By FeatureAttribute, then the game's authored attributes (GameContent::authoredAttributes).
    std::array<std::int16_t, kAttributeSlotCount> attributes{};
    std::vector<std::uint8_t> cities; // field: segment indices of the cities it borders
    SymbolKind symbol = SymbolKind::None;
    std::uint8_t symbolSide = 0;
};

// One cell of a tile type in one rotation, in board orientation.
struct RotatedCell
{
    CellPos offset; // from the tile's anchor cell
    std::array<std::uint8_t, kPortCount> terrain{}; // board port -> segment
    std::array<std::uint8_t, kPortCount> overlay{}; // board port -> fog segment
    std::array<std::uint8_t, kSideCount> sideKind{}; // interned side kinds, kNoSideKind inside
    std::array<bool, kSideCount> internal{}; // side joined to another cell of the tile
    // What an empty neighbour across each outer side must match, as its share of the
    // neighbour's frontier code (FrontierCell::code), precomputed for the placing pass.
    std::array<std::uint32_t, kSideCount> frontierWeight{};
    // Bit per outer side whose three thirds are one segment (a city side, an unbroken field):
    // joining two such sides is one join closing three port pairs.
    std::uint8_t uniformSides = 0;
    // By segment index: bit per outer side (not internal) where the segment has a port.
    std::vector<std::uint8_t> segmentSides;
};

// A tile type compiled for play: its segments and, for each rotation, what lies on each port.
struct TileType
{
    QString key; // "package/id"
    QString packageId;
    QString id;
    int count = 0;
    TileDefinition definition;
    std::vector<SegmentInfo> segments;
    int segmentCount = 0; // segments.size(), kept: every placement reads it
    std::array<std::vector<RotatedCell>, 4> rotations;
    std::array<std::uint32_t, 4> packedSides{}; // single-cell: side kinds N,E,S,W, one byte each
    bool multiCell = false;
    // Some port carries an overlay (fog) segment; placing the others skips the overlay joins.
    bool overlayPorts = false;
    // The feature nodes a placed copy adds, ready to copy (tile and links filled in on placing):
    // one per segment, then blank ones up to FeatureGraph::kTileBlock (always at least that
    // many: FeatureGraph::addTile copies that block whole).
    std::vector<FeatureGraph::Node> nodes;
    // Their tallies past the first (which the node holds): a row per node in the content's
    // layout (GameContent::tallyLayout).
    std::vector<std::int16_t> nodeTallies;
    // Bit per segment index: cloister-like segments, scored by the tiles around them.
    std::uint64_t surroundedSegments = 0;
    // Bit per segment index: roads and cities, scored the moment they close.
    std::uint64_t completableSegments = 0;
    // One of them has no port on the tile's edge: complete the moment it is placed.
    bool completeWhenPlaced = false;
    // Bit per segment index: no figure goes there (RuleModule::blockedFigureSegments).
    std::uint64_t figureBlocked = 0;
    // Bit per segment index: where a meeple may go (the game's meeple feature types, not
    // blocked); for types of at most 64 segments.
    std::uint64_t meepleSegments = 0;
    // Rotations that look different; symmetric tiles repeat (C, B, X...).
    std::array<bool, 4> distinctRotation{true, true, true, true};

    int cellCount() const { return int(rotations[0].size()); }
    // May a figure that takes the feature types of `typeMask` (a bit per FeatureType) go on
    // segment `local`: its type is one of them and no module blocks it?
    bool takesFigure(std::size_t local, std::uint32_t typeMask) const
    {
        return (typeMask >> unsigned(segments[local].type) & 1u)
                && !(local < 64 && (figureBlocked >> local & 1u));
    }
};

} // namespace carcassonne
