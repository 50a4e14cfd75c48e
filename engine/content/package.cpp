#include "package.h"

namespace carcassonne {

const TileDefinition *Package::tile(const QString &tileId) const
{
    for (const TileDefinition &t : tiles) {
        if (t.id == tileId)
            return &t;
    }
    return nullptr;
}

int Package::tileCount() const
{
    int n = 0;
    for (const TileDefinition &t : tiles)
        n += t.count;
    return n;
}

const QStringList &Package::manifestKeys()
{
    static const QStringList keys{QStringLiteral("format"),  QStringLiteral("formatVersion"),
                                  QStringLiteral("id"),      QStringLiteral("version"),
                                  QStringLiteral("name"),    QStringLiteral("description"),
                                  QStringLiteral("requires")};
    return keys;
}

} // namespace carcassonne
