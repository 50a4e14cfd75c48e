#pragma once

// What the game controller's tests share: a game's setup as the new game dialog gives it, a
// scripted human, playing to the end, and a fresh folder per test function for the autosave.
#include "gamecontroller.h"

#include <QDateTime>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

namespace carcassonne {

inline QVariantMap setupOf(const QStringList &kinds, int seed,
                           const QStringList &packages = {QStringLiteral("base")},
                           const QVariantMap &rules = {})
{
    static const QStringList colours{QStringLiteral("red"), QStringLiteral("blue"),
                                     QStringLiteral("green"), QStringLiteral("yellow"),
                                     QStringLiteral("black")};
    QVariantList players;
    for (int i = 0; i < kinds.size(); ++i)
        players.append(QVariantMap{{QStringLiteral("name"), QStringLiteral("P%1").arg(i + 1)},
                                   {QStringLiteral("color"), colours[i]},
                                   {QStringLiteral("kind"), kinds[i]}});
    return {{QStringLiteral("packages"), packages},
            {QStringLiteral("players"), players},
            {QStringLiteral("rules"), rules},
            {QStringLiteral("seed"), QString::number(seed)}};
}

// A scripted human: places the tile at a listed position (cycling through them by turn) in a
// legal rotation, then takes a figure spot on every other turn or skips.
inline bool playHumanStep(GameController &c)
{
    const QString phase = c.turnModel()->phase();
    if (phase == QLatin1String("placeTile")) {
        const int n = c.boardModel()->placements()->rowCount();
        if (n == 0)
            return false;
        const QVariantMap p = c.boardModel()->placements()->get(c.turnModel()->number() % n);
        const int x = p.value(QStringLiteral("x")).toInt();
        const int y = p.value(QStringLiteral("y")).toInt();
        c.turnModel()->rotate(1, x, y); // only through legal rotations
        if (!c.turnModel()->rotationsAt(x, y).contains(c.turnModel()->rotationFor(x, y)))
            return false;
        return c.turnModel()->placeTile(x, y);
    }
    if (phase == QLatin1String("placeFigure")) {
        if (c.boardModel()->targets()->rowCount() > 0 && c.turnModel()->number() % 2 == 0) {
            c.turnModel()->setSelectedTarget(c.turnModel()->number()
                                             % c.boardModel()->targets()->rowCount());
            return c.turnModel()->confirm();
        }
        return c.turnModel()->skip();
    }
    if (phase == QLatin1String("choice")) {
        // Every choice says what it is (an arrow: where, and what it does).
        const QVariantList choices = c.turnModel()->choices();
        if (choices.size() < 2)
            return false;
        for (const QVariant &v : choices) {
            const QVariantMap row = v.toMap();
            if (!row.contains(QStringLiteral("x"))
                || row.value(QStringLiteral("label")).toString().isEmpty())
                return false;
        }
        return c.turnModel()->choose(choices.back().toMap().value(QStringLiteral("index")).toInt());
    }
    return false;
}

// Plays to the end: humans by script (`humanStep`), bots on their worker thread.
inline bool playToEnd(GameController &c, bool (*humanStep)(GameController &) = playHumanStep,
                      int maxSteps = 2000)
{
    for (int step = 0; step < maxSteps && !c.endingModel()->gameOver(); ++step) {
        if (c.turnModel()->humanTurn()) {
            if (!humanStep(c))
                return false;
        } else if (!QTest::qWaitFor(
                           [&] {
                               return c.turnModel()->humanTurn() || c.endingModel()->gameOver();
                           },
                           60000)) {
            return false;
        }
    }
    return c.endingModel()->gameOver();
}

// A file with `bytes`, last written `secondsAgo` ago.
inline bool writeFile(const QString &path, int secondsAgo, const QByteArray &bytes = "{\"format\"")
{
    QFile f(path);
    // Flushed first: a write at close() would make it new again.
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size() && f.flush()
            && f.setFileTime(QDateTime::currentDateTime().addSecs(-secondsAgo),
                             QFileDevice::FileModificationTime);
}

// The name of the first figure kind in a player's supply, as the score panel lists it.
inline QString firstSupplyName(GameController &c, int player)
{
    const QVariantList supply =
            c.scoresModel()->players()->get(player).value(QStringLiteral("supply")).toList();
    return supply.isEmpty() ? QString()
                            : supply.first().toMap().value(QStringLiteral("name")).toString();
}

// A fresh folder per test function, where the controller's autosave goes.
class ControllerFixture
{
protected:
    bool makeFolder()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        return m_dir->isValid();
    }
    void configure(GameController &c) const
    {
        c.settings()->setProperty("botDelay", 0);
        c.settings()->setAutosavePath(m_dir->filePath(QStringLiteral("autosave.json")));
    }

    std::unique_ptr<QTemporaryDir> m_dir;
};

} // namespace carcassonne
