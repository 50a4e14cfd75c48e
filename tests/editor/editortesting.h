#pragma once

// What the editor's tests share: reading problems and tiles, a shown editor window, and the
// mouse on its canvas as a user would move it.
#include "content/packagerepository.h"
#include "content/packagewriter.h"
#include "mainwindow.h"
#include "packagedocument.h"
#include "tilecanvas.h"
#include "tileediting.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QListWidget>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>

#include <memory>

namespace carcassonne {

inline QString describe(const Problems &problems)
{
    QStringList lines;
    for (const Problem &p : problems)
        lines << p.toString();
    return lines.isEmpty() ? QStringLiteral("(none)") : lines.join(QLatin1Char('\n'));
}

inline bool hasProblem(const Problems &problems, const QString &tile, const QString &field,
                       const QString &phrase)
{
    for (const Problem &p : problems) {
        if (p.tile == tile && p.field == field && p.message.toString().contains(phrase))
            return true;
    }
    return false;
}

// The content of a package as the format writes it: equal content, equal bytes.
inline QMap<QString, QByteArray> content(const Package &p)
{
    return PackageWriter::files(p);
}

inline QList<CellPort> portsOf(const TileDefinition &t, FeatureType type)
{
    QList<CellPort> out;
    for (const FeatureDefinition &f : t.features) {
        if (f.type == type)
            out += f.ports;
    }
    return out;
}

inline int featureOf(const TileDefinition &t, Port port)
{
    return TileEditing::featureAt(t, CellPort{CellPos{}, port});
}

// The Package page's row of the package `id` among those a package may require.
inline QListWidgetItem *requirementItem(QListWidget *list, const QString &id)
{
    for (int i = 0; i < list->count(); ++i) {
        if (list->item(i)->data(Qt::UserRole).toString() == id)
            return list->item(i);
    }
    return nullptr;
}

// A shown editor window per test function, the repository it reads installed packages from,
// and the mouse on its canvas.
class EditorFixture
{
protected:
    ~EditorFixture() { delete m_repository; }
    void setUpEditorTests()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("carcassonne-editor-test"));
        QDir(MainWindow::recoveryRoot()).removeRecursively();
        m_repository = new PackageRepository;
    }
    void tearDownEditorTests()
    {
        QDir(MainWindow::recoveryRoot()).removeRecursively();
        delete m_repository;
        m_repository = nullptr;
    }
    PackageRepository *m_repository = nullptr;

    std::unique_ptr<MainWindow> window()
    {
        auto w = std::make_unique<MainWindow>(m_repository);
        w->show();
        w->activateWindow();
        QApplication::setActiveWindow(w.get());
        if (!QTest::qWaitForWindowExposed(w.get()) || !QTest::qWaitForWindowActive(w.get()))
            qWarning("window not exposed or not active");
        return w;
    }

    void tool(MainWindow &w, const QString &name)
    {
        w.action(QStringLiteral("tool_") + name)->trigger();
    }

    // Drags over ports of the current tile with the mouse, as a user draws.
    void drag(MainWindow &w, const QList<Port> &ports, Qt::KeyboardModifiers modifiers = {})
    {
        TileCanvas *c = w.canvas();
        const auto at = [&](Port p) { return c->portPosition({CellPos{}, p}).toPoint(); };
        QTest::mousePress(c, Qt::LeftButton, modifiers, at(ports.first()));
        for (int i = 1; i < ports.size(); ++i)
            QTest::mouseMove(c, at(ports[i]));
        QTest::mouseRelease(c, Qt::LeftButton, modifiers, at(ports.last()));
    }

    // Drags over ports of any cell of the current tile.
    void dragCells(MainWindow &w, const QList<CellPort> &ports)
    {
        TileCanvas *c = w.canvas();
        QTest::mousePress(c, Qt::LeftButton, {}, c->portPosition(ports.first()).toPoint());
        for (int i = 1; i < ports.size(); ++i)
            QTest::mouseMove(c, c->portPosition(ports[i]).toPoint());
        QTest::mouseRelease(c, Qt::LeftButton, {}, c->portPosition(ports.last()).toPoint());
    }

    // Runs `act` on the next modal dialog of type T once it shows (Play's dialog).
    template<typename T>
    static void whenModal(const std::function<void(T *)> &act)
    {
        auto *timer = new QTimer;
        timer->setInterval(20);
        auto tries = std::make_shared<int>(0);
        QObject::connect(timer, &QTimer::timeout, [timer, tries, act] {
            if (auto *dialog = qobject_cast<T *>(QApplication::activeModalWidget())) {
                timer->stop();
                timer->deleteLater();
                act(dialog);
            } else if (++*tries > 250) {
                timer->stop();
                timer->deleteLater();
            }
        });
        timer->start();
    }

    // A stand-in for the game that writes down its arguments, one a line, to `out`.
    static bool writeArgumentsScript(const QString &script, const QString &out)
    {
        QFile f(script);
        if (!f.open(QIODevice::WriteOnly))
            return false;
        f.write(QStringLiteral("#!/bin/sh\nfor a in \"$@\"; do echo \"$a\"; done > '%1.part'\n"
                               "mv '%1.part' '%1'\n")
                        .arg(out)
                        .toUtf8());
        f.close();
        return f.setPermissions(f.permissions() | QFileDevice::ExeOwner);
    }

    // What the stand-in of writeArgumentsScript() was started with, one argument a line.
    static QStringList recordedArguments(const QString &out)
    {
        QFile f(out);
        if (!f.open(QIODevice::ReadOnly))
            return {};
        return QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    }

    static QList<CellPort> sidePorts(CellPos cell, int side)
    {
        return {{cell, geometry::portAt(side, 0)},
                {cell, geometry::portAt(side, 1)},
                {cell, geometry::portAt(side, 2)}};
    }

    void click(MainWindow &w, Port port, Qt::KeyboardModifiers modifiers = {})
    {
        QTest::mouseClick(w.canvas(), Qt::LeftButton, modifiers,
                          w.canvas()->portPosition({CellPos{}, port}).toPoint());
    }

    // Draws base tile D on a new tile with the mouse: city north, road east-west, the field
    // split along the road and the two pieces above it merged.
    void drawTileD(MainWindow &w)
    {
        w.action(QStringLiteral("actionNewTile"))->trigger();
        tool(w, QStringLiteral("city"));
        drag(w, {Port::N});
        tool(w, QStringLiteral("road"));
        drag(w, {Port::E, Port::W});
        tool(w, QStringLiteral("select"));
        click(w, Port::S);
        QCOMPARE(w.canvas()->selection().size(), 1);
        QVERIFY(w.action(QStringLiteral("actionSplit"))->isEnabled());
        w.action(QStringLiteral("actionSplit"))->trigger();
        const TileDefinition &t = w.document()->tile(w.currentTile());
        click(w, Port::ENE);
        click(w, Port::WNW, Qt::ControlModifier);
        QCOMPARE(w.canvas()->selection().size(), 2);
        QVERIFY(featureOf(t, Port::ENE) != featureOf(t, Port::WNW));
        QVERIFY(w.action(QStringLiteral("actionMerge"))->isEnabled());
        QTest::keyClick(&w, Qt::Key_M, Qt::ControlModifier);
    }

    // Lists `modules` in the document's rules, as the Rules page does.
    void listModules(PackageDocument &doc, const QStringList &modules)
    {
        RulesDefinition rules = doc.package().rules;
        for (const QString &id : modules)
            rules.modules.append({id, true});
        doc.pushRules(rules, QStringLiteral("modules"));
    }
};

} // namespace carcassonne
