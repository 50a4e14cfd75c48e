#pragma once

#include "record/gamerecord.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace carcassonne {

class PackageRepository;

// The pile of a designer's quick test (the editor's Play): the played package's own tiles drawn
// first, or only its tiles (after the start tile of the rule set it goes with), each part in
// the order the seed and the rules give it. Written into the setup as its pile order
// (GameSetup::pileOrder), so the game's record replays the game as it was played, and a hosted
// table deals it from its own secret seed.
class TestPile
{
    Q_DECLARE_TR_FUNCTIONS(TestPile)

public:
    using Order = GameSetup::PileOrder;

    // "" (or "shuffled"), "first", "only"; nullopt for anything else.
    static std::optional<Order> parse(const QString &name);
    // Orders the pile of `setup` (its packages, rules and seed) so: false, with a sentence for
    // the player in `error`, when the packages do not load or `packageId` brings no tile of its
    // own to the pile.
    static bool apply(GameSetup &setup, const QString &packageId, Order order,
                      PackageRepository &repository, QString *error);
};

} // namespace carcassonne
