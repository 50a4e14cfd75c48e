#pragma once

#include "rulesdefinition.h"
#include "tiledefinition.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace carcassonne {

// A loaded package: tiles, rules and metadata (package contract §4).
struct Package
{
    QString id;
    QString version;
    QMap<QString, QString> name; // language code -> text
    QMap<QString, QString> description; // language code -> text
    QStringList requirements; // ids of the packages this one needs
    QList<TileDefinition> tiles;
    RulesDefinition rules;
    QMap<QString, QByteArray> art; // package-relative path -> SVG bytes
    // Read leniently (the editor): the entries of tiles.json the parser could not read (a bad
    // count, not an object, an id twice), as they were, listed as problems and written back
    // after the tiles by PackageWriter, so that saving never drops what was not shown.
    QList<QJsonValue> unreadTiles;
    // The same for manifest.json: a field of the wrong type (`requires` not a list, `name` not
    // an object, an id that is no text) or unknown, kept whole under its key; a name or
    // description text that is no text, by language, under "name" / "description"; entries of
    // `requires` that are no package id. PackageWriter writes each back where it stood.
    QJsonObject unreadManifest;
    QJsonObject unreadTexts; // "name" / "description" -> {language: value}
    QJsonArray unreadRequires;
    QString source; // where it was read from

    const TileDefinition *tile(const QString &id) const;
    int tileCount() const; // sum of counts
    // The fields of manifest.json the format knows; any other is kept as it came
    // (unreadManifest) by the parser and the writer alike.
    static const QStringList &manifestKeys();
};

} // namespace carcassonne
