#pragma once

#include "content/scoringrule.h"
#include "core/featuretype.h"
#include "core/problem.h"
#include "rules/rulemodule.h"
#include "state/featuregraph.h"
#include "state/moduletable.h"

#include <array>
#include <cstdint>
#include <vector>

namespace carcassonne {

class GameContent;
struct CoreParameters;
class GameState;
struct FeatureValue;

// The scoring rules of a game's packages compiled for play (AuthoredRulesModule): per feature
// type, the rules in the packages' order and each file's order, with every subject turned into
// where its count lies (a tally of the feature graph, the tiles, a field's cities).
class AuthoredScoringTable final : public ModuleTable
{
public:
    // A subject's place: a tally index (>= 0), or one of these.
    static constexpr std::int8_t kTiles = -1;
    static constexpr std::int8_t kCities = -2;
    static constexpr std::int8_t kBonus = -3;

    struct Range
    {
        std::int8_t subject = kTiles;
        int least = 0;
        int most = ScoringRule::kUnbounded;
    };
    struct Amount
    {
        std::int8_t subject = kTiles;
        int points = 0;
    };
    struct Rule
    {
        int index = 0; // in rules(): the rule as its package wrote it
        bool completed = false; // applies to completed features
        bool end = false; // and to unfinished ones at the end
        ScoringRule::Effect effect = ScoringRule::Effect::Set;
        std::vector<Range> conditions;
        std::vector<Amount> amounts; // Set
        int amount = 0; // Multiply, Add
    };

    // Compiles the content's packages' rules; adds a problem for each pair that contradicts
    // each other across packages (one package's were checked when it loaded).
    static std::shared_ptr<const AuthoredScoringTable> compile(const GameContent &content,
                                                               Problems &problems);

    // Whether any rule is written for features of `type`.
    bool scores(FeatureType type) const { return !m_byType[std::size_t(type)].empty(); }
    // Whether a rule may hold for the feature `root` as it stands: false when every rule of its
    // type asks for one of the package's attributes (or another tally) and the feature has none
    // of them, the common case, answered from its tallies without evaluating a rule.
    bool mayApply(const GameState &state, int root, FeatureType type) const;
    // mayApply() as a gate the core tests itself (RuleModule::valueTallyGate): the tallies one
    // of which a feature of `type` needs, else whether any rule is written for the type.
    std::uint32_t valueGate(FeatureType type) const
    {
        const std::uint32_t gate = m_gate[std::size_t(type)];
        return gate != 0 ? gate : scores(type) ? RuleModule::kEveryValue : 0;
    }
    // The points of the feature at `root` (its core value in `v`) by the rules; sets `v.points`
    // and returns the index of the last rule that changed them (-1: none applied).
    int apply(const GameState &state, int root, FeatureValue &v) const;
    // The same as if the feature were completed (or not) now: what the bots expect of it.
    int pointsAs(const GameState &state, int root, const FeatureValue &v, bool completed) const;
    // What the core alone gives the feature, completed or not, by no rule: the evaluator's own
    // estimate, which the bots correct by the difference (AuthoredHeuristic).
    int corePoints(const GameState &state, int root, const FeatureValue &v, bool completed) const;

    // The rules as written, in the game's order, and the package of each.
    const std::vector<ScoringRule> &rules() const { return m_rules; }
    const QStringList &rulePackages() const { return m_packages; }

private:
    // Points per tile, per completed city (fields), per unit of each tally, and once.
    struct Amounts
    {
        int perTile = 0;
        int perCity = 0;
        int bonus = 0;
        std::array<int, kTallyCount> perUnit{};
    };
    static Amounts coreAmounts(const CoreParameters &core, FeatureType type, bool completed);
    static int tilesOf(const GameState &state, int root, const FeatureValue &v);
    static qint64 sum(const GameState &state, int root, const FeatureValue &v,
                      const Amounts &amounts, int tiles);
    int evaluate(const GameState &state, int root, const FeatureValue &v, bool completed,
                 int *applied) const;

    std::array<std::vector<Rule>, kFeatureTypeCount> m_byType;
    // Per type: a bit per tally column one of which each of its rules needs at least once, or 0
    // where some rule needs none (mayApply).
    std::array<std::uint32_t, kFeatureTypeCount> m_gate{};
    std::vector<ScoringRule> m_rules;
    QStringList m_packages;
};

} // namespace carcassonne
