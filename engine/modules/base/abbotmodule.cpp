#include "abbotmodule.h"

#include "state/gamestate.h"

namespace carcassonne {

ParameterSpecs AbbotModule::parameters() const
{
    return {ParameterSpec{QStringLiteral("abbotsPerPlayer"), 1, 0, 5}};
}

std::uint32_t AbbotModule::abbotTypes()
{
    return GameState::typeBit(FeatureType::Cloister) | GameState::typeBit(FeatureType::Garden);
}

void AbbotModule::setup(GameState &state, EventList *) const
{
    const int abbots = state.content().parameter(QStringLiteral("abbotsPerPlayer"));
    for (int p = 0; p < state.playerCount(); ++p)
        state.setSupply(p, FigureKind::Abbot, abbots);
}

void AbbotModule::addFigureMoves(const GameState &state, MoveList &out) const
{
    state.addNewTileFigureMoves(FigureKind::Abbot, abbotTypes(), out);
    // Recalling instead of placing: one move per abbot of the player on the board.
    for (const PlacedFigure &f : state.figures()) {
        if (f.kind != FigureKind::Abbot || f.player != state.currentPlayer())
            continue;
        Move m = Move::placeFigure(FigureKind::Abbot, f.segment);
        m.recall = true;
        out.push_back(m);
    }
}

bool AbbotModule::applyFigure(GameState &state, const Move &move, EventList *events) const
{
    if (!move.recall || move.figure != FigureKind::Abbot)
        return false;
    // The feature is scored as it stands now (it cannot be complete: it would have been
    // scored), for the abbot's owner alone, and stays open for later figures.
    const int root = state.features().find(move.segment);
    const FeatureValue v = state.value(root);
    const int player = state.currentPlayer();
    const ScoreCategory category =
            v.type == FeatureType::Garden ? ScoreCategory::Garden : ScoreCategory::Cloister;
    state.addPoints(player, v.points, category, false);
    if (events) {
        Event e = Event::of(Event::Type::FeatureScored);
        e.winners = std::uint8_t(1u << player);
        e.points = std::int16_t(v.points);
        e.featureType = v.type;
        e.category = category;
        e.segment = root;
        e.tiles = std::int16_t(v.tiles);
        e.at = state.cellOf(root);
        events->push_back(e);
    }
    for (std::size_t i = 0; i < state.figures().size(); ++i) {
        const PlacedFigure &f = state.figures()[i];
        if (f.segment == move.segment && f.kind == FigureKind::Abbot && f.player == player) {
            state.returnFigure(int(i), events);
            break;
        }
    }
    return true;
}

bool AbbotModule::scoreCompleted(GameState &state, int root, EventList *events) const
{
    if (state.features().node(root).type != FeatureType::Garden)
        return false;
    state.scoreFeature(root, ScoreCategory::Garden, false, events);
    return true;
}

void AbbotModule::finalScoring(GameState &state, EventList *events) const
{
    // Cloisters are the core's; gardens with an abbot are ours.
    for (std::size_t i = 0; i < state.figures().size(); ++i) {
        const int root = state.features().find(state.figures()[i].segment);
        const FeatureGraph::Node &r = state.features().node(root);
        if (r.type == FeatureType::Garden && !r.done)
            state.scoreFeature(root, ScoreCategory::Garden, true, events);
    }
}

} // namespace carcassonne
