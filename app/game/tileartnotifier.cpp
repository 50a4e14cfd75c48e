#include "tileartnotifier.h"

#include <QCoreApplication>

#include <atomic>

namespace carcassonne {

namespace {

std::atomic<int> lateDrawings{0};

} // namespace

TileArtNotifier *TileArtNotifier::instance()
{
    static TileArtNotifier *notifier = [] {
        auto *n = new TileArtNotifier;
        if (QCoreApplication::instance())
            n->moveToThread(QCoreApplication::instance()->thread());
        return n;
    }();
    return notifier;
}

int TileArtNotifier::generation()
{
    return lateDrawings.load();
}

void TileArtNotifier::lateDrawingDone()
{
    ++lateDrawings;
    TileArtNotifier *n = instance();
    QMetaObject::invokeMethod(
            n, [n] { emit n->drawn(); }, Qt::QueuedConnection);
}

} // namespace carcassonne
