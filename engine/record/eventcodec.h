#pragma once

#include "state/event.h"

#include <QJsonObject>

namespace carcassonne {

class GameContent;

// Events as JSON, for replay output, logs and tests.
class EventCodec
{
public:
    static QJsonObject toJson(const GameContent &content, const Event &event);
    static QString typeName(Event::Type type);
};

} // namespace carcassonne
