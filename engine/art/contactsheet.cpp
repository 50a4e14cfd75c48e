#include "contactsheet.h"

#include "artpath.h"
#include "artstyle.h"
#include "tilelayouter.h"
#include "tilesvgrenderer.h"

namespace carcassonne {

QByteArray ContactSheet::svg(const QList<TileDefinition> &tiles, const Options &options)
{
    constexpr double kU = ArtStyle::kUnitsPerCell;
    constexpr double kGap = 0.12; // between tiles, in cells
    constexpr double kLabel = 0.24; // room for the caption
    const int columns = std::max(1, options.columns);

    QByteArray body;
    IconArt::Set used;
    double x = kGap, y = kGap, rowHeight = 0, width = 0;
    for (const TileDefinition &tile : tiles) {
        const TileLayout layout = TileLayouter::layout(tile);
        const int w = layout.maxX() - layout.minX(), h = layout.maxY() - layout.minY();
        if (x > kGap && x + w > columns * (1 + kGap) + kGap / 2) {
            x = kGap;
            y += rowHeight + kGap + kLabel;
            rowHeight = 0;
        }
        body += "<g transform=\"translate(";
        ArtPath::writeNumber(body, (x - layout.minX()) * kU);
        body += ' ';
        ArtPath::writeNumber(body, (y - layout.minY()) * kU);
        body += ")\">";
        TileSvgRenderer::writeBody(body, layout, true, &used);
        for (const FeatureAnchor &a : layout.anchors) {
            if (!options.anchors)
                break;
            body += "<circle r=\"4\" fill=\"#ff00ff\" stroke=\"#ffffff\" stroke-width=\"1.5\" "
                    "cx=\"";
            ArtPath::writeNumber(body, (a.cell.x + a.point.x()) * kU);
            body += "\" cy=\"";
            ArtPath::writeNumber(body, (a.cell.y + a.point.y()) * kU);
            body += "\"/>";
        }
        body += "</g><text font-family=\"sans-serif\" font-size=\"15\" fill=\"#222222\" x=\"";
        ArtPath::writeNumber(body, x * kU);
        body += "\" y=\"";
        ArtPath::writeNumber(body, (y + h + kLabel * 0.78) * kU);
        body += "\">";
        body += tile.id.toHtmlEscaped().toUtf8();
        body += QByteArray(" \xc3\x97") + QByteArray::number(tile.count);
        body += "</text>";
        x += w + kGap;
        width = std::max(width, x);
        rowHeight = std::max(rowHeight, double(h));
    }
    const double height = y + rowHeight + kLabel + kGap;
    QByteArray out;
    TileSvgRenderer::writeHeader(out, 0, 0, width * kU, height * kU,
                                 int(width * options.cellPixels), int(height * options.cellPixels));
    out += "<rect width=\"";
    ArtPath::writeNumber(out, width * kU);
    out += "\" height=\"";
    ArtPath::writeNumber(out, height * kU);
    out += "\" fill=\"#f4f1ea\"/>";
    IconArt::writeDefs(out, used);
    out += body;
    out += "</svg>\n";
    return out;
}

} // namespace carcassonne
