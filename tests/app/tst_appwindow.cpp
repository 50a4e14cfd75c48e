#include "application.h"
#include "content/packagerepository.h"
#include "content/packagewriter.h"
#include "gamecontroller.h"
#include "record/game.h"
#include "rules/ruleoverrides.h"

#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

namespace {

// The first item under root (root included) whose "text" contains text, or nullptr.
QQuickItem *findItemWithText(QQuickItem *root, const QString &text)
{
    if (root->property("text").toString().contains(text))
        return root;
    const QList<QQuickItem *> children = root->childItems();
    for (QQuickItem *child : children) {
        if (QQuickItem *found = findItemWithText(child, text))
            return found;
    }
    return nullptr;
}

} // namespace

class TestAppWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void mainWindowLoads();
    void windowIsShown();
    void showsVersion();
    void quitButtonQuits();
    void ctrlQQuits();
    void savingSaysSo();
    void playRulesReachTheGame();
    void leavingAnUnsavedGameAsks();
    void displaySettingsAreRestored();

private:
    std::unique_ptr<QQmlApplicationEngine> m_engine;

    QQuickWindow *window() const;
};

void TestAppWindow::initTestCase()
{
    Carcassonne::setApplicationMetadata();
    Carcassonne::applyQuickControlsStyle();
}

void TestAppWindow::init()
{
    // Any warning about our QML (a failed binding, an unknown type...) fails the test.
    QTest::failOnWarning(QRegularExpression(QStringLiteral("qrc:/qt/qml/")));
    m_engine = std::make_unique<QQmlApplicationEngine>();
    Carcassonne::loadMainWindow(*m_engine);
}

void TestAppWindow::cleanup()
{
    m_engine.reset();
}

QQuickWindow *TestAppWindow::window() const
{
    const QList<QObject *> roots = m_engine->rootObjects();
    return roots.size() == 1 ? qobject_cast<QQuickWindow *>(roots.constFirst()) : nullptr;
}

void TestAppWindow::mainWindowLoads()
{
    const QList<QObject *> roots = m_engine->rootObjects();
    QCOMPARE(roots.size(), 1);
    auto *window = qobject_cast<QQuickWindow *>(roots.constFirst());
    QVERIFY2(window, "the root object is not a QQuickWindow");
    QCOMPARE(window->title(), QStringLiteral("Carcassonne Studio"));
    QVERIFY2(window->width() >= 800 && window->height() >= 600,
             qPrintable(
                     QStringLiteral("window is %1x%2").arg(window->width()).arg(window->height())));
    QVERIFY(window->minimumWidth() >= 800);
    QVERIFY(window->minimumHeight() >= 600);
}

void TestAppWindow::windowIsShown()
{
    QQuickWindow *window = this->window();
    QVERIFY(window);
    QVERIFY(window->isVisible());
    QVERIFY(QTest::qWaitForWindowExposed(window));
    const QImage image = window->grabWindow();
    QVERIFY(!image.isNull());
    QVERIFY(image.width() >= 800 && image.height() >= 600);
}

void TestAppWindow::showsVersion()
{
    QQuickWindow *window = this->window();
    QVERIFY(window);
    const QString version = QCoreApplication::applicationVersion();
    QVERIFY(!version.isEmpty());
    QVERIFY2(findItemWithText(window->contentItem(), version),
             "no text in the window shows the application version");
}

void TestAppWindow::quitButtonQuits()
{
    QQuickWindow *window = this->window();
    QVERIFY(window);
    auto *button = window->findChild<QQuickItem *>(QStringLiteral("quitButton"));
    QVERIFY(button);
    QVERIFY(button->isVisible());

    QSignalSpy quitSpy(m_engine.get(), &QQmlEngine::quit);
    QVERIFY(QMetaObject::invokeMethod(button, "clicked"));
    QCOMPARE(quitSpy.count(), 1);
}

void TestAppWindow::ctrlQQuits()
{
    QQuickWindow *window = this->window();
    QVERIFY(window);
    window->requestActivate();
    QVERIFY(QTest::qWaitForWindowActive(window));

    QSignalSpy quitSpy(m_engine.get(), &QQmlEngine::quit);
    QTest::keyClick(window, Qt::Key_Q, Qt::ControlModifier);
    QCOMPARE(quitSpy.count(), 1);
}

// Saving a game says so, with the name, and the word goes by itself (issue 21, defect 9).
void TestAppWindow::savingSaysSo()
{
    QQuickWindow *window = this->window();
    QVERIFY(window);
    QObject *game = window->findChild<QObject *>(QStringLiteral("gameController"));
    QVERIFY(game);
    const QVariantMap setup{
            {QStringLiteral("packages"), QStringList{QStringLiteral("base")}},
            {QStringLiteral("players"),
             QVariantList{QVariantMap{{QStringLiteral("name"), QStringLiteral("Ann")},
                                      {QStringLiteral("color"), QStringLiteral("red")},
                                      {QStringLiteral("kind"), QStringLiteral("human")}},
                          QVariantMap{{QStringLiteral("name"), QStringLiteral("Bob")},
                                      {QStringLiteral("color"), QStringLiteral("blue")},
                                      {QStringLiteral("kind"), QStringLiteral("human")}}}}};
    bool ok = false;
    QVERIFY(QMetaObject::invokeMethod(game, "startGame", Q_RETURN_ARG(bool, ok),
                                      Q_ARG(QVariantMap, setup)));
    QVERIFY(ok);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("Sunday evening.json"));
    QVERIFY(QMetaObject::invokeMethod(game, "saveGame", Q_RETURN_ARG(bool, ok),
                                      Q_ARG(QString, path)));
    QVERIFY(ok);
    QVERIFY(QFile::exists(path));
    QObject *notice = window->findChild<QObject *>(QStringLiteral("notice"));
    QVERIFY(notice);
    QTRY_VERIFY(notice->property("visible").toBool());
    QVERIFY(findItemWithText(window->contentItem(), QStringLiteral("Saved as Sunday evening")));
    QTRY_VERIFY_WITH_TIMEOUT(!notice->property("visible").toBool(), 5000);
}

// The base package under another id, as a folder at `path`: a package being tried.
static bool writeBaseAs(const QString &id, const QString &path)
{
    carcassonne::PackageRepository repository;
    carcassonne::Problems problems;
    std::optional<carcassonne::Package> base = repository.load(QStringLiteral("base"), &problems);
    if (!base)
        return false;
    base->id = id;
    carcassonne::PackageWriter writer;
    if (!writer.write(*base, path)) {
        qWarning("%s", qPrintable(writer.errorString()));
        return false;
    }
    return true;
}

// --play PATH --rules ...: the window starts the test game with the rules over the package's
// (the editor's Play passes The Mist's level this way).
void TestAppWindow::playRulesReachTheGame()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("rules-played"));
    QVERIFY(writeBaseAs(QStringLiteral("rules-played"), path));
    QVariantMap rules;
    QString error;
    QVERIFY(carcassonne::RuleOverrides::parse({QStringLiteral("meeplesPerPlayer=3,farmers=false")},
                                              rules, &error));
    QQmlApplicationEngine engine;
    Carcassonne::loadMainWindow(engine,
                                {{QStringLiteral("playPackage"), path},
                                 {QStringLiteral("playPlayers"),
                                  QStringList{QStringLiteral("human"), QStringLiteral("human")}},
                                 {QStringLiteral("playRules"), rules}});
    QCOMPARE(engine.rootObjects().size(), 1);
    auto *game = engine.rootObjects().constFirst()->findChild<carcassonne::GameController *>(
            QStringLiteral("gameController"));
    QVERIFY(game);
    QVERIFY2(game->game().has_value(), qPrintable(game->lastError()));
    QCOMPARE(game->game()->state().content().parameter(QStringLiteral("meeplesPerPlayer")), 3);
    const QVariantMap played = game->game()->record().setup.rules;
    QCOMPARE(played.value(QStringLiteral("farmers")), QVariant(false));
    QCOMPARE(played.value(QStringLiteral("parameters"))
                     .toMap()
                     .value(QStringLiteral("meeplesPerPlayer"))
                     .toInt(),
             3);
}

// Menu in a test game with turns played asks first: nothing keeps such a game (issue 21,
// defect 9); "Stay" keeps it, "Leave without saving" leaves.
void TestAppWindow::leavingAnUnsavedGameAsks()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("being-tried"));
    QVERIFY(writeBaseAs(QStringLiteral("being-tried"), path));
    QQmlApplicationEngine engine;
    Carcassonne::loadMainWindow(engine,
                                {{QStringLiteral("playPackage"), path},
                                 {QStringLiteral("playPlayers"),
                                  QStringList{QStringLiteral("human"), QStringLiteral("human")}}});
    QCOMPARE(engine.rootObjects().size(), 1);
    QObject *root = engine.rootObjects().constFirst();
    auto *game = root->findChild<carcassonne::GameController *>(QStringLiteral("gameController"));
    QVERIFY(game);
    QVERIFY(root->property("inGame").toBool());
    QVERIFY(game->turnModel()->playFor(QStringLiteral("ai:greedy"))); // the tile
    QVERIFY(game->turnModel()->playFor(
            QStringLiteral("ai:greedy"))); // the figure or none: a turn played
    QVERIFY(game->leavingLoses());
    QObject *screen = nullptr;
    QTRY_VERIFY((screen = root->findChild<QObject *>(QStringLiteral("gameScreen"))));
    QObject *dialog = root->findChild<QObject *>(QStringLiteral("leaveDialog"));
    QVERIFY(dialog);
    QVERIFY(QMetaObject::invokeMethod(screen, "menuRequested"));
    QTRY_VERIFY(dialog->property("opened").toBool());
    QVERIFY(root->property("inGame").toBool());
    QObject *stay = root->findChild<QObject *>(QStringLiteral("leaveStay"));
    QVERIFY(stay);
    QVERIFY(QMetaObject::invokeMethod(stay, "clicked"));
    QTRY_VERIFY(!dialog->property("visible").toBool());
    QVERIFY(root->property("inGame").toBool());
    QVERIFY(QMetaObject::invokeMethod(screen, "menuRequested"));
    QTRY_VERIFY(dialog->property("opened").toBool());
    QObject *leave = root->findChild<QObject *>(QStringLiteral("leaveConfirm"));
    QVERIFY(leave);
    QVERIFY(QMetaObject::invokeMethod(leave, "clicked"));
    QTRY_VERIFY(!root->property("inGame").toBool());
    QVERIFY(!game->game().has_value());
}

QTEST_MAIN(TestAppWindow)
// The colour-blind palette and the text size are read back when the window starts again, and
// reach the game and the Theme (a value written before the settings were read once replaced
// them with the defaults).
void TestAppWindow::displaySettingsAreRestored()
{
    {
        QSettings settings;
        settings.setValue(QStringLiteral("display/colourBlindPalette"), true);
        settings.setValue(QStringLiteral("display/textScale"), 1.3);
    }
    const auto restore = qScopeGuard([] {
        QSettings settings;
        settings.remove(QStringLiteral("display"));
    });
    m_engine = std::make_unique<QQmlApplicationEngine>();
    Carcassonne::loadMainWindow(*m_engine);
    QQuickWindow *window = this->window();
    QVERIFY(window);
    auto *game = window->findChild<carcassonne::GameController *>(QStringLiteral("gameController"));
    QVERIFY(game);
    QVERIFY(game->settings()->colourBlindPalette());
    QCOMPARE(window->property("font").value<QFont>().pixelSize(), 18); // 14 at 1.3
    m_engine.reset(); // the window writes its settings as it closes
    QSettings settings;
    QCOMPARE(settings.value(QStringLiteral("display/colourBlindPalette")).toBool(), true);
    QCOMPARE(settings.value(QStringLiteral("display/textScale")).toDouble(), 1.3);
    game = nullptr;
    // The palette is the window's: a new window without the setting paints as ever.
    settings.remove(QStringLiteral("display"));
    settings.sync();
    m_engine = std::make_unique<QQmlApplicationEngine>();
    Carcassonne::loadMainWindow(*m_engine);
    game = this->window()->findChild<carcassonne::GameController *>(
            QStringLiteral("gameController"));
    QVERIFY(game);
    QVERIFY(!game->settings()->colourBlindPalette());
}

#include "tst_appwindow.moc"
