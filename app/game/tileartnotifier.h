#pragma once

#include <QObject>

namespace carcassonne {

// Says when tile art that took longer than the image provider's time limit is drawn at last
// (TileImageProvider): the views ask for its picture again, which now comes from the cache.
// One for the program; it lives on the GUI thread and hears the pool by queued calls.
class TileArtNotifier : public QObject
{
    Q_OBJECT
public:
    static TileArtNotifier *instance();
    // How many late drawings there were: picture ids carry it, so a view asks anew.
    static int generation();
    // From any thread: one more late drawing, announced on the GUI thread.
    static void lateDrawingDone();

signals:
    void drawn();
};

} // namespace carcassonne
