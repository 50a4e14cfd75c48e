#pragma once

#include <QString>
#include <QStringList>

namespace carcassonne {

// The record format's player colour names and the colours the window paints them in (the
// figure art's own palette, so panels match the figures on the board).
class PlayerColours
{
public:
    static QStringList names();
    static QString value(const QString &name);
};

} // namespace carcassonne
