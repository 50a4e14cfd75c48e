#include "rendercommand.h"

#include "art/contactsheet.h"
#include "art/figureart.h"
#include "art/tileart.h"
#include "commandoptions.h"
#include "content/packagerepository.h"
#include "svgimage.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImage>
#include <QMap>

#include <algorithm>
#include <optional>

namespace carcassonne {

namespace {

std::optional<int> wholeNumber(const QStringList &values, int fallback)
{
    if (values.isEmpty())
        return fallback;
    bool ok = false;
    const int n = values.front().toInt(&ok);
    return ok && values.size() == 1 ? std::optional<int>(n) : std::nullopt;
}

// A sheet of every figure in every colour, and the neutral ones.
QByteArray figureSheet(int pixels, FigureArt::Palette palette)
{
    const int kinds = int(FigureArtKind::Count);
    const int colours = FigureArt::kColourCount + 1;
    QByteArray out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "
                     "xmlns=\"http://www.w3.org/2000/svg\" version=\"1.2\" baseProfile=\"tiny\" "
                     "width=\""
            + QByteArray::number(colours * pixels) + "\" height=\""
            + QByteArray::number(kinds * pixels) + "\" viewBox=\"0 0 "
            + QByteArray::number(colours * 110) + ' ' + QByteArray::number(kinds * 110)
            + "\"><rect width=\"" + QByteArray::number(colours * 110) + "\" height=\""
            + QByteArray::number(kinds * 110) + "\" fill=\"#8dbd57\"/>";
    for (int k = 0; k < kinds; ++k) {
        for (int c = 0; c < colours; ++c) {
            const int colour = c < FigureArt::kColourCount ? c : FigureArt::kNeutral;
            out += "<g transform=\"translate(" + QByteArray::number(c * 110 + 5) + ' '
                    + QByteArray::number(k * 110 + 5) + ")\">"
                    + FigureArt::elements(FigureArtKind(k), colour, palette) + "</g>";
        }
    }
    out += "</svg>\n";
    return out;
}

} // namespace

QString RenderCommand::usageLine()
{
    return QStringLiteral("  carcassonne-cli render --packages base[,..] [--tile base/D] "
                          "[--rotation 0|90|180|270] [--sheet [--anchors]] [--columns N] "
                          "[--figures [--colour-blind]] "
                          "[--size PX] [--bench [N]] --out FILE.svg|FILE.png\n");
}

int RenderCommand::usage(const QString &message)
{
    m_err << "carcassonne-cli render: " << message << Qt::endl << "usage:\n" << usageLine();
    m_err.flush();
    return 2;
}

int RenderCommand::write(const QByteArray &svg, const QString &path)
{
    if (path.endsWith(QStringLiteral(".png"), Qt::CaseInsensitive)) {
        if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance())) {
            m_err << "render: PNG output needs the GUI libraries (run as carcassonne-cli render)"
                  << Qt::endl;
            return 1;
        }
        const QImage image = SvgImage::render(svg);
        if (image.isNull()) {
            m_err << "render: Qt Svg could not read the generated SVG" << Qt::endl;
            return 1;
        }
        if (!image.save(path)) {
            m_err << path << ": cannot write the image" << Qt::endl;
            return 1;
        }
        return 0;
    }
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(svg) != svg.size()) {
        m_err << path << ": cannot write the file" << Qt::endl;
        return 1;
    }
    return 0;
}

int RenderCommand::run(const QStringList &args)
{
    const CommandOptions o = CommandOptions::parse(
            args,
            {QStringLiteral("packages"), QStringLiteral("tile"), QStringLiteral("rotation"),
             QStringLiteral("out"), QStringLiteral("size"), QStringLiteral("sheet"),
             QStringLiteral("columns"), QStringLiteral("bench"), QStringLiteral("figures"),
             QStringLiteral("colour-blind"), QStringLiteral("anchors")});
    if (!o.error().isEmpty())
        return usage(o.error());
    const QString outPath = o.values(QStringLiteral("out")).value(0);
    const bool bench = o.has(QStringLiteral("bench"));
    if (outPath.isEmpty() && !bench)
        return usage(QStringLiteral("--out names the file to write (.svg or .png)"));
    if (!outPath.isEmpty() && !outPath.endsWith(QStringLiteral(".svg"), Qt::CaseInsensitive)
        && !outPath.endsWith(QStringLiteral(".png"), Qt::CaseInsensitive))
        return usage(QStringLiteral("--out must end in .svg or .png"));
    const auto size = wholeNumber(o.values(QStringLiteral("size")), 256);
    const auto columns = wholeNumber(o.values(QStringLiteral("columns")), 8);
    const auto degrees = wholeNumber(o.values(QStringLiteral("rotation")), 0);
    const auto rounds = wholeNumber(o.values(QStringLiteral("bench")), 50);
    const auto quarterTurns = degrees ? geometry::quarterTurnsFromDegrees(*degrees) : std::nullopt;
    if (!size || *size < 8 || *size > 4096)
        return usage(QStringLiteral("--size takes pixels per cell, 8 to 4096"));
    if (!columns || *columns < 1)
        return usage(QStringLiteral("--columns takes a whole number"));
    if (!quarterTurns)
        return usage(QStringLiteral("--rotation takes 0, 90, 180 or 270"));
    if (!rounds || *rounds < 1)
        return usage(QStringLiteral("--bench takes a number of rounds"));

    if (o.has(QStringLiteral("figures")))
        return write(figureSheet(*size,
                                 o.has(QStringLiteral("colour-blind"))
                                         ? FigureArt::Palette::ColourBlind
                                         : FigureArt::Palette::Standard),
                     outPath);

    // Packages by id or path; the tiles shown are those of the packages named.
    PackageRepository repository;
    Problems problems;
    const QStringList ids =
            CommandOptions::packageIds(o.values(QStringLiteral("packages")), repository, &problems)
                    .value_or(QStringList{});
    if (ids.isEmpty() && problems.isEmpty())
        return usage(QStringLiteral("--packages names the packages to draw"));
    const auto packages = problems.isEmpty() ? repository.resolve(ids, &problems) : std::nullopt;
    if (!packages) {
        for (const Problem &p : std::as_const(problems))
            m_err << p.toString() << Qt::endl;
        return 1;
    }
    QList<TileDefinition> tiles;
    QList<const Package *> owners;
    for (const Package &p : *packages) {
        if (!ids.contains(p.id))
            continue;
        for (const TileDefinition &t : p.tiles) {
            tiles << t;
            owners << &p;
        }
    }

    if (bench) {
        // SVG generation only: every tile type once per round, and every copy once per round
        // (the package's tile count), best of the rounds.
        qint64 bestTypes = std::numeric_limits<qint64>::max();
        qint64 bestCopies = std::numeric_limits<qint64>::max();
        qint64 bytes = 0;
        int copies = 0;
        for (const TileDefinition &t : std::as_const(tiles))
            copies += t.count;
        QElapsedTimer timer;
        for (int r = 0; r < *rounds; ++r) {
            timer.start();
            bytes = 0;
            for (const TileDefinition &t : std::as_const(tiles))
                bytes += TileArt::svg(t).size();
            bestTypes = std::min(bestTypes, timer.nsecsElapsed());
            timer.start();
            for (const TileDefinition &t : std::as_const(tiles)) {
                for (int c = 0; c < t.count; ++c)
                    bytes += TileArt::svg(t).size() > 0 ? 0 : 1;
            }
            bestCopies = std::min(bestCopies, timer.nsecsElapsed());
        }
        m_out << "packages " << ids.join(QLatin1Char(',')) << ": " << tiles.size()
              << " tile types (" << bytes / 1024 << " KiB of SVG), " << copies << " tiles, best of "
              << *rounds << " rounds" << Qt::endl;
        m_out << "all tile types " << QString::number(double(bestTypes) / 1e6, 'f', 2)
              << " ms, all " << copies << " tiles "
              << QString::number(double(bestCopies) / 1e6, 'f', 2) << " ms" << Qt::endl;
        if (outPath.isEmpty())
            return 0;
    }

    if (o.has(QStringLiteral("sheet"))) {
        ContactSheet::Options options;
        options.columns = *columns;
        options.cellPixels = *size;
        options.anchors = o.has(QStringLiteral("anchors"));
        return write(ContactSheet::svg(tiles, options), outPath);
    }

    const QString tileName = o.values(QStringLiteral("tile")).value(0);
    if (tileName.isEmpty())
        return usage(QStringLiteral("--tile names the tile to draw (or use --sheet)"));
    const qsizetype slash = tileName.indexOf(QLatin1Char('/'));
    const QString packageId = slash >= 0 ? tileName.left(slash) : QString();
    const QString tileId = slash >= 0 ? tileName.mid(slash + 1) : tileName;
    for (qsizetype i = 0; i < tiles.size(); ++i) {
        if (tiles[i].id == tileId && (packageId.isEmpty() || owners[i]->id == packageId)) {
            TileSvgRenderer::Options options;
            options.quarterTurns = *quarterTurns;
            options.cellPixels = *size;
            return write(TileArt::svg(*owners[i], tiles[i], options), outPath);
        }
    }
    m_err << "render: no tile '" << tileName << "' in " << ids.join(QLatin1Char(',')) << Qt::endl;
    return 1;
}

} // namespace carcassonne
