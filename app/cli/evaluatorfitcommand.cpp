#include "evaluatorfitcommand.h"

#include "ai/botfactory.h"
#include "ai/positionevaluator.h"
#include "commandoptions.h"
#include "content/packagerepository.h"
#include "state/gamecontent.h"
#include "state/gamestate.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <thread>

namespace carcassonne {

namespace {

using Term = PositionEvaluator::Term;
constexpr int kTerms = PositionEvaluator::TermCount;
// The fitted inputs: every term but the score (which is certain), and who is to move.
constexpr int kInputs = kTerms;
constexpr int kStages = 4;

// One turn's position: the difference of the two players' terms, and the margin still to come.
struct Sample
{
    int stage = 0;
    std::array<double, kInputs> x{};
    double current = 0; // the evaluator's own estimate of the margin still to come
    double y = 0;
};

int stageOf(double pileShare)
{
    return std::clamp(int((1.0 - pileShare) * kStages), 0, kStages - 1);
}

QString stageName(int stage)
{
    return QStringLiteral("%1-%2% of the tiles placed")
            .arg(stage * 100 / kStages)
            .arg((stage + 1) * 100 / kStages);
}

QString inputName(int i)
{
    static const char *const names[kInputs] = {"to move",   "roads",     "cities",
                                               "cloisters", "fields",    "field growth",
                                               "supply",    "returning", "other"};
    return QString::fromLatin1(names[i]);
}

std::vector<Sample> playGame(const std::shared_ptr<const GameContent> &content,
                             const QStringList &kinds, std::uint64_t seed, int rotation,
                             QString *error)
{
    std::vector<Sample> samples;
    Message why;
    auto state = GameState::create(content, 2, seed, nullptr, nullptr, &why);
    if (!state) {
        if (error)
            *error = why.toString();
        return samples;
    }
    std::vector<std::unique_ptr<Bot>> bots;
    for (int s = 0; s < 2; ++s)
        bots.push_back(BotFactory::create(kinds[(s + rotation) % 2],
                                          (seed << 8) ^ std::uint64_t(4 * rotation + s)));
    const PositionEvaluator evaluator{EvaluatorWeights{}};
    PositionEvaluator::Scores scores;
    PositionEvaluator::Breakdown parts;
    std::vector<int> scoreMargins;
    int lastTurn = -1;
    while (!state->gameOver()) {
        if (state->turn() != lastTurn && state->phase() == GameState::Phase::PlaceTile) {
            lastTurn = state->turn();
            evaluator.evaluate(*state, scores, &parts);
            const double placed = double(state->board().tiles().size());
            const double left = state->remainingCount();
            Sample s;
            s.stage = stageOf(left / std::max(1.0, left + placed));
            s.x[0] = state->currentPlayer() == 0 ? 1.0 : -1.0;
            for (int t = Term::Roads; t < kTerms; ++t)
                s.x[std::size_t(t)] = parts[0][std::size_t(t)] - parts[1][std::size_t(t)];
            s.current = (scores[0] - scores[1]) - (state->score(0) - state->score(1));
            samples.push_back(s);
            scoreMargins.push_back(state->score(0) - state->score(1));
        }
        const Move move = bots[std::size_t(state->currentPlayer())]->choose(*state);
        if (!state->isLegal(move)) {
            *error = QStringLiteral("seed %1: an illegal move").arg(seed);
            return {};
        }
        state->apply(move, nullptr);
    }
    const int final = state->score(0) - state->score(1);
    for (std::size_t i = 0; i < samples.size(); ++i)
        samples[i].y = final - scoreMargins[i];
    return samples;
}

// Least squares with a little ridge, so a term that never varies (goods in the base game) gets
// weight 0 rather than a singular system.
std::array<double, kInputs> fit(const std::vector<Sample> &samples, int stage)
{
    std::array<std::array<double, kInputs + 1>, kInputs> a{};
    for (const Sample &s : samples) {
        if (s.stage != stage)
            continue;
        for (int i = 0; i < kInputs; ++i) {
            for (int j = 0; j < kInputs; ++j)
                a[std::size_t(i)][std::size_t(j)] += s.x[std::size_t(i)] * s.x[std::size_t(j)];
            a[std::size_t(i)][kInputs] += s.x[std::size_t(i)] * s.y;
        }
    }
    for (int i = 0; i < kInputs; ++i)
        a[std::size_t(i)][std::size_t(i)] += 1e-6;
    // Gaussian elimination with partial pivoting.
    for (int c = 0; c < kInputs; ++c) {
        int pivot = c;
        for (int r = c + 1; r < kInputs; ++r) {
            if (std::abs(a[std::size_t(r)][std::size_t(c)])
                > std::abs(a[std::size_t(pivot)][std::size_t(c)]))
                pivot = r;
        }
        std::swap(a[std::size_t(c)], a[std::size_t(pivot)]);
        for (int r = 0; r < kInputs; ++r) {
            if (r == c || a[std::size_t(c)][std::size_t(c)] == 0)
                continue;
            const double f = a[std::size_t(r)][std::size_t(c)] / a[std::size_t(c)][std::size_t(c)];
            for (int k = c; k <= kInputs; ++k)
                a[std::size_t(r)][std::size_t(k)] -= f * a[std::size_t(c)][std::size_t(k)];
        }
    }
    std::array<double, kInputs> w{};
    for (int i = 0; i < kInputs; ++i) {
        const double d = a[std::size_t(i)][std::size_t(i)];
        w[std::size_t(i)] = d != 0 ? a[std::size_t(i)][kInputs] / d : 0.0;
    }
    return w;
}

} // namespace

QString EvaluatorFitCommand::usageLine()
{
    return QStringLiteral("  carcassonne-cli fit-evaluator [--players ai:greedy,ai:greedy]"
                          " [--packages base[,..]] [--games N] [--seed S] [--rules k=v ...]"
                          " [--jobs N]\n");
}

int EvaluatorFitCommand::usage(const QString &message)
{
    return CommandOptions::usageError(m_err, message, usageLine());
}

int EvaluatorFitCommand::run(const QStringList &args)
{
    static const QStringList known{QStringLiteral("packages"), QStringLiteral("players"),
                                   QStringLiteral("games"),    QStringLiteral("seed"),
                                   QStringLiteral("rules"),    QStringLiteral("jobs")};
    const CommandOptions options = CommandOptions::parse(args, known);
    if (!options.error().isEmpty())
        return usage(options.error());
    bool ok = true;
    const quint64 games = options.number(QStringLiteral("games"), 1000, ok);
    const quint64 seed = options.number(QStringLiteral("seed"), 1, ok);
    const quint64 jobs = options.number(QStringLiteral("jobs"), 1, ok);
    if (!ok || games == 0 || jobs == 0 || jobs > 64)
        return usage(QStringLiteral("--games, --seed and --jobs take whole numbers"));
    const QStringList kinds = options.has(QStringLiteral("players"))
            ? options.list(QStringLiteral("players"))
            : QStringList{QStringLiteral("ai:greedy"), QStringLiteral("ai:greedy")};
    if (kinds.size() != 2)
        return usage(QStringLiteral("--players names two computer players"));
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
    if (content->core().minPlayers > 2 || content->core().maxPlayers < 2)
        return usage(QStringLiteral("these rules are not for two players"));

    std::vector<std::vector<Sample>> perGame(static_cast<std::size_t>(games));
    std::vector<QString> errors(static_cast<std::size_t>(games));
    std::atomic<quint64> next{0};
    auto worker = [&] {
        for (quint64 g; (g = next.fetch_add(1)) < games;)
            perGame[g] = playGame(content, kinds, seed + g / 2, int(g % 2), &errors[g]);
    };
    std::vector<std::thread> threads;
    for (quint64 j = 1; j < jobs; ++j)
        threads.emplace_back(worker);
    worker();
    for (std::thread &t : threads)
        t.join();
    std::vector<Sample> samples;
    for (quint64 g = 0; g < games; ++g) {
        if (!errors[g].isEmpty()) {
            m_err << errors[g] << Qt::endl;
            return 1;
        }
        samples.insert(samples.end(), perGame[g].begin(), perGame[g].end());
    }

    m_out << "packages " << packageIds.join(QLatin1Char(',')) << ", "
          << kinds.join(QLatin1Char(',')) << ", " << games << " games from seed " << seed << ", "
          << samples.size() << " positions (one per turn)" << Qt::endl;
    m_out << "Fitted: the margin still to come = sum of weight * (player 1's term - player 2's)."
          << Qt::endl;
    m_out << "A weight of 1 means the evaluator counts that term right." << Qt::endl;
    for (int stage = 0; stage < kStages; ++stage) {
        const auto w = fit(samples, stage);
        double n = 0, errCurrent = 0, errFit = 0, total = 0, totalSq = 0;
        for (const Sample &s : samples) {
            if (s.stage != stage)
                continue;
            double predicted = 0;
            for (int i = 0; i < kInputs; ++i)
                predicted += w[std::size_t(i)] * s.x[std::size_t(i)];
            n += 1;
            errCurrent += (s.y - s.current) * (s.y - s.current);
            errFit += (s.y - predicted) * (s.y - predicted);
            total += s.y;
            totalSq += s.y * s.y;
        }
        if (n == 0)
            continue;
        const double spread = std::sqrt(std::max(0.0, totalSq / n - (total / n) * (total / n)));
        m_out << Qt::endl
              << stageName(stage) << ": " << n << " positions, margin to come sd "
              << QString::number(spread, 'f', 1) << ", error of the evaluator "
              << QString::number(std::sqrt(errCurrent / n), 'f', 2) << ", of the fit "
              << QString::number(std::sqrt(errFit / n), 'f', 2) << Qt::endl;
        for (int i = 0; i < kInputs; ++i)
            m_out << "  " << inputName(i).leftJustified(14)
                  << QString::number(w[std::size_t(i)], 'f', 3) << Qt::endl;
    }
    return 0;
}

} // namespace carcassonne
