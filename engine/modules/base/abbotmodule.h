#pragma once

#include "rules/rulemodule.h"

namespace carcassonne {

// The Abbot: one abbot per player, placed instead of a meeple on a cloister or a garden of the
// new tile. Instead of placing a figure a player may take the abbot back and score at once what
// its cloister or garden is worth. Gardens score like cloisters; at the end an abbot is a monk.
class AbbotModule final : public RuleModule
{
public:
    QString id() const override { return QStringLiteral("abbot"); }
    ParameterSpecs parameters() const override;
    // The abbot holds a cloister or garden as a monk would.
    std::uint32_t majorityFigures() const override { return 1u << unsigned(FigureKind::Abbot); }
    void setup(GameState &state, EventList *events) const override;
    void addFigureMoves(const GameState &state, MoveList &out) const override;
    bool applyFigure(GameState &state, const Move &move, EventList *events) const override;
    bool scoreCompleted(GameState &state, int root, EventList *events) const override;
    void finalScoring(GameState &state, EventList *events) const override;

    // Feature types an abbot may stand on.
    static std::uint32_t abbotTypes();
};

} // namespace carcassonne
