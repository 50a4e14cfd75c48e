#include "../fullfilesystem.h"

#include <QDateTime>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

// Runs carcassonne-cli as a user would and checks exit codes and output (design contract §6).
class TestCli : public QObject
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
        p.start(QStringLiteral(CARCASSONNE_CLI), arguments);
        if (!p.waitForFinished(120000))
            return {};
        return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
                p.readAllStandardOutput(), p.readAllStandardError()};
    }
    // The file a run must keep or replace: "an older record\n".
    static bool writeOlderRecord(const QString &path)
    {
        QFile f(path);
        return f.open(QIODevice::WriteOnly) && f.write("an older record\n") == 16;
    }
    static QString data(const QString &path)
    {
        return QStringLiteral(CARCASSONNE_TEST_DATA_DIR "/") + path;
    }

private slots:
    void usageErrorsExitWithTwo_data();
    void usageErrorsExitWithTwo();
    void validateGoodPackage();
    void validateBadPackage();
    void replayPrintsOutcome();
    void replayRefusesBadRecord();
    void playWritesARecordThatReplays();
    void playIsReproducible();
    void playOutWritesTheRecord();
    void playOutLeavesTheFileOnFailure();
    void playOutSurvivesAKill();
    void playOutOnAFullDisk();
    void playOutRemovesStaleTemporaries();
    void extrasValidate_data();
    void extrasValidate();
    void extrasPlayAndReplay_data();
    void extrasPlayAndReplay();
    void soakFindsNoFault_data();
    void soakFindsNoFault();
    void benchPrintsRatesOnLastLine();
    void tradersBuildersPlaysAndReplays();
    void tournamentPrintsEveryPlayer();
    void tournamentOfATeam();
    void fitEvaluatorPrintsEveryStage();
};

void TestCli::usageErrorsExitWithTwo_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("no command") << QStringList{};
    QTest::newRow("unknown command") << QStringList{QStringLiteral("fly")};
    QTest::newRow("unknown option")
            << QStringList{QStringLiteral("bench"), QStringLiteral("--fast")};
    QTest::newRow("replay without file") << QStringList{QStringLiteral("replay")};
    QTest::newRow("validate two") << QStringList{QStringLiteral("validate"), QStringLiteral("a"),
                                                 QStringLiteral("b")};
    QTest::newRow("play unknown player")
            << QStringList{QStringLiteral("play"), QStringLiteral("--players"),
                           QStringLiteral("ai:random,ai:nonsense")};
    QTest::newRow("bad figure policy") << QStringList{
            QStringLiteral("bench"), QStringLiteral("--figures"), QStringLiteral("greedy")};
    QTest::newRow("bad rules item") << QStringList{
            QStringLiteral("bench"), QStringLiteral("--rules"), QStringLiteral("farmers")};
    QTest::newRow("tournament of one") << QStringList{
            QStringLiteral("tournament"), QStringLiteral("--players"), QStringLiteral("ai:greedy")};
    QTest::newRow("tournament, seats for two kinds") << QStringList{
            QStringLiteral("tournament"), QStringLiteral("--players"),
            QStringLiteral("ai:greedy,ai:random"), QStringLiteral("--seats"), QStringLiteral("3")};
    QTest::newRow("fit-evaluator of three")
            << QStringList{QStringLiteral("fit-evaluator"), QStringLiteral("--players"),
                           QStringLiteral("ai:greedy,ai:greedy,ai:random")};
    QTest::newRow("fit-evaluator, bad games") << QStringList{
            QStringLiteral("fit-evaluator"), QStringLiteral("--games"), QStringLiteral("0")};
    QTest::newRow("bad seed") << QStringList{QStringLiteral("play"), QStringLiteral("--players"),
                                             QStringLiteral("ai:random,ai:random"),
                                             QStringLiteral("--seed"), QStringLiteral("x")};
}

void TestCli::usageErrorsExitWithTwo()
{
    QFETCH(QStringList, arguments);
    const Result r = run(arguments);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.err.contains("usage:"));
}

void TestCli::validateGoodPackage()
{
    const Result r = run({QStringLiteral("validate"),
                          QStringLiteral(CARCASSONNE_SOURCE_DIR "/resources/packages/base")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains("72 tiles, no problems"), r.out.constData());
}

void TestCli::validateBadPackage()
{
    const Result r =
            run({QStringLiteral("validate"), data(QStringLiteral("packages/bad/port-used-twice"))});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.out.contains("tiles.json: tile "), r.out.constData());
    QVERIFY2(r.out.contains("already belongs to"), r.out.constData());
}

void TestCli::replayPrintsOutcome()
{
    const Result r =
            run({QStringLiteral("replay"), data(QStringLiteral("records/random-2p.json"))});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(o.value(QStringLiteral("scores")).toArray(), (QJsonArray{19, 13}));
    QCOMPARE(o.value(QStringLiteral("winner")).toArray(), QJsonArray{0});
    QCOMPARE(o.value(QStringLiteral("gameOver")).toBool(), true);
    const QJsonArray events = o.value(QStringLiteral("events")).toArray();
    QVERIFY(!events.isEmpty());
    QCOMPARE(events.last().toObject().value(QStringLiteral("type")).toString(),
             QStringLiteral("gameOver"));
}

void TestCli::replayRefusesBadRecord()
{
    QTemporaryDir dir;
    QFile f(dir.filePath(QStringLiteral("bad.json")));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"format": "carcassonne-record", "formatVersion": 1,
        "setup": {"packages": ["base"], "players": [{"name": "A"}, {"name": "B"}], "seed": 1,
                  "deck": ["base/V", "base/A"]},
        "moves": [{"tile": "base/V", "at": [1, 0], "rotation": 90, "figure": null},
                  {"tile": "base/V", "at": [2, 0], "rotation": 0, "figure": null}]})");
    f.close();
    const Result r = run({QStringLiteral("replay"), f.fileName()});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains("move 1: the tile drawn is base/A, not base/V"), r.err.constData());
}

void TestCli::playWritesARecordThatReplays()
{
    const Result play =
            run({QStringLiteral("play"), QStringLiteral("--packages"), QStringLiteral("base"),
                 QStringLiteral("--players"), QStringLiteral("ai:random,ai:random,ai:random"),
                 QStringLiteral("--seed"), QStringLiteral("7")});
    QCOMPARE(play.exitCode, 0);
    const QJsonObject record = QJsonDocument::fromJson(play.out).object();
    QCOMPARE(record.value(QStringLiteral("format")).toString(),
             QStringLiteral("carcassonne-record"));
    QCOMPARE(record.value(QStringLiteral("setup"))
                     .toObject()
                     .value(QStringLiteral("players"))
                     .toArray()
                     .size(),
             3);
    QVERIFY(record.value(QStringLiteral("moves")).toArray().size() > 60);

    QTemporaryDir dir;
    QFile f(dir.filePath(QStringLiteral("game.json")));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(play.out);
    f.close();
    const Result replay = run({QStringLiteral("replay"), f.fileName()});
    QCOMPARE(replay.exitCode, 0);
    const QJsonObject outcome = QJsonDocument::fromJson(replay.out).object();
    QCOMPARE(outcome.value(QStringLiteral("gameOver")).toBool(), true);
    QCOMPARE(outcome.value(QStringLiteral("scores")).toArray().size(), 3);
}

void TestCli::playIsReproducible()
{
    const QStringList args{QStringLiteral("play"),
                           QStringLiteral("--players"),
                           QStringLiteral("ai:random,ai:random"),
                           QStringLiteral("--seed"),
                           QStringLiteral("99"),
                           QStringLiteral("--rules"),
                           QStringLiteral("farmers=false")};
    const Result a = run(args);
    const Result b = run(args);
    QCOMPARE(a.exitCode, 0);
    QCOMPARE(a.out, b.out);
    QCOMPARE(QJsonDocument::fromJson(a.out)
                     .object()
                     .value(QStringLiteral("setup"))
                     .toObject()
                     .value(QStringLiteral("rules"))
                     .toObject()
                     .value(QStringLiteral("farmers"))
                     .toBool(true),
             false);
}

// Issue 20, defect 7: `play > F` emptied F first; --out FILE replaces F whole or not at all.
void TestCli::playOutWritesTheRecord()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("game.json"));
    QVERIFY(writeOlderRecord(path));
    const QStringList args{QStringLiteral("play"), QStringLiteral("--players"),
                           QStringLiteral("ai:random,ai:greedy"), QStringLiteral("--seed"),
                           QStringLiteral("11")};
    const Result toFile = run(args + QStringList{QStringLiteral("--out"), path});
    QCOMPARE(toFile.exitCode, 0);
    QVERIFY2(toFile.out.isEmpty(), toFile.out.constData());
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray written = f.readAll();
    f.close();
    // The same bytes as on stdout, which stays the default.
    const Result toStdout = run(args);
    QCOMPARE(toStdout.exitCode, 0);
    QCOMPARE(written, toStdout.out);
    const Result replay = run({QStringLiteral("replay"), path});
    QCOMPARE(replay.exitCode, 0);
    const QJsonObject outcome = QJsonDocument::fromJson(replay.out).object();
    QCOMPARE(outcome.value(QStringLiteral("gameOver")).toBool(), true);
    // The record's last events are the final scoring: the scores it replays to are the ones
    // the game ended with.
    const QJsonArray scores = outcome.value(QStringLiteral("scores")).toArray();
    QCOMPARE(scores.size(), 2);
    QVERIFY(scores[0].toInt() + scores[1].toInt() > 0);
    // Twice is the same.
    const Result again = run({QStringLiteral("replay"), path});
    QCOMPARE(again.out, replay.out);
    QVERIFY(run({QStringLiteral("--help")}).err.contains("--out FILE"));
}

void TestCli::playOutLeavesTheFileOnFailure()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("game.json"));
    QVERIFY(writeOlderRecord(path));
    QFile old(path);
    const QStringList play{QStringLiteral("play"), QStringLiteral("--players"),
                           QStringLiteral("ai:random,ai:random")};
    // A path that cannot be written: below a file, in a folder that does not exist.
    for (const QString &bad : {path + QStringLiteral("/inside.json"),
                               dir.filePath(QStringLiteral("missing/game.json"))}) {
        const Result r = run(play + QStringList{QStringLiteral("--out"), bad});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(bad.toUtf8()) && r.err.contains("cannot write"), r.err.constData());
    }
    // A game that cannot start after the file was opened: the old file stays as it was.
    const Result r = run(play
                         + QStringList{QStringLiteral("--rules"), QStringLiteral("nosuch=true"),
                                       QStringLiteral("--out"), path});
    QCOMPARE(r.exitCode, 1);
    QVERIFY(!r.err.isEmpty());
    QVERIFY(old.open(QIODevice::ReadOnly));
    QCOMPARE(old.readAll(), QByteArray("an older record\n"));
    old.close();
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
             QStringList{QStringLiteral("game.json")});
    // --out names one file.
    QCOMPARE(run(play + QStringList{QStringLiteral("--out")}).exitCode, 2);
}

void TestCli::playOutSurvivesAKill()
{
    // Killed in the middle of a slow game: the file holds the old record, never a part of
    // the new one.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("game.json"));
    QVERIFY(writeOlderRecord(path));
    QFile old(path);
    QProcess p;
    p.start(QStringLiteral(CARCASSONNE_CLI),
            {QStringLiteral("play"), QStringLiteral("--players"),
             QStringLiteral("ai:mcts-hard,ai:mcts-hard,ai:mcts-hard"), QStringLiteral("--out"),
             path});
    QVERIFY(p.waitForStarted());
    QTest::qWait(1500);
    QCOMPARE(p.state(), QProcess::Running); // a usage error would have ended it
    p.kill();
    QVERIFY(p.waitForFinished(10000));
    QVERIFY(old.open(QIODevice::ReadOnly));
    QCOMPARE(old.readAll(), QByteArray("an older record\n"));
}

void TestCli::playOutOnAFullDisk()
{
    // Issue 58, item 1: on a full disk the buffered write failed at QSaveFile's commit, which
    // renamed the cut file over the old one and exited 0. Now the old file stays, no temporary
    // file is left and the exit code is 1.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("game.json"));
    QVERIFY(writeOlderRecord(path));
    QFile old(path);
    QProcess p;
    p.setChildProcessModifier([] { carcassonne::FullFileSystem::applyInChild(1000); });
    p.start(QStringLiteral(CARCASSONNE_CLI),
            {QStringLiteral("play"), QStringLiteral("--players"),
             QStringLiteral("ai:random,ai:random"), QStringLiteral("--seed"), QStringLiteral("3"),
             QStringLiteral("--out"), path});
    QVERIFY(p.waitForFinished(120000));
    const QByteArray err = p.readAllStandardError();
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    QVERIFY2(p.exitCode() == 1, err.constData());
    QVERIFY2(err.contains(path.toUtf8()) && err.contains("cannot write"), err.constData());
    QVERIFY(old.open(QIODevice::ReadOnly));
    QCOMPARE(old.readAll(), QByteArray("an older record\n"));
    old.close();
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
             QStringList{QStringLiteral("game.json")});
}

void TestCli::playOutRemovesStaleTemporaries()
{
    // Issue 58, item 11: a kill between QSaveFile's link and rename left game.json.XXXXXX
    // behind for good. play --out now removes its own when older than a minute, as the window
    // does; a young one (another run writing now), other files' and other names are kept.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("game.json"));
    const auto make = [&](const QString &name, int secondsAgo) {
        QFile f(dir.filePath(name));
        return f.open(QIODevice::WriteOnly) && f.write("{\"format\"") > 0 && f.flush()
                && f.setFileTime(QDateTime::currentDateTime().addSecs(-secondsAgo),
                                 QFileDevice::FileModificationTime);
    };
    QVERIFY(make(QStringLiteral("game.json.hBrPPX"), 120));
    QVERIFY(make(QStringLiteral("game.json.QwErTy"), 0));
    QVERIFY(make(QStringLiteral("other.json.AbCdEf"), 120));
    QVERIFY(make(QStringLiteral("game.json.1234567"), 120));
    const Result r = run({QStringLiteral("play"), QStringLiteral("--players"),
                          QStringLiteral("ai:random,ai:random"), QStringLiteral("--out"), path});
    QCOMPARE(r.exitCode, 0);
    QStringList left = QDir(dir.path()).entryList(QDir::Files | QDir::Hidden);
    left.sort();
    QCOMPARE(
            left,
            (QStringList{QStringLiteral("game.json"), QStringLiteral("game.json.1234567"),
                         QStringLiteral("game.json.QwErTy"), QStringLiteral("other.json.AbCdEf")}));
}

void TestCli::extrasValidate_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("summary");
    QTest::newRow("river") << QStringLiteral("river") << QStringLiteral("12 tiles, no problems");
    QTest::newRow("river-anniversary")
            << QStringLiteral("river-anniversary") << QStringLiteral("17 tiles, no problems");
    QTest::newRow("anniversary") << QStringLiteral("anniversary")
                                 << QStringLiteral("15 tiles, no problems");
}

void TestCli::extrasValidate()
{
    QFETCH(QString, id);
    QFETCH(QString, summary);
    const Result r = run({QStringLiteral("validate"),
                          QStringLiteral(CARCASSONNE_SOURCE_DIR "/resources/packages/") + id});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(summary.toUtf8()), r.out.constData());
}

void TestCli::extrasPlayAndReplay_data()
{
    QTest::addColumn<QString>("packages");
    QTest::addColumn<QString>("firstTilePackage");
    QTest::newRow("anniversary box") << QStringLiteral("river-anniversary,anniversary")
                                     << QStringLiteral("river-anniversary/");
    QTest::newRow("classic river")
            << QStringLiteral("river,anniversary") << QStringLiteral("river/");
}

void TestCli::extrasPlayAndReplay()
{
    QFETCH(QString, packages);
    QFETCH(QString, firstTilePackage);
    const Result play = run({QStringLiteral("play"), QStringLiteral("--packages"), packages,
                             QStringLiteral("--players"), QStringLiteral("ai:greedy,ai:random"),
                             QStringLiteral("--seed"), QStringLiteral("5"),
                             QStringLiteral("--rules"), QStringLiteral("abbot=true")});
    QCOMPARE(play.exitCode, 0);
    const QJsonObject record = QJsonDocument::fromJson(play.out).object();
    const QJsonObject setup = record.value(QStringLiteral("setup")).toObject();
    QCOMPARE(setup.value(QStringLiteral("rules")).toObject().value(QStringLiteral("abbot")),
             QJsonValue(true));
    const QJsonArray moves = record.value(QStringLiteral("moves")).toArray();
    QVERIFY(moves.size() > 60);
    // The river comes first.
    QVERIFY2(moves[0].toObject()
                     .value(QStringLiteral("tile"))
                     .toString()
                     .startsWith(firstTilePackage),
             play.out.constData());

    QTemporaryDir dir;
    QFile f(dir.filePath(QStringLiteral("game.json")));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(play.out);
    f.close();
    const Result replay = run({QStringLiteral("replay"), f.fileName()});
    QCOMPARE(replay.exitCode, 0);
    const QJsonObject outcome = QJsonDocument::fromJson(replay.out).object();
    QCOMPARE(outcome.value(QStringLiteral("gameOver")).toBool(), true);
    QCOMPARE(outcome.value(QStringLiteral("scores")).toArray().size(), 2);
}

// The soak in CI: a few hundred checked games per rule set (the full run of 100,000 per
// combination is in docs/reliability.md), each sampled record replayed to the same state.
void TestCli::soakFindsNoFault_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("base") << QStringList{QStringLiteral("--packages"), QStringLiteral("base")};
    QTest::newRow("everything with the base game")
            << QStringList{QStringLiteral("--packages"),
                           QStringLiteral("base,anniversary,river-anniversary,traders-builders"),
                           QStringLiteral("--rules"),
                           QStringLiteral("abbot=true"),
                           QStringLiteral("--players"),
                           QStringLiteral("4")};
    QTest::newRow("mayflower") << QStringList{QStringLiteral("--packages"),
                                              QStringLiteral("mayflower"),
                                              QStringLiteral("--players"), QStringLiteral("3")};
    QTest::newRow("the mist, level 6")
            << QStringList{QStringLiteral("--packages"), QStringLiteral("mist"),
                           QStringLiteral("--rules"), QStringLiteral("mistLevel=6,ghostSupply=60")};
}

void TestCli::soakFindsNoFault()
{
    QFETCH(QStringList, args);
    const Result r =
            run(QStringList{QStringLiteral("soak"), QStringLiteral("--games"),
                            QStringLiteral("400"), QStringLiteral("--sample"), QStringLiteral("20")}
                + args);
    QVERIFY2(r.exitCode == 0, r.out.constData());
    QVERIFY2(r.out.contains("400 games") && r.out.contains("20 records round-tripped, no fault"),
             r.out.constData());
    // A usage mistake is one.
    QCOMPARE(
            run({QStringLiteral("soak"), QStringLiteral("--sample"), QStringLiteral("0")}).exitCode,
            2);
}

void TestCli::benchPrintsRatesOnLastLine()
{
    const Result r = run({QStringLiteral("bench"), QStringLiteral("--games"), QStringLiteral("50"),
                          QStringLiteral("--seed"), QStringLiteral("3")});
    QCOMPARE(r.exitCode, 0);
    const QList<QByteArray> lines = r.out.trimmed().split('\n');
    static const QRegularExpression rates(QStringLiteral("^[0-9]+ games/s, [0-9]+ moves/s$"));
    QVERIFY2(rates.match(QString::fromUtf8(lines.last())).hasMatch(), lines.last().constData());
    // The same seed gives the same games: the checksum line repeats.
    const Result again = run({QStringLiteral("bench"), QStringLiteral("--games"),
                              QStringLiteral("50"), QStringLiteral("--seed"), QStringLiteral("3")});
    const QByteArray first = r.out.split('\n').first();
    const QByteArray second = again.out.split('\n').first();
    QVERIFY(first.contains("score checksum"));
    QCOMPARE(first.left(first.lastIndexOf(',')), second.left(second.lastIndexOf(',')));
    // Uniform figures are other games; --cpu adds a line of CPU figures.
    const Result uniform =
            run({QStringLiteral("bench"), QStringLiteral("--games"), QStringLiteral("50"),
                 QStringLiteral("--seed"), QStringLiteral("3"), QStringLiteral("--figures"),
                 QStringLiteral("uniform"), QStringLiteral("--cpu")});
    QCOMPARE(uniform.exitCode, 0);
    const QList<QByteArray> uniformLines = uniform.out.trimmed().split('\n');
    QCOMPARE(uniformLines.size(), 3);
    QVERIFY(uniformLines.first() != first);
    QVERIFY2(uniformLines.last().contains(" games per CPU-second ("),
             uniformLines.last().constData());
}

void TestCli::tournamentPrintsEveryPlayer()
{
    const QStringList arguments{QStringLiteral("tournament"),
                                QStringLiteral("--players"),
                                QStringLiteral("ai:greedy,ai:random"),
                                QStringLiteral("--games"),
                                QStringLiteral("4"),
                                QStringLiteral("--jobs"),
                                QStringLiteral("2")};
    const Result r = run(arguments);
    QCOMPARE(r.exitCode, 0);
    const QList<QByteArray> lines = r.out.trimmed().split('\n');
    QCOMPARE(lines.size(), 4); // the games, the header and a line per player
    QVERIFY(lines[2].startsWith("1 ai:greedy"));
    QVERIFY(lines[3].startsWith("2 ai:random"));
    // Seeds and seats make the games: a second run prints the same table but for the times.
    const Result again = run(arguments);
    auto wins = [](const QByteArray &line) { return line.simplified().split(' ').mid(0, 9); };
    QCOMPARE(wins(again.out.trimmed().split('\n')[2]), wins(lines[2]));
}

void TestCli::tournamentOfATeam()
{
    // One kind plays every seat of a team game; the table gives the team's wins, and the line
    // above it why each game was won or lost.
    const Result r =
            run({QStringLiteral("tournament"), QStringLiteral("--packages"), QStringLiteral("mist"),
                 QStringLiteral("--players"), QStringLiteral("ai:greedy"),
                 QStringLiteral("--seats"), QStringLiteral("2"), QStringLiteral("--rules"),
                 QStringLiteral("mistLevel=1"), QStringLiteral("--games"), QStringLiteral("5")});
    QCOMPARE(r.exitCode, 0);
    const QString out = QString::fromUtf8(r.out);
    QVERIFY2(out.contains(QStringLiteral(", 2 players, 5 games")), r.out.constData());
    static const QRegularExpression reasons(QStringLiteral("(won|lost) by (\\w+) (\\d+)"));
    int games = 0, won = 0;
    for (auto it = reasons.globalMatch(out.section(QLatin1Char('\n'), 1, 1)); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        games += m.captured(3).toInt();
        if (m.captured(1) == QLatin1String("won")) {
            QCOMPARE(m.captured(2), QStringLiteral("goal"));
            won += m.captured(3).toInt();
        }
    }
    QVERIFY2(out.contains(QStringLiteral("team games (5)")), r.out.constData());
    QCOMPARE(games, 5);
    const QStringList row =
            out.section(QLatin1Char('\n'), 3, 3).simplified().split(QLatin1Char(' '));
    QCOMPARE(row.value(1), QStringLiteral("ai:greedy"));
    QCOMPARE(row.value(2).toDouble(), double(won));
}

void TestCli::fitEvaluatorPrintsEveryStage()
{
    const Result r = run({QStringLiteral("fit-evaluator"), QStringLiteral("--games"),
                          QStringLiteral("6"), QStringLiteral("--seed"), QStringLiteral("9")});
    QCOMPARE(r.exitCode, 0);
    const QString out = QString::fromUtf8(r.out);
    static const QRegularExpression stage(
            QStringLiteral("^\\d+-\\d+% of the tiles placed: \\d+ positions"),
            QRegularExpression::MultilineOption);
    QCOMPARE(out.count(stage), 4);
    static const QRegularExpression weight(QStringLiteral("^  cities +-?\\d+\\.\\d{3}$"),
                                           QRegularExpression::MultilineOption);
    QCOMPARE(out.count(weight), 4);
}

void TestCli::tradersBuildersPlaysAndReplays()
{
    const Result valid =
            run({QStringLiteral("validate"),
                 QStringLiteral(CARCASSONNE_SOURCE_DIR "/resources/packages/traders-builders")});
    QCOMPARE(valid.exitCode, 0);
    QVERIFY2(valid.out.contains("24 tiles, no problems"), valid.out.constData());

    const Result play = run({QStringLiteral("play"), QStringLiteral("--packages"),
                             QStringLiteral("base,traders-builders"), QStringLiteral("--players"),
                             QStringLiteral("ai:greedy,ai:greedy"), QStringLiteral("--seed"),
                             QStringLiteral("3")});
    QCOMPARE(play.exitCode, 0);
    // The greedy players place builders and pigs: the record names them.
    const QByteArray compact = QJsonDocument::fromJson(play.out).toJson(QJsonDocument::Compact);
    QVERIFY(compact.contains(R"("kind":"builder")"));
    QVERIFY(compact.contains(R"("kind":"pig")"));
    QTemporaryDir dir;
    QFile f(dir.filePath(QStringLiteral("game.json")));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(play.out);
    f.close();
    const Result replay = run({QStringLiteral("replay"), f.fileName()});
    QCOMPARE(replay.exitCode, 0);
    const QJsonObject outcome = QJsonDocument::fromJson(replay.out).object();
    QCOMPARE(outcome.value(QStringLiteral("gameOver")).toBool(), true);
    int placed = 0;
    QStringList seen;
    for (const QJsonValue &v : outcome.value(QStringLiteral("events")).toArray()) {
        const QString type = v.toObject().value(QStringLiteral("type")).toString();
        placed += type == QStringLiteral("tilePlaced") ? 1 : 0;
        if (!seen.contains(type))
            seen << type;
    }
    // The start tile and the 95 others of base and Traders & Builders, less any discarded.
    QVERIFY(placed > 90 && placed <= 96);
    QVERIFY2(seen.contains(QStringLiteral("extraTurn")), qPrintable(seen.join(u' ')));
    QVERIFY2(seen.contains(QStringLiteral("tokensTaken")), qPrintable(seen.join(u' ')));
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
