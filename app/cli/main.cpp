#include "clicommands.h"

#include <QCoreApplication>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("Carcassonne Studio"));
    QCoreApplication::setApplicationName(QStringLiteral("Carcassonne Studio"));
    QCoreApplication::setApplicationVersion(QStringLiteral(CARCASSONNE_VERSION));
    QTextStream out(stdout);
    QTextStream err(stderr);
    carcassonne::CliCommands commands(out, err);
    return commands.run(QCoreApplication::arguments().mid(1));
}
