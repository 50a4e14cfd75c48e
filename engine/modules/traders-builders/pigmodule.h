#pragma once

#include "rules/rulemodule.h"

namespace carcassonne {

class GameContent;

// Traders & Builders' pig: placed instead of a meeple on a field of the new tile where its
// owner has a farmer. At the end, if its owner wins that field (majority or tie), each completed
// city pays them `pigFieldCityPoints` instead of `fieldCityPoints`. It goes home when its owner
// has no farmer left there, and never counts for the majority.
class PigModule final : public RuleModule
{
public:
    QString id() const override { return QStringLiteral("pig"); }
    ParameterSpecs parameters() const override;
    void setup(GameState &state, EventList *events) const override;
    void addFigureMoves(const GameState &state, MoveList &out) const override;
    void afterScoring(GameState &state, EventList *events) const override;
    // One slot: GameState::figuresLeftAlone() when the pigs were last checked for their meeples.
    int dataSize() const override { return 1; }
    QString checkInvariants(const GameState &state) const override;
    void finalScoring(GameState &state, EventList *events) const override;
    // Its final PointsAwarded name the pig, the cities and where it stands.
    void eventToJson(const GameContent &content, const Event &e, QJsonObject &o) const override;

    // What a pig adds per completed city of a field its owner wins.
    static int bonusPerCity(const GameContent &content);
};

} // namespace carcassonne
