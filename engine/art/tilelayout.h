#pragma once

#include "artpath.h"
#include "core/featuretype.h"
#include "featureanchor.h"

#include <QList>

#include <cstdint>

namespace carcassonne {

// Everything the tile art draws, unrotated. Each piece names the cell it lies in (an index into
// `cells`) and is given in that cell's coordinates (0..1, x east, y south); the cell [x, y] of
// the definition covers [x, x+1] x [y, y+1] of the tile. TileLayouter makes it, TileSvgRenderer
// prints it, and the figure anchors come with it, so pictures and figures always agree.
struct TileLayout
{
    enum class Mark : std::uint8_t {
        Village,
        House,
        Gate,
        Spring,
        Lake,
        Cloister,
        Garden,
        Farm,
        Castle,
        Graveyard,
        Pennant,
        Wine,
        Grain,
        Cloth,
        TradingPost,
        Animal,
        Ghost,
        ArrowReinforce,
        ArrowAnywhere,
        ArrowExtraTurn,
        // The marks a package's own attributes may pick (AuthoredAttribute::marks(), in order).
        OwnDot,
        OwnStar,
        OwnRing,
        OwnDiamond,
        OwnTower,
        OwnInn,
        OwnWell,
        OwnFlower,
        OwnArt, // a package's own SVG mark (Item::art, TileLayout::markArt)
        Tuft,
        Roof,
        Wisp, // a curl of mist in the fog
        Count
    };

    struct City
    {
        int feature = -1;
        int cell = 0; // index into cells
        int sides = 0; // bit per side of the cell the city covers
        ArtPath region;
        ArtPath walls;
    };
    // A road or river piece inside one cell.
    struct Line
    {
        int feature = -1;
        int cell = 0;
        FeatureType type = FeatureType::Road;
        ArtPath path;
        QList<QPointF> points; // the centre line, flattened
        bool bridge = false; // drawn over what it crosses, with parapets
        bool overCity = false; // runs through a city (a street): drawn over it
        QList<QList<QPointF>> rails;
    };
    struct Fog
    {
        int feature = -1;
        int cell = 0;
        ArtPath shape;
        ArtPath edge; // the inner, scalloped border
    };
    // A hedge between two fields that meet with nothing else between them.
    struct Hedge
    {
        int cell = 0;
        QList<QPointF> points;
    };
    struct Item
    {
        Mark kind = Mark::House;
        int feature = -1; // the feature it belongs to, -1 for scenery
        int cell = 0;
        QPointF position;
        double radius = 0;
        double angle = 0; // degrees clockwise; arrows and gates
        int art = -1; // Mark::OwnArt: the attribute whose markArt it draws
    };

    QList<CellPos> cells;
    QList<City> cities;
    QList<Line> rivers;
    QList<Line> roads;
    QList<Fog> fogs;
    QList<Hedge> hedges;
    QList<Item> items; // in drawing order within their kind
    QList<QByteArray> markArt; // TileDefinition::authoredMarkArt, for Mark::OwnArt items
    QList<FeatureAnchor> anchors; // unrotated; anchors[i] belongs to feature i

    // Cell rectangle bounds in cell units.
    int minX() const;
    int minY() const;
    int maxX() const; // exclusive
    int maxY() const;
    int countItems(Mark kind) const;
};

} // namespace carcassonne
