#pragma once

#include "core/message.h"

#include <QList>
#include <QString>

namespace carcassonne {

// A problem found in content or a record: where, and what as a Message (its English for logs
// and the command line, message.toString(); the UI translates its code, EngineMessages).
struct Problem
{
    QString file; // file inside the package or the record's path
    QString tile; // tile id, when the problem is in a tile
    QString field; // JSON path of the field, e.g. "features[2].ports"
    Message message;

    // Where and what as one message ("tiles.json: tile U: count: ..."), the place plain, the
    // framing and the message translatable; its English is toString().
    Message toMessage() const;
    QString toString() const;
};

using Problems = QList<Problem>;

// Several problems as one message, "; " between them, or a line each.
Message problemsMessage(const Problems &problems, bool lines = false);

} // namespace carcassonne
