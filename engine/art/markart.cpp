#include "markart.h"

#include <QCryptographicHash>
#include <QRectF>
#include <QRegularExpression>
#include <QStringList>
#include <QXmlStreamReader>
#include <QXmlStreamWriter>

#include <algorithm>

namespace carcassonne {

namespace {

// The view box of the root: viewBox, else width and height, else a 100-unit square.
QRectF viewBoxOf(const QXmlStreamAttributes &a)
{
    const QStringList box =
            a.value(QLatin1String("viewBox"))
                    .toString()
                    .split(QRegularExpression(QStringLiteral("[\\s,]+")), Qt::SkipEmptyParts);
    if (box.size() == 4) {
        const QRectF r(box[0].toDouble(), box[1].toDouble(), box[2].toDouble(), box[3].toDouble());
        if (r.width() > 0 && r.height() > 0)
            return r;
    }
    const double w = a.value(QLatin1String("width")).toDouble();
    const double h = a.value(QLatin1String("height")).toDouble();
    return w > 0 && h > 0 ? QRectF(0, 0, w, h) : QRectF(0, 0, 100, 100);
}

// References into the mark's own ids, renamed with the prefix: url(#id) in any attribute, and
// "#id" in an href (a colour such as "#0040ff" is no reference).
QString prefixed(const QString &name, QString value, const QString &prefix)
{
    static const QRegularExpression url(QStringLiteral("url\\(\\s*#"));
    value.replace(url, QStringLiteral("url(#") + prefix);
    const bool href = name == QLatin1String("href") || name.endsWith(QLatin1String(":href"));
    if (href && value.startsWith(QLatin1Char('#')))
        value.insert(1, prefix);
    return value;
}

} // namespace

QByteArray MarkArt::id(const QByteArray &svg)
{
    return "own-art-" + QCryptographicHash::hash(svg, QCryptographicHash::Sha1).toHex().left(12);
}

QByteArray MarkArt::definition(const QByteArray &svg, double radius)
{
    const QByteArray groupId = id(svg);
    const QString prefix = QString::fromLatin1(groupId) + QLatin1Char('-');
    QXmlStreamReader in(svg);
    QByteArray out;
    QXmlStreamWriter w(&out);
    int depth = 0; // within the root <svg>
    int skipping = 0; // depth of a left-out element's subtree
    while (!in.atEnd()) {
        in.readNext();
        if (in.isStartElement()) {
            if (depth == 0) {
                if (in.name() != QLatin1String("svg"))
                    return {};
                const QRectF box = viewBoxOf(in.attributes());
                const double scale = 2 * radius / std::max(box.width(), box.height());
                const double x = -box.center().x() * scale;
                const double y = -box.center().y() * scale;
                w.writeStartElement(QStringLiteral("g"));
                w.writeAttribute(QStringLiteral("id"), QString::fromLatin1(groupId));
                w.writeAttribute(QStringLiteral("transform"),
                                 QStringLiteral("translate(%1 %2) scale(%3)")
                                         .arg(x, 0, 'g', 6)
                                         .arg(y, 0, 'g', 6)
                                         .arg(scale, 0, 'g', 6));
                ++depth;
                continue;
            }
            ++depth;
            const QStringView name = in.name();
            if (skipping || name == QLatin1String("style") || name == QLatin1String("title")
                || name == QLatin1String("desc") || name == QLatin1String("metadata")) {
                ++skipping;
                continue;
            }
            w.writeStartElement(in.qualifiedName().toString());
            for (const QXmlStreamAttribute &a : in.attributes()) {
                const QString n = a.qualifiedName().toString();
                if (n.startsWith(QLatin1String("xmlns")))
                    continue;
                QString v = a.value().toString();
                if (n == QLatin1String("id"))
                    v = prefix + v;
                else
                    v = prefixed(n, v, prefix);
                w.writeAttribute(n, v);
            }
        } else if (in.isEndElement()) {
            --depth;
            if (skipping) {
                --skipping;
                continue;
            }
            w.writeEndElement();
        } else if (in.isCharacters() && !skipping && depth > 1 && !in.isWhitespace()) {
            w.writeCharacters(in.text().toString());
        }
    }
    if (in.hasError() || depth != 0)
        return {};
    return out;
}

} // namespace carcassonne
