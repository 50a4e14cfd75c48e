#pragma once

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

/** The URL of the QML file that holds the main window. */
QUrl mainWindowUrl();

/**
 * Prepares \a engine for the application's QML modules and loads the main window into it.
 * On success, engine.rootObjects() holds the window; on failure it is empty and the engine
 * has printed the errors. `properties` are the window's initial properties (playPackage,
 * playPlayers, loadRecord, startSetup: see Main.qml).
 */
void loadMainWindow(QQmlApplicationEngine &engine, const QVariantMap &properties = {});

} // namespace Carcassonne
