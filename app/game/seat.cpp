#include "seat.h"

#include "ai/bot.h"
#include "ai/botfactory.h"

namespace carcassonne {

Seat Seat::computer(const QString &level, std::uint64_t seed)
{
    Seat s(Kind::Computer);
    s.m_level = level;
    s.m_bot = std::shared_ptr<Bot>(BotFactory::create(level, seed));
    return s;
}

Seat Seat::fromKind(const QString &kind, std::uint64_t seed)
{
    return kind.startsWith(QLatin1String("ai:")) ? computer(kind, seed) : localHuman();
}

} // namespace carcassonne
