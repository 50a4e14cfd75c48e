#include "gamecontroller.h"

#include "ai/bot.h"
#include "ai/botfactory.h"
#include "art/tileart.h"
#include "core/geometry.h"
#include "eventtext.h"
#include "modules/anniversary/arrowsmodule.h"
#include "modules/traders-builders/buildermodule.h"
#include "packagechoices.h"
#include "playercolours.h"
#include "rules/rulecatalog.h"
#include "rules/rulemodule.h"
#include "ruletexts.h"
#include "tileimageprovider.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QQmlEngine>
#include <QRandomGenerator>
#include <QSaveFile>
#include <QStandardPaths>

namespace carcassonne {

GameController::GameController(QObject *parent)
    : QObject(parent),
      m_runner(this),
      m_log({QStringLiteral("text"), QStringLiteral("player"), QStringLiteral("colourValue"),
             QStringLiteral("points"), QStringLiteral("turn"), QStringLiteral("final")})
{
    m_botTimer.setSingleShot(true);
    connect(&m_botTimer, &QTimer::timeout, this, &GameController::startBot);
    m_repository.addSearchPath(PackageRepository::userPackageFolder());
    const QString data = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    m_autosavePath = data + QStringLiteral("/autosave.json");
}

GameController::~GameController()
{
    stopBot();
}

// --- asking ---

QString GameController::phase() const
{
    if (!m_game)
        return QStringLiteral("none");
    switch (m_game->state().phase()) {
    case GameState::Phase::PlaceTile:
        return QStringLiteral("placeTile");
    case GameState::Phase::PlaceFigure:
        return QStringLiteral("placeFigure");
    case GameState::Phase::Choice:
        return QStringLiteral("choice");
    case GameState::Phase::GameOver:
        return QStringLiteral("gameOver");
    }
    return QStringLiteral("none");
}

bool GameController::isHuman(int player) const
{
    if (!m_game || player < 0 || player >= m_game->setup().players.size())
        return false;
    return !m_game->setup().players[player].kind.startsWith(QLatin1String("ai:"));
}

bool GameController::humanTurn() const
{
    return m_game && !m_game->state().gameOver() && isHuman(m_game->state().currentPlayer());
}

QString GameController::tileSource(int tileType) const
{
    return m_game ? BoardLists::tileSource(m_contentNumber, tileType) : QString();
}

BoardLists::Input GameController::listsInput() const
{
    BoardLists::Input in;
    in.game = m_game ? &*m_game : nullptr;
    in.moves = &m_moves;
    in.contentNumber = m_contentNumber;
    in.humanTurn = humanTurn();
    if (m_game) {
        for (int p = 0; p < m_game->setup().players.size(); ++p)
            in.humans << isHuman(p);
    }
    in.figureKinds = figureKinds();
    in.showDeadSpots = m_showDeadSpots;
    in.highlightTarget = m_hoveredTarget >= 0 ? m_hoveredTarget : m_selectedTarget;
    if (m_finalStep >= 0 && m_finalStep < m_finalShow.stepCount()) {
        for (const FinalScoringShow::Item &item : m_finalShow.step(m_finalStep))
            in.highlightSegments << item.segment;
    }
    return in;
}

QString GameController::currentTileSource() const
{
    if (!m_game || m_hasPlacedTile)
        return {};
    return tileSource(m_game->state().currentTile());
}

QRect GameController::currentTileCells() const
{
    if (!m_game || m_game->state().currentTile() < 0)
        return QRect(0, 0, 1, 1);
    const GameContent &content = m_game->state().content();
    const geometry::CellBox box =
            geometry::cellBox(content.tileType(m_game->state().currentTile()).definition.cells);
    return QRect(box.minX, box.minY, box.width(), box.height());
}

void GameController::setRotation(int rotation)
{
    rotation &= 3;
    if (rotation == m_rotation)
        return;
    m_rotation = rotation;
    emit rotationChanged();
}

QRect GameController::boardBounds() const
{
    if (!m_game || m_game->state().board().tiles().empty())
        return {0, 0, 1, 1};
    const Board &b = m_game->state().board();
    return QRect(QPoint(b.minCell().x, b.minCell().y), QPoint(b.maxCell().x, b.maxCell().y));
}

void GameController::setSelectedTarget(int index)
{
    if (index < -1 || index >= m_lists.targets()->rowCount())
        index = -1;
    if (index == m_selectedTarget)
        return;
    m_selectedTarget = index;
    emit selectedTargetChanged();
}

void GameController::setHoveredTarget(int index)
{
    if (index < -1 || index >= m_lists.targets()->rowCount())
        index = -1;
    if (index == m_hoveredTarget)
        return;
    m_hoveredTarget = index;
    m_lists.refreshHighlight(listsInput());
    emit hoveredTargetChanged();
}

QVariantMap GameController::targetPreview() const
{
    const int index = m_hoveredTarget >= 0 ? m_hoveredTarget : m_selectedTarget;
    if (!m_game || index < 0 || index >= m_lists.targets()->rowCount())
        return {};
    const QVariantMap row = m_lists.targets()->get(index);
    const Move &move = m_moves[std::size_t(row.value(QStringLiteral("move")).toInt())];
    const FeatureValue v = m_game->state().value(move.segment);
    return {{QStringLiteral("feature"), featureName(v.type)},
            {QStringLiteral("points"), v.points},
            {QStringLiteral("completed"), v.completed},
            {QStringLiteral("tiles"), v.tiles},
            {QStringLiteral("text"),
             v.completed ? tr("This %1 scores %2 now")
                                   .arg(featureName(v.type), EventText::points(v.points))
                         : tr("This %1 is worth %2 so far")
                                   .arg(featureName(v.type), EventText::points(v.points))}};
}

QString GameController::turnNote() const
{
    if (!m_game || m_game->state().gameOver())
        return {};
    const GameState &s = m_game->state();
    if (BuilderModule::secondTurn(s))
        return tr("Double turn: the builder's second tile");
    const auto *arrows =
            static_cast<const ArrowsModule *>(RuleCatalog::module(QStringLiteral("arrows")));
    if (arrows && s.content().hasModule(arrows->id()) && arrows->inExtraTurn(s))
        return tr("Extra turn from an arrow");
    return {};
}

QVariantList GameController::choices() const
{
    QVariantList out;
    if (!m_game || m_game->state().phase() != GameState::Phase::Choice)
        return out;
    for (std::size_t i = 0; i < m_moves.size(); ++i) {
        const Move &m = m_moves[i];
        const RuleModule *module = m.module >= 0
                ? m_game->state().content().modules()[std::size_t(m.module)]
                : nullptr;
        // The module names its choice in the record's words; the label is made from those.
        const QJsonObject json = module ? module->choiceToJson(m_game->state(), m) : QJsonObject();
        QVariantMap row{{QStringLiteral("index"), int(i)}};
        const QJsonArray at = json.value(QStringLiteral("arrow")).toArray();
        if (at.size() == 2) {
            row.insert(QStringLiteral("x"), at[0].toInt());
            row.insert(QStringLiteral("y"), at[1].toInt());
            row.insert(QStringLiteral("label"),
                       tr("The arrow at %1, %2: %3")
                               .arg(at[0].toInt())
                               .arg(at[1].toInt())
                               .arg(EventText::symbolName(
                                       json.value(QStringLiteral("symbol")).toString())));
        } else {
            row.insert(QStringLiteral("label"),
                       tr("%1: option %2")
                               .arg(module ? RuleTexts::moduleName(module->id()) : QString())
                               .arg(m.value + 1));
        }
        out.append(row);
    }
    return out;
}

void GameController::setShowDeadSpots(bool show)
{
    if (show == m_showDeadSpots)
        return;
    m_showDeadSpots = show;
    m_lists.refreshRemaining(listsInput());
    emit settingsChanged();
}

void GameController::setAutosavePath(const QString &path)
{
    if (path == m_autosavePath)
        return;
    m_autosavePath = path;
    emit settingsChanged();
    emit autosaveChanged();
}

bool GameController::hasAutosave() const
{
    return !m_autosavePath.isEmpty() && QFileInfo::exists(m_autosavePath);
}

QStringList GameController::finalCategories() const
{
    QStringList out;
    for (int c = 0; c < kScoreCategoryCount; ++c)
        out << EventText::categoryName(ScoreCategory(c));
    return out;
}

QVariantList GameController::finalSteps() const
{
    return gameOver() ? m_finalShow.steps() : QVariantList();
}

void GameController::setFinalStep(int step)
{
    if (!gameOver() || step < -1 || step >= m_finalShow.stepCount())
        step = -1;
    if (step == m_finalStep)
        return;
    m_finalStep = step;
    m_lists.refreshHighlight(listsInput());
    emit finalStepChanged();
    if (step < 0)
        return;
    for (const FinalScoringShow::Item &item : m_finalShow.step(step)) {
        if (item.onBoard)
            emit scored(item.at.x(), item.at.y(), item.points, item.colours, true);
    }
}

QVariantList GameController::finalTable() const
{
    QVariantList out;
    if (!m_game)
        return out;
    const GameState &s = m_game->state();
    for (int p = 0; p < s.playerCount(); ++p) {
        QVariantList during, final;
        for (int c = 0; c < kScoreCategoryCount; ++c) {
            during << s.breakdown(p, ScoreCategory(c), false);
            final << s.breakdown(p, ScoreCategory(c), true);
        }
        out.append(QVariantMap{{QStringLiteral("name"), playerName(p)},
                               {QStringLiteral("colourValue"),
                                PlayerColours::value(m_game->setup().players[p].color)},
                               {QStringLiteral("during"), during},
                               {QStringLiteral("final"), final},
                               {QStringLiteral("total"), s.score(p)},
                               {QStringLiteral("winner"), s.gameOver() && (s.leaders() >> p & 1)}});
    }
    return out;
}

QStringList GameController::figureKinds() const
{
    QStringList out;
    if (!m_game || m_history.empty())
        return out;
    // The kinds this rule set hands out: those in anyone's supply when the game began.
    const GameState &first = m_history.front().game.state();
    for (int k = 0; k < kFigureKindCount; ++k) {
        for (int p = 0; p < first.playerCount(); ++p) {
            if (first.supply(p, FigureKind(k)) > 0) {
                out << figurekind::name(FigureKind(k));
                break;
            }
        }
    }
    return out;
}

QString GameController::recordJson() const
{
    return m_game ? QString::fromUtf8(m_game->record().toBytes()) : QString();
}

// --- setting up ---

QVariantList GameController::availablePackages()
{
    return PackageChoices::available(m_repository);
}

QVariantMap GameController::packageInfo(const QString &id)
{
    return packagesInfo({id});
}

QVariantMap GameController::packagesInfo(const QStringList &ids)
{
    return PackageChoices::of(m_repository, ids);
}

QVariantList GameController::botKinds() const
{
    // Weakest first: easy's small search loses to greedy's careful single turn
    // (docs/computer-players.md).
    return {QVariantMap{{QStringLiteral("kind"), QStringLiteral("ai:random")},
                        {QStringLiteral("label"), tr("Computer: beginner")}},
            QVariantMap{{QStringLiteral("kind"), QStringLiteral("ai:mcts-easy")},
                        {QStringLiteral("label"), tr("Computer: easy")}},
            QVariantMap{{QStringLiteral("kind"), QStringLiteral("ai:greedy")},
                        {QStringLiteral("label"), tr("Computer: greedy")}},
            QVariantMap{{QStringLiteral("kind"), QStringLiteral("ai:mcts-normal")},
                        {QStringLiteral("label"), tr("Computer: normal")}},
            QVariantMap{{QStringLiteral("kind"), QStringLiteral("ai:mcts-hard")},
                        {QStringLiteral("label"), tr("Computer: hard")}}};
}

QStringList GameController::colourNames() const
{
    return PlayerColours::names();
}

QString GameController::colourValue(const QString &name) const
{
    return PlayerColours::value(name);
}

QString GameController::addPackagePath(const QString &path)
{
    Problems problems;
    const auto id = m_repository.addPath(path, &problems);
    if (!id) {
        QStringList lines;
        for (const Problem &p : problems)
            lines << p.toString();
        fail(tr("Could not read the package %1: %2").arg(path, lines.join(QLatin1String("; "))));
        return {};
    }
    return *id;
}

bool GameController::startGame(const QVariantMap &map)
{
    GameSetup setup;
    const QStringList packages = map.value(QStringLiteral("packages")).toStringList();
    if (!packages.isEmpty())
        setup.packages = packages;
    setup.rules = map.value(QStringLiteral("rules")).toMap();
    const QVariantList players = map.value(QStringLiteral("players")).toList();
    for (const QVariant &v : players) {
        const QVariantMap p = v.toMap();
        PlayerSetup player;
        player.name = p.value(QStringLiteral("name")).toString();
        player.color = p.value(QStringLiteral("color")).toString();
        player.kind = p.value(QStringLiteral("kind"), QStringLiteral("human")).toString();
        if (player.kind != QLatin1String("human") && !BotFactory::isKnown(player.kind)) {
            fail(tr("Unknown player kind %1").arg(player.kind));
            return false;
        }
        setup.players << player;
    }
    bool seedGiven = false;
    const quint64 seed = map.value(QStringLiteral("seed")).toString().toULongLong(&seedGiven);
    setup.seed = seedGiven ? seed : QRandomGenerator::global()->generate64() >> 12;

    Problems problems;
    EventList events;
    auto game = Game::start(setup, m_repository, &problems, &events);
    if (!game) {
        QStringList lines;
        for (const Problem &p : problems)
            lines << p.toString();
        fail(tr("The game could not start: %1").arg(lines.join(QLatin1String("; "))));
        return false;
    }
    return beginGame(std::move(*game), events);
}

bool GameController::beginGame(Game game, const EventList &events)
{
    stopBot();
    m_game = std::move(game);
    m_finalShow.clear();
    m_contentNumber = TileImageProvider::registerContent(m_game->state().contentPointer());
    TileImageProvider::install(qmlEngine(this));
    m_bots.clear();
    const GameSetup &setup = m_game->setup();
    for (int i = 0; i < setup.players.size(); ++i) {
        std::shared_ptr<Bot> bot;
        if (setup.players[i].kind.startsWith(QLatin1String("ai:")))
            bot = BotFactory::create(setup.players[i].kind, setup.seed * 1000003u + quint64(i) + 1);
        m_bots.push_back(std::move(bot));
    }
    m_history.clear();
    m_redo.clear();
    m_redoLog.clear();
    m_redoHistory.clear();
    m_undoSteps = 0;
    m_log.clear();
    m_scoreHistory.clear();
    m_hasLastPlaced = false;
    m_hasPlacedTile = false;
    m_lists.clearAnchors();
    handleEvents(events);
    pushSnapshot();
    afterMove();
    return true;
}

bool GameController::continueGame()
{
    return hasAutosave() && loadGame(m_autosavePath);
}

bool GameController::loadGame(const QString &path)
{
    QString error;
    const auto record = GameRecord::fromFile(path, &error);
    if (!record) {
        fail(tr("Could not read %1: %2").arg(path, error));
        return false;
    }
    Problems problems;
    EventList events;
    auto game = Game::start(record->setup, m_repository, &problems, &events);
    if (!game) {
        QStringList lines;
        for (const Problem &p : problems)
            lines << p.toString();
        fail(tr("The saved game could not start: %1").arg(lines.join(QLatin1String("; "))));
        return false;
    }
    beginGame(std::move(*game), events);
    // Turn by turn, so the log, the chart and undo cover the loaded part too.
    m_replaying = true;
    for (int i = 0; i < record->moves.size(); ++i) {
        EventList turnEvents;
        if (!m_game->applyTurn(record->moves[i], turnEvents, &error)) {
            fail(tr("Move %1 of %2 is not legal: %3").arg(i + 1).arg(path, error));
            break;
        }
        handleEvents(turnEvents);
        pushSnapshot();
    }
    m_replaying = false;
    m_undoSteps = 0;
    afterMove();
    return true;
}

bool GameController::saveGame(const QString &path)
{
    if (!m_game)
        return false;
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(m_game->record().toBytes()) < 0
        || !file.commit()) {
        fail(tr("Could not save to %1").arg(path));
        return false;
    }
    return true;
}

QString GameController::savesFolder() const
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
            + QStringLiteral("/saves");
}

QVariantList GameController::savedGames() const
{
    QVariantList out;
    const QFileInfoList files =
            QDir(savesFolder()).entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Time);
    for (const QFileInfo &f : files)
        out.append(QVariantMap{{QStringLiteral("path"), f.absoluteFilePath()},
                               {QStringLiteral("name"), f.completeBaseName()},
                               {QStringLiteral("modified"),
                                QLocale().toString(f.lastModified(), QLocale::ShortFormat)}});
    return out;
}

void GameController::endGame()
{
    stopBot();
    m_game.reset();
    m_history.clear();
    m_redo.clear();
    m_redoLog.clear();
    m_redoHistory.clear();
    m_moves.clear();
    m_lists.refresh(listsInput());
    emit stateChanged();
}

// --- playing ---

QVariantList GameController::rotationsAt(int x, int y) const
{
    QVariantList out;
    if (!m_game || m_game->state().phase() != GameState::Phase::PlaceTile)
        return out;
    for (const Move &m : m_moves) {
        if (m.kind == Move::Kind::PlaceTile && m.at.x == x && m.at.y == y
            && !out.contains(int(m.rotation)))
            out << int(m.rotation);
    }
    return out;
}

int GameController::rotationFor(int x, int y) const
{
    const QVariantList legal = rotationsAt(x, y);
    for (int i = 0; i < 4; ++i) {
        if (legal.contains((m_rotation + i) & 3))
            return (m_rotation + i) & 3;
    }
    return -1;
}

void GameController::rotate(int step, int x, int y)
{
    step = step < 0 ? -1 : 1;
    if (x == INT_MIN) {
        setRotation(m_rotation + step);
        return;
    }
    const QVariantList legal = rotationsAt(x, y);
    if (legal.isEmpty())
        return;
    int r = rotationFor(x, y);
    for (int i = 0; i < 4; ++i) {
        r = (r + step) & 3;
        if (legal.contains(r))
            break;
    }
    setRotation(r);
}

bool GameController::placeTile(int x, int y)
{
    if (!humanTurn() || m_game->state().phase() != GameState::Phase::PlaceTile)
        return false;
    const int r = rotationFor(x, y);
    if (r < 0)
        return false;
    applyMove(Move::placeTile(CellPos{x, y}, r));
    return true;
}

bool GameController::confirm()
{
    if (!humanTurn() || m_game->state().phase() != GameState::Phase::PlaceFigure)
        return false;
    if (m_selectedTarget < 0)
        return skip();
    const int moveIndex =
            m_lists.targets()->get(m_selectedTarget).value(QStringLiteral("move")).toInt();
    applyMove(m_moves[std::size_t(moveIndex)]);
    return true;
}

bool GameController::skip()
{
    if (!humanTurn() || m_game->state().phase() != GameState::Phase::PlaceFigure)
        return false;
    applyMove(Move::pass());
    return true;
}

bool GameController::choose(int index)
{
    if (!humanTurn() || m_game->state().phase() != GameState::Phase::Choice || index < 0
        || index >= int(m_moves.size()))
        return false;
    applyMove(m_moves[std::size_t(index)]);
    return true;
}

bool GameController::playFor(const QString &kind)
{
    if (!humanTurn())
        return false;
    const auto bot = BotFactory::create(kind, quint64(m_game->state().turn()) + 17);
    if (!bot)
        return false;
    applyMove(bot->choose(m_game->state()));
    return true;
}

void GameController::applyMove(const Move &move)
{
    if (!m_game)
        return;
    const bool wasPlacing = m_game->state().phase() == GameState::Phase::PlaceTile;
    EventList events;
    if (!m_game->apply(move, events)) {
        fail(tr("The engine refused a move."));
        return;
    }
    m_redo.clear();
    m_redoLog.clear();
    m_redoHistory.clear();
    m_undoSteps = 0;
    handleEvents(events);
    if (wasPlacing) {
        m_hasPlacedTile = true;
        m_placedAt = QPoint(move.at.x, move.at.y);
        m_placedRotation = move.rotation;
        emit tilePlaced(move.at.x, move.at.y);
    }
    if (m_game->state().phase() == GameState::Phase::PlaceTile
        || m_game->state().phase() == GameState::Phase::GameOver) {
        m_hasPlacedTile = false;
        pushSnapshot();
        autosave();
    }
    afterMove();
}

void GameController::handleEvents(const EventList &events)
{
    const GameState &s = m_game->state();
    const int turn = s.turn();
    bool scoresChanged = false;
    for (const Event &e : events) {
        if (e.type == Event::Type::GameOver)
            m_finalShow.clear(); // a game over after an undo scores anew
    }
    for (const Event &e : events) {
        if (e.type == Event::Type::TilePlaced && e.player >= 0) {
            m_lastPlaced = QPoint(e.at.x, e.at.y);
            m_hasLastPlaced = true;
        }
        if (e.type == Event::Type::FeatureScored && e.points > 0) {
            QStringList colours;
            for (int p = 0; p < s.playerCount(); ++p) {
                if (e.winners >> p & 1)
                    colours << PlayerColours::value(m_game->setup().players[p].color);
            }
            const QPointF at = m_lists.anchorOf(m_game->state(), e.segment);
            if (e.final) // shown on the board step by step once the game is over
                m_finalShow.add({.category = e.category,
                                 .segment = e.segment,
                                 .at = at,
                                 .points = e.points,
                                 .colours = colours});
            else if (!m_replaying) // a loaded game's old scores are not news
                emit scored(at.x(), at.y(), e.points, colours, false);
            scoresChanged = true;
        }
        if (e.type == Event::Type::PointsAwarded) {
            scoresChanged = true;
            if (e.final && e.player >= 0 && e.player < m_game->setup().players.size()) {
                // A module's final points (a pig's field bonus, a goods majority); goods
                // majorities belong to no place on the board.
                FinalScoringShow::Item item;
                item.category = e.category;
                item.at = QPointF(e.at.x + 0.5, e.at.y + 0.5);
                item.onBoard = e.category != ScoreCategory::Goods;
                item.points = e.points;
                item.colours << PlayerColours::value(m_game->setup().players[e.player].color);
                m_finalShow.add(item);
            }
        }
        if (e.type == Event::Type::FigureReturned && !m_replaying && e.player >= 0
            && e.player < m_game->setup().players.size()) {
            const QPointF at = m_lists.anchorOf(s, e.segment);
            emit figureReturned(at.x(), at.y(),
                                BoardLists::figureSource(e.figure,
                                                         s.features().node(e.segment).type,
                                                         m_game->setup().players[e.player].color));
        }
        const QString text = EventText::describe(e, s, m_game->setup());
        if (text.isEmpty())
            continue;
        const int player = e.type == Event::Type::FeatureScored
                ? (e.winners ? std::countr_zero(unsigned(e.winners)) : -1)
                : int(e.player);
        const QString colour = player >= 0 && player < m_game->setup().players.size()
                ? PlayerColours::value(m_game->setup().players[player].color)
                : QString();
        m_log.append({{QStringLiteral("text"), text},
                      {QStringLiteral("player"), player},
                      {QStringLiteral("colourValue"), colour},
                      {QStringLiteral("points"), int(e.points)},
                      {QStringLiteral("turn"), turn},
                      {QStringLiteral("final"), e.final}});
    }
    if (scoresChanged || m_scoreHistory.isEmpty() || s.phase() == GameState::Phase::GameOver) {
        QVariantList scores;
        for (int p = 0; p < s.playerCount(); ++p)
            scores << s.score(p);
        if (m_scoreHistory.isEmpty() || m_scoreHistory.last() != QVariant(scores))
            m_scoreHistory.append(QVariant(scores));
    }
}

void GameController::retranslate()
{
    m_lists.refresh(listsInput());
    emit stateChanged();
}

void GameController::afterMove()
{
    m_moves.clear();
    if (m_game)
        m_game->state().legalMoves(m_moves);
    m_selectedTarget = -1;
    m_hoveredTarget = -1;
    const bool finalStepWasShown = m_finalStep >= 0;
    m_finalStep = -1;
    m_lists.refresh(listsInput());
    emit selectedTargetChanged();
    emit hoveredTargetChanged();
    if (finalStepWasShown)
        emit finalStepChanged();
    emit stateChanged();
    if (!m_game)
        return;
    if (m_game->state().gameOver()) {
        if (!m_autosavePath.isEmpty() && QFile::remove(m_autosavePath))
            emit autosaveChanged();
        emit gameFinished();
        return;
    }
    if (!humanTurn())
        scheduleBot();
}

void GameController::pushSnapshot()
{
    m_history.push_back(Snapshot{*m_game, m_log.rowCount(), m_scoreHistory.size(), m_lastPlaced,
                                 m_hasLastPlaced});
}

void GameController::restore(const Snapshot &snapshot)
{
    m_game = snapshot.game;
    QList<QVariantMap> rows = m_log.rows();
    rows.resize(snapshot.logSize);
    m_log.setRows(rows);
    m_scoreHistory.resize(snapshot.historySize);
    m_lastPlaced = snapshot.lastPlaced;
    m_hasLastPlaced = snapshot.hasLastPlaced;
    m_hasPlacedTile = false;
}

int GameController::undoTarget() const
{
    if (!m_game || m_history.empty() || m_botThinking)
        return -1;
    bool anyBot = false;
    for (const PlayerSetup &p : m_game->setup().players)
        anyBot = anyBot || p.kind.startsWith(QLatin1String("ai:"));
    if (anyBot && m_undoSteps > 0)
        return -1;
    // Mid-turn (tile down, figure not yet), go back to the start of this turn.
    const int top = int(m_history.size()) - 1;
    if (m_game->state().turn() != m_history.back().game.state().turn()
        || m_game->state().phase() != m_history.back().game.state().phase())
        return isHuman(m_history.back().game.state().currentPlayer()) ? top : -1;
    for (int i = top - 1; i >= 0; --i) {
        if (isHuman(m_history[std::size_t(i)].game.state().currentPlayer()))
            return i;
    }
    return -1;
}

void GameController::undo()
{
    const int target = undoTarget();
    if (target < 0)
        return;
    stopBot();
    std::vector<Snapshot> taken;
    // What redo brings back: the state we leave, and the turn starts in between.
    for (std::size_t i = std::size_t(target) + 1; i < m_history.size(); ++i)
        taken.push_back(m_history[i]);
    taken.push_back(Snapshot{*m_game, m_log.rowCount(), m_scoreHistory.size(), m_lastPlaced,
                             m_hasLastPlaced});
    // Keep the rows the redo will need: they are rebuilt from snapshots' sizes only.
    m_redoLog.push_back(m_log.rows());
    m_redoHistory.push_back(m_scoreHistory);
    m_redo.push_back(std::move(taken));
    m_history.erase(m_history.begin() + target + 1, m_history.end());
    restore(m_history.back());
    ++m_undoSteps;
    afterMove();
}

void GameController::redo()
{
    if (m_redo.empty() || m_botThinking)
        return;
    stopBot();
    std::vector<Snapshot> taken = std::move(m_redo.back());
    m_redo.pop_back();
    const QList<QVariantMap> log = m_redoLog.back();
    m_redoLog.pop_back();
    const QVariantList history = m_redoHistory.back();
    m_redoHistory.pop_back();
    m_log.setRows(log);
    m_scoreHistory = history;
    Snapshot current = taken.back();
    taken.pop_back();
    for (Snapshot &s : taken)
        m_history.push_back(std::move(s));
    restore(current);
    if (m_game->state().phase() == GameState::Phase::PlaceFigure) {
        // The tile of this turn was down when we left.
        const auto &tiles = m_game->state().board().tiles();
        if (!tiles.empty()) {
            m_hasPlacedTile = true;
            m_placedAt = QPoint(tiles.back().at.x, tiles.back().at.y);
            m_placedRotation = tiles.back().rotation;
        }
    } else if (m_history.empty()
               || m_history.back().game.state().turn() != m_game->state().turn()) {
        pushSnapshot();
    }
    m_undoSteps = std::max(0, m_undoSteps - 1);
    afterMove();
}

// --- computer players ---

void GameController::scheduleBot()
{
    if (m_runner.running() || m_botTimer.isActive())
        return;
    setBotThinking(true);
    m_botTimer.start(std::max(0, m_botDelay));
}

void GameController::startBot()
{
    if (!m_game || m_game->state().gameOver() || humanTurn()) {
        setBotThinking(false);
        return;
    }
    const auto bot = m_bots[std::size_t(m_game->state().currentPlayer())];
    if (!bot) {
        setBotThinking(false);
        return;
    }
    setBotThinking(true);
    m_runner.start(bot, m_game->state(), [this](const Move &move) {
        setBotThinking(false);
        if (m_game && m_game->state().isLegal(move))
            applyMove(move);
    });
}

void GameController::stopBot()
{
    m_botTimer.stop();
    m_runner.cancel();
    setBotThinking(false);
}

void GameController::setBotThinking(bool thinking)
{
    if (thinking == m_botThinking)
        return;
    m_botThinking = thinking;
    emit botThinkingChanged();
    emit stateChanged();
}

void GameController::autosave()
{
    if (m_autosavePath.isEmpty() || !m_game || m_game->state().gameOver())
        return;
    const bool had = hasAutosave();
    QDir().mkpath(QFileInfo(m_autosavePath).absolutePath());
    QSaveFile file(m_autosavePath);
    if (file.open(QIODevice::WriteOnly) && file.write(m_game->record().toBytes()) >= 0)
        file.commit();
    if (!had)
        emit autosaveChanged();
}

void GameController::fail(const QString &message)
{
    m_lastError = message;
    qWarning("%s", qPrintable(message));
    emit errorOccurred(message);
}

QString GameController::playerName(int player) const
{
    if (!m_game || player < 0 || player >= m_game->setup().players.size())
        return {};
    return EventText::playerName(m_game->setup(), player);
}

QString GameController::featureName(FeatureType type) const
{
    return EventText::featureName(type);
}

} // namespace carcassonne
