#pragma once

#include "rules/rulemodule.h"

namespace carcassonne {

// The Mist's team game. Every colour is a player of the engine; a person (a seat) may play
// several (`mistColours`, the English edition: alone 4 colours, two players 2 each, 3 guards a
// colour; or the setup's own "colors" lists). They win or lose together:
// won at once when the score reaches `goalPoints` (with `separateScores`, level 6, when every
// colour's does), lost when the ghosts run out, a stack runs out before its hound, or the pile
// before the goal; no final scoring. Each colour on a completed feature scores its full value
// (no majority). The turn's completed features wait in the scoring queue: the active player
// orders them (`scoreNext`) and, while ghosts stand on the board, takes each one's points or
// instead clears up to 3 ghosts from one cell (`reward`). `mistLevel` (1-6) presets the other
// modules' parameters (presetParameters).
class CooperativeModule final : public RuleModule
{
public:
    QString id() const override { return QStringLiteral("cooperative"); }
    ParameterSpecs parameters() const override;
    QVariantMap presetParameters(const QVariantMap &resolved) const override;
    int dataSize() const override { return kSlots; }
    void setup(GameState &state, EventList *events) const override;
    bool allowsSeveralColours() const override { return true; }
    std::vector<int> defaultColours(const GameContent &content, int seats) const override;
    // The English edition's guards a colour when a player plays several colours.
    static constexpr int kGuardsPerColour = 3;
    bool adjustsValues() const override { return true; }
    void adjustValue(const GameState &state, int root, FeatureValue &v) const override;
    bool queuesScoring() const override { return true; }
    void addChoiceMoves(const GameState &state, MoveList &out) const override;
    void applyChoice(GameState &state, const Move &move, EventList *events) const override;
    std::optional<Move> choiceFromJson(const GameState &state,
                                       const QJsonObject &choice) const override;
    QJsonObject choiceToJson(const GameState &state, const Move &move) const override;
    QStringList choiceKeys() const override;
    void afterFeatureScored(GameState &state, int root, std::uint8_t winners,
                            EventList *events) const override;
    void pileRanOut(GameState &state, EventList *events) const override;
    QString eventName(std::uint8_t code) const override;
    int eventCodeCount() const override { return 3; }
    void eventToJson(const GameContent &content, const Event &e, QJsonObject &o) const override;
    void outcomeToJson(const GameState &state, QJsonObject &o) const override;

    // Why a game ended.
    enum class Reason { None, Goal, Ghosts, Tiles, Stack, Hound, Count };
    static QString reasonName(Reason reason);
    // Its events: kGhostsInstead (a scoring taken as ghosts: `values[0]` points forgone, `at`
    // the feature), kGoalReached, kGameLost (`values[0]` the Reason).
    static constexpr std::uint8_t kGhostsInstead = 0;
    static constexpr std::uint8_t kGoalReached = 1;
    static constexpr std::uint8_t kGameLost = 2;

    // The team's score (the sum of the colours'), and whether it reached `points` (with
    // separate scores: every colour's).
    static int teamScore(const GameState &state);
    static bool reached(const GameState &state, int points);
    static int level(const GameState &state);
    // Ends the game: lost for `reason`, or won when the goal is reached (checkGoal).
    static void lose(GameState &state, Reason reason, EventList *events);
    static void checkGoal(GameState &state, EventList *events);

    // Kinds of its choices (Move::value & 15; a count of ghosts in the bits above).
    enum Choice { kScoreNext, kPoints, kGhosts };

private:
    // parameters()' order
    enum Parameter { kMistLevel, kGoalPoints, kSeparateScores, kMistColours };
    int target(const GameState &state) const;
    enum Slot { kSelected, kReason, kSlots };
};

} // namespace carcassonne
