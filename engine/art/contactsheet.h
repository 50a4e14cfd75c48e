#pragma once

#include "content/tiledefinition.h"

#include <QByteArray>
#include <QList>

namespace carcassonne {

// One SVG showing many tiles in rows, each with its id and count beneath: for looking over a
// whole package at once.
class ContactSheet
{
public:
    struct Options
    {
        int columns = 8; // cells per row
        int cellPixels = 160;
        bool anchors = false; // mark where figures stand, for checking the layout by eye
    };
    static QByteArray svg(const QList<TileDefinition> &tiles, const Options &options);
};

} // namespace carcassonne
