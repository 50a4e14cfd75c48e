#pragma once

#include "content/featuredefinition.h"

#include <QImage>
#include <QWidget>

#include <optional>

class QMenu;

namespace carcassonne {

class PackageDocument;

// The tile being drawn: the engine's picture of it with the twelve ports of each cell on top.
// Pick a tool (select, a terrain to draw, an interior feature to place) and click or drag over
// ports; each stroke is one command on the document's undo stack. A "+" beside each free side
// adds a cell there; a cell's context menu adds one beside it or removes it. The cell last
// clicked is the current cell, which the Tile menu's cell actions work on.
class TileCanvas : public QWidget
{
    Q_OBJECT

public:
    // No tool type: selecting.
    using Tool = std::optional<FeatureType>;

    explicit TileCanvas(PackageDocument *document, QWidget *parent = nullptr);

    int tileIndex() const { return m_tile; }
    void setTileIndex(int index);
    Tool tool() const { return m_tool; }
    void setTool(Tool tool);
    int viewQuarterTurns() const { return m_quarterTurns; }
    void setViewQuarterTurns(int quarterTurns);
    const QList<int> &selection() const { return m_selection; }
    void setSelection(const QList<int> &features);
    CellPos currentCell() const { return m_currentCell; }
    void setCurrentCell(CellPos cell);

    // Cell edits, each one command: a new cell beside `cell` (if that side is free), or
    // `cell` removed with what lies in it (never the anchor [0, 0] nor the last cell).
    bool addCellBeside(CellPos cell, int side);
    bool addCellAt(CellPos cell);
    bool removeCell(CellPos cell);
    // The context menu of a cell of the tile, or of a free place beside it (a new menu, owned by
    // `parent`; empty when there is nothing to offer there).
    QMenu *cellMenu(CellPos cell, QWidget *parent);

    // Where a port or a cell's centre lies in widget coordinates (for tests and tooltips).
    QPointF portPosition(const CellPort &port) const;
    QPointF cellCentre(CellPos cell) const;
    // The "+" that adds a cell beside `side` of `cell`, if that side is free.
    std::optional<QPointF> addHandlePosition(CellPos cell, int side) const;

    QSize sizeHint() const override { return {560, 560}; }
    QSize minimumSizeHint() const override { return {240, 240}; }

signals:
    void selectionChanged(const QList<int> &features);
    void currentCellChanged(CellPos cell);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    QTransform tileToWidget() const;
    std::optional<CellPort> portAt(QPointF widgetPoint) const;
    std::optional<CellPos> cellAt(QPointF widgetPoint) const;
    QPointF tilePoint(QPointF widgetPoint) const;
    // The handle under a point: the cell and the side it adds a cell beside.
    std::optional<std::pair<CellPos, int>> handleAt(QPointF widgetPoint) const;
    static QPointF handlePoint(CellPos cell, int side); // in tile units
    static QPointF portPoint(const CellPort &port); // in tile units
    void refreshImage();
    void finishStroke();

    PackageDocument *m_document;
    int m_tile = -1;
    Tool m_tool;
    int m_quarterTurns = 0;
    QList<int> m_selection;
    QList<CellPort> m_stroke;
    int m_strokeExtends = -1;
    bool m_stroking = false;
    std::optional<CellPort> m_hover;
    std::optional<std::pair<CellPos, int>> m_hoverHandle;
    CellPos m_currentCell;
    QImage m_image;
    int m_imageCellPixels = 0;
};

} // namespace carcassonne
