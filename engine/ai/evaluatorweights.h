#pragma once

#include <QString>

#include <utility>
#include <vector>

namespace carcassonne {

// A weight of a rule module's heuristic: its name as a bot option ("ai:greedy?name=value") and
// its default, in points or shares as the heuristic reads it.
struct ModuleWeight
{
    const char *name;
    double value;
};

// The numbers behind PositionEvaluator's estimate, in points. The defaults were set by hand and
// checked one at a time in bot tournaments on the base game; the casual and normal levels play
// by them. tuned() holds the hard level's. The rule modules' heuristics declare their own
// weights (ModuleHeuristic) and read them here.
struct EvaluatorWeights
{
    // Found by tuning all of them at once (SPSA over games of the one-turn lookahead on the
    // base game: scripts/tune-weights.py). The lookahead with them beats the one with the
    // defaults by about 10 points a game, and the search plays better with them too
    // (docs/computer-players.md, "Weights tuned by self-play").
    static EvaluatorWeights tuned()
    {
        return {.meepleValue = 6.815,
                .meepleDecay = 0.8187,
                .meepleHorizon = 19.202,
                .returnShare = 1.1843,
                .roadGrowth = -0.1815,
                .cityGrowth = -0.1262,
                .fieldGrowth = 0.1757,
                .closeDraws = 0.363,
                .cityExtension = 0.3913,
                .fillDraws = 0.02,
                .roadWorth = 0.7444,
                .cityWorth = 1.1714,
                .cloisterWorth = 1.0708,
                .fieldWorth = 0.5484,
                .moduleWeights = {}};
    }

    // A meeple in supply is an option to score later: the first is worth this much, each
    // further one `meepleDecay` times the one before, fading once fewer than `meepleHorizon`
    // own turns remain.
    double meepleValue = 8.0;
    double meepleDecay = 0.8;
    double meepleHorizon = 8.0;
    // A meeple on an open road, city or cloister comes back if it completes: this share of a
    // supply meeple's worth, times the chance.
    double returnShare = 0.6;
    // Open features grow: points per open end of a road and per open side of a city.
    double roadGrowth = 0.4;
    double cityGrowth = 0.6;
    // A field grows: points per open edge port of a won field, times the share of the pile
    // left.
    double fieldGrowth = 0.0;
    // Draws that may close one open end, as a multiple of the owner's own draws left (others
    // close ends too, by chance or to share).
    double closeDraws = 1.3;
    // A city side closed by a tile that opens new sides: chance per open side that the city
    // is extended rather than closed.
    double cityExtension = 0.4;
    // Empty cells around a cloister fill by anybody's draws: share of all draws left.
    double fillDraws = 0.5;
    // Scales of what the open features of each kind are worth to their owners (1: as
    // estimated). The lookahead ranks moves with the estimate; a search's leaves may weigh the
    // kinds as they predict the final margin (MctsSettings::leafWeights).
    double roadWorth = 1.0;
    double cityWorth = 1.0;
    double cloisterWorth = 1.0;
    double fieldWorth = 1.0;

    // The weights of the rule modules' heuristics (ai/heuristics/<rule set>/), by their bot
    // option names: only those set differ from the heuristic's own default.
    std::vector<std::pair<QString, double>> moduleWeights;

    // A module weight: the one set, else its default.
    double value(const ModuleWeight &weight) const
    {
        for (const auto &[name, value] : moduleWeights) {
            if (name == QLatin1String(weight.name))
                return value;
        }
        return weight.value;
    }
    void setModuleWeight(const QString &name, double value)
    {
        for (auto &[n, v] : moduleWeights) {
            if (n == name) {
                v = value;
                return;
            }
        }
        moduleWeights.emplace_back(name, value);
    }
};

} // namespace carcassonne
