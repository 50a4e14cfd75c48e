#include "playlauncher.h"

#include "content/packagewriter.h"
#include "enginemessages.h"
#include "rules/ruleoverrides.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QUuid>

namespace carcassonne {

QString PlayLauncher::gameProgram()
{
#ifdef Q_OS_WIN
    const QString name = QStringLiteral("carcassonne.exe");
#else
    const QString name = QStringLiteral("carcassonne");
#endif
    return QDir(QCoreApplication::applicationDirPath()).filePath(name);
}

QStringList PlayLauncher::arguments(const QString &packagePath, const QStringList &players,
                                    const QVariantMap &rules, const QString &tiles,
                                    bool openToNetwork)
{
    QStringList out{QStringLiteral("--play"), packagePath, QStringLiteral("--players"),
                    players.join(QLatin1Char(','))};
    for (const QString &item : RuleOverrides::items(rules))
        out << QStringLiteral("--rules") << item;
    if (!tiles.isEmpty())
        out << QStringLiteral("--tiles") << tiles;
    if (openToNetwork && players.contains(QStringLiteral("open")))
        out << QStringLiteral("--open-to-network");
    return out;
}

QString PlayLauncher::playFolder(const QString &packageId)
{
    const QString base = QStandardPaths::writableLocation(QStandardPaths::TempLocation)
            + QStringLiteral("/carcassonne-editor-play");
    return base + QLatin1Char('/') + packageId + QLatin1Char('-')
            + QUuid::createUuid().toString(QUuid::Id128).left(12);
}

bool PlayLauncher::launch(const Package &package, const QStringList &players, const QString &path,
                          const QVariantMap &rules, const QString &tiles, bool openToNetwork)
{
    m_error.clear();
    m_program = m_programOverride.isEmpty() ? gameProgram() : m_programOverride;
    const QString target = path.isEmpty() ? playFolder(package.id) : path;
    m_arguments = arguments(target, players, rules, tiles, openToNetwork);
    if (!QFileInfo(m_program).isExecutable()) {
        m_error =
                QCoreApplication::translate("PlayLauncher", "The game program was not found at %1.")
                        .arg(QDir::toNativeSeparators(m_program));
        return false;
    }
    if (path.isEmpty() && !QDir().mkpath(QFileInfo(target).absolutePath())) {
        m_error = QCoreApplication::translate("PlayLauncher", "Cannot create the folder %1.")
                          .arg(QFileInfo(target).absolutePath());
        return false;
    }
    PackageWriter writer;
    // The game reads the copy it is given; the folder is left for it (it lies in the
    // temporary folder, which the system cleans).
    if (!writer.write(package, target)) {
        m_error = EngineMessages::translate(writer.error());
        return false;
    }
    qint64 pid = 0;
    if (!QProcess::startDetached(m_program, m_arguments, QString(), &pid)) {
        m_error = QCoreApplication::translate("PlayLauncher", "The game could not be started.");
        return false;
    }
    return true;
}

} // namespace carcassonne
