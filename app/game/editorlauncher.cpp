#include "editorlauncher.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QProcess>

namespace carcassonne {

EditorLauncher::EditorLauncher(QObject *parent) : QObject(parent) { }

QString EditorLauncher::editorPath()
{
#ifdef Q_OS_WIN
    const QString name = QStringLiteral("carcassonne-editor.exe");
#else
    const QString name = QStringLiteral("carcassonne-editor");
#endif
    return QCoreApplication::applicationDirPath() + QLatin1Char('/') + name;
}

bool EditorLauncher::available() const
{
    const QFileInfo info(editorPath());
    return info.isFile() && info.isExecutable();
}

bool EditorLauncher::launch() const
{
    return available() && QProcess::startDetached(editorPath(), {});
}

} // namespace carcassonne
