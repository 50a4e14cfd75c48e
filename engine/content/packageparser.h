#pragma once

#include "core/problem.h"
#include "package.h"

#include <QJsonObject>
#include <QJsonValue>

#include <optional>

namespace carcassonne {

// Turns the JSON files of a package into a Package, checking every field. Used by the reader
// for files on disk and by the editor for what it holds in memory.
class PackageParser
{
public:
    // The free texts of a manifest, in characters: longer is refused (the editor lists it).
    static constexpr int kMaxNameLength = 100; // name.<language>
    static constexpr int kMaxDescriptionLength = 4000; // description.<language>
    static constexpr int kMaxVersionLength = 32;
    static constexpr int kMaxLanguageLength = 16; // a language code
    std::optional<Package> parse(const QMap<QString, QByteArray> &files, const QString &source);
    const Problems &problems() const { return m_problems; }

    // Lenient parsing returns the package despite problems, keeping tiles that are well formed
    // JSON but break the tile rules (a port of no feature, ...): the editor opens work in
    // progress and lists the problems instead of refusing it.
    void setLenient(bool lenient) { m_lenient = lenient; }

    // Checks a parsed tile on its own (ports, sides, attributes); used by parse() and the editor.
    void checkTile(const TileDefinition &tile, const QString &file);
    // The Mist's fog: over whole roads only, reaching an outer side.
    void checkFog(const TileDefinition &tile, const QString &file);

private:
    std::optional<QJsonObject> document(const QMap<QString, QByteArray> &files, const QString &name,
                                        bool required);
    void parseManifest(const QJsonObject &o, Package &p);
    void parseTiles(const QJsonObject &o, Package &p);
    std::optional<TileDefinition> parseTile(const QJsonValue &v, int index);
    std::optional<FeatureDefinition> parseFeature(const QJsonValue &v, const QString &tile,
                                                  const QString &field,
                                                  const QList<CellPos> &cells);
    void parseRules(const QJsonObject &o, Package &p);

    void problem(const QString &file, const QString &tile, const QString &field,
                 const Message &message);

    Problems m_problems;
    bool m_lenient = false;
    // The attributes the package being read declares (rules.json), for its tiles' features.
    QList<AuthoredAttribute> m_attributes;
};

} // namespace carcassonne
