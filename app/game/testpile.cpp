#include "testpile.h"

#include "content/packagerepository.h"
#include "enginemessages.h"
#include "record/game.h"
#include "record/gamerecord.h"
#include "state/gamestate.h"

namespace carcassonne {

std::optional<TestPile::Order> TestPile::parse(const QString &name)
{
    if (name.isEmpty() || name == QLatin1String("shuffled"))
        return Order::Shuffled;
    if (name == QLatin1String("first"))
        return Order::OwnFirst;
    if (name == QLatin1String("only"))
        return Order::OwnOnly;
    return std::nullopt;
}

bool TestPile::apply(GameSetup &setup, const QString &packageId, Order order,
                     PackageRepository &repository, QString *error)
{
    if (order == Order::Shuffled)
        return true;
    // The pile as the game would draw it from the seed (shuffled, and ordered by the rules
    // that order it: the River's tiles first, its lakes last), the package's tiles moved to
    // the front in that order.
    GameSetup shuffled = setup;
    shuffled.hasDeck = false;
    shuffled.deck.clear();
    Problems problems;
    const auto game = Game::start(shuffled, repository, &problems);
    if (!game) {
        if (error)
            *error = problems.isEmpty() ? tr("The packages could not be read.")
                                        : EngineMessages::problem(problems.first());
        return false;
    }
    const GameState &state = game->state();
    QStringList own;
    QStringList others;
    for (const std::uint16_t t : state.pile()) {
        const TileType &tile = state.content().tileType(t);
        (tile.packageId == packageId ? own : others) << tile.key;
    }
    if (own.isEmpty()) {
        if (error)
            *error = tr("The package %1 brings no tiles of its own to the pile.").arg(packageId);
        return false;
    }
    setup.deck = order == Order::OwnOnly ? own : own + others;
    setup.hasDeck = true;
    return true;
}

} // namespace carcassonne
