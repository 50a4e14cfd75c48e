#include "tileimageprovider.h"

#include "art/figureart.h"
#include "art/iconart.h"
#include "art/tileart.h"
#include "content/packagerepository.h"
#include "core/geometry.h"
#include "state/gamecontent.h"
#include "svgimage.h"

#include <QCache>
#include <QHash>
#include <QMutex>
#include <QQmlEngine>
#include <QTransform>

namespace carcassonne {

namespace {

QMutex registryMutex;
QHash<int, std::shared_ptr<const GameContent>> &registry()
{
    static QHash<int, std::shared_ptr<const GameContent>> contents;
    return contents;
}
int nextNumber = 1;

// Drawn images by id and size; the board asks for one size at a time, so a modest cache holds
// a whole game's tile types.
QMutex cacheMutex;
QCache<QString, QImage> &imageCache()
{
    static QCache<QString, QImage> cache(32 * 1024 * 1024); // cost in bytes
    return cache;
}

} // namespace

TileImageProvider::TileImageProvider() : QQuickImageProvider(QQuickImageProvider::Image) { }

int TileImageProvider::registerContent(std::shared_ptr<const GameContent> content)
{
    QMutexLocker lock(&registryMutex);
    for (auto it = registry().cbegin(); it != registry().cend(); ++it) {
        if (it.value() == content)
            return it.key();
    }
    const int number = nextNumber++;
    registry().insert(number, std::move(content));
    return number;
}

std::shared_ptr<const GameContent> TileImageProvider::content(int number)
{
    QMutexLocker lock(&registryMutex);
    return registry().value(number);
}

void TileImageProvider::install(QQmlEngine *engine)
{
    if (engine && !engine->imageProvider(QStringLiteral("carcassonne")))
        engine->addImageProvider(QStringLiteral("carcassonne"), new TileImageProvider);
}

QImage TileImageProvider::requestImage(const QString &id, QSize *size, const QSize &requestedSize)
{
    const QStringList parts = id.split(QLatin1Char('/'));
    int pixels = std::max(requestedSize.width(), requestedSize.height());
    if (pixels <= 0)
        pixels = 128;
    pixels = std::clamp(pixels, 16, 1024);
    const QString key = id + QLatin1Char('@') + QString::number(pixels);
    {
        QMutexLocker lock(&cacheMutex);
        if (const QImage *cached = imageCache().object(key)) {
            if (size)
                *size = cached->size();
            return *cached;
        }
    }

    QImage image;
    if ((parts.size() == 3 || parts.size() == 4) && parts[0] == QLatin1String("tile")) {
        const auto content = TileImageProvider::content(parts[1].toInt());
        const int type = parts[2].toInt();
        if (content && type >= 0 && type < int(content->tileTypes().size())) {
            const TileType &tile = content->tileType(type);
            const Package *package = nullptr;
            for (const Package &p : content->packages()) {
                if (p.id == tile.packageId)
                    package = &p;
            }
            // A multi-cell tile spans its cells' bounding box; the pixel size is per cell.
            const geometry::CellBox box = geometry::cellBox(tile.definition.cells);
            const int cellsWide = box.width();
            const int cellsHigh = box.height();
            const int cellPixels = std::max(16, pixels / std::max(cellsWide, cellsHigh));
            TileSvgRenderer::Options options;
            options.cellPixels = cellPixels;
            options.edge = true;
            const QByteArray svg = package ? TileArt::svg(*package, tile.definition, options)
                                           : TileArt::svg(tile.definition, options);
            image = SvgImage::render(svg, QSize(cellPixels * cellsWide, cellPixels * cellsHigh));
            // Turned here, not by the view: renderers copy an upright image much faster.
            const int quarterTurns = parts.size() == 4 ? (parts[3].toInt() & 3) : 0;
            if (quarterTurns != 0)
                image = image.transformed(QTransform().rotate(90 * quarterTurns));
        }
    } else if (parts.size() == 3 && parts[0] == QLatin1String("package")) {
        // A tile of a built-in package, for pictures outside a game (the start screen).
        static QMutex repositoryMutex;
        static PackageRepository repository;
        QMutexLocker lock(&repositoryMutex);
        Problems problems;
        const auto package = repository.load(parts[1], &problems);
        const TileDefinition *def = package ? package->tile(parts[2]) : nullptr;
        if (def) {
            TileSvgRenderer::Options options;
            options.cellPixels = pixels;
            image = SvgImage::render(TileArt::svg(*package, *def, options), QSize(pixels, pixels));
        }
    } else if (parts.size() == 2 && parts[0] == QLatin1String("icon")) {
        // A symbol of the tile art alone: "icon/wine", "icon/grain", "icon/cloth", "icon/ghost";
        // else a piece of the board's ("icon/hound", "icon/goal", "icon/tileback").
        static const QHash<QString, TileLayout::Mark> marks{
                {QStringLiteral("wine"), TileLayout::Mark::Wine},
                {QStringLiteral("grain"), TileLayout::Mark::Grain},
                {QStringLiteral("cloth"), TileLayout::Mark::Cloth},
                {QStringLiteral("pennant"), TileLayout::Mark::Pennant},
                {QStringLiteral("ghost"), TileLayout::Mark::Ghost},
                {QStringLiteral("castle"), TileLayout::Mark::Castle},
                {QStringLiteral("graveyard"), TileLayout::Mark::Graveyard}};
        const auto it = marks.constFind(parts[1]);
        const QByteArray svg =
                it != marks.cend() ? IconArt::svg(*it) : IconArt::boardPiece(parts[1]);
        if (!svg.isEmpty())
            image = SvgImage::render(svg, QSize(pixels, pixels));
    } else if (parts.size() == 2 && parts[0] == QLatin1String("board")) {
        // A square of the board that is no tile: "board/startfield", "board/sea", a piece on it
        // ("board/hound", "board/tileback").
        const QByteArray svg = IconArt::boardPiece(parts[1]);
        if (!svg.isEmpty())
            image = SvgImage::render(svg, QSize(pixels, pixels));
    } else if ((parts.size() == 3 || parts.size() == 4) && parts[0] == QLatin1String("figure")) {
        // "figure/meeple/red", "figure/meeple/red/safe" in the colour-blind palette.
        const auto kind = FigureArt::parseKind(parts[1]);
        const auto colour = FigureArt::colourIndex(parts[2]);
        const auto palette = parts.size() == 4 && parts[3] == QLatin1String("safe")
                ? FigureArt::Palette::ColourBlind
                : FigureArt::Palette::Standard;
        if (kind)
            image = SvgImage::render(
                    FigureArt::svg(*kind, colour.value_or(FigureArt::kNeutral), pixels, palette),
                    QSize(pixels, pixels));
    }
    if (image.isNull()) {
        image = QImage(pixels, pixels, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
    }
    {
        QMutexLocker lock(&cacheMutex);
        imageCache().insert(key, new QImage(image), int(image.sizeInBytes()));
    }
    if (size)
        *size = image.size();
    return image;
}

} // namespace carcassonne
