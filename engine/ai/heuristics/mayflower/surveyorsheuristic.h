#pragma once

#include "ai/moduleheuristic.h"
#include "modules/mayflower/surveyorsmodule.h"

#include <array>

namespace carcassonne {

// Mayflower's surveyors. After every scoring that pays someone the eastern surveyor moves one
// column west, and colonists (not trappers) east of both go home without points; a colonist
// scoring in a surveyor's column earns the bonus. Each scoring player's colonists on an open
// feature are judged by the scorings left until the surveyors pass them (0: east of both now):
//   - risk: unless the feature completes within those scorings, its worth is lost. Its worth
//     is kept with the chance that it completes first (each scoring completes it with
//     `surveyorhazard`'s chance), at least `riskkeep` of it; only as far as that many scorings
//     are still to come (`scoringrate` paying scorings per tile left);
//   - bonus: the feature's chance to complete, spread over the coming scorings the same way,
//     times the surveyors standing in the colonist's column at each;
//   - return: a colonist the surveyors will pass comes back for sure, by its feature or without
//     points: beyond the evaluator's chance, it is counted as coming back (one east of both now
//     soon, at `sweptreturn` times a returning meeple's worth); and every colonist coming back
//     is worth `colonistreturn` of what the evaluator gives a returning meeple (tournaments
//     between greedy players: features complete late or never, a colonist waits).
// In the westernmost column the surveyors stop until someone lays a tile further west: a colonist
// there counts `stuckscorings` more scorings before they pass it.
// A completed feature still waiting in the scoring queue adds its bonus as it stands.
class SurveyorsHeuristic final : public ModuleHeuristic
{
public:
    using Module = SurveyorsModule;
    static std::span<const ModuleWeight> weights();
    static std::unique_ptr<ModuleHeuristic> create(const GameContent &content,
                                                   const EvaluatorWeights &weights);

    void addFeatureWorth(const Position &position, int root, const FeatureValue &v, double worth,
                         Scores &out, Breakdown *parts) const override;
    void addWorth(const Position &position, Scores &out) const override;
    double leadSpread() const override { return m_leadSpread; }

    using Columns = std::array<int, SurveyorsModule::kSurveyorCount>;
    // Paying scorings until a colonist in column `x` goes home: 0 when it stands east of both
    // surveyors, else two per column between it and the eastern one, plus one or two to pass
    // its own column; in the westernmost column (`westEdge`), where the surveyors stop until a
    // tile lies west of them, `stuck` more.
    static int scoringsUntilSwept(const Columns &columns, int westEdge, int x, int stuck);
    // The westernmost column with a tile (the surveyors' own before the first tile).
    static int westernmost(const GameState &state, const Columns &columns);

private:
    // Paying scorings still to come in the game.
    double scoringsLeft(const GameState &state) const;
    // The share of a feature's worth a colonist `k` scorings from going home keeps.
    double keepShare(int k, double left) const;
    // The bonus a colonist in column `x` expects, for a feature that completes with `chance`.
    double expectedBonus(Columns columns, int westEdge, int x, int k, double left,
                         double chance) const;

    int m_bonus = 0; // surveyorBonus, per surveyor
    double m_rate = 0; // paying scorings per tile left
    double m_hazard = 0; // chance a coming scoring is the feature's own
    double m_bonusHazard = 0; // the same, for the bonus
    double m_riskKeep = 0; // least share kept
    double m_sweptReturn = 0; // a colonist east of both: its return, in returning meeples
    double m_colonistReturn = 0; // share of a returning meeple's worth a colonist keeps
    int m_stuck = 0; // scorings the surveyors wait at the west edge
    double m_leadSpread = 1.0; // of final scores, against the base game's
};

} // namespace carcassonne
