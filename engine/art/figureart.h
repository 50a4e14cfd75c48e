#pragma once

#include <QByteArray>
#include <QString>

#include <cstdint>
#include <optional>

namespace carcassonne {

// The figures drawn by FigureArt. Lying meeples are farmers (and Mayflower's trappers).
enum class FigureArtKind : std::uint8_t {
    Meeple,
    MeepleLying,
    Abbot,
    Builder,
    Pig,
    Surveyor,
    Ghost,
    Dog,
    // A package's own figures (FigureKind::Own1, Own2): a broad meeple with a belt, told apart
    // from the meeple at a glance (the large meeple).
    Own1,
    Own2,
    Count
};

// Figure pictures in the six player colours (red, blue, green, yellow, black, pink, the record
// format's colour names). Each colour also puts its own mark on the figure (circle, square,
// triangle, diamond, cross, star) so players who do not tell the colours apart can.
class FigureArt
{
public:
    static constexpr int kColourCount = 6;
    static constexpr int kNeutral = -1; // the figure's own colours: a white ghost, a brown dog
    // Which six colours paint the players: the game's own, or one for players who do not tell
    // red from green (a setting of the window; records keep the colours' names).
    enum class Palette : std::uint8_t { Standard, ColourBlind };

    static std::optional<int> colourIndex(QStringView name);
    static QString colourName(int colour);
    static QString kindName(FigureArtKind kind);
    static std::optional<FigureArtKind> parseKind(QStringView name);
    // A player colour's fill ("#d62b3a"), or "" for no player colour.
    static QString colourValue(int colour, Palette palette = Palette::Standard);

    // A standalone SVG document, `pixels` wide and high.
    static QByteArray svg(FigureArtKind kind, int colour, int pixels = 64,
                          Palette palette = Palette::Standard);
    // The figure as SVG elements in a 100 x 100 box standing on its bottom edge, for documents
    // that draw figures on tiles (scale and translate a <g> round it).
    static QByteArray elements(FigureArtKind kind, int colour, Palette palette = Palette::Standard);
};

} // namespace carcassonne
