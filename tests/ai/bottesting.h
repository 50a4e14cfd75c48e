#pragma once

// What the computer players' tests share: small budgets, games set up with the base package's
// modules, and whole games played by bots.
#include "ai/bot.h"
#include "ai/botfactory.h"
#include "content/packagerepository.h"
#include "record/game.h"

#include <QDateTime>

#include <memory>
#include <optional>
#include <vector>

namespace carcassonne {

// Small budgets: a test plays many games.
inline const QString kSmallMcts = QStringLiteral("ai:mcts?iterations=40&turns=2");
inline const QString kSmallEasy = QStringLiteral("ai:mcts-easy?iterations=40");

// Every module the base package offers, switched on.
inline QVariantMap allBaseModules(PackageRepository &repository)
{
    QVariantMap rules;
    Problems problems;
    const auto packages = repository.resolve({QStringLiteral("base")}, &problems);
    if (!packages)
        return rules;
    for (const Package &p : *packages) {
        for (const ModuleSetting &m : p.rules.modules)
            rules.insert(m.id, true);
    }
    return rules;
}

inline GameSetup setupFor(const QStringList &kinds, quint64 seed, const QVariantMap &rules)
{
    static const char *const colors[] = {"red", "blue", "green", "yellow", "black", "pink"};
    GameSetup setup;
    setup.packages = {QStringLiteral("base")};
    setup.rules = rules;
    setup.seed = seed;
    for (int i = 0; i < kinds.size(); ++i)
        setup.players << PlayerSetup{QStringLiteral("Bot %1").arg(i + 1),
                                     QString::fromLatin1(colors[i]), kinds[i]};
    return setup;
}

// A game of The Mist at `level`.
inline GameSetup mistSetup(const QStringList &kinds, quint64 seed, int level)
{
    GameSetup setup = setupFor(
            kinds, seed,
            {{QStringLiteral("parameters"), QVariantMap{{QStringLiteral("mistLevel"), level}}}});
    setup.packages = {QStringLiteral("mist")};
    return setup;
}

// Plays a whole game; returns an empty string or what went wrong. `moves` gets every move.
inline QString playGame(PackageRepository &repository, const GameSetup &setup,
                        MoveList *moves = nullptr, std::vector<int> *scores = nullptr,
                        Outcome *outcome = nullptr)
{
    Problems problems;
    auto game = Game::start(setup, repository, &problems);
    if (!game)
        return QStringLiteral("the game does not start");
    std::vector<std::unique_ptr<Bot>> bots;
    for (int i = 0; i < setup.players.size(); ++i) {
        bots.push_back(BotFactory::create(setup.players[i].kind, setup.seed * 31 + quint64(i)));
        if (!bots.back())
            return QStringLiteral("no bot for %1").arg(setup.players[i].kind);
    }
    EventList events;
    int count = 0;
    while (!game->state().gameOver()) {
        const int player = game->state().currentPlayer();
        const Move move = bots[std::size_t(player)]->choose(game->state());
        events.clear();
        if (!game->apply(move, events))
            return QStringLiteral("seed %1, decision %2: %3 chose an illegal move")
                    .arg(setup.seed)
                    .arg(count)
                    .arg(setup.players[player].kind);
        if (moves)
            moves->push_back(move);
        ++count;
    }
    if (scores) {
        for (int p = 0; p < game->state().playerCount(); ++p)
            scores->push_back(game->state().score(p));
    }
    if (outcome)
        *outcome = game->state().outcome();
    return {};
}

inline quint64 clockSeed()
{
    bool ok = false;
    const quint64 fixed = qEnvironmentVariable("CARCASSONNE_TEST_SEED").toULongLong(&ok);
    return ok ? fixed : quint64(QDateTime::currentMSecsSinceEpoch());
}

// A base game between two random players, at its first decision.
inline std::optional<Game> randomGame(PackageRepository &repository, quint64 seed)
{
    Problems problems;
    return Game::start(
            setupFor({QStringLiteral("ai:random"), QStringLiteral("ai:random")}, seed, {}),
            repository, &problems);
}

// A two-seat game of The Mist at `level` between random players, at its first decision.
inline std::optional<Game> mistGame(PackageRepository &repository, quint64 seed, int level)
{
    GameSetup setup = setupFor(
            {QStringLiteral("ai:random"), QStringLiteral("ai:random")}, seed,
            {{QStringLiteral("parameters"), QVariantMap{{QStringLiteral("mistLevel"), level}}}});
    setup.packages = {QStringLiteral("mist")};
    Problems problems;
    return Game::start(setup, repository, &problems);
}

} // namespace carcassonne
