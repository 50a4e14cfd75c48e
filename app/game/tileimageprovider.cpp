#include "tileimageprovider.h"

#include "art/figureart.h"
#include "art/iconart.h"
#include "art/tileart.h"
#include "content/packagerepository.h"
#include "core/geometry.h"
#include "state/gamecontent.h"
#include "svgimage.h"
#include "tileartnotifier.h"

#include <QCache>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QHash>
#include <QMutex>
#include <QPainter>
#include <QQmlEngine>
#include <QSemaphore>
#include <QThread>
#include <QThreadPool>
#include <QTransform>

#include <atomic>

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

std::atomic<int> timeLimitMs{1500};
const QString kPlaceholderText = QStringLiteral("carcassonne-placeholder");

// A plain tile with a question mark, in the size asked: art still being drawn.
QImage placeholder(QSize size)
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(QColor(0xc8, 0xb8, 0x90));
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(QColor(0x6b, 0x5a, 0x3a), std::max(1, size.width() / 64)));
    p.drawRect(QRectF(image.rect()).adjusted(0.5, 0.5, -0.5, -0.5));
    QFont font;
    font.setPixelSize(std::max(8, size.height() / 2));
    p.setFont(font);
    p.drawText(image.rect(), Qt::AlignCenter, QStringLiteral("?"));
    p.end();
    image.setText(kPlaceholderText, QStringLiteral("1"));
    return image;
}

// Draws a tile's SVG on the thread pool and waits at most the time limit. The drawing goes on
// past it and keeps its image under `key`; meanwhile the caller gets the placeholder.
QImage renderWithin(const QByteArray &svg, QSize size, int quarterTurns, const QString &key)
{
    struct Job
    {
        QSemaphore done;
        QImage image;
        std::atomic<bool> late{false}; // the caller stopped waiting: announce the drawing
    };
    auto job = std::make_shared<Job>();
    QThreadPool::globalInstance()->start([job, svg, size, quarterTurns, key]() {
        QImage image = SvgImage::render(svg, size);
        // Turned here, not by the view: renderers copy an upright image much faster.
        if (quarterTurns != 0)
            image = image.transformed(QTransform().rotate(90 * quarterTurns));
        {
            QMutexLocker lock(&cacheMutex);
            imageCache().insert(key, new QImage(image), int(image.sizeInBytes()));
        }
        job->image = image;
        job->done.release();
        if (job->late.exchange(true))
            TileArtNotifier::lateDrawingDone();
    });
    // On the GUI thread (an Image that loads synchronously) a tenth of a second at most, so the
    // window never stalls, and only 5 ms within a second of a wait that ran out (a package of
    // many slow tiles costs one tenth, not one each); on the image reader's thread the limit.
    static QElapsedTimer clock;
    static std::atomic<qint64> lastGuiTimeout{-1};
    const bool gui = QCoreApplication::instance()
            && QThread::currentThread() == QCoreApplication::instance()->thread();
    int wait = timeLimitMs.load();
    if (gui) {
        if (!clock.isValid())
            clock.start();
        const qint64 last = lastGuiTimeout.load();
        wait = std::min(wait, last >= 0 && clock.elapsed() - last < 1000 ? 5 : 100);
    }
    if (job->done.tryAcquire(1, wait))
        return job->image;
    if (job->late.exchange(true)) // it finished just now
        return job->image;
    if (gui)
        lastGuiTimeout = clock.elapsed();
    return placeholder(quarterTurns % 2 ? size.transposed() : size);
}

} // namespace

void TileImageProvider::setTimeLimit(int milliseconds)
{
    timeLimitMs = std::max(1, milliseconds);
}

int TileImageProvider::timeLimit()
{
    return timeLimitMs;
}

bool TileImageProvider::isPlaceholder(const QImage &image)
{
    return !image.text(kPlaceholderText).isEmpty();
}

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

QImage TileImageProvider::requestImage(const QString &fullId, QSize *size,
                                       const QSize &requestedSize)
{
    // "?g=N" only makes a view ask again after a late drawing (TileArtNotifier).
    const QString id = fullId.section(QLatin1Char('?'), 0, 0);
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
            const int quarterTurns = parts.size() == 4 ? (parts[3].toInt() & 3) : 0;
            // A package's own art may be slow to draw: the pool draws it and keeps it, the
            // caller waits at most the time limit.
            image = renderWithin(svg, QSize(cellPixels * cellsWide, cellPixels * cellsHigh),
                                 quarterTurns, key);
            if (size)
                *size = image.size();
            return image;
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
    } else if ((parts.size() == 4 || parts.size() == 5) && parts[0] == QLatin1String("ownfigure")) {
        // "ownfigure/<content>/<index>/<colour>[/safe]": a package's figure from its own SVG,
        // its currentColor in the player's colour.
        const auto content = TileImageProvider::content(parts[1].toInt());
        const QByteArray art = content ? content->ownFigureArt(parts[2].toInt()) : QByteArray();
        const auto colour = FigureArt::colourIndex(parts[3]);
        const auto palette = parts.size() == 5 && parts[4] == QLatin1String("safe")
                ? FigureArt::Palette::ColourBlind
                : FigureArt::Palette::Standard;
        if (!art.isEmpty()) {
            QByteArray svg = art;
            svg.replace("currentColor",
                        FigureArt::colourValue(colour.value_or(0), palette).toLatin1());
            image = SvgImage::render(svg, QSize(pixels, pixels));
        }
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
