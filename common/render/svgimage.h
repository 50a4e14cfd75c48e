#pragma once

#include <QByteArray>
#include <QImage>
#include <QSize>

namespace carcassonne {

// SVG drawn into an image with Qt Svg, the one way the game's board, the editor and the command
// line turn the engine's art (or a package's own) into pixels. Only the bytes given are read:
// an <image> that names a file or a URL instead of carrying its picture as a data: URI is left
// out, so a package's art never makes us open a file of the user's.
class SvgImage
{
public:
    // The picture at `size` device-independent pixels (empty: the SVG's own width and height),
    // drawn at `devicePixelRatio` (the image has size x ratio pixels and says so), antialiased,
    // on a transparent background. A null image when Qt Svg cannot read the bytes or the size
    // is empty.
    static QImage render(const QByteArray &svg, QSize size = QSize(), qreal devicePixelRatio = 1);
};

} // namespace carcassonne
