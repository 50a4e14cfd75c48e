#include "authoredrulesparser.h"

#include "core/figurekind.h"
#include "core/jsonnumber.h"
#include "core/shownvalue.h"
#include "featureattributes.h"

#include <QJsonArray>
#include <QRegularExpression>

namespace carcassonne {

namespace {

const QString kRules = QStringLiteral("rules.json");

QString typeNames(std::uint32_t types)
{
    QStringList names;
    for (int t = 0; t < kFeatureTypeCount; ++t) {
        if (types >> unsigned(t) & 1u)
            names << featuretype::name(FeatureType(t));
    }
    return names.join(QStringLiteral(", "));
}

// Keys of a feature's JSON and subjects of the rules: an authored id may be none of them.
bool reservedId(const QString &id)
{
    static const QStringList words{
            QStringLiteral("type"),   QStringLiteral("ports"),  QStringLiteral("cell"),
            QStringLiteral("cities"), QStringLiteral("symbol"), QStringLiteral("attributes"),
            QStringLiteral("tiles"),  QStringLiteral("bonus"),  QStringLiteral("goods")};
    if (words.contains(id))
        return true;
    for (const FeatureAttributeRow &row : featureattributes::all()) {
        if (id == row.keyString() || id == row.nameString())
            return true;
    }
    return false;
}

QString subjectText(const QString &subject)
{
    return shownValue(subject, 40);
}

// A list section (attributes, figures): its entries, or none with a problem.
QJsonArray sectionList(const QJsonValue &v, const QString &section, int most,
                       const Message &tooMany, Problems &problems)
{
    if (!v.isArray()) {
        problems.append({kRules,
                         {},
                         section,
                         Message(QT_TRANSLATE_NOOP("EngineMessages", "must be a list"))});
        return {};
    }
    if (v.toArray().size() > most) {
        problems.append({kRules, {}, section, tooMany});
        return {};
    }
    return v.toArray();
}

// One entry of a list section, read field by field: each problem under "<section>[i].<key>".
struct Entry
{
    Problems &problems;
    QString at;
    QJsonObject o;
    bool ok = true;

    void bad(const QString &key, const Message &message)
    {
        problems.append({kRules, {}, at + QLatin1Char('.') + key, message});
        ok = false;
    }
    bool object(const QJsonValue &v)
    {
        if (!v.isObject()) {
            problems.append({kRules,
                             {},
                             at,
                             Message(QT_TRANSLATE_NOOP("EngineMessages", "must be an object"))});
            return false;
        }
        o = v.toObject();
        return true;
    }
    void checkKeys(const QStringList &keys)
    {
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (!keys.contains(it.key()))
                bad(shownValue(it.key(), 40),
                    Message(QT_TRANSLATE_NOOP("EngineMessages", "unknown key")));
        }
    }
    // "id": a name of the package's own, not `reserved`, not one of `taken`.
    QString id(const QStringList &taken, bool (*reserved)(const QString &))
    {
        static const QRegularExpression idPattern(QStringLiteral("^[a-z][a-zA-Z0-9]{1,23}$"));
        const QString id = o.value(QStringLiteral("id")).toString();
        if (!idPattern.match(id).hasMatch())
            bad(QStringLiteral("id"),
                Message(QT_TRANSLATE_NOOP(
                        "EngineMessages",
                        "must be 2-24 letters and digits, starting with a lower-case "
                        "letter")));
        else if (reserved(id))
            bad(QStringLiteral("id"),
                Message(QT_TRANSLATE_NOOP("EngineMessages",
                                          "'%1' is a name the format uses itself"))
                        .arg(id));
        if (taken.contains(id))
            bad(QStringLiteral("id"), AuthoredRulesParser::declaredTwice());
        return id;
    }
    // "name": language code to text, English required.
    QMap<QString, QString> names()
    {
        QMap<QString, QString> out;
        const QJsonValue name = o.value(QStringLiteral("name"));
        if (!name.isObject()) {
            bad(QStringLiteral("name"),
                Message(QT_TRANSLATE_NOOP("EngineMessages",
                                          "must be an object of language code to text")));
            return out;
        }
        const QJsonObject texts = name.toObject();
        for (auto it = texts.begin(); it != texts.end(); ++it) {
            const QString field = QStringLiteral("name.") + shownValue(it.key(), 16);
            if (!it.value().isString() || it.key().size() > 16)
                bad(field, Message(QT_TRANSLATE_NOOP("EngineMessages", "must be text")));
            else if (it.value().toString().size() > AuthoredRulesParser::kMaxNameLength)
                bad(field,
                    Message(QT_TRANSLATE_NOOP("EngineMessages", "longer than %1 characters"))
                            .arg(AuthoredRulesParser::kMaxNameLength));
            else
                out.insert(it.key(), it.value().toString());
        }
        if (out.value(QStringLiteral("en")).trimmed().isEmpty())
            bad(QStringLiteral("name.en"),
                Message(QT_TRANSLATE_NOOP("EngineMessages", "an English name is required")));
        return out;
    }
    // "features": feature types among `allowed`, a bit each.
    std::uint32_t types(std::uint32_t allowed, const Message &missing)
    {
        std::uint32_t out = 0;
        const QJsonArray types = o.value(QStringLiteral("features")).toArray();
        if (!o.value(QStringLiteral("features")).isArray() || types.isEmpty())
            bad(QStringLiteral("features"), missing);
        for (int t = 0; t < types.size(); ++t) {
            const auto type = featuretype::parse(types[t].toString());
            if (!type || !(allowed >> unsigned(*type) & 1u))
                bad(QStringLiteral("features[%1]").arg(t),
                    Message(QT_TRANSLATE_NOOP("EngineMessages", "must be one of %1"))
                            .arg(typeNames(allowed)));
            else
                out |= 1u << unsigned(*type);
        }
        return out;
    }
};

} // namespace

QStringList AuthoredRulesParser::subjects(FeatureType type,
                                          const QList<AuthoredAttribute> &attributes)
{
    QStringList out{QStringLiteral("tiles")};
    if (type == FeatureType::Field)
        out << QStringLiteral("cities");
    for (const FeatureAttributeRow &row : featureattributes::all()) {
        if (row.carriedBy(type))
            out << row.nameString();
    }
    for (const AuthoredAttribute &a : attributes) {
        if (a.carriedBy(type))
            out << a.id;
    }
    return out;
}

QList<AuthoredAttribute> AuthoredRulesParser::parseAttributes(const QJsonValue &v,
                                                              Problems &problems)
{
    QList<AuthoredAttribute> out;
    const QJsonArray list = sectionList(
            v, QStringLiteral("attributes"), kMaxAttributes,
            Message(QT_TRANSLATE_NOOP("EngineMessages", "a package declares at most %1 attributes"))
                    .arg(kMaxAttributes),
            problems);
    for (int i = 0; i < list.size(); ++i) {
        Entry e{problems, QStringLiteral("attributes[%1]").arg(i), {}, true};
        if (!e.object(list[i]))
            continue;
        e.checkKeys({QStringLiteral("id"), QStringLiteral("features"), QStringLiteral("maximum"),
                     QStringLiteral("name"), QStringLiteral("mark")});
        AuthoredAttribute a;
        QStringList taken;
        for (const AuthoredAttribute &before : std::as_const(out))
            taken << before.id;
        a.id = e.id(taken, reservedId);
        a.types =
                e.types(AuthoredAttribute::allowedTypes(),
                        Message(QT_TRANSLATE_NOOP("EngineMessages",
                                                  "must list the feature types that carry it (%1)"))
                                .arg(typeNames(AuthoredAttribute::allowedTypes())));
        const QJsonValue maximum = e.o.value(QStringLiteral("maximum"));
        if (!maximum.isUndefined()) {
            const auto n = jsonnumber::wholeInt(maximum, 1, kMaxAttributeMaximum);
            if (!n)
                e.bad(QStringLiteral("maximum"),
                      Message(QT_TRANSLATE_NOOP("EngineMessages",
                                                "must be a whole number from 1 to %1 (1: a flag)"))
                              .arg(kMaxAttributeMaximum));
            else
                a.maximum = *n;
        }
        a.name = e.names();
        a.mark = e.o.value(QStringLiteral("mark")).toString();
        static const QRegularExpression artPattern(
                QStringLiteral("^art/[A-Za-z0-9_.-]{1,64}\\.svg$"));
        if (!AuthoredAttribute::marks().contains(a.mark) && !artPattern.match(a.mark).hasMatch())
            e.bad(QStringLiteral("mark"),
                  Message(QT_TRANSLATE_NOOP(
                                  "EngineMessages",
                                  "must be one of %1, or the package's own art/<name>.svg"))
                          .arg(AuthoredAttribute::marks().join(QStringLiteral(", "))));
        if (e.ok)
            out.append(a);
    }
    return out;
}

QList<ScoringRule> AuthoredRulesParser::parseScoring(const QJsonValue &v,
                                                     const QList<AuthoredAttribute> &attributes,
                                                     Problems &problems)
{
    QList<ScoringRule> out;
    QList<int> indices; // of the rules read, in the file
    auto fail = [&](const QString &field, const Message &message) {
        problems.append({kRules, {}, field, message});
    };
    if (!v.isArray()) {
        fail(QStringLiteral("scoring"),
             Message(QT_TRANSLATE_NOOP("EngineMessages", "must be a list")));
        return out;
    }
    const QJsonArray list = v.toArray();
    if (list.size() > ScoringRule::kMaxRules) {
        fail(QStringLiteral("scoring"),
             Message(QT_TRANSLATE_NOOP("EngineMessages",
                                       "a package writes at most %1 scoring rules"))
                     .arg(ScoringRule::kMaxRules));
        return out;
    }
    static const QStringList effects{QStringLiteral("set"), QStringLiteral("scoreNothing"),
                                     QStringLiteral("multiply"), QStringLiteral("add")};
    for (int i = 0; i < list.size(); ++i) {
        const QString at = QStringLiteral("scoring[%1]").arg(i);
        if (!list[i].isObject()) {
            fail(at, Message(QT_TRANSLATE_NOOP("EngineMessages", "must be an object")));
            continue;
        }
        const QJsonObject o = list[i].toObject();
        bool ok = true;
        auto bad = [&](const QString &key, const Message &message) {
            fail(key.isEmpty() ? at : at + QLatin1Char('.') + key, message);
            ok = false;
        };
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (it.key() != QStringLiteral("feature") && it.key() != QStringLiteral("when")
                && it.key() != QStringLiteral("if") && !effects.contains(it.key()))
                bad(shownValue(it.key(), 40),
                    Message(QT_TRANSLATE_NOOP("EngineMessages", "unknown key")));
        }
        ScoringRule r;
        const auto type = featuretype::parse(o.value(QStringLiteral("feature")).toString());
        if (!type || !(ScoringRule::allowedTypes() >> unsigned(*type) & 1u)) {
            bad(QStringLiteral("feature"),
                Message(QT_TRANSLATE_NOOP("EngineMessages", "must be one of %1"))
                        .arg(typeNames(ScoringRule::allowedTypes())));
            continue;
        }
        r.type = *type;
        const auto when = ScoringRule::parseWhen(o.value(QStringLiteral("when")).toString());
        if (!when)
            bad(QStringLiteral("when"),
                Message(QT_TRANSLATE_NOOP("EngineMessages", "must be completed, end or both")));
        else if (r.type == FeatureType::Field && *when == ScoringRule::When::Completed)
            bad(QStringLiteral("when"),
                Message(QT_TRANSLATE_NOOP("EngineMessages", "fields score only at the end")));
        else
            r.when = r.type == FeatureType::Field ? ScoringRule::When::End : *when;
        const QStringList known = subjects(r.type, attributes);
        const QString knownText = known.join(QStringLiteral(", "));
        const QJsonValue conditions = o.value(QStringLiteral("if"));
        if (!conditions.isUndefined() && !conditions.isObject())
            bad(QStringLiteral("if"),
                Message(QT_TRANSLATE_NOOP("EngineMessages",
                                          "must be an object of subject to condition")));
        const QJsonObject co = conditions.toObject();
        for (auto it = co.begin(); it != co.end(); ++it) {
            const QString field = QStringLiteral("if.") + subjectText(it.key());
            if (!known.contains(it.key())) {
                bad(field,
                    Message(QT_TRANSLATE_NOOP("EngineMessages",
                                              "a %1 has no '%2' to count (it has %3)"))
                            .arg(featuretype::name(r.type), subjectText(it.key()), knownText));
                continue;
            }
            ScoringRule::Condition c{it.key(), 0, ScoringRule::kUnbounded};
            if (it.value().isBool()) { // present or absent
                c.atLeast = it.value().toBool() ? 1 : 0;
                c.atMost = it.value().toBool() ? ScoringRule::kUnbounded : 0;
            } else if (it.value().isObject()) {
                const QJsonObject bounds = it.value().toObject();
                for (auto b = bounds.begin(); b != bounds.end(); ++b) {
                    const auto n = jsonnumber::wholeInt(b.value(), 0, 10000);
                    if (b.key() == QStringLiteral("atLeast") && n)
                        c.atLeast = *n;
                    else if (b.key() == QStringLiteral("atMost") && n)
                        c.atMost = *n;
                    else
                        bad(field + QLatin1Char('.') + subjectText(b.key()),
                            Message(QT_TRANSLATE_NOOP(
                                    "EngineMessages",
                                    "must be atLeast or atMost, a whole number from 0 to "
                                    "10000")));
                }
                if (bounds.isEmpty())
                    bad(field,
                        Message(QT_TRANSLATE_NOOP("EngineMessages",
                                                  "must give atLeast or atMost")));
                if (c.atLeast > c.atMost)
                    bad(field,
                        Message(QT_TRANSLATE_NOOP("EngineMessages",
                                                  "atLeast is more than atMost: it never holds")));
            } else {
                bad(field,
                    Message(QT_TRANSLATE_NOOP("EngineMessages",
                                              "must be true (present), false (absent) or "
                                              "{\"atLeast\": n, \"atMost\": m}")));
            }
            r.conditions.append(c);
        }
        int effectCount = 0;
        for (const QString &e : effects)
            effectCount += o.contains(e) ? 1 : 0;
        if (effectCount != 1) {
            bad({},
                Message(QT_TRANSLATE_NOOP(
                        "EngineMessages",
                        "must have exactly one effect: set, scoreNothing, multiply or "
                        "add")));
            continue;
        }
        if (o.contains(QStringLiteral("set"))) {
            r.effect = ScoringRule::Effect::Set;
            const QJsonValue set = o.value(QStringLiteral("set"));
            const QJsonObject so = set.toObject();
            if (!set.isObject() || so.isEmpty())
                bad(QStringLiteral("set"),
                    Message(QT_TRANSLATE_NOOP(
                            "EngineMessages",
                            "must be an object of subject (or bonus) to points")));
            for (auto it = so.begin(); it != so.end(); ++it) {
                const QString field = QStringLiteral("set.") + subjectText(it.key());
                if (it.key() != QStringLiteral("bonus") && !known.contains(it.key())) {
                    bad(field,
                        Message(QT_TRANSLATE_NOOP(
                                        "EngineMessages",
                                        "a %1 has no '%2' to pay for (it has %3, and bonus)"))
                                .arg(featuretype::name(r.type), subjectText(it.key()), knownText));
                    continue;
                }
                const auto n = jsonnumber::wholeInt(it.value(), 0, ScoringRule::kMaxPoints);
                if (!n)
                    bad(field,
                        Message(QT_TRANSLATE_NOOP("EngineMessages",
                                                  "must be a whole number from 0 to %1"))
                                .arg(ScoringRule::kMaxPoints));
                else
                    r.set.append({it.key(), *n});
            }
        } else if (o.contains(QStringLiteral("scoreNothing"))) {
            r.effect = ScoringRule::Effect::Nothing;
            if (o.value(QStringLiteral("scoreNothing")) != QJsonValue(true))
                bad(QStringLiteral("scoreNothing"),
                    Message(QT_TRANSLATE_NOOP("EngineMessages", "must be true")));
        } else if (o.contains(QStringLiteral("multiply"))) {
            r.effect = ScoringRule::Effect::Multiply;
            const auto n = jsonnumber::wholeInt(o.value(QStringLiteral("multiply")), 0,
                                                ScoringRule::kMaxFactor);
            if (!n)
                bad(QStringLiteral("multiply"),
                    Message(QT_TRANSLATE_NOOP("EngineMessages",
                                              "must be a whole number from 0 to %1"))
                            .arg(ScoringRule::kMaxFactor));
            else
                r.amount = *n;
        } else {
            r.effect = ScoringRule::Effect::Add;
            const auto n = jsonnumber::wholeInt(o.value(QStringLiteral("add")),
                                                -ScoringRule::kMaxPoints, ScoringRule::kMaxPoints);
            if (!n)
                bad(QStringLiteral("add"),
                    Message(QT_TRANSLATE_NOOP("EngineMessages",
                                              "must be a whole number from -%1 to %1"))
                            .arg(ScoringRule::kMaxPoints));
            else
                r.amount = *n;
        }
        if (!ok)
            continue;
        for (int j = 0; j < out.size(); ++j) {
            const QString a = QStringLiteral("scoring[%1]").arg(indices[j]);
            if (const auto message = conflictMessage(out[j], r, a, at))
                fail(at, *message);
        }
        out.append(r);
        indices.append(i);
    }
    return out;
}

QList<AuthoredFigure> AuthoredRulesParser::parseFigures(const QJsonValue &v, Problems &problems)
{
    QList<AuthoredFigure> out;
    const QJsonArray list = sectionList(
            v, QStringLiteral("figures"), kMaxOwnFigures,
            Message(QT_TRANSLATE_NOOP("EngineMessages", "a package declares at most %1 figures"))
                    .arg(kMaxOwnFigures),
            problems);
    for (int i = 0; i < list.size(); ++i) {
        Entry e{problems, QStringLiteral("figures[%1]").arg(i), {}, true};
        if (!e.object(list[i]))
            continue;
        e.checkKeys({QStringLiteral("id"), QStringLiteral("name"), QStringLiteral("count"),
                     QStringLiteral("strength"), QStringLiteral("features"), QStringLiteral("size"),
                     QStringLiteral("art")});
        AuthoredFigure f;
        QStringList taken;
        for (const AuthoredFigure &before : std::as_const(out))
            taken << before.id;
        f.id = e.id(taken, [](const QString &id) { return figurekind::parse(id).has_value(); });
        f.name = e.names();
        struct Number
        {
            const char *key;
            int *target;
            int minimum, maximum;
        };
        for (const Number &n :
             {Number{"count", &f.count, 1, 5}, Number{"strength", &f.strength, 1, 3},
              Number{"size", &f.size, 80, 160}}) {
            const QJsonValue value = e.o.value(QLatin1String(n.key));
            if (value.isUndefined())
                continue;
            const auto read = jsonnumber::wholeInt(value, n.minimum, n.maximum);
            if (!read)
                e.bad(QLatin1String(n.key),
                      Message(QT_TRANSLATE_NOOP("EngineMessages",
                                                "must be a whole number from %1 to %2"))
                              .arg(n.minimum)
                              .arg(n.maximum));
            else
                *n.target = *read;
        }
        if (e.o.contains(QStringLiteral("art"))) {
            static const QRegularExpression figureArt(
                    QStringLiteral("^art/[A-Za-z0-9_.-]{1,64}\\.svg$"));
            f.art = e.o.value(QStringLiteral("art")).toString();
            if (!figureArt.match(f.art).hasMatch())
                e.bad(QStringLiteral("art"),
                      Message(QT_TRANSLATE_NOOP("EngineMessages",
                                                "must be the package's own art/<name>.svg")));
        }
        f.types = e.types(
                AuthoredFigure::allowedTypes(),
                Message(QT_TRANSLATE_NOOP("EngineMessages",
                                          "must list the feature types it may stand on (%1)"))
                        .arg(typeNames(AuthoredFigure::allowedTypes())));
        if (e.ok)
            out.append(f);
    }
    return out;
}

QJsonObject AuthoredRulesParser::toJson(const AuthoredFigure &figure)
{
    QJsonObject o;
    o.insert(QStringLiteral("id"), figure.id);
    QJsonObject name;
    for (auto it = figure.name.cbegin(); it != figure.name.cend(); ++it)
        name.insert(it.key(), it.value());
    o.insert(QStringLiteral("name"), name);
    o.insert(QStringLiteral("count"), figure.count);
    o.insert(QStringLiteral("strength"), figure.strength);
    QJsonArray types;
    for (int t = 0; t < kFeatureTypeCount; ++t) {
        if (figure.standsOn(FeatureType(t)))
            types.append(featuretype::name(FeatureType(t)));
    }
    o.insert(QStringLiteral("features"), types);
    if (figure.size != 130)
        o.insert(QStringLiteral("size"), figure.size);
    if (!figure.art.isEmpty())
        o.insert(QStringLiteral("art"), figure.art);
    return o;
}

std::optional<Message> AuthoredRulesParser::conflictMessage(const ScoringRule &first,
                                                            const ScoringRule &second,
                                                            const QString &a, const QString &b)
{
    const auto subject = ScoringRule::conflict(first, second);
    if (!subject)
        return std::nullopt;
    int x = 0, y = 0;
    for (const auto &s : first.set)
        x = s.first == *subject ? s.second : x;
    for (const auto &s : second.set)
        y = s.first == *subject ? s.second : y;
    return Message(QT_TRANSLATE_NOOP(
                           "EngineMessages",
                           "%1 and %2 contradict each other: both may apply to one %3, and %1 "
                           "sets %4 to %5 points where %2 sets it to %6 (make their conditions "
                           "exclusive)"))
            .arg(a, b, featuretype::name(first.type), *subject)
            .arg(x)
            .arg(y);
}

Message AuthoredRulesParser::declaredTwice()
{
    return Message(QT_TRANSLATE_NOOP("EngineMessages", "declared twice"));
}

QJsonObject AuthoredRulesParser::toJson(const AuthoredAttribute &attribute)
{
    QJsonObject o;
    o.insert(QStringLiteral("id"), attribute.id);
    QJsonArray types;
    for (int t = 0; t < kFeatureTypeCount; ++t) {
        if (attribute.carriedBy(FeatureType(t)))
            types.append(featuretype::name(FeatureType(t)));
    }
    o.insert(QStringLiteral("features"), types);
    if (attribute.maximum != 1)
        o.insert(QStringLiteral("maximum"), attribute.maximum);
    QJsonObject name;
    for (auto it = attribute.name.cbegin(); it != attribute.name.cend(); ++it)
        name.insert(it.key(), it.value());
    o.insert(QStringLiteral("name"), name);
    o.insert(QStringLiteral("mark"), attribute.mark);
    return o;
}

QJsonObject AuthoredRulesParser::toJson(const ScoringRule &rule)
{
    QJsonObject o;
    o.insert(QStringLiteral("feature"), featuretype::name(rule.type));
    o.insert(QStringLiteral("when"), ScoringRule::whenName(rule.when));
    if (!rule.conditions.isEmpty()) {
        QJsonObject conditions;
        for (const ScoringRule::Condition &c : rule.conditions) {
            if (c.atLeast == 1 && c.atMost == ScoringRule::kUnbounded) {
                conditions.insert(c.subject, true);
            } else if (c.atLeast == 0 && c.atMost == 0) {
                conditions.insert(c.subject, false);
            } else {
                QJsonObject bounds;
                if (c.atLeast > 0)
                    bounds.insert(QStringLiteral("atLeast"), c.atLeast);
                if (c.atMost != ScoringRule::kUnbounded)
                    bounds.insert(QStringLiteral("atMost"), c.atMost);
                if (bounds.isEmpty()) // a condition that always holds, as it was written
                    bounds.insert(QStringLiteral("atLeast"), 0);
                conditions.insert(c.subject, bounds);
            }
        }
        o.insert(QStringLiteral("if"), conditions);
    }
    switch (rule.effect) {
    case ScoringRule::Effect::Set: {
        QJsonObject set;
        for (const auto &s : rule.set)
            set.insert(s.first, s.second);
        o.insert(QStringLiteral("set"), set);
        break;
    }
    case ScoringRule::Effect::Nothing:
        o.insert(QStringLiteral("scoreNothing"), true);
        break;
    case ScoringRule::Effect::Multiply:
        o.insert(QStringLiteral("multiply"), rule.amount);
        break;
    case ScoringRule::Effect::Add:
        o.insert(QStringLiteral("add"), rule.amount);
        break;
    }
    return o;
}

} // namespace carcassonne
