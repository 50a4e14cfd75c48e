#include "iconart.h"

#include "artstyle.h"

#include <array>

namespace carcassonne {

namespace {

using Mark = TileLayout::Mark;

QByteArray fill(const char *colour)
{
    return QByteArray(" fill=\"") + colour + '"';
}

QByteArray stroke(const char *colour, double width)
{
    return QByteArray(" stroke=\"") + colour + "\" stroke-width=\"" + QByteArray::number(width)
            + "\" stroke-linejoin=\"round\"";
}

QByteArray path(const char *d, const QByteArray &style)
{
    return QByteArray("<path d=\"") + d + '"' + style + "/>";
}

QByteArray houseBody(const char *wall, const char *roof)
{
    const QByteArray line = stroke(ArtStyle::kOutline, 1.1);
    return path("M-7 -1V8H7V-1Z", fill(wall) + line)
            + path("M-9.5 0L0 -8.5L9.5 0Z", fill(roof) + line)
            + path("M-1.8 8V3.4H1.8V8Z", fill(ArtStyle::kOutline));
}

QByteArray shadow()
{
    // A soft ground shadow sets buildings off the grass.
    return QByteArray("<ellipse cx=\"0\" cy=\"8.2\" rx=\"10\" ry=\"2.6\" fill=\"#24401a\" "
                      "fill-opacity=\"0.35\"/>");
}

QByteArray body(Mark mark)
{
    const QByteArray line = stroke(ArtStyle::kOutline, 1.0);
    switch (mark) {
    case Mark::House:
        return houseBody(ArtStyle::kHouseWall, ArtStyle::kHouseRoof);
    case Mark::Village: {
        // A little square where the roads end, with three houses round it.
        const QByteArray house = houseBody(ArtStyle::kHouseWall, ArtStyle::kHouseRoof);
        return QByteArray("<circle r=\"9.2\"") + fill(ArtStyle::kRoad)
                + stroke(ArtStyle::kRoadEdge, 1.3) + "/>"
                + "<g transform=\"translate(-3.9 -2.6) scale(0.46)\">" + house + "</g>"
                + "<g transform=\"translate(4 -1.6) scale(0.46)\">" + house + "</g>"
                + "<g transform=\"translate(0.2 4.6) scale(0.46)\">" + house + "</g>";
    }
    case Mark::Gate:
        return path("M-6.5 4V-1.5C-6.5 -7 6.5 -7 6.5 -1.5V4Z", fill(ArtStyle::kWallDark))
                + path("M-3.8 4V-1C-3.8 -4.4 3.8 -4.4 3.8 -1V4Z", fill("#241a14"));
    case Mark::Spring:
        return QByteArray("<circle r=\"9.6\"") + fill(ArtStyle::kPond)
                + stroke(ArtStyle::kRiverEdge, 1.2) + "/>" + "<circle r=\"6.4\" fill=\"none\""
                + stroke(ArtStyle::kPondLight, 0.9) + "/>"
                + path("M5 -8.2L7.4 -6.2L6.2 -4.6Z M-8.6 3.5L-6.3 5.8L-8.8 6.4Z",
                       fill("#9a948a") + stroke(ArtStyle::kOutline, 0.5));
    case Mark::Lake:
        return path("M-9.6 0C-9.6 -6 -5.5 -9.6 0 -9.6C6 -9.6 9.6 -5.2 9.6 0C9.6 6 5 9.6 -1 9.6"
                    "C-6.2 9.6 -9.6 5.4 -9.6 0Z",
                    fill(ArtStyle::kPond) + stroke(ArtStyle::kRiverEdge, 0.9))
                + path("M-5 -5.8h4 M2 -3.4h5 M-6.5 5h4 M1.5 6.5h4",
                       stroke(ArtStyle::kPondLight, 0.8)
                               + " fill=\"none\" stroke-linecap=\"round\"")
                + path("M6.5 7.5L7.5 2.5 M8 8L10 3.5 M8.5 8.5L11 6",
                       stroke(ArtStyle::kReed, 0.9) + " fill=\"none\" stroke-linecap=\"round\"");
    case Mark::Cloister:
        // The middle of the icon, where a monk stands, is plain wall even when drawn small.
        return shadow() + path("M-9 -3H4V8H-9Z", fill(ArtStyle::kCloisterWall) + line)
                + path("M-10 -3L-2.5 -8.6L5 -3Z", fill(ArtStyle::kCloisterRoof) + line)
                + path("M3 -6H9V8H3Z", fill(ArtStyle::kCloisterWall) + line)
                + path("M2.2 -6L6 -10.6L9.8 -6Z", fill(ArtStyle::kCloisterRoof) + line)
                + path("M5.4 -4.4h1.2v1.5h1.5v1.2h-1.5v3.2h-1.2v-3.2h-1.5v-1.2h1.5z",
                       fill(ArtStyle::kOutline))
                + path("M-7.6 8V4.6C-7.6 2.9 -5 2.9 -5 4.6V8Z M3.6 8V5.8H8.4V8Z",
                       fill(ArtStyle::kOutline));
    case Mark::Garden:
        return QByteArray("<rect x=\"-9\" y=\"-9\" width=\"18\" height=\"18\" rx=\"4\"")
                + fill(ArtStyle::kGardenLawn) + stroke(ArtStyle::kGardenHedge, 2.6) + "/>"
                + path("M-5 -5m-2.2 0a2.2 2.2 0 1 0 4.4 0a2.2 2.2 0 1 0 -4.4 0"
                       "M5 -5m-2.2 0a2.2 2.2 0 1 0 4.4 0a2.2 2.2 0 1 0 -4.4 0"
                       "M-5 5m-2.2 0a2.2 2.2 0 1 0 4.4 0a2.2 2.2 0 1 0 -4.4 0"
                       "M5 5m-2.2 0a2.2 2.2 0 1 0 4.4 0a2.2 2.2 0 1 0 -4.4 0",
                       fill(ArtStyle::kGardenHedge))
                + path("M-5 -5m-0.9 0a0.9 0.9 0 1 0 1.8 0a0.9 0.9 0 1 0 -1.8 0"
                       "M5 5m-0.9 0a0.9 0.9 0 1 0 1.8 0a0.9 0.9 0 1 0 -1.8 0"
                       "M5 -5m-0.9 0a0.9 0.9 0 1 0 1.8 0a0.9 0.9 0 1 0 -1.8 0"
                       "M-5 5m-0.9 0a0.9 0.9 0 1 0 1.8 0a0.9 0.9 0 1 0 -1.8 0",
                       fill(ArtStyle::kGardenFlower));
    case Mark::Farm:
        return shadow() + path("M-8 -2H8V8H-8Z", fill(ArtStyle::kFarmWall) + line)
                + path("M-9.5 -2L-6.5 -7.5H6.5L9.5 -2Z", fill(ArtStyle::kFarmRoof) + line)
                + path("M-3.4 2.2H3.4V8H-3.4Z",
                       fill(ArtStyle::kFarmWall) + stroke(ArtStyle::kFarmTrim, 1.1))
                + path("M-3.4 2.2L3.4 8M3.4 2.2L-3.4 8", stroke(ArtStyle::kFarmTrim, 1.0))
                + path("M-1.6 -5.6H1.6V-3.4H-1.6Z", fill(ArtStyle::kFarmTrim));
    case Mark::Castle:
        return shadow()
                + path("M-6 -3H6V8H-6Z M-9.5 -6.5H-5V8H-9.5Z M5 -6.5H9.5V8H5Z",
                       fill(ArtStyle::kCastleStone) + stroke(ArtStyle::kCastleDark, 1.0))
                + path("M-9.5 -6.5V-9H-8V-7.6H-6.5V-9H-5V-6.5Z M5 -6.5V-9H6.5V-7.6H8V-9H9.5V-6.5Z"
                       "M-6 -3V-5H-4V-3.8H-1V-5H1V-3.8H4V-5H6V-3Z",
                       fill(ArtStyle::kCastleStone) + stroke(ArtStyle::kCastleDark, 0.9))
                + path("M-2.8 8V4C-2.8 1.6 2.8 1.6 2.8 4V8Z", fill(ArtStyle::kCastleDark))
                + path("M-8 -3.6h1.6v2.4h-1.6z M6.4 -3.6h1.6v2.4h-1.6z M-0.8 -2.6h1.6v1.6h-1.6z",
                       fill(ArtStyle::kCastleGlow));
    case Mark::Graveyard:
        return QByteArray("<rect x=\"-9.5\" y=\"-8\" width=\"19\" height=\"17\" rx=\"2\"")
                + fill(ArtStyle::kGraveGround) + stroke(ArtStyle::kGraveFence, 1.4)
                + " stroke-dasharray=\"1.6 1\"/>"
                + path("M-8 5V-1C-8 -4 -4 -4 -4 -1V5Z M4 5V-1C4 -4 8 -4 8 -1V5Z",
                       fill(ArtStyle::kGraveStone) + stroke(ArtStyle::kOutline, 0.8))
                + path("M-0.8 -7.6h1.6v1.8h1.8v1.6h-1.8v2.6h-1.6v-2.6h-1.8v-1.6h1.8z",
                       fill(ArtStyle::kGraveStone) + stroke(ArtStyle::kOutline, 0.7));
    case Mark::Pennant:
        return path("M-7.5 -8.5H7.5V-1C7.5 5 3.5 8.5 0 10C-3.5 8.5 -7.5 5 -7.5 -1Z",
                    fill(ArtStyle::kShield) + stroke(ArtStyle::kOutline, 2.6))
                + path("M-7.5 -8.5H7.5V-1C7.5 5 3.5 8.5 0 10C-3.5 8.5 -7.5 5 -7.5 -1Z",
                       " fill=\"none\"" + stroke(ArtStyle::kShieldRim, 1.3))
                + path("M0 -5.5L1.4 -1.9L5.2 -1.7L2.2 0.7L3.2 4.4L0 2.3L-3.2 4.4L-2.2 0.7"
                       "L-5.2 -1.7L-1.4 -1.9Z",
                       fill(ArtStyle::kShieldMark));
    case Mark::Wine:
    case Mark::Grain:
    case Mark::Cloth: {
        QByteArray badge = QByteArray("<circle r=\"9.4\"") + fill(ArtStyle::kBadge)
                + stroke(ArtStyle::kOutline, 1.2) + "/>";
        if (mark == Mark::Wine)
            return badge
                    + path("M-3 -3.2m-2.2 0a2.2 2.2 0 1 0 4.4 0a2.2 2.2 0 1 0 -4.4 0"
                           "M1.4 -3.2m-2.2 0a2.2 2.2 0 1 0 4.4 0a2.2 2.2 0 1 0 -4.4 0"
                           "M5.8 -3.2m-2.2 0a2.2 2.2 0 1 0 4.4 0a2.2 2.2 0 1 0 -4.4 0"
                           "M-0.8 0.6m-2.2 0a2.2 2.2 0 1 0 4.4 0a2.2 2.2 0 1 0 -4.4 0"
                           "M3.6 0.6m-2.2 0a2.2 2.2 0 1 0 4.4 0a2.2 2.2 0 1 0 -4.4 0"
                           "M1.4 4.4m-2.2 0a2.2 2.2 0 1 0 4.4 0a2.2 2.2 0 1 0 -4.4 0",
                           fill(ArtStyle::kWine))
                    + path("M-1.6 -5.8L-5.4 -7.6", stroke("#3c6e25", 1.3))
                    + path("M-5.4 -7.6C-7.6 -6.4 -7.8 -4.4 -6.4 -3.2C-5 -4.6 -4.8 -6.4 -5.4 -7.6Z",
                           fill("#4f8f2f"));
        if (mark == Mark::Grain)
            return badge + path("M0 7V-6.8", stroke(ArtStyle::kWoodDark, 1.0))
                    + path("M0 -7.4C1.2 -6.4 1.2 -4.8 0 -3.8C-1.2 -4.8 -1.2 -6.4 0 -7.4Z"
                           "M0 -3.6C2.6 -4.2 4 -3 4.2 -1.2C2 -0.8 0.6 -2 0 -3.6Z"
                           "M0 -3.6C-2.6 -4.2 -4 -3 -4.2 -1.2C-2 -0.8 -0.6 -2 0 -3.6Z"
                           "M0 0C2.6 -0.6 4 0.6 4.2 2.4C2 2.8 0.6 1.6 0 0Z"
                           "M0 0C-2.6 -0.6 -4 0.6 -4.2 2.4C-2 2.8 -0.6 1.6 0 0Z",
                           fill(ArtStyle::kGrain) + stroke(ArtStyle::kWoodDark, 0.5));
        return badge
                + path("M-6 -3.5H3.5V5.5H-6Z",
                       fill(ArtStyle::kCloth) + stroke(ArtStyle::kOutline, 0.8))
                + path("M3.5 -3.5C6.5 -3.5 6.5 5.5 3.5 5.5C0.5 5.5 0.5 -3.5 3.5 -3.5Z",
                       fill("#6ea6e6") + stroke(ArtStyle::kOutline, 0.8))
                + path("M-6 -0.5H2 M-6 2.5H2", stroke("#bcd7f5", 0.8));
    }
    case Mark::TradingPost:
        return path("M-7.5 -1V7.5H7.5V-1Z", fill(ArtStyle::kWood) + line)
                + path("M-7.5 1.8H7.5M-7.5 4.6H7.5", stroke(ArtStyle::kWoodDark, 0.8))
                + path("M-9.5 -0.5L0 -7.5L9.5 -0.5Z", fill(ArtStyle::kWoodDark) + line)
                + path("M-1.7 7.5V3H1.7V7.5Z", fill(ArtStyle::kOutline))
                + path("M6 -4V-10.5", stroke(ArtStyle::kOutline, 0.9))
                + path("M6 -10.5L10 -9L6 -7.5Z", fill(ArtStyle::kArrowReinforce));
    case Mark::Animal:
        // A sheep: a woolly white body of round tufts, a dark head and legs, outlined so it
        // reads on grass at the board's size (a brown body read as a roof mark).
        return path("M-6 3.5V9M-2.5 4V9.5M2.5 4V9.5M5.5 3.5V9",
                    stroke(ArtStyle::kOutline, 2.0) + " stroke-linecap=\"round\"")
                + path("M-9 0.5C-10.6 -2.6 -8 -5.6 -5.2 -4.6C-4.4 -7.6 0 -8.2 1.6 -5.6"
                       "C4 -7.4 7.6 -5.4 7 -2.4C9.4 -0.8 8.4 3 5.6 3.2C4.6 5.6 1 5.8 -0.4 4"
                       "C-2.2 5.8 -6 5.4 -6.6 3.2C-9 3.6 -10.4 2 -9 0.5Z",
                       fill("#f7f4ec") + stroke(ArtStyle::kOutline, 1.3))
                + path("M6.4 -4.6C8.4 -6.2 11.6 -5.4 11.8 -2.6C12 -0.2 10 1.4 8 0.8"
                       "C6.4 0.2 5.4 -3.2 6.4 -4.6Z",
                       fill(ArtStyle::kOutline))
                + path("M7.2 -5.2L5.6 -7",
                       stroke(ArtStyle::kOutline, 1.4) + " stroke-linecap=\"round\"");
    case Mark::Ghost:
        return path("M-7 9V-2C-7 -7.4 -4 -10 0 -10C4 -10 7 -7.4 7 -2V9L4.6 6.6L2.3 9L0 6.6"
                    "L-2.3 9L-4.6 6.6Z",
                    fill(ArtStyle::kGhost) + stroke(ArtStyle::kGhostLine, 1.3))
                + path("M-2.6 -4.6m-1.3 0a1.3 1.8 0 1 0 2.6 0a1.3 1.8 0 1 0 -2.6 0"
                       "M2.6 -4.6m-1.3 0a1.3 1.8 0 1 0 2.6 0a1.3 1.8 0 1 0 -2.6 0"
                       "M0 0.6m-1.4 0a1.4 1.4 0 1 0 2.8 0a1.4 1.4 0 1 0 -2.8 0",
                       fill(ArtStyle::kGhostLine));
    case Mark::ArrowReinforce:
    case Mark::ArrowAnywhere:
    case Mark::ArrowExtraTurn: {
        const char *colour = mark == Mark::ArrowReinforce ? ArtStyle::kArrowReinforce
                : mark == Mark::ArrowAnywhere             ? ArtStyle::kArrowAnywhere
                                                          : ArtStyle::kArrowExtraTurn;
        const QByteArray rim = fill(colour) + stroke("#ffffff", 1.3);
        // The arrow points north; the tile turns it towards its side.
        QByteArray out = path("M0 -10.5L6.2 -4H-6.2Z", rim);
        // Three badge shapes, so the kinds differ without colour.
        if (mark == Mark::ArrowReinforce)
            out += "<circle cx=\"0\" cy=\"2.6\" r=\"6.6\"" + rim + "/>"
                    + path("M-1.1 -1.4h2.2v2.9h2.9v2.2h-2.9v2.9h-2.2v-2.9h-2.9v-2.2h2.9z",
                           fill("#ffffff"));
        else if (mark == Mark::ArrowAnywhere)
            out += path("M0 -4.8L7.4 2.6L0 10L-7.4 2.6Z", rim)
                    + path("M0 -1.4L1.1 1.5L4 2.6L1.1 3.7L0 6.6L-1.1 3.7L-4 2.6L-1.1 1.5Z",
                           fill("#ffffff"));
        else
            out += "<rect x=\"-6.4\" y=\"-3.8\" width=\"12.8\" height=\"12.8\" rx=\"2.6\"" + rim
                    + "/>"
                    + path("M3 0.6A3.6 3.6 0 1 0 3.4 4.6",
                           " fill=\"none\"" + stroke("#ffffff", 1.6))
                    + path("M1.2 -0.4L4.6 -0.6L3.6 2.6Z", fill("#ffffff"));
        return out;
    }
    // A package's own attributes: plain, bold shapes on a light badge, told apart by shape.
    case Mark::OwnDot:
        return QByteArray("<circle r=\"6.5\"") + fill(ArtStyle::kShieldMark)
                + stroke(ArtStyle::kOutline, 1.6) + "/>";
    case Mark::OwnStar:
        return path("M0 -9.5L2.6 -3.1L9.5 -2.9L4.1 1.4L6 8.1L0 4.2L-6 8.1L-4.1 1.4L-9.5 -2.9"
                    "L-2.6 -3.1Z",
                    fill(ArtStyle::kShieldMark) + stroke(ArtStyle::kOutline, 1.3));
    case Mark::OwnRing:
        return QByteArray("<circle r=\"6.8\" fill=\"none\"") + stroke(ArtStyle::kOutline, 4.4)
                + "/><circle r=\"6.8\" fill=\"none\"" + stroke(ArtStyle::kShieldMark, 2.4) + "/>";
    case Mark::OwnDiamond:
        return path("M0 -9.5L8 0L0 9.5L-8 0Z",
                    fill(ArtStyle::kShieldMark) + stroke(ArtStyle::kOutline, 1.3));
    case Mark::OwnTower:
        // A cathedral: a long nave with a red roof, a tall tower with a spire, a rose window.
        return shadow() + path("M-10 8.5V-0.5H2V8.5Z", fill(ArtStyle::kHouseWall) + line)
                + path("M-11 0L-4 -5.5H2.5V0Z", fill(ArtStyle::kHouseRoof) + line)
                + path("M2 8.5V-4H9V8.5Z", fill(ArtStyle::kHouseWall) + line)
                + path("M1.2 -4L5.5 -14L9.8 -4Z", fill(ArtStyle::kHouseRoof) + line)
                + path("M5.5 -14V-17.5M3.9 -16H7.1", stroke(ArtStyle::kOutline, 1.1))
                + path("M4 8.5V4.2C4 2.2 7 2.2 7 4.2V8.5Z", fill(ArtStyle::kOutline))
                + "<circle cx=\"5.5\" cy=\"-1\" r=\"1.6\"" + fill("#6ea6e6")
                + stroke(ArtStyle::kOutline, 0.8) + "/>"
                + path("M-8 2.5h2v3.5h-2z M-4 2.5h2v3.5h-2z", fill(ArtStyle::kOutline));
    case Mark::OwnInn:
        // An inn: a house with a hanging sign and a tankard on it.
        return shadow() + houseBody(ArtStyle::kHouseWall, ArtStyle::kWoodDark)
                + path("M7 -1H11.5V1", stroke(ArtStyle::kOutline, 1.0) + " fill=\"none\"")
                + path("M9 1H14V6H9Z", fill(ArtStyle::kBadge) + stroke(ArtStyle::kOutline, 0.8))
                + path("M10.2 2.2H12.2V5H10.2Z", fill(ArtStyle::kGrain));
    case Mark::OwnWell:
        // A well: a round stone rim with a little roof on two posts.
        return shadow()
                + path("M-7 1H7V7C7 8.5 -7 8.5 -7 7Z",
                       fill(ArtStyle::kGraveStone) + stroke(ArtStyle::kOutline, 1.0))
                + "<ellipse cx=\"0\" cy=\"1\" rx=\"7\" ry=\"2.2\"" + fill("#3f6fa8")
                + stroke(ArtStyle::kOutline, 1.0) + "/>"
                + path("M-5.5 1V-6M5.5 1V-6", stroke(ArtStyle::kWoodDark, 1.4))
                + path("M-8 -5.5L0 -10L8 -5.5Z", fill(ArtStyle::kWoodDark) + line);
    case Mark::OwnFlower:
        return path("M0 -2.6m-3.2 -4.2a3.2 3.2 0 1 0 6.4 0a3.2 3.2 0 1 0 -6.4 0"
                    "M0 2.6m-3.2 4.2a3.2 3.2 0 1 0 6.4 0a3.2 3.2 0 1 0 -6.4 0"
                    "M-2.6 0m-4.2 -3.2a3.2 3.2 0 1 0 0 6.4a3.2 3.2 0 1 0 0 -6.4"
                    "M2.6 0m4.2 -3.2a3.2 3.2 0 1 0 0 6.4a3.2 3.2 0 1 0 0 -6.4",
                    fill("#e9a3c9") + stroke(ArtStyle::kOutline, 0.9))
                + "<circle r=\"2.6\"" + fill(ArtStyle::kGrain) + stroke(ArtStyle::kOutline, 0.8)
                + "/>";
    default:
        return {};
    }
}

} // namespace

QByteArray IconArt::id(TileLayout::Mark mark)
{
    static const std::array<const char *, std::size_t(Mark::Count)> kNames{"cs-village",
                                                                           "cs-house",
                                                                           "cs-gate",
                                                                           "cs-spring",
                                                                           "cs-lake",
                                                                           "cs-cloister",
                                                                           "cs-garden",
                                                                           "cs-farm",
                                                                           "cs-castle",
                                                                           "cs-graveyard",
                                                                           "cs-pennant",
                                                                           "cs-wine",
                                                                           "cs-grain",
                                                                           "cs-cloth",
                                                                           "cs-tradingpost",
                                                                           "cs-animal",
                                                                           "cs-ghost",
                                                                           "cs-reinforce",
                                                                           "cs-anywhere",
                                                                           "cs-extraturn",
                                                                           "cs-own-dot",
                                                                           "cs-own-star",
                                                                           "cs-own-ring",
                                                                           "cs-own-diamond",
                                                                           "cs-own-tower",
                                                                           "cs-own-inn",
                                                                           "cs-own-well",
                                                                           "cs-own-flower",
                                                                           "", // OwnArt: MarkArt
                                                                           "",
                                                                           "",
                                                                           ""};
    return QByteArray(kNames[std::size_t(mark)]);
}

void IconArt::writeDefs(QByteArray &out, const Set &used)
{
    // Built once: icons never change while the program runs.
    static const std::array<QByteArray, std::size_t(Mark::Count)> kBodies = [] {
        std::array<QByteArray, std::size_t(Mark::Count)> bodies;
        for (std::size_t i = 0; i < bodies.size(); ++i) {
            const QByteArray name = id(Mark(i));
            if (!name.isEmpty())
                bodies[i] = "<g id=\"" + name + "\">" + body(Mark(i)) + "</g>";
        }
        return bodies;
    }();
    if (used.none())
        return;
    out += "<defs>";
    for (std::size_t i = 0; i < kBodies.size(); ++i) {
        if (used.test(i))
            out += kBodies[i];
    }
    out += "</defs>";
}

QByteArray IconArt::boardPiece(QStringView name)
{
    // In a 100 x 100 cell; the shore runs at x = 70 on both edges so start fields join.
    const QByteArray waves =
            path("M12 22q6 -5 12 0t12 0 M52 48q6 -5 12 0t12 0"
                 "M18 78q6 -5 12 0t12 0",
                 " fill=\"none\" stroke-linecap=\"round\"" + stroke(ArtStyle::kSeaWave, 2.2));
    QByteArray body;
    if (name == QLatin1String("sea")) {
        body = "<rect width=\"100\" height=\"100\"" + fill(ArtStyle::kSea) + "/>" + waves;
    } else if (name == QLatin1String("startfield")) {
        const char *shore = "M70 0C62 14 78 24 72 38C66 52 64 62 72 76C78 86 74 94 70 100";
        body = "<rect width=\"100\" height=\"100\"" + fill(ArtStyle::kSand)
                + "/>"
                // Sand ripples and a few tufts of dune grass.
                + path("M10 30q8 -4 16 0 M30 62q8 -4 16 0 M8 86q8 -4 16 0 M36 14q8 -4 16 0",
                       " fill=\"none\" stroke-linecap=\"round\"" + stroke(ArtStyle::kSandDark, 1.6))
                + path("M16 50l-3 -9M18 50l0 -10M20 50l3 -8 M44 40l-3 -8M46 40l0 -9M48 40l3 -7"
                       "M50 82l-3 -8M52 82l0 -9M54 82l3 -7",
                       " fill=\"none\" stroke-linecap=\"round\""
                               + stroke(ArtStyle::kDuneGrass, 1.8))
                // The field's edge along the shore, so the fields read as squares.
                + path("M2 1.5H66 M2 98.5H66",
                       " fill=\"none\" stroke-dasharray=\"5 4\"" + stroke(ArtStyle::kSandDark, 2.0))
                // The sea, its surf along the shore.
                + path((QByteArray(shore) + "H100V0Z").constData(), fill(ArtStyle::kSea))
                + path(shore,
                       " fill=\"none\" stroke-linecap=\"round\"" + stroke(ArtStyle::kSurf, 3.2))
                + path("M84 20q4 -3 8 0 M80 58q4 -3 8 0 M86 86q4 -3 8 0",
                       " fill=\"none\" stroke-linecap=\"round\"" + stroke(ArtStyle::kSeaWave, 2.0));
    } else if (name == QLatin1String("risk")) {
        // Diagonal hatching on a clear ground, laid over tiles: repeated, its stripes join.
        QByteArray d;
        for (int x = -100; x < 100; x += 25)
            d += "M" + QByteArray::number(x) + " 100L" + QByteArray::number(x + 100) + " 0";
        body = path(d.constData(),
                    " fill=\"none\" stroke-opacity=\"0.32\"" + stroke(ArtStyle::kRiskHatch, 4.0));
    } else if (name == QLatin1String("tileback")) {
        // The Mist's tile back, laid face down: slate with bands of mist and a ghost in a ring.
        const QByteArray mist = " fill=\"none\" stroke-opacity=\"0.55\" stroke-linecap=\"round\""
                + stroke(ArtStyle::kTileBackMist, 3.4);
        body = "<rect width=\"100\" height=\"100\"" + fill(ArtStyle::kTileBackEdge) + "/>"
                + "<rect x=\"4\" y=\"4\" width=\"92\" height=\"92\" rx=\"7\""
                + fill(ArtStyle::kTileBack) + stroke(ArtStyle::kTileBackRim, 2.4) + "/>"
                + path("M14 30c9 -8 20 -8 29 0s20 8 29 0 M28 50c9 -8 20 -8 29 0s20 8 29 0"
                       "M14 70c9 -8 20 -8 29 0s20 8 29 0",
                       mist)
                + "<circle cx=\"50\" cy=\"50\" r=\"10\"" + fill(ArtStyle::kTileBackEdge)
                + stroke(ArtStyle::kTileBackMist, 2.2) + "/>"
                + path("M45.5 55V47c0 -3 2 -5 4.5 -5s4.5 2 4.5 5v8l-1.5 -1.5 -1.5 1.5 -1.5 -1.5 "
                       "-1.5 1.5 -1.5 -1.5z",
                       fill(ArtStyle::kGhost));
    } else if (name == QLatin1String("hound")) {
        // A hound lying down, facing west, on its shadow.
        const QByteArray line = stroke(ArtStyle::kHoundLine, 2.6);
        body = QByteArray("<ellipse cx=\"52\" cy=\"82\" rx=\"40\" ry=\"6\" fill=\"#24401a\" "
                          "fill-opacity=\"0.3\"/>")
                + path("M78 66C88 62 92 52 88 44",
                       " fill=\"none\" stroke-linecap=\"round\"" + stroke(ArtStyle::kHoundLine, 7))
                + path("M78 66C88 62 92 52 88 44",
                       " fill=\"none\" stroke-linecap=\"round\"" + stroke(ArtStyle::kHound, 3.6))
                + path("M28 62C28 50 40 46 56 46C72 46 84 52 84 64C84 74 74 78 56 78C40 78 28 74 "
                       "28 62Z",
                       fill(ArtStyle::kHound) + line)
                + path("M50 48C56 54 66 56 76 52",
                       " fill=\"none\" stroke-linecap=\"round\""
                               + stroke(ArtStyle::kHoundDark, 2.4))
                + path("M8 76H44C47 76 47 70 44 70H12C8 70 6 76 8 76Z",
                       fill(ArtStyle::kHound) + line)
                + path("M14 56C10 44 16 34 28 34C38 34 42 42 40 52C38 60 30 64 22 64C14 64 6 62 6 "
                       "58C6 55 10 55 14 56Z",
                       fill(ArtStyle::kHoundHead) + line)
                + path("M30 36C38 36 42 44 38 56C34 56 30 50 29 44Z",
                       fill(ArtStyle::kHoundDark) + stroke(ArtStyle::kHoundLine, 2.0))
                + "<circle cx=\"20\" cy=\"46\" r=\"2.4\"" + fill(ArtStyle::kHoundLine) + "/>"
                + "<ellipse cx=\"7.5\" cy=\"57\" rx=\"3.2\" ry=\"2.6\"" + fill(ArtStyle::kHoundLine)
                + "/>";
    } else if (name == QLatin1String("goal")) {
        // The goal: a flag with a star.
        body = QByteArray("<ellipse cx=\"34\" cy=\"88\" rx=\"16\" ry=\"4.5\" fill=\"#24401a\" "
                          "fill-opacity=\"0.3\"/>")
                + path("M32 88V12", " stroke-linecap=\"round\"" + stroke(ArtStyle::kWoodDark, 5))
                + path("M34 14C48 8 60 22 82 14V48C60 56 48 42 34 48Z",
                       fill(ArtStyle::kGoalFlag) + stroke(ArtStyle::kWoodDark, 2.6))
                + path("M58 22L60.8 28.4L67.6 29L62.4 33.4L64 40L58 36.4L52 40L53.6 33.4L48.4 29"
                       "L55.2 28.4Z",
                       fill(ArtStyle::kGoalStar));
    } else {
        return {};
    }
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "
           "xmlns=\"http://www.w3.org/2000/svg\" version=\"1.2\" baseProfile=\"tiny\" "
           "viewBox=\"0 0 100 100\">"
            + body + "</svg>\n";
}

QByteArray IconArt::svg(TileLayout::Mark mark)
{
    const QByteArray name = id(mark);
    if (name.isEmpty())
        return {};
    Set used;
    used.set(std::size_t(mark));
    QByteArray out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "
                     "xmlns=\"http://www.w3.org/2000/svg\" "
                     "xmlns:xlink=\"http://www.w3.org/1999/xlink\" version=\"1.2\" "
                     "baseProfile=\"tiny\" viewBox=\"-10 -10 20 20\">";
    writeDefs(out, used);
    out += "<use xlink:href=\"#" + name + "\"/></svg>\n";
    return out;
}

} // namespace carcassonne
