#pragma once

#include "evaluatorweights.h"
#include "state/gamestate.h"

#include <array>
#include <memory>
#include <vector>

namespace carcassonne {

class ModuleHeuristic;

// Expected final score of every player from the position as it lies: points scored, plus what
// each open feature with figures will probably be worth to its majority (road, city, cloister
// and other cloister-like features, fields for their meeples), plus the worth of meeples in supply
// and of meeples likely to come back; plus what the enabled rule modules' heuristics add
// (ModuleHeuristic, ai/heuristics/). The chance that a feature completes comes from its open ends
// and from how many of the remaining tiles fit the empty cells at those ends, so a city that waits
// for a tile no longer in the pile is seen as lost. Remaining tiles are counted, never looked at in
// order. A cell that can never take a tile (a fixed cell of the board, or one beyond its column
// limit: Mayflower's coast) never fills: a road or city running into it never completes, a
// cloister-like feature beside it never gets its ninth tile; a fixed cell that counts as a
// neighbour is taken as filled, and as closing what runs into it.
class PositionEvaluator
{
public:
    using Scores = std::array<double, kMaxPlayers>;
    // The estimate's parts, for tools that fit the weights to game outcomes.
    enum Term {
        Score,
        Roads,
        Cities,
        Cloisters,
        Fields,
        FieldGrowth,
        Supply,
        Returning,
        Other,
        TermCount
    };
    using Breakdown = std::array<std::array<double, TermCount>, kMaxPlayers>;

    explicit PositionEvaluator(EvaluatorWeights weights = {}) : m_weights(weights) { }

    const EvaluatorWeights &weights() const { return m_weights; }
    // Judges by other weights from now on (what was kept between calls goes: the heuristics
    // and the chance tables follow from the weights).
    void setWeights(const EvaluatorWeights &weights)
    {
        m_weights = weights;
        m_context = Context{};
    }
    void evaluate(const GameState &state, Scores &out) const { evaluate(state, out, nullptr); }
    // The same, with each player's estimate split into its terms (weighted as in `out`; the
    // field-growth term holds the unweighted open edges of won fields times the share of the
    // pile left, even when its weight is 0).
    void evaluate(const GameState &state, Scores &out, Breakdown *parts) const;
    // A player's estimate less the best other player's (the estimate itself when alone, and in
    // a team game, where every player's estimate is the team's: ModuleHeuristic::teamValue).
    // Valid for the content of the last evaluate() or teamGame().
    double advantage(const Scores &scores, int player, int players) const;
    // Whether the players of the state's game win or lose together: every decision is then the
    // team's, whoever takes it.
    bool teamGame(const GameState &state) const;
    // How far final scores spread in the state's rule set against the base game's
    // (ModuleHeuristic::leadSpread): 1 for the base game.
    double leadSpread(const GameState &state) const;

    // For the module heuristics, and only while evaluate() runs (they judge its position):
    // the chance an open feature completes; the chance an empty cell takes a tile (by the
    // owner's draws or by anybody's); the chance the estimate gives a meeple on the open feature
    // `root` of coming back; and what one more meeple coming back adds to a player's estimate.
    // (A cloister-like feature completes when every empty cell around it fills.)
    double completionChance(int root) const;
    double fillChance(CellPos cell, bool byOwner) const
    {
        return fillChance(m_context, cell, byOwner);
    }
    double returnChance(int root) const { return returnChance(m_context, root); }
    double returnWorth(int player) const;
    // A cloister-like feature of `tiles` tiles so far (its own and its filled neighbours): the
    // tiles it will probably count at the end (each empty neighbour's chance to fill added),
    // and the chance that all nine fill, as the estimate counts them.
    struct Surroundings
    {
        double expected = 0;
        double all = 1;
    };
    Surroundings surroundings(int root, int tiles) const
    {
        return surroundings(m_context, root, tiles);
    }
    // The tiles left by type (GameState::remainingTiles of the position being judged).
    const std::vector<int> &remainingTiles() const { return m_context.remaining; }
    // The draws that may close a player's feature in the position being judged: in a team
    // game the team's to its next deadline (ModuleHeuristic::teamDraws), as asked once per
    // position.
    double closeDrawCount() const { return m_context.closeDrawCount; }

private:
    // Scratch of one call, kept between calls to save allocations: an evaluator is used by
    // one thread at a time.
    struct Context
    {
        const GameState *state = nullptr;
        std::vector<int> remaining; // tiles left by type
        std::vector<int> nextRemaining; // those of the position being judged, before the swap
        std::vector<int> live; // single-cell tile types with tiles left
        bool liveMultiCell = false;
        int remainingCount = 0;
        double ownTurns = 0; // draws left per player
        // Draws that may close a player's feature (its own) and fill a cell (anybody's); in a
        // team game both are the team's draws to its next deadline.
        double closeDrawCount = 0;
        double fillDrawCount = 0;
        double pileShare = 0; // tiles left of all the game's tiles
        int fieldCityPoints = -1; // read when first needed
        // The enabled modules' heuristics, made once per game content.
        std::shared_ptr<const GameContent> content;
        std::vector<std::shared_ptr<const ModuleHeuristic>> heuristics;
        double leadSpread = 1.0; // the heuristics' spreads multiplied
        std::uint32_t replacedWorth = 0; // feature types they value in full (type bits)
        const ModuleHeuristic *team = nullptr; // the one judging a team game, if any
        std::vector<int> fitByCode; // tiles left that fit, by constraint code; -2 = not counted
        // Completion chance by feature root, valid where its stamp is this call's generation.
        std::vector<std::uint32_t> chanceStamps;
        std::vector<double> chances;
        std::uint32_t chanceGeneration = 0;
        // fillChance by tiles left, then by fitting count (-1: not yet known), for tablePlayers.
        std::vector<std::vector<double>> closeTables, fillTables;
        std::vector<std::pair<double, double>> tableDraws; // the draw counts each was made for
        int tablePlayers = -1;
        std::vector<int> roots, counted;
        std::vector<int> figureRoots; // the feature of each of the state's figures
        std::vector<double> openCityChances; // of the field fieldCities() walked last
        std::vector<CellPos> cells;
    };
    // Looks up the facts of the state's game content when it is not the last one's.
    void useContent(const GameState &state) const;
    // A field's worth takes the open cities' chances fieldCities() found for it.
    double featureWorth(Context &c, int root, const FeatureValue &v) const;
    // The weights' scale for a kind of feature (EvaluatorWeights::roadWorth and the others).
    double worthScale(FeatureType type) const
    {
        return type == FeatureType::Road          ? m_weights.roadWorth
                : type == FeatureType::City       ? m_weights.cityWorth
                : type == FeatureType::Field      ? m_weights.fieldWorth
                : featuretype::isSurrounded(type) ? m_weights.cloisterWorth
                                                  : 1.0;
    }
    // The completed cities the field `root` borders; the open ones' completion chances are
    // left in c.openCityChances.
    int fieldCities(Context &c, int root) const;
    double completionChance(Context &c, int root) const;
    double returnChance(Context &c, int root) const;
    Surroundings surroundings(Context &c, int root, int tiles) const;
    double surroundedChance(Context &c, int root) const;
    // Chance that an empty cell takes a tile: by the owner's draws, or by anybody's.
    double fillChance(Context &c, CellPos cell, bool byOwner) const;
    int fittingTiles(Context &c, CellPos cell) const;
    double supplyWorth(int meeples, double ownTurns) const;

    EvaluatorWeights m_weights;
    mutable Context m_context;
};

} // namespace carcassonne
