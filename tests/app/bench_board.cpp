// Measures the game window (not a pass/fail test; see docs/board-performance.md):
//  1. a whole base game played through the real window (every player's moves made by a greedy
//     bot through the controller, as a human's clicks would be), then the peak resident memory;
//  2. frame times while panning and zooming over a board of 300+ tiles (a copy of the base
//     package with five times the tiles), one change per frame, on whatever Qt Quick backend the
//     environment selects (QT_QUICK_BACKEND=software for the software renderer).
#include "application.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cstdio>
#include <vector>

namespace {

long peakRssKb()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').first().toLong();
    }
    return -1;
}

// A copy of the base package with every count multiplied, under another id.
QString makeBigPackage(const QString &folder, int factor)
{
    const QString source = QStringLiteral(CARCASSONNE_SOURCE_DIR "/resources/packages/base");
    const QString target = folder + QStringLiteral("/bigbase");
    QDir().mkpath(target);
    for (const QString &name : QDir(source).entryList(QDir::Files)) {
        QFile in(source + QLatin1Char('/') + name);
        in.open(QIODevice::ReadOnly);
        QJsonDocument doc = QJsonDocument::fromJson(in.readAll());
        QJsonObject o = doc.object();
        if (name == QLatin1String("manifest.json")) {
            o.insert(QStringLiteral("id"), QStringLiteral("bigbase"));
        } else if (name == QLatin1String("tiles.json")) {
            QJsonArray tiles = o.value(QStringLiteral("tiles")).toArray();
            for (auto &&t : tiles) {
                QJsonObject tile = t.toObject();
                tile.insert(QStringLiteral("count"),
                            tile.value(QStringLiteral("count")).toInt() * factor);
                t = tile;
            }
            o.insert(QStringLiteral("tiles"), tiles);
        }
        QFile out(target + QLatin1Char('/') + name);
        out.open(QIODevice::WriteOnly);
        out.write(QJsonDocument(o).toJson());
    }
    return target;
}

bool playToEnd(QObject *game, int maxTiles)
{
    QElapsedTimer clock;
    clock.start();
    // The turn and the board are the controller's models (TurnModel, BoardModel).
    QObject *turn = game->property("turn").value<QObject *>();
    QObject *board = game->property("board").value<QObject *>();
    while (turn->property("phase").toString() != QLatin1String("gameOver")
           && clock.elapsed() < 600000) {
        bool ok = false;
        QMetaObject::invokeMethod(turn, "playFor", Q_RETURN_ARG(bool, ok),
                                  Q_ARG(QString, QStringLiteral("ai:greedy")));
        QCoreApplication::processEvents();
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
FrameStats measure(QQuickWindow *window, QQuickItem *board, int frames, bool zoom)
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
            board->setProperty("zoom", startZoom * (1.0 + 0.5 * std::sin(step / 20.0)));
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

    // The big board.
    const QString big = makeBigPackage(dir.path(), 5);
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
    if (!playToEnd(game, 300))
        return 1;
    auto *board = window->findChild<QQuickItem *>(QStringLiteral("board"));
    QObject *tiles =
            game->property("board").value<QObject *>()->property("tiles").value<QObject *>();
    QMetaObject::invokeMethod(board, "fit");
    QTest::qWait(300);
    board->setProperty("zoom",
                       board->property("zoom").toReal() * 1.6); // part of it, as when playing
    QTest::qWait(300);
    const FrameStats pan = measure(window, board, 300, false);
    const FrameStats zoom = measure(window, board, 300, true);
    std::printf("board of %d tiles, %dx%d window, backend %s\n", tiles->property("count").toInt(),
                window->width(), window->height(),
                qPrintable(QQuickWindow::sceneGraphBackend().isEmpty()
                                   ? QStringLiteral("default")
                                   : QQuickWindow::sceneGraphBackend()));
    std::printf("pan : %d frames, mean %.2f ms, median %.2f ms, p95 %.2f ms, max %.2f ms\n",
                pan.frames, pan.mean, pan.p50, pan.p95, pan.max);
    std::printf("zoom: %d frames, mean %.2f ms, median %.2f ms, p95 %.2f ms, max %.2f ms\n",
                zoom.frames, zoom.mean, zoom.p50, zoom.p95, zoom.max);
    std::printf("peak RSS %ld MB\n", peakRssKb() / 1024);
    return 0;
}
