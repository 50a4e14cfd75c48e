#include "tileimage.h"

#include "art/tileart.h"
#include "core/geometry.h"

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
    const geometry::CellBox box = geometry::cellBox(tile.cells);
    TileSvgRenderer::Options options;
    options.cellPixels = cellPixels;
    const QSize size(box.width() * cellPixels, box.height() * cellPixels);
    return renderSvg(TileArt::svg(package, tile, options), size);
}

} // namespace carcassonne
