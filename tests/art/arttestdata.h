#pragma once

#include "content/packagereader.h"
#include "content/packagerepository.h"

#include <QDir>
#include <QList>
#include <QString>
#include <QTest>

namespace carcassonne::arttest {

struct NamedTile
{
    QString name; // package/id
    TileDefinition tile;
};

// The showcase package: every kind of feature the art draws (tests/art/data/showcase).
inline QString showcaseFolder()
{
    return QStringLiteral(CARCASSONNE_SOURCE_DIR "/tests/art/data/showcase");
}

inline Package loadShowcase()
{
    PackageReader reader;
    const auto p = reader.read(showcaseFolder());
    if (!p)
        qFatal("the showcase package does not load");
    return *p;
}

inline Package loadBuiltin(const QString &id)
{
    PackageRepository repository;
    Problems problems;
    const auto p = repository.load(id, &problems);
    if (!p)
        qFatal("built-in package %s does not load", qPrintable(id));
    return *p;
}

// Every tile of every built-in package (compiled in under :/packages) and of the showcase.
inline QList<NamedTile> allTiles()
{
    QList<NamedTile> tiles;
    QList<Package> packages;
    for (const QString &id :
         QDir(PackageRepository::builtinRoot()).entryList(QDir::Dirs | QDir::NoDotAndDotDot))
        packages << loadBuiltin(id);
    packages << loadShowcase();
    for (const Package &p : std::as_const(packages)) {
        for (const TileDefinition &t : p.tiles)
            tiles << NamedTile{p.id + QLatin1Char('/') + t.id, t};
    }
    return tiles;
}

inline TileDefinition tileOf(const Package &p, const QString &id)
{
    const TileDefinition *t = p.tile(id);
    if (!t)
        qFatal("no tile %s in %s", qPrintable(id), qPrintable(p.id));
    return *t;
}

} // namespace carcassonne::arttest
