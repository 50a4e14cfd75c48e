#include "application.h"
#include "rules/ruleoverrides.h"
#include "setupmodel.h"
#include "testpile.h"

#include <QApplication>
#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QCursor>
#include <QElapsedTimer>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QTimer>
#include <QUrl>

namespace {

constexpr int screenshotDelayMs = 1500;

// A picture shows the window as a person sees it with the pointer resting aside: where the
// window system left it (a virtual screen's centre lies over the board) it would hover a
// square or a marker and show its tooltip. The log's lower right corner is calm.
void restPointer(QQuickWindow *window)
{
    QCursor::setPos(window->mapToGlobal(QPoint(window->width() - 2, window->height() - 2)));
}

bool saveWindow(QQuickWindow *window, const QString &fileName)
{
    const QImage image = window->grabWindow();
    if (image.isNull() || !image.save(fileName)) {
        qCritical("Could not save a screenshot to %s", qPrintable(fileName));
        return false;
    }
    return true;
}

// Saves a picture of the window to fileName once it has been shown for a while, then quits
// with exit code 0, or 1 if the picture could not be taken or saved.
void scheduleScreenshot(QQuickWindow *window, const QString &fileName, int delayMs)
{
    restPointer(window);
    QTimer::singleShot(delayMs, window, [window, fileName] {
        QCoreApplication::exit(saveWindow(window, fileName) ? 0 : 1);
    });
}

// Plays until `turns` turns are over (computer players move by themselves; a human player's
// moves are made for it by a greedy bot), then waits for a human's tile placement, lets the
// animations settle and saves the picture.
void scheduleGameScreenshot(QQuickWindow *window, const QString &fileName, int turns, int delayMs)
{
    restPointer(window);
    auto *timer = new QTimer(window);
    auto *clock = new QElapsedTimer;
    clock->start();
    QObject::connect(timer, &QTimer::timeout, window, [=] {
        QObject *game = window->findChild<QObject *>(QStringLiteral("gameController"));
        if (!game || clock->elapsed() > 120000) {
            timer->stop();
            qCritical("The game for the screenshot did not reach turn %d", turns);
            QCoreApplication::exit(1);
            return;
        }
        // The turn being played is the controller's TurnModel.
        QObject *turnModel = game->property("turn").value<QObject *>();
        const bool human = turnModel->property("humanTurn").toBool();
        const int turn = turnModel->property("number").toInt();
        const QString phase = turnModel->property("phase").toString();
        if (phase == QLatin1String("gameOver")
            || (turn >= turns && human && phase == QLatin1String("placeTile"))) {
            timer->stop();
            if (QObject *board = window->findChild<QObject *>(QStringLiteral("board")))
                QMetaObject::invokeMethod(board, "fit");
            restPointer(window); // the window is shown now, wherever it was placed
            QTimer::singleShot(delayMs, window, [window, fileName, clock] {
                delete clock;
                QCoreApplication::exit(saveWindow(window, fileName) ? 0 : 1);
            });
            return;
        }
        if (human)
            QMetaObject::invokeMethod(turnModel, "playFor",
                                      Q_ARG(QString, QStringLiteral("ai:greedy")));
    });
    timer->start(60);
}

// The program's command line. Built once for the window and once, without any window, for
// --help and --version, which must work where there is no display.
struct Options
{
    QCommandLineOption screenshot;
    QCommandLineOption turns;
    QCommandLineOption play;
    QCommandLineOption players;
    QCommandLineOption rules;
    QCommandLineOption tiles;
    QCommandLineOption load;
    QCommandLineOption seed;
    QCommandLineOption timing;
    QCommandLineOption language;
    QCommandLineOption show;
    QCommandLineOption join;
    QCommandLineOption name;
    QCommandLineOption wait;
    QCommandLineOption openToNetwork;
};

Options addOptions(QCommandLineParser &parser)
{
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
    const QCommandLineOption turnsOption(
            QStringLiteral("turns"),
            QCoreApplication::translate("main",
                                        "With --screenshot: play <n> turns of a game first."),
            QCoreApplication::translate("main", "n"));
    const QCommandLineOption playOption(
            QStringLiteral("play"),
            QCoreApplication::translate(
                    "main", "Start a game at once with the package at <path> (zip or folder)."),
            QCoreApplication::translate("main", "path"));
    const QCommandLineOption playersOption(
            QStringLiteral("players"),
            QCoreApplication::translate(
                    "main",
                    "Players of that game, e.g. human,ai:mcts-normal (the default); open is a "
                    "friend at another computer: the game hosts a table for them."),
            QCoreApplication::translate("main", "kinds"));
    const QCommandLineOption rulesOption(
            QStringLiteral("rules"),
            QCoreApplication::translate(
                    "main",
                    "Rules of that game over its packages': module=true|false or "
                    "parameter=number, e.g. mistLevel=3; repeat it or separate with commas."),
            QCoreApplication::translate("main", "key=value"));
    const QCommandLineOption tilesOption(
            QStringLiteral("tiles"),
            QCoreApplication::translate("main",
                                        "With --play: the package's own tiles drawn first (first) "
                                        "or alone (only), after the start tile."),
            QCoreApplication::translate("main", "first|only"));
    const QCommandLineOption loadOption(
            QStringLiteral("load"),
            QCoreApplication::translate("main", "Open the saved game (record) at <file>."),
            QCoreApplication::translate("main", "file"));
    const QCommandLineOption seedOption(
            QStringLiteral("seed"),
            QCoreApplication::translate("main", "With --turns or --play: the game's seed."),
            QCoreApplication::translate("main", "n"));
    const QCommandLineOption timingOption(
            QStringLiteral("report-startup"),
            QCoreApplication::translate("main",
                                        "Print the milliseconds from launch to the first frame."));
    const QCommandLineOption languageOption(
            QStringLiteral("language"),
            QCoreApplication::translate("main",
                                        "Show the program in <code> (en, nl or de) this time."),
            QCoreApplication::translate("main", "code"));
    const QCommandLineOption showOption(
            QStringLiteral("show"),
            QCoreApplication::translate(
                    "main",
                    "Open the dialog <dialog> at start: new-game, settings, load, "
                    "finished (the load dialog's finished games), play-online, or chat "
                    "(the online game's chat, once it runs)."),
            QCoreApplication::translate("main", "dialog"));
    const QCommandLineOption joinOption(
            QStringLiteral("join"),
            QCoreApplication::translate("main",
                                        "Join the online table of <invitation> at once "
                                        "(carcassonne://host:port/CODE)."),
            QCoreApplication::translate("main", "invitation"));
    const QCommandLineOption nameOption(
            QStringLiteral("player-name"),
            QCoreApplication::translate("main", "With --join: the name the others see."),
            QCoreApplication::translate("main", "name"));
    const QCommandLineOption waitOption(
            QStringLiteral("screenshot-after"),
            QCoreApplication::translate(
                    "main",
                    "With --screenshot: wait <ms> milliseconds before the picture (after the "
                    "turns of --turns)."),
            QCoreApplication::translate("main", "ms"));
    const QCommandLineOption openOption(
            QStringLiteral("open-to-network"),
            QCoreApplication::translate("main",
                                        "With --play and an open seat in --players: other "
                                        "computers may join the table (else this one alone)."));
    parser.addOptions({screenshotOption, turnsOption, playOption, playersOption, rulesOption,
                       tilesOption, loadOption, seedOption, timingOption, languageOption,
                       showOption, joinOption, nameOption, waitOption, openOption});
    parser.addPositionalArgument(
            QStringLiteral("file"),
            QCoreApplication::translate("main",
                                        "A saved game to open, a package (zip or folder) "
                                        "to play, or an invitation to an online table."),
            QCoreApplication::translate("main", "[file]"));
    return {screenshotOption, turnsOption, playOption, playersOption, rulesOption,
            tilesOption,      loadOption,  seedOption, timingOption,  languageOption,
            showOption,       joinOption,  nameOption, waitOption,    openOption};
}

// Whether the command line only asks for text (help, version): then no window is made.
bool asksOnlyForText(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        const QByteArray arg(argv[i]);
        if (arg == "-h" || arg == "--help" || arg == "--help-all" || arg == "-v"
            || arg == "--version" || arg == "-?")
            return true;
    }
    return false;
}

} // namespace

int main(int argc, char *argv[])
{
    if (asksOnlyForText(argc, argv)) {
        QCoreApplication app(argc, argv);
        Carcassonne::setApplicationMetadata();
        QCommandLineParser parser;
        addOptions(parser);
        parser.process(app); // prints and exits
        return 0;
    }
    QElapsedTimer launch;
    launch.start();
    QApplication app(argc, argv);
    Carcassonne::setApplicationMetadata();

    QCommandLineParser parser;
    const Options options = addOptions(parser);
    parser.process(app);

    Carcassonne::applyQuickControlsStyle();

    QVariantMap properties;
    if (parser.isSet(options.language))
        properties.insert(QStringLiteral("startLanguage"), parser.value(options.language));
    if (parser.isSet(options.show))
        properties.insert(QStringLiteral("startDialog"), parser.value(options.show));
    // A screenshot shows the game, not a first game's hints over it.
    if (parser.isSet(options.screenshot))
        properties.insert(QStringLiteral("showHints"), false);
    // A file opened from the desktop (see packaging/): a game record or a package.
    const QStringList files = parser.positionalArguments();
    // The desktop passes a file as a path or a file: URL (Exec=carcassonne %u), and an
    // invitation (carcassonne://) as it is.
    QString file = files.isEmpty() ? QString() : files.constFirst();
    if (file.startsWith(QLatin1String("file:")))
        file = QUrl(file).toLocalFile();
    const QStringList players =
            parser.value(options.players).split(QLatin1Char(','), Qt::SkipEmptyParts);
    // Rules over the packages' for a game started from the command line (the editor's Play
    // passes the level it was asked for); the names are checked when the game starts.
    QVariantMap rules;
    QString rulesError;
    if (!carcassonne::RuleOverrides::parse(parser.values(options.rules), rules, &rulesError)) {
        qCritical("%s", qPrintable(rulesError));
        return 2;
    }
    bool seedValid = true;
    if (parser.isSet(options.seed))
        parser.value(options.seed).toULongLong(&seedValid);
    if (!seedValid) {
        qCritical("--seed: expected a whole number from 0, not %s",
                  qPrintable(parser.value(options.seed)));
        return 2;
    }
    const QString tiles = parser.value(options.tiles);
    if (!carcassonne::TestPile::parse(tiles)) {
        qCritical("--tiles: expected first or only, not %s", qPrintable(tiles));
        return 2;
    }
    if (parser.isSet(options.play)) {
        properties.insert(QStringLiteral("playPackage"), parser.value(options.play));
        properties.insert(QStringLiteral("playTiles"), tiles);
        properties.insert(QStringLiteral("playPlayers"), players);
        properties.insert(QStringLiteral("playRules"), rules);
    } else if (parser.isSet(options.load)) {
        properties.insert(QStringLiteral("loadRecord"), parser.value(options.load));
    } else if (file.startsWith(QLatin1String("carcassonne://"))) {
        // An invitation clicked on the desktop (the .desktop file's scheme): the join dialog.
        properties.insert(QStringLiteral("startInvitation"), file);
    } else if (!file.isEmpty()) {
        properties.insert(Carcassonne::isGameRecord(file) ? QStringLiteral("loadRecord")
                                                          : QStringLiteral("playPackage"),
                          file);
        properties.insert(QStringLiteral("playPlayers"), players);
        properties.insert(QStringLiteral("playRules"), rules);
    }
    properties.insert(QStringLiteral("hostEveryone"), parser.isSet(options.openToNetwork));
    if (parser.isSet(options.join)) {
        properties.insert(QStringLiteral("joinInvitation"), parser.value(options.join));
        properties.insert(QStringLiteral("joinName"), parser.value(options.name));
    }
    if (properties.contains(QStringLiteral("playPackage")) && parser.isSet(options.seed))
        properties.insert(QStringLiteral("playSeed"), parser.value(options.seed));
    const int turns = parser.value(options.turns).toInt();
    if (parser.isSet(options.screenshot) && turns > 0 && !parser.isSet(options.play)
        && !parser.isSet(options.load) && !parser.isSet(options.join)) {
        const QStringList kinds = players.isEmpty()
                ? QStringList{QStringLiteral("human"), QStringLiteral("ai:greedy"),
                              QStringLiteral("ai:greedy")}
                : players;
        static const QStringList names{QStringLiteral("Ada"), QStringLiteral("Bram"),
                                       QStringLiteral("Clara"), QStringLiteral("Dirk"),
                                       QStringLiteral("Eva")};
        // The base game (no packages named), built as every setup is (SetupModel).
        const QVariantMap setup = carcassonne::SetupModel::build(
                {}, carcassonne::SetupModel::defaultSeats(kinds, names), rules,
                parser.isSet(options.seed) ? parser.value(options.seed) : QStringLiteral("7"));
        properties.insert(QStringLiteral("startSetup"),
                          QString::fromUtf8(QJsonDocument(QJsonObject::fromVariantMap(setup))
                                                    .toJson(QJsonDocument::Compact)));
    }

    QQmlApplicationEngine engine;
    Carcassonne::loadMainWindow(engine, properties);
    if (engine.rootObjects().isEmpty())
        return 1;
    auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().constFirst());
    if (!window) {
        qCritical("The main QML object is not a window");
        return 1;
    }

    if (parser.isSet(options.timing)) {
        QObject::connect(
                window, &QQuickWindow::frameSwapped, window,
                [&launch] {
                    static bool reported = false;
                    if (!reported)
                        qInfo("startup: first frame after %lld ms", launch.elapsed());
                    reported = true;
                },
                Qt::DirectConnection);
    }

    if (parser.isSet(options.screenshot)) {
        bool waitValid = true;
        const int wait = parser.isSet(options.wait) ? parser.value(options.wait).toInt(&waitValid)
                                                    : screenshotDelayMs;
        if (!waitValid || wait < 0 || wait > 600000) {
            qCritical("--screenshot-after: expected milliseconds from 0 to 600000");
            return 2;
        }
        // A package played with friends online opens a table first: no game to wait for.
        const bool hosting = players.contains(QStringLiteral("open"));
        if (turns > 0 || (properties.contains(QStringLiteral("playPackage")) && !hosting))
            scheduleGameScreenshot(window, parser.value(options.screenshot), turns, wait);
        else
            scheduleScreenshot(window, parser.value(options.screenshot), wait);
    }

    return app.exec();
}
