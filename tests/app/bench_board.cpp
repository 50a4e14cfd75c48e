// Measures the game window (not a pass/fail test; see docs/board-performance.md):
//  1. a whole base game played through the real window (every player's moves made by a greedy
//     bot through the controller, as a human's clicks would be), then the peak resident memory;
//  2. frame times while panning and zooming over a board of 300+ tiles (a copy of the base
//     package with five times the tiles), one change per frame, on whatever Qt Quick backend the
//     environment selects (QT_QUICK_BACKEND=software for the software renderer).
// Options: --tiles N[,M...] (default 300) measures boards of those sizes in turn, each in a new
// game on a copy of the base package with enough tiles (the 300 board on base x5 as before);
// for each: the time to play it through the window and to show it again from its record, frames
// at the view used since 2026-11 (fit, then 1.6x), at tiles' size when playing (zoom 1) and
// zoomed out (fit, at most as far as the view goes), resident and heap memory, and per tile
// against the first board. --frames N (default 300) frames a measure.
#include "application.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <malloc.h>
#include <sys/resource.h>
#include <vector>

namespace {

long statusKb(const char *field)
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray key = QByteArray(field) + ':';
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith(key))
            return line.mid(key.size()).trimmed().split(' ').first().toLong();
    }
    return -1;
}

long peakRssKb()
{
    return statusKb("VmHWM");
}

long rssKb()
{
    return statusKb("VmRSS");
}

// Bytes the heap has handed out and not had back (the main arena and mmapped blocks): unlike
// the resident size it falls when a board is freed, so a difference of two is what they hold.
long heapKb()
{
    malloc_trim(0);
    const struct mallinfo2 m = mallinfo2();
    return long((m.uordblks + m.hblkhd) / 1024);
}

double cpuSeconds()
{
    struct rusage u;
    getrusage(RUSAGE_SELF, &u);
    return u.ru_utime.tv_sec + u.ru_stime.tv_sec + (u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

// The view left alone for `ms`: the frames drawn meanwhile and the processor time used (what the
// board's animations cost while the player thinks).
void atRest(QQuickWindow *window, int ms, int *frames, double *cpuPercent)
{
    int n = 0;
    auto conn = QObject::connect(window, &QQuickWindow::frameSwapped, window, [&] { ++n; });
    const double cpu = cpuSeconds();
    QElapsedTimer clock;
    clock.start();
    // An event loop that sleeps while nothing happens: a loop of processEvents() would spin
    // and count its own polling as the board's.
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
    QObject::disconnect(conn);
    *frames = n;
    *cpuPercent = 100 * (cpuSeconds() - cpu) / (clock.elapsed() / 1000.0);
}

int countItems(QQuickItem *item)
{
    int n = 1;
    for (QQuickItem *child : item->childItems())
        n += countItems(child);
    return n;
}

// A copy of the base package with every count multiplied, under another id; a type whose count
// would pass 500 (a package's limit) is copied under new ids ("V", "V-2", ...) for the rest.
QString makeBigPackage(const QString &folder, int factor)
{
    const QString source = QStringLiteral(CARCASSONNE_SOURCE_DIR "/resources/packages/base");
    const QString packageId =
            factor == 5 ? QStringLiteral("bigbase") : QStringLiteral("bigbase%1").arg(factor);
    const QString target = folder + QLatin1Char('/') + packageId;
    QDir().mkpath(target);
    for (const QString &name : QDir(source).entryList(QDir::Files)) {
        QFile in(source + QLatin1Char('/') + name);
        in.open(QIODevice::ReadOnly);
        QJsonDocument doc = QJsonDocument::fromJson(in.readAll());
        QJsonObject o = doc.object();
        if (name == QLatin1String("manifest.json")) {
            o.insert(QStringLiteral("id"), packageId);
        } else if (name == QLatin1String("tiles.json")) {
            const QJsonArray tiles = o.value(QStringLiteral("tiles")).toArray();
            QJsonArray copied;
            for (const QJsonValue &t : tiles) {
                const QJsonObject tile = t.toObject();
                int count = tile.value(QStringLiteral("count")).toInt() * factor;
                for (int copy = 1; count > 0; ++copy) {
                    QJsonObject part = tile;
                    if (copy > 1)
                        part.insert(QStringLiteral("id"),
                                    tile.value(QStringLiteral("id")).toString()
                                            + QStringLiteral("-%1").arg(copy));
                    part.insert(QStringLiteral("count"), std::min(count, 500));
                    count -= 500;
                    copied.append(part);
                }
            }
            o.insert(QStringLiteral("tiles"), copied);
        }
        QFile out(target + QLatin1Char('/') + name);
        out.open(QIODevice::WriteOnly);
        out.write(QJsonDocument(o).toJson());
    }
    return target;
}

// Milliseconds the last moves of playToEnd took (the bot's choice, the models' refresh and
// whatever the window did meanwhile), the last 100 at most.
std::vector<double> lastMoves;

bool playToEnd(QObject *game, int maxTiles)
{
    lastMoves.clear();
    QElapsedTimer move;
    QElapsedTimer clock;
    clock.start();
    // The turn and the board are the controller's models (TurnModel, BoardModel).
    QObject *turn = game->property("turn").value<QObject *>();
    QObject *board = game->property("board").value<QObject *>();
    while (turn->property("phase").toString() != QLatin1String("gameOver")
           && clock.elapsed() < 600000) {
        bool ok = false;
        move.start();
        QMetaObject::invokeMethod(turn, "playFor", Q_RETURN_ARG(bool, ok),
                                  Q_ARG(QString, QStringLiteral("ai:greedy")));
        QCoreApplication::processEvents();
        // What QML let go of (the delegates of legal positions gone) is deleted by the event
        // loop, which a bench outside exec() must run by hand: else it piles up.
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        if (lastMoves.size() == 100)
            lastMoves.erase(lastMoves.begin());
        lastMoves.push_back(move.nsecsElapsed() / 1e6);
        if (!ok)
            return false;
        QObject *tiles = board->property("tiles").value<QObject *>();
        if (maxTiles > 0 && tiles->property("count").toInt() >= maxTiles
            && turn->property("phase").toString() == QLatin1String("placeTile"))
            return true;
    }
    return true;
}

struct FrameStats
{
    double mean = 0, p50 = 0, p95 = 0, max = 0;
    int frames = 0;
};

// Changes the view once per frame and records the time between frames.
// Zooming goes between (zoomMiddle - 0.5) and (zoomMiddle + 0.5) times the zoom it starts at.
FrameStats measure(QQuickWindow *window, QQuickItem *board, int frames, bool zoom,
                   double zoomMiddle = 1.0)
{
    std::vector<double> times;
    QElapsedTimer clock;
    int step = 0;
    const qreal panX = board->property("panX").toReal();
    const qreal startZoom = board->property("zoom").toReal();
    auto conn = QObject::connect(window, &QQuickWindow::frameSwapped, board, [&] {
        if (step > 0)
            times.push_back(clock.nsecsElapsed() / 1e6);
        clock.restart();
        ++step;
        if (zoom)
            board->setProperty("zoom", startZoom * (zoomMiddle + 0.5 * std::sin(step / 20.0)));
        else
            board->setProperty("panX", panX + 300 * std::sin(step / 25.0));
        window->update();
    });
    window->update();
    QElapsedTimer guard;
    guard.start();
    while (int(times.size()) < frames && guard.elapsed() < 120000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
    QObject::disconnect(conn);
    FrameStats s;
    if (times.empty())
        return s;
    std::vector<double> sorted = times;
    std::sort(sorted.begin(), sorted.end());
    double sum = 0;
    for (double t : times)
        sum += t;
    s.frames = int(times.size());
    s.mean = sum / times.size();
    s.p50 = sorted[sorted.size() / 2];
    s.p95 = sorted[std::min(sorted.size() - 1, sorted.size() * 95 / 100)];
    s.max = sorted.back();
    return s;
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    Carcassonne::setApplicationMetadata();
    Carcassonne::applyQuickControlsStyle();
    QTemporaryDir dir;
    qputenv("XDG_DATA_HOME", dir.filePath(QStringLiteral("data")).toUtf8());

    const QJsonObject setup{
            {QStringLiteral("players"),
             QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("A")},
                                    {QStringLiteral("color"), QStringLiteral("red")},
                                    {QStringLiteral("kind"), QStringLiteral("human")}},
                        QJsonObject{{QStringLiteral("name"), QStringLiteral("B")},
                                    {QStringLiteral("color"), QStringLiteral("blue")},
                                    {QStringLiteral("kind"), QStringLiteral("human")}}}},
            {QStringLiteral("seed"), QStringLiteral("3")}};
    QQmlApplicationEngine engine;
    Carcassonne::loadMainWindow(
            engine,
            {{QStringLiteral("startSetup"),
              QString::fromUtf8(QJsonDocument(setup).toJson(QJsonDocument::Compact))}});
    auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().value(0));
    if (!window)
        return 1;
    if (!QTest::qWaitForWindowExposed(window))
        return 1;
    QObject *game = window->findChild<QObject *>(QStringLiteral("gameController"));
    QElapsedTimer clock;
    clock.start();
    if (!playToEnd(game, 0))
        return 1;
    QTest::qWait(500);
    std::printf("full base game through the window: %lld ms, peak RSS %ld MB\n", clock.elapsed(),
                peakRssKb() / 1024);

    // The big boards.
    QList<int> sizes;
    int frames = 300;
    // --records DIR: each board's record is kept there (board3000.json), and a later run with
    // the same DIR opens it instead of playing the board again (the frames are the same board's).
    QString records;
    QString shots; // --shots DIR: the window at fit and at zoom 1 (boardN-fit.png, boardN-1.png)
    const QStringList args = app.arguments();
    for (int i = 1; i + 1 < args.size(); ++i) {
        if (args[i] == QLatin1String("--tiles")) {
            for (const QString &n : args[i + 1].split(QLatin1Char(',')))
                sizes.append(n.toInt());
        } else if (args[i] == QLatin1String("--frames")) {
            frames = args[i + 1].toInt();
        } else if (args[i] == QLatin1String("--shots")) {
            shots = args[i + 1];
        } else if (args[i] == QLatin1String("--records")) {
            records = args[i + 1];
        }
    }
    if (sizes.isEmpty())
        sizes.append(300);
    std::printf("backend %s, %dx%d window\n",
                qPrintable(QQuickWindow::sceneGraphBackend().isEmpty()
                                   ? QStringLiteral("default")
                                   : QQuickWindow::sceneGraphBackend()),
                window->width(), window->height());
    auto *board = window->findChild<QQuickItem *>(QStringLiteral("board"));
    QObject *tiles =
            game->property("board").value<QObject *>()->property("tiles").value<QObject *>();
    const auto print = [](const char *what, const FrameStats &f) {
        std::printf("  %-34s %d frames, mean %.2f ms, median %.2f ms, p95 %.2f ms, max %.2f ms\n",
                    what, f.frames, f.mean, f.p50, f.p95, f.max);
    };
    int firstTiles = 0;
    long firstHeap = 0, firstRss = 0;
    for (const int size : std::as_const(sizes)) {
        // Base x5 (360 tiles) for the 300 board as before; else a quarter more than asked.
        const int factor = size <= 300 ? 5 : int(std::ceil(size * 1.25 / 72));
        const QString big = makeBigPackage(dir.path(), factor);
        QString id;
        QMetaObject::invokeMethod(game, "addPackagePath", Q_RETURN_ARG(QString, id),
                                  Q_ARG(QString, big));
        QVariantMap map = setup.toVariantMap();
        map.insert(QStringLiteral("packages"), QStringList{id});
        bool started = false;
        QMetaObject::invokeMethod(game, "startGame", Q_RETURN_ARG(bool, started),
                                  Q_ARG(QVariantMap, map));
        if (!started)
            return 1;
        // The end-of-game panel of the first game may be up; the board is what we measure.
        if (QObject *panel = window->findChild<QObject *>(QStringLiteral("endGamePanel")))
            panel->setProperty("visible", false);
        const QString kept =
                records.isEmpty() ? QString() : records + QStringLiteral("/board%1.json").arg(size);
        clock.restart();
        if (!kept.isEmpty() && QFile::exists(kept)) {
            lastMoves.clear();
            bool loaded = false;
            QMetaObject::invokeMethod(game, "loadGame", Q_RETURN_ARG(bool, loaded),
                                      Q_ARG(QString, kept));
            if (!loaded)
                return 1;
        } else if (!playToEnd(game, size)) {
            return 1;
        }
        const qint64 playMs = lastMoves.empty() ? -1 : clock.elapsed();
        double moveMs = 0;
        for (double t : lastMoves)
            moveMs += t / lastMoves.size();
        QTest::qWait(300);
        const int count = tiles->property("count").toInt();
        const int placements = game->property("board")
                                       .value<QObject *>()
                                       ->property("placements")
                                       .value<QObject *>()
                                       ->property("count")
                                       .toInt();

        // Shown again from its record: the time to read and replay it and to its first frame.
        const QString record = dir.filePath(QStringLiteral("board%1.json").arg(size));
        bool saved = false;
        QMetaObject::invokeMethod(game, "saveGame", Q_RETURN_ARG(bool, saved),
                                  Q_ARG(QString, record));
        if (saved && !kept.isEmpty() && !QFile::exists(kept)) {
            QDir().mkpath(records);
            QFile::copy(record, kept);
        }
        qint64 loadMs = -1, firstFrameMs = -1;
        if (saved) {
            QElapsedTimer show;
            bool framed = false;
            auto conn = QObject::connect(window, &QQuickWindow::frameSwapped, window, [&] {
                if (!framed)
                    firstFrameMs = show.elapsed();
                framed = true;
            });
            bool loaded = false;
            show.start();
            QMetaObject::invokeMethod(game, "loadGame", Q_RETURN_ARG(bool, loaded),
                                      Q_ARG(QString, record));
            loadMs = show.elapsed();
            window->update();
            QElapsedTimer guard;
            guard.start();
            while (!framed && guard.elapsed() < 60000)
                QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
            QObject::disconnect(conn);
            if (!loaded || tiles->property("count").toInt() != count)
                std::printf("(the record of the %d-tile board did not load back whole)\n", count);
        }
        QTest::qWait(300);

        QMetaObject::invokeMethod(board, "fit");
        QTest::qWait(300);
        const qreal fitZoom = board->property("zoom").toReal();
        const int items = countItems(board);
        // At rest: once the legal positions' few pulses are over, nothing should draw.
        if (QObject *lit = board->findChild<QObject *>(QStringLiteral("legalPositions"))) {
            QElapsedTimer pulse;
            pulse.start();
            while (lit->property("pulsing").toBool() && pulse.elapsed() < 10000)
                QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        }
        int restFrames = 0;
        double restCpu = 0;
        atRest(window, 3000, &restFrames, &restCpu);
        board->setProperty("zoom", fitZoom * 1.6); // part of it, as when playing
        QTest::qWait(300);
        const FrameStats pan = measure(window, board, frames, false);
        const FrameStats zoom = measure(window, board, frames, true);
        // Tiles at the size they have when playing (zoom 1), the middle of the board in view.
        QMetaObject::invokeMethod(board, "fit");
        QTest::qWait(100);
        const qreal centreX = board->property("panX").toReal(),
                    centreY = board->property("panY").toReal();
        board->setProperty("zoom", 1.0);
        board->setProperty("panX", board->width() / 2 - (board->width() / 2 - centreX) / fitZoom);
        board->setProperty("panY", board->height() / 2 - (board->height() / 2 - centreY) / fitZoom);
        QTest::qWait(300);
        if (!shots.isEmpty())
            window->grabWindow().save(shots + QStringLiteral("/board%1-1.png").arg(size));
        const FrameStats pan1 = measure(window, board, frames, false);
        QTest::qWait(300);
        const long rss1 = rssKb(), heap1 = heapKb(); // as played: the board's items, no pictures
        // As far out as Fit goes (for a big board, the view's least zoom): every tile in view.
        QMetaObject::invokeMethod(board, "fit");
        QTest::qWait(300);
        if (!shots.isEmpty())
            window->grabWindow().save(shots + QStringLiteral("/board%1-fit.png").arg(size));
        const FrameStats panOut = measure(window, board, frames, false);
        const FrameStats zoomOut = measure(window, board, frames, true, 1.5);
        QMetaObject::invokeMethod(board, "fit");
        QTest::qWait(300);
        const long rss = rssKb(), heap = heapKb();

        std::printf("board of %d tiles (base x%d), %d legal positions shown, %d items in the "
                    "board view\n",
                    count, factor, placements, items);
        std::printf("  played through the window in %.1f s (the last %d moves %.1f ms each); "
                    "from its record: loaded in %lld ms, first frame at %lld ms\n",
                    playMs / 1000.0, int(lastMoves.size()), moveMs, loadMs, firstFrameMs);
        std::printf("  at rest (fit), 3 s: %d frames, processor %.0f%%\n", restFrames, restCpu);
        print("pan  (fit x1.6):", pan);
        std::printf("    (fit zoom %.3f, so x1.6 = %.3f)\n", fitZoom, fitZoom * 1.6);
        print("zoom (fit x1.6, 0.5-1.5x):", zoom);
        print("pan  (zoom 1, tiles as played):", pan1);
        print("pan  (fit, zoomed out):", panOut);
        print("zoom (fit, 1-2x):", zoomOut);
        std::printf("  at zoom 1: RSS %ld MB, heap in use %ld MB; at fit: RSS %ld MB, heap in use "
                    "%ld MB; peak RSS %ld MB\n",
                    rss1 / 1024, heap1 / 1024, rss / 1024, heap / 1024, peakRssKb() / 1024);
        if (firstTiles == 0) {
            firstTiles = count;
            firstHeap = heap1;
            firstRss = rss1;
        } else if (count > firstTiles) {
            std::printf("  a tile more than the %d board, at zoom 1: heap %.1f KB, RSS %.1f KB\n",
                        firstTiles, double(heap1 - firstHeap) / (count - firstTiles),
                        double(rss1 - firstRss) / (count - firstTiles));
        }
        std::fflush(stdout);
    }
    return 0;
}
