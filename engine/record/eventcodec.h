#pragma once

#include "state/event.h"

#include <QJsonObject>

namespace carcassonne {

class GameContent;
class GameState;

// Events as JSON, for replay output, logs and tests.
class EventCodec
{
public:
    static QJsonObject toJson(const GameContent &content, const Event &event);
    static QString typeName(Event::Type type);
    // A team game's end: {"result": "won"|"lost"} and what the modules add (why, the level).
    static QJsonObject outcomeToJson(const GameState &state);
};

} // namespace carcassonne
