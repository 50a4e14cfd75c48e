#include "scoringruletext.h"

#include "languages.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>

namespace carcassonne {

namespace {

// "A completed road", "An unfinished city at the end", "A field at the end": the opening, by
// feature type and time, so that each language chooses its article and word order.
QString opening(FeatureType type, ScoringRule::When when)
{
    using W = ScoringRule::When;
    switch (type) {
    case FeatureType::Road:
        return when == W::Completed
                ? QCoreApplication::translate("ScoringRuleText", "A completed road")
                : when == W::End
                ? QCoreApplication::translate("ScoringRuleText", "At the end, an unfinished road")
                : QCoreApplication::translate("ScoringRuleText",
                                              "A road, completed or at the end,");
    case FeatureType::City:
        return when == W::Completed
                ? QCoreApplication::translate("ScoringRuleText", "A completed city")
                : when == W::End
                ? QCoreApplication::translate("ScoringRuleText", "At the end, an unfinished city")
                : QCoreApplication::translate("ScoringRuleText",
                                              "A city, completed or at the end,");
    case FeatureType::Cloister:
        return when == W::Completed
                ? QCoreApplication::translate("ScoringRuleText", "A completed cloister")
                : when == W::End ? QCoreApplication::translate("ScoringRuleText",
                                                               "At the end, an unfinished cloister")
                                 : QCoreApplication::translate(
                                         "ScoringRuleText", "A cloister, completed or at the end,");
    case FeatureType::Garden:
        return when == W::Completed
                ? QCoreApplication::translate("ScoringRuleText", "A completed garden")
                : when == W::End
                ? QCoreApplication::translate("ScoringRuleText", "At the end, an unfinished garden")
                : QCoreApplication::translate("ScoringRuleText",
                                              "A garden, completed or at the end,");
    default:
        return QCoreApplication::translate("ScoringRuleText", "At the end, a field");
    }
}

QString attributeName(const AuthoredAttribute &a)
{
    return Languages::pick(a.name, Languages::shown());
}

QString condition(const ScoringRule::Condition &c, const QList<AuthoredAttribute> &attributes)
{
    const bool tiles = c.subject == QLatin1String("tiles");
    const bool cities = c.subject == QLatin1String("cities");
    const bool unbounded = c.atMost == ScoringRule::kUnbounded;
    if (tiles || cities) {
        if (unbounded)
            return tiles ? QCoreApplication::translate("ScoringRuleText", "of at least %n tile(s)",
                                                       nullptr, c.atLeast)
                         : QCoreApplication::translate("ScoringRuleText",
                                                       "bordering at least %n completed city(s)",
                                                       nullptr, c.atLeast);
        if (c.atLeast == 0)
            return tiles ? QCoreApplication::translate("ScoringRuleText", "of at most %n tile(s)",
                                                       nullptr, c.atMost)
                         : QCoreApplication::translate("ScoringRuleText",
                                                       "bordering at most %n completed city(s)",
                                                       nullptr, c.atMost);
        if (c.atLeast == c.atMost)
            return tiles ? QCoreApplication::translate("ScoringRuleText", "of exactly %n tile(s)",
                                                       nullptr, c.atMost)
                         : QCoreApplication::translate("ScoringRuleText",
                                                       "bordering exactly %n completed city(s)",
                                                       nullptr, c.atMost);
        return (tiles ? QCoreApplication::translate("ScoringRuleText", "of %1 to %2 tiles")
                      : QCoreApplication::translate("ScoringRuleText",
                                                    "bordering %1 to %2 completed cities"))
                .arg(c.atLeast)
                .arg(c.atMost);
    }
    const QString name = ScoringRuleText::subjectName(c.subject, attributes);
    if (c.atLeast == 0 && c.atMost == 0)
        return QCoreApplication::translate("ScoringRuleText", "without %1").arg(name);
    if (c.atLeast <= 1 && unbounded)
        return QCoreApplication::translate("ScoringRuleText", "with %1")
                .arg(ScoringRuleText::oneOf(name));
    if (unbounded)
        return QCoreApplication::translate("ScoringRuleText", "with at least %1 %2")
                .arg(c.atLeast)
                .arg(name);
    if (c.atLeast == c.atMost)
        return QCoreApplication::translate("ScoringRuleText", "with exactly %1 %2")
                .arg(c.atLeast)
                .arg(name);
    return QCoreApplication::translate("ScoringRuleText", "with %1 to %2 %3")
            .arg(c.atLeast)
            .arg(c.atMost)
            .arg(name);
}

QString amount(const QPair<QString, int> &set, const QList<AuthoredAttribute> &attributes)
{
    const int n = set.second;
    if (set.first == QLatin1String("tiles"))
        return QCoreApplication::translate("ScoringRuleText", "%n point(s) a tile", nullptr, n);
    if (set.first == QLatin1String("cities"))
        return QCoreApplication::translate("ScoringRuleText", "%n point(s) a completed city",
                                           nullptr, n);
    if (set.first == QLatin1String("bonus"))
        return QCoreApplication::translate("ScoringRuleText", "a bonus of %n point(s)", nullptr, n);
    return QCoreApplication::translate("ScoringRuleText", "%n point(s) for each %1", nullptr, n)
            .arg(ScoringRuleText::subjectName(set.first, attributes));
}

QString effectText(const ScoringRule &rule, const QList<AuthoredAttribute> &attributes)
{
    QString effect;
    switch (rule.effect) {
    case ScoringRule::Effect::Set: {
        // Per tile first, then per city, per unit of each attribute, the bonus last (a file
        // holds them in the order of their names).
        auto rank = [](const QString &subject) {
            return subject == QLatin1String("tiles")     ? 0
                    : subject == QLatin1String("cities") ? 1
                    : subject == QLatin1String("bonus")  ? 3
                                                         : 2;
        };
        QList<QPair<QString, int>> ordered = rule.set;
        std::stable_sort(ordered.begin(), ordered.end(), [&](const auto &a, const auto &b) {
            return rank(a.first) < rank(b.first);
        });
        QStringList amounts;
        for (const auto &s : ordered)
            amounts << amount(s, attributes);
        effect =
                QCoreApplication::translate("ScoringRuleText", "scores %1")
                        .arg(amounts.join(QCoreApplication::translate("ScoringRuleText", " and ")));
        break;
    }
    case ScoringRule::Effect::Nothing:
        effect = QCoreApplication::translate("ScoringRuleText", "scores nothing");
        break;
    case ScoringRule::Effect::Multiply:
        effect = QCoreApplication::translate("ScoringRuleText", "scores %n times its points",
                                             nullptr, rule.amount);
        break;
    case ScoringRule::Effect::Add:
        effect = rule.amount >= 0
                ? QCoreApplication::translate("ScoringRuleText", "scores %n more point(s)", nullptr,
                                              rule.amount)
                : QCoreApplication::translate("ScoringRuleText", "scores %n point(s) less", nullptr,
                                              -rule.amount);
        break;
    }
    return effect;
}

} // namespace

QString ScoringRuleText::oneOf(const QString &name)
{
    // English alone says "an inn"; the other languages' templates take the bare noun ("met
    // herberg", "mit Wirtshaus").
    const bool english = QLocale().name().startsWith(QLatin1String("en"))
            || QLocale().name() == QLatin1String("C");
    if (!english || name.isEmpty())
        return name;
    const bool vowel = QStringLiteral("aeiouAEIOU").contains(name.front());
    return (vowel ? QStringLiteral("an ") : QStringLiteral("a ")) + name;
}

QString ScoringRuleText::note(const ScoringRule &rule, const QList<AuthoredAttribute> &attributes)
{
    QStringList conditions;
    for (const ScoringRule::Condition &c : rule.conditions)
        conditions << condition(c, attributes);
    const QString effect = effectText(rule, attributes);
    if (conditions.isEmpty())
        return effect;
    return QCoreApplication::translate("ScoringRuleText", "%1, %2")
            .arg(conditions.join(QCoreApplication::translate("ScoringRuleText", " and ")), effect);
}

QString ScoringRuleText::subjectName(const QString &subject,
                                     const QList<AuthoredAttribute> &attributes)
{
    for (const AuthoredAttribute &a : attributes) {
        if (a.id == subject)
            return attributeName(a);
    }
    if (subject == QLatin1String("tiles"))
        return QCoreApplication::translate("ScoringRuleText", "tile");
    if (subject == QLatin1String("cities"))
        return QCoreApplication::translate("ScoringRuleText", "completed city");
    if (subject == QLatin1String("pennants"))
        return QCoreApplication::translate("ScoringRuleText", "pennant");
    if (subject == QLatin1String("wine"))
        return QCoreApplication::translate("ScoringRuleText", "wine");
    if (subject == QLatin1String("grain"))
        return QCoreApplication::translate("ScoringRuleText", "grain");
    if (subject == QLatin1String("cloth"))
        return QCoreApplication::translate("ScoringRuleText", "cloth");
    if (subject == QLatin1String("tradingPosts"))
        return QCoreApplication::translate("ScoringRuleText", "trading post");
    if (subject == QLatin1String("animals"))
        return QCoreApplication::translate("ScoringRuleText", "animal");
    return subject;
}

QString ScoringRuleText::sentence(const ScoringRule &rule,
                                  const QList<AuthoredAttribute> &attributes)
{
    QStringList conditions;
    for (const ScoringRule::Condition &c : rule.conditions)
        conditions << condition(c, attributes);
    const QString effect = effectText(rule, attributes);
    QString subject = opening(rule.type, rule.when);
    if (!conditions.isEmpty())
        subject = QCoreApplication::translate("ScoringRuleText", "%1 %2")
                          .arg(subject,
                               conditions.join(
                                       QCoreApplication::translate("ScoringRuleText", " and ")));
    return QCoreApplication::translate("ScoringRuleText", "%1 %2.").arg(subject, effect);
}

} // namespace carcassonne
