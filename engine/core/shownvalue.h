#pragma once

#include <QString>
#include <QStringView>

namespace carcassonne {

// A value from a file (an id, a name, a port, a tile) as a message shows it: printable characters
// as they are, a backslash doubled, control characters as \xNN and other unprintable ones (bidi
// overrides, format and unassigned characters, lone surrogates) as \uNNNN or \UNNNNNNNN, so that
// a hostile value can neither drive a terminal nor disguise itself in the window, and cut after
// `maxLength` characters with "...", so that a 50 MB id makes a short message.
QString shownValue(QStringView value, qsizetype maxLength = 80);

} // namespace carcassonne
