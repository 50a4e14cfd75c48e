#include "tileimage.h"

#include "art/tileart.h"

#include <QPainter>
#include <QSvgRenderer>

namespace carcassonne {

QImage TileImage::renderSvg(const QByteArray &svg, QSize size)
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QSvgRenderer renderer(svg);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    renderer.render(&painter);
    return image;
}

QImage TileImage::render(const Package &package, const TileDefinition &tile, int cellPixels)
{
    int minX = 0, minY = 0, maxX = 0, maxY = 0;
    for (CellPos c : tile.cells) {
        minX = std::min(minX, c.x);
        minY = std::min(minY, c.y);
        maxX = std::max(maxX, c.x);
        maxY = std::max(maxY, c.y);
    }
    TileSvgRenderer::Options options;
    options.cellPixels = cellPixels;
    const QSize size((maxX - minX + 1) * cellPixels, (maxY - minY + 1) * cellPixels);
    return renderSvg(TileArt::svg(package, tile, options), size);
}

} // namespace carcassonne
