#pragma once

#include "core/problem.h"
#include "package.h"

#include <QByteArray>
#include <QMap>

#include <optional>

namespace carcassonne {

// Reads packages from a folder or a zip (package contract §4). Strict: any problem refuses the
// whole package, and every problem found is reported with file, tile and field.
//
// A zip is refused, naming the entry (escaped: control and other unprintable characters as \xNN or
// \uNNNN, never raw), when an entry's CRC-32 does not match what it unpacks to or its data cannot
// be unpacked, it is flagged encrypted, its name holds a NUL byte, it is a symbolic link or another
// non-regular file (Unix mode), it uses a compression method other than stored or deflated, or
// its name appears twice; and when the directory breaks off before its announced end. Links in a
// folder are refused too.
class PackageReader
{
public:
    // Limits that keep a hostile zip from exhausting memory.
    static constexpr int kMaxEntries = 4096;
    static constexpr qint64 kMaxFileSize = 16 * 1024 * 1024;
    static constexpr qint64 kMaxTotalSize = 64 * 1024 * 1024;

    std::optional<Package> read(const QString &path);
    std::optional<Package> readFiles(const QMap<QString, QByteArray> &files, const QString &source);
    // The raw files of a package folder or zip by package-relative path, within the same limits;
    // nothing is parsed.
    std::optional<QMap<QString, QByteArray>> collect(const QString &path);

    const Problems &problems() const { return m_problems; }
    // See PackageParser::setLenient (the zip and folder limits stay strict).
    void setLenient(bool lenient) { m_lenient = lenient; }

private:
    bool collectFolder(const QString &path, QMap<QString, QByteArray> &files);
    bool collectZip(const QString &path, QMap<QString, QByteArray> &files);
    bool acceptEntry(const QString &name, qint64 size, qint64 &total, int &count,
                     const QString &source);

    void problem(const QString &file, const QString &tile, const QString &field,
                 const Message &message);

    Problems m_problems;
    bool m_lenient = false;
};

} // namespace carcassonne
