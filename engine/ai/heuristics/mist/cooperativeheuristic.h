#pragma once

#include "ai/moduleheuristic.h"
#include "modules/mist/cooperativemodule.h"

#include <vector>

namespace carcassonne {

// The Mist's team goal: what the computer players of a cooperative game play for. Every colour
// wins or loses with the team, so a position is worth the team's prospects, not one colour's
// lead (ModuleHeuristic::teamValue). Two things lose the game: the points falling short of the
// next goal (a hound's points before its stack runs out, then the goal before the pile does) and
// the ghosts running out. A scoring trades one for the other (its points, or two or three ghosts
// cleared), so the value, in points, is
// - the points the team will probably have by the next goal's deadline less the goal: the
//   scores plus the colours' estimates of their open features (`futureshare` of them) and of
//   their guards in supply and coming back (`guardshare`). The evaluator's chances look as far
//   as the deadline with every colour's draws (teamDraws: an unfinished feature is worth
//   nothing in The Mist), less the tiles open graveyards will still take face down (levels
//   5-6, `facedown` of their empty neighbours); with separate scores (level 6) each colour's
//   shortfall in full and its points past the mark at `abovemark` (0: they bring no colour
//   there), the team's draws to the deadline given out to the guarded features that bring the
//   colours short of the mark most points per empty cell they need, the rest counting nothing
//   (`allocate`: the tiles cannot finish them all; with it off, `crowding` shrinks every open
//   feature's share alike), what a colour gains by a tile that may join its road or city to
//   another colour's at the one cell both still need and complete them as one (`closejoin`),
//   and optionally (`mergeshare`, or `joinshare` with the chance of a joining tile) what a
//   colour's open road or city may gain by joining another colour's at all;
// - less `ghostworth` (with separate scores `separateghostworth`) points per ghost the supply
//   lacks for what the next `ghosthorizon` tiles bring (the symbols left per tile, times
//   `ghostinflow`, and at levels 2-4 one more per tile with symbols while a graveyard is open,
//   `graveyardinflow`) and `ghostsafety` more; softly, so clearing ghosts pays when the supply runs
//   low, and points pay while it holds plenty (ghosts lie thicker later, when a scoring clears
//   three of them). Ghosts the board will probably give back by itself count as supply
//   (`recoverable`): those on an open bank that may still complete (each empty cell its fog runs
//   into filling with fog there, `bankfit`), and at levels 2-4 those on an open graveyard whose
//   four sides may still fill.
// - Stages: the points count from the first stage's mark whatever stage the team is in, so
//   reaching a hound never looks like a loss of the points between its mark and the next (the
//   next mark's deadline lies further on, the estimate looks as far); and `stagebonus` points
//   for each stage passed and for the chance to make the current one by its deadline (a
//   logistic of the margin over `stagespread` times the root of the tiles left to it), since
//   a stack's deadline missed loses the game however close the team came.
// A won game is worth +kDecided, a lost one -kDecided.
class CooperativeHeuristic final : public ModuleHeuristic
{
public:
    using Module = CooperativeModule;
    static std::span<const ModuleWeight> weights();
    static std::unique_ptr<ModuleHeuristic> create(const GameContent &content,
                                                   const EvaluatorWeights &weights);

    bool team() const override { return true; }
    // Notes each guarded feature's worth for `allocate` (scratch of the evaluation in progress:
    // the evaluator calls this for every open feature with figures, then teamValue).
    void addFeatureWorth(const Position &position, int root, const FeatureValue &v, double worth,
                         Scores &out, Breakdown *parts) const override;
    double teamValue(const Position &position, const Scores &estimates,
                     const Scores &held) const override;
    double teamDraws(const GameState &state) const override;

    static constexpr double kDecided = 100.0;

private:
    // The points the team needs next, and the tiles left (the current one included) to get them.
    struct Goal
    {
        int points = 0;
        int tiles = 0;
        int passed = 0; // hounds reached before it
        int first = 0; // the first stage's points (Rufus's, or the goal without hounds)
    };
    Goal nextGoal(const GameState &state) const;
    double ghostsPerTile(const Position &position) const;
    // Ghosts on the board that will probably go back to the supply by themselves: on an open
    // graveyard that closes (levels 2-4), on an open bank that completes.
    double recoverable(const Position &position) const;
    double bankChance(const Position &position, int root) const;
    // Levels 5-6: the tiles the open graveyards will probably still take face down.
    double faceDownToCome(const GameState &state) const;
    // Separate scores: per colour, the best worth it may gain by one of its open roads or
    // cities joining another colour's through an empty cell at both (that cell's chance).
    // With `joining`, the chance is that of a tile that joins the two there (joinChance).
    void mergeGains(const Position &position, Scores &gains, bool joining) const;
    // The chance that a tile fitting the empty `cell` with its sides `sideA` and `sideB` on one
    // road or city comes within the team's draws to the deadline.
    // With `closing`, only tiles whose joining road or city goes toward no other empty cell.
    double joinChance(const Position &position, CellPos cell, int sideA, int sideB,
                      bool closing = false) const;
    // Separate scores with `closejoin`: per colour, the most it may gain by a tile that joins
    // two roads or cities of different colours at the one empty cell each still needs, and so
    // completes both as one (each colour on it scores it in full): that tile's chance within
    // the team's draws to the deadline times the other's completed points.
    void closingJoins(const Position &position, Scores &gains) const;
    // The empty cells at the open ends of the roads and cities with guards (each once).
    int openEndCells(const GameState &state) const;
    // Separate scores with `allocate`: the team's draws to the deadline go to the guarded
    // features that bring the colours short of the mark most points per empty cell they need;
    // per colour, the worth of the features (or their parts) no draws are left for.
    void unallocatedWorth(const Position &position, const Goal &next, Scores &out) const;
    // The empty cells a guarded feature needs: at the open ends of a road or city, around a
    // castle.
    int cellsNeeded(const GameState &state, int root) const;

    // A guarded open feature of the evaluation in progress, as addFeatureWorth saw it.
    struct Claim
    {
        int root = -1;
        double worth = 0;
        std::uint32_t colours = 0;
    };
    // Scratch of one evaluation (an evaluator, and so its heuristics, serve one thread at a
    // time): filled by addFeatureWorth, read and emptied by teamValue.
    mutable std::vector<Claim> m_claims;

    std::vector<int> m_symbols; // ghost symbols per tile type
    int m_goal = 0; // goalPoints
    bool m_separate = false; // separateScores: every colour must reach the goals
    double m_futureShare = 0;
    double m_inflow = 0;
    double m_ghostWorth = 0;
    double m_horizon = 0;
    double m_safety = 0;
    double m_recoverable = 0;
    double m_bankFit = 0;
    double m_faceDownShare = 0;
    double m_graveyardInflow = 0;
    double m_guardShare = 0;
    double m_stageBonus = 0;
    double m_stageSpread = 0;
    double m_aboveMark = 0;
    double m_mergeShare = 0;
    double m_joinShare = 0;
    double m_crowding = 0;
    double m_allocate = 0;
    double m_closeJoin = 0;
    int m_graveyardMode = 0; // GraveyardsModule::Mode
};

} // namespace carcassonne
