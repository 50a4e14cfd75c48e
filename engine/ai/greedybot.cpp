#include "greedybot.h"

#include "determinisation.h"

#include <chrono>

namespace carcassonne {

GreedyBot::GreedyBot(std::uint64_t seed, EvaluatorWeights weights)
    : m_rng(seed),
      m_evaluator(weights),
      m_planner(m_evaluator)
{ }

Move GreedyBot::decide(const GameState &state, const std::atomic<bool> *cancel)
{
    const auto start = std::chrono::steady_clock::now();
    m_stats = {};
    state.legalMoves(m_moves);
    if (m_moves.size() <= 1 || cancelled(cancel))
        return m_moves.empty() ? Move::pass() : m_moves.front();
    // Finishing a turn draws a tile: look ahead on a sample, never on the real pile.
    const GameState sample = Determinisation::sample(state, m_rng);
    m_planner.valueMoves(sample, m_moves, m_values, &m_stats);
    std::size_t best = 0;
    int ties = 1;
    for (std::size_t i = 1; i < m_moves.size(); ++i) {
        if (m_values[i] > m_values[best] + 1e-9) {
            best = i;
            ties = 1;
        } else if (m_values[i] > m_values[best] - 1e-9 && m_rng.below(std::uint32_t(++ties)) == 0) {
            best = i;
        }
    }
    m_stats.seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return m_moves[best];
}

} // namespace carcassonne
