#pragma once

#include "rules/rulemodule.h"

#include <vector>

namespace carcassonne {

// The Mist's fog and ghosts. Fog lies over roads and fields and never decides how tiles fit; a
// fog bank completes when all its sides meet fog (never once it touches a clear road or field),
// and completing clears the ghosts on its cells. A new tile takes as many ghosts as the
// symbols of its fog areas that stay open, one fewer if it extended fog on the board (D: never
// below 0). Guards never stand on fogged roads. Ghosts come from a supply of `ghostSupply`
// (3 of them start on the start tile); when it cannot give what the rules ask, the team loses
// at once. Ghosts lie per cell (GameState::cellMarks).
class FogModule final : public RuleModule
{
public:
    QString id() const override { return QStringLiteral("fog"); }
    ParameterSpecs parameters() const override;
    std::vector<FeatureAttribute> attributes() const override { return {FeatureAttribute::Ghosts}; }
    int dataSize() const override { return kSlots; }
    std::uint64_t blockedFigureSegments(const TileType &type) const override;
    void setup(GameState &state, EventList *events) const override;
    void afterPlacement(GameState &state, EventList *events) const override;
    QString eventName(std::uint8_t code) const override;
    int eventCodeCount() const override { return 3; }
    void eventToJson(const GameContent &content, const Event &e, QJsonObject &o) const override;
    QString checkInvariants(const GameState &state) const override;

    // Its events. kGhostsPlaced / kGhostsRemoved: `values[0]` ghosts on the cell `at`,
    // `values[1]` why (GhostReason). kBankCompleted: a bank of `values[0]` cells closed at
    // `at` (a cell of the new tile), clearing `values[1]` ghosts (each cell's removal follows).
    static constexpr std::uint8_t kGhostsPlaced = 0;
    static constexpr std::uint8_t kGhostsRemoved = 1;
    static constexpr std::uint8_t kBankCompleted = 2;
    enum class GhostReason : std::uint8_t {
        Start, // the start tile's symbols
        Symbols, // a new tile's symbols
        Graveyard, // the extra ghost on an open graveyard (levels 2-4)
        GraveyardNeighbour, // a haunted graveyard's ghosts around it (levels 5-6)
        Bank, // a completed fog bank
        Reward, // a scoring taken as ghosts
        Hound, // a hound's clearing
        GraveyardClosed, // a closing graveyard (levels 2-4)
        Count
    };
    static QString reasonName(GhostReason reason);

    // Ghosts in the supply, and on the board.
    static int supply(const GameState &state);
    static int onBoard(const GameState &state);
    // Puts `n` ghosts from the supply on `cell`. When the supply holds fewer, the team loses
    // at once and none are placed: false.
    static bool place(GameState &state, CellPos cell, int n, GhostReason reason, EventList *events);
    // Takes up to `n` ghosts from `cell` back to the supply; returns how many.
    static int remove(GameState &state, CellPos cell, int n, GhostReason reason, EventList *events);
    // Ghosts the tile just placed put on fog this turn (graveyards add one when any did).
    static int placedOnFogThisTurn(const GameState &state);
    // 2a for the tile just placed: the symbols of its fog areas still open, one fewer if it
    // extended fog. Placed at once unless a graveyard that closed at 1c waits for its burial;
    // then the burial places them (ghostsDue() until then).
    static void placeTileGhosts(GameState &state, EventList *events);
    static bool ghostsDue(const GameState &state);

    // A fog bank: open (it may still complete), complete (its ghosts were cleared; no symbol of
    // it brings ghosts again), or never to complete: a side of it meets a clear road or field,
    // or a tile laid face down.
    enum class BankState { Open, Complete, Never };
    struct Bank
    {
        int root = -1; // its feature root
        BankState state = BankState::Open;
        std::vector<CellPos> cells; // the cells it covers
    };
    // Every fog bank on the board, in the order its first tile was placed.
    static std::vector<Bank> banks(const GameState &state);
    // Whether fog at `port` of a cell can never close across it: the cell beyond, `next`,
    // holds a face-down tile, or a tile without fog at the facing port (an empty cell may
    // still take fog there).
    static bool neverClosesAt(const GameState &state, CellPos next, Port port);

private:
    enum Slot { kSupply, kPlacedTurn, kPlacedCount, kGhostsDue, kSlots };
};

} // namespace carcassonne
