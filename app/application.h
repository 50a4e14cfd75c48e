#pragma once

#include <QString>
#include <QUrl>
#include <QVariantMap>

class QQmlApplicationEngine;

namespace Carcassonne {

/** Sets the organisation, application name and version on the running application. */
void setApplicationMetadata();

/**
 * Selects the Basic Qt Quick Controls style, unless the environment variable
 * QT_QUICK_CONTROLS_STYLE chooses one. Call before any QML is loaded.
 */
void applyQuickControlsStyle();

/**
 * True when the file at \a path is a game record (a JSON object whose "format" is
 * "carcassonne-record"), false for anything else (a package zip or folder).
 */
bool isGameRecord(const QString &path);

/** The URL of the QML file that holds the main window. */
QUrl mainWindowUrl();

/**
 * Prepares \a engine for the application's QML modules and loads the main window into it.
 * On success, engine.rootObjects() holds the window; on failure it is empty and the engine
 * has printed the errors. `properties` are the window's initial properties (playPackage,
 * playPlayers, playRules, loadRecord, startSetup: see Main.qml).
 */
void loadMainWindow(QQmlApplicationEngine &engine, const QVariantMap &properties = {});

} // namespace Carcassonne
