// `carcassonne-cli render` as a user runs it: one tile or a sheet, SVG or PNG, its usage errors
// and the benchmark line.
#include <QImage>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class TestRenderCli : public QObject
{
    Q_OBJECT

private:
    struct Result
    {
        int exitCode = -1;
        QByteArray out;
        QByteArray err;
    };
    static Result run(const QStringList &arguments)
    {
        QProcess p;
        p.start(QStringLiteral(CARCASSONNE_CLI), QStringList{QStringLiteral("render")} + arguments);
        if (!p.waitForFinished(120000))
            return {};
        return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
                p.readAllStandardOutput(), p.readAllStandardError()};
    }

private slots:
    void oneTileAsSvg();
    void turnedTileAsPng();
    void sheetAsPng();
    void figures();
    void bench();
    void errors_data();
    void errors();
};

void TestRenderCli::oneTileAsSvg()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("d.svg"));
    const Result r =
            run({QStringLiteral("--packages"), QStringLiteral("base"), QStringLiteral("--tile"),
                 QStringLiteral("base/D"), QStringLiteral("--out"), file});
    QCOMPARE(r.exitCode, 0);
    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray svg = f.readAll();
    QVERIFY(svg.contains("<svg"));
    QVERIFY(svg.contains("class=\"city\""));
    QVERIFY(svg.contains("class=\"road\""));
}

void TestRenderCli::turnedTileAsPng()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("s.png"));
    const Result r =
            run({QStringLiteral("--packages"), QStringLiteral("base"), QStringLiteral("--tile"),
                 QStringLiteral("S"), QStringLiteral("--rotation"), QStringLiteral("90"),
                 QStringLiteral("--size"), QStringLiteral("128"), QStringLiteral("--out"), file});
    QCOMPARE(r.exitCode, 0);
    const QImage image(file);
    QCOMPARE(image.size(), QSize(128, 128));
    // S turned a quarter: its city covers the east, north and south; its road leaves west.
    QVERIFY(QColor(image.pixel(120, 64)) != QColor(image.pixel(4, 30)));
}

void TestRenderCli::sheetAsPng()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("sheet.png"));
    const Result r =
            run({QStringLiteral("--packages"), QStringLiteral("base"), QStringLiteral("--sheet"),
                 QStringLiteral("--size"), QStringLiteral("64"), QStringLiteral("--out"), file});
    QCOMPARE(r.exitCode, 0);
    const QImage image(file);
    QVERIFY(image.width() > 8 * 64 && image.height() > 4 * 64);
}

void TestRenderCli::figures()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("figures.svg"));
    QCOMPARE(run({QStringLiteral("--figures"), QStringLiteral("--out"), file}).exitCode, 0);
    QVERIFY(QFile::exists(file));
}

void TestRenderCli::bench()
{
    const Result r = run({QStringLiteral("--packages"), QStringLiteral("base"),
                          QStringLiteral("--bench"), QStringLiteral("3")});
    QCOMPARE(r.exitCode, 0);
    const QList<QByteArray> lines = r.out.trimmed().split('\n');
    QVERIFY(lines.last().startsWith("all tile types "));
    QVERIFY(lines.last().contains("all 72 tiles"));
}

void TestRenderCli::errors_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::newRow("no output") << QStringList{QStringLiteral("--packages"), QStringLiteral("base")}
                               << 2;
    QTest::newRow("bad extension")
            << QStringList{QStringLiteral("--packages"), QStringLiteral("base"),
                           QStringLiteral("--tile"),     QStringLiteral("D"),
                           QStringLiteral("--out"),      QStringLiteral("d.jpg")}
            << 2;
    QTest::newRow("bad rotation")
            << QStringList{QStringLiteral("--packages"), QStringLiteral("base"),
                           QStringLiteral("--tile"),     QStringLiteral("D"),
                           QStringLiteral("--rotation"), QStringLiteral("45"),
                           QStringLiteral("--out"),      QStringLiteral("d.svg")}
            << 2;
    QTest::newRow("unknown option") << QStringList{QStringLiteral("--colour")} << 2;
    QTest::newRow("unknown tile") << QStringList{QStringLiteral("--packages"),
                                                 QStringLiteral("base"),
                                                 QStringLiteral("--tile"),
                                                 QStringLiteral("base/ZZ"),
                                                 QStringLiteral("--out"),
                                                 QStringLiteral("z.svg")}
                                  << 1;
    QTest::newRow("unknown package")
            << QStringList{QStringLiteral("--packages"), QStringLiteral("no-such-package"),
                           QStringLiteral("--sheet"), QStringLiteral("--out"),
                           QStringLiteral("z.svg")}
            << 1;
}

void TestRenderCli::errors()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QTemporaryDir dir;
    QProcess p;
    p.setWorkingDirectory(dir.path());
    p.start(QStringLiteral(CARCASSONNE_CLI), QStringList{QStringLiteral("render")} + arguments);
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), exitCode);
    QVERIFY(!p.readAllStandardError().isEmpty());
}

QTEST_GUILESS_MAIN(TestRenderCli)
#include "tst_rendercli.moc"
