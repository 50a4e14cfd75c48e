#pragma once

#include "content/featuredefinition.h"
#include "rules/rulemodule.h"

namespace carcassonne {

// The anniversary arrow tiles. An arrow points at one side of its tile. Placed with that side
// free, the tile earns its player points at once and the arrow stays free. Placed with that side
// against a tile, or a tile placed on the side a free arrow points at, activates the arrow; one
// activation per turn, the player's choice among several (asked before the figure). Effects:
// reinforce (a meeple beside one's only meeple on a feature anywhere), anywhere (a meeple, or an
// abbot, on any empty unfinished feature), extra turn (one more turn, never a third). An arrow
// whose side is covered can never be activated again, so each is used at most once.
class ArrowsModule final : public RuleModule
{
public:
    QString id() const override { return QStringLiteral("arrows"); }
    bool readsSymbols() const override { return true; }
    ParameterSpecs parameters() const override;
    int dataSize() const override { return kSlots; }
    void afterPlacement(GameState &state, EventList *events) const override;
    void addPlacementChoiceMoves(const GameState &state, MoveList &out) const override;
    void applyChoice(GameState &state, const Move &move, EventList *events) const override;
    std::optional<Move> choiceFromJson(const GameState &state,
                                       const QJsonObject &choice) const override;
    QJsonObject choiceToJson(const GameState &state, const Move &move) const override;
    QStringList choiceKeys() const override { return {QStringLiteral("arrow")}; }
    QString eventName(std::uint8_t code) const override;
    int eventCodeCount() const override { return 1; }
    void eventToJson(const GameContent &content, const Event &e, QJsonObject &o) const override;

    // Its event: the player activated the arrow in cell `at`; values[0] is its SymbolKind.
    static constexpr std::uint8_t kSymbolActivated = 0;
    static SymbolKind symbolOf(const Event &e) { return SymbolKind(e.values[0]); }
    void addFigureMoves(const GameState &state, MoveList &out) const override;
    bool grantsAnotherTurn(const GameState &state) const override;
    void turnStarted(GameState &state) const override;

    // The symbol activated this turn (None before the choice, or when there was none).
    SymbolKind activated(const GameState &state) const;
    // Whether the turn being played is an extra turn.
    bool inExtraTurn(const GameState &state) const;

private:
    // Module data: candidate count, candidates (tile index * 4 + symbol), the activated
    // symbol, the extra-turn flag.
    static constexpr int kMaxCandidates = 8;
    static constexpr int kCount = 0;
    static constexpr int kCandidates = 1;
    static constexpr int kActivated = kCandidates + kMaxCandidates;
    static constexpr int kExtraTurn = kActivated + 1;
    static constexpr int kSlots = kExtraTurn + 1;

    int slot(const GameState &state, int index) const { return slotsIn(state)[std::size_t(index)]; }
    std::int32_t &slotRef(GameState &state, int index) const
    {
        return slotsIn(state)[std::size_t(index)];
    }
    void activate(GameState &state, int candidate, EventList *events) const;
    // The cell an arrow tile's arrow lies in.
    static CellPos arrowCell(const GameState &state, int tileIndex);
};

} // namespace carcassonne
