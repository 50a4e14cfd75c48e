#pragma once

#include "rules/rulemodule.h"

namespace carcassonne {

// Traders & Builders' builder: placed instead of a meeple on a road or city of the new tile
// where its owner already has a meeple. A turn whose tile extends a feature with the player's
// builder goes on with a second tile drawn at once (place, figure, score again), never a
// third. The builder goes home when its owner has no meeple left on the feature; it never
// counts for the majority.
class BuilderModule final : public RuleModule
{
public:
    QString id() const override { return QStringLiteral("builder"); }
    ParameterSpecs parameters() const override;
    int dataSize() const override { return 2; }
    void setup(GameState &state, EventList *events) const override;
    void afterPlacement(GameState &state, EventList *events) const override;
    void addFigureMoves(const GameState &state, MoveList &out) const override;
    void afterScoring(GameState &state, EventList *events) const override;
    QString checkInvariants(const GameState &state) const override;
    bool grantsAnotherTurn(const GameState &state) const override;
    QString eventName(std::uint8_t code) const override;
    int eventCodeCount() const override { return 1; }
    void eventToJson(const GameContent &content, const Event &e, QJsonObject &o) const override;

    // Its event: the tile at `at` extended the player's builder's feature; a second tile follows.
    static constexpr std::uint8_t kExtraTurn = 0;

    // The turn being played is the second half of a builder's double turn.
    static bool secondTurn(const GameState &state);
    // The turn being played has earned a second half (shown once its tile is down).
    static bool doubleTurnEarned(const GameState &state);

private:
    // EarnedIn: the turn (GameState::turn()) that earned a second half, 0 for none yet; the
    // next turn is that second half. A turn number needs no hook at every turn's start (the
    // flags it replaced were moved there). FiguresSeen: CompanionFigures::returnStranded's.
    enum Slot { EarnedIn, FiguresSeen };
    // The turn that last earned a second half; 0 when none did or the module is off.
    static int earnedIn(const GameState &state);
};

} // namespace carcassonne
