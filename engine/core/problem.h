#pragma once

#include <QList>
#include <QString>

namespace carcassonne {

// A problem found in content or a record. Messages are technical English for logs and the
// command line; the UI shows them next to the location fields, which it can translate around.
struct Problem
{
    QString file; // file inside the package or the record's path
    QString tile; // tile id, when the problem is in a tile
    QString field; // JSON path of the field, e.g. "features[2].ports"
    QString message;

    QString toString() const;
};

using Problems = QList<Problem>;

} // namespace carcassonne
