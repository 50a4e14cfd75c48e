// Micro-benchmarks of the engine's hot functions (Google Benchmark), so that a change shows its
// effect in isolation; not a test: nothing here passes or fails. See docs/performance.md.
//   build/<preset>/tests/bench/bench_engine [--benchmark_filter=Placement]
// Each runs on positions of real random games (base game with farmers, and Mayflower), taken
// every few turns, so the boards have the sizes playouts meet.
#include "ai/positionevaluator.h"
#include "ai/randomplayer.h"
#include "ai/turnplanner.h"
#include "content/packagerepository.h"
#include "state/gamecontent.h"
#include "state/gamestate.h"

#include <QCoreApplication>

#include <benchmark/benchmark.h>
#include <cstdio>
#include <memory>
#include <vector>

using namespace carcassonne;

namespace {

std::shared_ptr<const GameContent> contentOf(const QString &package)
{
    static PackageRepository repository;
    Problems problems;
    const auto packages = repository.resolve({package}, &problems);
    return packages ? GameContent::build(*packages, {}, &problems) : nullptr;
}

// Positions where a tile is to be placed, from seeded random games.
const std::vector<GameState> &positions(const QString &package)
{
    static std::vector<GameState> base, mayflower;
    std::vector<GameState> &out = package == QStringLiteral("base") ? base : mayflower;
    if (!out.empty())
        return out;
    const auto content = contentOf(package);
    if (!content) {
        std::fprintf(stderr, "no package %s\n", qPrintable(package));
        std::exit(1);
    }
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        Message error;
        auto state = GameState::create(content, 2, seed, nullptr, nullptr, &error);
        RandomPlayer player(seed);
        for (int move = 0; !state->gameOver(); ++move) {
            if (state->phase() == GameState::Phase::PlaceTile && move % 7 == 0)
                out.push_back(*state);
            state->apply(player.choose(*state), nullptr);
        }
    }
    return out;
}

const char *packageOf(const benchmark::State &state)
{
    return state.range(0) == 0 ? "base" : "mayflower";
}

void listPlacements(benchmark::State &state)
{
    const auto &games = positions(QString::fromLatin1(packageOf(state)));
    MoveList moves;
    std::size_t i = 0;
    for (auto _ : state) {
        const GameState &g = games[i++ % games.size()];
        moves.clear();
        g.placements(g.currentTile(), moves);
        benchmark::DoNotOptimize(moves.data());
    }
}

void hasPlacement(benchmark::State &state)
{
    const auto &games = positions(QString::fromLatin1(packageOf(state)));
    std::size_t i = 0;
    for (auto _ : state) {
        const GameState &g = games[i++ % games.size()];
        benchmark::DoNotOptimize(g.hasPlacement(g.currentTile()));
    }
}

void randomPlacement(benchmark::State &state)
{
    const auto &games = positions(QString::fromLatin1(packageOf(state)));
    Rng rng(7);
    std::size_t i = 0;
    for (auto _ : state) {
        const GameState &g = games[i++ % games.size()];
        benchmark::DoNotOptimize(g.randomPlacement(rng));
    }
}

// Placing a tile (joins, frontier, completion counts) and then the figure step with its
// scoring, on a copy of the position; the copy is timed apart and subtracted.
void placeAndScore(benchmark::State &state)
{
    const auto &games = positions(QString::fromLatin1(packageOf(state)));
    Rng rng(11);
    std::size_t i = 0;
    for (auto _ : state) {
        state.PauseTiming();
        GameState g = games[i++ % games.size()];
        const Move place = g.randomPlacement(rng);
        state.ResumeTiming();
        g.apply(place, nullptr);
        g.apply(Move::pass(), nullptr);
        benchmark::DoNotOptimize(g.score(0));
    }
}

void featureValues(benchmark::State &state)
{
    const auto &games = positions(QString::fromLatin1(packageOf(state)));
    std::size_t i = 0;
    for (auto _ : state) {
        const GameState &g = games[i++ % games.size()];
        int sum = 0;
        for (int n = 0; n < g.features().size(); n += 3)
            sum += g.value(n).points;
        benchmark::DoNotOptimize(sum);
    }
}

// The bots' estimate of one position (each call a position of another pile, so the counts of
// fitting tiles it keeps per pile are made again: a search's calls mostly share one).
void evaluatePosition(benchmark::State &state)
{
    const auto &games = positions(QString::fromLatin1(packageOf(state)));
    const PositionEvaluator evaluator;
    PositionEvaluator::Scores scores;
    std::size_t i = 0;
    for (auto _ : state) {
        evaluator.evaluate(games[i++ % games.size()], scores);
        benchmark::DoNotOptimize(scores[0]);
    }
}

// One answer as the search's playouts make it (MctsSettings::greedyTurns): every placement of
// the drawn tile with the cheapest rest of the turn, then the best six with every figure.
void greedyAnswer(benchmark::State &state)
{
    const auto &games = positions(QString::fromLatin1(packageOf(state)));
    const PositionEvaluator evaluator;
    TurnPlanner planner(evaluator);
    planner.setLeafLimit(100);
    MoveList moves;
    std::vector<double> values;
    std::size_t i = 0;
    for (auto _ : state) {
        const GameState &g = games[i++ % games.size()];
        g.legalMoves(moves);
        planner.valueMovesPruned(g, moves, 6, values);
        benchmark::DoNotOptimize(values.data());
    }
}

// Positions where a figure may be placed (the tile just down), from the same base games.
const std::vector<GameState> &figurePositions()
{
    static std::vector<GameState> out;
    if (!out.empty())
        return out;
    for (GameState g : positions(QStringLiteral("base"))) {
        Rng rng(5);
        g.apply(g.randomPlacement(rng), nullptr);
        out.push_back(g);
    }
    return out;
}

// The random player's figure step, base game: argument 0 lists the legal moves, 1 asks for the
// nodes of the figure moves without a list (GameState::coreFigureNodes).
void figureStep(benchmark::State &state)
{
    const auto &games = figurePositions();
    MoveList moves;
    GameState::FigureNodes nodes;
    std::size_t i = 0;
    for (auto _ : state) {
        const GameState &g = games[i++ % games.size()];
        if (state.range(0) == 0) {
            g.legalMoves(moves);
            benchmark::DoNotOptimize(moves.data());
        } else {
            benchmark::DoNotOptimize(g.coreFigureNodes(nodes));
        }
    }
}

void wholeGame(benchmark::State &state)
{
    const auto content = contentOf(QString::fromLatin1(packageOf(state)));
    const auto policy = state.range(1) == 0 ? RandomPlayer::FigurePolicy::Coin
                                            : RandomPlayer::FigurePolicy::Uniform;
    Message error;
    auto g = GameState::create(content, 2, 1, nullptr, nullptr, &error);
    std::uint64_t seed = 1;
    for (auto _ : state) {
        g->reset(content, 2, seed, nullptr, nullptr, &error);
        RandomPlayer player(seed++, policy);
        while (!g->gameOver())
            g->apply(player.choose(*g), nullptr);
        benchmark::DoNotOptimize(g->score(0));
    }
    state.SetItemsProcessed(state.iterations());
}

} // namespace

// Argument 0: 0 = base game with farmers, 1 = Mayflower.
BENCHMARK(listPlacements)->Arg(0)->Arg(1);
BENCHMARK(hasPlacement)->Arg(0)->Arg(1);
BENCHMARK(randomPlacement)->Arg(0)->Arg(1);
BENCHMARK(placeAndScore)->Arg(0)->Arg(1);
BENCHMARK(featureValues)->Arg(0)->Arg(1);
BENCHMARK(evaluatePosition)->Arg(0)->Arg(1);
BENCHMARK(greedyAnswer)->Arg(0)->Arg(1)->Unit(benchmark::kMicrosecond);
// Argument 0 here: the list (0) or the nodes (1), base game only.
BENCHMARK(figureStep)->Arg(0)->Arg(1);
// Argument 1: the figure policy (0 coin, 1 uniform).
BENCHMARK(wholeGame)->Args({0, 0})->Args({0, 1})->Args({1, 0})->Unit(benchmark::kMicrosecond);

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv); // the built-in packages are Qt resources
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
