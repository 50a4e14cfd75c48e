#pragma once

#include <array>

namespace carcassonne {

// The one place that fixes how tiles and figures look: colours, line weights and sizes.
// Lengths are in cell units (a cell is 1 x 1). Colours are SVG hex strings.
//
// Colour-blind safety: no two features rely on hue alone. Fields are mid green with grass tufts,
// cities pale sand with roofs and a dark crenellated wall, roads near-white with dark edges,
// rivers blue with wave lines, fog pale and translucent with a scalloped edge. The field/city
// pair, the one red/green vision confuses most, also differs strongly in lightness.
class ArtStyle
{
public:
    // Scale of the SVG user space: user units per cell, so coordinates print as short numbers.
    static constexpr double kUnitsPerCell = 100.0;

    // Terrain.
    static constexpr const char *kField = "#8dbd57";
    static constexpr const char *kFieldTuft = "#5f8f34";
    static constexpr const char *kCity = "#ecd7a8";
    static constexpr const char *kCityRoof = "#c0674a";
    static constexpr const char *kCityRoofShade = "#8e4330";
    static constexpr const char *kWall = "#b7ab98";
    static constexpr const char *kWallDark = "#4f443b";
    static constexpr const char *kRoad = "#f7f1e1";
    static constexpr const char *kRoadEdge = "#6f6250";
    static constexpr const char *kRiver = "#3f86d0";
    static constexpr const char *kRiverEdge = "#1f5694";
    static constexpr const char *kRiverWave = "#bfe1ff";
    static constexpr const char *kFog = "#e9ecf5";
    static constexpr double kFogOpacity = 0.82;
    static constexpr const char *kFogEdge = "#ffffff";
    static constexpr const char *kTileEdge = "#3d4a2a";

    // Buildings and symbols.
    static constexpr const char *kOutline = "#3a2f28";
    static constexpr const char *kHouseWall = "#f4ead6";
    static constexpr const char *kHouseRoof = "#b4503a";
    static constexpr const char *kCloisterWall = "#f3e4c4";
    static constexpr const char *kCloisterRoof = "#a8432f";
    static constexpr const char *kGardenHedge = "#2f6b2a";
    static constexpr const char *kHedgeLeaf = "#4f8a3a";
    static constexpr const char *kGardenLawn = "#c3e58f";
    static constexpr const char *kGardenFlower = "#f6d34a";
    static constexpr const char *kFarmWall = "#b23b2a";
    static constexpr const char *kFarmRoof = "#5e3325";
    static constexpr const char *kFarmTrim = "#f7efe0";
    static constexpr const char *kCastleStone = "#6f6a86";
    static constexpr const char *kCastleDark = "#2f2b40";
    static constexpr const char *kCastleGlow = "#c9b8ff";
    static constexpr const char *kGraveGround = "#9aa585";
    static constexpr const char *kGraveStone = "#d4d4d0";
    static constexpr const char *kGraveFence = "#4a4a46";
    static constexpr const char *kPond = "#3f86d0";
    static constexpr const char *kPondLight = "#9fd0ff";
    static constexpr const char *kReed = "#4d7a2c";
    static constexpr const char *kShield = "#2456a8";
    static constexpr const char *kShieldRim = "#ffffff";
    static constexpr const char *kShieldMark = "#f3c93c";
    static constexpr const char *kBadge = "#fffaf0";
    static constexpr const char *kWine = "#7a2a8c";
    static constexpr const char *kGrain = "#d79b12";
    static constexpr const char *kCloth = "#2f74c4";
    static constexpr const char *kWood = "#9a6a3c";
    static constexpr const char *kWoodDark = "#5a3a1e";
    static constexpr const char *kGhost = "#fbfbff";
    static constexpr const char *kGhostLine = "#3e3e5e";
    static constexpr const char *kArrowReinforce = "#c0392b";
    static constexpr const char *kArrowAnywhere = "#1d7a46";
    static constexpr const char *kArrowExtraTurn = "#283a8c";

    // The board beside the tiles (Mayflower's coast): the shore of the start fields and the sea,
    // and the hatching over columns at risk.
    static constexpr const char *kSand = "#ecdcae";
    static constexpr const char *kSandDark = "#c9b27a";
    static constexpr const char *kDuneGrass = "#7f9a4c";
    static constexpr const char *kSea = "#3d7fc0";
    static constexpr const char *kSeaWave = "#a9d2f5";
    static constexpr const char *kSurf = "#f4fbff";
    static constexpr const char *kRiskHatch = "#9c2f1c";
    // The Mist's pieces beside the tiles: a tile's back (face down), a hound, the goal's flag.
    static constexpr const char *kTileBack = "#46516e";
    static constexpr const char *kTileBackEdge = "#2f3850";
    static constexpr const char *kTileBackRim = "#9aa4c2";
    static constexpr const char *kTileBackMist = "#c3cbe2";
    static constexpr const char *kHound = "#b07744";
    static constexpr const char *kHoundHead = "#c58a54";
    static constexpr const char *kHoundDark = "#6e4222";
    static constexpr const char *kHoundLine = "#3a2414";
    static constexpr const char *kGoalFlag = "#e8b923";
    static constexpr const char *kGoalStar = "#b2533a";

    // Line weights.
    static constexpr double kTileEdgeWidth = 0.008;
    static constexpr double kWallWidth = 0.05;
    static constexpr double kWallInnerWidth = 0.026;
    static constexpr double kCrenel = 0.03;
    static constexpr double kRoadWidth = 0.11;
    static constexpr double kRoadEdgeWidth = 0.018;
    static constexpr double kRiverWidth = 0.17;
    static constexpr double kRiverEdgeWidth = 0.02;
    static constexpr double kRailWidth = 0.02;
    static constexpr double kTuftWidth = 0.013;
    static constexpr double kHedgeWidth = 0.045;
    static constexpr double kHedgeLeafWidth = 0.03;
    static constexpr double kFogEdgeWidth = 0.014;

    // Sizes (radii) of things drawn on a tile.
    static constexpr double kCloisterRadius = 0.19;
    static constexpr double kCastleRadius = 0.19;
    static constexpr double kFarmRadius = 0.17;
    static constexpr double kGraveyardRadius = 0.16;
    static constexpr double kGardenRadius = 0.13;
    static constexpr double kVillageRadius = 0.13;
    static constexpr double kHouseRadius = 0.075;
    static constexpr double kSpringRadius = 0.13;
    static constexpr double kLakeRadius = 0.21;
    static constexpr double kEmblemRadius = 0.075;
    static constexpr double kSmallIconRadius = 0.06;
    // A package's own marks (AuthoredAttribute): a cathedral, an inn or a well.
    static constexpr double kOwnTowerRadius = 0.15;
    static constexpr double kOwnBuildingRadius = 0.1;
    static constexpr double kArrowBadgeRadius = 0.1;
    // Room kept free around each figure anchor so the figure never hides a symbol.
    static constexpr double kAnchorClearance = 0.1;

    // The six player colours, in the order of the record format's colour names.
    static constexpr std::array<const char *, 6> kPlayerColours{"#d62b3a", "#1f5fbf", "#2e9e45",
                                                                "#f2c419", "#2b2b2b", "#e86fb6"};
    static constexpr std::array<const char *, 6> kPlayerOutlines{"#7a101b", "#0d2f66", "#145226",
                                                                 "#7a5f00", "#000000", "#8a2c63"};
    // A mark on each figure's chest, so colours are told apart without hue: its ink colour.
    static constexpr std::array<const char *, 6> kPlayerMarkInk{"#ffffff", "#ffffff", "#ffffff",
                                                                "#2b2b2b", "#ffffff", "#ffffff"};
    // The six colours for players who do not tell colours apart: chosen so that every pair
    // stays apart (CIELAB distance 25 or more) for normal sight and as red-blind, green-blind
    // and blue-blind eyes see them (Machado et al. 2009); the game's own green and red are 9
    // apart for green-blind eyes. tst_tileart measures it.
    static constexpr std::array<const char *, 6> kPlayerColoursSafe{
            "#dc3220", "#1d3f8f", "#1b9e77", "#f6e96b", "#2b2b2b", "#f4a6d7"};
    static constexpr std::array<const char *, 6> kPlayerOutlinesSafe{
            "#7a1a10", "#0b1f4a", "#0c4f3b", "#7a7000", "#000000", "#8a4a75"};
    static constexpr std::array<const char *, 6> kPlayerMarkInkSafe{
            "#ffffff", "#ffffff", "#ffffff", "#2b2b2b", "#ffffff", "#2b2b2b"};
    static constexpr const char *kNeutralFigure = "#fbfbff";
    static constexpr const char *kNeutralOutline = "#3e3e5e";
    static constexpr const char *kDogFigure = "#a0703e";
    static constexpr const char *kDogOutline = "#4a3018";
};

} // namespace carcassonne
