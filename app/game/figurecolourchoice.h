#pragma once

#include <QObject>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

namespace carcassonne {

class Game;

// The colour of the next figure, for a player who plays several colours (The Mist's English
// edition): the colours of the seat to move that have a figure in supply, and the one picked.
// The board's figure spots show and place that colour; a key or a click picks another. Empty
// (and not `active`) when the player to move has one colour.
class FigureColourChoice : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("the game controller's figureColour")

    // [{player, colour (name), value (paint), label (the colour's name, translated)}]
    Q_PROPERTY(QVariantList colours READ colours NOTIFY changed)
    Q_PROPERTY(int current READ current NOTIFY changed) // the colour's player index, or -1
    Q_PROPERTY(bool active READ active NOTIFY changed)

public:
    using QObject::QObject;

    QVariantList colours() const { return m_colours; }
    int current() const { return m_current; }
    bool active() const { return m_colours.size() > 1; }

    // Lists the colours anew from the game (after every move, undo or load): the one picked
    // stays while it still has a figure, else the first that has one.
    void refresh(const Game *game, bool humanTurn);

    Q_INVOKABLE void next();
    Q_INVOKABLE void pick(int player);

signals:
    void changed();

private:
    QVariantList m_colours;
    int m_current = -1;
};

} // namespace carcassonne
