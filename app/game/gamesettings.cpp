#include "gamesettings.h"

#include "boardmodel.h"
#include "gamesession.h"
#include "playercolours.h"
#include "savedgames.h"

namespace carcassonne {

GameSettings::GameSettings(GameSession &session, SavedGames &saves, BoardModel &board,
                           QObject *parent)
    : QObject(parent),
      m_session(session),
      m_saves(saves),
      m_board(board)
{
    connect(&m_saves, &SavedGames::autosavePathChanged, this, &GameSettings::changed);
}

void GameSettings::setShowDeadSpots(bool show)
{
    if (show == m_showDeadSpots)
        return;
    m_showDeadSpots = show;
    m_board.refreshRemaining();
    emit changed();
}

void GameSettings::setShowFields(bool show)
{
    if (show == m_showFields)
        return;
    m_showFields = show;
    m_board.refreshFields();
    emit changed();
}

bool GameSettings::colourBlindPalette() const
{
    return PlayerColours::palette() == FigureArt::Palette::ColourBlind;
}

void GameSettings::setColourBlindPalette(bool on)
{
    if (on == colourBlindPalette())
        return;
    PlayerColours::setPalette(on ? FigureArt::Palette::ColourBlind : FigureArt::Palette::Standard);
    // Every list with a colour or a figure's picture is made anew (the pictures' ids name the
    // palette), the log's colours too.
    m_session.retranslateLog();
    m_board.refresh();
    emit changed();
    emit paletteChanged();
}

int GameSettings::botDelay() const
{
    return m_session.botDelay();
}

void GameSettings::setBotDelay(int delay)
{
    if (delay == m_session.botDelay())
        return;
    m_session.setBotDelay(delay);
    emit changed();
}

QString GameSettings::autosavePath() const
{
    return m_saves.autosavePath();
}

void GameSettings::setAutosavePath(const QString &path)
{
    m_saves.setAutosavePath(path);
}

} // namespace carcassonne
