#pragma once

#include "authoredattribute.h"
#include "authoredfigure.h"
#include "core/problem.h"
#include "featureattributes.h"
#include "scoringrule.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QList>

namespace carcassonne {

// Reads and writes the rules a package authors in its rules.json: its own attributes
// (`"attributes"`) and scoring rules (`"scoring"`), checked as hostile input (bounded counts,
// known names, ranges, no two rules that contradict each other). PackageParser calls it for
// rules.json; docs/package-format.md describes the format.
class AuthoredRulesParser
{
public:
    static constexpr int kMaxAttributes = kMaxAuthoredAttributes;
    static constexpr int kMaxAttributeMaximum = 9;
    static constexpr int kMaxNameLength = 40;

    // Each adds its problems (file rules.json, the JSON path) and returns what it read.
    static QList<AuthoredAttribute> parseAttributes(const QJsonValue &v, Problems &problems);
    static QList<ScoringRule> parseScoring(const QJsonValue &v,
                                           const QList<AuthoredAttribute> &attributes,
                                           Problems &problems);
    // The problem two rules that contradict each other make, or nothing; `a` and `b` name them
    // ("scoring[0]").
    static QList<AuthoredFigure> parseFigures(const QJsonValue &v, Problems &problems);
    // An id given to two attributes or two figures (the editor says it before the parser).
    static Message declaredTwice();
    static std::optional<Message> conflictMessage(const ScoringRule &first,
                                                  const ScoringRule &second, const QString &a,
                                                  const QString &b);

    // What a rule for features of `type` may count: "tiles", a field's "cities", the built-in
    // attributes the type carries (by name: "pennants", "wine") and `attributes` it carries.
    static QStringList subjects(FeatureType type, const QList<AuthoredAttribute> &attributes);

    static QJsonObject toJson(const AuthoredAttribute &attribute);
    static QJsonObject toJson(const ScoringRule &rule);
    static QJsonObject toJson(const AuthoredFigure &figure);
};

} // namespace carcassonne
