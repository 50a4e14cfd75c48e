#include "testpile.h"

#include "content/packagerepository.h"
#include "enginemessages.h"
#include "record/game.h"
#include "record/gamerecord.h"

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
    GameSetup ordered = setup;
    ordered.pileOrder = order;
    ordered.pilePackage = packageId;
    // A trial start: the packages load and the package brings tiles of its own.
    Problems problems;
    if (!Game::start(ordered, repository, &problems)) {
        if (error) {
            if (problems.isEmpty())
                *error = tr("The packages could not be read.");
            else if (problems.first().field == QLatin1String("setup.pile.package"))
                *error =
                        tr("The package %1 brings no tiles of its own to the pile.").arg(packageId);
            else
                *error = EngineMessages::problem(problems.first());
        }
        return false;
    }
    setup = ordered;
    return true;
}

} // namespace carcassonne
