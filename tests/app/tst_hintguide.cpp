// The hints of a first game (HintGuide through the GameController): each step explained the
// first time a person meets it, once; a hint the game moved past counts as seen; off means
// none; reset shows them again; a review shows none; the words follow the language.

#include "content/packagerepository.h"
#include "gamecontroller.h"
#include "record/game.h"
#include "state/gamecontent.h"

#include <QSignalSpy>
#include <QtTest>

using namespace carcassonne;

namespace {

QVariantMap setupOf(const QStringList &kinds, int seed)
{
    static const QStringList colours{QStringLiteral("red"), QStringLiteral("blue"),
                                     QStringLiteral("green")};
    QVariantList players;
    for (int i = 0; i < kinds.size(); ++i)
        players.append(QVariantMap{{QStringLiteral("name"), QStringLiteral("P%1").arg(i + 1)},
                                   {QStringLiteral("color"), colours[i]},
                                   {QStringLiteral("kind"), kinds[i]}});
    return {{QStringLiteral("packages"), QStringList{QStringLiteral("base")}},
            {QStringLiteral("players"), players},
            {QStringLiteral("seed"), QString::number(seed)}};
}

// A human's step: the first lit square in a fitting rotation, then the first figure spot on
// even turns (a skip on odd ones).
bool step(GameController &c)
{
    if (c.turnModel()->phase() == QLatin1String("placeTile")) {
        const QVariantMap p = c.boardModel()->placements()->get(0);
        const int x = p.value(QStringLiteral("x")).toInt();
        const int y = p.value(QStringLiteral("y")).toInt();
        c.turnModel()->setRotation(c.turnModel()->rotationFor(x, y));
        return c.turnModel()->placeTile(x, y);
    }
    if (c.turnModel()->phase() == QLatin1String("placeFigure")) {
        if (c.boardModel()->targets()->rowCount() > 0 && c.turnModel()->number() % 2 == 0) {
            c.turnModel()->setSelectedTarget(0);
            return c.turnModel()->confirm();
        }
        return c.turnModel()->skip();
    }
    return false;
}

std::shared_ptr<const GameContent> contentOf(const QStringList &packageIds)
{
    PackageRepository repository;
    Problems problems;
    const auto packages = repository.resolve(packageIds, &problems);
    return packages ? GameContent::build(*packages, {}, &problems) : nullptr;
}

} // namespace

class TestHintGuide : public QObject
{
    Q_OBJECT

private slots:
    void eachStepOnce();
    void offMeansNone();
    void seenHintsStaySeen();
    void ruleSetsWordTheirHints_data();
    void ruleSetsWordTheirHints();
    void mayflowerTellsOfTheCoast();
};

void TestHintGuide::eachStepOnce()
{
    GameController c;
    c.settings()->setAutosavePath(QString());
    HintGuide *hints = c.hints();
    QVERIFY(c.startGame(setupOf({"human", "human"}, 3)));
    // The first tile: how to lay it.
    QCOMPARE(hints->id(), QStringLiteral("placeTile"));
    QVERIFY(hints->text().contains(QStringLiteral("lit squares")));
    QVERIFY(step(c));
    // Laid without closing the hint: seen all the same; now the figure.
    QCOMPARE(hints->id(), QStringLiteral("placeFigure"));
    QVERIFY(hints->seen().contains(QStringLiteral("placeTile")));
    QVERIFY2(hints->text().contains(QStringLiteral("meeple")), qPrintable(hints->text()));
    hints->dismiss();
    QCOMPARE(hints->id(), QString());
    QStringList shown{QStringLiteral("placeTile"), QStringLiteral("placeFigure")};
    // Play on: the farmer's field and the first points come up once each.
    for (int i = 0; i < 400 && !c.endingModel()->gameOver(); ++i) {
        const QString id = hints->id();
        if (!id.isEmpty()) {
            QVERIFY2(!shown.contains(id) || id == shown.last(), qPrintable(id));
            if (!shown.contains(id))
                shown << id;
            if (id == QLatin1String("scored")) {
                // The log's line of the scoring opens the hint.
                bool found = false;
                for (const QVariantMap &row : c.log()->rows())
                    found = found
                            || hints->text().startsWith(
                                    row.value(QStringLiteral("text")).toString());
                QVERIFY2(found, qPrintable(hints->text()));
            }
            QVERIFY(!hints->title().isEmpty());
            hints->dismiss();
        }
        QVERIFY(step(c));
    }
    QVERIFY(c.endingModel()->gameOver());
    QCOMPARE(hints->id(), QStringLiteral("end"));
    shown << QStringLiteral("end");
    QVERIFY2(shown.contains(QStringLiteral("farmer")), qPrintable(shown.join(',')));
    QVERIFY2(shown.contains(QStringLiteral("scored")), qPrintable(shown.join(',')));
    // The next game shows none of them again.
    hints->dismiss();
    QVERIFY(c.startGame(setupOf({"human", "human"}, 4)));
    QCOMPARE(hints->id(), QString());
    // Until they are reset (Settings).
    hints->reset();
    QVERIFY(c.startGame(setupOf({"human", "human"}, 4)));
    QCOMPARE(hints->id(), QStringLiteral("placeTile"));
    // A review shows none.
    QVERIFY(step(c));
    QVERIFY(step(c));
    QVERIFY(c.reviewModel()->reviewCurrent());
    QCOMPARE(hints->id(), QString());
}

void TestHintGuide::offMeansNone()
{
    GameController c;
    c.settings()->setAutosavePath(QString());
    HintGuide *hints = c.hints();
    hints->setEnabled(false);
    QSignalSpy changed(hints, &HintGuide::changed);
    QVERIFY(c.startGame(setupOf({"human", "human"}, 3)));
    for (int i = 0; i < 30; ++i) {
        QCOMPARE(hints->id(), QString());
        QVERIFY(step(c));
    }
    QVERIFY(hints->seen().isEmpty());
    // Turned on during a game: the step at hand is explained.
    hints->setEnabled(true);
    QVERIFY(step(c));
    QVERIFY(!hints->id().isEmpty());
    // "No more hints" on a card: it goes at once.
    hints->setEnabled(false);
    QCOMPARE(hints->id(), QString());
}

void TestHintGuide::seenHintsStaySeen()
{
    GameController c;
    c.settings()->setAutosavePath(QString());
    HintGuide *hints = c.hints();
    hints->setSeen({QStringLiteral("placeTile")}); // kept by the window from an earlier session
    QVERIFY(c.startGame(setupOf({"human", "ai:random"}, 5)));
    QCOMPARE(hints->id(), QString());
    QVERIFY(step(c));
    QCOMPARE(hints->id(), QStringLiteral("placeFigure"));
}

void TestHintGuide::ruleSetsWordTheirHints_data()
{
    QTest::addColumn<QString>("package");
    QTest::addColumn<QString>("hint");
    QTest::addColumn<QString>("says");
    QTest::addColumn<QString>("notSays");
    const QString baseEnd = QStringLiteral("everything unfinished scores");
    const QString majority = QStringLiteral("figures on it go home");
    QTest::newRow("base, end") << QStringLiteral("base") << QStringLiteral("end") << baseEnd
                               << QStringLiteral("Nothing unfinished");
    QTest::newRow("base, scored") << QStringLiteral("base") << QStringLiteral("scored") << majority
                                  << QStringLiteral("surveyor");
    QTest::newRow("base, tile") << QStringLiteral("base") << QStringLiteral("placeTile")
                                << QStringLiteral("lit squares") << QStringLiteral("start field");
    // The Mist has no final scoring and no majorities.
    QTest::newRow("mist, end") << QStringLiteral("mist") << QStringLiteral("end")
                               << QStringLiteral("Nothing unfinished scores") << baseEnd;
    QTest::newRow("mist, scored") << QStringLiteral("mist") << QStringLiteral("scored")
                                  << QStringLiteral("no majority") << majority;
    QTest::newRow("mist, tile") << QStringLiteral("mist") << QStringLiteral("placeTile")
                                << QStringLiteral("lit squares") << QStringLiteral("start field");
    // Mayflower: start fields and the surveyors' bonus, with the game's number.
    QTest::newRow("mayflower, tile") << QStringLiteral("mayflower") << QStringLiteral("placeTile")
                                     << QStringLiteral("start field") << QStringLiteral("");
    QTest::newRow("mayflower, scored") << QStringLiteral("mayflower") << QStringLiteral("scored")
                                       << QStringLiteral("adds 4 point") << majority;
    QTest::newRow("mayflower, end") << QStringLiteral("mayflower") << QStringLiteral("end")
                                    << baseEnd << QStringLiteral("Nothing unfinished");
}

void TestHintGuide::ruleSetsWordTheirHints()
{
    QFETCH(QString, package);
    QFETCH(QString, hint);
    QFETCH(QString, says);
    QFETCH(QString, notSays);
    HintGuide guide;
    HintGuide::Situation s;
    s.content = contentOf({package});
    QVERIFY(s.content);
    s.humanTurn = hint != QLatin1String("end");
    s.gameOver = hint == QLatin1String("end");
    s.placingTile = hint == QLatin1String("placeTile");
    const QString line = QStringLiteral("Red scores 8 points for a city.");
    if (hint == QLatin1String("scored"))
        s.scoredLine = line;
    guide.consider(s);
    QCOMPARE(guide.id(), hint);
    const QString text = guide.text();
    QVERIFY2(text.contains(says), qPrintable(text));
    if (!notSays.isEmpty())
        QVERIFY2(!text.contains(notSays), qPrintable(text));
    // A scoring's hint opens with the log's line of it, in every rule set.
    if (hint == QLatin1String("scored"))
        QVERIFY2(text.startsWith(line + QStringLiteral("\n\n")), qPrintable(text));
}

void TestHintGuide::mayflowerTellsOfTheCoast()
{
    // Through the controller: a Mayflower game's first hint is the coast's.
    GameController c;
    c.settings()->setAutosavePath(QString());
    QVariantMap setup = setupOf({"human", "human"}, 3);
    setup.insert(QStringLiteral("packages"), QStringList{QStringLiteral("mayflower")});
    QVERIFY(c.startGame(setup));
    QCOMPARE(c.hints()->id(), QStringLiteral("placeTile"));
    QVERIFY2(c.hints()->text().contains(QStringLiteral("west of the coast")),
             qPrintable(c.hints()->text()));
}

QTEST_MAIN(TestHintGuide)
#include "tst_hintguide.moc"
