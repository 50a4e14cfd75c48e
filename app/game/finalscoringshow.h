#pragma once

#include "state/event.h"

#include <QList>
#include <QPointF>
#include <QStringList>
#include <QVariantList>

namespace carcassonne {

// The game's final scoring, kept so that the board can show it category by category after the
// last tile (roads, then cities, cloisters, fields...): which features scored, where, and how
// much. The engine has already scored them; this only orders what it reported.
class GameContent;

class FinalScoringShow
{
public:
    struct Item
    {
        ScoreCategory category = ScoreCategory::Road;
        int segment = -1; // the feature's node, for the board's highlight
        QPointF at; // where its points rise, in board cells
        bool onBoard = true; // false for points of no place (goods majorities)
        int points = 0; // each winner's
        QStringList colours; // the winners'
    };

    void clear() { m_steps.clear(); }
    void add(const Item &item);
    int stepCount() const { return int(m_steps.size()); }
    const QList<Item> &step(int index) const { return m_steps[index]; }
    // For the view: [{category (translated name), points (sum over winners and items),
    // items: [{x, y, points, colours}] (those on the board)}], one per category that scored,
    // in category order.
    QVariantList steps(const GameContent &content) const;

private:
    QList<QList<Item>> m_steps;
};

} // namespace carcassonne
