#pragma once

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace carcassonne {

class BoardModel;
class GameSession;
class SavedGames;

// The window's settings of the game being played: what the board shows (dead spots, fields,
// the colour-blind palette), how the turn ends and how fast the computer players move, and
// where the autosave goes. The board's lists are drawn again when an overlay changes.
class GameSettings : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("the game controller's settings")

    Q_PROPERTY(bool confirmEndTurn MEMBER m_confirmEndTurn NOTIFY changed)
    Q_PROPERTY(bool showDeadSpots READ showDeadSpots WRITE setShowDeadSpots NOTIFY changed)
    // The fields overlay: where each field lies (BoardLists::fields).
    Q_PROPERTY(bool showFields READ showFields WRITE setShowFields NOTIFY changed)
    // Players' colours from the colour-blind palette (PlayerColours), figures and panels alike.
    Q_PROPERTY(bool colourBlindPalette READ colourBlindPalette WRITE setColourBlindPalette NOTIFY
                       changed)
    Q_PROPERTY(int botDelay READ botDelay WRITE setBotDelay NOTIFY changed)
    Q_PROPERTY(QString autosavePath READ autosavePath WRITE setAutosavePath NOTIFY changed)

public:
    GameSettings(GameSession &session, SavedGames &saves, BoardModel &board,
                 QObject *parent = nullptr);

    bool confirmEndTurn() const { return m_confirmEndTurn; }
    bool showDeadSpots() const { return m_showDeadSpots; }
    void setShowDeadSpots(bool show);
    bool showFields() const { return m_showFields; }
    void setShowFields(bool show);
    bool colourBlindPalette() const;
    void setColourBlindPalette(bool on);
    int botDelay() const;
    void setBotDelay(int delay);
    QString autosavePath() const;
    void setAutosavePath(const QString &path);

signals:
    void changed();
    // The players' colours changed: every list with a colour was made anew, the log's too.
    void paletteChanged();

private:
    GameSession &m_session;
    SavedGames &m_saves;
    BoardModel &m_board;
    bool m_confirmEndTurn = true;
    bool m_showDeadSpots = true;
    bool m_showFields = false;
};

} // namespace carcassonne
