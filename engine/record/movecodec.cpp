#include "movecodec.h"

#include "core/jsonnumber.h"

#include <QJsonArray>

namespace carcassonne {

QJsonObject MoveCodec::locationToJson(const GameState &state, int segment)
{
    const FeatureGraph::Node &n = state.features().node(segment);
    const PlacedTile &pt = state.board().tiles()[std::size_t(n.tile)];
    const TileType &tt = state.content().tileType(pt.type);
    QJsonObject o{{QStringLiteral("type"), featuretype::name(n.type)}};
    const int cellIndex = tt.segments[n.local].cell;
    const RotatedCell &rc = tt.rotations[pt.rotation][std::size_t(cellIndex)];
    if (!tt.segments[n.local].interior) {
        const auto &ports = featuretype::isOverlay(n.type) ? rc.overlay : rc.terrain;
        for (int p = 0; p < kPortCount; ++p) {
            if (ports[std::size_t(p)] == n.local) {
                o.insert(QStringLiteral("port"), geometry::portName(Port(p)));
                break;
            }
        }
    } else {
        int index = 0;
        for (int local = 0; local < n.local; ++local) {
            if (tt.segments[std::size_t(local)].type == n.type
                && tt.segments[std::size_t(local)].interior
                && tt.segments[std::size_t(local)].cell == cellIndex)
                ++index;
        }
        if (index > 0)
            o.insert(QStringLiteral("index"), index);
    }
    if (n.tile != state.lastPlacedTile() || cellIndex != 0) {
        const CellPos c{pt.at.x + rc.offset.x, pt.at.y + rc.offset.y};
        o.insert(QStringLiteral("at"), QJsonArray{c.x, c.y});
    }
    return o;
}

QJsonObject MoveCodec::featureToJson(const GameState &state, int root)
{
    int segment = root;
    if (state.lastPlacedTile() >= 0) {
        const PlacedTile &pt = state.board().tiles()[std::size_t(state.lastPlacedTile())];
        const TileType &tt = state.content().tileType(pt.type);
        for (int local = 0; local < int(tt.segments.size()); ++local) {
            if (state.features().find(pt.segmentBase + local) == root) {
                segment = pt.segmentBase + local;
                break;
            }
        }
    }
    return locationToJson(state, segment);
}

bool MoveCodec::namesFigure(const GameState &state, const PlacedFigure &figure, int segment)
{
    return figure.segment == segment
            || (state.features().find(figure.segment) == state.features().find(segment)
                && state.cellOf(figure.segment) == state.cellOf(segment));
}

std::optional<CellPos> MoveCodec::cellFromJson(const QJsonValue &value)
{
    const QJsonArray a = value.toArray();
    if (!value.isArray() || a.size() != 2)
        return std::nullopt;
    const auto x = jsonnumber::wholeInt(a[0], -30000, 30000);
    const auto y = jsonnumber::wholeInt(a[1], -30000, 30000);
    if (!x || !y)
        return std::nullopt;
    return CellPos{*x, *y};
}

int MoveCodec::locationFromJson(const GameState &state, const QJsonObject &location, Message *error)
{
    auto fail = [&](const Message &message) {
        if (error)
            *error = message;
        return -1;
    };
    const auto type = featuretype::parse(location.value(QStringLiteral("type")).toString());
    if (!type)
        return fail(Message(QT_TRANSLATE_NOOP("EngineMessages", "unknown feature type '%1'"))
                            .arg(location.value(QStringLiteral("type")).toString()));
    std::optional<Port> port;
    // A field named without a port is an enclosed one (it touches no side).
    const bool enclosedField =
            *type == FeatureType::Field && !location.contains(QStringLiteral("port"));
    if (featuretype::hasPorts(*type) && !enclosedField) {
        port = geometry::parsePort(location.value(QStringLiteral("port")).toString());
        if (!port)
            return fail(Message(QT_TRANSLATE_NOOP("EngineMessages",
                                                  "a %1 is named by a port (NNW ... WNW)"))
                                .arg(featuretype::name(*type)));
    }
    // The n-th feature of that type in the cell, when a cell has several (interior features).
    int index = 0;
    if (location.contains(QStringLiteral("index"))) {
        const auto n = jsonnumber::wholeInt(location.value(QStringLiteral("index")), 0, 63);
        if (!n)
            return fail(Message(QT_TRANSLATE_NOOP(
                    "EngineMessages", "\"index\" must be a whole number from 0 to 63")));
        index = *n;
    }
    QList<CellPos> cells;
    if (location.contains(QStringLiteral("at"))) {
        const auto at = cellFromJson(location.value(QStringLiteral("at")));
        if (!at)
            return fail(Message(QT_TRANSLATE_NOOP("EngineMessages",
                                                  "\"at\" must be [x, y] with whole numbers")));
        cells << *at;
    } else {
        if (state.lastPlacedTile() < 0)
            return fail(
                    state.endedEarly() ? Message(QT_TRANSLATE_NOOP(
                            "EngineMessages", "the game ended with the tile: no figure follows"))
                                       : Message(QT_TRANSLATE_NOOP(
                                               "EngineMessages", "no tile was placed this turn")));
        const PlacedTile &pt = state.board().tiles()[std::size_t(state.lastPlacedTile())];
        for (const RotatedCell &rc : state.content().tileType(pt.type).rotations[pt.rotation])
            cells << CellPos{pt.at.x + rc.offset.x, pt.at.y + rc.offset.y};
    }
    for (const CellPos &c : std::as_const(cells)) {
        const int segment = state.segmentAt(c, *type, port, index);
        if (segment >= 0)
            return segment;
    }
    return fail(Message(QT_TRANSLATE_NOOP("EngineMessages", "there is no %1%2 at [%3, %4]"))
                        .arg(featuretype::name(*type),
                             port ? Message(QT_TRANSLATE_NOOP("EngineMessages", " at port %1"))
                                             .arg(geometry::portName(*port))
                                  : Message::verbatim(QString()))
                        .arg(cells.value(0).x)
                        .arg(cells.value(0).y));
}

QJsonObject MoveCodec::figureToJson(const GameState &state, const Move &move)
{
    QJsonObject o = locationToJson(state, move.segment);
    if (move.recall) {
        const CellPos c = state.cellOf(move.segment);
        return QJsonObject{{QStringLiteral("kind"), state.content().figureName(move.figure)},
                           {QStringLiteral("recall"), QJsonArray{c.x, c.y}}};
    }
    o.insert(QStringLiteral("kind"), state.content().figureName(move.figure));
    return o;
}

std::optional<Move> MoveCodec::figureFromJson(const GameState &state, const QJsonObject &figure,
                                              Message *error)
{
    const auto kind = state.content().figureKind(figure.value(QStringLiteral("kind")).toString());
    if (!kind) {
        if (error)
            *error = Message(QT_TRANSLATE_NOOP("EngineMessages", "unknown figure kind '%1'"))
                             .arg(figure.value(QStringLiteral("kind")).toString());
        return std::nullopt;
    }
    if (figure.contains(QStringLiteral("recall"))) {
        const auto at = cellFromJson(figure.value(QStringLiteral("recall")));
        if (!at) {
            if (error)
                *error = Message(QT_TRANSLATE_NOOP("EngineMessages",
                                                   "\"recall\" must be [x, y] with whole numbers"));
            return std::nullopt;
        }
        const CellPos c = *at;
        for (std::size_t i = 0; i < state.figures().size(); ++i) {
            const PlacedFigure &f = state.figures()[i];
            if (f.kind == *kind && f.player == state.currentPlayer()
                && state.cellOf(f.segment) == c) {
                Move m = Move::placeFigure(*kind, f.segment);
                m.recall = true;
                return m;
            }
        }
        if (error)
            *error = Message(QT_TRANSLATE_NOOP("EngineMessages",
                                               "no %1 of this player at [%2, %3] to recall"))
                             .arg(state.content().figureName(*kind))
                             .arg(c.x)
                             .arg(c.y);
        return std::nullopt;
    }
    const int segment = locationFromJson(state, figure, error);
    if (segment < 0)
        return std::nullopt;
    return Move::placeFigure(*kind, segment);
}

} // namespace carcassonne
