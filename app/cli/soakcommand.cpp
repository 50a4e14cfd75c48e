#include "soakcommand.h"

#include "ai/randomplayer.h"
#include "commandoptions.h"
#include "content/packagerepository.h"
#include "record/game.h"
#include "record/gamerecord.h"
#include "state/gamecontent.h"
#include "state/gamestate.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>

#include <optional>

namespace carcassonne {

QString SoakCommand::usageLine()
{
    return QStringLiteral(
            "  carcassonne-cli soak [--packages base[,..]] [--games N] [--seed S] [--players N]"
            " [--rules k=v ...] [--sample K]\n"
            "    (random games checked after every move; every K-th game, default 100, also\n"
            "     through its record and back)\n");
}

int SoakCommand::usage(const QString &message)
{
    return CommandOptions::usageError(m_err, message, usageLine());
}

int SoakCommand::run(const QStringList &args)
{
    static const QStringList known{QStringLiteral("packages"), QStringLiteral("games"),
                                   QStringLiteral("seed"),     QStringLiteral("players"),
                                   QStringLiteral("rules"),    QStringLiteral("sample")};
    const CommandOptions options = CommandOptions::parse(args, known);
    if (!options.error().isEmpty())
        return usage(options.error());
    bool ok = true;
    const quint64 games = options.number(QStringLiteral("games"), 1000, ok);
    const quint64 seed = options.number(QStringLiteral("seed"), 1, ok);
    const quint64 sample = options.number(QStringLiteral("sample"), 100, ok);
    if (!ok || games == 0 || sample == 0)
        return usage(QStringLiteral("--games, --seed and --sample take whole numbers above 0"));
    PackageRepository repository;
    Problems problems;
    QStringList ids;
    QString error;
    const auto content = options.playContent(repository, ids, &problems, &error);
    if (!error.isEmpty())
        return usage(error);
    if (!content) {
        CommandOptions::printProblems(m_err, problems);
        return 1;
    }
    const quint64 players = options.number(QStringLiteral("players"),
                                           quint64(std::max(2, content->core().minPlayers)), ok);
    if (!ok || players < quint64(content->core().minPlayers)
        || players > quint64(content->core().maxPlayers))
        return usage(QStringLiteral("these rules take %1 to %2 players")
                             .arg(content->core().minPlayers)
                             .arg(content->core().maxPlayers));
    QVariantMap rules;
    if (!CommandOptions::parseRules(options.values(QStringLiteral("rules")), rules, &error))
        return usage(error);

    static const char *const kColours[] = {"red", "blue", "green", "yellow", "black", "pink"};
    quint64 moves = 0, roundTrips = 0;
    QElapsedTimer timer;
    timer.start();
    for (quint64 g = 0; g < games; ++g) {
        const quint64 gameSeed = seed + g;
        const auto fault = [&](const QString &what) {
            m_out << "FAULT in game " << g << " (seed " << gameSeed << "): " << what << Qt::endl;
            return 1;
        };
        RandomPlayer player(gameSeed, RandomPlayer::FigurePolicy::Uniform);
        if (g % sample != 0) {
            Message why;
            auto state = GameState::create(content, int(players), gameSeed, nullptr, nullptr, &why);
            if (!state)
                return fault(why.toString());
            EventList events;
            for (int move = 0; !state->gameOver(); ++move, ++moves) {
                events.clear();
                state->apply(player.choose(*state), &events);
                if (const QString broken = state->checkInvariants(); !broken.isEmpty())
                    return fault(QStringLiteral("after move %1: %2").arg(move).arg(broken));
            }
            continue;
        }
        // A sampled game goes through Game, so it leaves a record, and back.
        QList<PlayerSetup> seats;
        for (quint64 p = 0; p < players; ++p)
            seats.append({QStringLiteral("P%1").arg(p + 1), QString::fromLatin1(kColours[p % 6]),
                          QStringLiteral("ai:random")});
        // Written and read as a record's setup, as the window's is.
        Message why;
        const auto setup =
                GameRecord::setupFromJson(GameRecord::setupJson(ids, seats, rules, gameSeed), &why);
        if (!setup)
            return fault(why.toString());
        Problems setupProblems;
        auto game = Game::start(*setup, repository, &setupProblems);
        if (!game)
            return fault(setupProblems.isEmpty() ? QStringLiteral("the game did not start")
                                                 : setupProblems.front().toString());
        EventList events;
        for (int move = 0; !game->state().gameOver(); ++move, ++moves) {
            events.clear();
            if (!game->apply(player.choose(game->state()), events))
                return fault(QStringLiteral("move %1 was refused").arg(move));
            if (const QString broken = game->state().checkInvariants(); !broken.isEmpty())
                return fault(QStringLiteral("after move %1: %2").arg(move).arg(broken));
        }
        const auto record = GameRecord::fromJson(game->record().toBytes(), &why);
        if (!record)
            return fault(QStringLiteral("its record does not read back: %1").arg(why.toString()));
        int bad = -1;
        const auto replayed = Game::replay(*record, repository, nullptr, &why, &bad);
        if (!replayed)
            return fault(QStringLiteral("its record does not replay (move %1): %2")
                                 .arg(bad)
                                 .arg(why.toString()));
        if (const QString diff = Game::replayDifference(game->state(), replayed->state());
            !diff.isEmpty())
            return fault(QStringLiteral("the replay differs: %1").arg(diff));
        ++roundTrips;
    }
    const double seconds = double(timer.nsecsElapsed()) / 1e9;
    m_out << "packages " << ids.join(QLatin1Char(',')) << ", modules "
          << content->moduleIds().join(QLatin1Char(','));
    if (!rules.isEmpty())
        m_out << ", rules "
              << QJsonDocument(QJsonObject::fromVariantMap(rules)).toJson(QJsonDocument::Compact);
    m_out << ", " << players << " players: " << games << " games, " << moves << " moves checked, "
          << roundTrips << " records round-tripped, no fault, " << QString::number(seconds, 'f', 1)
          << " s" << Qt::endl;
    return 0;
}

} // namespace carcassonne
