#include "arrowsmodule.h"

#include "modules/base/abbotmodule.h"
#include "record/movecodec.h"
#include "state/gamestate.h"

#include <QJsonArray>

#include <algorithm>

namespace carcassonne {

ParameterSpecs ArrowsModule::parameters() const
{
    return {ParameterSpec{QStringLiteral("arrowFreePoints"), 2, 0, 20}};
}

QString ArrowsModule::eventName(std::uint8_t code) const
{
    return code == kSymbolActivated ? QStringLiteral("symbolActivated") : QString();
}

void ArrowsModule::eventToJson(const GameContent &, const Event &e, QJsonObject &o) const
{
    // Records have never named the module of this event.
    o.insert(QStringLiteral("player"), e.player);
    o.insert(QStringLiteral("symbol"), symbols::name(symbolOf(e)));
    o.insert(QStringLiteral("at"), QJsonArray{e.at.x, e.at.y});
}

SymbolKind ArrowsModule::activated(const GameState &state) const
{
    return SymbolKind(slot(state, kActivated));
}

bool ArrowsModule::inExtraTurn(const GameState &state) const
{
    return slot(state, kExtraTurn) != 0;
}

CellPos ArrowsModule::arrowCell(const GameState &state, int tileIndex)
{
    const PlacedTile &pt = state.board().tiles()[std::size_t(tileIndex)];
    const TileType &tt = state.content().tileType(pt.type);
    for (const SegmentInfo &s : tt.segments) {
        if (s.symbol == SymbolKind::None)
            continue;
        const CellPos o = tt.rotations[pt.rotation][s.cell].offset;
        return {pt.at.x + o.x, pt.at.y + o.y};
    }
    return pt.at;
}

void ArrowsModule::afterPlacement(GameState &state, EventList *events) const
{
    slotRef(state, kCount) = 0;
    slotRef(state, kActivated) = 0;
    const int tile = state.lastPlacedTile();
    const Board &board = state.board();
    const PlacedTile &pt = board.tiles()[std::size_t(tile)];
    const TileType &tt = state.content().tileType(pt.type);
    int count = 0;
    auto addCandidate = [&](int tileIndex, SymbolKind kind) {
        if (count < kMaxCandidates)
            slotRef(state, kCandidates + count++) = tileIndex * 4 + int(kind);
    };
    // The new tile's own arrows: free earns points, against a tile activates.
    for (const SegmentInfo &s : tt.segments) {
        if (s.symbol == SymbolKind::None)
            continue;
        const RotatedCell &rc = tt.rotations[pt.rotation][s.cell];
        const int side = geometry::rotatedSide(s.symbolSide, pt.rotation);
        if (rc.internal[std::size_t(side)])
            continue; // points into its own tile: neither free nor against another
        const CellPos cell{pt.at.x + rc.offset.x, pt.at.y + rc.offset.y};
        if (board.occupied(geometry::neighbour(cell, side))) {
            addCandidate(tile, s.symbol);
            continue;
        }
        const int points = state.content().parameter(QStringLiteral("arrowFreePoints"));
        state.addPoints(state.currentPlayer(), points, ScoreCategory::Bonus, false);
        if (events) {
            Event e = Event::of(Event::Type::PointsAwarded, state.currentPlayer());
            e.points = std::int16_t(points);
            e.category = ScoreCategory::Bonus;
            e.at = cell;
            events->push_back(e);
        }
    }
    // Free arrows of the neighbours that point at the new tile: their side was free until now.
    for (const RotatedCell &rc : tt.rotations[pt.rotation]) {
        const CellPos cell{pt.at.x + rc.offset.x, pt.at.y + rc.offset.y};
        for (int side = 0; side < kSideCount; ++side) {
            if (rc.internal[std::size_t(side)])
                continue;
            const CellPos n = geometry::neighbour(cell, side);
            const int other = board.tileAt(n);
            if (other < 0 || other == tile)
                continue;
            const PlacedTile &op = board.tiles()[std::size_t(other)];
            const TileType &ot = state.content().tileType(op.type);
            for (const SegmentInfo &s : ot.segments) {
                if (s.symbol == SymbolKind::None)
                    continue;
                const CellPos o = ot.rotations[op.rotation][s.cell].offset;
                if (CellPos{op.at.x + o.x, op.at.y + o.y} == n
                    && geometry::rotatedSide(s.symbolSide, op.rotation) == ((side + 2) & 3))
                    addCandidate(other, s.symbol);
            }
        }
    }
    slotRef(state, kCount) = count;
    if (count == 1) // nothing to choose
        activate(state, 0, events);
}

void ArrowsModule::activate(GameState &state, int candidate, EventList *events) const
{
    const int c = slot(state, kCandidates + candidate);
    slotRef(state, kActivated) = c & 3;
    if (!events)
        return;
    Event e = moduleEvent(state, kSymbolActivated);
    e.values[0] = std::int16_t(c & 3);
    e.at = arrowCell(state, c / 4);
    events->push_back(e);
}

void ArrowsModule::addPlacementChoiceMoves(const GameState &state, MoveList &out) const
{
    const int count = slot(state, kCount);
    if (count < 2 || slot(state, kActivated) != 0)
        return;
    for (int i = 0; i < count; ++i) {
        Move m;
        m.kind = Move::Kind::Choice;
        m.module = indexIn(state);
        m.value = i;
        out.push_back(m);
    }
}

void ArrowsModule::applyChoice(GameState &state, const Move &move, EventList *events) const
{
    activate(state, move.value, events);
}

QJsonObject ArrowsModule::choiceToJson(const GameState &state, const Move &move) const
{
    const int candidate = slot(state, kCandidates + move.value);
    const CellPos c = arrowCell(state, candidate / 4);
    return {{QStringLiteral("arrow"), QJsonArray{c.x, c.y}},
            {QStringLiteral("symbol"), symbols::name(SymbolKind(candidate & 3))}};
}

std::optional<Move> ArrowsModule::choiceFromJson(const GameState &state,
                                                 const QJsonObject &choice) const
{
    if (!choice.contains(QStringLiteral("arrow")))
        return std::nullopt;
    const auto at = MoveCodec::cellFromJson(choice.value(QStringLiteral("arrow")));
    if (!at)
        return std::nullopt;
    MoveList moves;
    addPlacementChoiceMoves(state, moves);
    for (const Move &m : moves) {
        const int candidate = slot(state, kCandidates + m.value);
        if (arrowCell(state, candidate / 4) != *at)
            continue;
        if (choice.contains(QStringLiteral("symbol"))
            && choice.value(QStringLiteral("symbol")).toString()
                    != symbols::name(SymbolKind(candidate & 3)))
            continue;
        return m;
    }
    return std::nullopt;
}

void ArrowsModule::addFigureMoves(const GameState &state, MoveList &out) const
{
    const SymbolKind kind = activated(state);
    if (kind != SymbolKind::Reinforce && kind != SymbolKind::Anywhere)
        return;
    const int player = state.currentPlayer();
    const FeatureGraph &graph = state.features();
    if (kind == SymbolKind::Reinforce) {
        std::vector<int> seen; // feature roots already offered
        if (state.supply(player, FigureKind::Meeple) <= 0)
            return;
        // Beside one's only meeple on a feature: never a third.
        for (const PlacedFigure &f : state.figures()) {
            if (f.player != player || f.kind != FigureKind::Meeple)
                continue;
            const int root = graph.find(f.segment);
            if (std::find(seen.begin(), seen.end(), root) != seen.end() || graph.node(root).done)
                continue;
            seen.push_back(root);
            const auto mine = std::count_if(
                    state.figures().begin(), state.figures().end(), [&](const PlacedFigure &g) {
                        return g.player == player && g.kind == FigureKind::Meeple
                                && graph.find(g.segment) == root;
                    });
            if (mine == 1)
                out.push_back(Move::placeFigure(FigureKind::Meeple, f.segment));
        }
        return;
    }
    // Anywhere: every empty unfinished feature away from the new tile (the new tile's own are
    // the usual moves already). Closed fields are unfinished until the end.
    const int tile = state.lastPlacedTile();
    std::vector<char> offered(std::size_t(graph.size()), 0); // by root
    for (int n = 0; n < graph.size(); ++n) {
        if (graph.node(n).tile == tile)
            offered[std::size_t(graph.find(n))] = 1;
    }
    const bool meeples = state.supply(player, FigureKind::Meeple) > 0;
    const bool abbots =
            state.content().find<AbbotModule>() && state.supply(player, FigureKind::Abbot) > 0;
    const std::uint32_t meepleTypes = state.content().meepleTypes();
    for (int n = 0; n < graph.size(); ++n) {
        const int root = graph.find(n);
        const FeatureGraph::Node &r = graph.node(root);
        if (r.figures != 0 || r.done || offered[std::size_t(root)])
            continue;
        offered[std::size_t(root)] = 1;
        if ((r.type == FeatureType::Road || r.type == FeatureType::City) && r.open == 0)
            continue;
        const std::uint32_t bit = GameState::typeBit(r.type);
        if (meeples && (meepleTypes & bit))
            out.push_back(Move::placeFigure(FigureKind::Meeple, n));
        if (abbots && (AbbotModule::abbotTypes() & bit))
            out.push_back(Move::placeFigure(FigureKind::Abbot, n));
    }
}

bool ArrowsModule::grantsAnotherTurn(const GameState &state) const
{
    return activated(state) == SymbolKind::ExtraTurn && !inExtraTurn(state);
}

void ArrowsModule::turnStarted(GameState &state) const
{
    slotRef(state, kExtraTurn) = grantsAnotherTurn(state) ? 1 : 0;
    slotRef(state, kActivated) = 0;
    slotRef(state, kCount) = 0;
}

} // namespace carcassonne
