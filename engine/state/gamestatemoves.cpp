#include "gamestate.h"
#include "rules/rulemodule.h"

#include <algorithm>

// GameState: the legal moves of a position (split from gamestate.cpp by topic).

namespace carcassonne {

namespace {

// The list that counting, indexing and drawing placements make where the fit table does not
// answer (a River tile, a large tile of The Mist): one a thread, kept, so none allocates.
MoveList &scratchPlacements()
{
    thread_local MoveList moves;
    moves.clear();
    return moves;
}

} // namespace

void GameState::placements(int tileType, MoveList &out, std::size_t limit) const
{
    const TileType &type = m_content->tileType(tileType);
    // Modules that may refuse this tile type; none for most.
    static const std::vector<const RuleModule *> kNone;
    const auto &filters =
            m_content->placementFiltered(tileType) ? m_content->placementFilters() : kNone;
    auto allowed = [&](CellPos at, int rotation) {
        for (const RuleModule *m : filters) {
            if (!m->allowsPlacement(*this, tileType, at, rotation))
                return false;
        }
        return true;
    };
    if (!type.multiCell) {
        if (m_content->fitTable()) {
            const std::uint8_t *row = m_content->fitRow(tileType);
            // One frontier cell's placements; false once `out` is full.
            auto visit = [&](const FrontierCell &f) {
                unsigned mask = row[f.code] & 0xFu;
                if (!mask)
                    return true;
                const CellPos pos = m_board.positionOf(f.gridIndex);
                while (mask) {
                    const int r = __builtin_ctz(mask);
                    mask &= mask - 1;
                    if (!filters.empty() && !allowed(pos, r))
                        continue;
                    out.push_back(Move::placeTile(pos, r));
                    if (out.size() == limit)
                        return false;
                }
                return true;
            };
            // A filter that names the only cells the tile may take (RuleModule::placementCells):
            // those alone, in the frontier's order, as the whole walk lists them.
            RuleModule::PlacementCells only;
            const int onlyCount =
                    filters.size() == 1 ? filters[0]->placementCells(*this, tileType, only) : -1;
            if (onlyCount >= 0) {
                // At most eight: sorted in place (std::sort's sixteen-element threshold
                // draws an array-bounds warning on an array of eight).
                for (int i = 1; i < onlyCount; ++i) {
                    for (int j = i; j > 0 && only[std::size_t(j - 1)] > only[std::size_t(j)]; --j)
                        std::swap(only[std::size_t(j - 1)], only[std::size_t(j)]);
                }
                for (int i = 0; i < onlyCount; ++i) {
                    if (!visit(m_board.frontier()[std::size_t(only[std::size_t(i)])]))
                        return;
                }
                return;
            }
            for (const FrontierCell &f : m_board.frontier()) {
                if (!visit(f))
                    return;
            }
            return;
        }
        for (const FrontierCell &f : m_board.frontier()) {
            const CellPos pos = m_board.positionOf(f.gridIndex);
            std::uint32_t required = 0, mask = 0;
            m_board.constraint(*m_content, pos, required, mask);
            for (int r = 0; r < 4; ++r) {
                if (((type.packedSides[std::size_t(r)] ^ required) & mask) != 0 || !allowed(pos, r))
                    continue;
                out.push_back(Move::placeTile(pos, r));
                if (out.size() == limit)
                    return;
            }
        }
        return;
    }
    const std::size_t first = out.size();
    for (const FrontierCell &f : m_board.frontier()) {
        const CellPos pos = m_board.positionOf(f.gridIndex);
        for (int r = 0; r < 4; ++r) {
            for (const RotatedCell &rc : type.rotations[std::size_t(r)]) {
                const CellPos anchor{pos.x - rc.offset.x, pos.y - rc.offset.y};
                const Move m = Move::placeTile(anchor, r);
                if (std::find(out.begin() + std::ptrdiff_t(first), out.end(), m) != out.end())
                    continue;
                if (!m_board.fits(*m_content, type, anchor, r) || !allowed(anchor, r))
                    continue;
                out.push_back(m);
                if (out.size() == limit)
                    return;
            }
        }
    }
}

int GameState::placementCount(int tileType) const
{
    if (tileType != m_currentTile || m_phase != Phase::PlaceTile)
        return countPlacements(tileType);
    if (m_placementCount < 0)
        m_placementCount = countPlacements(tileType);
    return m_placementCount;
}

int GameState::countPlacements(int tileType) const
{
    if (!m_content->fitTableCovers(tileType)) {
        MoveList &moves = scratchPlacements();
        placements(tileType, moves);
        return int(moves.size());
    }
    const std::uint8_t *row = m_content->fitCountRow(tileType);
    const FrontierCell *cells = m_board.frontier().data();
    const std::size_t n = m_board.frontier().size();
    int a = 0, b = 0;
    std::size_t i = 0;
    for (; i + 2 <= n; i += 2) {
        a += row[cells[i].code];
        b += row[cells[i + 1].code];
    }
    if (i < n)
        a += row[cells[i].code];
    return a + b;
}

Move GameState::placement(int tileType, int index) const
{
    if (!m_content->fitTableCovers(tileType)) {
        MoveList &moves = scratchPlacements();
        placements(tileType, moves);
        return moves[std::size_t(index)];
    }
    return placementFrom(tileType, 0, index);
}

Move GameState::placementFrom(int tileType, std::size_t first, int index) const
{
    const std::uint8_t *row = m_content->fitRow(tileType);
    const std::uint8_t *counts = m_content->fitCountRow(tileType);
    const FrontierList &frontier = m_board.frontier();
    for (std::size_t i = first; i < frontier.size(); ++i) {
        const FrontierCell &f = frontier[i];
        const int n = counts[f.code];
        if (index >= n) {
            index -= n;
            continue;
        }
        unsigned mask = row[f.code] & 0xFu;
        while (index-- > 0)
            mask &= mask - 1;
        return Move::placeTile(m_board.positionOf(f.gridIndex), __builtin_ctz(mask));
    }
    return Move::placeTile({}, 0);
}

Move GameState::randomPlacementCounted(Rng &rng) const
{
    if (!m_content->fitTableCovers(m_currentTile)) {
        // One listing for the count and the pick, where placementCount() and placement() made
        // one each (the River's tiles: the module is asked for every candidate each time).
        MoveList &moves = scratchPlacements();
        placements(m_currentTile, moves);
        return moves[rng.below(std::uint32_t(moves.size()))];
    }
    if (std::uint32_t(m_board.frontier().size()) * 4 >= kManyPairs) {
        const Move m = drawPlacement(rng, kManyAttempts);
        if (m.kind == Move::Kind::PlaceTile)
            return m;
    }
    // The count keeps each run of kRun records' count: the pick then skips whole runs, where it
    // read every record before the drawn one (on a board of 14,400 tiles, a frontier of 4,000
    // records a miss in eight turns: a quarter of the game went to that walk).
    constexpr std::size_t kRun = 16;
    thread_local std::vector<int> runs;
    const std::uint8_t *counts = m_content->fitCountRow(m_currentTile);
    const FrontierCell *cells = m_board.frontier().data();
    const std::size_t n = m_board.frontier().size();
    runs.resize(n / kRun + 1);
    int total = 0;
    std::size_t r = 0;
    for (; (r + 1) * kRun <= n; ++r) {
        const FrontierCell *run = cells + r * kRun;
        int sum = 0;
        // Unrolled: a run's count is sixteen loads and adds, no loop test between them.
#pragma GCC unroll 16
        for (std::size_t k = 0; k < kRun; ++k)
            sum += counts[run[k].code];
        runs[r] = sum;
        total += sum;
    }
    int rest = 0; // the last run, shorter
    for (std::size_t i = r * kRun; i < n; ++i)
        rest += counts[cells[i].code];
    runs[r] = rest;
    total += rest;
    m_placementCount = total;
    int index = int(rng.below(std::uint32_t(total)));
    for (r = 0; index >= runs[r]; ++r)
        index -= runs[r];
    return placementFrom(m_currentTile, r * kRun, index);
}

bool GameState::hasPlacementChecked(int tileType) const
{
    const TileType &type = m_content->tileType(tileType);
    if (!type.multiCell && !m_content->placementFiltered(tileType)) {
        // No fit table: each frontier cell's requirements against the tile's sides.
        for (const FrontierCell &f : m_board.frontier()) {
            std::uint32_t required = 0, mask = 0;
            m_board.constraint(*m_content, m_board.positionOf(f.gridIndex), required, mask);
            for (int r = 0; r < 4; ++r) {
                if (((type.packedSides[std::size_t(r)] ^ required) & mask) == 0)
                    return true;
            }
        }
        return false;
    }
    // The first placement answers: the module that filters them is asked no further.
    MoveList &moves = scratchPlacements();
    placements(tileType, moves, 1);
    return !moves.empty();
}

template<typename F>
bool GameState::forEachNewTileFigureNode(int player, FigureKind kind, std::uint32_t typeMask,
                                         bool anyTile, F &&f) const
{
    if (m_lastTile < 0 || supply(player, kind) <= 0)
        return true;
    const PlacedTile &pt = m_board.tiles()[std::size_t(m_lastTile)];
    const TileType &tt = m_content->tileType(pt.type);
    std::array<int, 32> roots; // only [0, rootCount) is read
    int rootCount = 0;
    auto consider = [&](int local) {
        const int node = pt.segmentBase + local;
        const int root = m_graph.find(node);
        const FeatureGraph::Node &r = m_graph.node(root);
        if (r.figures != 0 || r.done)
            return;
        // A plain loop: the library's unrolled find costs more than a tile's few roots.
        for (int i = 0; i < rootCount; ++i) {
            if (roots[std::size_t(i)] == root)
                return;
        }
        if (rootCount < int(roots.size()))
            roots[std::size_t(rootCount++)] = root;
        f(node);
    };
    if (typeMask == m_content->meepleTypes() && tt.segmentCount <= 64) {
        // The meeple's segments of this type, found when the game's content was built.
        for (std::uint64_t bits = tt.meepleSegments; bits; bits &= bits - 1)
            consider(__builtin_ctzll(bits));
        return true;
    }
    if (!anyTile)
        return false;
    for (std::size_t local = 0; local < tt.segments.size(); ++local) {
        if (tt.takesFigure(local, typeMask))
            consider(int(local));
    }
    return true;
}

std::uint8_t GameState::coloursWithSupply(FigureKind kind) const
{
    if (m_player < 0)
        return 0;
    const int seat = m_seatOf[std::size_t(m_player)];
    const int first = m_seatFirst[std::size_t(seat)];
    std::uint8_t out = 0;
    for (int c = first; c < first + colourCountOf(seat); ++c) {
        if (supply(c, kind) > 0)
            out |= std::uint8_t(1u << c);
    }
    return out;
}

void GameState::addNewTileFigureMoves(FigureKind kind, std::uint32_t typeMask, MoveList &out) const
{
    if (!m_severalColours || colourCountOf(m_seatOf[std::size_t(m_player)]) == 1) {
        forEachNewTileFigureNode(m_player, kind, typeMask, true,
                                 [&](int node) { out.push_back(Move::placeFigure(kind, node)); });
        return;
    }
    // A seat of several colours: each spot once per colour with a figure in supply, the colour
    // named (Move::owner), in colour order.
    const std::uint8_t colours = coloursWithSupply(kind);
    if (colours == 0)
        return;
    const std::size_t from = out.size();
    forEachNewTileFigureNode(__builtin_ctz(colours), kind, typeMask, true,
                             [&](int node) { out.push_back(Move::placeFigure(kind, node)); });
    const std::size_t to = out.size();
    for (unsigned bits = colours; bits; bits &= bits - 1) {
        const auto colour = std::uint8_t(__builtin_ctz(bits));
        for (std::size_t i = from; i < to; ++i) {
            Move m = out[i];
            m.owner = colour;
            if (bits == colours)
                out[i] = m;
            else
                out.push_back(m);
        }
    }
}

int GameState::newTileMeepleNodes(FigureNodes &nodes) const
{
    int count = 0;
    // At most 64 segments on the meeple path, so at most 64 nodes.
    const bool answered =
            forEachNewTileFigureNode(m_player, FigureKind::Meeple, m_content->meepleTypes(), false,
                                     [&](int node) { nodes[std::size_t(count++)] = node; });
    return answered ? count : -1;
}

namespace {

// The random figure step's draw among `count` spots as from the list of legal moves: one of
// them, or (with `passIsAChoice`) the pass too, which comes first; -1 for the pass or none.
inline int drawFigureSpot(Rng &rng, int count, bool passIsAChoice)
{
    if (!passIsAChoice)
        return count == 0 ? -1 : int(rng.below(std::uint32_t(count)));
    return int(rng.below(std::uint32_t(count + 1))) - 1;
}

} // namespace

int GameState::randomNewTileMeepleOutOfLine(Rng &rng, bool passIsAChoice, FigureKind *kind) const
{
    if (m_ownFigureKinds > 0)
        return randomNewTileFigureOutOfLine(rng, passIsAChoice, kind);
    if (m_phase != Phase::PlaceFigure || m_figureMovesListed)
        return kAskTheList;
    // coreFigureNodes() written out: through it (newTileMeepleNodes() stays a call) a base
    // game cost about 200 instructions more.
    FigureNodes nodes;
    int count = 0;
    if (!forEachNewTileFigureNode(m_player, FigureKind::Meeple, m_content->meepleTypes(), false,
                                  [&](int node) { nodes[std::size_t(count++)] = node; }))
        return kAskTheList;
    const int pick = drawFigureSpot(rng, count, passIsAChoice);
    return pick < 0 ? kNoFigure : nodes[std::size_t(pick)];
}

int GameState::randomNewTileFigureOutOfLine(Rng &rng, bool passIsAChoice, FigureKind *kind) const
{
    if (m_phase != Phase::PlaceFigure || m_figureMovesListed)
        return kAskTheList;
    // The common case written out (Inns & Cathedrals' large meeple): one package figure that
    // stands where the meeple does. Its block of the list repeats the meeple's nodes, so a
    // draw below (blocks x nodes) picks the block by its quotient and the node by its remainder,
    // as the general walk below would (about a third of a game's figure step there).
    if (m_ownFigureKinds == 1 && m_content->ownFigures()[0].types == m_content->meepleTypes()) {
        const bool meeple = supply(m_player, FigureKind::Meeple) > 0;
        const bool own = supply(m_player, FigureKind::Own1) > 0;
        FigureNodes nodes;
        int n = 0;
        if ((meeple || own)
            && !forEachNewTileFigureNode(m_player, meeple ? FigureKind::Meeple : FigureKind::Own1,
                                         m_content->meepleTypes(), false,
                                         [&](int node) { nodes[std::size_t(n++)] = node; }))
            return kAskTheList;
        const int pick = drawFigureSpot(rng, n * (int(meeple) + int(own)), passIsAChoice);
        if (pick < 0)
            return kNoFigure;
        if (kind && own && (!meeple || pick >= n))
            *kind = FigureKind::Own1;
        return nodes[std::size_t(pick % n)];
    }
    // Every kind's nodes in legalMoves()' order, a block per kind: the meeple's, then each own
    // figure's. A kind that stands where the meeple does has the same nodes: walked once.
    std::array<int, 64> shared;
    int sharedCount = -1; // not walked yet
    std::array<int, 64> own;
    bool ownUsed = false;
    std::array<int, 1 + kMaxOwnFigures> counts{};
    std::array<const int *, 1 + kMaxOwnFigures> lists{};
    int count = 0;
    for (int k = 0; k <= m_ownFigureKinds; ++k) {
        const FigureKind figure =
                k == 0 ? FigureKind::Meeple : FigureKind(int(FigureKind::Own1) + k - 1);
        if (supply(m_player, figure) <= 0)
            continue;
        const std::uint32_t types =
                k == 0 ? m_content->meepleTypes() : m_content->ownFigures()[k - 1].types;
        if (types == m_content->meepleTypes()) {
            if (sharedCount < 0) {
                sharedCount = 0;
                if (!forEachNewTileFigureNode(m_player, figure, types, false, [&](int node) {
                        shared[std::size_t(sharedCount++)] = node;
                    }))
                    return kAskTheList;
            }
            lists[std::size_t(k)] = shared.data();
            counts[std::size_t(k)] = sharedCount;
        } else {
            // At most one kind of another shape, or the list answers.
            if (ownUsed)
                return kAskTheList;
            ownUsed = true;
            int n = 0;
            if (!forEachNewTileFigureNode(m_player, figure, types, false,
                                          [&](int node) { own[std::size_t(n++)] = node; }))
                return kAskTheList;
            lists[std::size_t(k)] = own.data();
            counts[std::size_t(k)] = n;
        }
        count += counts[std::size_t(k)];
    }
    int pick = drawFigureSpot(rng, count, passIsAChoice);
    if (pick < 0)
        return kNoFigure;
    for (int k = 0; k <= m_ownFigureKinds; ++k) {
        if (pick < counts[std::size_t(k)]) {
            if (kind && k > 0)
                *kind = FigureKind(int(FigureKind::Own1) + k - 1);
            return lists[std::size_t(k)][pick];
        }
        pick -= counts[std::size_t(k)];
    }
    return kAskTheList; // not reached: the picks add up to count
}

std::optional<Move> GameState::randomNewTileModuleFigure(Rng &rng, bool passIsAChoice,
                                                         MoveList &scratch) const
{
    if (m_phase != Phase::PlaceFigure || m_severalColours || m_ownFigureKinds > 0)
        return std::nullopt;
    // The list's meeple moves are these nodes, in order (coreFigureMoves()); building them as
    // moves, with the pass, cost Traders & Builders 6% of a game.
    FigureNodes nodes;
    int n = 0;
    if (!forEachNewTileFigureNode(m_player, FigureKind::Meeple, m_content->meepleTypes(), false,
                                  [&](int node) { nodes[std::size_t(n++)] = node; }))
        return std::nullopt;
    scratch.clear();
    for (const RuleModule *m : m_content->modulesWith(RuleHook::FigureMoves))
        m->addFigureMoves(*this, scratch);
    const int pick = drawFigureSpot(rng, n + int(scratch.size()), passIsAChoice);
    if (pick < 0)
        return Move::pass();
    return pick < n ? Move::placeFigure(FigureKind::Meeple, nodes[std::size_t(pick)])
                    : scratch[std::size_t(pick - n)];
}

void GameState::coreFigureMoves(MoveList &out) const
{
    addNewTileFigureMoves(FigureKind::Meeple, m_content->meepleTypes(), out);
    // The packages' own figures stand like meeples, on the types they name.
    for (qsizetype i = 0; i < m_content->ownFigures().size(); ++i)
        addNewTileFigureMoves(FigureKind(int(FigureKind::Own1) + i),
                              m_content->ownFigures()[i].types, out);
}

void GameState::legalMoves(MoveList &out) const
{
    out.clear();
    switch (m_phase) {
    case Phase::PlaceTile:
        placements(m_currentTile, out);
        break;
    case Phase::PlaceFigure:
        out.push_back(Move::pass());
        coreFigureMoves(out);
        for (const RuleModule *m : m_content->modulesWith(RuleHook::FigureMoves))
            m->addFigureMoves(*this, out);
        break;
    case Phase::Choice:
        for (const RuleModule *m :
             m_content->modulesWith(m_choiceBeforeFigure ? RuleHook::PlacementChoiceMoves
                                                         : RuleHook::ChoiceMoves)) {
            if (m_choiceBeforeFigure)
                m->addPlacementChoiceMoves(*this, out);
            else
                m->addChoiceMoves(*this, out);
        }
        break;
    case Phase::GameOver:
        break;
    }
}

MoveList GameState::legalMoves() const
{
    MoveList out;
    legalMoves(out);
    return out;
}

bool GameState::isLegal(const Move &move) const
{
    const MoveList moves = legalMoves();
    for (const Move &m : moves) {
        if (m == move)
            return true;
        // A figure move may name any segment of the feature the listed move names: on the new
        // tile when the listed one is there, anywhere for a figure placed away from it.
        if (m.kind == Move::Kind::PlaceFigure && move.kind == Move::Kind::PlaceFigure
            && m.figure == move.figure && m.recall == move.recall && move.segment >= 0
            && move.segment < m_graph.size()
            && m_graph.find(m.segment) == m_graph.find(move.segment)
            && (m_graph.node(m.segment).tile == m_graph.node(move.segment).tile
                || m_graph.node(m.segment).tile != m_lastTile))
            return true;
    }
    return false;
}

} // namespace carcassonne
