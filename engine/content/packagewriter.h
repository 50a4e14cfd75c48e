#pragma once

#include "package.h"

#include <QByteArray>
#include <QMap>
#include <QString>

namespace carcassonne {

// Writes a Package as the contract's files (manifest.json, tiles.json, rules.json, art/*.svg):
// what PackageParser reads back to the same content. Saving replaces the target only once the
// whole package is written, so a failed save never leaves a half-written package behind.
class PackageWriter
{
public:
    // The package's files by package-relative path.
    static QMap<QString, QByteArray> files(const Package &package);
    static QByteArray manifestJson(const Package &package);
    static QByteArray tilesJson(const Package &package);
    static QByteArray rulesJson(const Package &package);
    // One tile as tiles.json holds it (one line per feature).
    static QByteArray tileJson(const TileDefinition &tile);

    // A folder holding the package's files (created or replaced whole).
    bool writeFolder(const Package &package, const QString &path);
    // A zip of the package's files, at the top of the zip.
    bool writeZip(const Package &package, const QString &path);
    // Zip when the path ends in ".zip", else folder.
    bool write(const Package &package, const QString &path);

    // True for the files the contract defines (manifest, tiles, rules, art/): a save writes
    // them anew; any other file already in the target package is kept.
    static bool isContractFile(const QString &name);

    static QByteArray zipBytes(const QMap<QString, QByteArray> &files, QString *error);

    const QString &errorString() const { return m_error; }

private:
    // files() plus the non-contract files of the package already at `path`.
    static QMap<QString, QByteArray> filesKeeping(const Package &package, const QString &path);

    QString m_error;
};

} // namespace carcassonne
