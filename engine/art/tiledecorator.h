#pragma once

#include "tilelayoutparts.h"

namespace carcassonne::tilelayout {

// Places what goes on a laid-out tile: one figure anchor per feature, the symbols (pennants,
// goods, arrows, ghosts...) inside the feature they belong to, and the textures (tufts, wisps,
// roofs) where the ground is bare.
class TileDecorator
{
public:
    TileDecorator(const TileDefinition &definition, QList<Cell> &cells, TileLayout &out)
        : m_def(definition),
          m_cells(cells),
          m_out(out)
    { }
    void decorate();

private:
    void placeAnchors();
    void placeSymbols();
    void placeTextures(Cell &c, int cellIndex);
    int mainCell(int feature) const;
    void addItem(Mark kind, int feature, int cell, QPointF position, double radius,
                 double angle = 0);
    bool placeIn(int cellIndex, std::uint8_t label, Mark kind, int feature, double radius,
                 QPointF preferred, double weight, bool fog = false, double angle = 0);

    const TileDefinition &m_def;
    QList<Cell> &m_cells;
    TileLayout &m_out;
};

} // namespace carcassonne::tilelayout
