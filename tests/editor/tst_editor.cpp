// The tile editor as a user draws with it (QTest mouse and key events on the canvas and the
// forms): features, attributes, tiles of several cells, fog, undo and redo of every command
// kind, and live validation.
#include "content/packagewriter.h"
#include "editorlanguage.h"
#include "editortesting.h"
#include "packagedocument.h"
#include "packagepage.h"
#include "problemswidget.h"
#include "rulespage.h"
#include "tilecanvas.h"
#include "tileediting.h"
#include "tilepropertieswidget.h"

#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QTreeWidgetItem>
#include <QUndoStack>

#include <functional>
#include <memory>

using namespace carcassonne;

class TestEditor : public QObject, private EditorFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { setUpEditorTests(); }
    void cleanupTestCase() { tearDownEditorTests(); }

    void drawANewTile()
    {
        auto w = window();
        QApplication::setActiveWindow(w.get());
        drawTileD(*w);
        const TileDefinition &t = w->document()->tile(w->currentTile());
        QCOMPARE(t.id, QStringLiteral("T2"));
        // As base D: a city on the three north ports, a road E-W, a field above the road
        // bordering the city and one below it bordering nothing.
        QCOMPARE(portsOf(t, FeatureType::City).size(), 3);
        QCOMPARE(portsOf(t, FeatureType::Road),
                 (QList<CellPort>{{CellPos{}, Port::E}, {CellPos{}, Port::W}}));
        const int upper = featureOf(t, Port::ENE);
        QCOMPARE(featureOf(t, Port::WNW), upper);
        QCOMPARE(t.features[upper].cities, QList<int>{featureOf(t, Port::N)});
        const int lower = featureOf(t, Port::S);
        for (Port p : {Port::ESE, Port::SSE, Port::SSW, Port::WSW})
            QCOMPARE(featureOf(t, p), lower);
        QVERIFY(t.features[lower].cities.isEmpty());
        // Exactly base D's sides and borders: nothing for validation to say.
        w->problemsView()->revalidate();
        QVERIFY2(w->problemsView()->problems().isEmpty(),
                 qPrintable(describe(w->problemsView()->problems())));
        QCOMPARE(w->problemsView()->topLevelItemCount(), 0);
        // Commands: new tile, city, road, split, merge.
        QCOMPARE(w->document()->undoStack()->count(), 5);
        QVERIFY(w->isWindowModified());
        const QString shots = qEnvironmentVariable("CARCASSONNE_SCREENSHOT_DIR");
        if (!shots.isEmpty()) {
            w->canvas()->setSelection({upper});
            w->resize(1280, 820);
            w->grab().save(shots + QStringLiteral("/drawn.png"));
        }
    }

    void attributesAndInteriorFeatures()
    {
        auto w = window();
        drawTileD(*w);
        // Goods and trading posts are offered once a module that gives them meaning is listed;
        // pennants (the core's) always (issue 21, defect 16).
        tool(*w, QStringLiteral("select"));
        click(*w, Port::N);
        QVERIFY(!w->properties()
                         ->attributeSpin(QStringLiteral("cloth"))
                         ->isVisibleTo(w->properties()));
        QVERIFY(w->properties()
                        ->attributeSpin(QStringLiteral("pennants"))
                        ->isVisibleTo(w->properties()));
        QVERIFY(!w->properties()->symbolCombo()->isVisibleTo(w->properties()));
        listModules(*w->document(),
                    {QStringLiteral("goods"), QStringLiteral("coast"), QStringLiteral("arrows")});
        // Pennant and goods on the city through the properties' spin boxes, with the keyboard.
        tool(*w, QStringLiteral("select"));
        click(*w, Port::N);
        QSpinBox *pennants = w->properties()->attributeSpin(QStringLiteral("pennants"));
        QVERIFY(pennants->isEnabled());
        const int before = w->document()->undoStack()->count();
        QTest::keyClick(pennants, Qt::Key_Up);
        QTest::keyClick(pennants, Qt::Key_Up);
        // Two steps of one spin box are one undo step.
        QCOMPARE(w->document()->undoStack()->count(), before + 1);
        QTest::keyClick(w->properties()->attributeSpin(QStringLiteral("cloth")), Qt::Key_Up);
        const TileDefinition *t = &w->document()->tile(w->currentTile());
        const int city = featureOf(*t, Port::N);
        QCOMPARE(t->features[city].attribute(FeatureAttribute::Pennants), 2);
        QCOMPARE(t->features[city].attribute(FeatureAttribute::Cloth), 1);
        // A city shows the attributes of its table rows that a city carries, and no others.
        for (const FeatureAttributeRow &row : featureattributes::all()) {
            QSpinBox *box = w->properties()->attributeSpin(row.nameString());
            QVERIFY2(box, row.name);
            QCOMPARE(box->isEnabled(), row.carriedBy(FeatureType::City));
            QCOMPARE(box->isVisibleTo(w->properties()), row.carriedBy(FeatureType::City));
        }
        QVERIFY(!w->properties()->attributeSpin(QStringLiteral("tradingPosts"))->isEnabled());
        // Trading post on the road, an arrow on the lower field.
        click(*w, Port::E);
        QTest::keyClick(w->properties()->attributeSpin(QStringLiteral("tradingPosts")), Qt::Key_Up);
        click(*w, Port::S);
        QComboBox *symbol = w->properties()->symbolCombo();
        symbol->setCurrentIndex(symbol->findData(int(SymbolKind::ExtraTurn)));
        w->properties()->symbolSideCombo()->setCurrentIndex(2);
        t = &w->document()->tile(w->currentTile());
        QCOMPARE(t->features[featureOf(*t, Port::E)].attribute(FeatureAttribute::TradingPosts), 1);
        QCOMPARE(t->features[featureOf(*t, Port::S)].symbol, SymbolKind::ExtraTurn);
        QCOMPARE(t->features[featureOf(*t, Port::S)].symbolSide, 2);
        // A garden placed with a click in the cell, then selected by clicking it.
        tool(*w, QStringLiteral("garden"));
        QTest::mouseClick(w->canvas(), Qt::LeftButton, {},
                          w->canvas()->cellCentre(CellPos{}).toPoint());
        t = &w->document()->tile(w->currentTile());
        QCOMPARE(t->features.last().type, FeatureType::Garden);
        const qsizetype withGarden = t->features.size();
        tool(*w, QStringLiteral("select"));
        QTest::mouseClick(w->canvas(), Qt::LeftButton, {},
                          w->canvas()->cellCentre(CellPos{}).toPoint());
        QCOMPARE(w->canvas()->selection(), QList<int>{int(t->features.size()) - 1});
        // Delete removes it.
        w->action(QStringLiteral("actionDeleteFeature"))->trigger();
        QCOMPARE(w->document()->tile(w->currentTile()).features.size(), withGarden - 1);
        QVERIFY(portsOf(w->document()->tile(w->currentTile()), FeatureType::Garden).isEmpty());
        // Turning the view moves where a port is on screen, not what it is.
        const QPoint northBefore = w->canvas()->portPosition({CellPos{}, Port::N}).toPoint();
        w->action(QStringLiteral("actionRotateView"))->trigger();
        const QPoint northAfter = w->canvas()->portPosition({CellPos{}, Port::N}).toPoint();
        QVERIFY(northAfter.x() > northBefore.x() + 50);
        click(*w, Port::N);
        const TileDefinition &now = w->document()->tile(w->currentTile());
        QCOMPARE(now.features[w->canvas()->selection().value(0)].type, FeatureType::City);
        // Escape drops a stroke: nothing is drawn.
        tool(*w, QStringLiteral("river"));
        const int commands = w->document()->undoStack()->count();
        TileCanvas *c = w->canvas();
        QTest::mousePress(c, Qt::LeftButton, {}, c->portPosition({CellPos{}, Port::S}).toPoint());
        QTest::mouseMove(c, c->portPosition({CellPos{}, Port::W}).toPoint());
        QTest::keyClick(c, Qt::Key_Escape);
        QTest::mouseRelease(c, Qt::LeftButton, {}, c->portPosition({CellPos{}, Port::W}).toPoint());
        QCOMPARE(w->document()->undoStack()->count(), commands);
    }

    void multiCellTile()
    {
        auto w = window();
        w->action(QStringLiteral("actionAddCell1"))->trigger();
        const TileDefinition &t = w->document()->tile(0);
        QCOMPARE(t.cells, (QList<CellPos>{{0, 0}, {1, 0}}));
        // Draw a road across both cells: west of [0,0] to east of [1,0].
        tool(*w, QStringLiteral("road"));
        TileCanvas *c = w->canvas();
        QTest::mousePress(c, Qt::LeftButton, {}, c->portPosition({{0, 0}, Port::W}).toPoint());
        QTest::mouseMove(c, c->portPosition({{0, 0}, Port::E}).toPoint());
        QTest::mouseMove(c, c->portPosition({{1, 0}, Port::W}).toPoint());
        QTest::mouseRelease(c, Qt::LeftButton, {}, c->portPosition({{1, 0}, Port::E}).toPoint());
        QTest::mousePress(c, Qt::LeftButton, {}, c->portPosition({{1, 0}, Port::W}).toPoint());
        QTest::mouseMove(c, c->portPosition({{1, 0}, Port::E}).toPoint());
        QTest::mouseRelease(c, Qt::LeftButton, {}, c->portPosition({{1, 0}, Port::E}).toPoint());
        const TileDefinition &d = w->document()->tile(0);
        QCOMPARE(portsOf(d, FeatureType::Road).size(), 4);
        int roads = 0;
        for (const FeatureDefinition &f : d.features)
            roads += f.type == FeatureType::Road;
        QCOMPARE(roads, 1); // the second stroke started on the road and extended it
        // Joined edges are one feature; the fields split along the road make it a clean tile.
        tool(*w, QStringLiteral("select"));
        QTest::mouseClick(c, Qt::LeftButton, {}, c->portPosition({{0, 0}, Port::N}).toPoint());
        w->action(QStringLiteral("actionSplit"))->trigger();
        Problems problems = w->document()->problems();
        for (const Problem &p : problems)
            QVERIFY2(!p.message.toString().contains(QStringLiteral("joined edges")),
                     qPrintable(p.toString()));
        // The Tile menu removes the current cell: never the anchor [0, 0], which was clicked
        // last; a click in cell [1, 0] makes that one current.
        QCOMPARE(c->currentCell(), (CellPos{0, 0}));
        QVERIFY(!w->action(QStringLiteral("actionRemoveCell"))->isEnabled());
        QTest::mouseClick(c, Qt::LeftButton, {}, c->cellCentre({1, 0}).toPoint());
        QCOMPARE(c->currentCell(), (CellPos{1, 0}));
        QVERIFY(w->action(QStringLiteral("actionRemoveCell"))->isEnabled());
        w->action(QStringLiteral("actionRemoveCell"))->trigger();
        QCOMPARE(w->document()->tile(0).cells.size(), 1);
        QCOMPARE(c->currentCell(), (CellPos{0, 0}));
    }

    // Issue 19 (The Mist's 2x2 start tile): cells added beside any cell with the "+" handles,
    // the context menu and the Tile menu, removed with what lies in them, each one undo step;
    // the 2x2 tile saved and read back.
    void drawATwoByTwoTile()
    {
        auto w = window();
        PackageDocument *doc = w->document();
        QUndoStack *stack = doc->undoStack();
        TileCanvas *c = w->canvas();
        auto snapshot = [&] { return content(doc->package()); };
        QList<QMap<QString, QByteArray>> states{snapshot()};
        // A "+" beside each side of a one-cell tile; the one east adds cell [1, 0].
        for (int side = 0; side < 4; ++side)
            QVERIFY(c->addHandlePosition({0, 0}, side));
        QTest::mouseClick(c, Qt::LeftButton, {}, c->addHandlePosition({0, 0}, 1)->toPoint());
        QCOMPARE(doc->tile(0).cells, (QList<CellPos>{{0, 0}, {1, 0}}));
        QCOMPARE(stack->count(), 1);
        QCOMPARE(stack->text(0), QStringLiteral("Add Cell [1, 0]"));
        QCOMPARE(c->currentCell(), (CellPos{1, 0}));
        QVERIFY(!c->addHandlePosition({0, 0}, 1)); // a cell lies there now
        states << snapshot();
        // With a drawing tool on: the "+" south of [1, 0].
        tool(*w, QStringLiteral("road"));
        QTest::mouseClick(c, Qt::LeftButton, {}, c->addHandlePosition({1, 0}, 2)->toPoint());
        QCOMPARE(doc->tile(0).cells, (QList<CellPos>{{0, 0}, {1, 0}, {1, 1}}));
        states << snapshot();
        // The context menu of cell [0, 0]: south is free, east is taken, the anchor stays.
        {
            std::unique_ptr<QMenu> menu(c->cellMenu({0, 0}, c));
            auto *south = menu->findChild<QAction *>(QStringLiteral("cellMenuAdd2"));
            QVERIFY(south && south->isEnabled());
            QVERIFY(!menu->findChild<QAction *>(QStringLiteral("cellMenuAdd1"))->isEnabled());
            QAction *remove = menu->findChild<QAction *>(QStringLiteral("cellMenuRemove"));
            QVERIFY(remove && !remove->isEnabled());
            QVERIFY(remove->toolTip().contains(QStringLiteral("anchor")));
            south->trigger();
        }
        QCOMPARE(doc->tile(0).cells.size(), 4);
        QVERIFY(doc->tile(0).cells.contains(CellPos{0, 1}));
        QCOMPARE(stack->count(), 3);
        states << snapshot();
        // The new cells' ground is one field with the first: 48 ports, every edge joined.
        QCOMPARE(doc->tile(0).features.size(), 1);
        QCOMPARE(doc->tile(0).features[0].ports.size(), 48);
        // A road drawn across three cells with the mouse is one road.
        dragCells(*w,
                  {{{0, 0}, Port::W},
                   {{0, 0}, Port::E},
                   {{1, 0}, Port::W},
                   {{1, 0}, Port::S},
                   {{1, 1}, Port::N},
                   {{1, 1}, Port::S}});
        QCOMPARE(portsOf(doc->tile(0), FeatureType::Road).size(), 6);
        states << snapshot();
        // A cloister in cell [1, 1].
        tool(*w, QStringLiteral("cloister"));
        QTest::mouseClick(c, Qt::LeftButton, {}, c->cellCentre({1, 1}).toPoint());
        QCOMPARE(doc->tile(0).features.last().type, FeatureType::Cloister);
        states << snapshot();
        const TileDefinition square = doc->tile(0);
        for (const Problem &p : doc->problems())
            QVERIFY2(!p.message.toString().contains(QStringLiteral("joined edges"))
                             && !p.message.toString().contains(QStringLiteral("belongs to no")),
                     qPrintable(p.toString()));

        if (const QString shots = qEnvironmentVariable("CARCASSONNE_SCREENSHOT_DIR");
            !shots.isEmpty())
            w->grab().save(shots + QStringLiteral("/two-by-two.png"));
        // Removing cell [1, 1] takes its ports and its cloister with it, in one step.
        {
            std::unique_ptr<QMenu> menu(c->cellMenu({1, 1}, c));
            QAction *remove = menu->findChild<QAction *>(QStringLiteral("cellMenuRemove"));
            QVERIFY(remove && remove->isEnabled());
            QCOMPARE(remove->text(), QStringLiteral("&Remove Cell [1, 1]"));
            remove->trigger();
        }
        const TileDefinition &removed = doc->tile(0);
        QCOMPARE(removed.cells, (QList<CellPos>{{0, 0}, {1, 0}, {0, 1}}));
        QCOMPARE(portsOf(removed, FeatureType::Road).size(), 4);
        for (const FeatureDefinition &f : removed.features) {
            QVERIFY(f.type != FeatureType::Cloister);
            for (const CellPort &p : f.ports)
                QVERIFY(p.cell != (CellPos{1, 1}));
        }
        QCOMPARE(stack->text(stack->count() - 1), QStringLiteral("Remove Cell [1, 1]"));
        states << snapshot();
        // From the Tile menu: the current cell [0, 1] (clicked), then the anchor (refused).
        tool(*w, QStringLiteral("select"));
        QTest::mouseClick(c, Qt::LeftButton, {}, c->cellCentre({0, 1}).toPoint());
        QVERIFY(w->action(QStringLiteral("actionRemoveCell"))->isEnabled());
        w->action(QStringLiteral("actionRemoveCell"))->trigger();
        QCOMPARE(doc->tile(0).cells, (QList<CellPos>{{0, 0}, {1, 0}}));
        states << snapshot();
        const int before = stack->count();
        QVERIFY(!c->removeCell({0, 0}));
        QTest::mouseClick(c, Qt::LeftButton, {}, c->cellCentre({0, 0}).toPoint());
        QVERIFY(!w->action(QStringLiteral("actionRemoveCell"))->isEnabled());
        QCOMPARE(stack->count(), before);
        // The Tile menu adds beside the current cell: west of [0, 0] is [-1, 0].
        w->action(QStringLiteral("actionAddCell3"))->trigger();
        QVERIFY(doc->tile(0).cells.contains(CellPos{-1, 0}));
        states << snapshot();
        // A cell that holds the tile together stays.
        TileDefinition line = TileEditing::blank(QStringLiteral("L"));
        line = TileEditing::addCell(TileEditing::addCell(line, {1, 0}), {2, 0});
        QVERIFY(!TileEditing::canRemoveCell(line, {1, 0}));
        QVERIFY(TileEditing::canRemoveCell(line, {2, 0}));
        QVERIFY(!TileEditing::canAddCell(line, {5, 5})); // touches no cell

        // Undo each step with the keyboard, then redo each.
        for (int i = int(states.size()) - 2; i >= 0; --i) {
            QTest::keyClick(w.get(), Qt::Key_Z, Qt::ControlModifier);
            QVERIFY2(snapshot() == states[i], qPrintable(QStringLiteral("undo to %1").arg(i)));
        }
        for (int i = 1; i < states.size(); ++i) {
            QTest::keyClick(w.get(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
            QVERIFY2(snapshot() == states[i], qPrintable(QStringLiteral("redo to %1").arg(i)));
        }
        // Back to the 2x2 tile, saved and read back as drawn.
        for (int i = 0; i < 3; ++i)
            stack->undo();
        QCOMPARE(content(doc->package()), states[5]);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("square.zip"));
        QVERIFY(w->savePackage(path));
        auto again = window();
        QVERIFY(again->openPackage(path));
        const TileDefinition &read = again->document()->tile(0);
        QCOMPARE(read.cells, square.cells);
        QCOMPARE(read.features.size(), square.features.size());
        QCOMPARE(content(again->document()->package()), content(doc->package()));
    }

    // Fog over the ports of any cell, its ghosts, and the parser's fog problems in the Problems
    // dock as they arise, naming the tile.
    void fogOnAMultiCellTile()
    {
        auto w = window();
        PackageDocument *doc = w->document();
        TileCanvas *c = w->canvas();
        for (CellPos cell : {CellPos{1, 0}, CellPos{0, 1}, CellPos{1, 1}})
            QVERIFY(c->addCellAt(cell));
        tool(*w, QStringLiteral("road"));
        dragCells(*w, {{{0, 0}, Port::W}, {{0, 0}, Port::E}, {{1, 0}, Port::W}, {{1, 0}, Port::E}});
        const QString tile = doc->tile(0).id;
        auto problemWith = [&](const QString &phrase) {
            for (const Problem &p : w->problemsView()->problems()) {
                if (p.tile == tile && p.message.toString().contains(phrase))
                    return true;
            }
            return false;
        };
        auto fogProblems = [&] {
            int n = 0;
            for (const Problem &p : w->problemsView()->problems())
                n += p.message.toString().contains(QStringLiteral("fog")) ? 1 : 0;
            return n;
        };
        // Fog over the road's east end only: half a road under fog.
        tool(*w, QStringLiteral("fog"));
        dragCells(*w, {{{1, 0}, Port::E}, {{1, 0}, Port::ENE}});
        QTRY_VERIFY(problemWith(QStringLiteral("fog covers 1 of this road's 4 ports")));
        bool named = false;
        for (int i = 0; i < w->problemsView()->topLevelItemCount(); ++i) {
            const QTreeWidgetItem *item = w->problemsView()->topLevelItem(i);
            named = named
                    || (item->text(0) == tile && item->text(2).contains(QStringLiteral("fog")));
        }
        QVERIFY(named);
        // Extended over the whole road, across the inner edge: nothing to say about fog.
        dragCells(*w, {{{1, 0}, Port::E}, {{1, 0}, Port::W}, {{0, 0}, Port::E}, {{0, 0}, Port::W}});
        int fog = -1;
        for (int f = 0; f < doc->tile(0).features.size(); ++f) {
            if (doc->tile(0).features[f].type == FeatureType::Fog) {
                QCOMPARE(fog, -1); // one fog feature
                fog = f;
            }
        }
        QCOMPARE(doc->tile(0).features[fog].ports.size(), 5);
        QTRY_COMPARE(fogProblems(), 0);
        // Its ghosts: a second click on a fogged port picks the fog, the spin box sets them.
        tool(*w, QStringLiteral("select"));
        const QPoint east = c->portPosition({{1, 0}, Port::ENE}).toPoint();
        QTest::mouseClick(c, Qt::LeftButton, {}, east);
        QTest::mouseClick(c, Qt::LeftButton, {}, east);
        QCOMPARE(c->selection(), QList<int>{fog});
        QSpinBox *ghosts = w->properties()->attributeSpin(QStringLiteral("ghosts"));
        // Ghosts mean something in The Mist's games only: offered once the fog module is listed.
        QVERIFY(!ghosts->isEnabled());
        listModules(*doc, {QStringLiteral("fog")});
        QTest::mouseClick(c, Qt::LeftButton, {}, east);
        QTest::mouseClick(c, Qt::LeftButton, {}, east);
        QCOMPARE(c->selection(), QList<int>{fog});
        QVERIFY(ghosts->isEnabled());
        QVERIFY(!w->properties()->attributeSpin(QStringLiteral("pennants"))->isEnabled());
        QTest::keyClick(ghosts, Qt::Key_Up);
        QTest::keyClick(ghosts, Qt::Key_Up);
        QCOMPARE(doc->tile(0).features[fog].attribute(FeatureAttribute::Ghosts), 2);
        QTRY_COMPARE(fogProblems(), 0);
        // Fog running to the inner edge south of [1, 0] without going on into [1, 1].
        tool(*w, QStringLiteral("fog"));
        dragCells(*w, sidePorts({1, 0}, 2));
        QTRY_VERIFY(problemWith(QStringLiteral("must continue as the same fog across the tile's "
                                               "inner edge")));
        doc->undoStack()->undo();
        QTRY_COMPARE(fogProblems(), 0);
        // Fog across the inner edge between [0, 0] and [0, 1] that reaches no outer side.
        dragCells(*w, sidePorts({0, 0}, 2) + sidePorts({0, 1}, 0));
        QTRY_VERIFY(problemWith(QStringLiteral("fog must reach an outer side of the tile")));
        QVERIFY(!problemWith(QStringLiteral("must continue as the same fog")));
        doc->undoStack()->undo();
        // Fog lies only over roads and fields: a stroke over a city draws nothing, and a city
        // drawn under fog clears it there.
        tool(*w, QStringLiteral("city"));
        dragCells(*w, {{{0, 1}, Port::W}});
        tool(*w, QStringLiteral("fog"));
        const int commands = doc->undoStack()->count();
        dragCells(*w, {{{0, 1}, Port::W}, {{0, 1}, Port::WNW}});
        QCOMPARE(doc->undoStack()->count(), commands);
        dragCells(*w, sidePorts({1, 1}, 1));
        QCOMPARE(portsOf(doc->tile(0), FeatureType::Fog).size(), 8);
        tool(*w, QStringLiteral("city"));
        dragCells(*w, {{{1, 1}, Port::E}});
        QCOMPARE(portsOf(doc->tile(0), FeatureType::Fog).size(), 5);
        QTRY_COMPARE(fogProblems(), 0);
    }

    void undoRedoEveryCommandKind()
    {
        auto w = window();
        QApplication::setActiveWindow(w.get());
        PackageDocument *doc = w->document();
        QUndoStack *stack = doc->undoStack();
        auto snapshot = [&] { return content(doc->package()); };
        QList<QMap<QString, QByteArray>> states{snapshot()};
        auto step = [&](const std::function<void()> &act) {
            const int count = stack->count();
            act();
            QCOMPARE(stack->count(), count + 1);
            QVERIFY(snapshot() != states.last());
            states << snapshot();
        };
        // Tile: draw; add; copy from another package (done as the dialog does); rename (a
        // macro with the start tile); remove.
        step([&] {
            tool(*w, QStringLiteral("river"));
            drag(*w, {Port::S});
        });
        step([&] { w->action(QStringLiteral("actionNewTile"))->trigger(); });
        step([&] { w->action(QStringLiteral("actionDuplicateTile"))->trigger(); });
        step([&] {
            RulesDefinition rules = doc->package().rules;
            rules.startTile = QStringLiteral("T1");
            doc->pushRules(rules, QStringLiteral("start"));
        });
        step([&] {
            w->selectTile(0);
            QLineEdit *id = w->properties()->idEdit();
            id->setFocus();
            id->selectAll();
            QTest::keyClicks(id, QStringLiteral("Spring"));
            QTest::keyClick(id, Qt::Key_Return);
        });
        QCOMPARE(doc->tile(0).id, QStringLiteral("Spring"));
        QCOMPARE(doc->package().rules.startTile, QStringLiteral("Spring"));
        step([&] { w->action(QStringLiteral("actionRemoveTile"))->trigger(); });
        // Metadata through the package page.
        step([&] {
            QLineEdit *name = w->packagePage()->nameEdit(QStringLiteral("nl"));
            name->setFocus();
            QTest::keyClicks(name, QStringLiteral("Mijn tegels"));
            QTest::keyClick(name, Qt::Key_Return);
        });
        QCOMPARE(doc->package().name.value(QStringLiteral("nl")), QStringLiteral("Mijn tegels"));
        // Rules: a parameter, its reset, a module.
        step([&] {
            auto *spin = qobject_cast<QSpinBox *>(
                    w->rulesPage()->parameterEditor(QStringLiteral("meeplesPerPlayer")));
            QVERIFY(spin);
            QCOMPARE(spin->value(), 7); // the default base gives
            QTest::keyClick(spin, Qt::Key_Up);
        });
        QCOMPARE(doc->package().rules.parameters.value(QStringLiteral("meeplesPerPlayer")).toInt(),
                 8);
        step([&] { w->rulesPage()->resetButton(QStringLiteral("meeplesPerPlayer"))->click(); });
        QVERIFY(!doc->package().rules.parameters.contains(QStringLiteral("meeplesPerPlayer")));
        step([&] {
            QComboBox *farmers = w->rulesPage()->moduleCombo(QStringLiteral("farmers"));
            farmers->setCurrentIndex(2);
            emit farmers->activated(2);
        });
        QCOMPARE(doc->package().rules.modules.size(), 1);
        QVERIFY(!doc->package().rules.modules[0].enabled);

        // Undo everything with the keyboard, checking each state on the way; then redo.
        for (int i = int(states.size()) - 2; i >= 0; --i) {
            QTest::keyClick(w.get(), Qt::Key_Z, Qt::ControlModifier);
            QVERIFY2(snapshot() == states[i],
                     qPrintable(QStringLiteral("undo to state %1").arg(i)));
        }
        QVERIFY(!w->isWindowModified());
        for (int i = 1; i < states.size(); ++i) {
            QTest::keyClick(w.get(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
            QVERIFY2(snapshot() == states[i],
                     qPrintable(QStringLiteral("redo to state %1").arg(i)));
        }
        QVERIFY(w->isWindowModified());
    }

    // The Package page lists the packages a package may require by their names in the language
    // shown, the id beside it; one not installed by its id, saying so (issue 56, item 12).
    void requiredPackagesShownByName()
    {
        auto w = window();
        QListWidget *requirements = w->packagePage()->requirementsList();
        const std::optional<Package> base = m_repository->load(QStringLiteral("base"), nullptr);
        QVERIFY(base);
        QString name = base->name.value(EditorLanguage::current());
        if (name.isEmpty())
            name = base->name.value(QStringLiteral("en"));
        QVERIFY(!name.isEmpty() && name != QStringLiteral("base"));
        QListWidgetItem *item = requirementItem(requirements, QStringLiteral("base"));
        QVERIFY(item);
        QCOMPARE(item->text(), QStringLiteral("%1 (base)").arg(name));
        QVERIFY(item->toolTip().contains(QStringLiteral("base")));
        QCOMPARE(item->checkState(), Qt::Checked);
        // A manifest's requirement that no package answers.
        PackageMetadata m = w->document()->metadata();
        m.requirements << QStringLiteral("no-such-package");
        w->document()->pushMetadata(m, QStringLiteral("requirements"));
        item = requirementItem(requirements, QStringLiteral("no-such-package"));
        QVERIFY(item);
        QCOMPARE(item->text(), QStringLiteral("no-such-package (not installed)"));
        QVERIFY(item->toolTip().contains(QStringLiteral("not installed")));
        QCOMPARE(item->checkState(), Qt::Checked);
        // Unticking it keeps the others: the id, not the text, goes into the manifest.
        item->setCheckState(Qt::Unchecked);
        QCOMPARE(w->document()->package().requirements, QStringList{QStringLiteral("base")});
    }

    void rulesPageShowsWhatThePackagePlays()
    {
        auto w = window();
        RulesPage *rules = w->rulesPage();
        auto shown = [&](QWidget *field) { return field && field->isVisibleTo(rules); };
        auto module = [&](const char *id) {
            return shown(rules->moduleCombo(QString::fromLatin1(id)));
        };
        auto parameter = [&](const char *name) {
            return shown(rules->parameterEditor(QString::fromLatin1(name)));
        };
        // A new package requires base: base's modules play, and show; others on request.
        QVERIFY(shown(rules->otherModulesToggle()));
        QVERIFY(module("farmers") && module("abbot") && parameter("fieldCityPoints"));
        QVERIFY(!module("river") && !module("hounds") && !parameter("surveyorBonus"));
        // Requiring nothing, it names no module: every module and parameter is a candidate.
        PackageMetadata alone = w->document()->metadata();
        alone.requirements.clear();
        w->document()->pushMetadata(alone, QStringLiteral("requirements"));
        QVERIFY(!shown(rules->otherModulesToggle()));
        QVERIFY(module("farmers") && module("hounds") && parameter("surveyorBonus"));

        // The Mist: its five modules, the core's parameters and its own; the rest on request.
        QVERIFY(w->openPackage(PackageRepository::builtinRoot() + QStringLiteral("/mist")));
        QVERIFY(shown(rules->otherModulesToggle()));
        QVERIFY(!rules->otherModulesToggle()->isChecked());
        for (const char *id : {"cooperative", "fog", "graveyards", "castles", "hounds"})
            QVERIFY2(module(id), id);
        QVERIFY(!module("farmers") && !module("surveyors"));
        QVERIFY(parameter("mistLevel") && parameter("meeplesPerPlayer"));
        QVERIFY(!parameter("surveyorBonus"));
        rules->otherModulesToggle()->click();
        QVERIFY(module("farmers") && parameter("surveyorBonus"));
        // A module of another rule set taken in stays in sight with its parameters.
        QComboBox *surveyors = rules->moduleCombo(QStringLiteral("surveyors"));
        surveyors->setCurrentIndex(surveyors->findData(2)); // off by default
        emit surveyors->activated(surveyors->currentIndex());
        rules->otherModulesToggle()->click();
        QVERIFY(module("surveyors") && parameter("surveyorBonus"));
        QVERIFY(!module("farmers"));
        // Undone, it goes out of sight again.
        w->document()->undoStack()->undo();
        QVERIFY(!module("surveyors") && !parameter("surveyorBonus"));
    }

    void validationCatchesEachProblem()
    {
        auto w = window();
        PackageDocument *doc = w->document();
        ProblemsWidget *problems = w->problemsView();
        problems->revalidate();
        QVERIFY2(problems->problems().isEmpty(), qPrintable(describe(problems->problems())));

        // Unmatched side: a river end where nothing has a river.
        tool(*w, QStringLiteral("river"));
        drag(*w, {Port::S});
        problems->revalidate();
        QVERIFY2(hasProblem(problems->problems(), QStringLiteral("T1"),
                            QStringLiteral("features[1].ports"), QStringLiteral("side S")),
                 qPrintable(describe(problems->problems())));
        // Never placeable: rivers on all four sides.
        drag(*w, {Port::S, Port::W, Port::N, Port::E});
        problems->revalidate();
        QVERIFY2(hasProblem(problems->problems(), QStringLiteral("T1"), QStringLiteral("features"),
                            QStringLiteral("can never be placed")),
                 qPrintable(describe(problems->problems())));
        QTest::keyClick(w.get(), Qt::Key_Z, Qt::ControlModifier);
        QTest::keyClick(w.get(), Qt::Key_Z, Qt::ControlModifier);

        // Field without borders: unticking the city the field borders.
        drawTileD(*w);
        const int t = w->currentTile();
        tool(*w, QStringLiteral("select"));
        click(*w, Port::ENE);
        QListWidget *cities = w->properties()->citiesList();
        QCOMPARE(cities->count(), 1);
        QCOMPARE(cities->item(0)->checkState(), Qt::Checked);
        cities->item(0)->setCheckState(Qt::Unchecked);
        problems->revalidate();
        const int field = featureOf(doc->tile(t), Port::ENE);
        QVERIFY2(hasProblem(problems->problems(), QStringLiteral("T2"),
                            QStringLiteral("features[%1].cities").arg(field),
                            QStringLiteral("does not name it")),
                 qPrintable(describe(problems->problems())));
        // Activating the problem jumps to the tile and the feature.
        w->selectTile(0);
        w->canvas()->setSelection({});
        QTreeWidgetItem *item = problems->topLevelItem(0);
        QVERIFY(item);
        emit problems->itemActivated(item, 0);
        QCOMPARE(w->currentTile(), t);
        QCOMPARE(w->canvas()->selection(), QList<int>{field});
        QTest::keyClick(w.get(), Qt::Key_Z, Qt::ControlModifier);

        // Unassigned port: only a broken file can have one; it opens and is listed.
        Package broken = doc->package();
        broken.tiles[0].features[0].ports.removeAll(CellPort{CellPos{}, Port::WNW});
        QTemporaryDir dir;
        QVERIFY(PackageWriter().writeFolder(broken, dir.filePath(QStringLiteral("broken"))));
        QVERIFY(w->openPackage(dir.filePath(QStringLiteral("broken"))));
        QVERIFY2(hasProblem(problems->problems(), QStringLiteral("T1"), QStringLiteral("features"),
                            QStringLiteral("port WNW of cell 0,0 belongs to no")),
                 qPrintable(describe(problems->problems())));
        // Painting the port fixes it.
        tool(*w, QStringLiteral("field"));
        w->selectTile(0);
        drag(*w, {Port::WNW, Port::NNW});
        problems->revalidate();
        QVERIFY2(problems->problems().isEmpty(), qPrintable(describe(problems->problems())));

        // No start tile: the package no longer requires base.
        w->pages()->setCurrentIndex(1);
        QListWidget *requirements = w->packagePage()->requirementsList();
        QListWidgetItem *base = requirementItem(requirements, QStringLiteral("base"));
        QVERIFY(base);
        base->setCheckState(Qt::Unchecked);
        QVERIFY(doc->package().requirements.isEmpty());
        problems->revalidate();
        QVERIFY2(hasProblem(problems->problems(), QString(), QStringLiteral("deck.startTile"),
                            QStringLiteral("no start tile")),
                 qPrintable(describe(problems->problems())));
        // Choosing one of the package's tiles as start tile fixes it.
        QComboBox *start = w->packagePage()->startTileCombo();
        start->setCurrentIndex(start->findData(QStringLiteral("T1")));
        emit start->activated(start->currentIndex());
        QCOMPARE(doc->package().rules.startTile, QStringLiteral("T1"));
        problems->revalidate();
        QVERIFY(!hasProblem(problems->problems(), QString(), QStringLiteral("deck.startTile"),
                            QStringLiteral("no start tile")));
    }
};

QTEST_MAIN(TestEditor)
#include "tst_editor.moc"
