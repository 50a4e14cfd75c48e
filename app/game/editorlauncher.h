#pragma once

#include <QObject>
#include <QtQml/qqmlregistration.h>

namespace carcassonne {

// Starts the tile and rules editor, the carcassonne-editor program that sits beside this one.
class EditorLauncher : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool available READ available CONSTANT)
    Q_PROPERTY(QString path READ path CONSTANT)

public:
    explicit EditorLauncher(QObject *parent = nullptr);

    static QString editorPath();
    QString path() const { return editorPath(); }
    bool available() const;
    Q_INVOKABLE bool launch() const;
};

} // namespace carcassonne
