#pragma once

namespace carcassonne {

// The numbers behind PositionEvaluator's estimate, in points. Defaults were tuned by bot
// tournaments on the base game; a preset may change them.
struct EvaluatorWeights
{
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
    // Traders & Builders. A builder on an open road or city of its owner brings extra tiles
    // while it stands; one in supply is the option to place it. Both fade with the owner's
    // turns like a meeple in supply.
    double builderOnFeature = 4.0;
    double builderInSupply = 1.5;
    // Share of a good's majority points a player expects, by their lead over the best other
    // holder: leading by two or more, by one, level, behind by one (behind by more: nothing).
    double goodsLeadTwo = 0.9;
    double goodsLeadOne = 0.75;
    double goodsLevel = 0.55;
    double goodsBehindOne = 0.2;
};

} // namespace carcassonne
