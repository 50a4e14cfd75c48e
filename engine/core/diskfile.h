#pragma once

#include "message.h"

#include <QByteArray>
#include <QString>

#include <optional>

class QSaveFile;

namespace carcassonne {

// Files written whole or not at all, and read only when they are what they claim to be. Every
// writer of a record or a package goes through `write` or `finish`, every reader of a saved
// game through `read` (docs/reliability.md, "Writing files" and "Game records").
class DiskFile
{
public:
    // Opens `file` for writing, unbuffered: a write that fails (a full disk) says so at once,
    // not at QSaveFile::commit, which in Qt 6.4 renames a file whose last flush failed over
    // the old one and reports success. False with `error` set when it cannot be opened.
    static bool open(QSaveFile &file, Message *error);
    // Writes `bytes` into `file` (opened by `open`), checking every write, then flushes, syncs
    // the data to the disk and renames the file over the old one. On any failure the old file
    // stays as it was, the temporary file is removed and `error` says why
    // ("cannot write 'PATH': REASON").
    static bool finish(QSaveFile &file, const QByteArray &bytes, Message *error);
    // `open` and `finish` in one (the folder must exist).
    static bool write(const QString &path, const QByteArray &bytes, Message *error);
    // Removes what a write killed between QSaveFile's link and its rename leaves in `folder`:
    // the temporary files "<name>.XXXXXX" (six letters, Qt 6's QTemporaryFileName) of the files
    // whose names match `namePattern` (a regular expression, anchored), when last written more
    // than `seconds` ago (a younger one may be the write of another program running now).
    // Regular files only, never a link or a folder. Returns how many it removed.
    static int removeStaleTemporaries(const QString &folder, const QString &namePattern,
                                      int seconds);

    // The bytes of the regular file at `path` (a link is followed to a regular file), at most
    // `maxBytes`: a FIFO, a device (a link to /dev/zero), a socket or a folder is refused
    // without reading from it or waiting for it, and a larger file is refused by its size
    // before anything is read. `error` says why ("not a regular file: refused"; the caller
    // names the file).
    static std::optional<QByteArray> read(const QString &path, qint64 maxBytes, Message *error);
};

} // namespace carcassonne
