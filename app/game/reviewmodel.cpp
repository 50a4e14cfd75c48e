#include "reviewmodel.h"

#include "enginemessages.h"
#include "gamecontroller.h"

#include <QCoreApplication>

#include <algorithm>

namespace carcassonne {

// The texts keep the controller's translation context, where their nl and de texts are.

ReviewModel::ReviewModel(GameController &game) : QObject(&game), m_game(game)
{
    connect(&m_lastMoves, &LastMovesShow::moveShown, this, &ReviewModel::moveShown);
    connect(&m_lastMoves, &LastMovesShow::scored, this, &ReviewModel::scored);
    connect(&m_lastMoves, &LastMovesShow::runningChanged, this, &ReviewModel::lastMovesChanged);
    connect(&m_lastMoves, &LastMovesShow::stepped, this, &ReviewModel::lastMovesChanged);
}

bool ReviewModel::reviewCurrent()
{
    if (!m_game.game() || m_active)
        return false;
    m_record = m_game.game()->record();
    m_wasTestGame = m_game.m_testGame;
    m_active = true;
    m_game.m_testGame = true; // nothing under review is autosaved
    m_game.m_session.setPaused(true);
    m_turn = int(m_record.moves.size());
    emit changed();
    m_game.emitChanged();
    return true;
}

bool ReviewModel::reviewRecord(const QString &path)
{
    Message error;
    const auto record = m_game.m_saves.read(path, &error);
    if (!record) {
        m_game.fail(
                QCoreApplication::translate("carcassonne::GameController", "Could not read %1: %2")
                        .arg(path, EngineMessages::translate(error)));
        return false;
    }
    m_record = *record;
    m_wasTestGame = false;
    m_active = true;
    m_game.m_testGame = true;
    m_game.m_session.setPaused(true);
    if (!showTurn(0)) {
        m_active = false;
        m_game.m_session.setPaused(false);
        emit changed();
        return false;
    }
    emit changed();
    return true;
}

void ReviewModel::setTurn(int turn)
{
    if (!m_active)
        return;
    turn = std::clamp(turn, 0, length());
    if (turn == m_turn)
        return;
    showTurn(turn);
    emit changed();
}

bool ReviewModel::showTurn(int turns)
{
    // Played again from the start: a game of a few hundred turns takes milliseconds.
    if (!m_game.begin(m_record.setup, true))
        return false;
    Message error;
    const int bad = m_game.m_session.replay(m_record.moves.mid(0, turns), &error);
    if (bad >= 0) {
        m_game.fail(QCoreApplication::translate("carcassonne::GameController",
                                                "Move %1 of the game is not legal: %2")
                            .arg(bad + 1)
                            .arg(EngineMessages::translate(error)));
        turns = bad;
    }
    m_turn = turns;
    return true;
}

void ReviewModel::endReview(bool playOn)
{
    if (!m_active)
        return;
    if (!playOn && m_turn != length())
        showTurn(length());
    m_active = false;
    // Played on, the game is a game again: autosaved unless it was a test game, and stored
    // nowhere yet past the turn shown.
    m_game.m_testGame = m_wasTestGame;
    if (playOn)
        m_game.m_storedMoves = 0;
    m_game.m_session.setPaused(false);
    emit changed();
    m_game.emitChanged();
}

bool ReviewModel::showLastMoves()
{
    const std::optional<Game> &game = m_game.game();
    if (!game || m_active)
        return false;
    const QList<LastMovesShow::Step> steps =
            LastMovesShow::steps(m_game.m_session.log()->rows(), game->state(), game->setup(),
                                 m_game.m_board.lists(), game->state().currentPlayer());
    // Slower than the computer players move: each turn is looked at, not followed (and the
    // player may step on sooner: nextLastMove).
    m_lastMoves.start(steps, std::max(1500, 3 * m_game.m_session.botDelay()));
    return !steps.isEmpty();
}

void ReviewModel::nextLastMove()
{
    m_lastMoves.advance();
}

} // namespace carcassonne
