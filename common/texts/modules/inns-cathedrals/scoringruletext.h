#pragma once

#include "content/authoredattribute.h"
#include "content/scoringrule.h"

#include <QList>
#include <QString>

namespace carcassonne {

// A package's scoring rule (ScoringRule) as a sentence in the language shown: "A completed
// road with an inn scores 2 points a tile." The rules help, the editor's Scoring page and the
// end-game breakdown read it; the attribute names come from the package, in the language
// shown when it gives one.
class ScoringRuleText
{
public:
    // `attributes`: the rule's package's own, for their names.
    static QString sentence(const ScoringRule &rule, const QList<AuthoredAttribute> &attributes);
    // The rule briefly, for a log line's details: its conditions and its effect ("with an inn,
    // scores 2 points a tile"), without the feature and the time the line tells.
    static QString note(const ScoringRule &rule, const QList<AuthoredAttribute> &attributes);
    // One of a thing named by a package ("an inn" in English; the bare noun in the other
    // languages, whose sentences are written around it).
    static QString oneOf(const QString &name);
    // A subject of the rules ("tiles", "pennants", "inn") by its name in the language shown.
    static QString subjectName(const QString &subject, const QList<AuthoredAttribute> &attributes);
};

} // namespace carcassonne
