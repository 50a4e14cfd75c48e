#include "svgimage.h"

#include <QPainter>
#include <QSvgRenderer>
#include <QXmlStreamReader>
#include <QXmlStreamWriter>

namespace carcassonne {

namespace {

// "svg:image" -> "image", as Qt Svg reads names (without namespace processing).
QStringView localName(QStringView qualifiedName)
{
    return qualifiedName.mid(qualifiedName.lastIndexOf(QLatin1Char(':')) + 1);
}

bool isExternalImage(const QXmlStreamReader &xml)
{
    if (localName(xml.qualifiedName()) != QLatin1String("image"))
        return false;
    for (const QXmlStreamAttribute &a : xml.attributes()) {
        // xlink:href (SVG 1.1, Tiny 1.2) and href (SVG 2) alike.
        if (localName(a.qualifiedName()) == QLatin1String("href")
            && !a.value().trimmed().startsWith(QLatin1String("data:"), Qt::CaseInsensitive))
            return true;
    }
    return false;
}

// The SVG without the <image> elements that name a file or a URL: Qt Svg 6.4 loads those from
// disk (a relative name from the working directory) even when it reads bytes. Entities are
// expanded by the reader here (it refuses one holding markup), so none brings such an element
// back, and the DOCTYPE that declared them is dropped. Unreadable XML gives "".
QByteArray withoutExternalImages(const QByteArray &svg)
{
    // The engine's own art has neither <image> nor entities: left as it is, at no cost.
    if (!svg.contains("image") && !svg.contains("<!ENTITY"))
        return svg;
    QXmlStreamReader in(svg);
    in.setNamespaceProcessing(false); // as Qt Svg reads it: prefixes and xmlns kept as written
    QByteArray out;
    QXmlStreamWriter writer(&out);
    int skipping = 0; // depth inside a left-out element
    while (!in.atEnd()) {
        if (in.readNext() == QXmlStreamReader::Invalid)
            return QByteArray();
        if (in.tokenType() == QXmlStreamReader::DTD
            || in.tokenType() == QXmlStreamReader::EntityReference)
            continue;
        if (skipping > 0) {
            if (in.isStartElement())
                ++skipping;
            else if (in.isEndElement())
                --skipping;
            continue;
        }
        if (in.isStartElement() && isExternalImage(in)) {
            skipping = 1;
            continue;
        }
        writer.writeCurrentToken(in);
    }
    return out;
}

} // namespace

QImage SvgImage::render(const QByteArray &svg, QSize size, qreal devicePixelRatio)
{
    QSvgRenderer renderer(withoutExternalImages(svg));
    if (!renderer.isValid())
        return QImage();
    if (size.isEmpty())
        size = renderer.defaultSize();
    if (size.isEmpty() || devicePixelRatio <= 0)
        return QImage();
    // Transparent, not opaque: measured, opaque tiles made the game's software renderer pan
    // slower (it then works out what each tile hides).
    QImage image(size * devicePixelRatio, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(devicePixelRatio);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    renderer.render(&painter, QRectF(QPointF(0, 0), QSizeF(size)));
    return image;
}

} // namespace carcassonne
