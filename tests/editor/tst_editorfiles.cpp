// The tile editor's files: save and reopen, built-in packages through the editor, recovery
// copies, refused saves, unsaved changes and recent files, tiles copied from installed
// packages, the window's layout, installing in the game and the contact sheet.
#include "../fullfilesystem.h"
#include "content/packagereader.h"
#include "content/packagerepository.h"
#include "content/packagewriter.h"
#include "copytiledialog.h"
#include "editortesting.h"
#include "mainwindow.h"
#include "newpackagedialog.h"
#include "packagedocument.h"

#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QDir>
#include <QDirIterator>
#include <QDockWidget>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QScopeGuard>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <sys/time.h>

using namespace carcassonne;

namespace {

// Every file and folder of the tree at `path` last written at `when`, as after a kill long ago.
bool setTree(const QString &path, const QDateTime &when)
{
    const timeval times[2] = {{time_t(when.toSecsSinceEpoch()), 0},
                              {time_t(when.toSecsSinceEpoch()), 0}};
    QDirIterator it(path, QDir::AllEntries | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        if (::utimes(QFile::encodeName(it.next()).constData(), times) != 0)
            return false;
    }
    return ::utimes(QFile::encodeName(path).constData(), times) == 0;
}

QString doubleFolder()
{
    return QStringLiteral(CARCASSONNE_TEST_DATA_DIR "/packages/good/double");
}

// A JSON file of the test package `double`.
QJsonObject doubleFile(const QString &name)
{
    const auto files = PackageReader().collect(doubleFolder());
    return files ? QJsonDocument::fromJson(files->value(name)).object() : QJsonObject();
}

// The test package `double` in `folder`, its file `name` replaced by `json`.
bool writeDoubleWith(const QString &folder, const QString &name, const QJsonObject &json)
{
    const auto files = PackageReader().collect(doubleFolder());
    if (!files)
        return false;
    for (auto it = files->cbegin(); it != files->cend(); ++it) {
        QFile f(folder + QLatin1Char('/') + it.key());
        const QByteArray bytes = it.key() == name ? QJsonDocument(json).toJson() : it.value();
        if (!QDir().mkpath(QFileInfo(f.fileName()).path()) || !f.open(QIODevice::WriteOnly)
            || f.write(bytes) != bytes.size())
            return false;
    }
    return true;
}

} // namespace

class TestEditorFiles : public QObject, private EditorFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { setUpEditorTests(); }
    void cleanupTestCase() { tearDownEditorTests(); }

    void saveReopenCompare_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("zip") << QStringLiteral("mine.zip");
        QTest::newRow("folder") << QStringLiteral("mine");
    }

    void saveReopenCompare()
    {
        QFETCH(QString, name);
        QTemporaryDir dir;
        const QString path = dir.filePath(name);
        auto w = window();
        drawTileD(*w);
        QVERIFY(w->savePackage(path));
        QVERIFY(!w->isWindowModified());
        QCOMPARE(w->document()->path(), path);
        auto again = window();
        QVERIFY(again->openPackage(path));
        QCOMPARE(content(again->document()->package()), content(w->document()->package()));
        QCOMPARE(again->document()->tileCount(), 2);
        QVERIFY(!again->isWindowModified());
        // The strict engine loader takes it too.
        PackageReader reader;
        QVERIFY2(reader.read(path), qPrintable(describe(reader.problems())));
    }

    void builtinRoundTripThroughTheEditor()
    {
        const QStringList ids =
                QDir(PackageRepository::builtinRoot()).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        QVERIFY(!ids.isEmpty());
        for (const QString &id : ids) {
            const QString source = PackageRepository::builtinRoot() + QLatin1Char('/') + id;
            PackageReader reader;
            const auto original = reader.read(source);
            QVERIFY(original);
            PackageDocument doc(m_repository);
            QString error;
            QVERIFY2(doc.open(source, &error), qPrintable(error));
            QTemporaryDir dir;
            for (const QString &target :
                 {dir.filePath(id), dir.filePath(id + QStringLiteral(".zip"))}) {
                QVERIFY2(doc.save(target, &error), qPrintable(error));
                PackageReader again;
                const auto copy = again.read(target);
                QVERIFY2(copy, qPrintable(describe(again.problems())));
                QCOMPARE(content(*copy), content(*original));
                QCOMPARE(copy->tiles.size(), original->tiles.size());
                QCOMPARE(copy->tileCount(), original->tileCount());
            }
        }
    }

    void autosaveAndRecovery()
    {
        QString folder;
        QByteArray expected;
        QString id;
        {
            auto w = window();
            drawTileD(*w);
            QVERIFY(w->autosave());
            folder = w->recoveryFolder();
            id = w->document()->package().id;
            QVERIFY(QFile::exists(folder + QStringLiteral("/package/manifest.json")));
            expected = PackageWriter::tilesJson(w->document()->package());
            // A crash: the window goes without closing (no prompt, no cleanup).
        }
        QVERIFY(QFile::exists(folder + QStringLiteral("/package/tiles.json")));
        auto w = window();
        // Answer the question as a user would, after reading what it offers.
        QString question;
        QTimer::singleShot(0, this, [&question] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (box) {
                question = box->text();
                box->button(QMessageBox::Yes)->click();
            }
        });
        QVERIFY(w->offerRecovery());
        QVERIFY2(question.contains(QStringLiteral("\"%1\"").arg(id)), qPrintable(question));
        QVERIFY2(question.contains(QStringLiteral("never saved")), qPrintable(question));
        QCOMPARE(PackageWriter::tilesJson(w->document()->package()), expected);
        QVERIFY(w->document()->isModified());
        QVERIFY(!QFile::exists(folder));
        // The restored work has its copy in this window's folder.
        QVERIFY(QFile::exists(w->recoveryFolder() + QStringLiteral("/package/tiles.json")));
        // A clean save leaves no copy behind once autosave runs again.
        QTemporaryDir dir;
        QVERIFY(w->savePackage(dir.filePath(QStringLiteral("saved.zip"))));
        QVERIFY(w->autosave());
        QVERIFY(!QFile::exists(w->recoveryFolder() + QStringLiteral("/package")));
    }

    void unreadableRecoveryCopyIsKeptOrDeleted()
    {
        // A copy even the lenient reader refuses (a link in it): nothing to restore, but the user
        // decides its fate.
        const QString folder = MainWindow::recoveryRoot() + QStringLiteral("/session-broken");
        QVERIFY(QDir().mkpath(folder + QStringLiteral("/package")));
        QFile manifest(folder + QStringLiteral("/package/manifest.json"));
        QVERIFY(manifest.open(QIODevice::WriteOnly));
        manifest.write("{}");
        manifest.close();
        QVERIFY(QFile::link(manifest.fileName(), folder + QStringLiteral("/package/tiles.json")));
        auto w = window();
        for (const QMessageBox::StandardButton answer : {QMessageBox::No, QMessageBox::Yes}) {
            QString warning;
            QTimer::singleShot(0, this, [&warning, answer] {
                if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                    warning = box->text();
                    box->button(answer)->click();
                }
            });
            QVERIFY(!w->offerRecovery());
            QVERIFY2(warning.contains(QDir::toNativeSeparators(folder)), qPrintable(warning));
            QVERIFY(!w->document()->isModified());
            // No keeps it where it is (for the user to look at), Yes deletes it.
            QCOMPARE(QFile::exists(manifest.fileName()), answer == QMessageBox::No);
        }
    }

    void refusedSaveKeepsEverything()
    {
        auto w = window();
        drawTileD(*w);
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("letters"));
        QVERIFY(QDir().mkpath(folder));
        QFile other(folder + QStringLiteral("/letter.txt"));
        QVERIFY(other.open(QIODevice::WriteOnly));
        other.close();
        QTimer::singleShot(0, this, [] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget()))
                box->accept();
        });
        QVERIFY(!w->savePackage(folder));
        QVERIFY(w->document()->isModified());
        QCOMPARE(w->document()->tileCount(), 2);
        QVERIFY(QFile::exists(w->recoveryFolder() + QStringLiteral("/package/tiles.json")));
        QVERIFY(QFile::exists(folder + QStringLiteral("/letter.txt")));
    }

    // Issue 58, item 1: on a full disk Save (folder or zip) replaced the package with cut or
    // empty files and said "Saved". Now the save fails with a message, the package on disk
    // stays as it was, nothing is left beside it, and the changes stay open and unsaved.
    void fullDiskSaveKeepsThePackage_data() { saveReopenCompare_data(); }
    void fullDiskSaveKeepsThePackage()
    {
        QFETCH(QString, name);
        QTemporaryDir dir;
        const QString path = dir.filePath(name);
        auto w = window();
        drawTileD(*w);
        QVERIFY(w->savePackage(path));
        PackageReader reader;
        const auto before = reader.collect(path);
        QVERIFY(before);
        w->action(QStringLiteral("actionNewTile"))->trigger();
        QVERIFY(w->document()->isModified());
        QString message;
        QTimer::singleShot(0, this, [&message] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                message = box->text();
                box->accept();
            }
        });
        {
            FullFileSystem full(200);
            QVERIFY(full.isValid());
            QVERIFY(!w->savePackage(path));
        }
        QVERIFY2(message.contains(QStringLiteral("cannot write")), qPrintable(message));
        QVERIFY(w->document()->isModified());
        QCOMPARE(w->document()->tileCount(), 3);
        const auto after = reader.collect(path);
        QVERIFY(after);
        QCOMPARE(*after, *before);
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
                 QStringList{name});
        QVERIFY(w->savePackage(path)); // with room again
        QVERIFY(!w->document()->isModified());
    }

    // Issue 58, item 4: a tile the editor could not read (a count of 501 or 2^32, not an
    // object, a second tile of one id) vanished from the list with "No problems", and Save then
    // deleted it from the package. Now each is listed as a problem, and Save writes it back as
    // it was.
    void unreadableTilesAreShownAndKept()
    {
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("double"));
        QJsonObject tiles = doubleFile(QStringLiteral("tiles.json"));
        QJsonArray list = tiles.value(QStringLiteral("tiles")).toArray();
        const int readable = int(list.size());
        QJsonObject big = list[0].toObject();
        big.insert(QStringLiteral("id"), QStringLiteral("BIG"));
        big.insert(QStringLiteral("count"), 501);
        QJsonObject huge = big;
        huge.insert(QStringLiteral("id"), QStringLiteral("HUGE"));
        huge.insert(QStringLiteral("count"), 4294967296.0);
        QJsonObject twice = list[0].toObject();
        twice.insert(QStringLiteral("count"), 7);
        list << big << huge << 42 << twice;
        tiles.insert(QStringLiteral("tiles"), list);
        QVERIFY(writeDoubleWith(folder, QStringLiteral("tiles.json"), tiles));
        auto w = window();
        QVERIFY(w->openPackage(folder));
        QCOMPARE(w->document()->tileCount(), readable);
        const Problems problems = w->document()->problems();
        QVERIFY2(hasProblem(problems, QStringLiteral("BIG"), QStringLiteral("count"),
                            QStringLiteral("0 to 500")),
                 qPrintable(describe(problems)));
        QVERIFY2(hasProblem(problems, QStringLiteral("HUGE"), QStringLiteral("count"),
                            QStringLiteral("0 to 500")),
                 qPrintable(describe(problems)));
        QVERIFY2(hasProblem(problems, QString(), QStringLiteral("tiles[%1]").arg(readable + 2),
                            QStringLiteral("must be an object")),
                 qPrintable(describe(problems)));
        QVERIFY2(hasProblem(problems, list[0].toObject().value("id").toString(),
                            QStringLiteral("tiles[%1].id").arg(readable + 3),
                            QStringLiteral("duplicate")),
                 qPrintable(describe(problems)));
        // Saved over itself (and after an edit): every entry it could not read is still there.
        w->action(QStringLiteral("actionNewTile"))->trigger();
        QVERIFY(w->savePackage(folder));
        QFile saved(folder + QStringLiteral("/tiles.json"));
        QVERIFY(saved.open(QIODevice::ReadOnly));
        const QJsonArray after =
                QJsonDocument::fromJson(saved.readAll()).object().value("tiles").toArray();
        QCOMPARE(after.size(), list.size() + 1);
        for (const QJsonValue &kept :
             {QJsonValue(big), QJsonValue(huge), QJsonValue(42), QJsonValue(twice)})
            QVERIFY2(after.contains(kept), qPrintable(QJsonDocument(QJsonArray{kept}).toJson()));
    }

    // Issue 58, item 4, the rules' side: an unknown rule module, an unknown parameter, one out
    // of range, an unknown deck rule and an unknown key were listed as problems and then
    // dropped by Save. Save now writes each back as it was.
    void unreadableRulesAreKept()
    {
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("double"));
        QJsonObject rules = doubleFile(QStringLiteral("rules.json"));
        QJsonArray modules = rules.value(QStringLiteral("modules")).toArray();
        modules << QJsonObject{{QStringLiteral("id"), QStringLiteral("nosuch")}};
        rules.insert(QStringLiteral("modules"), modules);
        QJsonObject parameters = rules.value(QStringLiteral("parameters")).toObject();
        parameters.insert(QStringLiteral("bogus"), 3);
        parameters.insert(QStringLiteral("meeplesPerPlayer"), 999);
        rules.insert(QStringLiteral("parameters"), parameters);
        QJsonObject deck = rules.value(QStringLiteral("deck")).toObject();
        deck.insert(QStringLiteral("shuffle"), true);
        rules.insert(QStringLiteral("deck"), deck);
        rules.insert(QStringLiteral("extra"), QJsonArray{1, 2});
        QVERIFY(writeDoubleWith(folder, QStringLiteral("rules.json"), rules));
        auto w = window();
        QVERIFY(w->openPackage(folder));
        const Problems problems = w->document()->problems();
        for (const QString &field :
             {QStringLiteral("modules[1]"), QStringLiteral("parameters.bogus"),
              QStringLiteral("parameters.meeplesPerPlayer"), QStringLiteral("deck.shuffle"),
              QStringLiteral("extra")})
            QVERIFY2(hasProblem(problems, QString(), field, QString()),
                     qPrintable(field + QLatin1Char('\n') + describe(problems)));
        w->action(QStringLiteral("actionNewTile"))->trigger();
        QVERIFY(w->savePackage(folder));
        QFile saved(folder + QStringLiteral("/rules.json"));
        QVERIFY(saved.open(QIODevice::ReadOnly));
        const QJsonObject after = QJsonDocument::fromJson(saved.readAll()).object();
        QCOMPARE(after.value(QStringLiteral("modules")).toArray(), modules);
        QCOMPARE(after.value(QStringLiteral("parameters")).toObject(), parameters);
        QCOMPARE(after.value(QStringLiteral("deck")).toObject(), deck);
        QCOMPARE(after.value(QStringLiteral("extra")), QJsonValue(QJsonArray{1, 2}));
    }

    // Issue 58, item 4: manifest.json's fields of the wrong type (requires not a list, a name
    // that is no text, an entry of requires that is no id) and unknown fields were listed as
    // problems but dropped by Save. Now they go back as they came.
    void unreadableManifestIsKept()
    {
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("double"));
        QJsonObject manifest = doubleFile(QStringLiteral("manifest.json"));
        QJsonObject name = manifest.value(QStringLiteral("name")).toObject();
        name.insert(QStringLiteral("fr"), 7);
        manifest.insert(QStringLiteral("name"), name);
        manifest.insert(QStringLiteral("requires"), QJsonArray{QStringLiteral("base"), 42});
        manifest.insert(QStringLiteral("homepage"), QStringLiteral("https://example.org"));
        QVERIFY(writeDoubleWith(folder, QStringLiteral("manifest.json"), manifest));
        auto w = window();
        QVERIFY(w->openPackage(folder));
        const Problems problems = w->document()->problems();
        for (const QString &field : {QStringLiteral("name.fr"), QStringLiteral("requires[1]")})
            QVERIFY2(hasProblem(problems, QString(), field, QString()),
                     qPrintable(field + QLatin1Char('\n') + describe(problems)));
        w->action(QStringLiteral("actionNewTile"))->trigger();
        QVERIFY(w->savePackage(folder));
        QFile saved(folder + QStringLiteral("/manifest.json"));
        QVERIFY(saved.open(QIODevice::ReadOnly));
        const QJsonObject after = QJsonDocument::fromJson(saved.readAll()).object();
        QCOMPARE(after.value(QStringLiteral("name")).toObject(), name);
        QCOMPARE(after.value(QStringLiteral("requires")).toArray(),
                 (QJsonArray{QStringLiteral("base"), 42}));
        QCOMPARE(after.value(QStringLiteral("homepage")).toString(),
                 QStringLiteral("https://example.org"));

        // `requires` that is no list at all is kept whole.
        manifest.insert(QStringLiteral("requires"), QStringLiteral("base"));
        QVERIFY(writeDoubleWith(folder, QStringLiteral("manifest.json"), manifest));
        auto again = window();
        QVERIFY(again->openPackage(folder));
        again->action(QStringLiteral("actionNewTile"))->trigger();
        QVERIFY(again->savePackage(folder));
        QFile second(folder + QStringLiteral("/manifest.json"));
        QVERIFY(second.open(QIODevice::ReadOnly));
        QCOMPARE(QJsonDocument::fromJson(second.readAll())
                         .object()
                         .value(QStringLiteral("requires")),
                 QJsonValue(QStringLiteral("base")));
    }

    // Issue 58, item 6: a save killed between its two renames left no package at its path;
    // opening it (as from the recent files) found nothing. Now the editor finishes the save
    // and opens the new package.
    void openRestoresAnInterruptedFolderSave()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("mine"));
        auto w = window();
        drawTileD(*w);
        QVERIFY(w->savePackage(path));
        const auto saved = PackageReader().collect(path);
        QVERIFY(saved);
        // What the kill leaves: the new package complete beside its path, the old one moved.
        QVERIFY(QDir().rename(path, path + QStringLiteral(".saving-89abcdef")));
        QVERIFY(PackageWriter().writeFolder(w->document()->package(),
                                            path + QStringLiteral(".old-89abcdef")));
        const QDateTime then = QDateTime::currentDateTime().addSecs(-300);
        QVERIFY(setTree(path + QStringLiteral(".saving-89abcdef"), then));
        auto again = window();
        QString error;
        QVERIFY2(again->document()->open(path, &error), qPrintable(error));
        QCOMPARE(PackageReader().collect(path), saved);
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot),
                 QStringList{QStringLiteral("mine")});
    }

    void unsavedChangesPromptAndRecentFiles()
    {
        auto w = window();
        drawTileD(*w);
        // Cancel keeps the window and the work.
        QTimer::singleShot(0, this, [] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget()))
                box->button(QMessageBox::Cancel)->click();
        });
        QVERIFY(!w->close());
        QVERIFY(w->isVisible());
        QCOMPARE(w->document()->tileCount(), 2);
        // New asks too; Discard throws the work away.
        QTimer::singleShot(0, this, [] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget()))
                box->button(QMessageBox::Discard)->click();
        });
        whenModal<NewPackageDialog>([](NewPackageDialog *d) {
            d->nameEdit()->setText(QStringLiteral("Recent"));
            d->accept();
        });
        w->action(QStringLiteral("actionNew"))->trigger();
        QCOMPARE(w->document()->tileCount(), 1);
        QVERIFY(!w->isWindowModified());
        // A saved package is first among the recent files.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("recent.zip"));
        QVERIFY(w->savePackage(path));
        auto *recent = w->findChild<QMenu *>(QStringLiteral("menuRecent"));
        QVERIFY(recent);
        QStringList entries;
        for (QAction *a : recent->actions())
            entries << a->text();
        QVERIFY(!entries.isEmpty());
        QVERIFY2(entries.first().endsWith(QDir::toNativeSeparators(path)),
                 qPrintable(entries.join(QLatin1Char('|'))));
        // Nothing to save now: closing asks nothing.
        QVERIFY(w->close());
    }

    void copyTileFromAnInstalledPackage()
    {
        CopyTileDialog dialog(m_repository);
        QVERIFY(dialog.packageCombo()->findText(QStringLiteral("base")) >= 0);
        dialog.packageCombo()->setCurrentIndex(
                dialog.packageCombo()->findText(QStringLiteral("base")));
        QVERIFY(dialog.tileList()->count() > 20);
        const auto items = dialog.tileList()->findItems(QStringLiteral("V"), Qt::MatchExactly);
        QCOMPARE(items.size(), 1);
        dialog.tileList()->setCurrentItem(items[0]);
        const auto chosen = dialog.selected();
        QVERIFY(chosen);
        QCOMPARE(chosen->first.id, QStringLiteral("base"));
        QCOMPARE(chosen->second.id, QStringLiteral("V"));
        const QString shots = qEnvironmentVariable("CARCASSONNE_SCREENSHOT_DIR");
        if (!shots.isEmpty()) {
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            dialog.grab().save(shots + QStringLiteral("/copy-dialog.png"));
        }
    }

    // A remembered layout that leaves the canvas a sliver (what a language switch once saved)
    // is not used: the standard layout is (issue 21, defect 4).
    void aBrokenLayoutIsNotRestored()
    {
        {
            auto w = window();
            QList<QDockWidget *> docks;
            QList<int> widths;
            for (QDockWidget *d : w->findChildren<QDockWidget *>()) {
                const Qt::DockWidgetArea area = w->dockWidgetArea(d);
                if (area == Qt::LeftDockWidgetArea || area == Qt::RightDockWidgetArea) {
                    docks << d;
                    widths << 2000;
                }
            }
            w->resizeDocks(docks, widths, Qt::Horizontal);
            QTRY_VERIFY(w->pages()->width() < MainWindow::kMinimumCanvasWidth);
            QSettings().setValue(QStringLiteral("editor/state"), w->saveState());
        }
        auto again = window();
        QTRY_VERIFY2(again->pages()->width() >= MainWindow::kMinimumCanvasWidth,
                     qPrintable(QString::number(again->pages()->width())));
        QSettings().remove(QStringLiteral("editor/state"));
    }

    // Install in the Game: the package goes where the game lists it (the same folder for
    // both programs), and replacing it asks first (issue 21, defect 15).
    void installInTheGame()
    {
        const QString folder = PackageRepository::userPackageFolder();
        QDir(folder).removeRecursively();
        const auto cleanUp = qScopeGuard([&] { QDir(folder).removeRecursively(); });
        auto w = window();
        w->importBuiltin(QStringLiteral("base"));
        QVERIFY(w->document()->problems().isEmpty());
        QVERIFY(w->installInGame());
        const QString zip = folder + QStringLiteral("/base-variant.zip");
        QVERIFY(QFile::exists(zip));
        PackageRepository repository; // as the game makes its own
        QVERIFY(repository.availableIds().contains(QStringLiteral("base-variant")));
        Problems problems;
        QVERIFY(repository.load(QStringLiteral("base-variant"), &problems));
        // Installed already: a question (which a test answers no) and nothing replaced.
        w->setPlayersForTesting({QStringLiteral("human"), QStringLiteral("human")});
        QVERIFY(!w->installInGame());
        QVERIFY(w->installInGame(true));
        // A second import of base is named anew, not over the installed one (importBuiltin
        // takes a free id).
        QCOMPARE(w->document()->freePackageId(QStringLiteral("base-variant")),
                 QStringLiteral("base-variant-2"));
    }

    // File > New asks for the package's name and makes an id from it that no installed
    // package, built-in one or file in the packages folder has (issue 56, item 12).
    void newAsksForANameAndFindsAFreeId()
    {
        const QString folder = PackageRepository::userPackageFolder();
        QDir(folder).removeRecursively();
        const auto cleanUp = qScopeGuard([&] { QDir(folder).removeRecursively(); });
        QCOMPARE(PackageDocument::idFromName(QStringLiteral("  Über die Straße! 2 ")),
                 QStringLiteral("uber-die-strasse-2"));
        QCOMPARE(PackageDocument::idFromName(QStringLiteral("???")), QStringLiteral("package"));
        QCOMPARE(int(PackageDocument::idFromName(QString(100, QLatin1Char('a'))).size()), 64);
        auto w = window();
        const auto newPackage = [&](const QString &name) {
            QString shownId;
            whenModal<NewPackageDialog>([&shownId, name](NewPackageDialog *d) {
                d->nameEdit()->setText(name);
                shownId = d->idLabel()->text();
                d->accept();
            });
            w->action(QStringLiteral("actionNew"))->trigger();
            return shownId;
        };
        QCOMPARE(newPackage(QStringLiteral("Castle Rock")), QStringLiteral("castle-rock"));
        const Package &p = w->document()->package();
        QCOMPARE(p.id, QStringLiteral("castle-rock"));
        QCOMPARE(p.name.value(QStringLiteral("en")), QStringLiteral("Castle Rock"));
        QCOMPARE(p.requirements, QStringList{QStringLiteral("base")});
        QCOMPARE(w->document()->tileCount(), 1);
        QVERIFY(w->document()->path().isEmpty());
        QVERIFY(!w->document()->isModified());
        QCOMPARE(w->document()->undoStack()->count(), 0);
        // Saved where Save As puts it: the next package of that name gets another id.
        QVERIFY(QDir().mkpath(folder));
        QVERIFY(w->savePackage(folder + QStringLiteral("/castle-rock.zip")));
        QCOMPARE(newPackage(QStringLiteral("Castle Rock")), QStringLiteral("castle-rock-2"));
        QCOMPARE(w->document()->package().id, QStringLiteral("castle-rock-2"));
        // Anything in the packages folder counts, and so does a built-in package's id.
        QVERIFY(QDir(folder).mkdir(QStringLiteral("castle-rock-2")));
        QCOMPARE(newPackage(QStringLiteral("castle rock")), QStringLiteral("castle-rock-3"));
        QCOMPARE(newPackage(QStringLiteral("Base")), QStringLiteral("base-2"));

        // Cancelling New changes nothing, even after Discard was answered.
        drawTileD(*w);
        const QMap<QString, QByteArray> before = content(w->document()->package());
        const int steps = w->document()->undoStack()->count();
        QTimer::singleShot(0, this, [] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget()))
                box->button(QMessageBox::Discard)->click();
        });
        bool asked = false;
        whenModal<NewPackageDialog>([&asked](NewPackageDialog *d) {
            asked = true;
            d->nameEdit()->setText(QStringLiteral("Never"));
            d->reject();
        });
        w->action(QStringLiteral("actionNew"))->trigger();
        QVERIFY(asked);
        QCOMPARE(content(w->document()->package()), before);
        QCOMPARE(w->document()->undoStack()->count(), steps);
        QVERIFY(w->document()->isModified());
        QVERIFY(w->isWindowModified());
        // No name, no package: Create waits for one.
        NewPackageDialog dialog(w->document());
        auto *create = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        QVERIFY(!create->isEnabled());
        dialog.nameEdit()->setText(QStringLiteral("  "));
        QVERIFY(!create->isEnabled());
        dialog.nameEdit()->setText(QStringLiteral("Fresh"));
        QVERIFY(create->isEnabled());
        QCOMPARE(dialog.packageId(), QStringLiteral("fresh"));
    }

    // A package saved into the packages folder is the installed one: Install says so instead
    // of offering to replace the file with itself, and saves changes there (issue 56, item 12).
    void installAfterSaveAsIntoThePackagesFolder()
    {
        const QString folder = PackageRepository::userPackageFolder();
        QDir(folder).removeRecursively();
        const auto cleanUp = qScopeGuard([&] { QDir(folder).removeRecursively(); });
        QVERIFY(QDir().mkpath(folder));
        auto w = window();
        w->importBuiltin(QStringLiteral("base"));
        QVERIFY(w->document()->problems().isEmpty());
        // Any box that shows is a failure: it is noted and closed.
        QStringList boxes;
        auto *watch = new QTimer(w.get());
        connect(watch, &QTimer::timeout, this, [&boxes] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                boxes << box->text();
                box->reject();
            }
        });
        watch->start(20);
        const QString zip = folder + QStringLiteral("/base-variant.zip");
        QVERIFY(w->savePackage(zip));
        QVERIFY(w->installInGame());
        QVERIFY2(boxes.isEmpty(), qPrintable(boxes.join(QLatin1Char('|'))));
        QVERIFY2(w->statusBar()->currentMessage().contains(
                         QStringLiteral("base-variant is installed")),
                 qPrintable(w->statusBar()->currentMessage()));
        // Changed since: Install writes the change into that file.
        PackageMetadata m = w->document()->metadata();
        m.version = QStringLiteral("1.1");
        w->document()->pushMetadata(m, QStringLiteral("version"));
        QVERIFY(w->document()->isModified());
        QVERIFY(w->installInGame());
        QVERIFY(boxes.isEmpty());
        QVERIFY(!w->document()->isModified());
        PackageRepository game; // as the game makes its own
        const std::optional<Package> installed = game.load(QStringLiteral("base-variant"), nullptr);
        QVERIFY(installed);
        QCOMPARE(installed->version, QStringLiteral("1.1"));
        // Saved as a folder package there, the same.
        QVERIFY(QFile::remove(zip));
        QVERIFY(w->savePackage(folder + QStringLiteral("/base-variant")));
        QVERIFY(w->installInGame());
        QVERIFY(boxes.isEmpty());
        QVERIFY(!QFile::exists(zip));
        // Saved elsewhere, Install puts a copy in the packages folder as before.
        QTemporaryDir elsewhere;
        QVERIFY(QDir(folder + QStringLiteral("/base-variant")).removeRecursively());
        QVERIFY(w->savePackage(elsewhere.filePath(QStringLiteral("base-variant.zip"))));
        QVERIFY(w->installInGame());
        QVERIFY(QFile::exists(zip));
        watch->stop();
    }

    void exportContactSheet()
    {
        auto w = window();
        w->importBuiltin(QStringLiteral("base"));
        QCOMPARE(w->document()->package().id, QStringLiteral("base-variant"));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("sheet.png"));
        QVERIFY(w->exportContactSheetTo(path));
        QImage image(path);
        QVERIFY(!image.isNull());
        // Eight columns of 128-pixel cells at least, several rows.
        QVERIFY2(image.width() >= 8 * 128, qPrintable(QString::number(image.width())));
        QVERIFY(image.height() >= 3 * 128);
        // On a full disk the picture already there stays whole (issue 58, item 1).
        QFile before(path);
        QVERIFY(before.open(QIODevice::ReadOnly));
        const QByteArray bytes = before.readAll();
        before.close();
        QString error;
        {
            FullFileSystem full(200);
            QVERIFY(full.isValid());
            QVERIFY(!w->exportContactSheetTo(path, &error));
        }
        QVERIFY2(error.contains(QStringLiteral("cannot write")), qPrintable(error));
        QVERIFY(before.open(QIODevice::ReadOnly));
        QCOMPARE(before.readAll(), bytes);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
                 QStringList{QStringLiteral("sheet.png")});
    }
};

QTEST_MAIN(TestEditorFiles)
#include "tst_editorfiles.moc"
