#include "pigheuristic.h"

namespace carcassonne {

std::unique_ptr<ModuleHeuristic> PigHeuristic::create(const GameContent &content,
                                                      const EvaluatorWeights &weights)
{
    Q_UNUSED(weights);
    auto h = std::make_unique<PigHeuristic>();
    h->m_bonus = PigModule::bonusPerCity(content);
    h->m_fieldCityPoints = content.parameter(QStringLiteral("fieldCityPoints"));
    if (h->m_bonus == 0 || h->m_fieldCityPoints <= 0)
        return nullptr;
    return h;
}

void PigHeuristic::addFeatureWorth(const Position &position, int root, const FeatureValue &v,
                                   double worth, Scores &out, Breakdown *parts) const
{
    if (v.type != FeatureType::Field)
        return;
    // A field's worth is its cities' times fieldCityPoints: the pig adds its bonus on each.
    const GameState &state = position.state;
    const FeatureGraph &graph = state.features();
    std::uint8_t paid = 0;
    for (const PlacedFigure &f : state.figures()) {
        if (f.kind == FigureKind::Pig && (v.winners & ~paid & (1u << f.player))
            && graph.find(f.segment) == root) {
            paid |= std::uint8_t(1u << f.player);
            out[f.player] += worth / m_fieldCityPoints * m_bonus;
            if (parts)
                (*parts)[f.player][PositionEvaluator::Other] += worth / m_fieldCityPoints * m_bonus;
        }
    }
}

} // namespace carcassonne
