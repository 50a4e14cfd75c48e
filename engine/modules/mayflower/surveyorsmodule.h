#pragma once

#include "rules/rulemodule.h"

#include <array>

namespace carcassonne {

// Mayflower's two surveyors and the order of scoring. The turn's completed features wait in the
// scoring queue; while two or more of them hold colonists the active player picks the next
// ("scoreNext"). A colonist scoring in a surveyor's column earns `surveyorBonus` per surveyor
// there. After each feature that paid someone, the eastern surveyor moves one column west
// (they never stand more than one apart; sharing a column with no tile west of it, neither
// moves), and every colonist but trappers east of both goes home without points.
class SurveyorsModule final : public RuleModule
{
public:
    QString id() const override { return QStringLiteral("surveyors"); }
    ParameterSpecs parameters() const override;
    int dataSize() const override { return kSlots; }
    QStringList scoreCategories() const override { return {QStringLiteral("surveyor")}; }
    void setup(GameState &state, EventList *events) const override;
    bool adjustsValues() const override { return true; }
    void adjustValue(const GameState &state, int root, FeatureValue &v) const override;
    bool queuesScoring() const override { return true; }
    void addChoiceMoves(const GameState &state, MoveList &out) const override;
    void applyChoice(GameState &state, const Move &move, EventList *events) const override;
    void afterFeatureScored(GameState &state, int root, std::uint8_t winners,
                            EventList *events) const override;
    std::optional<Move> choiceFromJson(const GameState &state,
                                       const QJsonObject &choice) const override;
    QJsonObject choiceToJson(const GameState &state, const Move &move) const override;
    QStringList choiceKeys() const override { return {QStringLiteral("scoreNext")}; }
    QString eventName(std::uint8_t code) const override;
    int eventCodeCount() const override { return 1; }
    void eventToJson(const GameContent &content, const Event &e, QJsonObject &o) const override;
    QString checkInvariants(const GameState &state) const override;

    // Its event: surveyor `values[0]` moved one column west, to column `values[1]`.
    static constexpr std::uint8_t kSurveyorMoved = 0;
    static constexpr int kSurveyorCount = 2;

    // The surveyors' columns; empty when the module is not in the game.
    static std::optional<std::array<int, kSurveyorCount>> columns(const GameState &state);
    // True if a colonist (not a trapper) standing in column `x` goes home at the next scoring.
    static bool atRisk(const GameState &state, int x);
    // The pending feature a scoreNext choice picks (a feature root).
    static int pickedRoot(const GameState &state, const Move &move);

private:
    enum Slot { kColumn0, kColumn1, kSweptTurn, kSlots };
};

} // namespace carcassonne
