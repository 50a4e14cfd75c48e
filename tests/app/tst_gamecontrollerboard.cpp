// What the game controller gives the board to show: figure spots, the hovered feature, the
// colour-blind palette, the last moves, a designer's tiles first, the fields overlay, and a
// record stepped through.
#include "art/figureart.h"
#include "boardlists.h"
#include "content/packagerepository.h"
#include "controllertesting.h"
#include "gamesession.h"
#include "playercolours.h"
#include "record/game.h"
#include "record/gamerecord.h"
#include "tileartnotifier.h"
#include "tileimageprovider.h"

#include <QJsonObject>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace carcassonne;

class TestGameControllerBoard : public QObject, private ControllerFixture
{
    Q_OBJECT

private slots:
    void init() { QVERIFY(makeFolder()); }
    void figureSpotsAreApart();
    void hoveredFigureShowsItsFeature();
    void colourBlindPaletteRepaintsThePlayers();
    void lastMovesAreShownAgain();
    void designersTilesComeFirst();
    void fieldsOverlayNumbersEachField();
    void reviewStepsThroughARecord();
    void slowArtShowsAPlaceholderUntilDrawn();
    void soundsFollowTheGame();
    void seatsDecideWhoMoves();
    void packageFigureIsDrawnFromItsPicture();
};

// Figure spots on the tile just laid are rings that can each be clicked: no two closer than a
// ring and a gap, each inside the tile, and each near its feature's anchor (issue 21, defect 5:
// field, road, field at a tile's edge overlapped, the road's ring half outside).
void TestGameControllerBoard::figureSpotsAreApart()
{
    QList<QPointF> same{{1.0, 0.5}, {1.0, 0.5}, {1.0, 0.5}};
    const QRectF inside(0.17, 0.17, 0.66, 0.66);
    BoardLists::separateSpots(same, inside, 0.34);
    for (int i = 0; i < same.size(); ++i) {
        QVERIFY(inside.adjusted(-1e-9, -1e-9, 1e-9, 1e-9).contains(same[i]));
        for (int j = i + 1; j < same.size(); ++j)
            QVERIFY(QLineF(same[i], same[j]).length() >= 0.34 - 1e-6);
    }
    QList<QPointF> apart{{0.3, 0.3}, {0.7, 0.7}};
    BoardLists::separateSpots(apart, inside, 0.34);
    QCOMPARE(apart, (QList<QPointF>{{0.3, 0.3}, {0.7, 0.7}}));

    const double distance = BoardLists::kSpotDiameter + BoardLists::kSpotGap;
    int checked = 0, moved = 0;
    for (const char *package : {"base", "mayflower"}) {
        GameController c;
        configure(c);
        QVERIFY(c.startGame(setupOf({"human", "human"}, 31, {QString::fromLatin1(package)})));
        for (int step = 0; step < 300 && !c.endingModel()->gameOver(); ++step) {
            if (c.turnModel()->phase() == QLatin1String("placeFigure")) {
                const QPoint at = c.turnModel()->placedAt();
                QList<QVariantMap> rows;
                for (int i = 0; i < c.boardModel()->targets()->rowCount(); ++i) {
                    const QVariantMap row = c.boardModel()->targets()->get(i);
                    if (row.value(QStringLiteral("recall")).toBool())
                        continue;
                    rows << row;
                    const QPointF p(row.value(QStringLiteral("x")).toDouble(),
                                    row.value(QStringLiteral("y")).toDouble());
                    const QPointF anchor(row.value(QStringLiteral("anchorX")).toDouble(),
                                         row.value(QStringLiteral("anchorY")).toDouble());
                    moved += p != anchor ? 1 : 0;
                    QVERIFY(QLineF(p, anchor).length() < 0.5); // still by its feature
                    if (package == QLatin1String("base")) // one cell each
                        QVERIFY2(QRectF(at.x() + 0.15, at.y() + 0.15, 0.7, 0.7).contains(p),
                                 qPrintable(QStringLiteral("%1,%2").arg(p.x()).arg(p.y())));
                }
                for (int i = 0; i < rows.size(); ++i) {
                    for (int j = i + 1; j < rows.size(); ++j) {
                        const QLineF line(rows[i].value(QStringLiteral("x")).toDouble(),
                                          rows[i].value(QStringLiteral("y")).toDouble(),
                                          rows[j].value(QStringLiteral("x")).toDouble(),
                                          rows[j].value(QStringLiteral("y")).toDouble());
                        QVERIFY2(line.length() >= distance - 1e-6,
                                 qPrintable(QStringLiteral("%1 apart, %2 spots at %3,%4: %5 %6")
                                                    .arg(line.length())
                                                    .arg(rows.size())
                                                    .arg(at.x())
                                                    .arg(at.y())
                                                    .arg(rows[i].value(QStringLiteral("feature"))
                                                                 .toString(),
                                                         rows[j].value(QStringLiteral("feature"))
                                                                 .toString())
                                            + QStringLiteral(" %1,%2 %3,%4 anchors %5,%6 %7,%8")
                                                      .arg(line.x1())
                                                      .arg(line.y1())
                                                      .arg(line.x2())
                                                      .arg(line.y2())
                                                      .arg(rows[i].value(QStringLiteral("anchorX"))
                                                                   .toDouble())
                                                      .arg(rows[i].value(QStringLiteral("anchorY"))
                                                                   .toDouble())
                                                      .arg(rows[j].value(QStringLiteral("anchorX"))
                                                                   .toDouble())
                                                      .arg(rows[j].value(QStringLiteral("anchorY"))
                                                                   .toDouble())));
                        ++checked;
                    }
                }
            }
            QVERIFY(playHumanStep(c));
        }
    }
    QVERIFY(checked > 100);
    QVERIFY(moved > 0);
}

// Pointing at a placed figure lights its whole feature and says who holds it and what it is
// worth (issue 21, hover information).
void TestGameControllerBoard::hoveredFigureShowsItsFeature()
{
    GameController c;
    configure(c);
    QVERIFY(c.startGame(setupOf({"human", "human"}, 41)));
    for (int step = 0; step < 60 && c.boardModel()->figures()->rowCount() < 2; ++step)
        QVERIFY(playHumanStep(c));
    QVERIFY(c.boardModel()->figures()->rowCount() > 0);
    QSignalSpy changed(c.turnModel(), &TurnModel::hoveredFigureChanged);
    c.turnModel()->setHoveredFigure(0);
    QCOMPARE(c.turnModel()->hoveredFigure(), 0);
    QCOMPARE(changed.count(), 1);
    QVERIFY(c.boardModel()->highlight()->rowCount() > 0);
    const int player = c.boardModel()->figures()->get(0).value(QStringLiteral("player")).toInt();
    const QString info = c.turnModel()->hoveredFigureInfo();
    QVERIFY2(info.contains(c.game()->setup().players[player].name), qPrintable(info));
    QVERIFY2(info.contains(QStringLiteral("point")), qPrintable(info));
    c.turnModel()->setHoveredFigure(-1);
    QCOMPARE(c.boardModel()->highlight()->rowCount(), 0);
    QVERIFY(c.turnModel()->hoveredFigureInfo().isEmpty());
    c.turnModel()->setHoveredFigure(99); // no such figure
    QCOMPARE(c.turnModel()->hoveredFigure(), -1);
}

// The colour-blind palette (a setting): the figures on the board, the players' supplies, their
// colours and the log's are drawn anew in it, and back; the record keeps the colours' names.
void TestGameControllerBoard::colourBlindPaletteRepaintsThePlayers()
{
    GameController c;
    configure(c);
    QVERIFY(c.startGame(setupOf({"human", "human"}, 41)));
    for (int step = 0; step < 60 && c.boardModel()->figures()->rowCount() < 1; ++step)
        QVERIFY(playHumanStep(c));
    QVERIFY(c.boardModel()->figures()->rowCount() > 0);
    const QString colour = c.game()->setup().players[0].color;
    const QString standard =
            c.scoresModel()->players()->get(0).value(QStringLiteral("colourValue")).toString();
    QVERIFY(!c.settings()->colourBlindPalette());
    QSignalSpy settings(c.settings(), &GameSettings::changed);
    c.settings()->setColourBlindPalette(true);
    const auto restore = qScopeGuard([&] { c.settings()->setColourBlindPalette(false); });
    QCOMPARE(settings.count(), 1);
    QVERIFY(c.settings()->colourBlindPalette());
    const QString safe =
            c.scoresModel()->players()->get(0).value(QStringLiteral("colourValue")).toString();
    QVERIFY(safe != standard);
    QCOMPARE(safe,
             FigureArt::colourValue(*FigureArt::colourIndex(colour),
                                    FigureArt::Palette::ColourBlind));
    QVERIFY(c.boardModel()
                    ->figures()
                    ->get(0)
                    .value(QStringLiteral("source"))
                    .toString()
                    .endsWith(QStringLiteral("/safe")));
    const QVariantList supply =
            c.scoresModel()->players()->get(0).value(QStringLiteral("supply")).toList();
    QVERIFY(supply.first()
                    .toMap()
                    .value(QStringLiteral("source"))
                    .toString()
                    .endsWith(QStringLiteral("/safe")));
    bool logRecoloured = false;
    for (int i = 0; i < c.log()->rowCount(); ++i) {
        const QVariantMap row = c.log()->get(i);
        if (row.value(QStringLiteral("player")).toInt() == 0)
            logRecoloured = row.value(QStringLiteral("colourValue")).toString() == safe;
    }
    QVERIFY(logRecoloured);
    QVERIFY(c.recordJson().contains(QStringLiteral("\"%1\"").arg(colour)));
    c.settings()->setColourBlindPalette(false);
    QCOMPARE(c.scoresModel()->players()->get(0).value(QStringLiteral("colourValue")).toString(),
             standard);
    QVERIFY(!c.boardModel()
                     ->figures()
                     ->get(0)
                     .value(QStringLiteral("source"))
                     .toString()
                     .endsWith(QStringLiteral("/safe")));
}

// "Show the last moves again": the computer players' turns since the human last played, oldest
// first, each its tile (where the log says it went, in its player's colour) and then its
// scorings; the game does not change. With nothing of another's since, the human's own turn.
void TestGameControllerBoard::lastMovesAreShownAgain()
{
    GameController c;
    configure(c);
    QVERIFY(c.startGame(setupOf({"human", "ai:greedy", "ai:greedy"}, 12)));
    QVERIFY(!c.reviewModel()->showLastMoves()); // only the start tile lies
    for (int round = 0; round < 6; ++round) {
        QVERIFY(playHumanStep(c));
        QVERIFY(playHumanStep(c));
        QVERIFY(QTest::qWaitFor([&] { return c.turnModel()->humanTurn(); }, 30000));
    }
    // What the log says of the two computer turns since the human's.
    QList<QPoint> tiles;
    int scorings = 0;
    const QList<QVariantMap> rows = c.log()->rows();
    int lastHumanTile = -1;
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const Event e = rows[i].value(QStringLiteral("event")).value<Event>();
        if (e.type == Event::Type::TilePlaced && e.player == 0)
            lastHumanTile = int(i);
    }
    // From the first tile after the human's: a turn's lines run from its tile to the next.
    bool started = false;
    for (qsizetype i = lastHumanTile + 1; i < rows.size(); ++i) {
        const Event e = rows[i].value(QStringLiteral("event")).value<Event>();
        if (e.type == Event::Type::TilePlaced) {
            tiles << QPoint(e.at.x, e.at.y);
            started = true;
        }
        if (started && e.type == Event::Type::FeatureScored && e.points > 0)
            ++scorings;
    }
    QCOMPARE(tiles.size(), 2);
    QVERIFY(scorings > 0); // this seed's second computer player scores a city
    const QByteArray before = c.recordJson().toUtf8();
    QSignalSpy shown(&c, &GameController::moveShown);
    QSignalSpy scored(&c, &GameController::scored);
    QVERIFY(c.reviewModel()->showLastMoves());
    QVERIFY(c.reviewModel()->showingLastMoves());
    QTRY_VERIFY_WITH_TIMEOUT(!c.reviewModel()->showingLastMoves(), 10000);
    QCOMPARE(shown.count(), 2);
    for (int i = 0; i < 2; ++i) {
        QCOMPARE(QPoint(shown[i][0].toInt(), shown[i][1].toInt()), tiles[i]);
        QCOMPARE(shown[i][2].toString(),
                 PlayerColours::value(c.game()->setup().players[i + 1].color));
    }
    QCOMPARE(scored.count(), scorings);
    QCOMPARE(c.recordJson().toUtf8(), before);
    QVERIFY(c.turnModel()->humanTurn());
    // The human's tile down: their own turn is the last move now.
    QVERIFY(playHumanStep(c));
    shown.clear();
    QVERIFY(c.reviewModel()->showLastMoves());
    QTRY_VERIFY_WITH_TIMEOUT(!c.reviewModel()->showingLastMoves(), 10000);
    QCOMPARE(shown.count(), 1);
    QCOMPARE(QPoint(shown[0][0].toInt(), shown[0][1].toInt()), c.boardModel()->lastPlaced());
}

// The editor's quick test (--tiles): the played package's own tiles are drawn first, or alone,
// after the rule set's start tile; the order is the record's pile order, so the game replays.
void TestGameControllerBoard::designersTilesComeFirst()
{
    GameController c;
    configure(c);
    const QString id =
            c.addPackagePath(QStringLiteral(CARCASSONNE_TEST_DATA_DIR "/packages/repo/left"));
    QCOMPARE(id, QStringLiteral("left"));
    QVariantMap setup = setupOf({"human", "human"}, 17, {QStringLiteral("left")});
    setup.insert(QStringLiteral("pile"), QStringLiteral("first"));
    QVERIFY(c.startTestGame(setup));
    const GameState &s = c.game()->state();
    QCOMPARE(s.content().tileType(s.currentTile()).key, QStringLiteral("left/L1"));
    QVERIFY(!c.game()->setup().hasDeck);
    QCOMPARE(c.game()->setup().pileOrder, GameSetup::PileOrder::OwnFirst);
    QCOMPARE(c.game()->setup().pilePackage, QStringLiteral("left"));
    QCOMPARE(s.pile().size(), s.content().standardPile().size());
    QCOMPARE(c.scoresModel()->remainingCount(),
             71); // the base game's 71 after its start tile, L1 drawn
    // The record keeps the order and replays the same draws.
    Message error;
    const auto record = GameRecord::fromJson(c.recordJson().toUtf8(), &error);
    QVERIFY2(record, qPrintable(error.toString()));
    QCOMPARE(record->setup.pileOrder, GameSetup::PileOrder::OwnFirst);
    QVERIFY(!record->setup.hasDeck);
    PackageRepository repository;
    Problems problems;
    QVERIFY(repository.addPath(QStringLiteral(CARCASSONNE_TEST_DATA_DIR "/packages/repo/left"),
                               &problems));
    const auto replayed = Game::start(record->setup, repository, &problems);
    QVERIFY(replayed);
    QCOMPARE(replayed->state().pile(), s.pile());
    // Only its tiles: the start tile, then L1, and the pile is empty.
    setup.insert(QStringLiteral("pile"), QStringLiteral("only"));
    QVERIFY(c.startTestGame(setup));
    QCOMPARE(c.game()->state().pile().size(), std::size_t(1));
    QCOMPARE(c.scoresModel()->remainingCount(), 0);
    // The same seed shuffles the rest the same way; no order given, none kept.
    setup.insert(QStringLiteral("pile"), QStringLiteral("first"));
    QVERIFY(c.startTestGame(setup));
    const std::vector<std::uint16_t> first = c.game()->state().pile();
    QVERIFY(c.startTestGame(setup));
    QCOMPARE(c.game()->state().pile(), first);
    setup.remove(QStringLiteral("pile"));
    QVERIFY(c.startTestGame(setup));
    QCOMPARE(c.game()->setup().pileOrder, GameSetup::PileOrder::Shuffled);
    QVERIFY(c.game()->state().pile() != first);
    // Refused with a reason: an unknown order.
    setup.insert(QStringLiteral("pile"), QStringLiteral("sideways"));
    QVERIFY(!c.startTestGame(setup));
    QVERIFY(c.lastError().contains(QStringLiteral("sideways")));
    setup = setupOf({"human", "human"}, 17, {QStringLiteral("river")});
    setup.insert(QStringLiteral("pile"), QStringLiteral("only"));
    QVERIFY(c.startTestGame(setup)); // the river's own tiles: its spring starts, then the river
    const GameState &river = c.game()->state();
    QCOMPARE(c.scoresModel()->remainingCount(), int(river.pile().size()) - 1);
    for (const std::uint16_t t : river.pile())
        QCOMPARE(river.content().tileType(t).packageId, QStringLiteral("river"));
}

// The fields overlay: a disc on each placed tile's part of a field, one number per field across
// tiles, inside its tile; none while it is off.
void TestGameControllerBoard::fieldsOverlayNumbersEachField()
{
    GameController c;
    configure(c);
    QVERIFY(c.startGame(setupOf({"human", "human"}, 7)));
    QCOMPARE(c.boardModel()->fields()->rowCount(), 0);
    c.settings()->setShowFields(true);
    // The start tile D: the field between its city and its road, and the one south of the road.
    QCOMPARE(c.boardModel()->fields()->rowCount(), 2);
    QCOMPARE(c.boardModel()->fields()->get(0).value(QStringLiteral("number")).toInt(), 1);
    QCOMPARE(c.boardModel()->fields()->get(1).value(QStringLiteral("number")).toInt(), 2);
    for (int step = 0; step < 30; ++step)
        QVERIFY(playHumanStep(c));
    const GameState &s = c.game()->state();
    const FeatureGraph &graph = s.features();
    // Same number exactly when the engine says it is the same field.
    QHash<int, int> numberOfRoot;
    QSet<int> numbers;
    int discs = 0;
    for (int n = 0; n < graph.size(); ++n) {
        if (graph.node(n).type == FeatureType::Field && graph.node(n).tile >= 0)
            ++discs;
    }
    QCOMPARE(c.boardModel()->fields()->rowCount(), discs);
    int row = 0;
    for (int n = 0; n < graph.size(); ++n) {
        const FeatureGraph::Node &node = graph.node(n);
        if (node.type != FeatureType::Field || node.tile < 0)
            continue;
        const QVariantMap disc = c.boardModel()->fields()->get(row++);
        const int number = disc.value(QStringLiteral("number")).toInt();
        const int root = graph.find(n);
        QCOMPARE(numberOfRoot.value(root, number), number);
        numberOfRoot.insert(root, number);
        numbers.insert(number);
        const PlacedTile &tile = s.board().tiles()[std::size_t(node.tile)];
        const double x = disc.value(QStringLiteral("x")).toDouble();
        const double y = disc.value(QStringLiteral("y")).toDouble();
        QVERIFY(x >= tile.at.x && x <= tile.at.x + 1 && y >= tile.at.y && y <= tile.at.y + 1);
        QCOMPARE(disc.value(QStringLiteral("cities")).toInt(), s.value(n).cities);
    }
    QCOMPARE(numbers.size(), numberOfRoot.size()); // a number is one field only
    QVERIFY(numbers.size() >= 3);
    c.settings()->setShowFields(false);
    QCOMPARE(c.boardModel()->fields()->rowCount(), 0);
}

// Review: a record stepped through turn by turn, the board, log and scores as they were, nobody
// moving; "play from here" goes on from the turn shown; a finished game reviewed from its end
// and closed is as it was (issue 21, replay viewer).
void TestGameControllerBoard::reviewStepsThroughARecord()
{
    GameController c;
    configure(c);
    QVERIFY(c.startGame(setupOf({"human", "ai:random"}, 51)));
    for (int i = 0; i < 8; ++i) {
        QVERIFY(playHumanStep(c));
        QVERIFY(QTest::qWaitFor([&] { return c.turnModel()->humanTurn(); }, 30000));
    }
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("played.json"));
    QVERIFY(c.saveGame(path));
    const QList<QJsonObject> moves = c.game()->record().moves;
    QVERIFY(moves.size() >= 6);
    QSignalSpy changed(c.reviewModel(), &ReviewModel::changed);
    QVERIFY(c.reviewModel()->reviewRecord(path));
    QVERIFY(c.reviewModel()->active());
    QCOMPARE(c.reviewModel()->turn(), 0);
    QCOMPARE(c.reviewModel()->length(), int(moves.size()));
    QCOMPARE(c.game()->record().moves.size(), 0);
    QVERIFY(!c.turnModel()->humanTurn()); // nobody moves under review
    QVERIFY(!c.turnModel()->canUndo());
    c.reviewModel()->setTurn(5);
    QCOMPARE(c.reviewModel()->turn(), 5);
    QCOMPARE(c.game()->record().moves, moves.mid(0, 5));
    QVERIFY(c.log()->rowCount() > 0);
    QVERIFY(!c.turnModel()->botThinking());
    c.reviewModel()->setTurn(1000); // clamped
    QCOMPARE(c.reviewModel()->turn(), int(moves.size()));
    c.reviewModel()->setTurn(3);
    QVERIFY(changed.count() >= 3);
    // Play on from turn 3: the later turns are gone, the game goes on.
    c.reviewModel()->endReview(true);
    QVERIFY(!c.reviewModel()->active());
    QCOMPARE(c.game()->record().moves, moves.mid(0, 3));
    QVERIFY(QTest::qWaitFor([&] { return c.turnModel()->humanTurn(); }, 30000));
    QVERIFY(playHumanStep(c));

    // A finished game: reviewed from its end, closed as it was.
    GameController d;
    configure(d);
    QVERIFY(d.startGame(setupOf({"human", "human"}, 52)));
    for (int step = 0; step < 400 && !d.endingModel()->gameOver(); ++step)
        QVERIFY(playHumanStep(d));
    QVERIFY(d.endingModel()->gameOver());
    const QList<int> scores{d.game()->state().score(0), d.game()->state().score(1)};
    const int length = int(d.game()->record().moves.size());
    QVERIFY(d.reviewModel()->reviewCurrent());
    QCOMPARE(d.reviewModel()->turn(), length);
    d.reviewModel()->setTurn(0);
    QCOMPARE(d.game()->state().score(0), 0);
    QVERIFY(!d.turnModel()->humanTurn());
    d.reviewModel()->endReview(false);
    QVERIFY(!d.reviewModel()->active());
    QVERIFY(d.endingModel()->gameOver());
    QCOMPARE(d.game()->state().score(0), scores[0]);
    QCOMPARE(d.game()->state().score(1), scores[1]);
}

// Art slower than the provider's time limit never stalls the caller: a placeholder comes back
// at once, the drawing goes on and is kept, and the board's picture ids change so each view asks
// again and gets the drawing (issue 58, defect 5).
void TestGameControllerBoard::slowArtShowsAPlaceholderUntilDrawn()
{
    GameController c;
    configure(c);
    QVERIFY(c.startGame(setupOf({"human", "human"}, 5, {QStringLiteral("base")})));
    const int before = TileArtNotifier::generation();
    const QString source = c.turnModel()->currentTileSource();
    QVERIFY(!source.contains(QLatin1Char('?')) || before > 0);
    const int limit = TileImageProvider::timeLimit();
    auto restore = qScopeGuard([limit] { TileImageProvider::setTimeLimit(limit); });
    TileImageProvider::setTimeLimit(1); // a tile at 1,024 pixels takes longer than that
    TileImageProvider provider;
    const QString id =
            source.mid(QStringLiteral("image://carcassonne/").size()) + QStringLiteral("/1");
    QSize size;
    QElapsedTimer timer;
    timer.start();
    const QImage first = provider.requestImage(id, &size, QSize(1024, 1024));
    QVERIFY(timer.elapsed() < 1000);
    QVERIFY(TileImageProvider::isPlaceholder(first));
    QCOMPARE(first.size(), QSize(1024, 1024));
    QSignalSpy drawn(TileArtNotifier::instance(), &TileArtNotifier::drawn);
    QVERIFY(drawn.wait(10000));
    QCOMPARE(TileArtNotifier::generation(), before + 1);
    // Asked again, the drawing comes from the cache; the ids now carry the new generation.
    const QImage again = provider.requestImage(id, &size, QSize(1024, 1024));
    QVERIFY(!TileImageProvider::isPlaceholder(again));
    QVERIFY(c.turnModel()->currentTileSource().endsWith(QStringLiteral("?g=%1").arg(before + 1)));
    QVERIFY(c.turnModel()->currentTileSource() != source);
    for (int i = 0; i < c.boardModel()->tiles()->rowCount(); ++i)
        QVERIFY(c.boardModel()
                        ->tiles()
                        ->get(i)
                        .value(QStringLiteral("source"))
                        .toString()
                        .contains(QStringLiteral("?g=")));
}

// The game's sounds follow what happens: a tile laid (the computer's its own), a figure, a
// scoring (bigger from 10 points), the turn back to the person after the computer's, the end;
// none while switched off, and no audio device in tests (the offscreen platform).
void TestGameControllerBoard::soundsFollowTheGame()
{
    GameController c;
    configure(c);
    QVERIFY(SoundEffects::silenced());
    QMap<SoundEffects::Sound, int> heard;
    connect(c.sounds(), &SoundEffects::played, &c, [&](SoundEffects::Sound s) { ++heard[s]; });
    QVERIFY(c.startGame(setupOf({"human", "ai:greedy"}, 7, {QStringLiteral("base")})));
    QVERIFY(heard.isEmpty()); // a game starting makes no sound
    QVERIFY(playToEnd(c));
    QVERIFY(heard.value(SoundEffects::Sound::Tile) > 20);
    QVERIFY(heard.value(SoundEffects::Sound::Computer) > 20);
    QVERIFY(heard.value(SoundEffects::Sound::Figure) > 0);
    QVERIFY(heard.value(SoundEffects::Sound::Score) + heard.value(SoundEffects::Sound::BigScore)
            > 0);
    // Your turn once a round after the computer's (not on the first turn).
    QVERIFY(std::abs(heard.value(SoundEffects::Sound::YourTurn)
                     - heard.value(SoundEffects::Sound::Tile))
            <= 1);
    QCOMPARE(heard.value(SoundEffects::Sound::GameOver), 1);
    // Two people at one screen: no "your turn" between them; switched off: nothing at all.
    heard.clear();
    QVERIFY(c.startGame(setupOf({"human", "human"}, 8, {QStringLiteral("base")})));
    for (int i = 0; i < 8; ++i)
        QVERIFY(playHumanStep(c));
    QCOMPARE(heard.value(SoundEffects::Sound::YourTurn), 0);
    QVERIFY(heard.value(SoundEffects::Sound::Tile) > 0);
    c.sounds()->setEnabled(false);
    heard.clear();
    for (int i = 0; i < 8; ++i)
        QVERIFY(playHumanStep(c));
    QVERIFY(heard.isEmpty());
    c.sounds()->setVolume(3);
    QCOMPARE(c.sounds()->volume(), 1.0);
}

// The session asks each colour's seat for its move: a person here gets the board, a computer
// here thinks, a person elsewhere (the network's) or an empty seat is waited for, whatever the
// setup's kind says.
void TestGameControllerBoard::seatsDecideWhoMoves()
{
    PackageRepository repository;
    GameSetup setup;
    setup.players = {
            PlayerSetup{QStringLiteral("Ann"), QStringLiteral("red")},
            PlayerSetup{QStringLiteral("Bob"), QStringLiteral("blue"), QStringLiteral("ai:greedy")},
            PlayerSetup{QStringLiteral("Cy"), QStringLiteral("green")}};
    setup.seed = 9;
    Problems problems;
    EventList events;
    auto game = Game::start(setup, repository, &problems, &events);
    QVERIFY(game);
    BoardLists lists;
    GameSession session(lists);
    session.setBotDelay(0);
    // Bob is a person elsewhere here, whatever his kind says; Cy's seat waits for someone.
    session.begin(*game, events, {Seat::localHuman(), Seat::remoteHuman(), Seat::empty()});
    QCOMPARE(session.seats().size(), std::size_t(3));
    QVERIFY(session.humanTurn());
    // Ann plays her turn: tile, then no figure.
    QVERIFY(session.apply(session.moves().front()));
    while (session.game()->state().currentPlayer() == 0 && !session.game()->state().gameOver())
        QVERIFY(session.apply(session.moves().front()));
    QCOMPARE(session.game()->state().currentPlayer(), 1);
    QVERIFY(!session.humanTurn());
    const int turn = session.game()->state().turn();
    QTest::qWait(200);
    QCOMPARE(session.game()->state().turn(), turn); // nobody here moved for Bob
    QVERIFY(!session.botThinking());
    // From the setup's kinds (no seats given): Bob's computer plays here.
    GameSession fromKinds(lists);
    fromKinds.setBotDelay(0);
    fromKinds.begin(*game, events);
    QVERIFY(fromKinds.seats()[1].thinksHere());
    QVERIFY(fromKinds.seats()[0].playsHere());
    QVERIFY(fromKinds.apply(fromKinds.moves().front()));
    while (fromKinds.game()->state().currentPlayer() == 0)
        QVERIFY(fromKinds.apply(fromKinds.moves().front()));
    QTRY_VERIFY_WITH_TIMEOUT(fromKinds.game()->state().currentPlayer() == 2, 10000);
}

// A package's figure with a picture of its own ("art") is drawn from the package's SVG, its
// currentColor in the player's colour, in the supply, where it may go and where it stands.
void TestGameControllerBoard::packageFigureIsDrawnFromItsPicture()
{
    GameController c;
    configure(c);
    const QString id =
            c.addPackagePath(QStringLiteral(CARCASSONNE_TEST_DATA_DIR "/packages/good/own-mark"));
    QCOMPARE(id, QStringLiteral("own-mark"));
    QVERIFY(c.startGame(setupOf({"human", "human"}, 3, {id})));
    // The supply shows it from its picture.
    QString source;
    for (const QVariant &v :
         c.scoresModel()->players()->get(0).value(QStringLiteral("supply")).toList()) {
        if (v.toMap().value(QStringLiteral("kind")) == QLatin1String("own1"))
            source = v.toMap().value(QStringLiteral("source")).toString();
    }
    QVERIFY2(source.startsWith(QStringLiteral("image://carcassonne/ownfigure/")),
             qPrintable(source));
    TileImageProvider provider;
    QSize size;
    const QImage image = provider.requestImage(
            source.mid(QStringLiteral("image://carcassonne/").size()), &size, QSize(64, 64));
    QVERIFY(!image.isNull());
    // The triangle's middle is the first player's red.
    const QColor red(FigureArt::colourValue(*FigureArt::colourIndex(u"red")));
    const QColor middle = image.pixelColor(32, 40);
    QVERIFY2(std::abs(middle.red() - red.red()) + std::abs(middle.green() - red.green())
                             + std::abs(middle.blue() - red.blue())
                     < 40,
             qPrintable(middle.name() + QStringLiteral(" against ") + red.name()));
    // Where it may go: a figure spot for it uses the same picture.
    bool spotted = false;
    for (int step = 0; step < 20 && !spotted && !c.endingModel()->gameOver(); ++step) {
        if (c.turnModel()->phase() == QLatin1String("placeFigure")) {
            for (int t = 0; t < c.boardModel()->targets()->rowCount(); ++t) {
                const QVariantMap row = c.boardModel()->targets()->get(t);
                if (row.value(QStringLiteral("kind")) == QLatin1String("own1")) {
                    QVERIFY(row.value(QStringLiteral("source"))
                                    .toString()
                                    .startsWith(QStringLiteral("image://carcassonne/ownfigure/")));
                    spotted = true;
                }
            }
        }
        QVERIFY(playHumanStep(c));
    }
    QVERIFY(spotted);
}

QTEST_MAIN(TestGameControllerBoard)
#include "tst_gamecontrollerboard.moc"
