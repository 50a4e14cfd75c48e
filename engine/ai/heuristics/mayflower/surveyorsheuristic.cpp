#include "surveyorsheuristic.h"

#include <algorithm>
#include <cmath>

namespace carcassonne {

namespace {

constexpr ModuleWeight kWeights[] = {
        // Paying scorings per tile left (each moves a surveyor).
        {"scoringrate", 0.4},
        // Chance that a coming scoring is the feature's own, once it completes at all.
        {"surveyorhazard", 0.05},
        // Least share of its worth a feature keeps for a colonist east of both surveyors.
        {"riskkeep", 0.1},
        // A colonist east of both surveyors comes back soon: in returning meeples' worth.
        {"sweptreturn", 1.5},
        // Share of the evaluator's worth of a colonist coming back that a colonist keeps.
        {"colonistreturn", 0.5},
        // Scorings the surveyors wait in the westernmost column before a tile lies west of it.
        {"stuckscorings", 4},
        // For the bonus: chance that a coming scoring is the feature's own.
        {"bonushazard", 0.35},
        // Final scores spread about half as far again as the base game's (about 160 points a
        // player against 100): the search reads leads in that measure (leadSpread).
        {"leadspread", 1.5},
};

// Most scorings looked at for a bonus.
constexpr int kHorizon = 16;

} // namespace

std::span<const ModuleWeight> SurveyorsHeuristic::weights()
{
    return kWeights;
}

std::unique_ptr<ModuleHeuristic> SurveyorsHeuristic::create(const GameContent &content,
                                                            const EvaluatorWeights &weights)
{
    auto h = std::make_unique<SurveyorsHeuristic>();
    h->m_bonus = content.parameter(QStringLiteral("surveyorBonus"));
    h->m_rate = weights.value(kWeights[0]);
    h->m_hazard = std::clamp(weights.value(kWeights[1]), 0.0, 1.0);
    h->m_riskKeep = std::clamp(weights.value(kWeights[2]), 0.0, 1.0);
    h->m_sweptReturn = weights.value(kWeights[3]);
    h->m_colonistReturn = weights.value(kWeights[4]);
    h->m_bonusHazard = std::clamp(weights.value(kWeights[6]), 0.0, 1.0);
    h->m_stuck = int(std::lround(std::clamp(weights.value(kWeights[5]), 0.0, 100.0)));
    h->m_leadSpread = std::clamp(weights.value(kWeights[7]), 0.1, 10.0);
    return h;
}

int SurveyorsHeuristic::westernmost(const GameState &state, const Columns &columns)
{
    return state.board().tiles().empty() ? columns[0] : state.board().minCell().x;
}

int SurveyorsHeuristic::scoringsUntilSwept(const Columns &columns, int westEdge, int x, int stuck)
{
    const int east = std::max(columns[0], columns[1]);
    const int west = std::min(columns[0], columns[1]);
    if (x > east)
        return 0;
    return 2 * (east - x) + (west == east ? 2 : 1) + (x <= westEdge ? stuck : 0);
}

double SurveyorsHeuristic::scoringsLeft(const GameState &state) const
{
    return m_rate * state.remainingCount();
}

double SurveyorsHeuristic::keepShare(int k, double left) const
{
    // Whether the surveyors pass the colonist before the game ends at all.
    const double passed = std::clamp(left - k, 0.0, 1.0);
    if (passed == 0)
        return 1.0;
    const double first = std::max(m_riskKeep, 1.0 - std::pow(1.0 - m_hazard, k));
    return 1.0 - passed * (1.0 - first);
}

double SurveyorsHeuristic::expectedBonus(Columns columns, int westEdge, int x, int k, double left,
                                         double chance) const
{
    if (k == 0 || chance <= 0 || m_bonus == 0)
        return 0.0;
    double expected = 0, notYet = 1.0;
    const int last = std::min(k, kHorizon);
    for (int j = 1; j <= last; ++j) {
        // The j-th scoring from now is the feature's own (if that many are still to come).
        const double here = notYet * m_bonusHazard * std::clamp(left - (j - 1), 0.0, 1.0);
        notYet *= 1.0 - m_bonusHazard;
        const int surveyors = (columns[0] == x ? 1 : 0) + (columns[1] == x ? 1 : 0);
        expected += here * surveyors;
        // Then the eastern one moves, as SurveyorsModule::afterFeatureScored does.
        if (columns[0] == columns[1]) {
            if (columns[0] <= westEdge)
                continue; // no tile west of them: they stay
            --columns[0];
        } else {
            --columns[columns[1] > columns[0] ? 1 : 0];
        }
    }
    return expected * chance * m_bonus;
}

void SurveyorsHeuristic::addFeatureWorth(const Position &position, int root, const FeatureValue &v,
                                         double worth, Scores &out, Breakdown *parts) const
{
    if (v.type == FeatureType::Field)
        return; // trappers: never sent home, never in a completed feature
    const GameState &s = position.state;
    const int players = s.playerCount();
    std::array<double, kMaxPlayers> add{};
    if (v.completed) {
        // Waiting in the scoring queue: its bonus as it stands.
        if (v.bonusModule < 0)
            return;
        for (int p = 0; p < players; ++p) {
            if (v.winners & (1u << p))
                add[std::size_t(p)] = v.bonus[std::size_t(p)];
        }
    } else {
        const auto columns = SurveyorsModule::columns(s);
        if (!columns)
            return;
        const double left = scoringsLeft(s);
        const int westEdge = westernmost(s, *columns);
        const double chance = position.evaluator.completionChance(root);
        // Per scoring player: the colonist longest safe, and the best bonus of any.
        std::array<int, kMaxPlayers> safest;
        safest.fill(-1);
        std::array<double, kMaxPlayers> bonus{};
        const FeatureGraph &graph = s.features();
        int figures = graph.node(root).figures;
        for (std::size_t i = 0; figures > 0 && i < s.figures().size(); ++i) {
            const PlacedFigure &f = s.figures()[i];
            if (graph.find(f.segment) != root)
                continue;
            --figures;
            if (!(v.winners & (1u << f.player)) || !s.countsForMajority(f.kind))
                continue;
            const int x = s.cellOf(f.segment).x;
            const int k = scoringsUntilSwept(*columns, westEdge, x, m_stuck);
            safest[f.player] = std::max(safest[f.player], k);
            bonus[f.player] = std::max(bonus[f.player],
                                       expectedBonus(*columns, westEdge, x, k, left, chance));
        }
        for (int p = 0; p < players; ++p) {
            if (safest[std::size_t(p)] < 0)
                continue;
            add[std::size_t(p)] =
                    bonus[std::size_t(p)] - (1.0 - keepShare(safest[std::size_t(p)], left)) * worth;
        }
    }
    for (int p = 0; p < players; ++p) {
        out[std::size_t(p)] += add[std::size_t(p)];
        if (parts)
            (*parts)[std::size_t(p)][PositionEvaluator::Other] += add[std::size_t(p)];
    }
}

void SurveyorsHeuristic::addWorth(const Position &position, Scores &out) const
{
    const GameState &s = position.state;
    const auto columns = SurveyorsModule::columns(s);
    if (!columns)
        return;
    const double left = scoringsLeft(s);
    const int westEdge = westernmost(s, *columns);
    const FeatureGraph &graph = s.features();
    for (const PlacedFigure &f : s.figures()) {
        if (f.kind != FigureKind::Meeple)
            continue;
        const int root = graph.find(f.segment);
        const FeatureGraph::Node &r = graph.node(root);
        if (r.done || r.type == FeatureType::Field)
            continue;
        const int k = scoringsUntilSwept(*columns, westEdge, s.cellOf(f.segment).x, m_stuck);
        const double passed = std::clamp(left - k, 0.0, 1.0);
        // It comes back by its feature, or sent home when the surveyors pass it.
        const double chance = position.evaluator.returnChance(root);
        const double sent = passed * (1.0 - chance) * (k == 0 ? m_sweptReturn : 1.0);
        out[f.player] += (m_colonistReturn * (chance + sent) - chance)
                * position.evaluator.returnWorth(f.player);
    }
}

} // namespace carcassonne
