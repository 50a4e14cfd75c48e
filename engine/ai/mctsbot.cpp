#include "mctsbot.h"

#include "core/threadclock.h"
#include "determinisation.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <numeric>
#include <thread>

namespace carcassonne {

struct MctsBot::Edge
{
    Move move;
    float prior = 0.5f; // one-turn lookahead's worth, squashed to [0, 1]
    std::int32_t visits = 0;
    double reward = 0; // summed for the player who moves at the edge's node
    std::int32_t child = -1; // first node reached (one per chance outcome, linked by sibling)
};

struct MctsBot::Node
{
    std::uint64_t key = 0; // fingerprint of the position it stands for
    std::int32_t firstEdge = -1;
    std::int32_t edgeCount = 0;
    std::int32_t visits = 0;
    std::int32_t sibling = -1;
    std::int8_t player = 0;
    bool expanded = false;
};

namespace {

std::uint64_t mix(std::uint64_t h, std::uint64_t v)
{
    h ^= v + 0x9E3779B97F4A7C15ull + (h << 6) + (h >> 2);
    h ^= h >> 31;
    h *= 0xBF58476D1CE4E5B9ull;
    return h ^ (h >> 29);
}

double uniform(Rng &rng)
{
    return double(rng.next() >> 11) * 0x1.0p-53;
}

} // namespace

MctsBot::MctsBot(std::uint64_t seed, MctsSettings settings)
    : m_settings(settings),
      m_rng(seed),
      m_evaluator(settings.weights),
      m_planner(m_evaluator)
{
    if (settings.leafWeights)
        m_leafEvaluator.emplace(*settings.leafWeights);
    // Root-parallel: each further thread searches a tree of its own, from a seed of its own
    // that follows from this one, so a seed and a thread count give the same games.
    MctsSettings single = settings;
    single.threads = 1;
    // (The command line may ask beyond a file's 8; a thread per tree stays within reason.)
    for (int i = 1; i < std::min(settings.threads, 64); ++i)
        m_helpers.push_back(std::make_unique<MctsBot>(mix(seed, std::uint64_t(i)), single));
}

MctsBot::~MctsBot() = default;

std::uint64_t MctsBot::fingerprint(const GameState &state)
{
    // What a decision depends on besides the path to it: the tile drawn (the chance outcome)
    // and enough of the board to tell positions of one path apart.
    std::uint64_t h = mix(0, std::uint64_t(state.phase()));
    h = mix(h, std::uint64_t(state.currentPlayer()));
    h = mix(h, std::uint64_t(std::int64_t(state.currentTile())));
    h = mix(h, std::uint64_t(state.turn()));
    h = mix(h, state.board().tiles().size());
    h = mix(h, state.figures().size());
    if (!state.board().tiles().empty()) {
        const PlacedTile &last = state.board().tiles().back();
        h = mix(h, std::uint64_t(std::uint32_t(last.at.x)) << 32 | std::uint32_t(last.at.y));
        h = mix(h, std::uint64_t(last.rotation) << 16 | last.type);
    }
    for (int p = 0; p < state.playerCount(); ++p)
        h = mix(h, std::uint64_t(std::uint32_t(state.score(p))));
    return h;
}

int MctsBot::newNode(const GameState &state)
{
    Node n;
    n.key = fingerprint(state);
    n.player = std::int8_t(state.currentPlayer());
    m_nodes.push_back(n);
    return int(m_nodes.size()) - 1;
}

int MctsBot::reuseRoot(const GameState &state) const
{
    if (m_root < 0 || m_chosenEdge < 0 || state.turn() != m_rootTurn)
        return -1;
    const std::uint64_t key = fingerprint(state);
    int n = m_edges[std::size_t(m_chosenEdge)].child;
    while (n >= 0 && m_nodes[std::size_t(n)].key != key)
        n = m_nodes[std::size_t(n)].sibling;
    if (n < 0 || !m_nodes[std::size_t(n)].expanded)
        return -1;
    // The fingerprint could collide with another game's: keep the tree only if its moves are
    // exactly the legal ones.
    const Node &node = m_nodes[std::size_t(n)];
    if (node.edgeCount != int(m_moves.size()))
        return -1;
    for (int i = 0; i < node.edgeCount; ++i) {
        const Move &m = m_edges[std::size_t(node.firstEdge + i)].move;
        if (std::find(m_moves.begin(), m_moves.end(), m) == m_moves.end())
            return -1;
    }
    return n;
}

Move MctsBot::decide(const GameState &state, const std::atomic<bool> *cancel)
{
    const auto start = std::chrono::steady_clock::now();
    // The time budget is the whole decision's, the legal moves and the root's expansion too.
    const double cpuStart = m_settings.seconds > 0 ? ThreadClock::cpuSeconds() : 0.0;
    m_stats = {};
    state.legalMoves(m_moves);
    if (m_moves.size() <= 1) {
        m_chosenEdge = -1;
        for (const auto &h : m_helpers)
            h->m_chosenEdge = -1;
        return m_moves.empty() ? Move::pass() : m_moves.front();
    }
    if (m_helpers.empty()) {
        search(state, cancel, cpuStart);
    } else {
        // Each helper asks its own copy: a state's questions touch its scratch memory.
        std::vector<GameState> copies(m_helpers.size(), state);
        std::vector<std::thread> threads;
        threads.reserve(m_helpers.size());
        for (std::size_t i = 0; i < m_helpers.size(); ++i) {
            threads.emplace_back([this, i, &copies, cancel] {
                MctsBot &h = *m_helpers[i];
                h.m_stats = {};
                copies[i].legalMoves(h.m_moves);
                h.search(copies[i], cancel);
            });
        }
        search(state, cancel, cpuStart);
        for (std::thread &t : threads)
            t.join();
        for (const auto &h : m_helpers) {
            m_stats.iterations += h->m_stats.iterations;
            m_stats.playouts += h->m_stats.playouts;
            m_stats.evaluations += h->m_stats.evaluations;
        }
    }
    const Move chosen = finalChoice();
    m_stats.seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return chosen;
}

void MctsBot::search(const GameState &state, const std::atomic<bool> *cancel, double cpuStart)
{
    if (cpuStart < 0)
        cpuStart = ThreadClock::cpuSeconds();
    if (m_settings.teamWeights) {
        // The game's kind decides the weights (the evaluator starts with the others').
        const bool team = m_evaluator.teamGame(state);
        if (team != m_teamWeightsInUse) {
            m_evaluator.setWeights(team ? *m_settings.teamWeights : m_settings.weights);
            m_teamWeightsInUse = team;
        }
    }
    long budget = m_settings.iterations;
    std::int64_t evaluations = m_settings.evaluations;
    const int reused = reuseRoot(state);
    if (reused >= 0) {
        m_root = reused;
        budget = std::max(1L, long(std::lround(budget * m_settings.followUpShare)));
        evaluations = std::llround(double(evaluations) * m_settings.followUpShare);
    } else {
        m_nodes.clear();
        m_edges.clear();
        m_nodes.reserve(std::size_t(std::max(1024L, budget + 16)));
        m_root = newNode(state);
        // A team's value is not centred on 0 as a lead over others is: rewards are measured
        // from the root's, where the squash tells moves apart best (kept with the tree).
        m_rewardOffset = 0;
        if (m_evaluator.teamGame(state)) {
            PositionEvaluator::Scores scores;
            m_evaluator.evaluate(state, scores);
            m_rewardOffset = scores[std::size_t(state.currentPlayer())];
        }
    }
    m_rootTurn = state.turn();
    m_leadSpread = m_evaluator.leadSpread(state);
    m_greedyTurns = m_settings.teamGreedyTurns >= 0 && m_evaluator.teamGame(state)
            ? m_settings.teamGreedyTurns
            : m_settings.greedyTurns;
    if (m_settings.pairedDraws)
        m_drawSalt = m_rng.next();
    if (!m_nodes[std::size_t(m_root)].expanded) {
        const GameState sample = Determinisation::sample(state, m_rng);
        expand(m_root, sample, true);
    }

    // The time budget is CPU time of this thread, counted from the start of the decision: the
    // same search on a busy machine, and a decision of at most about that long on one core.
    // A team game's turn is a chain of the team's choices (The Mist's rewards, graveyards,
    // hounds), each searched: it has its own, longer budget.
    const bool timed = m_settings.seconds > 0;
    const double limit = m_settings.teamSeconds > 0 && m_evaluator.teamGame(state)
            ? m_settings.teamSeconds
            : m_settings.seconds;
    const double deadline = cpuStart + limit;
    const double loopStart = timed ? ThreadClock::cpuSeconds() : 0.0;
    const std::int64_t evaluationsStart = m_stats.evaluations;
    // A decided search stops early: alone (root-parallel trees add their visits up at the end)
    // and without mistakes (they choose among the runners-up).
    // Halving has its own end: one survivor left.
    const bool halving = m_settings.rootHalving >= 2 && m_helpers.empty()
            && m_nodes[std::size_t(m_root)].edgeCount >= 2 && (timed || budget > 0);
    const bool stopDecided = m_settings.stopWhenDecided && m_settings.mistakeRate <= 0
            && m_helpers.empty() && !halving;
    Halving race;
    m_halvingChoice = -1;
    if (halving) {
        const Node &r = m_nodes[std::size_t(m_root)];
        const int width = std::min(r.edgeCount, m_settings.rootHalving);
        // The root's edges are in the lookahead's order, best first.
        for (int e = r.firstEdge; e < r.firstEdge + width; ++e)
            race.survivors.push_back(e);
        race.rounds = int(std::ceil(std::log2(double(width))));
        startRound(race, 0, budget, timed, deadline);
    }
    // Asked every eight iterations while the deadline is far, and after every iteration once
    // sixteen average ones would reach it (the clock is a system call of about a microsecond,
    // an iteration takes a fraction of a millisecond): stop when the iterations to the next
    // look would probably end past the deadline, near it reckoning one iteration as a quarter
    // longer than the longest seen there, so a decision stays within its budget (an average
    // alone let one decision of a 1 s budget take 1.007 s); and stop when the iterations left
    // could not change the choice.
    long nextLook = 0; // the iteration before which the clock is read next
    long lastLookAt = -1; // the one before which it was read last, and when
    double lastLook = 0.0;
    double longest = 0.0; // the longest single iteration timed, near the deadline
    const auto stopAt = [&](long i) {
        long left = budget > 0 ? budget - i : std::numeric_limits<long>::max();
        if (timed) {
            const double now = ThreadClock::cpuSeconds();
            const double perIteration = i > 0 ? (now - loopStart) / double(i) : 0.0;
            const bool near = now + perIteration * 16.0 >= deadline;
            if (near && lastLookAt == i - 1) // one iteration since the last look: time it
                longest = std::max(longest, now - lastLook);
            const double ahead = near ? std::max(perIteration, longest) * 1.25 : perIteration * 8.0;
            if (now + ahead >= deadline)
                return true;
            lastLook = now;
            lastLookAt = i;
            nextLook = i + (near ? 1 : 8);
            if (perIteration > 0)
                left = std::min(left, long((deadline - now) / perIteration) + 1);
        } else {
            nextLook = i + 8;
        }
        if (!stopDecided || i == 0)
            return false;
        if (evaluations > 0) {
            const double perIteration = double(m_stats.evaluations - evaluationsStart) / double(i);
            if (perIteration > 0)
                left = std::min(left,
                                long(double(evaluations - m_stats.evaluations) / perIteration) + 1);
        }
        return decided(left);
    };
    for (long i = 0; budget <= 0 || i < budget; ++i) {
        if (cancelled(cancel))
            break;
        if (budget <= 0 && !timed)
            break;
        if (evaluations > 0 && m_stats.evaluations >= evaluations)
            break;
        if (i == nextLook && stopAt(i))
            break;
        if (halving) {
            // The clock is read with the others' looks (every eight iterations, or each near
            // the deadline): a round ends at most that late.
            const bool over = i >= race.roundEnd
                    || (timed && i == lastLookAt && lastLook >= race.roundDeadline);
            if (over && i > race.roundStart) {
                halve(race);
                if (race.survivors.size() <= 1)
                    break;
                startRound(race, i, budget, timed, deadline);
            }
            const long k = i - race.roundStart;
            m_forcedRoot = race.survivors[std::size_t(k % long(race.survivors.size()))];
        }
        iterate(state);
        ++m_stats.iterations;
    }
    m_forcedRoot = -1;
    if (halving)
        m_halvingChoice = bestOf(race.survivors);
}

void MctsBot::startRound(Halving &h, long i, long budget, bool timed, double deadline) const
{
    h.roundStart = i;
    const int rounds = std::max(1, h.rounds);
    h.roundEnd =
            budget > 0 ? i + std::max(1L, (budget - i) / rounds) : std::numeric_limits<long>::max();
    if (timed) {
        const double now = ThreadClock::cpuSeconds();
        h.roundDeadline = now + (deadline - now) / double(rounds);
    }
}

double MctsBot::meanReward(int edge) const
{
    const Edge &e = m_edges[std::size_t(edge)];
    return e.visits > 0 ? e.reward / double(e.visits) : -1.0;
}

void MctsBot::halve(Halving &h) const
{
    // Equal averages keep the lookahead's order.
    std::stable_sort(h.survivors.begin(), h.survivors.end(),
                     [&](int a, int b) { return meanReward(a) > meanReward(b); });
    h.survivors.resize((h.survivors.size() + 1) / 2);
    h.rounds = std::max(0, h.rounds - 1);
}

int MctsBot::bestOf(const std::vector<int> &edges) const
{
    // The first of equal averages, as halve() keeps them.
    const auto best = std::max_element(edges.begin(), edges.end(),
                                       [&](int a, int b) { return meanReward(a) < meanReward(b); });
    return best == edges.end() ? -1 : *best;
}

void MctsBot::expand(int node, const GameState &state, bool root)
{
    state.legalMoves(m_moves);
    const std::size_t count = m_moves.size();
    std::vector<int> order(count);
    std::iota(order.begin(), order.end(), 0);
    const bool tile = state.phase() == GameState::Phase::PlaceTile;
    if (root || !tile || m_settings.deepPriors) {
        // Deeper tile placements are many and seldom visited: scored without their figures.
        m_planner.setLeafLimit(root ? 20000 : !tile ? m_settings.replyLeaves : 0);
        m_planner.valueMoves(state, m_moves, m_values, &m_stats);
    } else {
        m_values.assign(count, 0.0);
    }
    // Equal values keep a random order, so no corner of the board is favoured.
    m_rng.shuffle(order);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return m_values[std::size_t(a)] > m_values[std::size_t(b)];
    });
    Node &n = m_nodes[std::size_t(node)];
    n.firstEdge = int(m_edges.size());
    n.edgeCount = int(count);
    n.expanded = true;
    for (const int i : order) {
        Edge e;
        e.move = m_moves[std::size_t(i)];
        e.prior = float(squash(m_values[std::size_t(i)], state.remainingCount()));
        m_edges.push_back(e);
    }
}

int MctsBot::select(int node)
{
    const Node &n = m_nodes[std::size_t(node)];
    const double widened = std::ceil(m_settings.widenBase
                                     * std::pow(double(n.visits + 1), m_settings.widenExponent));
    const int open = std::clamp(int(widened), 1, n.edgeCount);
    const double logN = std::log(double(n.visits + 1));
    int best = n.firstEdge;
    double bestScore = -1e300;
    for (int i = 0; i < open; ++i) {
        const int index = n.firstEdge + i;
        const Edge &e = m_edges[std::size_t(index)];
        if (e.visits == 0)
            return index;
        const double visits = e.visits;
        const double score = e.reward / visits + m_settings.exploration * std::sqrt(logN / visits)
                + m_settings.priorWeight * e.prior / (visits + 1.0);
        if (score > bestScore) {
            bestScore = score;
            best = index;
        }
    }
    return best;
}

void MctsBot::iterate(const GameState &root)
{
    if (m_work)
        *m_work = root;
    else
        m_work = std::make_unique<GameState>(root);
    GameState &s = *m_work;
    const Node &top = m_nodes[std::size_t(m_root)];
    if (m_settings.pairedDraws && top.expanded && top.edgeCount > 0) {
        // The move this iteration tries at the root (select() is the same below) and how often
        // it was tried name the pile: its k-th try sees what every other move's k-th saw.
        const int e = m_forcedRoot >= 0 ? m_forcedRoot : select(m_root);
        Rng draws(mix(m_drawSalt, std::uint64_t(m_edges[std::size_t(e)].visits)));
        Determinisation::resample(s, draws);
    } else {
        Determinisation::resample(s, m_rng);
    }
    m_pathEdges.clear();
    m_pathNodes.clear();
    int node = m_root;
    m_pathNodes.push_back(node);
    while (!s.gameOver()) {
        if (!m_nodes[std::size_t(node)].expanded) {
            if (m_nodes[std::size_t(node)].visits < m_settings.expandVisits)
                break;
            expand(node, s, false);
        }
        if (m_nodes[std::size_t(node)].edgeCount == 0)
            break;
        const int e = node == m_root && m_forcedRoot >= 0 ? m_forcedRoot : select(node);
        s.apply(m_edges[std::size_t(e)].move, nullptr);
        m_pathEdges.push_back(e);
        // After a tile draw the next node depends on the tile: one child per outcome.
        const std::uint64_t key = fingerprint(s);
        int child = m_edges[std::size_t(e)].child;
        while (child >= 0 && m_nodes[std::size_t(child)].key != key)
            child = m_nodes[std::size_t(child)].sibling;
        if (child < 0) {
            child = newNode(s);
            m_nodes[std::size_t(child)].sibling = m_edges[std::size_t(e)].child;
            m_edges[std::size_t(e)].child = child;
            m_pathNodes.push_back(child);
            break;
        }
        node = child;
        m_pathNodes.push_back(node);
    }
    Rewards rewards{};
    if (s.gameOver())
        rewardsOf(s, rewards);
    else
        playout(s, rewards);
    for (std::size_t i = 0; i < m_pathEdges.size(); ++i) {
        Edge &e = m_edges[std::size_t(m_pathEdges[i])];
        ++e.visits;
        e.reward += rewards[std::size_t(m_nodes[std::size_t(m_pathNodes[i])].player)];
    }
    for (const int n : m_pathNodes)
        ++m_nodes[std::size_t(n)].visits;
}

void MctsBot::playout(GameState &state, Rewards &rewards)
{
    ++m_stats.playouts;
    const int start = state.turn();
    if (m_settings.finishTurn) {
        while (!state.gameOver() && state.turn() == start
               && state.phase() != GameState::Phase::PlaceTile)
            state.apply(oneStepBest(state), nullptr);
    }
    for (int t = 0; t < m_greedyTurns && !state.gameOver(); ++t) {
        const int turn = state.turn();
        while (!state.gameOver() && state.turn() == turn) {
            state.legalMoves(m_greedyMoves);
            std::size_t best = 0;
            if (m_greedyMoves.size() > 1) {
                m_planner.setLeafLimit(m_settings.replyLeaves);
                if (m_settings.replyWidth > 0)
                    m_planner.valueMovesPruned(state, m_greedyMoves, m_settings.replyWidth,
                                               m_greedyValues, &m_stats);
                else
                    m_planner.valueMoves(state, m_greedyMoves, m_greedyValues, &m_stats);
                best = std::size_t(std::max_element(m_greedyValues.begin(), m_greedyValues.end())
                                   - m_greedyValues.begin());
            }
            state.apply(m_greedyMoves[best], nullptr);
        }
    }
    const int turns = m_settings.playoutTurns;
    const int first = state.turn();
    while (!state.gameOver() && state.turn() - first < turns)
        state.apply(playoutMove(state), nullptr);
    rewardsOf(state, rewards);
}

Move MctsBot::playoutMove(const GameState &state)
{
    switch (state.phase()) {
    case GameState::Phase::PlaceTile: {
        // Counted and picked without listing: the engine's fast path.
        const int n = state.placementCount(state.currentTile());
        if (m_settings.smartTiles <= 1 || n == 1)
            return state.placement(state.currentTile(), int(m_rng.below(std::uint32_t(n))));
        const int player = state.currentPlayer();
        Move best;
        double bestValue = -1e300;
        PositionEvaluator::Scores scores;
        for (int i = 0; i < m_settings.smartTiles; ++i) {
            const Move m = state.placement(state.currentTile(), int(m_rng.below(std::uint32_t(n))));
            if (m_step)
                *m_step = state;
            else
                m_step = std::make_unique<GameState>(state);
            m_step->apply(m, nullptr);
            m_evaluator.evaluate(*m_step, scores);
            ++m_stats.evaluations;
            const double v = m_evaluator.advantage(scores, player, state.playerCount());
            if (v > bestValue) {
                bestValue = v;
                best = m;
            }
        }
        return best;
    }
    case GameState::Phase::PlaceFigure: {
        if (m_settings.smartFigures > 0 && uniform(m_rng) < m_settings.smartFigures)
            return oneStepBest(state);
        if (uniform(m_rng) >= m_settings.figureChance)
            return Move::pass();
        state.legalMoves(m_playoutMoves);
        if (m_playoutMoves.size() <= 1)
            return Move::pass(); // the first listed move is the pass
        const Move pick = m_playoutMoves[1 + m_rng.below(std::uint32_t(m_playoutMoves.size() - 1))];
        // A meeple on a field stays for good: a careless one in a playout would drown the
        // estimate.
        if (pick.kind == Move::Kind::PlaceFigure && !pick.recall && pick.segment >= 0
            && pick.segment < state.features().size()
            && state.features().node(pick.segment).type == FeatureType::Field
            && uniform(m_rng) >= m_settings.fieldChance)
            return Move::pass();
        return pick;
    }
    default:
        break;
    }
    state.legalMoves(m_playoutMoves);
    if (m_playoutMoves.empty())
        return Move::pass();
    return m_playoutMoves[m_rng.below(std::uint32_t(m_playoutMoves.size()))];
}

Move MctsBot::oneStepBest(const GameState &state)
{
    state.legalMoves(m_playoutMoves);
    if (m_playoutMoves.size() <= 1)
        return m_playoutMoves.empty() ? Move::pass() : m_playoutMoves.front();
    const int player = state.currentPlayer();
    std::size_t best = 0;
    double bestValue = -1e300;
    PositionEvaluator::Scores scores;
    for (std::size_t i = 0; i < m_playoutMoves.size(); ++i) {
        if (m_step)
            *m_step = state;
        else
            m_step = std::make_unique<GameState>(state);
        m_step->apply(m_playoutMoves[i], nullptr);
        m_evaluator.evaluate(*m_step, scores);
        ++m_stats.evaluations;
        const double v = m_evaluator.advantage(scores, player, state.playerCount());
        if (v > bestValue) {
            bestValue = v;
            best = i;
        }
    }
    return m_playoutMoves[best];
}

void MctsBot::rewardsOf(const GameState &state, Rewards &rewards)
{
    ++m_stats.evaluations;
    PositionEvaluator::Scores scores;
    const PositionEvaluator &leaf = m_leafEvaluator ? *m_leafEvaluator : m_evaluator;
    leaf.evaluate(state, scores);
    const int players = state.playerCount();
    for (int p = 0; p < players; ++p)
        rewards[std::size_t(p)] =
                squash(leaf.advantage(scores, p, players), state.remainingCount());
}

double MctsBot::squash(double advantage, int remaining) const
{
    // Early on an advantage in the estimate is less sure than the same lead at the end.
    const double scale =
            m_settings.rewardScale * m_leadSpread * std::sqrt((remaining + 6.0) / 78.0);
    return 1.0 / (1.0 + std::exp(-(advantage - m_rewardOffset) / std::max(scale, 1e-6)));
}

int MctsBot::rootEdgeOf(const Move &move) const
{
    const Node &n = m_nodes[std::size_t(m_root)];
    for (int e = n.firstEdge; e < n.firstEdge + n.edgeCount; ++e) {
        if (m_edges[std::size_t(e)].move == move)
            return e;
    }
    return -1;
}

bool MctsBot::decided(long left) const
{
    // The final choice is the most visited root move: no other can pass it when the lead in
    // visits is larger than all the iterations left (each gives one visit to one move).
    const Node &n = m_nodes[std::size_t(m_root)];
    std::int64_t first = 0;
    std::int64_t second = 0;
    for (int e = n.firstEdge; e < n.firstEdge + n.edgeCount; ++e) {
        const std::int64_t v = m_edges[std::size_t(e)].visits;
        if (v > first) {
            second = first;
            first = v;
        } else if (v > second) {
            second = v;
        }
    }
    return first - second > left;
}

Move MctsBot::finalChoice()
{
    const Node &n = m_nodes[std::size_t(m_root)];
    // Visits and rewards per root edge, over every tree (root-parallel: the helpers' trees).
    struct Tally
    {
        int edge;
        std::int64_t visits;
        double reward;
    };
    std::vector<Tally> order;
    order.reserve(std::size_t(n.edgeCount));
    for (int e = n.firstEdge; e < n.firstEdge + n.edgeCount; ++e) {
        const Edge &edge = m_edges[std::size_t(e)];
        Tally t{e, edge.visits, edge.reward};
        for (const auto &h : m_helpers) {
            const int he = h->rootEdgeOf(edge.move);
            if (he >= 0) {
                t.visits += h->m_edges[std::size_t(he)].visits;
                t.reward += h->m_edges[std::size_t(he)].reward;
            }
        }
        order.push_back(t);
    }
    // Most visited first; then the better average; then the lookahead's order.
    std::stable_sort(order.begin(), order.end(), [](const Tally &a, const Tally &b) {
        if (a.visits != b.visits)
            return a.visits > b.visits;
        const double qa = a.visits ? a.reward / double(a.visits) : 0.0;
        const double qb = b.visits ? b.reward / double(b.visits) : 0.0;
        return qa > qb;
    });
    // Halving's last survivor (the best average of those left when the budget ran out).
    if (m_halvingChoice >= 0) {
        const auto it = std::find_if(order.begin(), order.end(),
                                     [&](const Tally &t) { return t.edge == m_halvingChoice; });
        std::rotate(order.begin(), it, it + 1);
    }
    int chosen = order.front().edge;
    if (m_settings.mistakeRate > 0 && uniform(m_rng) < m_settings.mistakeRate) {
        const int choices = std::clamp(m_settings.mistakeChoices, 1, n.edgeCount);
        chosen = order[m_rng.below(std::uint32_t(choices))].edge;
    }
    m_chosenEdge = chosen;
    const Move move = m_edges[std::size_t(chosen)].move;
    // Each helper goes on from the move played (the figure after the tile) in its own tree.
    for (const auto &h : m_helpers)
        h->m_chosenEdge = h->rootEdgeOf(move);
    return move;
}

} // namespace carcassonne
