// The tile editor's Play: the command line it builds, the dialog asking who plays and at which
// level, standalone packages and The Mist, and a package authored through the editor's
// commands played to the end by the engine.
#include "ai/randomplayer.h"
#include "content/packagereader.h"
#include "content/packagerepository.h"
#include "editortesting.h"
#include "packagedocument.h"
#include "playdialog.h"
#include "playlauncher.h"
#include "problemswidget.h"
#include "record/game.h"
#include "rules/ruleoverrides.h"
#include "rulespage.h"
#include "tilecanvas.h"
#include "tileediting.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace carcassonne;

class TestEditorPlay : public QObject, private EditorFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { setUpEditorTests(); }
    void cleanupTestCase() { tearDownEditorTests(); }

    void playBuildsTheCommandLine()
    {
        QCOMPARE(PlayLauncher::arguments(QStringLiteral("/tmp/p"),
                                         {QStringLiteral("human"), QStringLiteral("ai:greedy")}),
                 (QStringList{QStringLiteral("--play"), QStringLiteral("/tmp/p"),
                              QStringLiteral("--players"), QStringLiteral("human,ai:greedy")}));
        QCOMPARE(QFileInfo(PlayLauncher::gameProgram()).absolutePath(),
                 QCoreApplication::applicationDirPath());
        QCOMPARE(QFileInfo(PlayLauncher::gameProgram()).baseName(), QStringLiteral("carcassonne"));

        // A stand-in for the game that writes down its arguments: the launch is real.
        QTemporaryDir dir;
        const QString script = dir.filePath(QStringLiteral("carcassonne"));
        const QString out = dir.filePath(QStringLiteral("arguments.txt"));
        QVERIFY(writeArgumentsScript(script, out));
        auto w = window();
        drawTileD(*w);
        w->setPlayersForTesting({QStringLiteral("human"), QStringLiteral("ai:mcts")}, script);
        w->action(QStringLiteral("actionPlay"))->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(out), 10000);
        const QStringList args = recordedArguments(out);
        QCOMPARE(args.size(), 4);
        QCOMPARE(args[0], QStringLiteral("--play"));
        QCOMPARE(args[2], QStringLiteral("--players"));
        QCOMPARE(args[3], QStringLiteral("human,ai:mcts"));
        QCOMPARE(args[1], w->lastPlayFolder());
        QCOMPARE(w->lastPlayCommand(),
                 script + QStringLiteral(" --play ") + args[1]
                         + QStringLiteral(" --players human,ai:mcts"));
        // What the game is given is the package as edited, loadable by the engine.
        PackageReader reader;
        const auto played = reader.read(args[1]);
        QVERIFY2(played, qPrintable(describe(reader.problems())));
        QCOMPARE(content(*played), content(w->document()->package()));
        QDir(args[1]).removeRecursively();
        // The editor is still open and its document unchanged.
        QVERIFY(w->isVisible());
        QVERIFY(w->document()->isModified());
    }

    void standalonePackageWithoutStartTilePlays()
    {
        // Mayflower: no start tile, no required package; its coast module lays the board.
        auto w = window();
        const QString source = PackageRepository::builtinRoot() + QStringLiteral("/mayflower");
        QVERIFY(w->openPackage(source));
        w->problemsView()->revalidate();
        QVERIFY2(w->problemsView()->problems().isEmpty(),
                 qPrintable(describe(w->problemsView()->problems())));
        QVERIFY(w->document()->package().rules.startTile.isEmpty());
        // The Rules page shows its modules, on.
        for (const char *id : {"coast", "surveyors", "farms", "trappers"}) {
            QComboBox *combo = w->rulesPage()->moduleCombo(QString::fromLatin1(id));
            QVERIFY2(combo, id);
            QCOMPARE(combo->currentIndex(), combo->findData(1)); // on by default
        }
        QVERIFY(w->rulesPage()->parameterEditor(QStringLiteral("surveyorBonus")));
        // Play hands the game a package that starts a Mayflower game.
        QTemporaryDir dir;
        const QString script = dir.filePath(QStringLiteral("carcassonne"));
        const QString out = dir.filePath(QStringLiteral("arguments.txt"));
        QVERIFY(writeArgumentsScript(script, out));
        w->setPlayersForTesting(
                {QStringLiteral("human"), QStringLiteral("ai:greedy"), QStringLiteral("ai:random")},
                script);
        w->action(QStringLiteral("actionPlay"))->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(out), 10000);
        PackageRepository repository;
        Problems problems;
        QCOMPARE(repository.addPath(w->lastPlayFolder(), &problems).value_or(QString()),
                 QStringLiteral("mayflower"));
        GameSetup setup;
        setup.packages = {QStringLiteral("mayflower")};
        setup.players = {
                {QStringLiteral("A"), QStringLiteral("red"), QStringLiteral("ai:random")},
                {QStringLiteral("B"), QStringLiteral("blue"), QStringLiteral("ai:random")},
                {QStringLiteral("C"), QStringLiteral("green"), QStringLiteral("ai:random")}};
        setup.seed = 20261126;
        auto game = Game::start(setup, repository, &problems);
        QVERIFY2(game, qPrintable(describe(problems)));
        QCOMPARE(game->state().board().fixedCells().size(), std::size_t(10));
        RandomPlayer bot(setup.seed);
        EventList events;
        for (int moves = 0; !game->state().gameOver(); ++moves) {
            QVERIFY(game->apply(bot.choose(game->state()), events));
            QVERIFY(moves < 2000);
        }
        QDir(w->lastPlayFolder()).removeRecursively();
    }

    // An expansion's designer sees the new tiles first: the Play dialog offers the order of the
    // pile (its own tiles first by default, or alone), and the game is started with --tiles.
    void playCanPutTheNewTilesFirst()
    {
        PlayDialog dialog(2, 5);
        QVERIFY(!dialog.tileOrderCombo());
        QCOMPARE(dialog.tileOrder(), QString());
        dialog.offerTileOrder();
        QVERIFY(dialog.tileOrderCombo());
        QCOMPARE(dialog.tileOrder(), QStringLiteral("first"));
        dialog.tileOrderCombo()->setCurrentIndex(2);
        QCOMPARE(dialog.tileOrder(), QStringLiteral("only"));
        dialog.tileOrderCombo()->setCurrentIndex(0);
        QCOMPARE(dialog.tileOrder(), QString());
        const QStringList players{QStringLiteral("human")};
        QCOMPARE(PlayLauncher::arguments(QStringLiteral("/p"), players, {}, QStringLiteral("only")),
                 (QStringList{QStringLiteral("--play"), QStringLiteral("/p"),
                              QStringLiteral("--players"), QStringLiteral("human"),
                              QStringLiteral("--tiles"), QStringLiteral("only")}));
        QVERIFY(!PlayLauncher::arguments(QStringLiteral("/p"), players)
                         .contains(QStringLiteral("--tiles")));
    }

    void playDialogAsksWhoPlays()
    {
        PlayDialog dialog(2, 5);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QCOMPARE(dialog.countSpin()->minimum(), 2);
        QCOMPARE(dialog.countSpin()->maximum(), 5);
        // One person against the game's usual level (BotLevels::standard()).
        QCOMPARE(dialog.players(),
                 (QStringList{QStringLiteral("human"), QStringLiteral("ai:mcts-normal")}));
        // The levels in the engine's order, weakest first, with their labels.
        QComboBox *second = dialog.seatCombo(1);
        QCOMPARE(second->count(), 7);
        QCOMPARE(second->itemData(1).toString(), QStringLiteral("ai:random"));
        QCOMPARE(second->itemData(5).toString(), QStringLiteral("ai:mcts-hard"));
        QCOMPARE(second->currentText(), QStringLiteral("Computer: normal"));
        // Last, a friend at another computer: the game hosts a table for the package.
        QCOMPARE(second->itemData(6).toString(), QStringLiteral("open"));
        QVERIFY(dialog.openToNetworkBox()->isHidden());
        second->setCurrentIndex(6);
        QVERIFY(!dialog.openToNetworkBox()->isHidden());
        QVERIFY(!dialog.openToNetwork()); // this computer alone unless asked
        dialog.openToNetworkBox()->setChecked(true);
        QVERIFY(dialog.openToNetwork());
        QCOMPARE(dialog.players(), (QStringList{QStringLiteral("human"), QStringLiteral("open")}));
        QVERIFY(PlayLauncher::arguments(QStringLiteral("/p"), dialog.players(), {}, {},
                                        dialog.openToNetwork())
                        .contains(QStringLiteral("--open-to-network")));
        // A table needs its host's seat: no person at this screen, no Host.
        dialog.seatCombo(0)->setCurrentIndex(dialog.seatCombo(0)->findData(QStringLiteral("open")));
        QVERIFY(!dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->isEnabled());
        dialog.seatCombo(0)->setCurrentIndex(0);
        second->setCurrentIndex(second->findData(QStringLiteral("ai:mcts-normal")));
        QVERIFY(dialog.openToNetworkBox()->isHidden());
        QTest::keyClick(dialog.countSpin(), Qt::Key_Up);
        QCOMPARE(dialog.players().size(), 3);
        // Hot seat: a second person at this screen.
        QComboBox *seat = dialog.seatCombo(1);
        seat->setCurrentIndex(seat->findData(QStringLiteral("human")));
        QComboBox *third = dialog.seatCombo(2);
        third->setCurrentIndex(third->findData(QStringLiteral("ai:mcts-hard")));
        QCOMPARE(dialog.players(),
                 (QStringList{QStringLiteral("human"), QStringLiteral("human"),
                              QStringLiteral("ai:mcts-hard")}));
        QTest::keyClick(dialog.countSpin(), Qt::Key_Down);
        QCOMPARE(dialog.players().size(), 2);
        QVERIFY(!dialog.seatCombo(2)->isVisible());
        const QString shots = qEnvironmentVariable("CARCASSONNE_SCREENSHOT_DIR");
        if (!shots.isEmpty())
            dialog.grab().save(shots + QStringLiteral("/play-dialog.png"));
    }

    // A parameter the game starts at (The Mist's level) when the package's modules have one:
    // the dialog offers it in its range, and Play passes it as --rules.
    void playDialogOffersALevel()
    {
        PlayDialog plain(1, 5);
        QVERIFY(!plain.parameterSpin(QStringLiteral("mistLevel")));
        QVERIFY(plain.rules().isEmpty());
        PlayDialog dialog(1, 5);
        dialog.offerParameter(ParameterSpec{QStringLiteral("mistLevel"), 1, 1, 6},
                              QStringLiteral("Level"), 3);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QSpinBox *level = dialog.parameterSpin(QStringLiteral("mistLevel"));
        QVERIFY(level);
        QCOMPARE(level->minimum(), 1);
        QCOMPARE(level->maximum(), 6);
        QCOMPARE(level->value(), 3);
        QTest::keyClick(level, Qt::Key_Up);
        const QVariantMap rules = dialog.rules();
        QCOMPARE(rules.value(QStringLiteral("parameters")).toMap(),
                 (QVariantMap{{QStringLiteral("mistLevel"), 4}}));
        QCOMPARE(
                PlayLauncher::arguments(QStringLiteral("/tmp/p"), {QStringLiteral("human")}, rules),
                (QStringList{QStringLiteral("--play"), QStringLiteral("/tmp/p"),
                             QStringLiteral("--players"), QStringLiteral("human"),
                             QStringLiteral("--rules"), QStringLiteral("mistLevel=4")}));
        // Module switches and true/false parameters as the game's --rules reads them.
        QVariantMap more;
        QString error;
        QVERIFY(RuleOverrides::parse(
                {QStringLiteral("farmers=false,meeplesPerPlayer=5"), QStringLiteral("abbot=true")},
                more, &error));
        QCOMPARE(RuleOverrides::items(more),
                 (QStringList{QStringLiteral("abbot=true"), QStringLiteral("farmers=false"),
                              QStringLiteral("meeplesPerPlayer=5")}));
        QVERIFY(!RuleOverrides::parse({QStringLiteral("farmers")}, more, &error));
        QVERIFY(error.contains(QStringLiteral("key=value")));

        // The base game has no level: Play asks only who plays.
        auto w = window();
        QVERIFY(w->openPackage(PackageRepository::builtinRoot() + QStringLiteral("/base")));
        QVERIFY2(w->document()->problems().isEmpty(),
                 qPrintable(describe(w->document()->problems())));
        QTemporaryDir dir;
        const QString script = dir.filePath(QStringLiteral("carcassonne"));
        QVERIFY(writeArgumentsScript(script, dir.filePath(QStringLiteral("arguments.txt"))));
        w->setPlayersForTesting({}, script);
        bool asked = false;
        bool offered = true;
        whenModal<PlayDialog>([&](PlayDialog *d) {
            asked = true;
            offered = d->parameterSpin(QStringLiteral("mistLevel")) != nullptr;
            d->reject();
        });
        w->action(QStringLiteral("actionPlay"))->trigger();
        QVERIFY(asked);
        QVERIFY(!offered);
    }

    // The built-in Mist package opens without problems, its 2x2 start tile drawn whole; the
    // Rules page shows the level and what it presets; Play starts it at level 3.
    void mistPackagePlaysAtALevel()
    {
        auto w = window();
        const QString source = PackageRepository::builtinRoot() + QStringLiteral("/mist");
        QVERIFY(w->openPackage(source));
        w->problemsView()->revalidate();
        QVERIFY2(w->problemsView()->problems().isEmpty(),
                 qPrintable(describe(w->problemsView()->problems())));
        const int start = w->document()->indexOfTile(QStringLiteral("START"));
        QVERIFY(start >= 0);
        w->selectTile(start);
        TileCanvas *c = w->canvas();
        QCOMPARE(w->document()->tile(start).cells,
                 (QList<CellPos>{{0, 0}, {1, 0}, {0, 1}, {1, 1}}));
        // Every port of the four cells on screen, inside the canvas; a "+" beside each of the
        // eight outer sides, none on an inner one.
        int handles = 0;
        for (CellPos cell : w->document()->tile(start).cells) {
            for (int i = 0; i < kPortCount; ++i)
                QVERIFY(c->rect().contains(c->portPosition({cell, Port(i)}).toPoint()));
            for (int side = 0; side < 4; ++side) {
                if (const auto h = c->addHandlePosition(cell, side)) {
                    QVERIFY(c->rect().contains(h->toPoint()));
                    ++handles;
                }
            }
        }
        QCOMPARE(handles, 8);
        const QString shots = qEnvironmentVariable("CARCASSONNE_SCREENSHOT_DIR");
        if (!shots.isEmpty()) {
            w->resize(1280, 820);
            w->grab().save(shots + QStringLiteral("/mist-start.png"));
        }

        // The level on the Rules page, and the parameters it presets, said so.
        RulesPage *rules = w->rulesPage();
        auto *level = qobject_cast<QSpinBox *>(rules->parameterEditor(QStringLiteral("mistLevel")));
        QVERIFY(level);
        QCOMPARE(level->minimum(), 1);
        QCOMPARE(level->maximum(), 6);
        auto origin = [&](const QString &name) {
            return rules->findChild<QLabel *>(QStringLiteral("origin_") + name)->text();
        };
        auto value = [&](const QString &name) {
            QWidget *editor = rules->parameterEditor(name);
            if (auto *box = qobject_cast<QSpinBox *>(editor))
                return box->value();
            return int(qobject_cast<QCheckBox *>(editor)->isChecked());
        };
        QCOMPARE(value(QStringLiteral("ghostSupply")), 15);
        QCOMPARE(value(QStringLiteral("goalPoints")), 50);
        for (const char *name : {"ghostSupply", "goalPoints", "stackSize", "houndOnePoints",
                                 "houndTwoPoints", "graveyardMode", "separateScores"}) {
            const QString text = origin(QString::fromLatin1(name));
            QVERIFY2(text.startsWith(QStringLiteral("from "))
                             && text.endsWith(QStringLiteral(" 1")),
                     qPrintable(QStringLiteral("%1: %2").arg(QString::fromLatin1(name), text)));
        }
        QTest::keyClick(level, Qt::Key_Up);
        QTest::keyClick(level, Qt::Key_Up);
        QCOMPARE(w->document()
                         ->package()
                         .rules.parameters.value(QStringLiteral("mistLevel"))
                         .toInt(),
                 3);
        QCOMPARE(value(QStringLiteral("stackSize")), 20);
        QCOMPARE(value(QStringLiteral("goalPoints")), 100); // the last of 15, 50, 100
        QVERIFY(origin(QStringLiteral("stackSize")).endsWith(QStringLiteral(" 3")));
        if (!shots.isEmpty()) {
            w->pages()->setCurrentWidget(rules);
            auto *scroll = rules->findChild<QScrollArea *>();
            scroll->ensureWidgetVisible(rules->parameterEditor(QStringLiteral("houndTwoPoints")));
            w->grab().save(shots + QStringLiteral("/mist-rules.png"));
            w->pages()->setCurrentIndex(0);
        }
        w->document()->undoStack()->undo(); // level 2
        w->document()->undoStack()->undo(); // level 1, unset
        QCOMPARE(value(QStringLiteral("stackSize")), 0);

        // Play asks for the level (the package's, 1, to start with) and passes it on.
        QTemporaryDir dir;
        const QString script = dir.filePath(QStringLiteral("carcassonne"));
        const QString out = dir.filePath(QStringLiteral("arguments.txt"));
        QVERIFY(writeArgumentsScript(script, out));
        w->setPlayersForTesting({}, script);
        int offered = -1;
        whenModal<PlayDialog>([&](PlayDialog *d) {
            QSpinBox *spin = d->parameterSpin(QStringLiteral("mistLevel"));
            offered = spin ? spin->value() : 0;
            if (spin)
                spin->setValue(3);
            d->countSpin()->setValue(2);
            d->seatCombo(1)->setCurrentIndex(
                    d->seatCombo(1)->findData(QStringLiteral("ai:greedy")));
            const QString shots = qEnvironmentVariable("CARCASSONNE_SCREENSHOT_DIR");
            if (!shots.isEmpty())
                d->grab().save(shots + QStringLiteral("/mist-play-dialog.png"));
            d->accept();
        });
        w->action(QStringLiteral("actionPlay"))->trigger();
        QCOMPARE(offered, 1);
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(out), 10000);
        const QStringList args = recordedArguments(out);
        QCOMPARE(args,
                 (QStringList{QStringLiteral("--play"), w->lastPlayFolder(),
                              QStringLiteral("--players"), QStringLiteral("human,ai:greedy"),
                              QStringLiteral("--rules"), QStringLiteral("mistLevel=3")}));
        // The game reads those arguments as the window does: a Mist game at level 3.
        QVariantMap overrides;
        QString error;
        QVERIFY(RuleOverrides::parse({args[5]}, overrides, &error));
        PackageRepository repository;
        Problems problems;
        QCOMPARE(repository.addPath(w->lastPlayFolder(), &problems).value_or(QString()),
                 QStringLiteral("mist"));
        GameSetup setup;
        setup.packages = {QStringLiteral("mist")};
        setup.rules = overrides;
        setup.players = {
                {QStringLiteral("A"), QStringLiteral("red"), QStringLiteral("ai:random")},
                {QStringLiteral("B"), QStringLiteral("blue"), QStringLiteral("ai:random")}};
        setup.seed = 19;
        auto game = Game::start(setup, repository, &problems);
        QVERIFY2(game, qPrintable(describe(problems)));
        QCOMPARE(game->state().content().parameter(QStringLiteral("mistLevel")), 3);
        QCOMPARE(game->state().content().parameter(QStringLiteral("stackSize")), 20);
        QDir(w->lastPlayFolder()).removeRecursively();
    }

    // A package authored only through the editor's commands, loaded by the engine and played to
    // the end by seeded random players.
    void endToEndPlayedGame()
    {
        PackageDocument doc(m_repository);
        // T1 (plain field) becomes a road crossing; then a city tile from the same commands.
        TileDefinition t = doc.tile(0);
        t = TileEditing::paint(t, {{CellPos{}, Port::N}, {CellPos{}, Port::S}}, FeatureType::Road);
        t = TileEditing::split(t, TileEditing::featureAt(t, {CellPos{}, Port::E}));
        t.count = 6;
        doc.pushTileEdit(0, t, QStringLiteral("road"));
        TileDefinition c = TileEditing::blank(doc.freeTileId(QStringLiteral("C")));
        c = TileEditing::paint(c, {{CellPos{}, Port::N}, {CellPos{}, Port::E}}, FeatureType::City);
        c = TileEditing::addInterior(c, FeatureType::Cloister, CellPos{});
        c.count = 5;
        doc.pushAddTile(1, c, QStringLiteral("city"));
        PackageMetadata m = doc.metadata();
        m.id = QStringLiteral("editor-made");
        doc.pushMetadata(m, QStringLiteral("id"));
        RulesDefinition rules;
        rules.parameters.insert(QStringLiteral("meeplesPerPlayer"), 5);
        doc.pushRules(rules, QStringLiteral("rules"));
        const Problems problems = doc.problems();
        QVERIFY2(problems.isEmpty(), qPrintable(describe(problems)));

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("editor-made.zip"));
        QString error;
        QVERIFY2(doc.save(path, &error), qPrintable(error));

        PackageRepository repository;
        Problems loadProblems;
        QCOMPARE(repository.addPath(path, &loadProblems).value_or(QString()),
                 QStringLiteral("editor-made"));
        GameSetup setup;
        setup.packages = {QStringLiteral("editor-made")};
        setup.players = {
                {QStringLiteral("A"), QStringLiteral("red"), QStringLiteral("ai:random")},
                {QStringLiteral("B"), QStringLiteral("blue"), QStringLiteral("ai:random")}};
        setup.seed = 20261122;
        auto game = Game::start(setup, repository, &loadProblems);
        QVERIFY2(game, qPrintable(describe(loadProblems)));
        QCOMPARE(game->state().content().core().meeplesPerPlayer, 5);
        RandomPlayer bot(setup.seed);
        EventList events;
        int moves = 0;
        while (!game->state().gameOver()) {
            QVERIFY(game->apply(bot.choose(game->state()), events));
            QVERIFY(++moves < 2000);
        }
        // Every tile of both types was drawn: base's 72 plus ours, less the start tile.
        int ours = 0;
        for (const QJsonObject &move : game->record().moves) {
            const QString tile = move.value(QStringLiteral("tile")).toString();
            ours += tile.startsWith(QStringLiteral("editor-made/")) ? 1 : 0;
        }
        QVERIFY2(ours > 0 && ours <= 11, qPrintable(QString::number(ours)));
        QVERIFY(game->state().score(0) + game->state().score(1) > 0);
    }
};

QTEST_MAIN(TestEditorPlay)
#include "tst_editorplay.moc"
