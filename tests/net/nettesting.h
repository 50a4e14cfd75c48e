#pragma once

#include "ai/botfactory.h"
#include "net/turnplayer.h"
#include "record/game.h"
#include "rules/ruleoverrides.h"

#include <QJsonObject>

namespace carcassonne::nettesting {

// A whole turn for the seat to move: a greedy bot's (TurnPlayer).
inline QJsonObject chooseTurn(const Game &game, quint64 seed)
{
    const auto bot = BotFactory::create(QStringLiteral("ai:greedy"), seed);
    return TurnPlayer::play(game, *bot);
}

// A table's setup for a create message: packages and rule overrides ("mistLevel=5").
inline QJsonObject setupOf(const QStringList &packages, const QStringList &rules = {})
{
    QVariantMap map;
    QString error;
    RuleOverrides::parse(rules, map, &error);
    return {{QStringLiteral("packages"), QJsonArray::fromStringList(packages)},
            {QStringLiteral("rules"), QJsonObject::fromVariantMap(map)}};
}

} // namespace carcassonne::nettesting
