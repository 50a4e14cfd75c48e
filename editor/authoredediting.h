#pragma once

#include "content/package.h"
#include "core/message.h"

#include <QList>
#include <QString>

namespace carcassonne {

// The edits of a package's authored rules (its own attributes and scoring rules) as pure
// functions, so that one undo step keeps the rules and the tiles that carry the attributes
// consistent. What is allowed is the engine's to say (AuthoredRulesParser); this only keeps
// the pieces in step.
class AuthoredEditing
{
public:
    // The rule module that plays authored rules.
    static QString moduleId();
    // The feature types of `allowed` (a bit per FeatureType) in the order the page offers them:
    // road, city, cloister, garden, field.
    static QList<FeatureType> offeredTypes(std::uint32_t allowed);
    // Lists the module `authored` (on by default, in the catalog's order) when the rules have
    // attributes, scoring rules or figures and do not name it yet; true when it added it.
    static bool ensureModule(RulesDefinition &rules);

    // The tiles with each feature's authored counts fitted to `attributes`: none past the
    // last one, none on a feature type an attribute is not declared for, none above its
    // maximum. `changed` gets the indices of the tiles that changed.
    static QList<TileDefinition> fitTiles(const QList<TileDefinition> &tiles,
                                          const QList<AuthoredAttribute> &attributes,
                                          QList<int> *changed = nullptr);
    // The tiles without the authored attribute `index`: its counts go, and the later
    // attributes' counts move down one slot in every feature.
    static QList<TileDefinition> removeAttribute(const QList<TileDefinition> &tiles, int index);
    // How many features of the tiles carry attribute `index` (count above 0).
    static int featuresCarrying(const QList<TileDefinition> &tiles, int index);
    // The places (indices into `scoring`) of the rules that name `subject`, in a condition or
    // an amount.
    static QList<int> rulesNaming(const QList<ScoringRule> &scoring, const QString &subject);
    // The rules with `from` named `to` wherever they name it.
    static QList<ScoringRule> renameSubject(QList<ScoringRule> scoring, const QString &from,
                                            const QString &to);
    // The rule for features of `type` a new rule starts as: the core's own amounts (as the base
    // game scores), so that adding it changes nothing until it is edited.
    static ScoringRule defaultRule(FeatureType type);
    // `rule` made valid for `type` (after the type changed): conditions and amounts the type
    // has no subject for go, a field scores at the end, and a Set keeps at least one amount;
    // the usual amounts of the old type become the new type's.
    static ScoringRule retyped(ScoringRule rule, FeatureType type,
                               const QList<AuthoredAttribute> &attributes);
    // A new attribute: an id not yet taken ("attribute1", ...), on roads, a flag, the first
    // mark no other attribute uses.
    static AuthoredAttribute newAttribute(const QList<AuthoredAttribute> &existing);
    // What the engine says of an attribute's id (too short, reserved): empty when it is fine.
    // Ids taken by `others` are refused too.
    static Message idProblem(const QString &id, const QList<AuthoredAttribute> &others);
    // A new figure: an id not yet taken ("figure1", ...), one per player, counting as 2 in a
    // majority, standing where a meeple stands (roads, cities, cloisters, fields).
    static AuthoredFigure newFigure(const QList<AuthoredFigure> &existing);
    // What the engine says of a figure's id (its pattern, a built-in figure's name), in
    // English: empty when it is fine. Ids taken by `others` are refused too.
    static Message figureIdProblem(const QString &id, const QList<AuthoredFigure> &others);
};

} // namespace carcassonne
