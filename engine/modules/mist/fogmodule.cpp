#include "fogmodule.h"

#include "cooperativemodule.h"
#include "graveyardsmodule.h"
#include "mistboard.h"
#include "state/gamestate.h"

#include <QJsonArray>

#include <algorithm>
#include <array>
#include <utility>

namespace carcassonne {

namespace {

constexpr const char *kReasonNames[] = {"start", "symbols", "graveyard", "graveyardNeighbour",
                                        "bank",  "reward",  "hound",     "graveyardClosed"};
static_assert(std::size(kReasonNames) == std::size_t(FogModule::GhostReason::Count));

} // namespace

ParameterSpecs FogModule::parameters() const
{
    return {ParameterSpec{QStringLiteral("ghostSupply"), 15, 0, 60}};
}

QString FogModule::reasonName(GhostReason reason)
{
    return QString::fromLatin1(kReasonNames[std::size_t(reason)]);
}

std::uint64_t FogModule::blockedFigureSegments(const TileType &type) const
{
    // A road lies wholly under fog or wholly clear: a road segment with a fogged port is fog.
    std::uint64_t blocked = 0;
    for (const RotatedCell &rc : type.rotations[0]) {
        for (int p = 0; p < kPortCount; ++p) {
            const std::uint8_t s = rc.terrain[std::size_t(p)];
            if (s != kNoSegment && s < 64 && rc.overlay[std::size_t(p)] != kNoSegment
                && type.segments[s].type == FeatureType::Road)
                blocked |= std::uint64_t(1) << s;
        }
    }
    return blocked;
}

int FogModule::supply(const GameState &state)
{
    const FogModule *m = state.content().find<FogModule>();
    return m ? m->slotsIn(state)[kSupply] : 0;
}

int FogModule::onBoard(const GameState &state)
{
    int n = 0;
    MistBoard::forEachTileCell(state, [&](CellPos c) { n += state.cellMarks(c); });
    return n;
}

int FogModule::placedOnFogThisTurn(const GameState &state)
{
    const FogModule *m = state.content().find<FogModule>();
    if (!m)
        return 0;
    const std::span<const std::int32_t> s = m->slotsIn(state);
    return s[kPlacedTurn] == state.turn() ? s[kPlacedCount] : 0;
}

std::vector<FogModule::Bank> FogModule::banks(const GameState &state)
{
    std::vector<Bank> out;
    const FeatureGraph &graph = state.features();
    const Board &board = state.board();
    const auto &tiles = board.tiles();
    auto bankOf = [&](int root) -> Bank & {
        for (Bank &b : out) {
            if (b.root == root)
                return b;
        }
        Bank b;
        b.root = root;
        b.state = graph.node(root).done ? BankState::Complete : BankState::Open;
        out.push_back(std::move(b));
        return out.back();
    };
    for (int t = 0; t < int(tiles.size()); ++t) {
        const PlacedTile &pt = tiles[std::size_t(t)];
        const TileType &tt = state.content().tileType(pt.type);
        if (!tt.overlayPorts)
            continue;
        for (const RotatedCell &rc : tt.rotations[pt.rotation]) {
            const CellPos cell{pt.at.x + rc.offset.x, pt.at.y + rc.offset.y};
            for (int p = 0; p < kPortCount; ++p) {
                const std::uint8_t local = rc.overlay[std::size_t(p)];
                if (local == kNoSegment)
                    continue;
                Bank &bank = bankOf(graph.find(pt.segmentBase + local));
                if (std::find(bank.cells.begin(), bank.cells.end(), cell) == bank.cells.end())
                    bank.cells.push_back(cell);
                const int side = geometry::sideOf(Port(p));
                if (bank.state != BankState::Open || rc.internal[std::size_t(side)])
                    continue;
                if (neverClosesAt(state, geometry::neighbour(cell, side), Port(p)))
                    bank.state = BankState::Never;
            }
        }
    }
    return out;
}

bool FogModule::neverClosesAt(const GameState &state, CellPos next, Port port)
{
    const Board &board = state.board();
    const Board::Cell &n = board.at(next);
    if (n.fixed == fixedcell::kFaceDown)
        return true;
    if (n.tile < 0)
        return false;
    // A side against a tile that is no fog there never closes.
    const PlacedTile &other = board.tiles()[std::size_t(n.tile)];
    const RotatedCell &oc = state.content().tileType(other.type).rotations[other.rotation][n.cell];
    return oc.overlay[std::size_t(geometry::facing(port))] == kNoSegment;
}

bool FogModule::place(GameState &state, CellPos cell, int n, GhostReason reason, EventList *events)
{
    const FogModule *m = state.content().find<FogModule>();
    if (!m || n <= 0)
        return true;
    const std::span<std::int32_t> s = m->slotsIn(state);
    if (s[kSupply] < n) {
        CooperativeModule::lose(state, CooperativeModule::Reason::Ghosts, events);
        return false;
    }
    s[kSupply] -= n;
    state.setCellMarks(cell, std::min(255, state.cellMarks(cell) + n));
    if (events) {
        Event e = m->moduleEvent(state, kGhostsPlaced);
        e.at = cell;
        e.values = {std::int16_t(n), std::int16_t(reason)};
        events->push_back(e);
    }
    return true;
}

int FogModule::remove(GameState &state, CellPos cell, int n, GhostReason reason, EventList *events)
{
    const FogModule *m = state.content().find<FogModule>();
    n = std::min(n, state.cellMarks(cell));
    if (!m || n <= 0)
        return 0;
    m->slotsIn(state)[kSupply] += n;
    state.setCellMarks(cell, state.cellMarks(cell) - n);
    if (events) {
        Event e = m->moduleEvent(state, kGhostsRemoved);
        e.at = cell;
        e.values = {std::int16_t(n), std::int16_t(reason)};
        events->push_back(e);
    }
    return n;
}

void FogModule::setup(GameState &state, EventList *events) const
{
    const std::span<std::int32_t> s = slotsIn(state);
    s[kSupply] = state.content().parameter(QStringLiteral("ghostSupply"));
    s[kPlacedTurn] = -1;
    // The start tile's symbols: its ghosts start on it.
    if (state.board().tiles().empty())
        return;
    const TileType &tt = state.content().tileType(state.board().tiles().front().type);
    for (int local = 0; local < int(tt.segments.size()); ++local) {
        const int n = tt.segments[std::size_t(local)].attributes[std::size_t(Tally::Ghosts)];
        if (n > 0 && tt.segments[std::size_t(local)].type == FeatureType::Fog
            && !place(state, MistBoard::cellOfSegment(state, 0, local), n, GhostReason::Start,
                      events))
            return;
    }
}

namespace {

// A fog area of the tile just placed.
struct Area
{
    int local;
    int root;
    bool extended; // joined fog of another tile
};

// A tile's fog areas, on the stack: two hooks read them at every placement. A segment's local
// index is a byte below kNoSegment, which bounds them.
struct Areas
{
    std::array<Area, kNoSegment> items;
    int count = 0;
    const Area *begin() const { return items.data(); }
    const Area *end() const { return items.data() + count; }
    void push_back(const Area &a) { items[std::size_t(count++)] = a; }
};

Areas areasOfTile(const GameState &state, const PlacedTile &pt, const TileType &tt)
{
    const FeatureGraph &graph = state.features();
    Areas areas;
    for (int local = 0; local < int(tt.segments.size()); ++local) {
        if (tt.segments[std::size_t(local)].type != FeatureType::Fog)
            continue;
        const int root = graph.find(pt.segmentBase + local);
        // The area joined another tile's fog when its feature holds more members than the
        // new tile's own fog segments in it (a look at the segments, not a scan of the board).
        int own = 0;
        for (int o = 0; o < int(tt.segments.size()); ++o) {
            if (tt.segments[std::size_t(o)].type == FeatureType::Fog
                && graph.find(pt.segmentBase + o) == root)
                ++own;
        }
        areas.push_back({local, root, graph.node(root).size > own});
    }
    return areas;
}

} // namespace

void FogModule::afterPlacement(GameState &state, EventList *events) const
{
    const int tileIndex = state.lastPlacedTile();
    const PlacedTile &pt = state.board().tiles()[std::size_t(tileIndex)];
    const TileType &tt = state.content().tileType(pt.type);
    FeatureGraph &graph = state.graph();
    // 1b: the new tile's fog areas; a bank whose sides all meet fog now is complete.
    std::vector<int> completed;
    for (const Area &a : areasOfTile(state, pt, tt)) {
        FeatureGraph::Node &r = graph.node(a.root);
        if (r.open != 0 || r.done
            || std::find(completed.begin(), completed.end(), a.root) != completed.end())
            continue;
        r.done = true;
        completed.push_back(a.root);
        const std::vector<CellPos> cells = MistBoard::cellsOfFeature(state, a.root);
        int cleared = 0;
        for (const CellPos &c : cells)
            cleared += state.cellMarks(c);
        if (events) {
            Event e = moduleEvent(state, kBankCompleted);
            e.at = MistBoard::cellOfSegment(state, tileIndex, a.local);
            e.values = {std::int16_t(cells.size()), std::int16_t(cleared)};
            events->push_back(e);
        }
        for (const CellPos &c : cells)
            remove(state, c, 255, GhostReason::Bank, events);
    }
    // 1c: graveyards that close now bury a guard (and clear their ghosts) before new ghosts,
    // also when the team must choose the guard: 2a waits for that choice.
    if (const GraveyardsModule *graveyards = state.content().find<GraveyardsModule>()) {
        graveyards->closeGraveyards(state, events);
        if (GraveyardsModule::burialWaiting(state)) {
            slotsIn(state)[kGhostsDue] = 1;
            return;
        }
    }
    placeTileGhosts(state, events);
}

bool FogModule::ghostsDue(const GameState &state)
{
    const FogModule *m = state.content().find<FogModule>();
    return m && m->slotsIn(state)[kGhostsDue] != 0;
}

void FogModule::placeTileGhosts(GameState &state, EventList *events)
{
    const FogModule *m = state.content().find<FogModule>();
    if (!m)
        return;
    const std::span<std::int32_t> s = m->slotsIn(state);
    s[kGhostsDue] = 0;
    const int tileIndex = state.lastPlacedTile();
    const PlacedTile &pt = state.board().tiles()[std::size_t(tileIndex)];
    const TileType &tt = state.content().tileType(pt.type);
    // The areas still open, one fewer if the tile extended fog. An area of the new tile that is
    // done completed this turn (1b): a bank done before could not take the new tile's fog.
    const Areas areas = areasOfTile(state, pt, tt);
    const bool extended =
            std::any_of(areas.begin(), areas.end(), [](const Area &a) { return a.extended; });
    int discount = extended ? 1 : 0;
    int placed = 0;
    for (const Area &a : areas) {
        if (state.features().node(a.root).done)
            continue;
        int n = tt.segments[std::size_t(a.local)].attributes[std::size_t(Tally::Ghosts)];
        const int less = std::min(n, discount);
        n -= less;
        discount -= less;
        if (n <= 0)
            continue;
        if (!place(state, MistBoard::cellOfSegment(state, tileIndex, a.local), n,
                   GhostReason::Symbols, events))
            return;
        placed += n;
    }
    s[kPlacedTurn] = state.turn();
    s[kPlacedCount] = placed;
}

QString FogModule::eventName(std::uint8_t code) const
{
    switch (code) {
    case kGhostsPlaced:
        return QStringLiteral("ghostsPlaced");
    case kGhostsRemoved:
        return QStringLiteral("ghostsRemoved");
    case kBankCompleted:
        return QStringLiteral("bankCompleted");
    default:
        return {};
    }
}

void FogModule::eventToJson(const GameContent &content, const Event &e, QJsonObject &o) const
{
    if (e.type != Event::Type::Module)
        return;
    o.insert(QStringLiteral("player"), e.player);
    o.insert(QStringLiteral("at"), QJsonArray{e.at.x, e.at.y});
    o.insert(QStringLiteral("module"), content.modules()[std::size_t(e.module)]->id());
    if (e.code == kBankCompleted) {
        o.insert(QStringLiteral("cells"), e.values[0]);
        o.insert(QStringLiteral("ghosts"), e.values[1]);
        return;
    }
    o.insert(QStringLiteral("ghosts"), e.values[0]);
    if (e.values[1] >= 0 && e.values[1] < int(GhostReason::Count))
        o.insert(QStringLiteral("reason"), reasonName(GhostReason(e.values[1])));
}

QString FogModule::checkInvariants(const GameState &state) const
{
    const int total = state.content().parameter(QStringLiteral("ghostSupply"));
    const int supplyNow = slotsIn(state)[kSupply];
    const int board = onBoard(state);
    if (supplyNow < 0)
        return QStringLiteral("the ghost supply is negative");
    if (supplyNow + board != total)
        return QStringLiteral("ghosts: %1 in supply + %2 on the board != %3")
                .arg(supplyNow)
                .arg(board)
                .arg(total);
    return {};
}

} // namespace carcassonne
