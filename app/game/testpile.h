#pragma once

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace carcassonne {

class PackageRepository;
struct GameSetup;

// The pile of a designer's quick test (the editor's Play): the played package's own tiles drawn
// first, or only its tiles (after the start tile of the rule set it goes with), each part in
// the order the seed and the rules give it. Written into the setup as a fixed deck, so the
// game's record replays the game as it was played.
class TestPile
{
    Q_DECLARE_TR_FUNCTIONS(TestPile)

public:
    enum class Order { Shuffled, OwnFirst, OwnOnly };

    // "" (or "shuffled"), "first", "only"; nullopt for anything else.
    static std::optional<Order> parse(const QString &name);
    // Orders the pile of `setup` (its packages, rules and seed) so: false, with a sentence for
    // the player in `error`, when the packages do not load or `packageId` brings no tile of its
    // own to the pile.
    static bool apply(GameSetup &setup, const QString &packageId, Order order,
                      PackageRepository &repository, QString *error);
};

} // namespace carcassonne
