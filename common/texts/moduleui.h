#pragma once

#include "core/featuretype.h"
#include "core/figurekind.h"
#include "core/geometry.h"
#include "state/event.h"
#include "state/move.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace carcassonne {

class GameContent;
class GameState;

// What people read and see of one rule module, beside its rules in the engine: its name and
// its parameters' labels, its score categories, its events in the log, its choices, the note
// on a turn it changes, its counters per player, its figures' names. One per module,
// in the module's rule-set folder, listed in ModuleUis; the game and the editor loop over the
// enabled modules' descriptions and never name a module.
//
// Texts are English sources translated at the call (QCoreApplication::translate), each class
// in its own context of the shared translations (carcassonne-common_<lang>.ts); names and
// labels in the context "RuleTexts", so QML can translate a source with qsTranslate and follow
// a language switch.
class ModuleUi
{
public:
    // An id the engine or a file uses, and the English text people read for it.
    struct Label
    {
        const char *id;
        const char *source; // QT_TRANSLATE_NOOP("RuleTexts", ...)
    };
    // A number shown with a player (goods tokens), or with the whole table (sharedCounters: a
    // team's score against its goal).
    struct Counter
    {
        QString id; // stable, for tests and object names
        QString name; // translated
        int count = 0;
        QString icon; // an image://carcassonne/icon/<id> name, or ""
        int goal = -1; // shown as "count / goal" when >= 0 (a score against its target)
        QString text = {}; // shown instead of the number when set ("lying by a guard")
        QString tooltip = {}; // translated, or ""
    };
    // One of the module's choices as a button: its label, the cell it is about, if any, and
    // the feature it is about (a feature node, lit on the board), or -1. A choice about a
    // player (whose supply) names it by `player`: the window puts the player's name for the
    // label's %1, as only it knows the names.
    struct Choice
    {
        QString label;
        std::optional<CellPos> at;
        int segment = -1;
        int player = -1;
    };
    // Something the module shows on the board beside tiles and figures (Mayflower's start
    // fields, its surveyors and the columns they leave behind): an area of whole cells from
    // `at` (its north-west cell), `width` by `height`, drawn as its kind says.
    struct BoardMarker
    {
        enum class Kind : std::uint8_t {
            Ground, // under the tiles: `icon` tiled over the area (a start field, the sea)
            Shade, // over the tiles, under the figures: tinted in `tone`, `icon` tiled over it
            Token, // over everything: `icon` on a disc at `spot` of the area, `count` of it
        };
        Kind kind = Kind::Ground;
        QString id; // stable, for tests and object names ("startField", "surveyor")
        CellPos at;
        int width = 1;
        int height = 1;
        QString icon; // an image://carcassonne/<icon> name ("board/sea"), or ""
        QString tone; // the Theme's colour "marker<Tone>" ("risk": markerRisk): a Shade's
                      // tint, a Token's disc ("" : the Theme's highlight)
        int count = 1;
        QString tooltip; // translated, or ""
        // Token: where its middle lies, as fractions of the area (0.5, 0.5: in the middle; a
        // corner of one cell for a count beside the figures), and its width in cells (0: the
        // Theme's markerTokenSize).
        double spotX = 0.5;
        double spotY = 0.5;
        double size = 0;
    };

    // A picture beside a module's rules in the rules help, drawn by the game's own art: an
    // image of the image provider ("figure/builder/red", "icon/wine", "board/startfield"), or
    // one of the game's tile types (RulesHelp::firstTile), and what it shows.
    struct HelpPicture
    {
        QString image; // "" when `tileType` names the picture
        int tileType = -1; // an index into GameContent::tileTypes()
        QString caption; // translated
    };

    virtual ~ModuleUi() = default;

    virtual QString moduleId() const = 0;
    virtual const char *nameSource() const = 0;
    virtual QList<Label> parameterLabels() const { return {}; }
    // Names of a parameter's values where a number would say nothing ("haunted", "one pile"):
    // all of its values (a choice among them) or some (a number with named special values).
    struct ValueName
    {
        int value;
        const char *source; // QT_TRANSLATE_NOOP("RuleTexts", ...)
    };
    virtual QList<ValueName> parameterValueNames(const QString & /*name*/) const { return {}; }
    // Names of the score categories the module owns (RuleModule::scoreCategories ids).
    virtual QList<Label> categoryLabels() const { return {}; }

    // The log line for an event the module sent (a Module event, or a core event that names
    // it); "" when the log says nothing of it. `who` is the player's name.
    virtual QString describe(const GameState &, const Event &, const QString & /*who*/) const
    {
        return {};
    }
    // The cell of the board an event the module sent is about, where that is a place a player
    // would look at (the graveyard that closed, the tile the ghosts went onto): clicking its log
    // line shows it. Nothing when the event's `at` means no place (the default: a module's
    // event gives `at` its own meaning).
    virtual std::optional<CellPos> locatedCell(const GameState &, const Event &) const
    {
        return std::nullopt;
    }
    // For a core FeatureScored event the module's rule set the points of: the rule, briefly,
    // for the log line's details ("with an inn, scores 2 points a tile"); "" for none.
    virtual QString scoringNote(const GameState &, const Event &) const { return {}; }
    // What the player decides when this module asks (a prompt over the buttons), and one
    // choice in the record's words (RuleModule::choiceToJson) as a button.
    virtual QString choicePrompt(const GameState &) const { return {}; }
    virtual Choice choice(const GameState &, const QJsonObject & /*choice*/) const { return {}; }
    // A line about the turn being played (a double or extra turn), or "".
    virtual QString turnNote(const GameState &) const { return {}; }
    virtual QList<Counter> playerCounters(const GameState &, int /*player*/) const { return {}; }
    // Numbers of the whole table, shown once above the players (a team's score against its
    // goal, a supply everyone shares, the stack being drawn).
    virtual QList<Counter> sharedCounters(const GameState &) const { return {}; }
    // The name of a figure of this module's ("builder"), or of any figure on a feature whose
    // role this module names (Mayflower's bandit on a road; `on` is FeatureType::Count for the
    // figure in the supply); "" when not its to name. Asked of the enabled modules only.
    virtual QString figureName(FigureKind, FeatureType) const { return {}; }
    // The name of a feature type as this rule set calls it (Mayflower's plain), or "".
    virtual QString featureName(FeatureType) const { return {}; }
    // "%n pennant(s)" as this rule set calls them (Mayflower's flags), or "".
    virtual QString pennants(int /*count*/) const { return {}; }
    // A word of warning or advice about a figure move (Move::Kind::PlaceFigure) before the
    // player makes it, or "".
    virtual QString figureNote(const GameState &, const Move &) const { return {}; }
    // The module's rules as a player reads them in the rules help: short paragraphs separated
    // by a blank line, with this game's numbers (its parameters as `content` resolved them,
    // RulesHelp::number). Every module has one (tst_catalog).
    virtual QString helpText(const GameContent &) const { return {}; }
    // Why the module, switched on, has nothing to do in a game with these rules (The Mist's
    // graveyards at level 1: "not at this level"), as an English source of context RuleTexts
    // for the new game dialog to translate; nullptr when it plays.
    virtual const char *idleNoteSource(const GameContent &) const { return nullptr; }
    // Pictures for that text, from the game's own art.
    virtual QList<HelpPicture> helpPictures(const GameContent &) const { return {}; }
    // True when the text tells the whole turn and its scoring (Mayflower's coast, The Mist's
    // cooperative game), so the help leaves out the base game's.
    virtual bool hasOwnBasics() const { return false; }
    // The rule set's own words for one of a first game's hints (HintGuide: "placeTile",
    // "placeFigure", "farmer", "scored", "end") where the base game's would be wrong for it,
    // with this game's numbers; "" keeps the base game's. For "scored" the text follows the
    // log's line of the scoring.
    virtual QString hintText(const QString & /*hint*/, const GameContent &) const { return {}; }
    // What the module shows on the board now (ModuleUi::BoardMarker).
    virtual QList<BoardMarker> boardMarkers(const GameState &) const { return {}; }

    // A parameter that sets the whole game's character (The Mist's level): the new game dialog
    // shows it as a picker above the other parameters, each value named and summed up, and the
    // end of a game offers the next value. "" when the module has none.
    virtual QString headlineParameter() const { return {}; }
    // One value's name ("Level 3").
    virtual QString headlineLabel(int /*value*/) const { return {}; }
    // What a game at one value is like (ghosts, tiles, goals), from a game just set up with it.
    virtual QString headlineSummary(const GameState &) const { return {}; }
    // A word on the seats for the new game dialog (The Mist: each seat is one colour), or "".
    virtual QString seatNote() const { return {}; }
    // Values the new game dialog starts this module's parameters at where they differ from
    // the engine's defaults (The Mist: the English edition's colours on), by parameter name.
    virtual QVariantMap dialogDefaults() const { return {}; }
    // Why a game that ended with a team result ended ("The ghosts ran out."), or "" when it is
    // not this module's to say.
    virtual QString outcomeText(const GameState &) const { return {}; }
};

} // namespace carcassonne
