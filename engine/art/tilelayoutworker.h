#pragma once

#include "tilelayoutparts.h"

namespace carcassonne::tilelayout {

// Lays out the geometry of one tile, cell by cell: cities, roads and rivers to where they end,
// buildings, bridges, fog, and the label grid of what shows where; TileDecorator then places
// anchors, symbols and textures on it.
class TileLayoutWorker
{
public:
    explicit TileLayoutWorker(const TileDefinition &definition) : m_def(definition) { }
    TileLayout run();

private:
    void collectPorts();
    void buildCities(Cell &c);
    void buildThroughLines(Cell &c);
    static void markOverCity(const Cell &c, QList<Piece> &list, int first);
    void placeBuildings(Cell &c, int cellIndex, bool gardens);
    void buildDeadEnds(Cell &c);
    void findBridges(Cell &c);
    void buildFog(Cell &c, int cellIndex);
    void buildGrid(Cell &c);

    double room(const Cell &c, QPointF p) const;
    QPointF place(const Cell &c, double radius, QPointF preferred, double weight,
                  bool preferredFirst, const QList<QPointF> &keepFrom = {}) const;
    void findDeadEndPorts(Cell &c) const;
    void addItem(Mark kind, int feature, int cell, QPointF position, double radius,
                 double angle = 0);

    const TileDefinition &m_def;
    QList<Cell> m_cells;
    TileLayout m_out;
};

} // namespace carcassonne::tilelayout
