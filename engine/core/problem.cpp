#include "problem.h"

#include <QStringList>

namespace carcassonne {

QString Problem::toString() const
{
    QStringList where;
    if (!file.isEmpty())
        where << file;
    if (!tile.isEmpty())
        where << QStringLiteral("tile %1").arg(tile);
    if (!field.isEmpty())
        where << field;
    if (where.isEmpty())
        return message;
    return where.join(QStringLiteral(": ")) + QStringLiteral(": ") + message;
}

} // namespace carcassonne
