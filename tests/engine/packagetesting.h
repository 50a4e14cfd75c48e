#pragma once

// What the package tests share: where the fixture packages lie, problems as text, and package ids.
#include "content/package.h"
#include "core/problem.h"

#include <QDir>
#include <QStringList>

namespace carcassonne {

inline QString dataDir()
{
    return QStringLiteral(CARCASSONNE_TEST_DATA_DIR "/packages");
}

inline QString describe(const Problems &problems)
{
    QStringList lines;
    for (const Problem &p : problems)
        lines << QStringLiteral("[file '%1' tile '%2' field '%3'] %4")
                         .arg(p.file, p.tile, p.field, p.message.toString());
    return lines.isEmpty() ? QStringLiteral("(no problems)") : lines.join(QLatin1Char('\n'));
}

inline bool hasProblem(const Problems &problems, const QString &file, const QString &tile,
                       const QString &field, const QString &phrase)
{
    for (const Problem &p : problems) {
        if (p.file == file && p.tile == tile && p.field == field
            && p.message.toString().contains(phrase, Qt::CaseInsensitive))
            return true;
    }
    return false;
}

inline QStringList idsOf(const QList<Package> &packages)
{
    QStringList ids;
    for (const Package &p : packages)
        ids << p.id;
    return ids;
}

} // namespace carcassonne
