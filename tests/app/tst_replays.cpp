// Replay goldens: `carcassonne-cli replay NAME.json` prints, byte for byte, what it printed
// before, for every record under tests/data/records and tests/data/rules/<package id>/ (not
// tests/data/packages). Refactors of the engine keep the outcome, the events and their order,
// and the words of a refusal.
//
// Beside every record NAME.json lies its golden NAME.replay.json, in one of two forms:
//   - the record replays (exit code 0): the golden is the exact bytes the CLI writes to stdout
//     (the indented JSON outcome: events, gameOver, scores, winner);
//   - the record is refused: the golden is a JSON object {"exitCode": N, "stdout": "...",
//     "stderr": "..."}, and the CLI must exit with exactly N and print exactly those texts. An
//     outcome never has an "exitCode" key, so the key tells the two forms apart.
// The CLI runs in the record's folder with the bare file name as its argument, so a refusal
// names "NAME.json: move 3: ..." wherever the folder lies; it gets empty XDG folders (no user
// packages) and the C.UTF-8 locale.
//
// A record without a golden fails (a new record needs one), so does a golden without a record.
// A mismatch prints the first line that differs. To make the golden of a new record, or to
// change goldens on purpose, run the CLI the same way and keep what it prints:
//   cd tests/data/rules/base && carcassonne-cli replay NAME.json > NAME.replay.json
// and for a refused record write the {"exitCode", "stdout", "stderr"} object by hand.
// (tests/data/rules/README.md has a loop that writes both forms.)

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

namespace {

QString testDataDir()
{
    return QStringLiteral(CARCASSONNE_TEST_DATA_DIR);
}

// The folders holding records: records/ and every rules/<package id>/.
QStringList recordFolders()
{
    QStringList out{testDataDir() + QStringLiteral("/records")};
    const QDir rules(testDataDir() + QStringLiteral("/rules"));
    for (const QString &ruleSet : rules.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name))
        out << rules.filePath(ruleSet);
    return out;
}

const QString goldenSuffix = QStringLiteral(".replay.json");

// NAME.json in a folder, without the NAME.expected.json and NAME.replay.json beside it.
QStringList recordsIn(const QDir &dir)
{
    QStringList out;
    for (const QString &name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        if (!name.endsWith(QStringLiteral(".expected.json")) && !name.endsWith(goldenSuffix))
            out << name;
    }
    return out;
}

// "" when equal, else where the texts part: the line number and both lines.
QString firstDifference(const QByteArray &golden, const QByteArray &actual)
{
    if (golden == actual)
        return {};
    const QList<QByteArray> want = golden.split('\n');
    const QList<QByteArray> got = actual.split('\n');
    for (qsizetype i = 0; i < std::max(want.size(), got.size()); ++i) {
        const bool haveWant = i < want.size();
        const bool haveGot = i < got.size();
        if (haveWant && haveGot && want[i] == got[i])
            continue;
        return QStringLiteral("line %1 (golden %2 bytes, actual %3 bytes):\n  golden: %4\n  "
                              "actual: %5")
                .arg(i + 1)
                .arg(golden.size())
                .arg(actual.size())
                .arg(haveWant ? QString::fromUtf8(want[i]) : QStringLiteral("<end of text>"),
                     haveGot ? QString::fromUtf8(got[i]) : QStringLiteral("<end of text>"));
    }
    return QStringLiteral("the texts differ"); // not reached: split texts that differ differ
}

} // namespace

class TestReplays : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void replayMatchesGolden_data();
    void replayMatchesGolden();

private:
    QTemporaryDir m_home;
};

void TestReplays::initTestCase()
{
    QVERIFY(m_home.isValid());
    QVERIFY2(QFileInfo(QStringLiteral(CARCASSONNE_CLI)).isExecutable(), CARCASSONNE_CLI);
    const QStringList folders = recordFolders();
    QVERIFY2(folders.size() >= 2, "no rule-set folders under tests/data/rules");
    int records = 0;
    for (const QString &path : folders) {
        const QDir dir(path);
        records += int(recordsIn(dir).size());
        // A golden whose record was renamed or removed would never be checked.
        for (const QString &golden :
             dir.entryList({QLatin1Char('*') + goldenSuffix}, QDir::Files)) {
            const QString record = golden.chopped(goldenSuffix.size()) + QStringLiteral(".json");
            QVERIFY2(QFileInfo::exists(dir.filePath(record)),
                     qPrintable(dir.filePath(golden) + QStringLiteral(" has no record ") + record));
        }
    }
    // An empty tree would pass vacuously.
    QVERIFY2(records >= 50, qPrintable(QStringLiteral("only %1 records").arg(records)));
}

void TestReplays::replayMatchesGolden_data()
{
    QTest::addColumn<QString>("folder");
    QTest::addColumn<QString>("record");
    for (const QString &path : recordFolders()) {
        const QDir dir(path);
        for (const QString &name : recordsIn(dir)) {
            QTest::newRow(qPrintable(dir.dirName() + QLatin1Char('/') + name.chopped(5)))
                    << path << name;
        }
    }
}

void TestReplays::replayMatchesGolden()
{
    QFETCH(QString, folder);
    QFETCH(QString, record);
    const QString goldenPath = QDir(folder).filePath(
            record.chopped(5) + goldenSuffix); // NAME.json -> NAME.replay.json
    QFile goldenFile(goldenPath);
    QVERIFY2(goldenFile.open(QIODevice::ReadOnly),
             qPrintable(QStringLiteral("no golden %1: every record needs one (see the header of "
                                       "tests/app/tst_replays.cpp)")
                                .arg(goldenPath)));
    const QByteArray golden = goldenFile.readAll();

    int wantExit = 0;
    QByteArray wantOut = golden;
    QByteArray wantErr;
    bool compareErr = false;
    const QJsonObject goldenObject = QJsonDocument::fromJson(golden).object();
    if (goldenObject.contains(QStringLiteral("exitCode"))) {
        wantExit = goldenObject.value(QStringLiteral("exitCode")).toInt();
        QVERIFY2(wantExit != 0,
                 qPrintable(goldenPath + QStringLiteral(": a refusal exits with 0")));
        wantOut = goldenObject.value(QStringLiteral("stdout")).toString().toUtf8();
        wantErr = goldenObject.value(QStringLiteral("stderr")).toString().toUtf8();
        compareErr = true;
    }

    QProcess p;
    p.setWorkingDirectory(folder);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char *xdg : {"XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"})
        env.insert(QString::fromLatin1(xdg), m_home.filePath(QString::fromLatin1(xdg)));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(CARCASSONNE_CLI), {QStringLiteral("replay"), record});
    QVERIFY2(p.waitForFinished(120000), "carcassonne-cli did not finish in two minutes");
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    const QByteArray out = p.readAllStandardOutput();
    const QByteArray err = p.readAllStandardError();

    QVERIFY2(p.exitCode() == wantExit,
             qPrintable(QStringLiteral("exit code %1, the golden says %2; stderr:\n%3")
                                .arg(p.exitCode())
                                .arg(wantExit)
                                .arg(QString::fromUtf8(err))));
    const QString outDiff = firstDifference(wantOut, out);
    QVERIFY2(outDiff.isEmpty(),
             qPrintable(QStringLiteral("stdout differs from %1 at %2").arg(goldenPath, outDiff)));
    if (compareErr) {
        const QString errDiff = firstDifference(wantErr, err);
        QVERIFY2(errDiff.isEmpty(),
                 qPrintable(
                         QStringLiteral("stderr differs from %1 at %2").arg(goldenPath, errDiff)));
    }
}

QTEST_GUILESS_MAIN(TestReplays)
#include "tst_replays.moc"
