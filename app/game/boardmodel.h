#pragma once

#include "boardlists.h"

#include <QObject>
#include <QRect>
#include <QtQml/qqmlregistration.h>

namespace carcassonne {

class EndingModel;
class GameSession;
class GameSettings;
class ScoresModel;
class TurnModel;

// The board's lists (BoardLists: tiles, legal squares, figure spots, figures, the tiles to come,
// dead spots, the lit feature, fields, the modules' markers) and the board's extent. They are
// drawn from the game and from what the other models point at: the turn's picks and hovers, the
// settings' overlays, the final scoring's step (Sources), so each refresh reads them all.
class BoardModel : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("the game controller's board")

    Q_PROPERTY(RowListModel *tiles READ tiles CONSTANT)
    Q_PROPERTY(RowListModel *placements READ placements CONSTANT)
    Q_PROPERTY(RowListModel *targets READ targets CONSTANT)
    Q_PROPERTY(RowListModel *figures READ figures CONSTANT)
    Q_PROPERTY(RowListModel *remaining READ remaining CONSTANT)
    Q_PROPERTY(RowListModel *deadSpots READ deadSpots CONSTANT)
    Q_PROPERTY(RowListModel *highlight READ highlight CONSTANT)
    Q_PROPERTY(RowListModel *fields READ fields CONSTANT)
    // What the enabled modules mark on the board (BoardLists::markers).
    Q_PROPERTY(RowListModel *markers READ markers CONSTANT)
    // The cells the tiles cover, and those laid without a tile (Mayflower's coast).
    Q_PROPERTY(QRect bounds READ bounds NOTIFY changed)
    // What Fit frames: the cells the tiles cover and every square next to them, with the lit
    // squares near them (a tile of several cells may reach further). Cells laid without a tile
    // (Mayflower's coast and sea) count only where they border the land, and so do the lit
    // squares far along the coast. Before the first tile, bounds and every lit square.
    Q_PROPERTY(QRect landBounds READ landBounds NOTIFY changed)
    // The last tile a player laid, ringed on the board (a computer's, another's online).
    Q_PROPERTY(QPoint lastPlaced READ lastPlaced NOTIFY changed)
    Q_PROPERTY(bool hasLastPlaced READ hasLastPlaced NOTIFY changed)
    // How many times their usual size the figure rings are drawn (the view sets it from its
    // zoom, so that a ring stays large enough to click on a board zoomed out; at least 1).
    Q_PROPERTY(qreal spotScale READ spotScale WRITE setSpotScale NOTIFY spotScaleChanged)

public:
    // Where the lists' input comes from besides the game; set once by the controller.
    struct Sources
    {
        const GameSession *session = nullptr;
        const TurnModel *turn = nullptr;
        const GameSettings *settings = nullptr;
        const EndingModel *ending = nullptr;
        const ScoresModel *scores = nullptr;
    };

    explicit BoardModel(QObject *parent = nullptr);

    void setSources(const Sources &sources) { m_sources = sources; }
    BoardLists &lists() { return m_lists; }
    const BoardLists &lists() const { return m_lists; }

    RowListModel *tiles() { return m_lists.tiles(); }
    RowListModel *placements() { return m_lists.placements(); }
    RowListModel *targets() { return m_lists.targets(); }
    RowListModel *figures() { return m_lists.figures(); }
    RowListModel *remaining() { return m_lists.remaining(); }
    RowListModel *deadSpots() { return m_lists.deadSpots(); }
    RowListModel *highlight() { return m_lists.highlight(); }
    RowListModel *fields() { return m_lists.fields(); }
    RowListModel *markers() { return m_lists.markers(); }
    const RowListModel *targets() const { return m_lists.targets(); }
    const RowListModel *figures() const { return m_lists.figures(); }
    QRect bounds() const;
    QRect landBounds() const;
    QPoint lastPlaced() const;
    bool hasLastPlaced() const;
    qreal spotScale() const { return m_spotScale; }
    void setSpotScale(qreal scale);

    // What the lists are drawn from now.
    BoardLists::Input input() const;
    void refresh() { m_lists.refresh(input()); }
    void refreshHighlight() { m_lists.refreshHighlight(input()); }
    void refreshTargets() { m_lists.refreshTargets(input()); }
    void refreshRemaining() { m_lists.refreshRemaining(input()); }
    void refreshFields() { m_lists.refreshFields(input()); }

signals:
    void changed();
    void spotScaleChanged();

private:
    BoardLists m_lists;
    Sources m_sources;
    qreal m_spotScale = 1;
};

} // namespace carcassonne
