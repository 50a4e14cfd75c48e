#pragma once

#include "figurecolourchoice.h"

#include <QObject>
#include <QPoint>
#include <QRect>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <climits>

namespace carcassonne {

class BoardModel;
class GameSession;
class ModuleUi;

// The turn being played: whose it is, the current tile and where it may go, the figure spots
// and choices the engine offers, and what the player has picked or points at (rotation, a
// spot, a figure, a choice), which the board lights. Its moves go to the session; it holds no
// rules: every question goes to the engine.
class TurnModel : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("the game controller's turn")

    Q_PROPERTY(QString phase READ phase NOTIFY changed)
    Q_PROPERTY(int currentPlayer READ currentPlayer NOTIFY changed)
    Q_PROPERTY(bool humanTurn READ humanTurn NOTIFY changed)
    Q_PROPERTY(bool botThinking READ botThinking NOTIFY botThinkingChanged)
    // The game's turn number.
    Q_PROPERTY(int number READ number NOTIFY changed)
    Q_PROPERTY(QString currentTileSource READ currentTileSource NOTIFY changed)
    // The current tile's cells, unturned, around its first cell (0, 0): x, y are the lowest
    // offsets; 1 by 1 for an ordinary tile.
    Q_PROPERTY(QRect currentTileCells READ currentTileCells NOTIFY changed)
    Q_PROPERTY(int rotation READ rotation WRITE setRotation NOTIFY rotationChanged)
    Q_PROPERTY(QPoint placedAt READ placedAt NOTIFY changed)
    Q_PROPERTY(bool hasPlacedTile READ hasPlacedTile NOTIFY changed)
    Q_PROPERTY(int placedRotation READ placedRotation NOTIFY changed)
    Q_PROPERTY(int selectedTarget READ selectedTarget WRITE setSelectedTarget NOTIFY
                       selectedTargetChanged)
    Q_PROPERTY(
            int hoveredTarget READ hoveredTarget WRITE setHoveredTarget NOTIFY hoveredTargetChanged)
    // What the hovered figure spot, or else the chosen one, is worth: feature, points,
    // completed, tiles, text (with a module's bonus for the player, if any), warning (the
    // enabled modules' notes on the move, or "").
    Q_PROPERTY(QVariantMap targetPreview READ targetPreview NOTIFY targetPreviewChanged)
    // The placed figure under the pointer (a row of the board's `figures`, -1 for none): its
    // whole feature is lit, and hoveredFigureInfo says who holds it and what it is worth.
    Q_PROPERTY(
            int hoveredFigure READ hoveredFigure WRITE setHoveredFigure NOTIFY hoveredFigureChanged)
    Q_PROPERTY(QString hoveredFigureInfo READ hoveredFigureInfo NOTIFY hoveredFigureChanged)
    // The open choices: index, label, and where on the board, if anywhere: x, y (a cell) and
    // ax, ay (the feature's anchor, in cells).
    Q_PROPERTY(QVariantList choices READ choices NOTIFY changed)
    // The choice pointed at (its feature is lit), or -1.
    Q_PROPERTY(
            int hoveredChoice READ hoveredChoice WRITE setHoveredChoice NOTIFY hoveredChoiceChanged)
    // What the rules ask while choices() are open, in the asking module's words.
    Q_PROPERTY(QString choicePrompt READ choicePrompt NOTIFY changed)
    // A second turn in a row for the same player (builder, arrow), or "".
    Q_PROPERTY(QString turnNote READ turnNote NOTIFY changed)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY changed)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY changed)
    // Why the Undo button is off ("" while it is on).
    Q_PROPERTY(QString undoNote READ undoNote NOTIFY changed)
    // The colour the figure spots place, for a player of several colours (The Mist).
    Q_PROPERTY(FigureColourChoice *figureColour READ figureColour CONSTANT)

public:
    TurnModel(GameSession &session, BoardModel &board, QObject *parent = nullptr);

    QString phase() const;
    int currentPlayer() const;
    bool humanTurn() const;
    bool botThinking() const;
    int number() const;
    QString currentTileSource() const;
    QRect currentTileCells() const;
    int rotation() const { return m_rotation; }
    void setRotation(int rotation);
    QPoint placedAt() const;
    bool hasPlacedTile() const;
    int placedRotation() const;
    int selectedTarget() const { return m_selectedTarget; }
    void setSelectedTarget(int index);
    int hoveredTarget() const { return m_hoveredTarget; }
    void setHoveredTarget(int index);
    QVariantMap targetPreview() const;
    int hoveredFigure() const { return m_hoveredFigure; }
    void setHoveredFigure(int index);
    QString hoveredFigureInfo() const;
    QVariantList choices() const;
    int hoveredChoice() const { return m_hoveredChoice; }
    void setHoveredChoice(int index);
    QString choicePrompt() const;
    QString turnNote() const;
    bool canUndo() const;
    bool canRedo() const;
    QString undoNote() const;
    FigureColourChoice *figureColour() { return &m_figureColour; }
    const FigureColourChoice &figureColourChoice() const { return m_figureColour; }

    // Legal rotations of the current tile at a board cell (empty when it cannot go there).
    Q_INVOKABLE QVariantList rotationsAt(int x, int y) const;
    // The rotation a preview at (x, y) shows: the chosen rotation if legal there, else the next
    // legal one clockwise; -1 when the tile cannot go there.
    Q_INVOKABLE int rotationFor(int x, int y) const;
    // Turns the tile by `step` quarter turns; at a position, only through its legal rotations.
    Q_INVOKABLE void rotate(int step, int x = INT_MIN, int y = INT_MIN);
    Q_INVOKABLE bool placeTile(int x, int y);
    Q_INVOKABLE bool confirm(); // ends the turn with the selected target (or none)
    Q_INVOKABLE bool skip(); // no figure this turn
    Q_INVOKABLE bool choose(int index);
    Q_INVOKABLE void undo();
    Q_INVOKABLE void redo();
    // Plays moves for the current (human) player as a bot of `kind` would, for tests and demos.
    Q_INVOKABLE bool playFor(const QString &kind);

    // The moves were listed anew (a move made, undone, loaded): what the player had picked or
    // pointed at among the old ones is gone. Said with picksChanged() once the board is drawn.
    void clearPicks();
    void picksChanged();
    // The colours a player of several may place, from the game as it is now.
    void refreshColours();

signals:
    void changed();
    void botThinkingChanged();
    void rotationChanged();
    void selectedTargetChanged();
    void hoveredTargetChanged();
    void hoveredFigureChanged();
    void hoveredChoiceChanged();
    void targetPreviewChanged();

private:
    // The module whose choices are open now, or nullptr.
    const ModuleUi *askingModule() const;

    GameSession &m_session;
    BoardModel &m_board;
    FigureColourChoice m_figureColour;
    int m_rotation = 0;
    int m_selectedTarget = -1;
    int m_hoveredTarget = -1;
    int m_hoveredFigure = -1;
    int m_hoveredChoice = -1;
};

} // namespace carcassonne
