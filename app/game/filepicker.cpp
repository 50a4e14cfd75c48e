#include "filepicker.h"

#include <QApplication>
#include <QFileDialog>
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

} // namespace carcassonne
