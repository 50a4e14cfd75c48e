#pragma once

#include "core/message.h"
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
    // `attributes`: the package's own (RulesDefinition::attributes), which features name.
    static QByteArray tileJson(const TileDefinition &tile,
                               const QList<AuthoredAttribute> &attributes = {});

    // A folder holding the package's files (created or replaced whole): written complete
    // beside it as "<path>.saving-XXXXXXXX", the old one renamed to "<path>.old-XXXXXXXX", the
    // new one renamed into place, then the old one removed.
    bool writeFolder(const Package &package, const QString &path);
    // Finishes or undoes a folder save that was killed (recoverFolder's table in
    // docs/reliability.md): between the renames the complete new folder goes into place (the
    // old one only when there is no new one); a leftover old folder beside the package goes,
    // and so does a cut staging folder when the package is there. A staging folder written in
    // the last minute may be another editor's save going on now and is left alone, and so is
    // a staging folder with neither the package nor an old one (a first save, perhaps cut).
    // Returns true when it put a folder back at `path`.
    static bool recoverFolder(const QString &path);
    // A zip of the package's files, at the top of the zip.
    bool writeZip(const Package &package, const QString &path);
    // Zip when the path ends in ".zip", else folder.
    bool write(const Package &package, const QString &path);

    // True for the files the contract defines (manifest, tiles, rules, art/): a save writes
    // them anew; any other file already in the target package is kept.
    static bool isContractFile(const QString &name);

    static QByteArray zipBytes(const QMap<QString, QByteArray> &files, Message *error);

    // Why the last write failed: for people (translated by its code), or as English.
    const Message &error() const { return m_error; }
    QString errorString() const { return m_error.toString(); }

private:
    // files() plus the non-contract files of the package already at `path`.
    static QMap<QString, QByteArray> filesKeeping(const Package &package, const QString &path);

    Message m_error;
};

} // namespace carcassonne
