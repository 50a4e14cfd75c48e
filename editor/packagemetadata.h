#pragma once

#include <QMap>
#include <QString>
#include <QStringList>

namespace carcassonne {

// What the manifest says about a package, edited as one piece on the package page.
struct PackageMetadata
{
    QString id;
    QString version;
    QMap<QString, QString> name;
    QMap<QString, QString> description;
    QStringList requirements;
    friend bool operator==(const PackageMetadata &, const PackageMetadata &) = default;
};

} // namespace carcassonne
