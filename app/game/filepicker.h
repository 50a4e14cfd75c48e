#pragma once

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace carcassonne {

// The desktop's file dialog for QML: picks a game record someone sent, or a package to import,
// wherever it lies. Needs the QApplication the game runs under; without one (tests) it picks
// nothing.
class FilePicker : public QObject
{
    Q_OBJECT
    QML_ELEMENT

public:
    explicit FilePicker(QObject *parent = nullptr);

    // The path of the record chosen, or "" when the player cancelled.
    Q_INVOKABLE QString openRecord(const QString &folder = QString()) const;
    // A package: a zip, or a folder picked by its manifest.json (the folder's path is returned);
    // "" when the player cancelled.
    Q_INVOKABLE QString openPackage() const;
};

} // namespace carcassonne
