#pragma once

#include "board.h"
#include "core/message.h"
#include "core/rng.h"
#include "event.h"
#include "featuregraph.h"
#include "gamecontent.h"
#include "move.h"
#include "overflowindex.h"

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace carcassonne {

inline constexpr int kMaxPlayers = 6;

// A figure standing on the board.
struct PlacedFigure
{
    std::uint8_t player = 0;
    FigureKind kind = FigureKind::Meeple;
    std::int32_t segment = -1; // feature node it stands on
};

// What a feature is worth now: for previews, for scoring and for the bots.
struct FeatureValue
{
    FeatureType type = FeatureType::Field;
    bool completed = false;
    int tiles = 0;
    int pennants = 0;
    int cities = 0; // fields: completed cities it borders
    int points = 0; // scored now: completed value if completed, else final-scoring value
    std::uint8_t winners = 0; // players who would score it (majority)
    std::array<int, kMaxPlayers> figures{}; // majority weight per player
    // Points a module adds for one winner only (RuleModule::adjustValue), paid as a
    // PointsAwarded in `bonusCategory` from module `bonusModule` when the feature scores; read
    // only when a module set `bonusModule`.
    std::array<int, kMaxPlayers> bonus{};
    ScoreCategory bonusCategory = ScoreCategory::Bonus;
    std::int16_t bonusModule = -1;
    // The module whose rule set the points (a package's authored rule: AuthoredRulesModule) and
    // which of its rules, or -1: the FeatureScored event names them for the log and records.
    std::int16_t ruleModule = -1;
    std::int16_t rule = -1;
};

// How a game ended: by scores (the highest wins; the base game), or won or lost together.
struct Outcome
{
    enum class Kind : std::uint8_t { Scores, TeamWon, TeamLost };
    Kind kind = Kind::Scores;
    std::uint8_t winners = 0; // bit per player
};

// The whole game as a value: copy it to look ahead. apply() is the only way it changes.
class GameState
{
public:
    enum class Phase : std::uint8_t { PlaceTile, PlaceFigure, Choice, GameOver };

    // Sets up a game: start tile, supplies, the pile (shuffled from the seed unless `deck`
    // fixes the draw order), and draws the first tile. Events of the setup go to `events`.
    // `players` counts colours: a seat (a person or a bot) plays one colour, or several where
    // `coloursPerSeat` says so (their colours are consecutive, in seat order; only in games a
    // module allows it for, RuleModule::allowsSeveralColours). The turn goes from seat to seat;
    // a seat's figure may be of any of its colours (Move::owner).
    static std::optional<GameState> create(std::shared_ptr<const GameContent> content, int players,
                                           std::uint64_t seed,
                                           const std::vector<std::uint16_t> *deck,
                                           EventList *events, Message *error,
                                           const std::vector<int> *coloursPerSeat = nullptr);

    // The same as create(), into this state: a new game that reuses this state's memory, for
    // playouts and benchmarks that play game after game. On failure the state is unchanged.
    bool reset(std::shared_ptr<const GameContent> content, int players, std::uint64_t seed,
               const std::vector<std::uint16_t> *deck, EventList *events, Message *error,
               const std::vector<int> *coloursPerSeat = nullptr);

    // --- asking ---
    // A 64-bit digest of what every player at the table knows of the game: the same on every
    // machine and in every run for the same game after the same moves, whatever the undrawn
    // pile's order or the identity of a face-down tile (neither goes in). A network client
    // whose own state gives another hash than the host's is out of step (docs/network.md).
    std::uint64_t hash() const;
    const GameContent &content() const { return *m_content; }
    std::shared_ptr<const GameContent> contentPointer() const { return m_content; }
    Phase phase() const { return m_phase; }
    bool gameOver() const { return m_phase == Phase::GameOver; }
    // Players are colours: scores, supplies and figures are per colour.
    int playerCount() const { return m_playerCount; }
    // The colour to move: the first colour of the seat whose turn it is.
    int currentPlayer() const { return m_player; }
    // Seats: who takes turns. One colour each unless create() was told otherwise.
    int seatCount() const { return m_seatCount; }
    int seatOf(int player) const { return m_seatOf[std::size_t(player)]; }
    int firstColourOf(int seat) const { return m_seatFirst[std::size_t(seat)]; }
    int colourCountOf(int seat) const
    {
        return (seat + 1 < m_seatCount ? m_seatFirst[std::size_t(seat + 1)] : m_playerCount)
                - m_seatFirst[std::size_t(seat)];
    }
    // Some seat plays several colours.
    bool severalColours() const { return m_severalColours; }
    // The colours of the seat to move that have a figure of `kind` in supply, as a bit per
    // player: the colours a figure move may name.
    std::uint8_t coloursWithSupply(FigureKind kind) const;
    int currentTile() const { return m_currentTile; } // tile type index, -1 between tiles
    int turn() const { return m_turn; }
    const Board &board() const { return m_board; }
    const FeatureGraph &features() const { return m_graph; }
    const std::vector<PlacedFigure> &figures() const { return m_figures; }
    int lastPlacedTile() const { return m_lastTile; } // board tile index or -1
    // In the Choice phase: true while the choices asked come before the figure
    // (RuleModule::addPlacementChoiceMoves), false after the turn's scoring.
    bool choiceBeforeFigure() const { return m_choiceBeforeFigure; }
    // The draw order was fixed by a record's deck: modules must not reorder the pile.
    bool fixedDeck() const { return m_fixedDeck; }
    int score(int player) const { return m_score[std::size_t(player)]; }
    int breakdown(int player, ScoreCategory c, bool final) const
    {
        return (final ? m_finalBreakdown : m_breakdown)[std::size_t(player)][std::size_t(c)];
    }
    int supply(int player, FigureKind kind) const
    {
        return m_supply[std::size_t(player)][std::size_t(kind)];
    }
    // Figures of a player's that left the game for good (retireFigure, retireFromSupply).
    int retired(int player, FigureKind kind) const
    {
        return m_retired[std::size_t(player)][std::size_t(kind)];
    }
    // Figures of a player's on the board: neither in the supply nor retired.
    int onBoard(int player, FigureKind kind) const
    {
        const auto p = std::size_t(player), k = std::size_t(kind);
        return m_initialSupply[p][k] - m_supply[p][k] - m_retired[p][k];
    }
    // Players with the highest score (bit per player); meaningful once the game is over.
    std::uint8_t leaders() const;
    // Who won: the leaders, unless a module ended the game with a team result (endGame).
    Outcome outcome() const;
    // The turn's completed features still to be scored, when a module queues scorings
    // (RuleModule::queuesScoring): feature roots, in the order the tile completed them.
    const std::vector<std::int32_t> &pendingScorings() const { return m_pending; }
    // The first broken invariant of the core (figures conserved, supplies never negative, each
    // figure on a feature of the board not scored yet) or of a module, or empty when all hold.
    QString checkInvariants() const;

    // Tiles the players have not seen, by tile type: those still to be drawn and those laid
    // face down (their faces are never shown), index as in content().tileTypes().
    std::vector<int> unseenTiles() const;
    // Tiles still to be drawn, by tile type (index as in content().tileTypes()).
    std::vector<int> remainingTiles() const;
    // The same into `counts`, reusing its memory (the bots ask for every position they judge).
    void remainingTiles(std::vector<int> &counts) const;
    int remainingCount() const { return int(m_pile.size()) - m_pileIndex; }
    const std::vector<std::uint16_t> &pile() const { return m_pile; }
    int pileIndex() const { return m_pileIndex; }

    // Every legal move in the current phase.
    void legalMoves(MoveList &out) const;
    MoveList legalMoves() const;
    bool isLegal(const Move &move) const;
    // Where a tile type could go now (PlaceTile moves); used for the current tile and previews.
    void placements(int tileType, MoveList &out) const { placements(tileType, out, SIZE_MAX); }
    bool hasPlacement(int tileType) const
    {
        // Asked for every tile drawn: the common case (a one-cell tile the fit table covers,
        // no module filtering it) inline, a scan for any code that fits in some rotation.
        if (m_content->fitTableCovers(tileType)) {
            const std::uint8_t *row = m_content->fitRow(tileType);
            // From the end, where new cells are added: they mostly have one side decided and fit
            // most tiles (the cells left from long ago are the hard ones). Four a test: where the
            // first fitting cell lies is chance, and a test per cell mispredicted once a turn.
            const FrontierCell *f = m_board.frontier().data();
            std::size_t i = m_board.frontier().size();
            for (; i >= 4; i -= 4) {
                if (row[f[i - 1].code] | row[f[i - 2].code] | row[f[i - 3].code]
                    | row[f[i - 4].code])
                    return true;
            }
            for (; i > 0; --i) {
                if (row[f[i - 1].code])
                    return true;
            }
            return false;
        }
        return hasPlacementChecked(tileType);
    }
    // The same as placements(), counted and indexed without building the list: in the order
    // placements() lists them. For playouts.
    int placementCount(int tileType) const;
    Move placement(int tileType, int index) const;
    // A uniformly random legal placement of the current tile (PlaceTile phase only). Inline:
    // random playouts ask it every turn, and the call cost about as much as a draw.
    __attribute__((always_inline)) Move randomPlacement(Rng &rng) const
    {
        // Rejection sampling: a uniform (cell, rotation) pair that fits is a uniform legal
        // placement, and usually a few draws beat counting the whole frontier.
        if (m_content->fitTableCovers(m_currentTile)) {
            const Move m = drawPlacement(rng, 16);
            if (m.kind == Move::Kind::PlaceTile)
                return m;
        }
        return randomPlacementCounted(rng);
    }

    // The feature node a board location names: a port of a cell, or an interior feature.
    int segmentAt(CellPos cell, FeatureType type, std::optional<Port> port, int index = 0) const;
    // Root and value of the feature a node belongs to.
    // Completed features are worth their completed value, open ones what final scoring gives.
    FeatureValue value(int segment) const;
    // The same without a field's size (its `tiles` stay 0), which nothing scores by: cheaper,
    // for the bots' estimates.
    // `figureRoots`, when given, holds the feature root of every figure, in figures() order:
    // the bots' estimate finds them once for all the features it values.
    FeatureValue valueWithoutFieldSize(int segment, const int *figureRoots = nullptr) const
    {
        return valueOf(segment, false, figureRoots);
    }
    // valueWithoutFieldSize() of the field `root`, whose completed cities the caller has
    // counted (completedCities()): the bots' estimate walks the field for its open cities anyway.
    FeatureValue fieldValue(int root, int completedCities, const int *figureRoots = nullptr) const;
    // Completed cities a field borders.
    int completedCities(int fieldRoot) const;
    int tilesOf(int root) const;

    // --- changing ---
    // Applies a legal move; appends what happened to `events`. Playouts that need no events
    // pass nullptr.
    void apply(const Move &move, EventList &events);
    void apply(const Move &move, EventList *events);
    EventList apply(const Move &move);

    // --- for rule modules ---
    std::vector<std::int32_t> &moduleData() { return m_moduleData; }
    const std::vector<std::int32_t> &moduleData() const { return m_moduleData; }
    Rng &rng() { return m_rng; }
    FeatureGraph &graph() { return m_graph; }
    std::vector<std::uint16_t> &pileRef() { return m_pile; }
    void setSupply(int player, FigureKind kind, int n)
    {
        m_supply[std::size_t(player)][std::size_t(kind)] = std::int8_t(n);
    }
    void addPoints(int player, int points, ScoreCategory category, bool final);
    void placeFigure(int player, FigureKind kind, int segment, EventList *events);
    // Adds moves placing `kind` from the current player's supply on every unoccupied feature
    // of `type` on the tile just placed.
    void addNewTileFigureMoves(FigureKind kind, std::uint32_t typeMask, MoveList &out) const;
    // The figure moves of a PlaceFigure phase after its pass, as the feature nodes they name,
    // without listing moves: random play's figure step, where the listing was about a quarter
    // of the random player's time in a bench game. Answers only where the core lists every figure
    // move (no turn module adds any) and the new tile has at most 64 segments, else returns -1 (ask
    // legalMoves()); otherwise the count n, and legalMoves()[1 + k] is
    // Move::placeFigure(FigureKind::Meeple, nodes[k]) for k < n.
    // The random player's figure step on the new tile where coreFigureNodes() answers: a
    // uniformly random node of those, drawn below their count (or, with `passIsAChoice`,
    // below their count + 1, 0 being the pass). Returns the node, kNoFigure (none to take, or
    // the pass drawn: no draw when there is none and the pass is no choice), or kAskTheList
    // where the moves must be listed. One call for the playouts, not two.
    static constexpr int kNoFigure = -1;
    static constexpr int kAskTheList = -2;
    // `kind`: set to the figure the node is for where it is a package's own figure (the
    // caller starts it at the meeple).
    int randomNewTileMeeple(Rng &rng, bool passIsAChoice, FigureKind *kind = nullptr) const
    {
        // Inline up to the supply: late in a game the player often has no meeple left (nor the
        // one package figure of Inns & Cathedrals: no draw then, as out of line). Kept short, or
        // the random player's choose() no longer inlines the placement draw.
        if (!passIsAChoice && m_phase == Phase::PlaceFigure && !m_figureMovesListed
            && supply(m_player, FigureKind::Meeple) <= 0
            && (m_ownFigureKinds == 0
                || (m_ownFigureKinds == 1 && supply(m_player, FigureKind::Own1) <= 0)))
            return kNoFigure;
        return randomNewTileMeepleOutOfLine(rng, passIsAChoice, kind);
    }
    // The random figure step where turn modules add figure moves (the builder, the pig), one
    // colour a seat and no package figures: drawn as randomNewTileMeeple() draws, from the
    // meeple's nodes unlisted and the modules' moves (listed into `scratch`), as from
    // legalMoves() (the pass, the meeple's moves, the modules'). Empty where the list answers.
    std::optional<Move> randomNewTileModuleFigure(Rng &rng, bool passIsAChoice,
                                                  MoveList &scratch) const;
    using FigureNodes = std::array<int, 64>;
    int coreFigureNodes(FigureNodes &nodes) const
    {
        // Inline: rule sets whose modules add figure moves ask too, and pay only this test.
        if (m_phase != Phase::PlaceFigure || m_figureMovesListed || m_ownFigureKinds > 0)
            return -1;
        return newTileMeepleNodes(nodes);
    }
    static constexpr std::uint32_t typeBit(FeatureType t) { return 1u << unsigned(t); }
    void returnFigure(int figureIndex, EventList *events);
    // How many figures have left the board since the setup by returnFigure() (home or out of
    // the game), without the rest of their feature's: a module that checks what a departure
    // leaves behind (a builder without its meeple) skips the turns without one. A scoring
    // sends every figure of the feature home (returnFiguresOf()), which leaves none behind.
    std::uint32_t figuresLeftAlone() const { return m_figuresLeftAlone; }
    // Scores a feature to its majority (full value to each), returns its figures if `final`
    // is false, marks it done. Returns the points each winner got. `firstFigure`: no figure
    // before this index in figures() stands on it (final scoring goes through the figures in
    // order, each feature at its first figure), so the count of its figures starts there.
    int scoreFeature(int root, ScoreCategory category, bool final, EventList *events,
                     int firstFigure = 0);
    // Cells around an interior feature that hold a tile, itself included (1..9).
    int surroundingTiles(int segment) const { return tilesAround(cellOf(segment)); }
    // Calls f(rc, local, cell, side, next) for every side a segment of the feature `root` meets
    // an outer edge of its tile at: the rotated cell, the segment's local index, the cell and
    // the cell across that side. f returns false to stop early.
    template<typename F>
    void forEachFeatureSide(int root, F &&f) const
    {
        int n = root;
        do {
            const FeatureGraph::Node &node = m_graph.node(n);
            const PlacedTile &pt = m_board.tiles()[std::size_t(node.tile)];
            const TileType &tt = m_content->tileType(pt.type);
            for (const RotatedCell &rc : tt.rotations[pt.rotation]) {
                const unsigned sides = rc.segmentSides[node.local];
                const CellPos cell{pt.at.x + rc.offset.x, pt.at.y + rc.offset.y};
                for (int side = 0; side < kSideCount; ++side) {
                    if ((sides & (1u << side))
                        && !f(rc, int(node.local), cell, side, geometry::neighbour(cell, side)))
                        return;
                }
            }
            n = node.next;
        } while (n != root);
    }
    // The cloister-like features (cloisters, castles, graveyards) whose 3x3 is not yet full, as
    // the state keeps them for scoring (a module may have completed some sooner: check done).
    struct OpenSurrounded
    {
        std::int32_t node;
        CellPos cell;
        int tiles; // cells of the 3x3 around it that hold a tile
        // Its bit in BoardCell::watched (a placement finds it without a search), or
        // kNoWatchSlot when all are taken: then the cells carry Board::kWatchOverflow.
        std::uint8_t slot;
    };
    static constexpr std::uint8_t kNoWatchSlot = 0xFF;
    const std::vector<OpenSurrounded> &openSurrounded() const { return m_openSurrounded; }
    int tilesAround(CellPos cell) const;
    CellPos cellOf(int segment) const;
    // Settles pendingScorings()[index]: scored to its majority when `award`, otherwise marked
    // done with its figures sent home and nobody paid (The Mist's ghosts instead of points).
    // Then every module hears afterFeatureScored().
    void scorePending(int index, bool award, EventList *events);
    // Ends the game now: no more tiles, no final scoring; the outcome is `kind`.
    void endGame(Outcome::Kind kind);
    // The current player plays the next turn too (a hook earned it: the builder's second
    // tile), as if a module's grantsAnotherTurn() said so at the turn's end; asking a module
    // at every turn's end cost a call where few turns earn one.
    void grantAnotherTurn() { m_anotherTurn = true; }
    bool endedEarly() const { return m_ended; }
    // A cell that is not a tile but part of the board from the start (Mayflower's coast):
    // tiles may touch it, any side fits it, it joins no feature and counts as no tile
    // (fixedcell::kEdge); fixedcell::kFilling also fills a place around a cloister-like feature.
    void layFixedCell(CellPos cell, std::uint8_t kind = fixedcell::kEdge)
    {
        m_board.layFixedCell(cell, kind);
    }
    // Draws the next tile of the pile and lays it face down on an empty cell (The Mist's
    // haunted graveyards): fixedcell::kFaceDown. Its type stays hidden from the players
    // (unseenTiles). False, and nothing changes, when the pile is empty.
    bool layFaceDown(CellPos cell);
    // The cells of tiles laid face down, in the order they were laid.
    const std::vector<CellPos> &faceDownCells() const { return m_faceDownCells; }
    // A count a module keeps per board cell (The Mist's ghosts), 0..255.
    int cellMarks(CellPos cell) const { return m_board.at(cell).marks; }
    void setCellMarks(CellPos cell, int marks) { m_board.setMarks(cell, marks); }
    // Takes a figure from a player's supply out of the game for good (a burial with none on the
    // board).
    void retireFromSupply(int player, FigureKind kind);
    // No tile may lie east of column `x` (Board::limitColumns); at setup, before any tile.
    void limitColumns(int x) { m_board.limitColumns(x); }
    // Takes a figure off the board for good (The Mist's burial): it never comes back.
    void retireFigure(int figureIndex, EventList *events);
    bool countsForMajority(FigureKind kind) const
    {
        return m_content->majorityFigures() >> unsigned(kind) & 1u;
    }

private:
    GameState() = default;
    // Members: reset() must set each one.
    void placeTile(const Move &move, EventList *events);
    // Joins the fog (overlay) segments that meet across one side of a tile being placed.
    void joinOverlay(const RotatedCell &rc, const RotatedCell &oc, int side, int base,
                     int otherBase);
    void scoreTurn(EventList *events);
    void queueCompleted(int root);
    // A completed feature the core does not score (a garden, ...): the first turn module that
    // takes it scores it (RuleModule::scoreCompleted); else it is only marked done.
    void scoreByModules(int root, EventList *events);
    // Returns every figure on the feature `root` to its owner, newest first.
    void returnFiguresOf(int root, EventList *events);
    // returnFigure() without counting it in figuresLeftAlone().
    void sendHome(int figureIndex, EventList *events);
    // apply() with the rule modules' turn hooks.
    void applyWithModules(const Move &move, EventList *events);
    // randomPlacement() by counting: for the tiles and contents the fit table does not
    // cover, and after sixteen draws that missed (on a large frontier, after more draws).
    Move randomPlacementCounted(Rng &rng) const;
    // Up to `attempts` numbers, two uniform (frontier record, rotation) pairs each, until a pair
    // fits the current tile (the fit table must cover it); a pass if none did. Inline: random
    // playouts draw every turn, and the call cost about as much as a draw.
    __attribute__((always_inline)) Move drawPlacement(Rng &rng, int attempts) const
    {
        const std::uint8_t *row = m_content->fitRow(m_currentTile);
        const FrontierCell *cells = m_board.frontier().data();
        const std::uint32_t pairs = std::uint32_t(m_board.frontier().size()) * 4;
        const std::uint32_t threshold = std::uint32_t(-pairs) % pairs;
        // The generator's state in a local: the table's byte loads may alias anything
        // reachable, so through `rng` every draw's state went back to memory.
        Rng local = rng;
        for (int attempt = 0; attempt < attempts; ++attempt) {
            // Two draws from one 64-bit number: Lemire's multiply on each 32-bit half, with
            // its rejection step, so every pair stays exactly equally likely.
            const std::uint64_t bits = local.next();
            for (const std::uint32_t lane : {std::uint32_t(bits), std::uint32_t(bits >> 32)}) {
                const std::uint64_t m = std::uint64_t(lane) * pairs;
                if (std::uint32_t(m) < threshold)
                    continue;
                const std::uint32_t pick = std::uint32_t(m >> 32);
                const FrontierCell &f = cells[pick >> 2];
                if (row[f.code] & (1u << (pick & 3))) {
                    rng = local;
                    return Move::placeTile(m_board.positionOf(f.gridIndex), int(pick & 3));
                }
            }
        }
        rng = local;
        return Move{};
    }
    // randomPlacementCounted() draws kManyAttempts more numbers first on a frontier of at least
    // kManyPairs / 4 records: a count reads every record, and there (a package of thousands of
    // tiles, never a published rule set's) a tile that fits one pair in twenty still misses the
    // first 32 draws one turn in eight, while a further draw costs less than counting sixteen
    // records.
    static constexpr std::uint32_t kManyPairs = 512 * 4;
    static constexpr int kManyAttempts = 256;
    // placement() from the frontier's record `first` on, `index` counted from there.
    Move placementFrom(int tileType, std::size_t first, int index) const;
    // hasPlacement() for the tiles and contents the fit table does not cover.
    bool hasPlacementChecked(int tileType) const;
    // placements(), stopping once `out` holds `limit` moves (whether there is one at all).
    void placements(int tileType, MoveList &out, std::size_t limit) const;
    // Removes m_openSurrounded[i], freeing its watch slot.
    void dropOpenSurrounded(std::size_t i);
    // The overflow entries around a cell a tile now covers count one tile more.
    void countOverflowNeighbours(CellPos p);
    // m_openSurrounded[i], an entry without a watch slot, counts one tile more around it.
    void countSurroundingTile(std::int32_t i)
    {
        if (++m_openSurrounded[std::size_t(i)].tiles == 9)
            noteComplete(i);
    }
    // Out of line: placeTile() stays as tight as without the list.
    __attribute__((noinline)) void noteComplete(std::int32_t i)
    {
        m_surroundedComplete = true;
        m_completeEntries.push_back(i);
    }
    // A list of open cloister-like features longer than this is not walked whole by
    // scoreTurn(): no published rule set's comes near (the base game has 14 cloisters and
    // gardens in all).
    static constexpr std::size_t kWalkAllSurrounded = 32;
    // scoreTurn()'s completed cloister-like features, from m_completeEntries: the same order
    // and the same list after as the walk of the whole list, where no entry is done short of
    // nine tiles (those stay until the list is short again).
    void scoreCompleteEntries(bool queue, EventList *events);
    // A completed cloister-like feature of m_openSurrounded: scored (or queued) unless done.
    void scoreSurrounded(std::size_t i, bool queue, EventList *events);
    // Scores pending features until a module asks a choice (false) or none is left (true).
    bool settleScorings(EventList *events);
    void endTurn(EventList *events);
    void drawTile(EventList *events);
    void finalScoring(EventList *events);
    void coreFigureMoves(MoveList &out) const;
    // coreFigureNodes() past its test.
    int newTileMeepleNodes(FigureNodes &nodes) const;
    // randomNewTileMeeple() past the empty supply.
    int randomNewTileMeepleOutOfLine(Rng &rng, bool passIsAChoice, FigureKind *kind) const;
    // The same with the packages' own figures: a node of the meeple's or of an own figure's,
    // drawn as from legalMoves() (the meeple's moves, then each own kind's, in kind order).
    int randomNewTileFigureOutOfLine(Rng &rng, bool passIsAChoice, FigureKind *kind) const;
    // Calls f(node) for the figure moves addNewTileFigureMoves() lists, in its order; false
    // where the tile's segments do not fit the meeple path's masks and `anyTile` is false.
    template<typename F>
    bool forEachNewTileFigureNode(int player, FigureKind kind, std::uint32_t typeMask, bool anyTile,
                                  F &&f) const;
    FeatureValue valueOf(int segment, bool fieldTiles, const int *figureRoots = nullptr,
                         int firstFigure = 0) const;
    // Field value from its completed cities (as valueOf does it).
    void setFieldValue(FeatureValue &v, int completedCities) const;
    // The figures, majority and modules' adjustments of a value whose type, tiles and points
    // are set (figureRoots as for valueWithoutFieldSize()).
    void finishValue(int root, FeatureValue &v, const int *figureRoots, int firstFigure) const;
    int countPlacements(int tileType) const;
    void rotateCell(int tileIndex, int cellIndex, CellPos &pos) const;

    std::shared_ptr<const GameContent> m_content;
    Board m_board;
    FeatureGraph m_graph;
    std::vector<std::uint16_t> m_pile;
    std::vector<PlacedFigure> m_figures;
    std::vector<std::int32_t> m_moduleData;
    std::vector<OpenSurrounded> m_openSurrounded; // cloister-like nodes not yet complete
    // m_openSurrounded's index of the entry holding each watch slot, and the free slots.
    std::array<std::int32_t, Board::kWatchSlots> m_watchEntry{};
    Board::WatchBits m_freeWatchSlots = Board::kAllWatchSlots;
    // m_openSurrounded's entries without a slot, by their cell: a placement on an overflow cell
    // finds the few whose 3x3 holds it by nine probes, so a board of thousands of cloisters
    // costs no more a placement than one of a few.
    OverflowIndex m_overflow;
    // m_openSurrounded's entries without a watch slot that reached nine tiles since the last
    // scoreTurn (those with a slot are found by their slots): a long list is then not walked
    // whole (scoreCompleteEntries()).
    std::vector<std::int32_t> m_completeEntries;
    bool m_surroundedComplete = false; // one of them has all nine tiles now
    mutable int m_placementCount = -1; // of the current tile, once asked
    Rng m_rng;
    int m_pileIndex = 0;
    int m_currentTile = -1;
    int m_lastTile = -1;
    int m_playerCount = 0;
    int m_player = 0;
    int m_seatCount = 0;
    bool m_severalColours = false;
    // The figure step needs the list of moves: a module adds figure moves, or a seat plays
    // several colours (the random player's unlisted step answers only where neither holds).
    bool m_figureMovesListed = false;
    // The packages' own figures in this game (GameContent::ownFigures): the core lists them
    // after the meeple's moves, and the random figure step draws among them too.
    std::int8_t m_ownFigureKinds = 0;
    std::array<std::int8_t, kMaxPlayers> m_seatOf{}; // per colour
    std::array<std::int8_t, kMaxPlayers> m_seatFirst{}; // per seat: its first colour
    std::array<std::int8_t, kMaxPlayers> m_nextPlayer{}; // per colour: the next seat's first
    int m_turn = 0;
    std::uint32_t m_figuresLeftAlone = 0;
    Phase m_phase = Phase::PlaceTile;
    bool m_choiceBeforeFigure = false;
    bool m_fixedDeck = false;
    std::array<int, kMaxPlayers> m_score{};
    std::array<std::array<std::int16_t, kMaxScoreCategories>, kMaxPlayers> m_breakdown{};
    std::array<std::array<std::int16_t, kMaxScoreCategories>, kMaxPlayers> m_finalBreakdown{};
    std::array<std::array<std::int8_t, kFigureKindCount>, kMaxPlayers> m_supply{};
    // Supplies as setup left them, and figures retired since: for checkInvariants.
    std::array<std::array<std::int8_t, kFigureKindCount>, kMaxPlayers> m_initialSupply{};
    std::array<std::array<std::int8_t, kFigureKindCount>, kMaxPlayers> m_retired{};
    std::vector<std::int32_t> m_pending; // queued scorings (feature roots)
    std::vector<CellPos> m_faceDownCells;
    std::vector<std::uint16_t> m_faceDownTypes; // hidden: for unseenTiles only
    bool m_scoringQueued = false; // this turn's scorings are queued; afterScoring still due
    bool m_ended = false; // endGame() was called
    // grantAnotherTurn() this turn. No part of hash(): the module that grants it keeps the
    // turn that earned it in its slots (the builder's EarnedIn).
    bool m_anotherTurn = false;
    Outcome::Kind m_outcomeKind = Outcome::Kind::Scores;
    // Scratch for counting distinct tiles and cities of a feature; not part of the game's
    // meaning. A copy keeps its own (the bots copy states for every move they weigh): its
    // stamps are all older than its own generation, whatever it held before.
    struct TileStamp
    {
        std::uint32_t generation = 0;
        std::uint16_t cells = 0; // cells of the tile already counted
    };
    struct Stamps
    {
        Stamps() = default;
        Stamps(const Stamps &) { }
        Stamps &operator=(const Stamps &) { return *this; }
        std::vector<TileStamp> tiles; // per board tile
        std::vector<std::uint32_t> nodes; // per feature node
        std::uint32_t generation = 0;
    };
    mutable Stamps m_stamps;
};

// RuleModule's readers of a state, inline here where GameState is whole: The Mist's modules
// ask for their slots dozens of times a turn, and the call was a tenth of its game.
inline int RuleModule::parameterIn(const GameState &state, int index) const
{
    return state.content().moduleParameter(this, index);
}

inline std::span<std::int32_t> RuleModule::slotsIn(GameState &state) const
{
    const auto [offset, count] = state.content().moduleDataSlots(this);
    return {state.moduleData().data() + offset, std::size_t(count)};
}

inline std::span<const std::int32_t> RuleModule::slotsIn(const GameState &state) const
{
    const auto [offset, count] = state.content().moduleDataSlots(this);
    return {state.moduleData().data() + offset, std::size_t(count)};
}

inline std::int16_t RuleModule::indexIn(const GameState &state) const
{
    return std::int16_t(state.content().moduleIndex(this));
}

} // namespace carcassonne
