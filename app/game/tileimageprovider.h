#pragma once

#include <QQuickImageProvider>

#include <memory>

namespace carcassonne {

class GameContent;

// Pictures of tiles and figures for the board, drawn from the engine's SVG art with QSvgRenderer
// and kept once drawn. Ids:
//   tile/<content>/<tileType>[/<quarterTurns>]  a tile type of a registered content, turned
//                                             clockwise (multi-cell: its cells' bounding box)
//   package/<package>/<tile>    a tile of a built-in package, unrotated
//   figure/<kind>/<colour>      a figure (FigureArtKind name) in a record colour name
// Requested sizes pick the resolution, so zooming in asks for a sharper copy.
class TileImageProvider : public QQuickImageProvider
{
public:
    TileImageProvider();

    QImage requestImage(const QString &id, QSize *size, const QSize &requestedSize) override;

    // Makes a game's content known to every provider; returns its number for tile ids.
    static int registerContent(std::shared_ptr<const GameContent> content);
    static std::shared_ptr<const GameContent> content(int number);
    // Installs a provider named "carcassonne" on the engine unless one is there.
    static void install(class QQmlEngine *engine);

    // Tile art is drawn on the thread pool and waited for this long at most (the board's tile
    // Images load asynchronously, so the wait is off the GUI thread): art that takes longer
    // shows as a placeholder, a plain tile with a question mark, until its drawing is done and
    // kept (docs/reliability.md, "Package art"). For tests.
    static void setTimeLimit(int milliseconds);
    static int timeLimit();
    // Whether an image is the placeholder of art still being drawn (a test's question).
    static bool isPlaceholder(const QImage &image);
};

} // namespace carcassonne
