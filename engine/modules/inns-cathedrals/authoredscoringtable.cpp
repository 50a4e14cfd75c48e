#include "authoredscoringtable.h"

#include "content/authoredrulesparser.h"
#include "state/gamecontent.h"
#include "state/gamestate.h"

#include <algorithm>

namespace carcassonne {

namespace {

// Where a subject's count lies, for a rule of `package` (its own attributes are its ids).
std::int8_t subjectPlace(const GameContent &content, const QString &package, const QString &subject)
{
    if (subject == QLatin1String("tiles"))
        return AuthoredScoringTable::kTiles;
    if (subject == QLatin1String("cities"))
        return AuthoredScoringTable::kCities;
    if (subject == QLatin1String("bonus"))
        return AuthoredScoringTable::kBonus;
    for (const FeatureAttributeRow &row : featureattributes::all()) {
        if (subject == row.nameString())
            return std::int8_t(row.attribute);
    }
    const QList<AuthoredAttribute> &own = content.authoredAttributes();
    for (qsizetype i = 0; i < own.size(); ++i) {
        if (own[i].id == subject && content.authoredAttributePackages()[i] == package)
            return std::int8_t(kFeatureAttributeCount + i);
    }
    return AuthoredScoringTable::kTiles; // the parser checked every subject: not reached
}

} // namespace

std::shared_ptr<const AuthoredScoringTable>
AuthoredScoringTable::compile(const GameContent &content, Problems &problems)
{
    auto table = std::make_shared<AuthoredScoringTable>();
    QList<QString> names; // "package: scoring[i]", for messages
    for (const Package &p : content.packages()) {
        for (qsizetype i = 0; i < p.rules.scoring.size(); ++i) {
            const ScoringRule &r = p.rules.scoring[i];
            const QString name =
                    QStringLiteral("scoring[%1]").arg(i).prepend(p.id + QLatin1String(": "));
            for (std::size_t j = 0; j < table->m_rules.size(); ++j) {
                if (table->m_packages[qsizetype(j)] == p.id)
                    continue; // checked when the package loaded
                if (const auto message = AuthoredRulesParser::conflictMessage(
                            table->m_rules[j], r, names[qsizetype(j)], name))
                    problems.append({QStringLiteral("rules.json"),
                                     {},
                                     QStringLiteral("scoring"),
                                     *message});
            }
            Rule c;
            c.index = int(table->m_rules.size());
            c.completed = int(r.when) & int(ScoringRule::When::Completed);
            c.end = int(r.when) & int(ScoringRule::When::End);
            c.effect = r.effect;
            c.amount = r.amount;
            for (const ScoringRule::Condition &cond : r.conditions)
                c.conditions.push_back(
                        {subjectPlace(content, p.id, cond.subject), cond.atLeast, cond.atMost});
            for (const auto &s : r.set)
                c.amounts.push_back({subjectPlace(content, p.id, s.first), s.second});
            table->m_byType[std::size_t(r.type)].push_back(std::move(c));
            table->m_rules.push_back(r);
            table->m_packages << p.id;
            names << name;
        }
    }
    // The gate of each type: one column each rule needs (its first condition asking for at least
    // one of a tally), or none for the type when some rule asks for no such thing.
    static_assert(kTallyCount <= 32, "m_gate holds a bit per tally column");
    for (int t = 0; t < kFeatureTypeCount; ++t) {
        std::uint32_t gate = 0;
        for (const Rule &r : table->m_byType[std::size_t(t)]) {
            const auto needs =
                    std::find_if(r.conditions.begin(), r.conditions.end(),
                                 [](const Range &c) { return c.subject >= 0 && c.least >= 1; });
            if (needs == r.conditions.end()) {
                gate = 0;
                break;
            }
            gate |= 1u << unsigned(needs->subject);
        }
        table->m_gate[std::size_t(t)] = gate;
    }
    return table;
}

bool AuthoredScoringTable::mayApply(const GameState &state, int root, FeatureType type) const
{
    const std::uint32_t gate = m_gate[std::size_t(type)];
    if (gate == 0)
        return scores(type);
    for (std::uint32_t bits = gate; bits; bits &= bits - 1) {
        if (state.features().tally(root, Tally(__builtin_ctz(bits))) > 0)
            return true;
    }
    return false;
}

AuthoredScoringTable::Amounts AuthoredScoringTable::coreAmounts(const CoreParameters &core,
                                                                FeatureType type, bool completed)
{
    Amounts a;
    switch (type) {
    case FeatureType::Road:
        a.perTile = completed ? core.roadTilePoints : core.roadTilePointsFinal;
        break;
    case FeatureType::City:
        a.perTile = completed ? core.cityTilePoints : core.cityTilePointsFinal;
        a.perUnit[std::size_t(Tally::Pennants)] =
                completed ? core.cityPennantPoints : core.cityPennantPointsFinal;
        break;
    case FeatureType::Field:
        a.perCity = core.fieldCityPoints;
        break;
    default: // cloister, garden
        a.perTile = completed ? core.cloisterTilePoints : core.cloisterTilePointsFinal;
        break;
    }
    return a;
}

int AuthoredScoringTable::tilesOf(const GameState &state, int root, const FeatureValue &v)
{
    return v.type == FeatureType::Field ? state.tilesOf(root) : v.tiles;
}

qint64 AuthoredScoringTable::sum(const GameState &state, int root, const FeatureValue &v,
                                 const Amounts &amounts, int tiles)
{
    qint64 points =
            qint64(amounts.perTile) * tiles + qint64(amounts.perCity) * v.cities + amounts.bonus;
    for (int t = 0; t < kTallyCount; ++t) {
        if (amounts.perUnit[std::size_t(t)] != 0)
            points += qint64(amounts.perUnit[std::size_t(t)])
                    * state.features().tally(root, Tally(t));
    }
    return points;
}

int AuthoredScoringTable::corePoints(const GameState &state, int root, const FeatureValue &v,
                                     bool completed) const
{
    const Amounts amounts = coreAmounts(state.content().core(), v.type, completed);
    // A field's core amount counts no tile: no walk of its tiles for it.
    return int(sum(state, root, v, amounts, amounts.perTile != 0 ? tilesOf(state, root, v) : 0));
}

int AuthoredScoringTable::apply(const GameState &state, int root, FeatureValue &v) const
{
    int applied = -1;
    v.points = evaluate(state, root, v, v.completed, &applied);
    return applied;
}

int AuthoredScoringTable::pointsAs(const GameState &state, int root, const FeatureValue &v,
                                   bool completed) const
{
    return evaluate(state, root, v, completed, nullptr);
}

int AuthoredScoringTable::evaluate(const GameState &state, int root, const FeatureValue &v,
                                   bool completed, int *applied) const
{
    const std::vector<Rule> &rules = m_byType[std::size_t(v.type)];
    // Counted once, when a rule asks (a field's tiles are not in `v` during the bots' playouts).
    int tiles = -1;
    auto count = [&](std::int8_t subject) {
        if (subject == kTiles) {
            if (tiles < 0)
                tiles = tilesOf(state, root, v);
            return tiles;
        }
        if (subject == kCities)
            return v.cities;
        return state.features().tally(root, Tally(subject));
    };
    auto holds = [&](const Rule &r) {
        if (!(completed ? r.completed : r.end))
            return false;
        for (const Range &c : r.conditions) {
            const int n = count(c.subject);
            if (n < c.least || n > c.most)
                return false;
        }
        return true;
    };

    // Which rules hold, asked once each (a bit each; past 64 rules, asked where needed). Most
    // features meet no rule at all: their value stands as the core and the other modules made
    // it, without the amounts or the sum (a third of the table's time in Inns & Cathedrals).
    const bool bits = rules.size() <= 64;
    std::uint64_t held = 0;
    if (bits) {
        for (std::size_t i = 0; i < rules.size(); ++i)
            held |= std::uint64_t(holds(rules[i])) << i;
        if (held == 0 && completed == v.completed) {
            if (applied)
                *applied = -1;
            return std::clamp(v.points, 0, ScoringRule::kMaxFeaturePoints);
        }
    }
    auto isHeld = [&](std::size_t i) { return bits ? (held >> i & 1u) != 0 : holds(rules[i]); };

    // Step 1: the amounts, the core's unless a Set rule gives them (at most one value each:
    // rules that could contradict each other were refused).
    bool set = false;
    Amounts amounts = coreAmounts(state.content().core(), v.type, completed);
    int last = -1;
    for (std::size_t i = 0; i < rules.size(); ++i) {
        const Rule &r = rules[i];
        if (r.effect != ScoringRule::Effect::Set || !isHeld(i))
            continue;
        set = true;
        last = r.index;
        for (const Amount &a : r.amounts) {
            if (a.subject == kTiles)
                amounts.perTile = a.points;
            else if (a.subject == kCities)
                amounts.perCity = a.points;
            else if (a.subject == kBonus)
                amounts.bonus = a.points;
            else
                amounts.perUnit[std::size_t(a.subject)] = a.points;
        }
    }
    // Step 2: the sum; without a Set rule the value stands as the core and the other modules
    // made it (unless the bots ask for another completion than the feature's).
    qint64 points = v.points;
    if (set || completed != v.completed)
        points = sum(state, root, v, amounts, count(kTiles));
    // Steps 3-5: the factors, the additions, and nothing at all.
    for (std::size_t i = 0; i < rules.size(); ++i) {
        if (rules[i].effect == ScoringRule::Effect::Multiply && isHeld(i)) {
            points = std::min<qint64>(points * rules[i].amount, ScoringRule::kMaxFeaturePoints);
            last = rules[i].index;
        }
    }
    for (std::size_t i = 0; i < rules.size(); ++i) {
        if (rules[i].effect == ScoringRule::Effect::Add && isHeld(i)) {
            points += rules[i].amount;
            last = rules[i].index;
        }
    }
    for (std::size_t i = 0; i < rules.size(); ++i) {
        if (rules[i].effect == ScoringRule::Effect::Nothing && isHeld(i)) {
            points = 0;
            last = rules[i].index;
        }
    }
    if (applied)
        *applied = last;
    return int(std::clamp<qint64>(points, 0, ScoringRule::kMaxFeaturePoints));
}

} // namespace carcassonne
