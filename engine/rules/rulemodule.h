#pragma once

#include "content/featureattributes.h"
#include "core/parameterspec.h"
#include "core/problem.h"
#include "state/event.h"
#include "state/moduletable.h"
#include "state/move.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QVariantMap>

#include <array>
#include <memory>
#include <optional>
#include <span>
#include <vector>

namespace carcassonne {

class GameContent;
class GameState;
struct FeatureValue;
struct TileType;

// A rule family (farmers, abbot, river, builder, ...): a few hooks the core calls at fixed points
// of a turn. Modules hold no state of their own; what they need per game lives in the state
// (GameState::moduleData). The list of modules is RuleCatalog's, in the order hooks run.
class RuleModule
{
public:
    virtual ~RuleModule() = default;

    virtual QString id() const = 0;
    virtual ParameterSpecs parameters() const { return {}; }
    // The feature attributes this module gives meaning to (goods, trading posts, ...): the
    // editor offers them on packages that list the module. Attributes no module names (pennants)
    // are the core's.
    virtual std::vector<FeatureAttribute> attributes() const { return {}; }
    // Whether this module reads the symbols printed on features (the anniversary arrows).
    virtual bool readsSymbols() const { return false; }
    // Defaults this module sets for parameters (its own or its rule set's) from the values
    // resolved so far, e.g. a level's ghost supply and goals; a value a package or the game's
    // setup gives explicitly wins. Asked once when the game's content is built.
    virtual QVariantMap presetParameters(const QVariantMap & /*resolved*/) const { return {}; }
    // Once, when a game's content is built with this module on (last, the content otherwise
    // complete): compiles what the game's packages declare for this module (authored rules)
    // into a table it reads while it plays (GameContent::moduleTable). A problem added to
    // `problems` refuses the content.
    virtual std::shared_ptr<const ModuleTable> compile(const GameContent &, Problems &) const
    {
        return nullptr;
    }
    // Whether the figures the game's packages declare (rules.json "figures") play while this
    // module is on (the authored rules): GameContent::ownFigures.
    virtual bool bringsPackageFigures() const { return false; }
    // Number of int slots this module keeps in GameState::moduleData().
    virtual int dataSize() const { return 0; }

    // False for modules that only declare meeple feature types and score at the end (farmers):
    // the core then skips their per-turn hooks (afterPlacement .. turnStarted).
    virtual bool takesPartInTurns() const { return true; }
    // Whether a player may play several colours in a game with this module (a team game whose
    // edition deals a seat more than one colour).
    virtual bool allowsSeveralColours() const { return false; }
    // How many colours each of `seats` players plays when the game's setup does not say
    // (The Mist's `mistColours`: alone 4, two players 2 each); empty: one each. Asked once when
    // a game starts, of modules that allow several colours.
    virtual std::vector<int> defaultColours(const GameContent &, int /*seats*/) const { return {}; }

    // Once, when the game is set up: supplies, the start tile, the order of the pile; what it
    // puts on the board shows in `events` (when given), before the first turn starts.
    virtual void setup(GameState &, EventList *) const { }
    // After the undrawn pile was shuffled (the bots' guesses at it, see Determinisation): puts
    // it back in the order the rules demand (the River's tiles first, its lakes last).
    virtual void orderPile(GameState &) const { }
    // True if allowsPlacement() may say no; the core skips the call otherwise.
    virtual bool restrictsPlacement() const { return false; }
    // Of a module that restricts placement: whether it may refuse this tile type at all. Tile
    // types no module restricts keep the core's fast placement paths.
    virtual bool restrictsTile(const TileType &) const { return true; }
    // Vetoes a placement whose edges fit (the River's continuation and no-U-turn rules).
    virtual bool allowsPlacement(const GameState &, int /*tileType*/, CellPos, int /*rot*/) const
    {
        return true;
    }
    // Of a module that restricts placement: the only cells where a one-cell tile of this type
    // may go now (the River's mouths for a river tile), as indices into the board's frontier,
    // at most kPlacementCells, in any order; -1 where it may go on any cell its edges fit.
    // The core then asks allowsPlacement() of these cells alone, instead of refusing the rest
    // one call at a time.
    static constexpr int kPlacementCells = 8;
    using PlacementCells = std::array<int, kPlacementCells>;
    virtual int placementCells(const GameState &, int /*tileType*/, PlacementCells &) const
    {
        return -1;
    }
    // After the tile is down, before any figure (arrow bonus, ghosts, ...).
    virtual void afterPlacement(GameState &, EventList *) const { }
    // A decision this module needs after the tile is down and before the figure (which arrow
    // to activate): fills `out` with the choices. Applied and coded like addChoiceMoves' moves;
    // the state says which of the two is asked (GameState::choiceBeforeFigure()).
    virtual void addPlacementChoiceMoves(const GameState &, MoveList &) const { }
    // Ids of the score categories this module owns ("goods"), as records name them.
    virtual QStringList scoreCategories() const { return {}; }
    // Feature types (bit per FeatureType) a meeple of the tile just placed may also go on.
    virtual std::uint32_t meepleFeatureTypes() const { return 0; }
    // Segments of a tile type (bit per segment index) where no figure may go although their
    // type takes one (The Mist: roads under fog). Asked once per tile type, when the game's
    // content is built (TileType::figureBlocked).
    virtual std::uint64_t blockedFigureSegments(const TileType &) const { return 0; }
    // Figure kinds (bit per FigureKind) of this module's that count for a feature's majority
    // as a meeple does (the abbot); builders and pigs count for none.
    virtual std::uint32_t majorityFigures() const { return 0; }
    // Figure moves this module allows on top of the core's meeple moves.
    virtual void addFigureMoves(const GameState &, MoveList &) const { }
    // Applies a figure move this module listed; returns false if it is not this module's.
    virtual bool applyFigure(GameState &, const Move &, EventList *) const { return false; }
    // Scores a completed feature of a type the core does not score (garden, farm, castle).
    virtual bool scoreCompleted(GameState &, int /*root*/, EventList *) const { return false; }
    // After the turn's scoring: figures that must go home, tokens, ...
    virtual void afterScoring(GameState &, EventList *) const { }
    // Whether afterScoring() may act on a quiet turn: one that completed nothing (no feature's
    // last port closed, no cloister-like feature filled) while no figure ever left its feature
    // alone (GameState::figuresLeftAlone() is 0). Where every module with the hook says no,
    // the core skips the turn's scoring on quiet turns, the hooks' calls with it.
    virtual bool scoresAfterQuietTurns() const { return true; }
    // A decision this module needs before the turn ends: fills `out` with the choices.
    virtual void addChoiceMoves(const GameState &, MoveList &) const { }
    virtual void applyChoice(GameState &, const Move &, EventList *) const { }
    // A choice in the record format (an entry of a move's "choices") and back.
    virtual std::optional<Move> choiceFromJson(const GameState &, const QJsonObject &) const
    {
        return std::nullopt;
    }
    virtual QJsonObject choiceToJson(const GameState &, const Move &) const { return {}; }
    // The keys that mark this module's choices in a record ("arrow"): Game hands a record's
    // choice only to the module whose key it holds. No two modules of one game share a key
    // (GameContent::build refuses them); rule sets never played together may.
    virtual QStringList choiceKeys() const { return {}; }

    // This module's own events (Event::Type::Module), by code: the name records give them.
    virtual QString eventName(std::uint8_t /*code*/) const { return {}; }
    // Every code eventName() knows, for the completeness test and the log's texts.
    virtual int eventCodeCount() const { return 0; }
    // Writes what this module's event means into its record form: every key of a Module event
    // but "type"; the module's own keys of a core event it sent (a PointsAwarded with goods).
    virtual void eventToJson(const GameContent &, const Event &, QJsonObject &) const { }
    // Whether the current player plays again (extra turn, builder double turn).
    virtual bool grantsAnotherTurn(const GameState &) const { return false; }
    // Called when a new turn begins, with the player who moves.
    virtual void turnStarted(GameState &) const { }
    // The pile ran out (before the final scoring): a module may end the game here
    // (GameState::endGame), and then there is no final scoring (The Mist's loss).
    virtual void pileRanOut(GameState &, EventList *) const { }
    // End of game: scoring beyond roads, cities and cloisters (fields, goods, ...).
    virtual void finalScoring(GameState &, EventList *) const { }

    // --- the board, values, scoring and the end, for rule sets beyond the base game ---
    // True if setup() lays the board itself (GameState::layFixedCell, a start of its own): the
    // rules then need no start tile.
    virtual bool setsUpBoard() const { return false; }
    // True if adjustValue() may change values; the core skips the call otherwise.
    virtual bool adjustsValues() const { return false; }
    // Changes what a feature is worth, after the core's formula: `v` holds the core's value
    // and winners (trading posts, surveyors' per-player bonus, fog around a castle).
    virtual void adjustValue(const GameState &, int /*root*/, FeatureValue &) const { }
    // Which features of `type` adjustValue() may change, asked once when the content is built
    // (its module tables compiled): kEveryValue, 0 for none, or a bit per Tally of which a
    // feature must hold at least one for a change. The core skips the call for the others.
    static constexpr std::uint32_t kEveryValue = ~0u;
    virtual std::uint32_t valueTallyGate(const GameContent &, FeatureType) const
    {
        return kEveryValue;
    }
    // True if fields pay for something else than the completed cities they border (Mayflower's
    // plains): the core then does not count those cities (FeatureValue::cities stays 0).
    virtual bool replacesFieldCities() const { return false; }
    // True if the turn's completed features wait in GameState::pendingScorings() and are
    // scored one at a time. While any wait, addChoiceMoves() may ask the player which comes
    // next or how one scores (its applyChoice then calls GameState::scorePending); when no
    // module asks, the core scores the first. afterScoring() runs once the queue is empty.
    virtual bool queuesScoring() const { return false; }
    // After one pending feature was settled: `winners` scored it (0: nobody, or declined).
    // The module may send figures home; a pending feature left without figures scores nothing.
    virtual void afterFeatureScored(GameState &, int /*root*/, std::uint8_t /*winners*/,
                                    EventList *) const
    { }
    // What this module adds to a team game's outcome in records ("reason", "level").
    virtual void outcomeToJson(const GameState &, QJsonObject &) const { }
    // The first of this module's invariants the state breaks, or empty: the random-game tests
    // call it after every move (GameState::checkInvariants).
    virtual QString checkInvariants(const GameState &) const { return {}; }

    // These four are inline in gamestate.h.
    // This module's parameter at `index` in parameters(), as the state's game resolved it
    // (the module must be on). Rules read their parameters this way while they play.
    inline int parameterIn(const GameState &state, int index) const;
    // This module's dataSize() slots in the state's module data (empty when it is off).
    inline std::span<std::int32_t> slotsIn(GameState &state) const;
    inline std::span<const std::int32_t> slotsIn(const GameState &state) const;
    // Index of this module in the state's enabled modules, as events and choices name it.
    inline std::int16_t indexIn(const GameState &state) const;
    // This module's place in RuleCatalog::modules(), or -1 for one from elsewhere (a test's):
    // a content finds its modules' slots and parameters by it without a search
    // (GameContent::moduleIndex). Set once, by the catalog as it is made.
    int catalogPlace() const { return m_catalogPlace; }
    void setCatalogPlace(int place) const { m_catalogPlace = place; }
    // The state's number of this module's i-th score category.
    ScoreCategory scoreCategory(const GameState &state, int i) const;
    // An event of this module (Event::Type::Module) by the current player.
    Event moduleEvent(const GameState &state, std::uint8_t code) const;

private:
    mutable int m_catalogPlace = -1;
};

} // namespace carcassonne
