#include "gamecontroller.h"

#include "enginemessages.h"
#include "ruleshelprows.h"
#include "tileartnotifier.h"
#include "tileimageprovider.h"

#include <QStandardPaths>

#include <algorithm>

namespace carcassonne {

GameController::GameController(QObject *parent)
    : QObject(parent),
      m_board(this),
      m_session(m_board.lists()),
      m_turn(m_session, m_board, this),
      m_scores(m_session, m_board, this),
      m_ending(m_session, m_board, this),
      m_settings(m_session, m_saves, m_board, this),
      m_review(*this),
      m_online(m_newGame, m_session,
               QStandardPaths::writableLocation(QStandardPaths::CacheLocation)
                       + QStringLiteral("/online-packages"),
               QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
                       + QStringLiteral("/online-seat.json"),
               this)
{
    m_board.setSources({&m_session, &m_turn, &m_settings, &m_ending, &m_scores});
    connect(&m_session, &GameSession::changed, this, &GameController::onSessionChanged);
    // Art that was slow to draw is ready: the pictures' ids changed, so the board asks again.
    connect(TileArtNotifier::instance(), &TileArtNotifier::drawn, this, [this] {
        m_board.refresh();
        emitChanged();
    });
    connect(&m_session, &GameSession::botThinkingChanged, this, [this] {
        emit m_turn.botThinkingChanged();
        emitChanged();
    });
    connect(&m_settings, &GameSettings::paletteChanged, this, &GameController::emitChanged);
    connect(&m_session, &GameSession::turnEnded, this, &GameController::autosave);
    connect(&m_session, &GameSession::finished, this, [this] {
        if (!m_testGame)
            m_saves.removeAutosave();
        // Kept in the finished games without being saved (an online game too); not a test
        // game, nor a record that was over when it was loaded.
        if ((!m_testGame || onlineGame()) && !m_loadingRecord && game())
            m_saves.finished()->store(*game());
        if (!m_loadingRecord && !m_review.active())
            m_sounds.play(SoundEffects::Sound::GameOver);
        emit gameFinished();
    });
    connect(&m_session, &GameSession::errorOccurred, this, &GameController::fail);
    connect(&m_session, &GameSession::scored, this, &GameController::scored);
    connect(&m_session, &GameSession::tilePlaced, this, &GameController::tilePlaced);
    // Sounds: a tile laid (the computer's its own), a figure, a scoring, the end.
    connect(&m_session, &GameSession::tilePlaced, this, [this] {
        m_sounds.play(m_session.humanTurn() ? SoundEffects::Sound::Tile
                                            : SoundEffects::Sound::Computer);
    });
    connect(&m_session, &GameSession::figurePlaced, this,
            [this] { m_sounds.play(SoundEffects::Sound::Figure); });
    connect(&m_session, &GameSession::scored, this,
            [this](qreal, qreal, int points) { m_sounds.playScoring(points); });
    connect(&m_session, &GameSession::figureReturned, this, &GameController::figureReturned);
    connect(&m_review, &ReviewModel::moveShown, this, &GameController::moveShown);
    connect(&m_review, &ReviewModel::scored, this, &GameController::scored);
    connect(&m_ending, &EndingModel::scored, this, &GameController::scored);
    connect(&m_saves, &SavedGames::autosaveChanged, this, &GameController::autosaveChanged);
    // An online table's game begins in the session: the board is made ready as for any game,
    // and the game is never this window's autosave (the host keeps the table).
    connect(&m_online, &OnlineTable::gameStarting, this, [this] {
        TileImageProvider::install(qmlEngine(this));
        m_board.lists().clearAnchors();
        m_testGame = true;
        m_loadingRecord = false;
        m_storedMoves = 0;
    });
    m_saves.setSummarizer([this](const QString &path) { return summarize(path); });
    m_saves.finished()->setRepository(&m_newGame.repository());
}

GameController::~GameController() = default;

QString GameController::tileSource(int tileType) const
{
    return game() ? BoardLists::tileSource(m_session.contentNumber(), tileType) : QString();
}

QString GameController::recordJson() const
{
    // An online game's record is the table's: at its end, with the seed the host revealed.
    if (onlineGame() && m_online.hasRecord())
        return m_online.recordJson();
    return game() ? QString::fromUtf8(game()->record().toBytes()) : QString();
}

QVariantList GameController::rulesHelp() const
{
    return game() ? RulesHelpRows::game(game()->state().content(), m_session.contentNumber())
                  : QVariantList();
}

void GameController::retranslate()
{
    m_session.retranslateLog();
    m_turn.refreshColours();
    m_board.refresh();
    m_hintLogRows = 0; // the hint of a scoring reads its line anew
    updateHints();
    emitChanged();
}

void GameController::updateHints()
{
    const QList<QVariantMap> &rows = m_session.log()->rows();
    m_hintLogRows = std::min(m_hintLogRows, rows.size()); // shorter after an undo
    const QList<QVariantMap> added = rows.mid(m_hintLogRows);
    m_hintLogRows = rows.size();
    // A review shows no hints: nothing is played in it.
    if (m_review.active()) {
        m_hints.consider({});
        return;
    }
    m_hints.consider(HintGuide::situationOf(game() ? &*game() : nullptr, &m_session.moves(),
                                            m_session.humanTurn(), added));
}

void GameController::onSessionChanged()
{
    m_review.stopLastMoves(); // a move made, undone or loaded: what it showed is no longer the last
    // The moves are listed anew: what the player had picked among the old ones is gone.
    m_turn.clearPicks();
    const bool finalStepWasShown = m_ending.clearFinalStep();
    m_turn.refreshColours();
    m_board.refresh();
    updateHints();
    m_turn.picksChanged();
    if (finalStepWasShown)
        emit m_ending.finalStepChanged();
    soundTurn();
    emitChanged();
}

void GameController::soundTurn()
{
    // The turn comes back to a person after the computer's: once, not between people at one
    // screen, nor when a game starts, loads or is reviewed.
    const bool human = game() && !game()->state().gameOver() && m_session.humanTurn()
            && game()->state().phase() == GameState::Phase::PlaceTile;
    if (human && !m_humanTurnBefore && game()->state().turn() > 1 && !m_loadingRecord
        && !m_review.active())
        m_sounds.play(SoundEffects::Sound::YourTurn);
    m_humanTurnBefore = human || (m_humanTurnBefore && m_session.humanTurn());
}

void GameController::autosave()
{
    if (m_testGame)
        return;
    Message error;
    const bool written = m_saves.writeAutosave(game()->record().toBytes(), &error);
    if (written == !m_autosaveFailed)
        return;
    m_autosaveFailed = !written;
    // Said once when it starts failing (a full disk), not every turn; leaving asks first
    // until an autosave is written again.
    if (m_autosaveFailed)
        fail(tr("The game could not be kept in %1: %2. Save it before you leave.")
                     .arg(m_saves.autosavePath(), EngineMessages::translate(error)));
    emitChanged();
}

void GameController::fail(const QString &message)
{
    m_lastError = message;
    qWarning("%s", qPrintable(message));
    emit errorOccurred(message);
}

void GameController::emitChanged()
{
    emit m_turn.changed();
    emit m_board.changed();
    emit m_scores.changed();
    emit m_ending.changed();
    emit stateChanged();
}

} // namespace carcassonne
