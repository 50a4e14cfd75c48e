#include "content/packagerepository.h"
#include "editorlanguage.h"
#include "mainwindow.h"
#include "packagedocument.h"
#include "tilecanvas.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QTabWidget>
#include <QTimer>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("Carcassonne Studio"));
    QCoreApplication::setApplicationName(QStringLiteral("carcassonne"));
    // The remembered language, or the system's; --language (below) may change it.
    carcassonne::EditorLanguage::apply(carcassonne::EditorLanguage::saved());
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
    const QCommandLineOption tileOption(QStringLiteral("tile"),
                                        QCoreApplication::translate("main", "Show the tile <id>."),
                                        QCoreApplication::translate("main", "id"));
    const QCommandLineOption featureOption(
            QStringLiteral("feature"),
            QCoreApplication::translate("main", "Select the feature <index> of the tile shown."),
            QCoreApplication::translate("main", "index"));
    const QCommandLineOption pageOption(
            QStringLiteral("page"),
            QCoreApplication::translate("main",
                                        "Show the page <page>: tile, package, rules or scoring."),
            QCoreApplication::translate("main", "page"));
    parser.addOption(tileOption);
    parser.addOption(featureOption);
    parser.addOption(pageOption);
    const QCommandLineOption languageOption(
            QStringLiteral("language"),
            QCoreApplication::translate("main",
                                        "Show the editor in <code> (en, nl or de) this time."),
            QCoreApplication::translate("main", "code"));
    parser.addOption(languageOption);
    parser.process(app);
    if (parser.isSet(languageOption)
        && !carcassonne::EditorLanguage::apply(parser.value(languageOption)))
        qWarning("No translation for language %s", qPrintable(parser.value(languageOption)));
    QGuiApplication::setApplicationDisplayName(
            QCoreApplication::translate("main", "Carcassonne Tile Editor"));

    carcassonne::PackageRepository repository;
    carcassonne::MainWindow window(&repository);
    window.show();
    if (!parser.positionalArguments().isEmpty())
        window.openPackage(parser.positionalArguments().constFirst());
    else if (!parser.isSet(screenshot))
        window.offerRecovery();

    if (parser.isSet(tileOption))
        window.selectTile(window.document()->indexOfTile(parser.value(tileOption)));
    if (parser.isSet(featureOption))
        window.canvas()->setSelection({parser.value(featureOption).toInt()});
    const QStringList pages{QStringLiteral("tile"), QStringLiteral("package"),
                            QStringLiteral("rules"), QStringLiteral("scoring")};
    if (parser.isSet(pageOption))
        window.pages()->setCurrentIndex(std::max(0, int(pages.indexOf(parser.value(pageOption)))));

    if (parser.isSet(screenshot)) {
        const QString file = parser.value(screenshot);
        QTimer::singleShot(800, &window, [&window, file] {
            const bool ok = window.grab().save(file);
            QCoreApplication::exit(ok ? 0 : 1);
        });
    }
    return app.exec();
}
