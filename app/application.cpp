#include "application.h"

#include "core/diskfile.h"
#include "record/gamerecord.h"
#include "tileimageprovider.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QQmlApplicationEngine>
#include <QQmlExtensionPlugin>
#include <QQuickStyle>

// The module Carcassonne.App is linked statically: register its plugin.
Q_IMPORT_QML_PLUGIN(Carcassonne_AppPlugin)
Q_IMPORT_QML_PLUGIN(Carcassonne_GamePlugin)
Q_IMPORT_QML_PLUGIN(Carcassonne_UiPlugin)

namespace Carcassonne {

void setApplicationMetadata()
{
    QCoreApplication::setOrganizationName(QStringLiteral("Carcassonne Studio"));
    QCoreApplication::setApplicationName(QStringLiteral("Carcassonne Studio"));
    QCoreApplication::setApplicationVersion(QStringLiteral(CARCASSONNE_VERSION));
}

void applyQuickControlsStyle()
{
    if (qEnvironmentVariableIsEmpty("QT_QUICK_CONTROLS_STYLE"))
        QQuickStyle::setStyle(QStringLiteral("Basic"));
}

bool isGameRecord(const QString &path)
{
    if (path.endsWith(QLatin1String(".zip"), Qt::CaseInsensitive))
        return false;
    // A regular file of a record's size at most, checked before reading.
    const std::optional<QByteArray> bytes =
            carcassonne::DiskFile::read(path, carcassonne::GameRecord::kMaxFileBytes, nullptr);
    if (!bytes)
        return false;
    const QJsonDocument json = QJsonDocument::fromJson(*bytes);
    return json.object().value(QStringLiteral("format")).toString()
            == QLatin1String("carcassonne-record");
}

QUrl mainWindowUrl()
{
    return QUrl(QStringLiteral("qrc:/qt/qml/Carcassonne/App/Main.qml"));
}

void loadMainWindow(QQmlApplicationEngine &engine, const QVariantMap &properties)
{
    carcassonne::TileImageProvider::install(&engine);
    if (!properties.isEmpty())
        engine.setInitialProperties(properties);
    // Qt 6.4 does not search qrc:/qt/qml by itself (6.5 does); our modules live there.
    engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
    engine.load(mainWindowUrl());
}

} // namespace Carcassonne
