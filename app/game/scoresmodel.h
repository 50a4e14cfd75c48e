#pragma once

#include "rowlistmodel.h"

#include <QObject>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

namespace carcassonne {

class BoardModel;
class GameSession;

// The scores and counters beside the board: the players (score, supply, the modules'
// counters), what the modules count for the whole table, each player's score turn by turn,
// and the tiles left.
class ScoresModel : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("the game controller's scores")

    Q_PROPERTY(RowListModel *players READ players CONSTANT)
    // What the enabled modules count for the whole table (a team's score against its goal, a
    // shared supply): [{id, name, count, goal, text, tooltip, source}].
    Q_PROPERTY(QVariantList sharedCounters READ sharedCounters NOTIFY changed)
    Q_PROPERTY(QVariantList scoreHistory READ scoreHistory NOTIFY changed)
    Q_PROPERTY(int remainingCount READ remainingCount NOTIFY changed)
    // Tiles the players have not seen: those to come and those laid face down (The Mist).
    Q_PROPERTY(int unseenCount READ unseenCount NOTIFY changed)
    Q_PROPERTY(QStringList figureKinds READ figureKinds NOTIFY changed)

public:
    ScoresModel(const GameSession &session, BoardModel &board, QObject *parent = nullptr);

    RowListModel *players();
    QVariantList sharedCounters() const;
    QVariantList scoreHistory() const;
    int remainingCount() const;
    int unseenCount() const;
    // The figure kinds this rule set hands out: those in anyone's supply when the game began.
    QStringList figureKinds() const;

signals:
    void changed();

private:
    const GameSession &m_session;
    BoardModel &m_board;
};

} // namespace carcassonne
