#pragma once

#include <QList>
#include <QPointF>

#include <array>
#include <cstdint>
#include <functional>
#include <optional>

namespace carcassonne {

// A coarse raster of one cell that records which feature is seen at each point. The tile art is
// laid out from it: figure anchors, symbols and textures go where their feature really shows,
// whatever shapes a user's tile definition produced.
class LabelGrid
{
public:
    static constexpr int kSize = 32;
    static constexpr std::uint8_t kEmpty = 0xFF; // nothing drawn yet: bare field
    static constexpr std::uint8_t kBlocked = 0xFE; // drawn, but no feature a figure may stand on

    struct Disc
    {
        QPointF centre;
        double radius = 0;
    };

    LabelGrid() { m_labels.fill(kEmpty); }

    // Painting in cell coordinates; later paint covers earlier, as in the SVG.
    void fillPolygon(const QList<QPointF> &polygon, std::uint8_t label);
    void fillStroke(const QList<QPointF> &line, double halfWidth, std::uint8_t label);
    void fillDisc(QPointF centre, double radius, std::uint8_t label);
    // Multi-source flood over kEmpty pixels from (point, label) seeds.
    void flood(const QList<QPair<QPointF, std::uint8_t>> &seeds);
    // Remaining kEmpty pixels take this label.
    void fillEmpty(std::uint8_t label);

    // Distance of every pixel to the nearest pixel of another label or to the cell border.
    void computeClearance();

    std::uint8_t labelAt(QPointF p) const;
    // Clearance in cell units at p (after computeClearance).
    double clearanceAt(QPointF p) const;
    int count(std::uint8_t label) const;
    // Mean position of a label's pixels.
    std::optional<QPointF> centroid(std::uint8_t label) const;

    // The pixel of `label` that best balances room around it (clearance, also from the `avoid`
    // discs) against nearness to `preferred`. With `minClearance` > 0 pixels with less room are
    // only used when no other is left. nullopt when the label shows nowhere.
    std::optional<QPointF> bestPoint(std::uint8_t label, QPointF preferred, double preferWeight,
                                     double minClearance, const QList<Disc> &avoid) const;

    // The same over the pixels `accept` takes (by label and pixel centre). With `anyLabel` room
    // is measured from the avoided discs and the cell border only, for symbols that may lie
    // across features.
    std::optional<QPointF> bestPointWhere(const std::function<bool(std::uint8_t, QPointF)> &accept,
                                          QPointF preferred, double preferWeight,
                                          double minClearance, const QList<Disc> &avoid,
                                          bool anyLabel = false) const;

    static QPointF pixelCentre(int x, int y) { return {(x + 0.5) / kSize, (y + 0.5) / kSize}; }

private:
    static int clampIndex(double v);

    std::array<std::uint8_t, kSize * kSize> m_labels;
    std::array<float, kSize * kSize> m_clearance{};
};

} // namespace carcassonne
