#include "eventcodec.h"

#include "rules/rulemodule.h"
#include "state/gamecontent.h"
#include "state/gamestate.h"

#include <QJsonArray>

namespace carcassonne {

QString EventCodec::typeName(Event::Type type)
{
    switch (type) {
    case Event::Type::TileDrawn:
        return QStringLiteral("tileDrawn");
    case Event::Type::TileDiscarded:
        return QStringLiteral("tileDiscarded");
    case Event::Type::TilePlaced:
        return QStringLiteral("tilePlaced");
    case Event::Type::FigurePlaced:
        return QStringLiteral("figurePlaced");
    case Event::Type::FigureReturned:
        return QStringLiteral("figureReturned");
    case Event::Type::FeatureScored:
        return QStringLiteral("featureScored");
    case Event::Type::PointsAwarded:
        return QStringLiteral("pointsAwarded");
    case Event::Type::TurnStarted:
        return QStringLiteral("turnStarted");
    case Event::Type::GameOver:
        return QStringLiteral("gameOver");
    case Event::Type::Module:
        break; // named by its module
    }
    return {};
}

QJsonObject EventCodec::toJson(const GameContent &content, const Event &e)
{
    const RuleModule *module = e.module >= 0 && std::size_t(e.module) < content.modules().size()
            ? content.modules()[std::size_t(e.module)]
            : nullptr;
    if (e.type == Event::Type::Module) {
        // The module writes all of it, "module" included where its records name it.
        QJsonObject o{{QStringLiteral("type"), module ? module->eventName(e.code) : QString()}};
        if (module)
            module->eventToJson(content, e, o);
        return o;
    }
    QJsonObject o{{QStringLiteral("type"), typeName(e.type)}};
    auto tile = [&] { return e.tileType >= 0 ? content.tileType(e.tileType).key : QString(); };
    auto at = [&] { return QJsonArray{e.at.x, e.at.y}; };
    switch (e.type) {
    case Event::Type::TileDrawn:
    case Event::Type::TileDiscarded:
        o.insert(QStringLiteral("player"), e.player);
        o.insert(QStringLiteral("tile"), tile());
        break;
    case Event::Type::TilePlaced:
        o.insert(QStringLiteral("player"), e.player);
        o.insert(QStringLiteral("tile"), tile());
        o.insert(QStringLiteral("at"), at());
        o.insert(QStringLiteral("rotation"), e.rotation * 90);
        break;
    case Event::Type::FigurePlaced:
    case Event::Type::FigureReturned:
        o.insert(QStringLiteral("player"), e.player);
        o.insert(QStringLiteral("figure"), content.figureName(e.figure));
        o.insert(QStringLiteral("feature"), featuretype::name(e.featureType));
        o.insert(QStringLiteral("at"), at());
        break;
    case Event::Type::FeatureScored: {
        QJsonArray winners;
        for (int p = 0; p < 8; ++p) {
            if (e.winners & (1u << p))
                winners.append(p);
        }
        o.insert(QStringLiteral("players"), winners);
        o.insert(QStringLiteral("points"), e.points);
        o.insert(QStringLiteral("feature"), featuretype::name(e.featureType));
        o.insert(QStringLiteral("category"), content.scoreCategoryName(e.category));
        o.insert(QStringLiteral("final"), e.final);
        o.insert(QStringLiteral("at"), at());
        o.insert(QStringLiteral("tiles"), e.tiles);
        if (e.featureType == FeatureType::City)
            o.insert(QStringLiteral("pennants"), e.pennants);
        if (e.featureType == FeatureType::Field)
            o.insert(QStringLiteral("cities"), e.cities);
        break;
    }
    case Event::Type::PointsAwarded:
        o.insert(QStringLiteral("player"), e.player);
        o.insert(QStringLiteral("points"), e.points);
        o.insert(QStringLiteral("category"), content.scoreCategoryName(e.category));
        o.insert(QStringLiteral("final"), e.final);
        break;
    case Event::Type::TurnStarted:
        o.insert(QStringLiteral("player"), e.player);
        break;
    case Event::Type::GameOver:
        break;
    case Event::Type::Module:
        break;
    }
    if (module) {
        module->eventToJson(content, e, o); // its own keys of a core event it sent
        o.insert(QStringLiteral("module"), module->id());
    }
    return o;
}

QJsonObject EventCodec::outcomeToJson(const GameState &state)
{
    const Outcome o = state.outcome();
    QJsonObject out{{QStringLiteral("result"),
                     o.kind == Outcome::Kind::TeamWon            ? QStringLiteral("won")
                             : o.kind == Outcome::Kind::TeamLost ? QStringLiteral("lost")
                                                                 : QStringLiteral("scores")}};
    for (const RuleModule *m : state.content().modules())
        m->outcomeToJson(state, out);
    return out;
}

} // namespace carcassonne
