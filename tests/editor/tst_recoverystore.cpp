// The editor's recovery copies: written only when the document changed, gone once it is
// saved, and found after a crash by the next editor, never while their editor still runs.
#include "content/packagerepository.h"
#include "packagedocument.h"
#include "recoverystore.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>

#include <memory>

using namespace carcassonne;

class TestRecoveryStore : public QObject
{
    Q_OBJECT

    std::unique_ptr<PackageRepository> m_repository;

    // A document with one change not saved, last saved at `path`.
    std::unique_ptr<PackageDocument> changedDocument(const QString &path = {})
    {
        auto doc = std::make_unique<PackageDocument>(m_repository.get());
        doc->newPackage();
        doc->reset(doc->package(), path);
        RulesDefinition rules = doc->package().rules;
        rules.modules.append({QStringLiteral("farmers"), true});
        doc->pushRules(rules, QStringLiteral("farmers"));
        return doc;
    }

    static QString packageOf(const RecoveryStore &store)
    {
        return store.folder() + QStringLiteral("/package/manifest.json");
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("carcassonne-recovery-test"));
        QDir(RecoveryStore::root()).removeRecursively();
        m_repository = std::make_unique<PackageRepository>();
    }

    void cleanup() { QDir(RecoveryStore::root()).removeRecursively(); }

    void writesOnlyWhatChanged()
    {
        PackageDocument doc(m_repository.get());
        doc.newPackage();
        RecoveryStore store;
        store.markSaved(doc.revision());
        QString error;
        QVERIFY(store.save(doc, &error));
        QVERIFY(!QFile::exists(packageOf(store))); // nothing unsaved, no copy

        auto changed = changedDocument(QStringLiteral("/home/someone/tiles.zip"));
        QVERIFY(store.save(*changed, &error));
        QVERIFY2(QFile::exists(packageOf(store)), qPrintable(error));
        // The same revision again is not written again...
        QDir(store.folder() + QStringLiteral("/package")).removeRecursively();
        QVERIFY(store.save(*changed, &error));
        QVERIFY(!QFile::exists(packageOf(store)));
        // ...unless the store is told its copy is stale (restored work).
        store.markStale();
        QVERIFY(store.save(*changed, &error));
        QVERIFY(QFile::exists(packageOf(store)));
        // Saved: the copy goes.
        changed->undoStack()->setClean();
        QVERIFY(store.save(*changed, &error));
        QVERIFY(!QFile::exists(packageOf(store)));
        store.clear();
        QVERIFY(!QDir(store.folder()).exists());
    }

    void leftoversAreThoseOfClosedEditors()
    {
        QString error;
        auto running = std::make_unique<RecoveryStore>();
        auto runningDoc = changedDocument();
        QVERIFY(running->save(*runningDoc, &error));

        QString crashedFolder;
        {
            RecoveryStore crashed; // goes without clear(): its lock goes, its copy stays
            QVERIFY(crashed.save(*changedDocument(QStringLiteral("/tmp/mine.zip")), &error));
            crashedFolder = crashed.folder();
        }
        const QString empty = RecoveryStore::root() + QStringLiteral("/session-empty");
        QVERIFY(QDir().mkpath(empty));

        RecoveryStore next;
        std::vector<RecoveryStore::Leftover> found = next.leftovers();
        QCOMPARE(found.size(), std::size_t(1));
        QCOMPARE(found.front().packagePath(), crashedFolder + QStringLiteral("/package"));
        QCOMPARE(found.front().originPath(), QStringLiteral("/tmp/mine.zip"));
        QVERIFY(!QDir(empty).exists()); // held no package: deleted on the way
        QVERIFY(QFile::exists(packageOf(*running))); // still running: left alone

        // While this store holds the leftover, another does not offer it.
        QVERIFY(RecoveryStore().leftovers().empty());
        found.front().remove();
        QVERIFY(!QDir(crashedFolder).exists());
        QVERIFY(!QFile::exists(crashedFolder + QStringLiteral(".lock")));

        // Once the running editor goes (without closing properly), its copy is found.
        const QString runningFolder = running->folder();
        running.reset();
        found = next.leftovers();
        QCOMPARE(found.size(), std::size_t(1));
        QCOMPARE(found.front().packagePath(), runningFolder + QStringLiteral("/package"));
        QCOMPARE(found.front().originPath(), QString());
    }

    void oversizedOriginIsIgnored()
    {
        QString error;
        QString folder;
        {
            RecoveryStore crashed;
            QVERIFY(crashed.save(*changedDocument(QStringLiteral("/tmp/a.zip")), &error));
            folder = crashed.folder();
        }
        QFile origin(folder + QStringLiteral("/origin.txt"));
        QVERIFY(origin.open(QIODevice::WriteOnly));
        origin.write(QByteArray(5000, 'x'));
        origin.close();
        RecoveryStore next;
        const std::vector<RecoveryStore::Leftover> found = next.leftovers();
        QCOMPARE(found.size(), std::size_t(1));
        QCOMPARE(found.front().originPath(), QString());
    }
};

QTEST_MAIN(TestRecoveryStore)
#include "tst_recoverystore.moc"
