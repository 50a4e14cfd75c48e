#include "gamesession.h"

#include "ai/bot.h"
#include "ai/botfactory.h"
#include "boardlists.h"
#include "eventtext.h"
#include "moduleuis.h"
#include "playercolours.h"
#include "tileimageprovider.h"

#include <QCoreApplication>

#include <bit>
#include <utility>

namespace carcassonne {

GameSession::GameSession(const BoardLists &lists, QObject *parent)
    : QObject(parent),
      m_lists(lists),
      m_log({QStringLiteral("text"), QStringLiteral("player"), QStringLiteral("colourValue"),
             QStringLiteral("points"), QStringLiteral("turn"), QStringLiteral("final"),
             QStringLiteral("located"), QStringLiteral("x"), QStringLiteral("y"),
             QStringLiteral("system")}),
      m_runner(this)
{
    m_botTimer.setSingleShot(true);
    connect(&m_botTimer, &QTimer::timeout, this, &GameSession::startBot);
}

GameSession::~GameSession()
{
    stopBot();
}

const GameState *GameSession::firstState() const
{
    return m_game && m_firstState ? &*m_firstState : nullptr;
}

bool GameSession::isHuman(int player) const
{
    // A person at this screen: the one the board is offered to.
    if (!m_game || player < 0 || std::size_t(player) >= m_seats.size())
        return false;
    return m_seats[std::size_t(player)].playsHere();
}

bool GameSession::humanTurn() const
{
    return !m_paused && !m_awaitingHost && !m_hostUnreachable && m_game
            && !m_game->state().gameOver() && isHuman(m_game->state().currentPlayer());
}

void GameSession::setPaused(bool paused)
{
    if (paused == m_paused)
        return;
    m_paused = paused;
    if (paused)
        stopBot();
    // The moves on offer, and a computer player's turn, follow. A game that was over when it
    // was paused (a finished game under review) does not end again: no walk-through anew.
    m_moves.clear();
    if (m_game)
        m_game->state().legalMoves(m_moves);
    emit changed();
    if (m_game && !m_game->state().gameOver() && !humanTurn())
        scheduleBot();
}

// --- starting and ending ---

void GameSession::begin(Game game, const EventList &events, std::vector<Seat> seats)
{
    start(std::move(game), events, std::move(seats), false);
}

void GameSession::beginFollowing(Game game, const EventList &events, std::vector<Seat> seats)
{
    start(std::move(game), events, std::move(seats), true);
}

void GameSession::setHostUnreachable(bool unreachable)
{
    if (unreachable == m_hostUnreachable)
        return;
    m_hostUnreachable = unreachable;
    emit changed();
}

void GameSession::follow(const Game &game, const EventList &events)
{
    if (!m_game || !m_following)
        return;
    stopBot();
    const bool mine = std::exchange(m_awaitingHost, false);
    // Back to the turn's start (the log, the chart, the last tile ringed): the host's events
    // tell the whole turn, the local player's part of it included.
    if (!m_history.empty())
        restore(m_history.back());
    m_game = game;
    for (auto it = m_shownNames.cbegin(); it != m_shownNames.cend(); ++it)
        m_game->setPlayerName(it.key(), it.value());
    m_hasPlacedTile = false;
    clearRedo();
    handleEvents(events);
    if (!mine) {
        // Another player's tile: laid as a computer player's is (ringed, its sound).
        for (const Event &e : events) {
            if (e.type == Event::Type::TilePlaced && e.player >= 0)
                emit tilePlaced(e.at.x, e.at.y);
        }
    }
    // Undo reaches back to this turn's start and no further: what the host took stays.
    m_history.clear();
    m_history.push_back(snapshot());
    afterMove();
}

void GameSession::setShownName(int player, const QString &name)
{
    if (!m_game || player < 0 || player >= m_game->setup().players.size()
        || m_game->setup().players[player].name == name)
        return;
    m_shownNames.insert(player, name);
    m_game->setPlayerName(player, name);
    // The turn's start too, so that an undo within the turn keeps the name.
    for (Snapshot &s : m_history)
        s.game.setPlayerName(player, name);
    emit changed();
}

void GameSession::start(Game game, const EventList &events, std::vector<Seat> seats, bool following)
{
    stopBot();
    m_shownNames.clear();
    m_following = following;
    m_awaitingHost = false;
    m_hostUnreachable = false;
    m_game = std::move(game);
    m_finalShow.clear();
    m_contentNumber = TileImageProvider::registerContent(m_game->state().contentPointer());
    const GameSetup &setup = m_game->setup();
    if (seats.size() != std::size_t(setup.players.size())) {
        seats.clear();
        for (int i = 0; i < setup.players.size(); ++i)
            seats.push_back(
                    Seat::fromKind(setup.players[i].kind, setup.seed * 1000003u + quint64(i) + 1));
    }
    m_seats = std::move(seats);
    m_history.clear();
    m_firstState.reset();
    clearRedo();
    m_historyTrimmed = false;
    m_log.clear();
    m_scoreHistory.clear();
    m_hasLastPlaced = false;
    m_hasPlacedTile = false;
    handleEvents(events);
    pushSnapshot();
    afterMove();
}

int GameSession::replay(const QList<QJsonObject> &moves, Message *error)
{
    // Turns are applied in place (a copy of the game per turn made loading quadratic). A copy
    // every kCheckpointTurns turns is what a bad turn falls back to: the good turns after it
    // are applied again, so the game shows the record up to its first bad move. Only the last
    // turns keep undo snapshots.
    constexpr int kCheckpointTurns = 256;
    int bad = -1;
    m_replaying = true;
    Game checkpoint = *m_game;
    int checkpointAt = 0;
    const qsizetype snapshotsFrom = moves.size() - kMaxUndoSnapshots;
    for (int i = 0; i < moves.size(); ++i) {
        if (i - checkpointAt >= kCheckpointTurns) {
            checkpoint = *m_game;
            checkpointAt = i;
        }
        EventList turnEvents;
        if (!m_game->applyTurn(moves[i], turnEvents, error, false)) {
            bad = i;
            m_game = checkpoint;
            for (int j = checkpointAt; j < i; ++j) {
                EventList again;
                m_game->applyTurn(moves[j], again, nullptr, false);
            }
            break;
        }
        handleEvents(turnEvents);
        if (i >= snapshotsFrom)
            pushSnapshot();
    }
    m_replaying = false;
    m_historyTrimmed = snapshotsFrom > 0;
    afterMove();
    return bad;
}

void GameSession::end()
{
    stopBot();
    m_following = false;
    m_awaitingHost = false;
    m_hostUnreachable = false;
    m_game.reset();
    m_history.clear();
    m_firstState.reset();
    clearRedo();
    m_moves.clear();
    emit changed();
}

// --- playing ---

bool GameSession::apply(const Move &move)
{
    if (!m_game || m_awaitingHost)
        return false;
    const bool wasPlacing = m_game->state().phase() == GameState::Phase::PlaceTile;
    if (m_following) {
        // A move that ends the turn is the host's to play: it goes out with the turn's other
        // moves, and the board waits for the host's word (follow).
        Game next = *m_game;
        EventList ignored;
        if (!next.apply(move, ignored)) {
            emit errorOccurred(
                    QCoreApplication::translate("GameController", "The engine refused a move."));
            return false;
        }
        // A turn ends where the next one begins (a tile to place) or the game ends; the
        // record's entry for it is complete then.
        if (next.state().gameOver() || next.state().phase() == GameState::Phase::PlaceTile) {
            m_awaitingHost = true;
            emit turnReady(next.record().moves.last());
            emit changed();
            return true;
        }
    }
    EventList events;
    if (!m_game->apply(move, events)) {
        // Kept in GameController's translation context, where its nl and de texts are.
        emit errorOccurred(
                QCoreApplication::translate("GameController", "The engine refused a move."));
        return false;
    }
    clearRedo();
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
        if (!m_game->state().gameOver())
            emit turnEnded();
    }
    afterMove();
    return true;
}

bool GameSession::playFor(const QString &kind)
{
    if (!humanTurn())
        return false;
    const auto bot = BotFactory::create(kind, quint64(m_game->state().turn()) + 17);
    if (!bot)
        return false;
    apply(bot->choose(m_game->state()));
    return true;
}

void GameSession::retranslateLog()
{
    if (!m_game)
        return;
    // The state now words past events as well: what describe() reads of it (a feature's type,
    // the content's modules, the outcome) does not change after the event.
    auto reword = [this](QList<QVariantMap> rows) {
        const auto &players = m_game->setup().players;
        for (QVariantMap &row : rows) {
            const QVariant event = row.value(QStringLiteral("event"));
            if (event.canConvert<Event>())
                row.insert(QStringLiteral("text"),
                           EventText::describe(event.value<Event>(), m_game->state(),
                                               m_game->setup()));
            // The player's colour in the palette shown now.
            const int player = row.value(QStringLiteral("player"), -1).toInt();
            if (player >= 0 && player < players.size()
                && !row.value(QStringLiteral("system")).toBool())
                row.insert(QStringLiteral("colourValue"),
                           PlayerColours::value(players[player].color));
        }
        return rows;
    };
    m_log.setRows(reword(m_log.rows()));
    for (QList<QVariantMap> &rows : m_redoLog)
        rows = reword(rows);
}

void GameSession::handleEvents(const EventList &events)
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
            const QStringList colours = PlayerColours::ofWinners(m_game->setup(), e.winners);
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
                // A module's final points (a pig's field bonus, a goods majority): on the
                // board when they name a feature.
                FinalScoringShow::Item item;
                item.category = e.category;
                item.at = QPointF(e.at.x + 0.5, e.at.y + 0.5);
                item.onBoard = e.segment >= 0;
                item.points = e.points;
                item.colours << PlayerColours::value(m_game->setup().players[e.player].color);
                m_finalShow.add(item);
            }
        }
        if (e.type == Event::Type::FigurePlaced && !m_replaying)
            emit figurePlaced();
        if (e.type == Event::Type::FigureReturned && !m_replaying && e.player >= 0
            && e.player < m_game->setup().players.size()) {
            const QPointF at = m_lists.anchorOf(s, e.segment);
            emit figureReturned(at.x(), at.y(),
                                BoardLists::figureSource(s.content(), m_contentNumber, e.figure,
                                                         s.features().node(e.segment).type,
                                                         m_game->setup().players[e.player].color));
        }
        const QString text = EventText::describe(e, s, m_game->setup());
        if (text.isEmpty())
            continue;
        const int player = e.type == Event::Type::FeatureScored
                ? (e.winners ? std::countr_zero(unsigned(e.winners)) : -1)
                : int(e.player);
        // A module's line that does not name its player is the game's own (ghosts going back
        // to the supply): no player's colour on its bullet.
        const bool systemLine = e.type == Event::Type::Module
                && !text.contains(EventText::playerName(m_game->setup(), player));
        const QString colour = player >= 0 && player < m_game->setup().players.size() && !systemLine
                ? PlayerColours::value(m_game->setup().players[player].color)
                : QString();
        // The core's events about a place on the board carry its cell: the log shows it when
        // its line is clicked. A module's event gives `at` its own meaning: its description
        // says whether the event is about a place (the graveyard that closed).
        bool located = e.type == Event::Type::TilePlaced || e.type == Event::Type::FigurePlaced
                || e.type == Event::Type::FigureReturned || e.type == Event::Type::FeatureScored;
        CellPos cell = e.at;
        if (const ModuleUi *ui = ModuleUis::ofEvent(s.content(), e)) {
            if (const auto place = ui->locatedCell(s, e)) {
                located = true;
                cell = *place;
            }
        }
        m_log.append({{QStringLiteral("text"), text},
                      {QStringLiteral("located"), located},
                      {QStringLiteral("x"), cell.x},
                      {QStringLiteral("y"), cell.y},
                      {QStringLiteral("event"), QVariant::fromValue(e)},
                      {QStringLiteral("player"), player},
                      {QStringLiteral("colourValue"), colour},
                      {QStringLiteral("system"), systemLine},
                      {QStringLiteral("points"), int(e.points)},
                      {QStringLiteral("turn"), turn},
                      {QStringLiteral("final"), e.final}});
    }
    if (scoresChanged || m_scoreHistory.isEmpty() || s.phase() == GameState::Phase::GameOver) {
        QVariantList scores;
        for (int p = 0; p < s.playerCount(); ++p)
            scores << s.score(p);
        // The game's end always has its entry (the chart's last point), once.
        const bool over = s.phase() == GameState::Phase::GameOver;
        const auto last = m_scoreHistory.isEmpty() ? QVariantMap() : m_scoreHistory.last().toMap();
        if (m_scoreHistory.isEmpty() || last.value(QStringLiteral("scores")) != QVariant(scores)
            || (over && !last.value(QStringLiteral("final")).toBool()))
            m_scoreHistory.append(QVariantMap{{QStringLiteral("turn"), turn},
                                              {QStringLiteral("scores"), scores},
                                              {QStringLiteral("final"), over}});
    }
}

void GameSession::afterMove()
{
    m_moves.clear();
    if (m_game)
        m_game->state().legalMoves(m_moves);
    emit changed();
    if (!m_game)
        return;
    if (m_game->state().gameOver()) {
        if (!m_paused) // a game under review was over before: nothing ends now
            emit finished();
        return;
    }
    if (!humanTurn())
        scheduleBot();
}

// --- undo and redo ---

GameSession::Snapshot GameSession::snapshot() const
{
    return Snapshot{*m_game, m_log.rowCount(), m_scoreHistory.size(), m_lastPlaced,
                    m_hasLastPlaced};
}

void GameSession::pushSnapshot()
{
    if (m_history.empty())
        m_firstState = m_game->state(); // what the rule set handed out at the start
    m_history.push_back(snapshot());
    // Undo reaches back this far: the snapshots of a long game would otherwise grow with the
    // square of its length.
    if (m_history.size() > std::size_t(kMaxUndoSnapshots)) {
        m_history.erase(m_history.begin());
        m_historyTrimmed = true;
    }
}

void GameSession::restore(const Snapshot &snapshot)
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

void GameSession::clearRedo()
{
    m_redo.clear();
    m_redoLog.clear();
    m_redoHistory.clear();
}

GameSession::UndoLimit GameSession::undoLimit() const
{
    if (undoTarget() >= 0)
        return UndoLimit::None;
    if (m_game && m_botThinking)
        return UndoLimit::BotThinking;
    return m_historyTrimmed ? UndoLimit::OldestKept : UndoLimit::NothingYet;
}

// Undo goes back to the start of the last turn of a human (computer players' turns in between
// go with it), as far as the snapshots reach, against computer players as in hot seat: the
// pile's order is the seed's, so taking back shows no tile that was not coming.
int GameSession::undoTarget() const
{
    if (!m_game || m_history.empty() || m_botThinking || m_awaitingHost)
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

void GameSession::undo()
{
    const int target = undoTarget();
    if (target < 0)
        return;
    stopBot();
    std::vector<Snapshot> taken;
    // What redo brings back: the state we leave, and the turn starts in between.
    for (std::size_t i = std::size_t(target) + 1; i < m_history.size(); ++i)
        taken.push_back(m_history[i]);
    taken.push_back(snapshot());
    // Keep the rows the redo will need: they are rebuilt from snapshots' sizes only.
    m_redoLog.push_back(m_log.rows());
    m_redoHistory.push_back(m_scoreHistory);
    m_redo.push_back(std::move(taken));
    m_history.erase(m_history.begin() + target + 1, m_history.end());
    restore(m_history.back());
    afterMove();
}

void GameSession::redo()
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
    afterMove();
}

// --- computer players ---

void GameSession::scheduleBot()
{
    if (m_paused || m_runner.running() || m_botTimer.isActive())
        return;
    setBotThinking(true);
    m_botTimer.start(std::max(0, m_botDelay));
}

void GameSession::startBot()
{
    if (!m_game || m_game->state().gameOver() || humanTurn()) {
        setBotThinking(false);
        return;
    }
    // Only a computer of this window thinks; a person elsewhere or an empty seat is waited for.
    const Seat &seat = m_seats[std::size_t(m_game->state().currentPlayer())];
    if (!seat.thinksHere()) {
        setBotThinking(false);
        return;
    }
    const std::shared_ptr<Bot> bot = seat.bot();
    setBotThinking(true);
    m_runner.start(bot, m_game->state(), [this](const Move &move) {
        setBotThinking(false);
        if (m_game && m_game->state().isLegal(move))
            apply(move);
    });
}

void GameSession::stopBot()
{
    m_botTimer.stop();
    m_runner.cancel();
    setBotThinking(false);
}

void GameSession::setBotThinking(bool thinking)
{
    if (thinking == m_botThinking)
        return;
    m_botThinking = thinking;
    emit botThinkingChanged();
}

} // namespace carcassonne
