#include "rivermodule.h"

#include "state/gamestate.h"

#include <algorithm>

namespace carcassonne {

namespace {

// Sides (bit per side, board orientation) where a cell's river leaves it.
unsigned riverSides(const TileType &type, const RotatedCell &rc)
{
    unsigned sides = 0;
    for (int side = 0; side < kSideCount; ++side) {
        const std::uint8_t seg = rc.terrain[std::size_t(geometry::portAt(side, 1))];
        if (!rc.internal[std::size_t(side)] && seg != kNoSegment
            && type.segments[seg].type == FeatureType::River)
            sides |= 1u << side;
    }
    return sides;
}

// How a river bends from entering at `entry` to leaving at `exit`: 0 straight, 1 right,
// 3 left (clockwise quarter turns of the heading).
int bend(int entry, int exit)
{
    const int heading = (entry + 2) & 3;
    return (exit - heading + 4) & 3;
}

// The other river side of a single-cell tile with exactly two, or -1.
int otherSide(unsigned sides, int side)
{
    if (__builtin_popcount(sides) != 2 || !(sides & (1u << side)))
        return -1;
    return __builtin_ctz(sides & ~(1u << side));
}

// RiverModule's table (RiverModule::compile).
struct RiverTable final : ModuleTable
{
    // By tile type: its group in the pile's order, river tiles (kRiver) first, then the lakes,
    // then the rest (kOther).
    enum Rank : std::uint8_t { kRiver, kLake, kOther };
    std::vector<std::uint8_t> rank;
    // By tile type: its cell count (TileType::cellCount), read here without the tile type.
    std::vector<std::uint8_t> cells;
    // By tile type: the first of its entries in `sides`, which holds for each rotation each
    // rotated cell's river sides (bit per side), rotation after rotation.
    std::vector<std::uint32_t> first;
    std::vector<std::uint8_t> sides;
    // The start tiles other packages name, which the spring replaces: setup puts one of each
    // back in the box (found once here, where each game built their names again).
    std::vector<std::uint16_t> boxed;

    unsigned sidesOf(int type, int rotation, int cell, int cellCount) const
    {
        return sides[first[std::size_t(type)] + std::size_t(rotation * cellCount + cell)];
    }
};

} // namespace

std::shared_ptr<const ModuleTable> RiverModule::compile(const GameContent &content,
                                                        Problems &) const
{
    auto table = std::make_shared<RiverTable>();
    const std::size_t types = content.tileTypes().size();
    table->rank.resize(types);
    table->cells.resize(types);
    table->first.resize(types);
    for (std::size_t t = 0; t < types; ++t) {
        const TileType &type = content.tileType(int(t));
        table->rank[t] = !isRiverTile(type) ? RiverTable::kOther
                : isLake(type)              ? RiverTable::kLake
                                            : RiverTable::kRiver;
        table->cells[t] = std::uint8_t(type.cellCount());
        table->first[t] = std::uint32_t(table->sides.size());
        for (int r = 0; r < 4; ++r) {
            for (const RotatedCell &rc : type.rotations[std::size_t(r)])
                table->sides.push_back(std::uint8_t(riverSides(type, rc)));
        }
    }
    for (const Package &p : content.packages()) {
        if (p.rules.startTile.isEmpty())
            continue;
        const int t = content.tileTypeIndex(p.id + QLatin1Char('/') + p.rules.startTile);
        if (t >= 0 && t != content.startTile())
            table->boxed.push_back(std::uint16_t(t));
    }
    return table;
}

bool RiverModule::isRiverTile(const TileType &type)
{
    return std::any_of(type.segments.begin(), type.segments.end(),
                       [](const SegmentInfo &s) { return s.type == FeatureType::River; });
}

bool RiverModule::isLake(const TileType &type)
{
    int ends = 0;
    for (const SegmentInfo &s : type.segments) {
        if (s.type == FeatureType::River)
            ends += s.ports;
    }
    return ends == 1;
}

void RiverModule::setup(GameState &state, EventList *) const
{
    if (state.fixedDeck())
        return; // a record's deck is the draw order as written
    const auto &table = *static_cast<const RiverTable *>(state.content().moduleTable(this));
    std::vector<std::uint16_t> &pile = state.pileRef();
    // The spring replaces the start tiles other packages name: they go back in the box.
    for (const std::uint16_t t : table.boxed) {
        const auto it = std::find(pile.begin() + state.pileIndex(), pile.end(), t);
        if (it != pile.end())
            pile.erase(it);
    }
    orderPile(state);
}

void RiverModule::orderPile(GameState &state) const
{
    // River tiles first, then the lakes, then the rest; each group keeps its shuffled order.
    // The groups from the table, and written out group by group: a stable sort, which found
    // each tile's group again and sorted by it, cost a River game about 7,000 instructions.
    const auto &table = *static_cast<const RiverTable *>(state.content().moduleTable(this));
    std::vector<std::uint16_t> &pile = state.pileRef();
    const auto begin = pile.begin() + state.pileIndex();
    const std::vector<std::uint16_t> shuffled(begin, pile.end());
    auto out = begin;
    for (std::uint8_t group = RiverTable::kRiver; group <= RiverTable::kOther; ++group) {
        for (const std::uint16_t t : shuffled) {
            if (table.rank[t] == group)
                *out++ = t;
        }
    }
}

int RiverModule::placementCells(const GameState &state, int tileType, PlacementCells &cells) const
{
    const GameContent &content = state.content();
    const auto &table = *static_cast<const RiverTable *>(content.moduleTable(this));
    if (table.rank[std::size_t(tileType)] == RiverTable::kOther)
        return -1;
    const Board &board = state.board();
    int count = 0;
    // The frontier cells across a placed cell's river sides; false when there are more mouths
    // than the list holds (then every cell is asked). Inline: out of line, its call cost about
    // as much as its work.
    auto addMouths = [&](CellPos cell, unsigned sides) __attribute__((always_inline))
    {
        for (; sides; sides &= sides - 1) {
            const int frontier = board.at(geometry::neighbour(cell, __builtin_ctz(sides))).frontier;
            if (frontier < 0
                || std::find(cells.begin(), cells.begin() + count, frontier)
                        != cells.begin() + count)
                continue;
            if (count == kPlacementCells)
                return false;
            cells[std::size_t(count++)] = frontier;
        }
        return true;
    };
    for (const PlacedTile &pt : board.tiles()) {
        if (table.rank[pt.type] == RiverTable::kOther)
            continue;
        const int cellCount = table.cells[pt.type];
        if (cellCount == 1) { // its one cell lies at `at`: no walk of its rotated cells
            if (!addMouths(pt.at, table.sidesOf(pt.type, pt.rotation, 0, 1)))
                return -1;
            continue;
        }
        const TileType &type = content.tileType(pt.type);
        for (int cellIndex = 0; cellIndex < cellCount; ++cellIndex) {
            const RotatedCell &rc = type.rotations[pt.rotation][std::size_t(cellIndex)];
            if (!addMouths({pt.at.x + rc.offset.x, pt.at.y + rc.offset.y},
                           table.sidesOf(pt.type, pt.rotation, cellIndex, cellCount)))
                return -1;
        }
    }
    return count;
}

bool RiverModule::allowsPlacement(const GameState &state, int tileType, CellPos at,
                                  int rotation) const
{
    const GameContent &content = state.content();
    // The content's table: every content that builds compiles its modules (GameContent::build).
    const auto &table = *static_cast<const RiverTable *>(content.moduleTable(this));
    if (table.rank[std::size_t(tileType)] == RiverTable::kOther)
        return true;
    const TileType &type = content.tileType(tileType);
    const Board &board = state.board();
    bool continues = false;
    const int cellCount = type.cellCount();
    for (int cellIndex = 0; cellIndex < cellCount; ++cellIndex) {
        const RotatedCell &rc = type.rotations[std::size_t(rotation)][std::size_t(cellIndex)];
        const unsigned sides = table.sidesOf(tileType, rotation, cellIndex, cellCount);
        const CellPos cell{at.x + rc.offset.x, at.y + rc.offset.y};
        for (int side = 0; side < kSideCount; ++side) {
            if (!(sides & (1u << side)))
                continue;
            const CellPos n = geometry::neighbour(cell, side);
            const Board::Cell &bc = board.at(n);
            if (bc.tile < 0)
                continue;
            // The edges fit, so the neighbour's river meets ours here.
            continues = true;
            if (type.multiCell)
                continue;
            const int exit = otherSide(sides, side);
            if (exit < 0)
                continue;
            const PlacedTile &pt = board.tiles()[std::size_t(bc.tile)];
            const TileType &theirs = content.tileType(pt.type);
            if (theirs.multiCell)
                continue;
            const unsigned theirSides = table.sidesOf(pt.type, pt.rotation, 0, theirs.cellCount());
            const int facing = (side + 2) & 3;
            const int theirEntry = otherSide(theirSides, facing);
            if (theirEntry < 0)
                continue;
            const int before = bend(theirEntry, facing);
            if (before != 0 && before == bend(side, exit))
                return false; // two bends the same way in a row: a U-turn
        }
    }
    return continues;
}

} // namespace carcassonne
