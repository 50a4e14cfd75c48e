#include "packagerepository.h"

#include <QTest>

using namespace carcassonne;

class TestPackages : public QObject
{
    Q_OBJECT
private slots:
    void loadsBase();
};

void TestPackages::loadsBase()
{
    PackageRepository repository;
    Problems problems;
    const auto p = repository.load(QStringLiteral("base"), &problems);
    QVERIFY2(p.has_value(), qPrintable(problems.value(0).toString()));
    QCOMPARE(p->tileCount(), 72);
}

QTEST_GUILESS_MAIN(TestPackages)
#include "tst_packages.moc"
