#pragma once

#include "core/featuretype.h"

#include <QList>
#include <QPair>
#include <QString>

#include <cstdint>
#include <optional>

namespace carcassonne {

// One scoring rule a package writes in its rules.json (`"scoring"`; docs/package-format.md):
// for features of one type, when they score, the conditions they must meet and one effect.
// A feature's points are worked out in a fixed order (AuthoredScoringTable): the core's
// amounts per tile and per unit, changed by every matching `Set` rule; their sum (or, with no
// Set rule matching, the value the core and the other modules gave); times each matching
// `Multiply` factor; plus each matching `Add`; and 0 if a `Nothing` rule matches. Never below
// 0 nor above kMaxFeaturePoints.
struct ScoringRule
{
    enum class When : std::uint8_t { Completed = 1, End = 2, Both = 3 };
    enum class Effect : std::uint8_t { Set, Nothing, Multiply, Add };
    static constexpr int kUnbounded = 1 << 20;

    // A condition on one subject: "tiles" (the feature's tiles; a cloister's: itself and its
    // neighbours), "cities" (a field's completed cities), or an attribute's key or id.
    struct Condition
    {
        QString subject;
        int atLeast = 0;
        int atMost = kUnbounded;
        friend bool operator==(const Condition &, const Condition &) = default;
    };

    FeatureType type = FeatureType::Road;
    When when = When::Completed;
    QList<Condition> conditions;
    Effect effect = Effect::Set;
    // Set: points per unit of each subject ("tiles", "cities", an attribute), and "bonus" once.
    QList<QPair<QString, int>> set;
    int amount = 0; // Multiply: the factor; Add: the points (may be negative)

    friend bool operator==(const ScoringRule &, const ScoringRule &) = default;

    // Bounds a package is held to (hostile input: the engine compiles them for every game).
    static constexpr int kMaxRules = 32;
    static constexpr int kMaxPoints = 100; // a Set amount, an Add's size
    static constexpr int kMaxFactor = 10;
    static constexpr int kMaxFeaturePoints = 9999; // a feature's points after every rule
    // The feature types scoring rules may be written for.
    static std::uint32_t allowedTypes();
    // Whether a condition on `other`'s subjects, `when` included, can hold for one feature
    // with both of `a` and `b`: their rules may both apply.
    static bool overlap(const ScoringRule &a, const ScoringRule &b);
    // Two Set rules that may both apply and give one subject different amounts: the subject,
    // else nothing.
    static std::optional<QString> conflict(const ScoringRule &a, const ScoringRule &b);
    // The range `subject` is held to (unbounded when no condition names it).
    QPair<int, int> range(const QString &subject) const;

    static QString whenName(When when);
    static std::optional<When> parseWhen(QStringView name);
};

} // namespace carcassonne
