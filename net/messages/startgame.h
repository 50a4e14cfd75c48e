#pragma once

#include "net/fieldreader.h"

namespace carcassonne {

// Client to host: the table's creator starts the game (open seats still empty go to computer
// players).
struct StartGame
{
    static constexpr auto kType = "start";
    QJsonObject toJson() const { return {}; }
    static std::optional<StartGame> read(FieldReader &r)
    {
        return r.ok() ? std::optional<StartGame>(StartGame{}) : std::nullopt;
    }
};

} // namespace carcassonne
