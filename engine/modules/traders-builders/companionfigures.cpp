#include "companionfigures.h"

#include "rules/rulemodule.h"

#include <algorithm>

namespace carcassonne {

void CompanionFigures::addTileMoves(const GameState &state, FigureKind kind, std::uint32_t typeMask,
                                    FigureKind companion, MoveList &out)
{
    const int player = state.currentPlayer();
    const PlacedTile &pt = state.board().tiles()[std::size_t(state.lastPlacedTile())];
    const TileType &tt = state.content().tileType(pt.type);
    const FeatureGraph &graph = state.features();
    std::array<int, 32> roots; // only [0, rootCount) is read
    int rootCount = 0;
    for (std::size_t local = 0; local < tt.segments.size(); ++local) {
        if (!(typeMask & GameState::typeBit(tt.segments[local].type)))
            continue;
        const int node = pt.segmentBase + int(local);
        const int root = graph.find(node);
        if (graph.node(root).done || graph.node(root).figures == 0)
            continue;
        if (std::find(roots.begin(), roots.begin() + rootCount, root) != roots.begin() + rootCount)
            continue;
        if (!hasFigure(state, root, player, companion))
            continue;
        if (rootCount < int(roots.size()))
            roots[std::size_t(rootCount++)] = root;
        out.push_back(Move::placeFigure(kind, node));
    }
}

bool CompanionFigures::hasFigure(const GameState &state, int root, int player, FigureKind kind)
{
    const FeatureGraph &graph = state.features();
    return std::any_of(state.figures().begin(), state.figures().end(), [&](const PlacedFigure &f) {
        return f.player == player && f.kind == kind && graph.find(f.segment) == root;
    });
}

void CompanionFigures::returnStrandedSince(GameState &state, FigureKind kind, FigureKind companion,
                                           EventList *events, const RuleModule &module, int slot)
{
    std::int32_t &seen = module.slotsIn(state)[std::size_t(slot)];
    if (std::int32_t(state.figuresLeftAlone()) == seen)
        return;
    // Backwards, so returning one (erasing it) leaves the rest still to visit in place.
    for (int i = int(state.figures().size()) - 1; i >= 0; --i) {
        const PlacedFigure f = state.figures()[std::size_t(i)];
        if (f.kind != kind)
            continue;
        if (!hasFigure(state, state.features().find(f.segment), f.player, companion))
            state.returnFigure(i, events);
    }
    seen = std::int32_t(state.figuresLeftAlone());
}

QString CompanionFigures::strandedFigure(const GameState &state, FigureKind kind,
                                         FigureKind companion)
{
    if (state.phase() != GameState::Phase::PlaceTile)
        return {}; // within a turn one may wait for afterScoring to go home
    for (const PlacedFigure &f : state.figures()) {
        const int root = state.features().find(f.segment);
        if (f.kind == kind && !hasFigure(state, root, f.player, companion))
            return QStringLiteral("a %1 of player %2 stands without a %3 on feature %4")
                    .arg(figurekind::name(kind))
                    .arg(f.player)
                    .arg(figurekind::name(companion))
                    .arg(root);
    }
    return {};
}

} // namespace carcassonne
