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
    // The packages named and everything they require, required ones first.
    std::optional<QList<Package>> resolve(const QStringList &ids, Problems *problems);

    static QString builtinRoot();
    static QString userPackageFolder();

private:
    QString locate(const QString &id) const;

    QStringList m_searchPaths;
    QMap<QString, Package> m_loaded;
};

} // namespace carcassonne
