#pragma once

#include "artpath.h"

#include <QList>

#include <array>

namespace carcassonne {

// The shape of the city parts of one cell, from which sides each city covers: a cap on one side,
// a corner over two neighbouring sides, a band between two opposite sides, three sides with a bay,
// or the whole cell. Several cities in one cell shrink so that they never touch except at a
// corner, which leaves the field between them enclosed. A city that goes on in a neighbouring
// cell of the same tile keeps its depth across the joined edge instead of dipping to the corner.
class CityGeometry
{
public:
    struct Input
    {
        std::array<int, 4> sideCity{-1, -1, -1, -1}; // city feature covering each side, or -1
        std::array<bool, 4> internal{}; // side joined to another cell of the tile
        std::array<bool, 4> line{}; // a road or river leaves through the side
        // For a joined side: the city feature on each side of the cell across it.
        std::array<std::array<int, 4>, 4> neighbourSideCity{
                {{-1, -1, -1, -1}, {-1, -1, -1, -1}, {-1, -1, -1, -1}, {-1, -1, -1, -1}}};
    };
    struct Shape
    {
        int feature = -1;
        int sides = 0; // bit per side covered
        ArtPath region; // closed, cell coordinates
        ArtPath walls; // the city's inner border, open curves
        QList<QList<QPointF>> wallPoints; // the walls flattened, for gates
    };

    static QList<Shape> build(const Input &input);

    // How far a city reaches into a neighbouring cell where it goes on across a joined edge.
    static constexpr double kContinuedDepth = 0.29;
};

} // namespace carcassonne
