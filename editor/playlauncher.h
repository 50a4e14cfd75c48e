#pragma once

#include "content/package.h"

#include <QStringList>
#include <QVariantMap>

namespace carcassonne {

// "Play": writes the package where the game can read it and starts the game on it, with the
// players asked for, as a separate process, so the editor stays open.
class PlayLauncher
{
public:
    // The game beside this program (both are installed into one folder).
    static QString gameProgram();
    // `carcassonne --play PATH --players human,ai:greedy,... [--rules key=value ...]
    // [--tiles first|only] [--open-to-network]`; `rules` in a record's setup.rules form (module
    // switches, "parameters"), over the package's; `tiles` the order of the pile ("":
    // shuffled). A player "open" is a friend at another computer: the game hosts a table, open
    // to other computers with `openToNetwork`.
    static QStringList arguments(const QString &packagePath, const QStringList &players,
                                 const QVariantMap &rules = {}, const QString &tiles = {},
                                 bool openToNetwork = false);
    // A fresh folder for the package under the temporary folder.
    static QString playFolder(const QString &packageId);

    // Writes the package to `path` (a fresh play folder when empty) and starts the game.
    bool launch(const Package &package, const QStringList &players, const QString &path = {},
                const QVariantMap &rules = {}, const QString &tiles = {},
                bool openToNetwork = false);

    // Another program instead of the game beside this one (tests use a stand-in that records
    // what it was started with).
    void setProgram(const QString &program) { m_programOverride = program; }

    QString errorString() const { return m_error; }
    QString program() const { return m_program; }
    QStringList launchedArguments() const { return m_arguments; }

private:
    QString m_error;
    QString m_programOverride;
    QString m_program;
    QStringList m_arguments;
};

} // namespace carcassonne
