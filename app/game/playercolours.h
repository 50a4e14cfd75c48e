#pragma once

#include "art/figureart.h"

#include <QString>
#include <QStringList>

namespace carcassonne {

struct GameSetup;

// The record format's player colour names and the colours the window paints them in (the
// figure art's palette, so panels match the figures on the board): the game's own, or the
// colour-blind one the settings choose. Records keep the names either way.
class PlayerColours
{
public:
    static QStringList names();
    static QString value(const QString &name);
    // The colour's name in the language shown ("red" -> "rood").
    static QString label(const QString &name);
    // The colours of the players in a winners mask (a scoring's), in seat order.
    static QStringList ofWinners(const GameSetup &setup, unsigned winners);
    // The colour of a figure picture's image id: "red", or "red/safe" in the colour-blind
    // palette (TileImageProvider), so pictures are drawn anew when the palette changes.
    static QString imageColour(const QString &name);
    static FigureArt::Palette palette();
    static void setPalette(FigureArt::Palette palette);
};

} // namespace carcassonne
