#pragma once

#include "core/featuretype.h"
#include "core/figurekind.h"
#include "core/geometry.h"

#include <array>
#include <cstdint>
#include <vector>

namespace carcassonne {

// What a score counts for, for the breakdown per player: the core's categories, then those the
// enabled modules own (RuleModule::scoreCategories), numbered on from kCoreScoreCategoryCount in
// module order (GameContent::scoreCategoryName names each).
enum class ScoreCategory : std::uint8_t {
    Road,
    City,
    Cloister,
    Garden,
    Field,
    Bonus, // e.g. the anniversary arrow's +2
};
inline constexpr int kCoreScoreCategoryCount = int(ScoreCategory::Bonus) + 1;
inline constexpr int kMaxScoreCategories = 12;
// The name of one of the core's categories in records ("road").
QString coreScoreCategoryName(ScoreCategory c);

// Something that happened, for the UI to show and animate. Plain data, no text: the UI words it.
struct Event
{
    enum class Type : std::uint8_t {
        TileDrawn, // player, tileType
        TileDiscarded, // tileType: fitted nowhere, went back to the box
        TilePlaced, // player, tileType, at, rotation, tileInstance
        FigurePlaced, // player, figure, segment, at
        FigureReturned, // player, figure, segment, at
        FeatureScored, // winners, points (each), featureType, segment, tiles, pennants, final
        PointsAwarded, // player, points, category: a score not tied to one feature
        TurnStarted, // player
        GameOver,
        // A rule module's own event: `module` names the module (index into
        // GameContent::modules()), `code` which of its events (RuleModule::eventName), and the
        // module gives meaning to player, at, figure and `values`. The core never reads them.
        Module,
    };

    Type type = Type::GameOver;
    std::int8_t player = -1;
    std::uint8_t winners = 0; // bit per player
    FigureKind figure = FigureKind::Meeple;
    FeatureType featureType = FeatureType::Field;
    ScoreCategory category = ScoreCategory::Road;
    bool final = false;
    std::uint8_t rotation = 0;
    std::int16_t tileType = -1;
    std::int16_t tileInstance = -1;
    CellPos at;
    std::int32_t segment = -1;
    std::int16_t points = 0;
    std::int16_t tiles = 0; // tiles counted (cloister: itself and neighbours)
    std::int16_t pennants = 0;
    std::int16_t cities = 0; // fields: completed cities counted
    std::int16_t module = -1; // the module behind a module's event (any type), or -1
    std::uint8_t code = 0; // Module: which of the module's events
    std::array<std::int16_t, 2> values{}; // Module, or a module's PointsAwarded: its numbers

    static Event of(Type type, int player = -1)
    {
        Event e;
        e.type = type;
        e.player = std::int8_t(player);
        return e;
    }
};

using EventList = std::vector<Event>;

} // namespace carcassonne
