#include "application.h"
#include "tileimageprovider.h"

#include <QQmlContext>
#include <QQmlEngine>
#include <QtQuickTest>

// Makes the statically linked modules and the tile pictures available to every test file.
class Setup : public QObject
{
    Q_OBJECT

public slots:
    void applicationAvailable()
    {
        Carcassonne::setApplicationMetadata();
        Carcassonne::applyQuickControlsStyle();
    }
    void qmlEngineAvailable(QQmlEngine *engine)
    {
        engine->addImportPath(QStringLiteral("qrc:/qt/qml"));
        carcassonne::TileImageProvider::install(engine);
        // Fixture packages (tests/data/packages) for the tests that need more than base.
        engine->rootContext()->setContextProperty(QStringLiteral("testDataDir"),
                                                  QStringLiteral(CARCASSONNE_TEST_DATA_DIR));
        // Where a test may keep a picture of what it checked, to be looked at (empty: none).
        engine->rootContext()->setContextProperty(QStringLiteral("screenshotDir"),
                                                  qEnvironmentVariable("CARCASSONNE_QML_SHOTS"));
    }
};

QUICK_TEST_MAIN_WITH_SETUP(qml, Setup)

#include "tst_qml.moc"
