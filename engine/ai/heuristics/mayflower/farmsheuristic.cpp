#include "farmsheuristic.h"

namespace carcassonne {

std::unique_ptr<ModuleHeuristic> FarmsHeuristic::create(const GameContent &content,
                                                        const EvaluatorWeights &weights)
{
    Q_UNUSED(weights);
    const CoreParameters &core = content.core();
    auto h = std::make_unique<FarmsHeuristic>();
    h->m_finalExtra =
            content.parameter(QStringLiteral("farmTilePointsFinal")) - core.cloisterTilePointsFinal;
    h->m_completedExtra =
            content.parameter(QStringLiteral("farmTilePoints")) - core.cloisterTilePoints;
    if (h->m_finalExtra == 0 && h->m_completedExtra == 0)
        return nullptr;
    return h;
}

void FarmsHeuristic::addFeatureWorth(const Position &position, int root, const FeatureValue &v,
                                     double worth, Scores &out, Breakdown *parts) const
{
    Q_UNUSED(worth);
    if (v.type != FeatureType::Farm || v.completed)
        return;
    // The evaluator's expectation: tiles present plus each empty neighbour's chance to fill,
    // and the chance that all fill.
    const GameState &s = position.state;
    const CellPos at = s.cellOf(root);
    double expected = v.tiles;
    for (int dy = -1; dy <= 1; ++dy) {
        for (int dx = -1; dx <= 1; ++dx) {
            const CellPos p{at.x + dx, at.y + dy};
            const Board::Cell &cell = s.board().at(p);
            if (cell.tile < 0 && cell.fixed != 2)
                expected += position.evaluator.fillChance(p, false);
        }
    }
    const double all = position.evaluator.completionChance(root);
    const double add = expected * m_finalExtra + all * 9.0 * (m_completedExtra - m_finalExtra);
    for (int p = 0; p < s.playerCount(); ++p) {
        if (!(v.winners & (1u << p)))
            continue;
        out[std::size_t(p)] += add;
        if (parts)
            (*parts)[std::size_t(p)][PositionEvaluator::Other] += add;
    }
}

} // namespace carcassonne
