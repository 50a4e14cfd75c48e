#include "determinisation.h"

#include "rules/rulemodule.h"

#include <algorithm>

namespace carcassonne {

GameState Determinisation::sample(const GameState &state, Rng &rng)
{
    GameState copy = state;
    resample(copy, rng);
    return copy;
}

void Determinisation::resample(GameState &state, Rng &rng)
{
    std::vector<std::uint16_t> &pile = state.pileRef();
    const std::size_t first = std::size_t(std::clamp(state.pileIndex(), 0, int(pile.size())));
    // Sorting first forgets the real order; the shuffle then draws a new one.
    std::sort(pile.begin() + std::ptrdiff_t(first), pile.end());
    for (std::size_t i = pile.size(); i > first + 1; --i) {
        const std::size_t j = first + rng.below(std::uint32_t(i - first));
        std::swap(pile[i - 1], pile[j]);
    }
    // Modules that draw from the state's generator later must not reveal its future either.
    state.rng().reseed(rng.next());
    for (const RuleModule *m : state.content().modules())
        m->orderPile(state);
}

} // namespace carcassonne
