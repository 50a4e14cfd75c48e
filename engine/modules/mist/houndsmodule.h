#pragma once

#include "rules/rulemodule.h"

#include <optional>

namespace carcassonne {

struct PlacedFigure;

// The Mist's stacks and hounds (levels 3+). The pile is drawn in stacks of `stackSize`; the
// score must reach a hound's points (`houndOnePoints` Rufus, `houndTwoPoints` Ronja) before
// its stack runs out (D: checked when the next turn starts), or the team loses. Reaching one,
// the team lays the hound by a guard on the board and clears up to 3 ghosts from each of two
// cells of its 3x3. When that guard's feature scores (points or ghosts), the hound scores 1 per
// ghost on the board and leaves. D: with no guard on the board the hound leaves unused
// (`houndWithoutGuard` 1: the team loses instead); a buried guard's hound leaves unscored.
class HoundsModule final : public RuleModule
{
public:
    QString id() const override { return QStringLiteral("hounds"); }
    ParameterSpecs parameters() const override;
    int dataSize() const override { return kSlots; }
    QStringList scoreCategories() const override { return {QStringLiteral("hound")}; }
    void setup(GameState &state, EventList *events) const override;
    void turnStarted(GameState &state) const override;
    void afterScoring(GameState &state, EventList *events) const override;
    void afterFeatureScored(GameState &state, int root, std::uint8_t winners,
                            EventList *events) const override;
    void addChoiceMoves(const GameState &state, MoveList &out) const override;
    void applyChoice(GameState &state, const Move &move, EventList *events) const override;
    std::optional<Move> choiceFromJson(const GameState &state,
                                       const QJsonObject &choice) const override;
    QJsonObject choiceToJson(const GameState &state, const Move &move) const override;
    QStringList choiceKeys() const override;
    QString eventName(std::uint8_t code) const override;
    int eventCodeCount() const override { return 4; }
    void eventToJson(const GameContent &content, const Event &e, QJsonObject &o) const override;
    QString checkInvariants(const GameState &state) const override;

    static constexpr int kHounds = 2;
    enum class HoundState { Waiting, Laying, Lying, Gone };
    static QString houndName(int hound); // "rufus", "ronja"
    static HoundState stateOf(const GameState &state, int hound);
    // Where a lying hound lies.
    static CellPos cellOf(const GameState &state, int hound);
    // Points a hound needs (0: no such hound), and the stack it must be reached in.
    static int points(const GameState &state, int hound);
    static int stackSize(const GameState &state);
    // The stack being drawn: its number (0 the first), how many stacks there are, the tiles
    // still to draw from it and the hound that must be reached before it runs out (-1: the last
    // stack, which must reach the goal); nothing without stacks. A stack ends `stackSize`
    // tiles after the previous one; what is left of it when its hound is reached goes onto the
    // next.
    struct Stack
    {
        int index = 0;
        int count = 0;
        int left = 0;
        int hound = -1;
    };
    static std::optional<Stack> currentStack(const GameState &state);
    // Whether a decision of this module is waiting (the scoring waits for it).
    static bool deciding(const GameState &state);
    // Loses the game when a stack ran out before its hound (its last tile drawn): at the end
    // of a turn and after a face-down tile.
    static void checkStacks(GameState &state, EventList *events);
    // A guard leaves the board for good (buried): its hound leaves unscored.
    static void guardLeaves(GameState &state, const PlacedFigure &guard, EventList *events);

    // Its events (`values[0]` the hound): kHoundReached, kHoundLaid (`at`), kHoundScored
    // (player, points in `values[1]`), kHoundLeft (`values[1]` 0 unused, 1 its guard buried).
    static constexpr std::uint8_t kHoundReached = 0;
    static constexpr std::uint8_t kHoundLaid = 1;
    static constexpr std::uint8_t kHoundScored = 2;
    static constexpr std::uint8_t kHoundLeft = 3;

    enum Choice { kLay, kClear, kStop };

private:
    // parameters()' order
    enum Parameter { kStackSize, kHoundOnePoints, kHoundTwoPoints, kHoundWithoutGuard };
    // Lays hounds reached and scores hounds whose guard's feature scored, in the rulebook's
    // order, until a decision waits or the game ends.
    void settle(GameState &state, EventList *events) const;
    // Lays (or lets go) the first hound whose points are reached; false when none is.
    bool layReached(GameState &state, EventList *events) const;
    // Scores the first hound due; false when none is.
    bool scoreDue(GameState &state, EventList *events) const;
    void lay(GameState &state, int hound, int figure, EventList *events) const;
    void listClears(const GameState &state, MoveList &out) const;
    Event houndEvent(const GameState &state, std::uint8_t code, int hound) const;
    // Per hound: state, guard's player and segment, cell, and whether its guard's feature has
    // scored (it scores next, once the hounds reached by that scoring are laid); then the hound
    // clearing, clears left and the cell cleared first.
    enum Field { kState, kPlayer, kSegment, kX, kY, kDue, kFields };
    enum Slot { kActive = kHounds * kFields, kClearsLeft, kFirstX, kFirstY, kFirstSet, kSlots };
    static int slot(int hound, Field f) { return hound * kFields + f; }
};

} // namespace carcassonne
