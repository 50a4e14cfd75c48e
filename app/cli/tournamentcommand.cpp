#include "tournamentcommand.h"

#include "ai/botfactory.h"
#include "commandoptions.h"
#include "content/packagerepository.h"
#include "core/threadclock.h"
#include "record/eventcodec.h"
#include "rules/rulecatalog.h"
#include "state/gamecontent.h"
#include "state/gamestate.h"

#include <QFileInfo>
#include <QMap>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <mutex>
#include <numeric>
#include <thread>

namespace carcassonne {

namespace {

// What one entry of --players did in one game (over every seat it played).
struct SeatResult
{
    int score = 0; // in a team game, the team's
    double win = 0; // 1, a share of a tie, or 0
    int margin = 0; // own score less the best other's (0 in a team game)
    int decisions = 0;
    int turns = 0;
    double cpu = 0; // seconds for all its decisions
    double maxDecision = 0;
    double maxTurn = 0;
    double wall = 0;
    std::int64_t playouts = 0;
    std::int64_t iterations = 0;
};

struct GameResult
{
    bool ok = false;
    QString error;
    std::vector<SeatResult> entries; // by entry of --players, not by seat
    bool team = false; // won or lost by all seats together
    QString reason; // a team game's: why it was won or lost (the outcome's "reason")
};

struct Interval
{
    double low = 0, high = 0;
};

// Wilson score interval, 95%: right near 0 and 1, where the normal one is not.
Interval wilson(double successes, double n)
{
    if (n <= 0)
        return {};
    const double z = 1.959963984540054, p = successes / n;
    const double centre = (p + z * z / (2 * n)) / (1 + z * z / n);
    const double half = z * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n);
    return {centre - half, centre + half};
}

std::uint64_t mixSeed(std::uint64_t a, std::uint64_t b)
{
    std::uint64_t z = a * 0x9E3779B97F4A7C15ull + b + 0x632BE59BD9B4E019ull;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

GameResult playGame(const std::shared_ptr<const GameContent> &content, const QStringList &kinds,
                    int players, std::uint64_t seed, int rotation, std::uint64_t gameIndex)
{
    GameResult result;
    const int entries = int(kinds.size());
    result.entries.resize(std::size_t(entries));
    Message error;
    // Seats, and the colours each plays where the rules deal several (`mistColours`).
    const std::vector<int> layout = content->defaultColours(players);
    int colours = players;
    if (!layout.empty())
        colours = std::accumulate(layout.begin(), layout.end(), 0);
    auto state = GameState::create(content, colours, seed, nullptr, nullptr, &error,
                                   layout.empty() ? nullptr : &layout);
    if (!state) {
        result.error = error.toString();
        return result;
    }
    // Seat s is played by entry (s + rotation) % entries.
    std::vector<std::unique_ptr<Bot>> bots;
    std::vector<int> entryOf;
    for (int s = 0; s < players; ++s) {
        const int entry = (s + rotation) % entries;
        entryOf.push_back(entry);
        bots.push_back(BotFactory::create(kinds[entry], mixSeed(gameIndex, std::uint64_t(s))));
    }
    int lastTurn = -1, lastEntry = -1;
    double turnCpu = 0;
    auto closeTurn = [&] {
        if (lastEntry < 0)
            return;
        SeatResult &r = result.entries[std::size_t(lastEntry)];
        ++r.turns;
        r.maxTurn = std::max(r.maxTurn, turnCpu);
    };
    for (int moveIndex = 0; !state->gameOver(); ++moveIndex) {
        const int seat = state->seatOf(state->currentPlayer());
        const int entry = entryOf[std::size_t(seat)];
        if (state->turn() != lastTurn || entry != lastEntry) {
            closeTurn();
            lastTurn = state->turn();
            lastEntry = entry;
            turnCpu = 0;
        }
        const double cpu0 = ThreadClock::cpuSeconds();
        const auto wall0 = std::chrono::steady_clock::now();
        Bot &bot = *bots[std::size_t(seat)];
        const Move move = bot.choose(*state);
        const double cpu = ThreadClock::cpuSeconds() - cpu0;
        SeatResult &r = result.entries[std::size_t(entry)];
        r.cpu += cpu;
        r.wall += std::chrono::duration<double>(std::chrono::steady_clock::now() - wall0).count();
        r.maxDecision = std::max(r.maxDecision, cpu);
        ++r.decisions;
        r.playouts += bot.lastStats().playouts;
        r.iterations += bot.lastStats().iterations;
        turnCpu += cpu;
        if (!state->isLegal(move)) {
            result.error = QStringLiteral("seed %1: %2 chose an illegal move (decision %3)")
                                   .arg(seed)
                                   .arg(kinds[entry])
                                   .arg(moveIndex);
            return result;
        }
        state->apply(move, nullptr);
    }
    closeTurn();
    const Outcome outcome = state->outcome();
    if (outcome.kind != Outcome::Kind::Scores) {
        // A team game is won by every seat, or lost by all: each entry scores the team's.
        result.team = true;
        result.reason =
                EventCodec::outcomeToJson(*state).value(QStringLiteral("reason")).toString();
        int teamScore = 0;
        for (int c = 0; c < state->playerCount(); ++c) // every colour
            teamScore += state->score(c);
        for (int s = 0; s < players; ++s) {
            SeatResult &r = result.entries[std::size_t(entryOf[std::size_t(s)])];
            r.score = teamScore;
            r.win = outcome.kind == Outcome::Kind::TeamWon ? 1.0 : 0.0;
        }
        result.ok = true;
        return result;
    }
    // The highest scores share a win.
    const int sharing = std::max(1, __builtin_popcount(outcome.winners));
    for (int s = 0; s < players; ++s) {
        SeatResult &r = result.entries[std::size_t(entryOf[std::size_t(s)])];
        r.score = state->score(s);
        r.win = (outcome.winners & (1u << s)) ? 1.0 / sharing : 0.0;
        int best = -1 << 30;
        for (int o = 0; o < players; ++o) {
            if (o != s)
                best = std::max(best, state->score(o));
        }
        r.margin = players > 1 ? r.score - best : r.score;
    }
    result.ok = true;
    return result;
}

} // namespace

QString TournamentCommand::usageLine()
{
    return QStringLiteral(
            "  carcassonne-cli tournament --players ai:mcts,ai:greedy [--packages base[,..]]"
            " [--games N] [--seed S] [--rules k=v ...] [--jobs N] [--progress]\n"
            "  carcassonne-cli tournament --players ai:mcts --seats N [...]   (a team game:"
            " every seat one kind)\n");
}

int TournamentCommand::usage(const QString &message)
{
    return CommandOptions::usageError(m_err, message, usageLine());
}

int TournamentCommand::run(const QStringList &args)
{
    static const QStringList known{QStringLiteral("packages"), QStringLiteral("players"),
                                   QStringLiteral("games"),    QStringLiteral("seed"),
                                   QStringLiteral("rules"),    QStringLiteral("jobs"),
                                   QStringLiteral("progress"), QStringLiteral("seats")};
    const CommandOptions options = CommandOptions::parse(args, known);
    if (!options.error().isEmpty())
        return usage(options.error());
    bool ok = true;
    const quint64 games = options.number(QStringLiteral("games"), 100, ok);
    const quint64 seed = options.number(QStringLiteral("seed"), 1, ok);
    const quint64 jobs = options.number(QStringLiteral("jobs"), 1, ok);
    if (!ok || games == 0 || jobs == 0 || jobs > 64)
        return usage(QStringLiteral("--games, --seed and --jobs take whole numbers"));

    const QStringList kinds = options.list(QStringLiteral("players"));
    const quint64 seats = options.number(QStringLiteral("seats"), quint64(kinds.size()), ok);
    if (kinds.isEmpty() || (kinds.size() < 2 && !options.has(QStringLiteral("seats"))))
        return usage(QStringLiteral("--players names two or more computer players, e.g. "
                                    "ai:mcts,ai:greedy, or one with --seats N"));
    if (!ok || (kinds.size() > 1 && seats != quint64(kinds.size())) || seats == 0 || seats > 64)
        return usage(QStringLiteral("--seats N goes with one computer player, who plays every "
                                    "seat (a team game)"));
    if (const QString unknown = CommandOptions::unknownBotKind(kinds); !unknown.isEmpty())
        return usage(unknown);
    PackageRepository repository;
    Problems problems;
    QStringList packageIds;
    QString error;
    const auto content = options.playContent(repository, packageIds, &problems, &error);
    if (!error.isEmpty())
        return usage(error);
    if (!content) {
        CommandOptions::printProblems(m_err, problems);
        return 1;
    }
    const int players = int(seats);
    const int entries = int(kinds.size());
    if (players < content->core().minPlayers || players > content->core().maxPlayers)
        return usage(QStringLiteral("these rules take %1 to %2 players")
                             .arg(content->core().minPlayers)
                             .arg(content->core().maxPlayers));

    // Game g: seed S + g / entries, seating rotated by g % entries.
    std::vector<GameResult> results(static_cast<std::size_t>(games));
    std::atomic<quint64> next{0};
    std::mutex progressMutex;
    quint64 finished = 0;
    const bool progress = options.has(QStringLiteral("progress"));
    const auto wallStart = std::chrono::steady_clock::now();
    auto worker = [&] {
        for (;;) {
            const quint64 g = next.fetch_add(1);
            if (g >= games)
                return;
            const quint64 gameSeed = seed + g / quint64(entries);
            results[g] = playGame(content, kinds, players, gameSeed, int(g % quint64(entries)), g);
            if (progress) {
                std::lock_guard<std::mutex> lock(progressMutex);
                ++finished;
                m_err << "game " << g << " (seed " << gameSeed << "):";
                for (int e = 0; e < entries; ++e)
                    m_err << " " << kinds[e] << " " << results[g].entries[std::size_t(e)].score;
                if (results[g].team)
                    m_err << (results[g].entries[0].win > 0 ? " won" : " lost") << " ("
                          << results[g].reason << ")";
                m_err << "  [" << finished << "/" << games << "]" << Qt::endl;
            }
        }
    };
    std::vector<std::thread> threads;
    for (quint64 j = 1; j < jobs; ++j)
        threads.emplace_back(worker);
    worker();
    for (std::thread &t : threads)
        t.join();
    const double wallSeconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - wallStart).count();
    for (const GameResult &r : results) {
        if (!r.ok) {
            m_err << r.error << Qt::endl;
            return 1;
        }
    }

    m_out << "packages " << packageIds.join(QLatin1Char(',')) << ", modules "
          << content->moduleIds().join(QLatin1Char(',')) << ", " << players << " players, " << games
          << " games from seed " << seed << " (each seed once per seating), "
          << QString::number(wallSeconds, 'f', 1) << " s with " << jobs << " job(s)" << Qt::endl;
    // A team game: every seat wins or loses together; why, counted.
    QMap<QString, int> reasons;
    int teamGames = 0;
    for (const GameResult &r : results) {
        if (r.team) {
            ++teamGames;
            ++reasons[QStringLiteral("%1 by %2")
                              .arg(r.entries[0].win > 0 ? "won" : "lost",
                                   r.reason.isEmpty() ? QStringLiteral("?") : r.reason)];
        }
    }
    if (teamGames > 0) {
        m_out << "team games (" << teamGames << "): a win and the score are the team's;";
        for (auto it = reasons.cbegin(); it != reasons.cend(); ++it)
            m_out << " " << it.key() << " " << it.value()
                  << (std::next(it) == reasons.cend() ? "" : ",");
        m_out << Qt::endl;
    }
    m_out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9")
                     .arg(QStringLiteral("player"), -28)
                     .arg(QStringLiteral("wins"), 7)
                     .arg(QStringLiteral("win rate [95% CI]"), -22)
                     .arg(QStringLiteral("avg score [95% CI]"), -22)
                     .arg(QStringLiteral("avg margin [95% CI]"), -22)
                     .arg(QStringLiteral("s/decision avg,max"), -19)
                     .arg(QStringLiteral("s/turn avg,max"), -16)
                     .arg(QStringLiteral("playouts/s"), 10)
                     .arg(QStringLiteral("iter/turn"), 9)
          << Qt::endl;
    const double n = double(games);
    for (int e = 0; e < entries; ++e) {
        double wins = 0, scoreSum = 0, scoreSq = 0, marginSum = 0, marginSq = 0, cpu = 0;
        double maxDecision = 0, maxTurn = 0;
        std::int64_t decisions = 0, turns = 0, playouts = 0, iterations = 0;
        for (const GameResult &r : results) {
            const SeatResult &s = r.entries[std::size_t(e)];
            wins += s.win;
            scoreSum += s.score;
            scoreSq += double(s.score) * s.score;
            marginSum += s.margin;
            marginSq += double(s.margin) * s.margin;
            cpu += s.cpu;
            maxDecision = std::max(maxDecision, s.maxDecision);
            maxTurn = std::max(maxTurn, s.maxTurn);
            decisions += s.decisions;
            turns += s.turns;
            playouts += s.playouts;
            iterations += s.iterations;
        }
        auto meanInterval = [&](double sum, double sq) {
            const double mean = sum / n;
            const double var = n > 1 ? std::max(0.0, (sq - n * mean * mean) / (n - 1)) : 0.0;
            const double half = 1.959963984540054 * std::sqrt(var / n);
            return QStringLiteral("%1 [%2, %3]")
                    .arg(mean, 0, 'f', 1)
                    .arg(mean - half, 0, 'f', 1)
                    .arg(mean + half, 0, 'f', 1);
        };
        const Interval w = wilson(wins, n);
        m_out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9")
                         .arg(QStringLiteral("%1 %2").arg(e + 1).arg(kinds[e]), -28)
                         .arg(wins, 7, 'f', 1)
                         .arg(QStringLiteral("%1 [%2, %3]")
                                      .arg(wins / n, 0, 'f', 3)
                                      .arg(w.low, 0, 'f', 3)
                                      .arg(w.high, 0, 'f', 3),
                              -22)
                         .arg(meanInterval(scoreSum, scoreSq), -22)
                         .arg(meanInterval(marginSum, marginSq), -22)
                         .arg(QStringLiteral("%1,%2")
                                      .arg(decisions ? cpu / double(decisions) : 0.0, 0, 'f', 4)
                                      .arg(maxDecision, 0, 'f', 3),
                              -19)
                         .arg(QStringLiteral("%1,%2")
                                      .arg(turns ? cpu / double(turns) : 0.0, 0, 'f', 3)
                                      .arg(maxTurn, 0, 'f', 3),
                              -16)
                         .arg(cpu > 0 && playouts > 0 ? double(playouts) / cpu : 0.0, 10, 'f', 0)
                         .arg(turns ? double(iterations) / double(turns) : 0.0, 9, 'f', 0)
              << Qt::endl;
    }
    return 0;
}

} // namespace carcassonne
