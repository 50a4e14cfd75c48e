#pragma once

#include "art/featureanchor.h"
#include "moduleui.h"
#include "record/game.h"
#include "rowlistmodel.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QPointF>

namespace carcassonne {

// The lists the board and the panels show, filled from the engine's answers: placed tiles, the
// current tile's positions, figure targets, figures, players with their supply, tiles to come,
// dead spots, the highlighted feature and what the enabled modules mark on the board
// (ModuleUi::boardMarkers). Figure positions come from the tile art's anchors.
class BoardLists
{
    Q_DECLARE_TR_FUNCTIONS(BoardLists)

public:
    // What the lists are drawn from.
    struct Input
    {
        const Game *game = nullptr;
        const GameState *first = nullptr; // the game as it began (its pile), when known
        const MoveList *moves = nullptr; // legal moves of the current phase
        int contentNumber = 0; // TileImageProvider number of the game's content
        bool humanTurn = false;
        QList<bool> humans; // per player
        QStringList figureKinds; // kinds the rule set hands out
        bool showDeadSpots = true;
        bool showFields = false; // the fields overlay (fields())
        int highlightTarget = -1; // row of targets() whose feature to light
        // The colour the figure spots place, for a player of several colours (-1: the player's
        // own; FigureColourChoice).
        int figureOwner = -1;
        // How many times the usual size the figure rings are drawn, so that each stays large
        // enough to click when the view is zoomed out (BoardModel::spotScale); a crowded tile
        // gets what it can part.
        double spotScale = 1;
        QList<int> highlightSegments; // features to light instead (final scoring), by node
    };

    BoardLists();

    void refresh(const Input &in);
    void refreshRemaining(const Input &in);
    void refreshHighlight(const Input &in);
    // The figure spots alone (another colour picked).
    void refreshTargets(const Input &in);
    void clearAnchors() { m_anchors.clear(); }
    // Where a figure on a feature node stands, in board cells.
    QPointF anchorOf(const GameState &state, int segment) const;
    // Moves figure spots (ring centres, in cells) apart until no two are closer than
    // `distance`, keeping each inside `bounds`: on a thin road between two fields the three
    // anchors nearly coincide at the tile's edge. Deterministic; spots already apart stay.
    static void separateSpots(QList<QPointF> &spots, const QRectF &bounds, double distance);
    // Whether every two spots lie at least `distance` apart.
    static bool spotsApart(const QList<QPointF> &spots, double distance);
    // A spot's ring, in cells (FigureTarget.qml draws it 0.3 cells wide), and the gap kept
    // between two rings.
    static constexpr double kSpotDiameter = 0.3;
    static constexpr double kSpotGap = 0.04;
    static QString tileSource(int contentNumber, int tileType);
    // The same turned clockwise by the provider (a placed tile).
    static QString turnedTileSource(int contentNumber, int tileType, int quarterTurns);
    // A module's counter as the panels show it: id, name, count, goal (-1: none), text,
    // tooltip, source (an image, or "").
    static QVariantMap counterRow(const ModuleUi::Counter &counter);
    // The picture of a figure of `kind` standing on a feature of type `on` (farmers lie down).
    // How large a figure is drawn, against a meeple (1): a package's own figure at its size.
    static double figureScale(const GameContent &content, FigureKind kind);
    static QString figureSource(FigureKind kind, FeatureType on, const QString &colour);
    // The same for a game's figure: a package's figure with its own picture is drawn from it.
    static QString figureSource(const GameContent &content, int contentNumber, FigureKind kind,
                                FeatureType on, const QString &colour);

    RowListModel *tiles() { return &m_tiles; }
    RowListModel *placements() { return &m_placements; }
    RowListModel *targets() { return &m_targets; }
    RowListModel *figures() { return &m_figures; }
    RowListModel *players() { return &m_players; }
    RowListModel *remaining() { return &m_remaining; }
    RowListModel *deadSpots() { return &m_deadSpots; }
    RowListModel *highlight() { return &m_highlight; }
    // The enabled modules' board markers: kind ("ground", "shade", "token"), id, x, y, width,
    // height (cells), source (an image, or ""), tone, count, tooltip, spotX, spotY and size (a
    // token's place in its area and its width in cells, 0: the Theme's).
    RowListModel *markers() { return &m_markers; }
    // Where the fields lie, while the fields overlay is on: a disc at each placed tile's part
    // of a field (x, y: its anchor in cells), the field's number (1, 2, ... in the order the
    // board first shows them; one field, one number across tiles), its points at the end as
    // it stands (points) and the completed cities it borders (cities).
    RowListModel *fields() { return &m_fields; }
    void refreshFields(const Input &in);
    const RowListModel *targets() const { return &m_targets; }
    const RowListModel *figures() const { return &m_figures; }

private:
    void refreshTiles(const Input &in);
    void refreshPlacements(const Input &in);
    void refreshFigures(const Input &in);
    void refreshPlayers(const Input &in);
    void refreshMarkers(const Input &in);
    const QList<FeatureAnchor> &anchorsOf(const GameState &state, int tileType) const;

    mutable QHash<int, QList<FeatureAnchor>> m_anchors;
    RowListModel m_tiles;
    RowListModel m_placements;
    RowListModel m_targets;
    RowListModel m_figures;
    RowListModel m_players;
    RowListModel m_remaining;
    RowListModel m_deadSpots;
    RowListModel m_highlight;
    RowListModel m_markers;
    RowListModel m_fields;
};

} // namespace carcassonne
