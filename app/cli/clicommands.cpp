#include "clicommands.h"

#include "ai/botfactory.h"
#include "ai/randomplayer.h"
#include "commandoptions.h"
#include "content/packagereader.h"
#include "content/packagerepository.h"
#include "core/diskfile.h"
#include "cpumeter.h"
#include "evaluatorfitcommand.h"
#include "hostcommand.h"
#include "joincommand.h"
#include "netloadcommand.h"
#include "record/eventcodec.h"
#include "record/game.h"
#include "record/gamerecord.h"
#include "rendercommand.h"
#include "rules/rulecatalog.h"
#include "soakcommand.h"
#include "state/packagecheck.h"
#include "tournamentcommand.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSaveFile>

#include <algorithm>
#include <optional>

namespace carcassonne {

namespace {

std::optional<quint64> parseNumber(const QString &text)
{
    bool ok = false;
    const quint64 n = text.toULongLong(&ok);
    return ok ? std::optional<quint64>(n) : std::nullopt;
}

// Package ids or paths, with problems printed.
std::optional<QStringList> packageIds(const QStringList &items, PackageRepository &repository,
                                      QTextStream &err)
{
    Problems problems;
    auto ids = CommandOptions::packageIds(items, repository, &problems);
    if (!ids)
        CommandOptions::printProblems(err, problems);
    return ids;
}

} // namespace

int CliCommands::usage(const QString &message)
{
    if (!message.isEmpty())
        m_err << "carcassonne-cli: " << message << Qt::endl;
    m_err << "usage:\n"
             "  carcassonne-cli play --packages base[,..] --players ai:random,ai:random"
             " [--seed N] [--rules k=v ...] [--out FILE]\n"
             "    (the record goes to stdout, or with --out to FILE, replaced whole or not at"
             " all)\n"
             "  carcassonne-cli replay FILE\n"
             "  carcassonne-cli bench [--packages base] [--games N] [--seed S] [--players N]"
             " [--rules k=v ...]\n"
             "      [--figures coin|uniform] [--cpu]\n"
             "  carcassonne-cli validate PACKAGE\n"
          << TournamentCommand::usageLine() << EvaluatorFitCommand::usageLine()
          << RenderCommand::usageLine() << SoakCommand::usageLine() << HostCommand::usageLine()
          << JoinCommand::usageLine();
    m_err.flush();
    return 2;
}

int CliCommands::run(const QStringList &arguments)
{
    if (arguments.isEmpty())
        return usage();
    const QString command = arguments.front();
    const QStringList rest = arguments.mid(1);
    if (command == QStringLiteral("play"))
        return play(rest);
    if (command == QStringLiteral("replay"))
        return replay(rest);
    if (command == QStringLiteral("bench"))
        return bench(rest);
    if (command == QStringLiteral("validate"))
        return validate(rest);
    if (command == QStringLiteral("tournament"))
        return TournamentCommand(m_out, m_err).run(rest);
    if (command == QStringLiteral("fit-evaluator"))
        return EvaluatorFitCommand(m_out, m_err).run(rest);
    if (command == QStringLiteral("render"))
        return RenderCommand(m_out, m_err).run(rest);
    if (command == QStringLiteral("soak"))
        return SoakCommand(m_out, m_err).run(rest);
    if (command == QStringLiteral("host"))
        return HostCommand(m_out, m_err).run(rest);
    if (command == QStringLiteral("join"))
        return JoinCommand(m_out, m_err).run(rest);
    if (command == QStringLiteral("net-load"))
        return NetLoadCommand(m_out, m_err).run(rest);
    if (command == QStringLiteral("--version")) {
        m_out << "carcassonne-cli " << CARCASSONNE_VERSION << Qt::endl;
        return 0;
    }
    if (command == QStringLiteral("--help") || command == QStringLiteral("help")) {
        usage();
        return 0;
    }
    return usage(QStringLiteral("unknown command '%1'").arg(command));
}

int CliCommands::play(const QStringList &args)
{
    const CommandOptions o = CommandOptions::parse(
            args,
            {QStringLiteral("packages"), QStringLiteral("players"), QStringLiteral("seed"),
             QStringLiteral("rules"), QStringLiteral("out")});
    if (!o.error().isEmpty())
        return usage(o.error());
    if (o.has(QStringLiteral("out")) && o.values(QStringLiteral("out")).size() != 1)
        return usage(QStringLiteral("--out names one file to write the record to"));
    PackageRepository repository;
    QStringList packages = GameSetup().packages;
    if (o.has(QStringLiteral("packages"))) {
        const auto ids = packageIds(o.values(QStringLiteral("packages")), repository, m_err);
        if (!ids)
            return 1;
        packages = *ids;
    }
    const QStringList kinds = o.list(QStringLiteral("players"));
    if (kinds.isEmpty())
        return usage(
                QStringLiteral("--players names the computer players, e.g. ai:random,ai:random"));
    static const QStringList colors{QStringLiteral("red"),   QStringLiteral("blue"),
                                    QStringLiteral("green"), QStringLiteral("yellow"),
                                    QStringLiteral("black"), QStringLiteral("pink")};
    QList<PlayerSetup> seats;
    for (int i = 0; i < kinds.size(); ++i) {
        if (!BotFactory::isKnown(kinds[i]))
            return usage(QStringLiteral("unknown player '%1' (available: %2)")
                                 .arg(kinds[i], BotFactory::kinds().join(QLatin1Char(','))));
        seats << PlayerSetup{QStringLiteral("Bot %1").arg(i + 1), colors.value(i), kinds[i]};
    }
    quint64 seed = 0;
    if (o.has(QStringLiteral("seed"))) {
        const auto given = parseNumber(o.value(QStringLiteral("seed")));
        if (!given)
            return usage(QStringLiteral("--seed takes a whole number"));
        seed = *given;
    }
    QString error;
    QVariantMap rules;
    if (!CommandOptions::parseRules(o.values(QStringLiteral("rules")), rules, &error))
        return usage(error);
    // Written and read as a record's setup, as the window's is.
    Message why;
    const std::optional<GameSetup> setup =
            GameRecord::setupFromJson(GameRecord::setupJson(packages, seats, rules, seed), &why);
    if (!setup) {
        m_err << "carcassonne-cli: " << why.toString() << Qt::endl;
        return 1;
    }

    // --out: written to a file beside it and renamed over it once whole (QSaveFile), so that
    // an existing file survives a failure or a kill; opened first, to fail before playing.
    std::optional<QSaveFile> outFile;
    if (o.has(QStringLiteral("out"))) {
        // What a killed run left beside FILE goes first (older than a minute: a younger one
        // may be another run's, writing now), as the window does with its autosave.
        const QFileInfo out(o.value(QStringLiteral("out")));
        DiskFile::removeStaleTemporaries(out.absolutePath(),
                                         QRegularExpression::escape(out.fileName()), 60);
        outFile.emplace(o.value(QStringLiteral("out")));
        if (!DiskFile::open(*outFile, &why)) {
            m_err << "carcassonne-cli: " << why.toString() << Qt::endl;
            return 1;
        }
    }

    Problems problems;
    std::optional<Game> game = Game::start(*setup, repository, &problems);
    if (!game) {
        CommandOptions::printProblems(m_err, problems);
        return 1;
    }
    // Each seat gets its own generator, derived from the game's seed.
    std::vector<std::unique_ptr<Bot>> players;
    for (int i = 0; i < kinds.size(); ++i)
        players.push_back(BotFactory::create(kinds[i], setup->seed * 1000003u + quint64(i) + 1));
    EventList events;
    while (!game->state().gameOver()) {
        // A bot per seat: it plays every colour of its seat (The Mist's English edition).
        const GameState &state = game->state();
        const Move move = players[std::size_t(state.seatOf(state.currentPlayer()))]->choose(state);
        events.clear();
        if (!game->apply(move, events)) {
            m_err << "internal error: a bot chose an illegal move" << Qt::endl;
            return 1;
        }
    }
    const QByteArray record = game->record().toBytes();
    if (outFile) {
        // Every write, the flush and the sync checked: on a full disk the old file stays, the
        // temporary one goes and the exit code says so.
        if (!DiskFile::finish(*outFile, record, &why)) {
            m_err << "carcassonne-cli: " << why.toString() << Qt::endl;
            return 1;
        }
        return 0;
    }
    m_out << record;
    m_out.flush();
    return 0;
}

int CliCommands::replay(const QStringList &args)
{
    if (args.size() != 1)
        return usage(QStringLiteral("replay takes one record file"));
    Message error;
    const auto record = GameRecord::fromFile(args.front(), &error);
    if (!record) {
        m_err << args.front() << ": " << error.toString() << Qt::endl;
        return 1;
    }
    PackageRepository repository;
    EventList events;
    int badMove = -1;
    const auto game = Game::replay(*record, repository, &events, &error, &badMove);
    if (!game) {
        m_err << args.front() << ": " << error.toString() << Qt::endl;
        return 1;
    }
    const GameState &s = game->state();
    QJsonArray scores;
    QJsonArray winners;
    for (int p = 0; p < s.playerCount(); ++p)
        scores.append(s.score(p));
    // The highest scores win; a team game is won by all or lost by all.
    const Outcome result = s.outcome();
    for (int p = 0; p < s.playerCount() && s.gameOver(); ++p) {
        if (result.winners & (1u << p))
            winners.append(p);
    }
    QJsonArray eventArray;
    for (const Event &e : events)
        eventArray.append(EventCodec::toJson(s.content(), e));
    QJsonObject outcome{{QStringLiteral("scores"), scores},
                        {QStringLiteral("winner"), winners},
                        {QStringLiteral("gameOver"), s.gameOver()},
                        {QStringLiteral("events"), eventArray}};
    if (result.kind != Outcome::Kind::Scores && s.gameOver())
        outcome.insert(QStringLiteral("outcome"), EventCodec::outcomeToJson(s));
    m_out << QJsonDocument(outcome).toJson(QJsonDocument::Indented);
    m_out.flush();
    return 0;
}

int CliCommands::bench(const QStringList &args)
{
    const CommandOptions o = CommandOptions::parse(
            args,
            {QStringLiteral("packages"), QStringLiteral("games"), QStringLiteral("seed"),
             QStringLiteral("players"), QStringLiteral("rules"), QStringLiteral("figures"),
             QStringLiteral("cpu")});
    if (!o.error().isEmpty())
        return usage(o.error());
    // How the random players choose figures: "coin" (a figure half of the time, the playouts'
    // policy and the checksums' since the first bench) or "uniform" (among every legal figure
    // move and none, as other engines are measured).
    const QString figures = o.value(QStringLiteral("figures"));
    if (!figures.isEmpty() && figures != QStringLiteral("coin")
        && figures != QStringLiteral("uniform"))
        return usage(QStringLiteral("--figures takes coin or uniform"));
    const auto policy = figures == QStringLiteral("uniform") ? RandomPlayer::FigurePolicy::Uniform
                                                             : RandomPlayer::FigurePolicy::Coin;
    const bool cpu = o.has(QStringLiteral("cpu"));
    PackageRepository repository;
    QStringList ids{QStringLiteral("base")};
    if (o.has(QStringLiteral("packages"))) {
        const auto parsed = packageIds(o.values(QStringLiteral("packages")), repository, m_err);
        if (!parsed)
            return 1;
        ids = *parsed;
    }
    const auto games = parseNumber(o.value(QStringLiteral("games")).isEmpty()
                                           ? QStringLiteral("10000")
                                           : o.value(QStringLiteral("games")));
    const auto seed = parseNumber(o.value(QStringLiteral("seed")).isEmpty()
                                          ? QStringLiteral("1")
                                          : o.value(QStringLiteral("seed")));
    const auto players = parseNumber(o.value(QStringLiteral("players")).isEmpty()
                                             ? QStringLiteral("2")
                                             : o.value(QStringLiteral("players")));
    if (!games || *games == 0 || !seed || !players)
        return usage(QStringLiteral("--games, --seed and --players take whole numbers"));
    QVariantMap rules;
    QString error;
    if (!CommandOptions::parseRules(o.values(QStringLiteral("rules")), rules, &error))
        return usage(error);
    Problems problems;
    const auto packages = repository.resolve(ids, &problems);
    const auto content = packages ? GameContent::build(*packages, rules, &problems) : nullptr;
    if (!content) {
        CommandOptions::printProblems(m_err, problems);
        return 1;
    }

    quint64 moves = 0;
    quint64 checksum = 0;
    CpuMeter meter;
    QElapsedTimer timer;
    timer.start();
    meter.start();
    std::optional<GameState> state;
    Message why;
    for (quint64 g = 0; g < *games; ++g) {
        // One state plays every game, reusing its memory as playouts do.
        const bool ok = state
                ? state->reset(content, int(*players), *seed + g, nullptr, nullptr, &why)
                : (state = GameState::create(content, int(*players), *seed + g, nullptr, nullptr,
                                             &why))
                          .has_value();
        if (!ok) {
            m_err << why.toString() << Qt::endl;
            return 1;
        }
        RandomPlayer player(*seed + g, policy);
        // Playouts need no events: the engine skips building them.
        while (!state->gameOver()) {
            state->apply(player.choose(*state), nullptr);
            ++moves;
        }
        for (int p = 0; p < state->playerCount(); ++p)
            checksum += quint64(state->score(p));
    }
    meter.stop();
    const double seconds = double(timer.nsecsElapsed()) / 1e9;
    m_out << "packages " << ids.join(QLatin1Char(',')) << ", modules "
          << content->moduleIds().join(QLatin1Char(',')) << ", " << *players << " players, "
          << *games << " games, " << moves << " moves, score checksum " << checksum << ", "
          << QString::number(seconds, 'f', 3) << " s" << Qt::endl;
    m_out << QString::number(double(*games) / seconds, 'f', 0) << " games/s, "
          << QString::number(double(moves) / seconds, 'f', 0) << " moves/s" << Qt::endl;
    if (cpu) {
        // CPU time rather than wall-clock: what other load on the machine costs us shows less.
        const double cpuSeconds = std::max(meter.cpuSeconds(), 1e-9);
        m_out << QString::number(double(*games) / cpuSeconds, 'f', 0) << " games per CPU-second ("
              << QString::number(cpuSeconds, 'f', 3) << " CPU-s), ";
        if (meter.instructions())
            m_out << QString::number(double(*meter.instructions()) / double(*games), 'f', 0)
                  << " instructions a game (start-up included)" << Qt::endl;
        else
            m_out << "instructions: not available (no hardware counter here; use callgrind, "
                     "docs/performance.md)"
                  << Qt::endl;
    }
    return 0;
}

int CliCommands::validate(const QStringList &args)
{
    if (args.size() != 1)
        return usage(QStringLiteral("validate takes one package folder or zip"));
    PackageReader reader;
    const auto package = reader.read(args.front());
    if (!package) {
        CommandOptions::printProblems(m_out, reader.problems());
        m_out.flush();
        return 1;
    }
    // A package must also make a game with what it requires.
    const Problems problems = PackageCheck::problems(*package);
    if (!problems.isEmpty()) {
        CommandOptions::printProblems(m_out, problems);
        m_out.flush();
        return 1;
    }
    m_out << package->id << " " << package->version << ": " << package->tiles.size()
          << " tile types, " << package->tileCount() << " tiles, no problems" << Qt::endl;
    return 0;
}

} // namespace carcassonne
