#pragma once

#include "core/featuretype.h"
#include "core/figurekind.h"
#include "state/event.h"

#include <QCoreApplication>
#include <QString>

namespace carcassonne {

class GameContent;
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
    // A figure's name in a game of `content`, as an enabled module names it (or its role on a
    // feature of type `on`: Mayflower's sheriff in a city).
    static QString figureName(const GameContent &content, FigureKind kind,
                              FeatureType on = FeatureType::Count);
    static QString categoryName(const GameContent &content, ScoreCategory category);
    // A colour's player by name ("Ann", or "Ann (green)" where Ann plays several colours).
    static QString playerName(const GameSetup &setup, int player);
    // The name of the person (the seat) who plays colour `player`, without the colour.
    static QString seatName(const GameSetup &setup, int player);
    // Whether `name` is the default name the game gives seat `seat` in any of its languages
    // ("Player 2", "Speler 2", "Spieler 2"): such a name follows the language shown, so a game
    // started in English says "Speler 2" after a switch to Dutch.
    static bool isDefaultName(const QString &name, int seat);
    // The seat (the record's player) of a colour.
    static int seatOf(const GameSetup &setup, int player);
    static QString kindLabel(const QString &kind);
    // "1 point", "5 points".
    static QString points(int n);
};

} // namespace carcassonne

// The log keeps each line's event, to word it again in another language.
Q_DECLARE_METATYPE(carcassonne::Event)
