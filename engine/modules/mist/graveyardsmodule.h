#pragma once

#include "rules/rulemodule.h"

namespace carcassonne {

// The Mist's graveyards (`graveyardMode`: 0 none, level 1, where graveyard and castle tiles
// stay in the box; 1 levels 2-4; 2 haunted, levels 5-6). A graveyard closes when its four
// sides (mode 1) or all eight neighbours (mode 2) hold tiles, face-down ones included; closing
// buries a guard from the board for good (the team's choice; from a supply when none stands on
// the board; none anywhere: nothing) and, in mode 1, clears its ghosts. Mode 1: whenever the
// new tile put ghosts on fog, one more goes on an open graveyard (the team picks). Mode 2: a
// new graveyard puts one ghost on each neighbour with fog, and at the end of every turn while
// one is open a tile of the pile goes face down next to an open graveyard (the team picks the
// cell). No guard ever stands on a graveyard.
// GraveyardsModule's table (GraveyardsModule::compile): by tile type, whether it shows a
// graveyard or a haunted castle. Level 1 takes those out of every game's pile, and reading
// each tile's segments at each setup was a twentieth of a level-1 game.
struct GraveyardsTable final : ModuleTable
{
    std::vector<char> graveyardOrCastle;
};

class GraveyardsModule final : public RuleModule
{
public:
    QString id() const override { return QStringLiteral("graveyards"); }
    ParameterSpecs parameters() const override;
    int dataSize() const override { return kSlots; }
    // The tile types level 1 leaves in the box (GraveyardsTable), once per content.
    std::shared_ptr<const ModuleTable> compile(const GameContent &content,
                                               Problems &problems) const override;
    void setup(GameState &state, EventList *events) const override;
    void afterPlacement(GameState &state, EventList *events) const override;
    void addPlacementChoiceMoves(const GameState &state, MoveList &out) const override;
    void afterScoring(GameState &state, EventList *events) const override;
    void addChoiceMoves(const GameState &state, MoveList &out) const override;
    void applyChoice(GameState &state, const Move &move, EventList *events) const override;
    std::optional<Move> choiceFromJson(const GameState &state,
                                       const QJsonObject &choice) const override;
    QJsonObject choiceToJson(const GameState &state, const Move &move) const override;
    QStringList choiceKeys() const override;
    QString eventName(std::uint8_t code) const override;
    int eventCodeCount() const override { return 3; }
    void eventToJson(const GameContent &content, const Event &e, QJsonObject &o) const override;

    enum class Mode { Out, FourSides, Haunted };
    static Mode mode(const GameState &state);

    // Closes every open graveyard whose neighbours are now all there: 1c of a turn (called by
    // the fog module before new ghosts are placed) and after a face-down tile.
    void closeGraveyards(GameState &state, EventList *events) const;
    // The cells of the graveyards still open.
    static std::vector<CellPos> openGraveyards(const GameState &state);
    // Whether a decision of this module is waiting (the others wait for it).
    static bool deciding(const GameState &state);
    // Whether a closed graveyard waits for the team to choose the guard it buries.
    static bool burialWaiting(const GameState &state);

    // Its events: kGraveyardClosed at `at`; kGuardBuried (player, `at` the graveyard,
    // `values[0]` 1 when taken from the supply); kFaceDownLaid at `at`.
    static constexpr std::uint8_t kGraveyardClosed = 0;
    static constexpr std::uint8_t kGuardBuried = 1;
    static constexpr std::uint8_t kFaceDownLaid = 2;

    // Kinds of its choices (Move::value).
    enum Choice { kBuryFigure, kBurySupply, kGraveyardGhost, kFaceDown };

private:
    // 2a's graveyard part: the extra ghost on an open graveyard (levels 2-4) or a new haunted
    // graveyard's ghosts around it (levels 5-6), after the tile's own ghosts.
    void placeGraveyardGhosts(GameState &state, EventList *events) const;
    void buryOrAsk(GameState &state, EventList *events) const;
    void bury(GameState &state, const Move &move, EventList *events) const;
    void listBurials(const GameState &state, MoveList &out) const;
    void listFaceDownCells(const GameState &state, MoveList &out) const;
    void listGhostGraveyards(const GameState &state, MoveList &out) const;
    Move choiceMove(const GameState &state, Choice kind) const;
    // Slots: graveyards waiting for a burial (their cells, kMaxBurials at most), the extra
    // ghost waiting for its graveyard, the turn a face-down tile was dealt with.
    static constexpr int kMaxBurials = 4;
    enum Slot {
        kBurials,
        kBurialCells, // x, y pairs
        kGhostPending = kBurialCells + 2 * kMaxBurials,
        kFaceDownTurn,
        kFaceDownPending,
        kSlots
    };
};

} // namespace carcassonne
