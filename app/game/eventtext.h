#pragma once

#include "content/featuredefinition.h"
#include "core/featuretype.h"
#include "core/figurekind.h"
#include "state/event.h"

#include <QCoreApplication>
#include <QString>

namespace carcassonne {

class GameState;
struct GameSetup;

// Words for what the engine reports: the game log's lines and the names of features, figures
// and score categories, all translatable.
class EventText
{
    Q_DECLARE_TR_FUNCTIONS(EventText)

public:
    // One log line for an event, or an empty string for events the log leaves out.
    static QString describe(const Event &event, const GameState &state, const GameSetup &setup);
    static QString featureName(FeatureType type);
    static QString figureName(FigureKind kind);
    static QString categoryName(ScoreCategory category);
    static QString playerName(const GameSetup &setup, int player);
    static QString kindLabel(const QString &kind);
    // An arrow symbol by its record name (reinforce, anywhere, extraTurn).
    static QString symbolName(const QString &symbol);
    // "Wine", "Grain", "Cloth".
    static QString goodName(Good good);
    // "2 wine tokens".
    static QString goodsName(Good good, int count);
    // "1 point", "5 points".
    static QString points(int n);

private:
    // A rule module's own event, by the name the module gives it.
    static QString moduleEvent(const GameState &state, const Event &e, const QString &who);
};

} // namespace carcassonne
