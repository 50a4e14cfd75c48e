#pragma once

#include "core/problem.h"
#include "package.h"

#include <QMap>
#include <QStringList>

#include <optional>

namespace carcassonne {

// Finds packages by id: the built-in ones (compiled into the program), the user's package
// folder, and any package added explicitly (a path given on the command line, the editor's).
class PackageRepository
{
public:
    PackageRepository();

    // Folders holding packages as <id>/ or <id>.zip; searched after the built-in ones.
    void addSearchPath(const QString &folder);
    // Reads a package from a path and makes it available by its id (it wins over others).
    std::optional<QString> addPath(const QString &path, Problems *problems);
    void addPackage(const Package &package);

    QStringList availableIds() const;
    std::optional<Package> load(const QString &id, Problems *problems);
    // Drops what was read of `id`, so that the next load reads it again (it was replaced).
    void forget(const QString &id) { m_loaded.remove(id); }
    // The packages named and everything they require, required ones first.
    std::optional<QList<Package>> resolve(const QStringList &ids, Problems *problems);

    static QString builtinRoot();
    // The user's packages: "<generic data>/Carcassonne Studio/Carcassonne Studio/packages" for
    // every program (on Linux ~/.local/share/...); PackageInstaller puts packages there.
    static QString userPackageFolder();

    // A package id is 1-64 lower-case letters, digits or '-', starting with a letter or digit
    // (the manifest's rule, docs/package-format.md): never a path. Ids from files (a record's
    // setup.packages, a manifest's requires) are checked against it before they are looked up.
    static bool isValidId(const QString &id);
    // An id for a message: quoted, anything but printable ASCII escaped (\uXXXX), a long one
    // cut after 64 characters with its length said, so that no raw bytes reach a terminal.
    static QString quotedId(const QString &id);
    // "'<id>' is not a package id (...)", the message for an id that is not valid.
    static Message invalidIdMessage(const QString &id);

private:
    QString locate(const QString &id) const;

    QStringList m_searchPaths;
    QMap<QString, Package> m_loaded;
};

} // namespace carcassonne
