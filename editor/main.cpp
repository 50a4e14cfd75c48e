#include "mainwindow.h"
#include "packagerepository.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QTimer>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("Carcassonne Studio"));
    QCoreApplication::setApplicationName(QStringLiteral("carcassonne"));
    QGuiApplication::setApplicationDisplayName(
            QCoreApplication::translate("main", "Carcassonne Tile Editor"));

    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
            "main", "Draw Carcassonne tiles and variants, and play them at once."));
    parser.addHelpOption();
    parser.addPositionalArgument(
            QStringLiteral("package"),
            QCoreApplication::translate("main", "A package folder or .zip to open."));
    const QCommandLineOption screenshot(
            QStringLiteral("screenshot"),
            QCoreApplication::translate("main",
                                        "Save a picture of the window to <file>, then "
                                        "quit."),
            QCoreApplication::translate("main", "file"));
    parser.addOption(screenshot);
    parser.process(app);

    carcassonne::PackageRepository repository;
    carcassonne::MainWindow window(&repository);
    window.show();
    if (!parser.positionalArguments().isEmpty())
        window.openPackage(parser.positionalArguments().constFirst());
    else if (!parser.isSet(screenshot))
        window.offerRecovery();

    if (parser.isSet(screenshot)) {
        const QString file = parser.value(screenshot);
        QTimer::singleShot(800, &window, [&window, file] {
            const bool ok = window.grab().save(file);
            QCoreApplication::exit(ok ? 0 : 1);
        });
    }
    return app.exec();
}
