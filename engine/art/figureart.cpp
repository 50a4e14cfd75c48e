#include "figureart.h"

#include "artstyle.h"

#include <QList>

#include <array>

namespace carcassonne {

namespace {

constexpr std::array<const char *, FigureArt::kColourCount> kColourNames{"red",    "blue",  "green",
                                                                         "yellow", "black", "pink"};
constexpr std::array<const char *, int(FigureArtKind::Count)> kKindNames{
        "meeple",   "meeple-lying", "abbot", "builder", "pig",
        "surveyor", "ghost",        "dog",   "own1",    "own2"};

const char *const kMeeple =
        "M50 6C59.4 6 66 12.8 66 21.6C66 26.4 64 30.4 60.8 33.2L82 41.6C90.6 45 89.6 56.4 80.8 "
        "56.4H66.4L80.8 86.6C83.2 91.6 80 96 75 96H59.6L50 78L40.4 96H25C20 96 16.8 91.6 19.2 "
        "86.6L33.6 56.4H19.2C10.4 56.4 9.4 45 18 41.6L39.2 33.2C36 30.4 34 26.4 34 21.6C34 12.8 "
        "40.6 6 50 6Z";

struct Colours
{
    const char *body;
    const char *line;
    const char *ink;
};

Colours coloursFor(FigureArtKind kind, int colour, FigureArt::Palette palette)
{
    const auto i = std::size_t(colour);
    if (colour >= 0 && colour < FigureArt::kColourCount) {
        if (palette == FigureArt::Palette::ColourBlind)
            return {ArtStyle::kPlayerColoursSafe[i], ArtStyle::kPlayerOutlinesSafe[i],
                    ArtStyle::kPlayerMarkInkSafe[i]};
        return {ArtStyle::kPlayerColours[i], ArtStyle::kPlayerOutlines[i],
                ArtStyle::kPlayerMarkInk[i]};
    }
    if (kind == FigureArtKind::Dog)
        return {ArtStyle::kDogFigure, ArtStyle::kDogOutline, "#ffffff"};
    return {ArtStyle::kNeutralFigure, ArtStyle::kNeutralOutline, ArtStyle::kNeutralOutline};
}

// The colour's own mark, centred at (x, y), about 2r across.
QByteArray mark(int colour, double x, double y, double r, const char *ink)
{
    if (colour < 0 || colour >= FigureArt::kColourCount)
        return {};
    const QByteArray t = "<g transform=\"translate(" + QByteArray::number(x) + ' '
            + QByteArray::number(y) + ") scale(" + QByteArray::number(r / 10.0) + ")\" fill=\""
            + ink + "\">";
    static const std::array<const char *, FigureArt::kColourCount> kMarks{
            "<circle r=\"9\"/>",
            "<path d=\"M-8 -8H8V8H-8Z\"/>",
            "<path d=\"M0 -10L9.5 7H-9.5Z\"/>",
            "<path d=\"M0 -10.5L9 0L0 10.5L-9 0Z\"/>",
            "<path d=\"M-3 -10H3V-3H10V3H3V10H-3V3H-10V-3H-3Z\"/>",
            "<path d=\"M0 -10.5L3 -3.5L10.5 -3.2L4.7 1.7L6.6 9.2L0 5L-6.6 9.2L-4.7 1.7L-10.5 "
            "-3.2L-3 -3.5Z\"/>"};
    return t + kMarks[std::size_t(colour)] + "</g>";
}

// A silhouette of several shapes: every outline first, then every fill, so the figure reads as
// one piece with one outline.
QByteArray silhouette(const QList<QByteArray> &shapes, const Colours &c, double line = 5.0)
{
    QByteArray out = "<g fill=\"" + QByteArray(c.line) + "\" stroke=\"" + c.line
            + "\" stroke-width=\"" + QByteArray::number(line) + "\" stroke-linejoin=\"round\">";
    for (const QByteArray &s : shapes)
        out += s;
    out += "</g><g fill=\"" + QByteArray(c.body) + "\">";
    for (const QByteArray &s : shapes)
        out += s;
    out += "</g>";
    return out;
}

QByteArray pathElement(const char *d)
{
    return QByteArray("<path d=\"") + d + "\"/>";
}

} // namespace

std::optional<int> FigureArt::colourIndex(QStringView name)
{
    for (int i = 0; i < kColourCount; ++i) {
        if (name == QLatin1String(kColourNames[std::size_t(i)]))
            return i;
    }
    return std::nullopt;
}

QString FigureArt::colourName(int colour)
{
    if (colour < 0 || colour >= kColourCount)
        return QStringLiteral("neutral");
    return QString::fromLatin1(kColourNames[std::size_t(colour)]);
}

QString FigureArt::kindName(FigureArtKind kind)
{
    return QString::fromLatin1(kKindNames[std::size_t(kind)]);
}

std::optional<FigureArtKind> FigureArt::parseKind(QStringView name)
{
    for (int i = 0; i < int(FigureArtKind::Count); ++i) {
        if (name == QLatin1String(kKindNames[std::size_t(i)]))
            return FigureArtKind(i);
    }
    return std::nullopt;
}

QString FigureArt::colourValue(int colour, Palette palette)
{
    if (colour < 0 || colour >= kColourCount)
        return {};
    return QString::fromLatin1(coloursFor(FigureArtKind::Meeple, colour, palette).body);
}

QByteArray FigureArt::elements(FigureArtKind kind, int colour, Palette palette)
{
    const Colours c = coloursFor(kind, colour, palette);
    // A player's sign on the figure; in the colour-blind palette, where it tells the players
    // apart, as large as the figure's chest allows (at the board's zoom the normal one is
    // about 3 pixels).
    const double signScale = palette == Palette::ColourBlind ? 1.75 : 1.0;
    auto sign = [&](double x, double y, double r) {
        return mark(colour, x, y, r * signScale, c.ink);
    };
    switch (kind) {
    case FigureArtKind::Meeple:
        return silhouette({pathElement(kMeeple)}, c) + sign(50, 47, 6.5);
    case FigureArtKind::MeepleLying:
        // On its back, head to the left: a farmer in its field.
        // The mark stays upright, where the chest lies.
        return "<g transform=\"translate(50 58) rotate(-90) scale(0.92) translate(-50 -51)\">"
                + silhouette({pathElement(kMeeple)}, c, 5.4) + "</g>" + sign(46.3, 58, 6.5);
    case FigureArtKind::Abbot:
        return silhouette({pathElement("M50 4C58.5 4 64.5 10.5 65.5 19L67.5 30.5C73 33 76.5 37 "
                                       "78.5 43L88.5 87.5C89.5 92.5 86.5 96 81.5 96H18.5C13.5 96 "
                                       "10.5 92.5 11.5 87.5L21.5 43C23.5 37 27 33 32.5 30.5L34.5 "
                                       "19C35.5 10.5 41.5 4 50 4Z")},
                          c)
                + "<path d=\"M43 29C41 22 44 15 50 15C56 15 59 22 57 29Z\" fill=\"" + c.line
                + "\" fill-opacity=\"0.55\"/>" + "<path d=\"M24 58H76\" stroke=\"" + c.line
                + "\" stroke-width=\"3.5\"/>" + sign(50, 74, 7);
    case FigureArtKind::Builder:
        // A stockier meeple with a builder's hat and a hammer.
        return silhouette({pathElement(kMeeple), pathElement("M30 18C30 4 70 4 70 18H78V23H22V18Z"),
                           pathElement("M84 52L92 24L97 25.5L89 53.5Z"),
                           pathElement("M84 16L101 21L98.5 31L81.5 26Z")},
                          c)
                + sign(50, 47, 6.5);
    case FigureArtKind::Pig:
        return silhouette({"<ellipse cx=\"45\" cy=\"58\" rx=\"35\" ry=\"23\"/>",
                           "<circle cx=\"78\" cy=\"50\" r=\"15\"/>",
                           "<ellipse cx=\"93\" cy=\"54\" rx=\"5.5\" ry=\"7\"/>",
                           pathElement("M70 39L76 26L84 38Z"),
                           pathElement("M19 72H29V93H19Z M33 74H43V93H33Z M53 74H63V93H53Z "
                                       "M67 72H77V93H67Z"),
                           pathElement("M11 52C3 50 3 40 9 39C13 39 13 45 9 45L7.5 42C5 44 6 "
                                       "48 11 48Z")},
                          c)
                + "<circle cx=\"82\" cy=\"46\" r=\"2.6\" fill=\"" + c.line + "\"/>"
                + "<path d=\"M92 51.5V56.5M95 51.5V56.5\" stroke=\"" + c.line
                + "\" stroke-width=\"1.8\"/>" + sign(42, 58, 7.5);
    case FigureArtKind::Surveyor:
        // A surveyor's flag on its pole.
        return silhouette({"<ellipse cx=\"50\" cy=\"90\" rx=\"22\" ry=\"6.5\"/>",
                           pathElement("M46.5 90V8H53.5V90Z"),
                           pathElement("M53.5 8L92 22L53.5 38Z")},
                          c)
                + sign(66, 22.5, 6.5);
    case FigureArtKind::Ghost:
        return silhouette({pathElement("M22 94V40C22 19 34 6 50 6C66 6 78 19 78 40V94L69 85L59.5 "
                                       "94L50 85L40.5 94L31 85Z")},
                          c)
                + "<g fill=\"" + c.line
                + "\"><ellipse cx=\"40\" cy=\"38\" rx=\"5\" ry=\"7.5\"/><ellipse cx=\"60\" "
                  "cy=\"38\" rx=\"5\" ry=\"7.5\"/><ellipse cx=\"50\" cy=\"58\" rx=\"6\" "
                  "ry=\"5\"/></g>"
                + mark(colour, 50, 75, 6, c.line);
    case FigureArtKind::Dog:
        return silhouette({pathElement("M18 48C12 40 12 30 17 27C19 35 22 40 28 42H64L70 30C72 "
                                       "24 77 20 84 21L91 24C95 26 97 30 95 34L86 38L80 52V92H72"
                                       "L70 64H36L33 92H25L24 62C20 59 18 54 18 48Z"),
                           pathElement("M78 22L84 8L88 24Z")},
                          c)
                + "<circle cx=\"85\" cy=\"28\" r=\"2.4\" fill=\"" + c.line + "\"/>"
                + sign(48, 53, 6.5);
    case FigureArtKind::Own1:
    case FigureArtKind::Own2: {
        // The meeple widened by a quarter about its middle, with a belt (Own1) or a sash (Own2).
        const QByteArray sash = kind == FigureArtKind::Own1
                ? QByteArray("<path d=\"M22 60H78\" stroke=\"") + c.line
                        + "\" stroke-width=\"6\" stroke-linecap=\"round\"/>"
                : QByteArray("<path d=\"M34 36L70 66\" stroke=\"") + c.line
                        + "\" stroke-width=\"6\" stroke-linecap=\"round\"/>";
        return "<g transform=\"translate(50 0) scale(1.22 1) translate(-50 0)\">"
                + silhouette({pathElement(kMeeple)}, c, 5.8) + sash + "</g>" + sign(50, 45, 7.5);
    }
    case FigureArtKind::Count:
        break;
    }
    return {};
}

QByteArray FigureArt::svg(FigureArtKind kind, int colour, int pixels, Palette palette)
{
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" "
           "version=\"1.2\" baseProfile=\"tiny\" width=\""
            + QByteArray::number(pixels) + "\" height=\"" + QByteArray::number(pixels)
            + "\" viewBox=\"-4 -4 108 108\">" + elements(kind, colour, palette) + "</svg>\n";
}

} // namespace carcassonne
