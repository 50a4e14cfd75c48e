#pragma once

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace carcassonne {

// The desktop's file dialog for QML: picks a game record someone sent, wherever it lies. Needs
// the QApplication the game runs under; without one (tests) it picks nothing.
class FilePicker : public QObject
{
    Q_OBJECT
    QML_ELEMENT

public:
    explicit FilePicker(QObject *parent = nullptr);

    // The path of the record chosen, or "" when the player cancelled.
    Q_INVOKABLE QString openRecord(const QString &folder = QString()) const;
};

} // namespace carcassonne
