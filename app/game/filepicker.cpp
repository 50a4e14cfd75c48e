#include "filepicker.h"

#include <QApplication>
#include <QFileDialog>
#include <QFileInfo>
#include <QStandardPaths>

namespace carcassonne {

FilePicker::FilePicker(QObject *parent) : QObject(parent) { }

QString FilePicker::openRecord(const QString &folder) const
{
    if (!qobject_cast<QApplication *>(QCoreApplication::instance()))
        return QString();
    const QString start = folder.isEmpty()
            ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)
            : folder;
    return QFileDialog::getOpenFileName(nullptr, tr("Open a saved game"), start,
                                        tr("Game records (*.json);;All files (*)"));
}

QString FilePicker::openPackage() const
{
    if (!qobject_cast<QApplication *>(QCoreApplication::instance()))
        return QString();
    const QString path = QFileDialog::getOpenFileName(
            nullptr, tr("Import a package"),
            QStandardPaths::writableLocation(QStandardPaths::DownloadLocation),
            tr("Packages (*.zip manifest.json);;All files (*)"));
    if (path.endsWith(QStringLiteral("manifest.json")))
        return QFileInfo(path).absolutePath();
    return path;
}

} // namespace carcassonne
