#pragma once

#include "content/packagerepository.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>

namespace carcassonne {

// What the new game dialog offers, read from the package repository in the language shown
// now: the packages a game can be played with, which of them go together, and for packages
// played together (a base game and its expansions) their modules and parameters. The dialog
// only shows these answers; the rule of what combines lives here.
class PackageChoices
{
    Q_DECLARE_TR_FUNCTIONS(PackageChoices)

public:
    // What decides whether a package combines with others, from its manifest and rules.
    struct Facts
    {
        QString id;
        QString name; // in the language shown now
        QString description;
        QStringList requirements;
        bool startTile = false; // brings a start tile of its own (the rivers' springs)
        // Plays on its own, as a rule set the expansions go with (the base game, Mayflower, The
        // Mist). Manifests have no field for this, so it is derived: a package that requires
        // nothing and brings its own start, a start tile or a rule module that lays the board
        // itself (RuleModule::setsUpBoard: Mayflower's coast, The Mist's 2x2 start). A package
        // that requires nothing and brings no start (a user's tile set) is an expansion that
        // goes with any rule set.
        bool standalone = false;
    };

    // Whether a package may join the chosen ones, and a sentence for the player: why not, or
    // what choosing it changes ("" when there is nothing to say).
    struct Verdict
    {
        bool allowed = true;
        QString reason;
    };

    static Facts factsOf(const Package &package);
    // The facts of every package with tiles, in the repository's order.
    static QList<Facts> available(PackageRepository &repository);

    // The expansions that can be played with `base`, from `chosen` in its order: each one's
    // requirements are the base or chosen expansions (dropped until that holds), and of the
    // expansions with a start tile only the last stays: two start tiles do not go together.
    static QStringList combine(const QList<Facts> &packages, const QString &base,
                               const QStringList &chosen);
    // The chosen expansions after the player switches `id` on or off: one switched on wins
    // over a chosen one with a start tile, and those that needed one switched off go with it.
    static QStringList toggle(const QList<Facts> &packages, const QString &base,
                              const QStringList &chosen, const QString &id, bool on);
    // Whether expansion `id` is made for `base` at all: none of the packages it needs, however
    // far down, is another rule set (the base game's River does not go with The Mist, whatever
    // else is chosen). An expansion that needs another expansion first still goes with it.
    static bool goesWith(const QList<Facts> &packages, const QString &base, const QString &id);
    // Whether expansion `id` can be switched on beside `base` and `chosen`.
    static Verdict verdict(const QList<Facts> &packages, const QString &base,
                           const QStringList &chosen, const QString &id);

    // {id, ids, name, minPlayers, maxPlayers, tiles, modules: [{id, label, enabled, help}]
    //  (help: the module's rules, RulesHelpRows::module), help: the rules of a game with these
    //  packages as they stand (RulesHelpRows::game),
    //  parameters: [{name, module, label, value, minimum, maximum, boolean}] (module: the id
    //  of the module that reads it, "" for the core's; the seat limits are left out),
    //  headline: {name, label, value, options: [{value, label, summary, parameters: {name:
    //  value}}]} (ModuleUi::headlineParameter, each value with the parameters it presets; {}
    //  when no module has one), seatNote: the modules' word on the seats ("" for none)}; empty
    // when the packages cannot be played together.
    static QVariantMap of(PackageRepository &repository, const QStringList &ids);
    // The rules help of a game with these packages and `rules` (a setup's rules: modules
    // switched on or off, parameters such as The Mist's level) as RulesHelpRows::game, or,
    // with a `moduleId`, that module's section alone, as it would play switched on. The help
    // of `of` describes the defaults; a dialog that changes the rules asks this one. Empty
    // when the game cannot be set up so.
    static QVariantList help(PackageRepository &repository, const QStringList &ids,
                             const QVariantMap &rules, const QString &moduleId = QString());
    // {moduleId: note} of the modules switched on that have nothing to do in a game with these
    // packages and `rules` (ModuleUi::idleNoteSource: The Mist's graveyards at level 1), the
    // note an English source of context RuleTexts.
    static QVariantMap idleNotes(PackageRepository &repository, const QStringList &ids,
                                 const QVariantMap &rules);
};

} // namespace carcassonne
