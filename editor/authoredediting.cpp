#include "authoredediting.h"

#include "content/authoredrulesparser.h"
#include "rules/rulecatalog.h"
#include "rules/rulemodule.h"

#include <QJsonArray>

namespace carcassonne {

QList<FeatureType> AuthoredEditing::offeredTypes(std::uint32_t allowed)
{
    QList<FeatureType> out;
    for (FeatureType t : {FeatureType::Road, FeatureType::City, FeatureType::Cloister,
                          FeatureType::Garden, FeatureType::Field}) {
        if (allowed >> unsigned(t) & 1u)
            out << t;
    }
    return out;
}

QString AuthoredEditing::moduleId()
{
    return QStringLiteral("authored");
}

bool AuthoredEditing::ensureModule(RulesDefinition &rules)
{
    if (rules.attributes.isEmpty() && rules.scoring.isEmpty() && rules.figures.isEmpty())
        return false;
    for (const ModuleSetting &s : std::as_const(rules.modules)) {
        if (s.id == moduleId())
            return false; // named already, on or off: the designer's choice stands
    }
    // The catalog's order, as the Rules page keeps it.
    int at = 0;
    for (const RuleModule *other : RuleCatalog::modules()) {
        if (other->id() == moduleId())
            break;
        for (const ModuleSetting &s : std::as_const(rules.modules))
            at += s.id == other->id() ? 1 : 0;
    }
    rules.modules.insert(at, ModuleSetting{moduleId(), true});
    return true;
}

QList<TileDefinition> AuthoredEditing::fitTiles(const QList<TileDefinition> &tiles,
                                                const QList<AuthoredAttribute> &attributes,
                                                QList<int> *changed)
{
    QList<TileDefinition> out = tiles;
    for (int t = 0; t < out.size(); ++t) {
        bool touched = false;
        for (FeatureDefinition &f : out[t].features) {
            for (int i = 0; i < kMaxAuthoredAttributes; ++i) {
                int fitted = f.authored(i);
                if (i >= attributes.size() || !attributes[i].carriedBy(f.type))
                    fitted = 0;
                else
                    fitted = std::clamp(fitted, 0, attributes[i].maximum);
                if (fitted != f.authored(i)) {
                    f.authored(i) = fitted;
                    touched = true;
                }
            }
        }
        if (touched && changed)
            changed->append(t);
    }
    return out;
}

QList<TileDefinition> AuthoredEditing::removeAttribute(const QList<TileDefinition> &tiles,
                                                       int index)
{
    QList<TileDefinition> out = tiles;
    for (TileDefinition &t : out) {
        for (FeatureDefinition &f : t.features) {
            for (int i = index; i + 1 < kMaxAuthoredAttributes; ++i)
                f.authored(i) = f.authored(i + 1);
            f.authored(kMaxAuthoredAttributes - 1) = 0;
        }
    }
    return out;
}

int AuthoredEditing::featuresCarrying(const QList<TileDefinition> &tiles, int index)
{
    int n = 0;
    for (const TileDefinition &t : tiles) {
        for (const FeatureDefinition &f : t.features)
            n += f.authored(index) > 0 ? 1 : 0;
    }
    return n;
}

QList<int> AuthoredEditing::rulesNaming(const QList<ScoringRule> &scoring, const QString &subject)
{
    QList<int> out;
    for (int r = 0; r < scoring.size(); ++r) {
        bool names = false;
        for (const ScoringRule::Condition &c : scoring[r].conditions)
            names = names || c.subject == subject;
        for (const auto &s : scoring[r].set)
            names = names || s.first == subject;
        if (names)
            out << r;
    }
    return out;
}

QList<ScoringRule> AuthoredEditing::renameSubject(QList<ScoringRule> scoring, const QString &from,
                                                  const QString &to)
{
    for (ScoringRule &r : scoring) {
        for (ScoringRule::Condition &c : r.conditions) {
            if (c.subject == from)
                c.subject = to;
        }
        for (auto &s : r.set) {
            if (s.first == from)
                s.first = to;
        }
    }
    return scoring;
}

ScoringRule AuthoredEditing::defaultRule(FeatureType type)
{
    ScoringRule r;
    r.type = type;
    r.when = type == FeatureType::Field ? ScoringRule::When::End : ScoringRule::When::Completed;
    r.effect = ScoringRule::Effect::Set;
    // The base game's amounts (the core's parameters' defaults).
    switch (type) {
    case FeatureType::City:
        r.set = {{QStringLiteral("tiles"), 2}, {QStringLiteral("pennants"), 2}};
        break;
    case FeatureType::Field:
        r.set = {{QStringLiteral("cities"), 3}};
        break;
    default:
        r.set = {{QStringLiteral("tiles"), 1}};
        break;
    }
    return r;
}

ScoringRule AuthoredEditing::retyped(ScoringRule rule, FeatureType type,
                                     const QList<AuthoredAttribute> &attributes)
{
    if (rule.type == type)
        return rule;
    const QStringList known = AuthoredRulesParser::subjects(type, attributes);
    // Amounts that were the usual ones stay the usual ones of the new type.
    const bool usual =
            rule.effect == ScoringRule::Effect::Set && rule.set == defaultRule(rule.type).set;
    rule.type = type;
    if (usual)
        rule.set = defaultRule(type).set;
    if (type == FeatureType::Field)
        rule.when = ScoringRule::When::End;
    rule.conditions.removeIf(
            [&](const ScoringRule::Condition &c) { return !known.contains(c.subject); });
    rule.set.removeIf([&](const QPair<QString, int> &s) {
        return s.first != QLatin1String("bonus") && !known.contains(s.first);
    });
    if (rule.effect == ScoringRule::Effect::Set && rule.set.isEmpty())
        rule.set = defaultRule(type).set;
    return rule;
}

AuthoredAttribute AuthoredEditing::newAttribute(const QList<AuthoredAttribute> &existing)
{
    AuthoredAttribute a;
    for (int n = 1;; ++n) {
        a.id = QStringLiteral("attribute%1").arg(n);
        if (idProblem(a.id, existing).isEmpty())
            break;
    }
    a.types = 1u << unsigned(FeatureType::Road);
    a.maximum = 1;
    a.name.insert(QStringLiteral("en"), QStringLiteral("attribute %1").arg(existing.size() + 1));
    a.mark = AuthoredAttribute::marks().constFirst();
    for (const QString &mark : AuthoredAttribute::marks()) {
        const bool used = std::any_of(existing.begin(), existing.end(),
                                      [&](const AuthoredAttribute &e) { return e.mark == mark; });
        if (!used) {
            a.mark = mark;
            break;
        }
    }
    return a;
}

Message AuthoredEditing::idProblem(const QString &id, const QList<AuthoredAttribute> &others)
{
    for (const AuthoredAttribute &o : others) {
        if (o.id == id)
            return AuthoredRulesParser::declaredTwice();
    }
    // The engine's own check, on the attribute alone.
    AuthoredAttribute probe;
    probe.id = id;
    probe.types = 1u << unsigned(FeatureType::Road);
    probe.name.insert(QStringLiteral("en"), QStringLiteral("x"));
    probe.mark = AuthoredAttribute::marks().constFirst();
    Problems problems;
    AuthoredRulesParser::parseAttributes(QJsonArray{AuthoredRulesParser::toJson(probe)}, problems);
    for (const Problem &p : std::as_const(problems)) {
        if (p.field.endsWith(QLatin1String(".id")))
            return p.message;
    }
    return {};
}

AuthoredFigure AuthoredEditing::newFigure(const QList<AuthoredFigure> &existing)
{
    AuthoredFigure f;
    for (int n = 1;; ++n) {
        f.id = QStringLiteral("figure%1").arg(n);
        if (figureIdProblem(f.id, existing).isEmpty())
            break;
    }
    f.name.insert(QStringLiteral("en"), QStringLiteral("figure %1").arg(existing.size() + 1));
    f.count = 1;
    f.strength = 2;
    for (FeatureType t :
         {FeatureType::Road, FeatureType::City, FeatureType::Cloister, FeatureType::Field})
        f.types |= 1u << unsigned(t);
    f.types &= AuthoredFigure::allowedTypes();
    return f;
}

Message AuthoredEditing::figureIdProblem(const QString &id, const QList<AuthoredFigure> &others)
{
    for (const AuthoredFigure &o : others) {
        if (o.id == id)
            return AuthoredRulesParser::declaredTwice();
    }
    // The engine's own check, on the figure alone.
    AuthoredFigure probe;
    probe.id = id;
    probe.types = 1u << unsigned(FeatureType::Road);
    probe.name.insert(QStringLiteral("en"), QStringLiteral("x"));
    Problems problems;
    AuthoredRulesParser::parseFigures(QJsonArray{AuthoredRulesParser::toJson(probe)}, problems);
    for (const Problem &p : std::as_const(problems)) {
        if (p.field.endsWith(QLatin1String(".id")))
            return p.message;
    }
    return {};
}

} // namespace carcassonne
