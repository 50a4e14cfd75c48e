// Starts the real program under Xvfb (or offscreen when xvfb-run is missing), lets it play a
// few turns and checks the picture it saves: the window's size, a lively picture (many colours,
// not one flat fill), the warm table around the board and the side panel.
#include <QImage>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <set>

class TestScreenshot : public QObject
{
    Q_OBJECT

private slots:
    void startScreen();
    void gameAfterSomeTurns();
    void helpAndVersionWithoutADisplay_data();
    void helpAndVersionWithoutADisplay();
    void badRulesAreAUsageError();

private:
    QImage run(const QStringList &arguments, const QString &file);
};

QImage TestScreenshot::run(const QStringList &arguments, const QString &file)
{
    QTemporaryDir home;
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), home.path()); // fresh settings, no autosave
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("QT_QUICK_CONTROLS_STYLE"), QStringLiteral("Basic"));
    const QString xvfb = QStandardPaths::findExecutable(QStringLiteral("xvfb-run"));
    QStringList args = arguments;
    args << QStringLiteral("--screenshot") << file;
    if (!xvfb.isEmpty()) {
        env.remove(QStringLiteral("QT_QPA_PLATFORM"));
        process.setProcessEnvironment(env);
        process.start(xvfb,
                      QStringList{QStringLiteral("-a"), QStringLiteral("-s"),
                                  QStringLiteral("-screen 0 1280x800x24"),
                                  QStringLiteral(CARCASSONNE_APP)}
                              + args);
    } else {
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(CARCASSONNE_APP), args);
    }
    if (!process.waitForFinished(180000)) {
        process.kill();
        return {};
    }
    if (process.exitCode() != 0)
        qWarning("%s", process.readAllStandardError().constData());
    return QImage(file);
}

static int colourCount(const QImage &image, QRect area)
{
    std::set<QRgb> colours;
    for (int y = area.top(); y <= area.bottom(); y += 2)
        for (int x = area.left(); x <= area.right(); x += 2)
            colours.insert(image.pixel(x, y));
    return int(colours.size());
}

void TestScreenshot::startScreen()
{
    const QString file = QStringLiteral(CARCASSONNE_SHOTS "/start.png");
    const QImage image = run({}, file);
    QVERIFY2(!image.isNull(), "no picture was saved");
    QVERIFY(image.width() >= 800 && image.height() >= 600);
    QVERIFY(colourCount(image, image.rect()) > 50);
}

void TestScreenshot::gameAfterSomeTurns()
{
    const QString file = QStringLiteral(CARCASSONNE_SHOTS "/game.png");
    const QImage image = run({QStringLiteral("--turns"), QStringLiteral("10")}, file);
    QVERIFY2(!image.isNull(), "no picture was saved");
    QVERIFY(image.width() >= 800 && image.height() >= 600);
    // The board (left) holds tiles in many colours; the corner shows the warm table.
    const QRect boardArea(0, 60, image.width() - 320, image.height() - 60);
    QVERIFY(colourCount(image, boardArea) > 200);
    const QColor corner = image.pixelColor(20, image.height() - 20);
    QVERIFY2(corner.red() > corner.blue() && corner.red() > 120,
             qPrintable(corner.name())); // a warm, light table
    // The side panel is parchment, lighter than the table.
    const QColor panel = image.pixelColor(image.width() - 10, image.height() / 2);
    QVERIFY(panel.lightness() > corner.lightness());
}

void TestScreenshot::helpAndVersionWithoutADisplay_data()
{
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("expected");
    QTest::newRow("--help") << QStringLiteral("--help") << QStringLiteral("--screenshot <file>");
    QTest::newRow("-h") << QStringLiteral("-h") << QStringLiteral("--language <code>");
    QTest::newRow("--help: rules")
            << QStringLiteral("--help") << QStringLiteral("--rules <key=value>");
    QTest::newRow("--version") << QStringLiteral("--version") << QStringLiteral("Carcassonne");
}

// No display, no platform chosen: the text options print and quit, as on a server or in a
// terminal without a desktop, instead of aborting on the missing display.
void TestScreenshot::helpAndVersionWithoutADisplay()
{
    QFETCH(QString, option);
    QFETCH(QString, expected);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char *name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
        env.remove(QString::fromLatin1(name));
    QProcess process;
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(CARCASSONNE_APP), {option});
    QVERIFY(process.waitForFinished(30000));
    const QString out = QString::fromUtf8(process.readAllStandardOutput());
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QVERIFY2(process.exitCode() == 0, qPrintable(process.readAllStandardError()));
    QVERIFY2(out.contains(expected), qPrintable(out));
}

// --rules takes key=value items: anything else stops the program before a window opens.
void TestScreenshot::badRulesAreAUsageError()
{
    QTemporaryDir home;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), home.path());
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    QProcess process;
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(CARCASSONNE_APP),
                  {QStringLiteral("--rules"), QStringLiteral("mistLevel=three")});
    QVERIFY(process.waitForFinished(30000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 2);
    const QString err = QString::fromUtf8(process.readAllStandardError());
    QVERIFY2(err.contains(QStringLiteral("'three' is not a number")), qPrintable(err));
}

QTEST_MAIN(TestScreenshot)
#include "tst_screenshot.moc"
