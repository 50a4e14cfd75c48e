#include "cooperativeheuristic.h"

#include "core/geometry.h"
#include "modules/mist/fogmodule.h"
#include "modules/mist/graveyardsmodule.h"
#include "modules/mist/houndsmodule.h"
#include "modules/mist/mistboard.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace carcassonne {

namespace {

constexpr ModuleWeight kWeights[] = {
        // Share of the points the colours' open features will probably bring by the next
        // deadline (the evaluator's chances look as far as that: teamDraws) the team counts on.
        {"futureshare", 1.0},
        // Ghosts a tile brings to stay, per symbol on it (extending fog, completed banks and
        // graveyards take some back).
        {"ghostinflow", 0.5},
        // The supply must hold what the next `ghosthorizon` tiles bring and `ghostsafety` more;
        // each ghost it lacks costs `ghostworth` points (softly: a ghost more is worth little
        // while the supply holds plenty).
        {"ghostworth", 5.0},
        {"ghosthorizon", 8.0},
        {"ghostsafety", 3.0},
        // Ghosts on the board that will probably go back to the supply without a scoring's
        // choice (an open bank completing, a graveyard closing) count this much as the supply
        // (their chances are rough: in full, the team lost more games by ghosts).
        {"recoverable", 0.5},
        // A fog bank completes when every open side meets fog: this much of the chance that
        // its open cells fill at all.
        {"bankfit", 0.4},
        // Levels 5-6: the share of an open graveyard's empty neighbours that will take tiles
        // face down (the team's own tiles fill the rest).
        {"facedown", 0.5},
        // Levels 2-4: the extra ghost a tile with symbols brings while a graveyard is open.
        {"graveyardinflow", 1.0},
        // Share of what the evaluator gives guards in supply and coming back (a colour's worth
        // of them against opponents) that counts toward the next goal.
        {"guardshare", 0.5},
        // Points for each stage passed (a hound reached) and for the chance to pass the
        // current one by its deadline; the spread of that chance per root of the tiles left.
        {"stagebonus", 10.0},
        {"stagespread", 1.5},
        // Separate scores (level 6): the share of a colour's points past the current mark that
        // counts (every colour must reach it: points to one already there do not bring it).
        {"abovemark", 0.0},
        // Separate scores: the share of an open road or city of another colour's that a colour
        // counts on when its own open feature of that type may join it through one empty cell
        // (each colour on a shared feature scores it in full), times that cell's chance to fill.
        {"mergeshare", 0.0},
        // Separate scores: what `ghostworth` is there. Every colour's shortfall counts, so
        // points are scarcer: at 5 the first stack's deadline lost 193 of 200 games of level 6
        // and the ghosts 6, and the team gave up about as many points for ghosts as it scored.
        {"separateghostworth", 1.0},
        // Separate scores: in place of `mergeshare`'s chance that the cell fills at all, the
        // chance that a tile joining the two there (one that fits the cell with both sides on
        // one road or city) comes within the team's draws to the deadline, times the other's
        // expected worth, times this (0: off; at 0.3 and 1 the team scored less).
        {"joinshare", 0.0},
        // Separate scores, when `allocate` is 0: each open feature's estimate counts on all the
        // team's draws to the deadline; when the empty cells at the ends of the roads and
        // cities with guards outnumber `crowding` times those draws, the features' share
        // (`futureshare`) shrinks by that ratio (of 0.3, 0.5, 0.7 and 1, 0.5 scored most).
        {"crowding", 0.5},
        // Separate scores: this share of the team's draws to the deadline is given out to the
        // guarded features, first to those that bring the colours short of the mark most
        // points per empty cell they need (a castle its empty neighbours); what is left
        // without draws counts nothing, in place of `crowding` (0: off; of 0.4, 0.5, 0.7 and
        // 1, 0.5 passed the first stage most often).
        {"allocate", 0.5},
        // Separate scores: the share counted of what a colour may gain by a tile that joins
        // its road or city to another colour's at the one empty cell both still need, and so
        // completes both as one (0: off; with `allocate` 0.5, the first stage was passed in 17
        // of 200 games where it was in 11 without).
        {"closejoin", 1.0},
}; // indexes below follow this order

// Calls f(cell) for every graveyard not yet closed. The state's list of open cloister-like
// features is short and kept up to date, where GraveyardsModule::openGraveyards scans every
// tile: this is asked for every position a search judges.
template<typename F>
void forEachOpenGraveyard(const GameState &s, F &&f)
{
    for (const GameState::OpenSurrounded &o : s.openSurrounded()) {
        const FeatureGraph::Node &n = s.features().node(o.node);
        if (!n.done && n.type == FeatureType::Graveyard)
            f(o.cell);
    }
}

// Calls f(root, node) once for each open road or city a figure stands on, the first kMax of
// them in the figures' order. Fixed arrays: this is asked for every position a search judges.
template<int kMax, typename F>
void forEachGuardedOpenFeature(const GameState &s, F &&f)
{
    const FeatureGraph &graph = s.features();
    std::array<int, kMax> roots{};
    int count = 0;
    for (const PlacedFigure &figure : s.figures()) {
        const int root = graph.find(figure.segment);
        const FeatureGraph::Node &n = graph.node(root);
        if (n.done || n.open == 0 || (n.type != FeatureType::Road && n.type != FeatureType::City))
            continue;
        if (count == kMax
            || std::find(roots.begin(), roots.begin() + count, root) != roots.begin() + count)
            continue;
        roots[std::size_t(count++)] = root;
        f(root, n);
    }
}

// The cells around `centre` (a graveyard, a castle) that no tile, face up or down, holds yet.
int emptyAround(const GameState &s, CellPos centre)
{
    int empty = 0;
    MistBoard::forAround(centre, [&](CellPos c) {
        empty += MistBoard::holdsTile(s, c) ? 0 : 1;
        return true;
    });
    return empty;
}

// Appends to cells[0, count) each empty cell at an open end of the road or city `root` not yet
// there, calling added(index, side) with the cell's side facing the feature; stops when the
// array is full. Returns the new count.
template<std::size_t kMax, typename F>
int addOpenEndCells(const GameState &s, int root, std::array<CellPos, kMax> &cells, int count,
                    F &&added)
{
    if (count >= int(kMax))
        return count;
    s.forEachFeatureSide(root, [&](const RotatedCell &, int, CellPos, int side, CellPos next) {
        if (MistBoard::holdsTile(s, next)
            || std::find(cells.begin(), cells.begin() + count, next) != cells.begin() + count)
            return true;
        added(count, (side + 2) & 3);
        cells[std::size_t(count++)] = next;
        return count < int(kMax);
    });
    return count;
}

// Two features of colours `a` and `b` that a tile may join with `chance`: each colour on one
// and not the other may gain that chance of the other's worth (the best such gain is kept).
void addJoinGains(PositionEvaluator::Scores &gains, int colours, std::uint32_t a, double aWorth,
                  std::uint32_t b, double bWorth, double chance)
{
    for (int p = 0; p < colours; ++p) {
        const std::uint32_t bit = 1u << p;
        double &gain = gains[std::size_t(p)];
        if ((b & bit) && !(a & bit))
            gain = std::max(gain, chance * aWorth);
        if ((a & bit) && !(b & bit))
            gain = std::max(gain, chance * bWorth);
    }
}

// How softly the ghosts' cost sets in, in ghosts.
constexpr double kGhostSoftness = 1.5;

} // namespace

std::span<const ModuleWeight> CooperativeHeuristic::weights()
{
    return kWeights;
}

std::unique_ptr<ModuleHeuristic> CooperativeHeuristic::create(const GameContent &content,
                                                              const EvaluatorWeights &weights)
{
    auto h = std::make_unique<CooperativeHeuristic>();
    h->m_goal = content.parameter(QStringLiteral("goalPoints"));
    h->m_separate = content.parameter(QStringLiteral("separateScores")) != 0;
    h->m_futureShare = std::clamp(weights.value(kWeights[0]), 0.0, 10.0);
    h->m_inflow = std::clamp(weights.value(kWeights[1]), 0.0, 10.0);
    h->m_ghostWorth = std::clamp(weights.value(kWeights[h->m_separate ? 14 : 2]), 0.0, 100.0);
    h->m_horizon = std::clamp(weights.value(kWeights[3]), 0.0, 100.0);
    h->m_safety = std::clamp(weights.value(kWeights[4]), 0.0, 60.0);
    h->m_recoverable = std::clamp(weights.value(kWeights[5]), 0.0, 2.0);
    h->m_bankFit = std::clamp(weights.value(kWeights[6]), 0.0, 1.0);
    h->m_faceDownShare = std::clamp(weights.value(kWeights[7]), 0.0, 1.0);
    h->m_graveyardInflow = std::clamp(weights.value(kWeights[8]), 0.0, 2.0);
    h->m_guardShare = std::clamp(weights.value(kWeights[9]), 0.0, 10.0);
    h->m_stageBonus = std::clamp(weights.value(kWeights[10]), 0.0, 100.0);
    h->m_stageSpread = std::clamp(weights.value(kWeights[11]), 0.1, 20.0);
    h->m_aboveMark = std::clamp(weights.value(kWeights[12]), 0.0, 1.0);
    h->m_mergeShare = std::clamp(weights.value(kWeights[13]), 0.0, 2.0);
    h->m_joinShare = std::clamp(weights.value(kWeights[15]), 0.0, 4.0);
    h->m_crowding = std::clamp(weights.value(kWeights[16]), 0.0, 10.0);
    h->m_allocate = std::clamp(weights.value(kWeights[17]), 0.0, 10.0);
    h->m_closeJoin = std::clamp(weights.value(kWeights[18]), 0.0, 4.0);
    h->m_graveyardMode = int(content.parameter(QStringLiteral("graveyardMode")));
    for (const TileType &type : content.tileTypes()) {
        int symbols = 0;
        for (const SegmentInfo &s : type.segments) {
            if (s.type == FeatureType::Fog)
                symbols += s.attributes[std::size_t(Tally::Ghosts)];
        }
        h->m_symbols.push_back(symbols);
    }
    return h;
}

CooperativeHeuristic::Goal CooperativeHeuristic::nextGoal(const GameState &state) const
{
    // The current tile counts: its scorings come before the stack is checked.
    const int tilesLeft = state.remainingCount() + 1;
    const int first = HoundsModule::points(state, 0) > 0 ? HoundsModule::points(state, 0) : m_goal;
    int passed = 0;
    for (int h = 0; h < HoundsModule::kHounds; ++h) {
        if (HoundsModule::points(state, h) > 0
            && HoundsModule::stateOf(state, h) != HoundsModule::HoundState::Waiting)
            ++passed;
    }
    const auto stack = HoundsModule::currentStack(state);
    if (stack && stack->hound >= 0 && HoundsModule::points(state, stack->hound) > 0)
        return {HoundsModule::points(state, stack->hound), std::min(stack->left + 1, tilesLeft),
                passed, first};
    return {m_goal, tilesLeft, passed, first};
}

double CooperativeHeuristic::ghostsPerTile(const Position &position) const
{
    const std::vector<int> &remaining = position.evaluator.remainingTiles();
    int symbols = 0;
    int withSymbols = 0;
    int tiles = 0;
    for (std::size_t t = 0; t < remaining.size() && t < m_symbols.size(); ++t) {
        symbols += remaining[t] * m_symbols[t];
        withSymbols += m_symbols[t] > 0 ? remaining[t] : 0;
        tiles += remaining[t];
    }
    if (tiles == 0)
        return 0.0;
    double perTile = m_inflow * double(symbols) / double(tiles);
    // Levels 2-4: a tile that puts ghosts on fog puts one more on an open graveyard.
    if (m_graveyardMode == int(GraveyardsModule::Mode::FourSides) && m_graveyardInflow > 0) {
        bool open = false;
        forEachOpenGraveyard(position.state, [&](CellPos) { open = true; });
        if (open)
            perTile += m_graveyardInflow * double(withSymbols) / double(tiles);
    }
    return perTile;
}

double CooperativeHeuristic::faceDownToCome(const GameState &s) const
{
    if (m_graveyardMode != int(GraveyardsModule::Mode::Haunted) || m_faceDownShare <= 0)
        return 0.0;
    int empty = 0;
    forEachOpenGraveyard(s, [&](CellPos g) { empty += emptyAround(s, g); });
    return m_faceDownShare * empty;
}

double CooperativeHeuristic::recoverable(const Position &position) const
{
    // Called for every position a search judges: no allocation, and each bank walked once.
    const GameState &s = position.state;
    const FeatureGraph &graph = s.features();
    constexpr int kMemo = 16;
    std::array<std::pair<CellPos, double>, kMemo> graveyards{};
    int graveyardCount = 0;
    std::array<std::pair<int, double>, kMemo> banks{};
    int bankCount = 0;
    double ghosts = 0;
    // A closing graveyard (levels 2-4) clears its ghosts: it needs its four sides filled.
    if (m_graveyardMode == int(GraveyardsModule::Mode::FourSides)) {
        forEachOpenGraveyard(s, [&](CellPos g) {
            if (s.cellMarks(g) == 0 || graveyardCount == kMemo)
                return;
            double chance = 1.0;
            for (int side = 0; side < kSideCount; ++side) {
                const CellPos next = geometry::neighbour(g, side);
                if (!MistBoard::holdsTile(s, next))
                    chance *= position.evaluator.fillChance(next, false);
            }
            graveyards[std::size_t(graveyardCount++)] = {g, chance};
        });
    }
    // A completing bank clears the ghosts on its cells: take each cell's best chance.
    for (const PlacedTile &pt : s.board().tiles()) {
        const TileType &tt = s.content().tileType(pt.type);
        for (const RotatedCell &rc : tt.rotations[pt.rotation]) {
            const CellPos cell{pt.at.x + rc.offset.x, pt.at.y + rc.offset.y};
            const int on = s.cellMarks(cell);
            if (on == 0)
                continue;
            double best = 0;
            for (int g = 0; g < graveyardCount; ++g) {
                if (graveyards[std::size_t(g)].first == cell)
                    best = graveyards[std::size_t(g)].second;
            }
            std::uint8_t last = kNoSegment;
            for (int p = 0; tt.overlayPorts && p < kPortCount; ++p) {
                const std::uint8_t local = rc.overlay[std::size_t(p)];
                if (local == kNoSegment || local == last)
                    continue;
                last = local;
                const int root = graph.find(pt.segmentBase + local);
                if (graph.node(root).done)
                    continue;
                double chance = -1;
                for (int b = 0; b < bankCount; ++b) {
                    if (banks[std::size_t(b)].first == root)
                        chance = banks[std::size_t(b)].second;
                }
                if (chance < 0) {
                    chance = bankChance(position, root);
                    if (bankCount < kMemo)
                        banks[std::size_t(bankCount++)] = {root, chance};
                }
                best = std::max(best, chance);
            }
            ghosts += on * best;
        }
    }
    return ghosts;
}

double CooperativeHeuristic::bankChance(const Position &position, int root) const
{
    // Every empty cell its fog runs into must take a tile with fog on that side; fog against
    // a tile without fog there, or against a face-down tile, never completes.
    const GameState &s = position.state;
    constexpr int kCells = 24;
    std::array<CellPos, kCells> seen{};
    int seenCount = 0;
    double chance = 1.0;
    s.forEachFeatureSide(root,
                         [&](const RotatedCell &rc, int local, CellPos, int side, CellPos next) {
                             if (MistBoard::holdsTile(s, next)) {
                                 for (int third = 0; third < 3; ++third) {
                                     const Port port = geometry::portAt(side, third);
                                     if (rc.overlay[std::size_t(port)] == local
                                         && FogModule::neverClosesAt(s, next, port)) {
                                         chance = 0.0;
                                         return false;
                                     }
                                 }
                                 return true;
                             }
                             if (std::find(seen.begin(), seen.begin() + seenCount, next)
                                 != seen.begin() + seenCount)
                                 return true;
                             if (seenCount < kCells)
                                 seen[std::size_t(seenCount++)] = next;
                             chance *= m_bankFit * position.evaluator.fillChance(next, false);
                             return true;
                         });
    return chance;
}

void CooperativeHeuristic::mergeGains(const Position &position, Scores &gains, bool joining) const
{
    // Called for every position a search judges: fixed arrays, each open feature walked once.
    const GameState &s = position.state;
    const CoreParameters &core = s.content().core();
    constexpr int kFeatures = 16;
    constexpr int kCells = 8;
    struct Open
    {
        int root = -1;
        FeatureType type = FeatureType::Road;
        std::uint8_t colours = 0;
        double worth = 0;
        int cellCount = 0;
        std::array<CellPos, kCells> cells{};
        std::array<std::uint8_t, kCells> sides{}; // the cell's side facing the feature
    };
    std::array<Open, kFeatures> open{};
    int count = 0;
    forEachGuardedOpenFeature<kFeatures>(s, [&](int root, const FeatureGraph::Node &n) {
        Open &o = open[std::size_t(count++)];
        const FeatureValue v = s.valueWithoutFieldSize(root);
        const double completed = n.type == FeatureType::City
                ? v.tiles * core.cityTilePoints + v.pennants * core.cityPennantPoints
                : v.tiles * core.roadTilePoints;
        o.root = root;
        o.type = n.type;
        o.colours = v.winners;
        o.worth = position.evaluator.completionChance(root) * completed;
        o.cellCount = addOpenEndCells(s, root, o.cells, 0, [&](int i, int side) {
            o.sides[std::size_t(i)] = std::uint8_t(side);
        });
    });
    // Two features of one type with an empty cell at both: a tile there may join them, and
    // each colour on one gains the other's worth (a colour on both gains nothing).
    for (int i = 0; i < count; ++i) {
        const Open &a = open[std::size_t(i)];
        for (int j = i + 1; j < count; ++j) {
            const Open &b = open[std::size_t(j)];
            if (a.type != b.type || (a.colours | b.colours) == (a.colours & b.colours))
                continue;
            double chance = 0;
            for (int ca = 0; ca < a.cellCount; ++ca) {
                const CellPos cell = a.cells[std::size_t(ca)];
                const auto at = std::find(b.cells.begin(), b.cells.begin() + b.cellCount, cell);
                if (at == b.cells.begin() + b.cellCount)
                    continue;
                chance = std::max(chance,
                                  joining ? joinChance(position, cell, a.sides[std::size_t(ca)],
                                                       b.sides[std::size_t(at - b.cells.begin())])
                                          : position.evaluator.fillChance(cell, false));
            }
            if (chance <= 0)
                continue;
            addJoinGains(gains, s.playerCount(), a.colours, a.worth, b.colours, b.worth, chance);
        }
    }
}

double CooperativeHeuristic::joinChance(const Position &position, CellPos cell, int sideA,
                                        int sideB, bool closing) const
{
    if (sideA == sideB)
        return 0.0;
    const GameState &s = position.state;
    const GameContent &content = s.content();
    const int index = s.board().at(cell).frontier;
    if (index < 0 || !content.fitTable())
        return 0.0;
    const std::uint32_t code = s.board().frontier()[std::size_t(index)].code;
    // Closing: the sides where the joined feature must not go on, those facing empty cells.
    std::array<bool, kSideCount> openSide{};
    for (int side = 0; closing && side < kSideCount; ++side)
        openSide[std::size_t(side)] = side != sideA && side != sideB
                && !MistBoard::holdsTile(s, geometry::neighbour(cell, side));
    const std::vector<int> &remaining = position.evaluator.remainingTiles();
    const Port portA = geometry::portAt(sideA, 1);
    const Port portB = geometry::portAt(sideB, 1);
    int joining = 0;
    int tiles = 0;
    for (std::size_t t = 0; t < remaining.size(); ++t) {
        if (remaining[t] <= 0)
            continue;
        tiles += remaining[t];
        const TileType &type = content.tileType(int(t));
        if (type.multiCell)
            continue;
        const unsigned mask = content.fitRow(int(t))[code] & 0xFu;
        for (int r = 0; r < 4; ++r) {
            if (!(mask >> r & 1u))
                continue;
            const RotatedCell &rc = type.rotations[std::size_t(r)].front();
            const std::uint8_t seg = rc.terrain[std::size_t(portA)];
            if (seg == kNoSegment || seg != rc.terrain[std::size_t(portB)])
                continue;
            bool closes = true;
            for (int side = 0; side < kSideCount; ++side) {
                for (int k = 0; k < 3 && openSide[std::size_t(side)]; ++k)
                    closes = closes && rc.terrain[std::size_t(geometry::portAt(side, k))] != seg;
            }
            if (closes) {
                joining += remaining[t];
                break;
            }
        }
    }
    if (joining == 0 || tiles == 0)
        return 0.0;
    const double draws =
            position.evaluator.closeDrawCount() * position.evaluator.weights().closeDraws;
    return 1.0 - std::pow(1.0 - double(joining) / double(tiles), std::max(0.0, draws));
}

void CooperativeHeuristic::closingJoins(const Position &position, Scores &gains) const
{
    // Called for every position a search judges: fixed arrays, each open feature walked once.
    const GameState &s = position.state;
    const CoreParameters &core = s.content().core();
    constexpr int kFeatures = 16;
    struct End
    {
        FeatureType type = FeatureType::Road;
        std::uint32_t colours = 0;
        double points = 0; // completed, with the joining tile's share
        CellPos cell{};
        int side = 0; // the cell's side facing the feature
    };
    std::array<End, kFeatures> ends{};
    int count = 0;
    forEachGuardedOpenFeature<kFeatures>(s, [&](int root, const FeatureGraph::Node &n) {
        End e;
        int open = 0;
        bool dead = false;
        s.forEachFeatureSide(root, [&](const RotatedCell &, int, CellPos, int side, CellPos next) {
            if (s.board().at(next).fixed == fixedcell::kFaceDown) {
                dead = true;
                return false;
            }
            if (MistBoard::holdsTile(s, next))
                return true;
            e.cell = next;
            e.side = (side + 2) & 3;
            return ++open < 2;
        });
        if (dead || open != 1)
            return;
        const FeatureValue v = s.valueWithoutFieldSize(root);
        e.type = n.type;
        e.colours = v.winners;
        e.points = n.type == FeatureType::City
                ? (v.tiles + 1) * core.cityTilePoints + v.pennants * core.cityPennantPoints
                : (v.tiles + 1) * core.roadTilePoints;
        ends[std::size_t(count++)] = e;
    });
    for (int i = 0; i < count; ++i) {
        const End &a = ends[std::size_t(i)];
        for (int j = i + 1; j < count; ++j) {
            const End &b = ends[std::size_t(j)];
            if (a.type != b.type || !(a.cell == b.cell) || a.side == b.side
                || (a.colours | b.colours) == (a.colours & b.colours))
                continue;
            const double chance = joinChance(position, a.cell, a.side, b.side, true);
            if (chance <= 0)
                continue;
            addJoinGains(gains, s.playerCount(), a.colours, a.points, b.colours, b.points, chance);
        }
    }
}

int CooperativeHeuristic::openEndCells(const GameState &s) const
{
    constexpr int kCells = 64;
    std::array<CellPos, kCells> cells{};
    int cellCount = 0;
    forEachGuardedOpenFeature<24>(s, [&](int root, const FeatureGraph::Node &) {
        cellCount = addOpenEndCells(s, root, cells, cellCount, [](int, int) {});
    });
    return cellCount;
}

void CooperativeHeuristic::addFeatureWorth(const Position &position, int root,
                                           const FeatureValue &v, double worth, Scores &out,
                                           Breakdown *parts) const
{
    Q_UNUSED(position);
    Q_UNUSED(out);
    Q_UNUSED(parts);
    if (m_separate && m_allocate > 0 && worth > 0)
        m_claims.push_back({root, worth, v.winners});
}

int CooperativeHeuristic::cellsNeeded(const GameState &s, int root) const
{
    const FeatureGraph::Node &n = s.features().node(root);
    if (featuretype::isSurrounded(n.type))
        return emptyAround(s, s.cellOf(root));
    std::array<CellPos, 16> cells{};
    return addOpenEndCells(s, root, cells, 0, [](int, int) {});
}

void CooperativeHeuristic::unallocatedWorth(const Position &position, const Goal &next,
                                            Scores &out) const
{
    const GameState &s = position.state;
    constexpr int kClaims = 24;
    const int count = int(std::min<std::size_t>(m_claims.size(), kClaims));
    std::array<int, kClaims> cells{};
    std::array<bool, kClaims> given{};
    for (int i = 0; i < count; ++i)
        cells[std::size_t(i)] = std::max(1, cellsNeeded(s, m_claims[std::size_t(i)].root));
    std::array<double, kMaxPlayers> need{};
    for (int p = 0; p < s.playerCount(); ++p)
        need[std::size_t(p)] = std::max(0.0, double(next.points - s.score(p)));
    double draws = m_allocate * position.evaluator.closeDrawCount();
    // Greedily: the feature bringing the colours on it the most of what they still lack per
    // cell it needs takes its cells' draws; a tie keeps the figures' order.
    for (int round = 0; round < count; ++round) {
        int best = -1;
        double bestDensity = -1;
        for (int i = 0; i < count; ++i) {
            if (given[std::size_t(i)])
                continue;
            const Claim &c = m_claims[std::size_t(i)];
            double brings = 0;
            for (int p = 0; p < s.playerCount(); ++p) {
                if (c.colours & (1u << p))
                    brings += std::min(c.worth, need[std::size_t(p)]);
            }
            const double density = brings / cells[std::size_t(i)];
            if (density > bestDensity) {
                bestDensity = density;
                best = i;
            }
        }
        given[std::size_t(best)] = true;
        const Claim &c = m_claims[std::size_t(best)];
        const double share = std::clamp(draws / cells[std::size_t(best)], 0.0, 1.0);
        draws = std::max(0.0, draws - cells[std::size_t(best)]);
        for (int p = 0; p < s.playerCount(); ++p) {
            if (!(c.colours & (1u << p)))
                continue;
            need[std::size_t(p)] = std::max(0.0, need[std::size_t(p)] - share * c.worth);
            out[std::size_t(p)] += (1.0 - share) * c.worth;
        }
    }
}

double CooperativeHeuristic::teamDraws(const GameState &state) const
{
    // Levels 5-6: every turn that ends with a graveyard open lays a tile of the stack face
    // down, so fewer of the tiles to the deadline are the team's to place.
    const Goal next = nextGoal(state);
    const double lost = std::min(faceDownToCome(state), double(next.tiles) / 2.0);
    return std::max(0.0, double(next.tiles) - 1.0 - lost); // the current tile is laid
}

double CooperativeHeuristic::teamValue(const Position &position, const Scores &estimates,
                                       const Scores &held) const
{
    const GameState &s = position.state;
    // addFeatureWorth's notes are this evaluation's only.
    struct ClearClaims
    {
        std::vector<Claim> &claims;
        ~ClearClaims() { claims.clear(); }
    } clearClaims{m_claims};
    if (s.gameOver())
        return s.outcome().kind == Outcome::Kind::TeamWon ? kDecided : -kDecided;
    const int colours = s.playerCount();
    const int remaining = std::max(1, s.remainingCount() + 1);

    // Points: by the next goal's deadline (with separate scores, every colour's). The
    // estimates look that far (teamDraws).
    const Goal next = nextGoal(s);
    double score = 0;
    double future = 0;
    double pointsMargin = 0;
    double finalNeed = 0;
    Scores joins{};
    if (m_separate && m_joinShare > 0)
        mergeGains(position, joins, true);
    else if (m_separate && m_mergeShare > 0)
        mergeGains(position, joins, false);
    const double joinWeight = m_joinShare > 0 ? m_joinShare : m_mergeShare;
    Scores closing{};
    if (m_separate && m_closeJoin > 0)
        closingJoins(position, closing);
    double futureShare = m_futureShare;
    Scores unallocated{};
    if (m_separate && m_allocate > 0) {
        unallocatedWorth(position, next, unallocated);
    } else if (m_separate && m_crowding > 0) {
        const int cells = openEndCells(s);
        const double draws = m_crowding * position.evaluator.closeDrawCount();
        if (cells > draws)
            futureShare *= std::max(0.0, draws) / double(cells);
    }
    for (int p = 0; p < colours; ++p) {
        const double own = s.score(p);
        const double guards = held[std::size_t(p)];
        const double features = std::max(
                0.0, estimates[std::size_t(p)] - own - guards - unallocated[std::size_t(p)]);
        const double ahead = futureShare * features + m_guardShare * guards
                + joinWeight * joins[std::size_t(p)] + m_closeJoin * closing[std::size_t(p)];
        score += own;
        future += ahead;
        if (m_separate) {
            const double margin = own + ahead - next.points;
            pointsMargin += margin < 0 ? margin : m_aboveMark * margin;
            finalNeed += std::max(0.0, m_goal - own);
        }
    }
    // The stage's chance, before the points count from the first mark.
    const double stageMargin = m_separate ? pointsMargin : score + future - next.points;
    if (!m_separate) {
        pointsMargin = score + future - next.points;
        finalNeed = std::max(0.0, m_goal - score);
    }
    // Reaching a hound moves the mark to the next: the points since the first mark stay worth
    // what they were (per colour with separate scores).
    pointsMargin += double(next.points - next.first) * (m_separate ? colours : 1);
    const double spread = m_stageSpread * std::sqrt(double(std::max(1, next.tiles)));
    const double chance = 1.0 / (1.0 + std::exp(-std::clamp(stageMargin / spread, -30.0, 30.0)));
    pointsMargin += m_stageBonus * (next.passed + chance);

    // Ghosts: what the next tiles bring (no more than the tiles the team still needs, at the
    // pace it expects) against the supply.
    // (The evaluator asked teamDraws for this position already.)
    const double pace = future / std::max(1.0, position.evaluator.closeDrawCount()); // per tile
    const double tilesNeeded =
            pace > 1e-9 ? std::min(double(remaining), finalNeed / pace) : double(remaining);
    const double perTile = ghostsPerTile(position);
    const double supply = FogModule::supply(s) + m_recoverable * recoverable(position);
    // softplus: about `lacking` when positive, near 0 when the supply holds plenty.
    auto soft = [](double lacking) {
        const double x = lacking / kGhostSoftness;
        // exp and log1p are a tenth of a search's time: skip them where they change nothing.
        if (x > 30)
            return lacking;
        if (x < -30)
            return 0.0;
        return kGhostSoftness * std::log1p(std::exp(x));
    };
    const double cost =
            m_ghostWorth * soft(perTile * std::min(m_horizon, tilesNeeded) + m_safety - supply);
    return pointsMargin - cost;
}

} // namespace carcassonne
