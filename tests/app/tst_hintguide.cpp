// The hints of a first game (HintGuide through the GameController): each step explained the
// first time a person meets it, once; a hint the game moved past counts as seen; off means
// none; reset shows them again; a review shows none; the words follow the language.

#include "gamecontroller.h"
#include "record/game.h"

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
    if (c.phase() == QLatin1String("placeTile")) {
        const QVariantMap p = c.placements()->get(0);
        const int x = p.value(QStringLiteral("x")).toInt();
        const int y = p.value(QStringLiteral("y")).toInt();
        c.setRotation(c.rotationFor(x, y));
        return c.placeTile(x, y);
    }
    if (c.phase() == QLatin1String("placeFigure")) {
        if (c.targets()->rowCount() > 0 && c.turn() % 2 == 0) {
            c.setSelectedTarget(0);
            return c.confirm();
        }
        return c.skip();
    }
    return false;
}

} // namespace

class TestHintGuide : public QObject
{
    Q_OBJECT

private slots:
    void eachStepOnce();
    void offMeansNone();
    void seenHintsStaySeen();
};

void TestHintGuide::eachStepOnce()
{
    GameController c;
    c.setAutosavePath(QString());
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
    for (int i = 0; i < 400 && !c.gameOver(); ++i) {
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
    QVERIFY(c.gameOver());
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
    QVERIFY(c.reviewCurrent());
    QCOMPARE(hints->id(), QString());
}

void TestHintGuide::offMeansNone()
{
    GameController c;
    c.setAutosavePath(QString());
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
    c.setAutosavePath(QString());
    HintGuide *hints = c.hints();
    hints->setSeen({QStringLiteral("placeTile")}); // kept by the window from an earlier session
    QVERIFY(c.startGame(setupOf({"human", "ai:random"}, 5)));
    QCOMPARE(hints->id(), QString());
    QVERIFY(step(c));
    QCOMPARE(hints->id(), QStringLiteral("placeFigure"));
}

QTEST_MAIN(TestHintGuide)
#include "tst_hintguide.moc"
