#include "clicommands.h"

#include <QCoreApplication>
#include <QGuiApplication>

#include <memory>

int main(int argc, char *argv[])
{
    // `render` paints PNGs with captions, which needs fonts: a GUI application, on the offscreen
    // platform unless told otherwise, so it still needs no display.
    std::unique_ptr<QCoreApplication> app;
    if (argc > 1 && qstrcmp(argv[1], "render") == 0) {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        app = std::make_unique<QGuiApplication>(argc, argv);
    } else {
        app = std::make_unique<QCoreApplication>(argc, argv);
    }
    QCoreApplication::setOrganizationName(QStringLiteral("Carcassonne Studio"));
    QCoreApplication::setApplicationName(QStringLiteral("Carcassonne Studio"));
    QCoreApplication::setApplicationVersion(QStringLiteral(CARCASSONNE_VERSION));
    QTextStream out(stdout);
    QTextStream err(stderr);
    carcassonne::CliCommands commands(out, err);
    return commands.run(QCoreApplication::arguments().mid(1));
}
