#include "scoringrule.h"

#include <algorithm>

namespace carcassonne {

std::uint32_t ScoringRule::allowedTypes()
{
    return 1u << unsigned(FeatureType::Road) | 1u << unsigned(FeatureType::City)
            | 1u << unsigned(FeatureType::Cloister) | 1u << unsigned(FeatureType::Garden)
            | 1u << unsigned(FeatureType::Field);
}

QPair<int, int> ScoringRule::range(const QString &subject) const
{
    int low = 0, high = kUnbounded;
    for (const Condition &c : conditions) {
        if (c.subject == subject) {
            low = std::max(low, c.atLeast);
            high = std::min(high, c.atMost);
        }
    }
    return {low, high};
}

bool ScoringRule::overlap(const ScoringRule &a, const ScoringRule &b)
{
    if (a.type != b.type || (int(a.when) & int(b.when)) == 0)
        return false;
    // Conditions are ranges joined by "and": both hold for some feature exactly when, subject
    // by subject, the ranges meet (subjects are independent counts).
    auto meets = [&](const QString &subject) {
        const auto ra = a.range(subject);
        const auto rb = b.range(subject);
        return std::max(ra.first, rb.first) <= std::min(ra.second, rb.second);
    };
    for (const Condition &c : a.conditions) {
        if (!meets(c.subject))
            return false;
    }
    for (const Condition &c : b.conditions) {
        if (!meets(c.subject))
            return false;
    }
    return true;
}

std::optional<QString> ScoringRule::conflict(const ScoringRule &a, const ScoringRule &b)
{
    if (a.effect != Effect::Set || b.effect != Effect::Set || !overlap(a, b))
        return std::nullopt;
    for (const auto &x : a.set) {
        for (const auto &y : b.set) {
            if (x.first == y.first && x.second != y.second)
                return x.first;
        }
    }
    return std::nullopt;
}

QString ScoringRule::whenName(When when)
{
    switch (when) {
    case When::Completed:
        return QStringLiteral("completed");
    case When::End:
        return QStringLiteral("end");
    case When::Both:
        break;
    }
    return QStringLiteral("both");
}

std::optional<ScoringRule::When> ScoringRule::parseWhen(QStringView name)
{
    for (When w : {When::Completed, When::End, When::Both}) {
        if (name == whenName(w))
            return w;
    }
    return std::nullopt;
}

} // namespace carcassonne
