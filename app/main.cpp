#include "application.h"

#include <QApplication>
#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QImage>
#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QTimer>

namespace {

constexpr int screenshotDelayMs = 1500;

// Saves a picture of the window to fileName once it has been shown for a while, then quits
// with exit code 0, or 1 if the picture could not be taken or saved.
void scheduleScreenshot(QQuickWindow *window, const QString &fileName)
{
    QTimer::singleShot(screenshotDelayMs, window, [window, fileName] {
        const QImage image = window->grabWindow();
        if (image.isNull() || !image.save(fileName)) {
            qCritical("Could not save a screenshot to %s", qPrintable(fileName));
            QCoreApplication::exit(1);
            return;
        }
        QCoreApplication::quit();
    });
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    Carcassonne::setApplicationMetadata();

    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
            "main", "Carcassonne for players and for people who invent tiles and variants."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption screenshotOption(
            QStringLiteral("screenshot"),
            QCoreApplication::translate(
                    "main",
                    "Save a picture of the window to <file> shortly after start, then quit."),
            QCoreApplication::translate("main", "file"));
    parser.addOption(screenshotOption);
    parser.process(app);

    Carcassonne::applyQuickControlsStyle();

    QQmlApplicationEngine engine;
    Carcassonne::loadMainWindow(engine);
    if (engine.rootObjects().isEmpty())
        return 1;

    if (parser.isSet(screenshotOption)) {
        auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().constFirst());
        if (!window) {
            qCritical("The main QML object is not a window");
            return 1;
        }
        scheduleScreenshot(window, parser.value(screenshotOption));
    }

    return app.exec();
}
