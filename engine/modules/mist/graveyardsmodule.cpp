#include "graveyardsmodule.h"

#include "fogmodule.h"
#include "houndsmodule.h"
#include "mistboard.h"
#include "record/movecodec.h"
#include "state/gamestate.h"

#include <QJsonArray>

#include <algorithm>
#include <utility>

namespace carcassonne {

namespace {

bool isGraveyardOrCastleTile(const TileType &t)
{
    return std::any_of(t.segments.begin(), t.segments.end(), [](const SegmentInfo &s) {
        return s.type == FeatureType::Graveyard || s.type == FeatureType::Castle;
    });
}

// Every graveyard on the board: its node (a graveyard is its own feature) and cell.
struct Graveyard
{
    int node;
    CellPos cell;
};

// Calls `visit` on every graveyard in placing order until it returns false. No list is built:
// the hooks of every turn ask (a vector a call was a fifth of a haunted game's time).
template<typename Visit>
void forEachGraveyard(const GameState &state, Visit &&visit)
{
    const auto &tiles = state.board().tiles();
    for (int t = 0; t < int(tiles.size()); ++t) {
        const TileType &tt = state.content().tileType(tiles[std::size_t(t)].type);
        for (std::uint64_t bits = tt.surroundedSegments; bits; bits &= bits - 1) {
            const int local = __builtin_ctzll(bits);
            if (tt.segments[std::size_t(local)].type == FeatureType::Graveyard
                && !visit(Graveyard{tiles[std::size_t(t)].segmentBase + local,
                                    MistBoard::cellOfSegment(state, t, local)}))
                return;
        }
    }
}

// The open graveyards, as forEachGraveyard.
template<typename Visit>
void forEachOpenGraveyard(const GameState &state, Visit &&visit)
{
    forEachGraveyard(state, [&](const Graveyard &g) {
        return state.features().node(g.node).done || visit(g.cell);
    });
}

// An empty cell next to an open graveyard where a tile may go face down: it touches a tile.
bool faceDownCell(const GameState &state, CellPos n)
{
    const Board::Cell &cell = state.board().at(n);
    if (cell.tile >= 0 || cell.fixed)
        return false;
    for (int side = 0; side < kSideCount; ++side) {
        if (MistBoard::holdsTile(state, geometry::neighbour(n, side)))
            return true;
    }
    return false;
}

bool closes(const GameState &state, CellPos c, GraveyardsModule::Mode mode)
{
    if (mode == GraveyardsModule::Mode::Haunted)
        return MistBoard::forAround(c, [&](CellPos n) { return MistBoard::holdsTile(state, n); });
    for (int side = 0; side < kSideCount; ++side) {
        if (!MistBoard::holdsTile(state, geometry::neighbour(c, side)))
            return false;
    }
    return true;
}

QJsonArray cellJson(CellPos c)
{
    return QJsonArray{c.x, c.y};
}

} // namespace

ParameterSpecs GraveyardsModule::parameters() const
{
    return {ParameterSpec{QStringLiteral("graveyardMode"), 1, 0, 2}};
}

QStringList GraveyardsModule::choiceKeys() const
{
    return {QStringLiteral("bury"), QStringLiteral("graveyardGhost"), QStringLiteral("faceDown")};
}

GraveyardsModule::Mode GraveyardsModule::mode(const GameState &state)
{
    const GraveyardsModule *m = state.content().find<GraveyardsModule>();
    return m ? Mode(m->parameterIn(state, 0)) : Mode::Out; // graveyardMode
}

std::vector<CellPos> GraveyardsModule::openGraveyards(const GameState &state)
{
    std::vector<CellPos> out;
    forEachOpenGraveyard(state, [&](CellPos c) {
        out.push_back(c);
        return true;
    });
    return out;
}

bool GraveyardsModule::deciding(const GameState &state)
{
    const GraveyardsModule *m = state.content().find<GraveyardsModule>();
    if (!m)
        return false;
    const std::span<const std::int32_t> s = m->slotsIn(state);
    return s[kBurials] > 0 || s[kGhostPending] != 0 || s[kFaceDownPending] != 0;
}

bool GraveyardsModule::burialWaiting(const GameState &state)
{
    const GraveyardsModule *m = state.content().find<GraveyardsModule>();
    return m && m->slotsIn(state)[kBurials] > 0;
}

std::shared_ptr<const ModuleTable> GraveyardsModule::compile(const GameContent &content,
                                                             Problems &) const
{
    auto table = std::make_shared<GraveyardsTable>();
    table->graveyardOrCastle.reserve(content.tileTypes().size());
    for (const TileType &t : content.tileTypes())
        table->graveyardOrCastle.push_back(isGraveyardOrCastleTile(t));
    return table;
}

void GraveyardsModule::setup(GameState &state, EventList *) const
{
    slotsIn(state)[kFaceDownTurn] = -1;
    // Level 1 plays without castles and graveyards: their tiles stay in the box.
    if (mode(state) != Mode::Out || state.fixedDeck())
        return;
    const auto &boxed = static_cast<const GraveyardsTable *>(state.content().moduleTable(this))
                                ->graveyardOrCastle;
    auto &pile = state.pileRef();
    pile.erase(std::remove_if(pile.begin() + state.pileIndex(), pile.end(),
                              [&](std::uint16_t t) { return boxed[t]; }),
               pile.end());
}

Move GraveyardsModule::choiceMove(const GameState &state, Choice kind) const
{
    Move m;
    m.kind = Move::Kind::Choice;
    m.module = indexIn(state);
    m.value = kind;
    return m;
}

void GraveyardsModule::closeGraveyards(GameState &state, EventList *events) const
{
    const Mode m = mode(state);
    if (m == Mode::Out)
        return;
    const std::span<std::int32_t> s = slotsIn(state);
    forEachGraveyard(state, [&](const Graveyard &g) {
        if (state.features().node(g.node).done || !closes(state, g.cell, m))
            return true;
        state.graph().node(g.node).done = true;
        if (events) {
            Event e = moduleEvent(state, kGraveyardClosed);
            e.at = g.cell;
            events->push_back(e);
        }
        if (m == Mode::FourSides)
            FogModule::remove(state, g.cell, 255, FogModule::GhostReason::GraveyardClosed, events);
        if (s[kBurials] < kMaxBurials) {
            s[std::size_t(kBurialCells + 2 * s[kBurials])] = g.cell.x;
            s[std::size_t(kBurialCells + 2 * s[kBurials] + 1)] = g.cell.y;
            ++s[kBurials];
        }
        return true;
    });
    buryOrAsk(state, events);
}

void GraveyardsModule::listBurials(const GameState &state, MoveList &out) const
{
    const std::span<const std::int32_t> s = slotsIn(state);
    if (s[kBurials] == 0)
        return;
    const CellPos graveyard{s[kBurialCells], s[kBurialCells + 1]};
    // A guard from the board; with none there, one from a supply.
    for (int i = 0; i < int(state.figures().size()); ++i) {
        Move m = choiceMove(state, kBuryFigure);
        m.segment = i;
        m.at = graveyard;
        out.push_back(m);
    }
    if (!state.figures().empty())
        return;
    for (int p = 0; p < state.playerCount(); ++p) {
        if (state.supply(p, FigureKind::Meeple) <= 0)
            continue;
        Move m = choiceMove(state, kBurySupply);
        m.segment = p;
        m.at = graveyard;
        out.push_back(m);
    }
}

void GraveyardsModule::bury(GameState &state, const Move &move, EventList *events) const
{
    const std::span<std::int32_t> s = slotsIn(state);
    int player = move.segment;
    if (move.value == kBuryFigure) {
        const PlacedFigure f = state.figures()[std::size_t(move.segment)];
        player = f.player;
        HoundsModule::guardLeaves(state, f, events);
        state.retireFigure(move.segment, events);
    } else {
        state.retireFromSupply(player, FigureKind::Meeple);
    }
    if (events) {
        Event e = moduleEvent(state, kGuardBuried);
        e.player = std::int8_t(player);
        e.at = move.at;
        e.values = {std::int16_t(move.value == kBurySupply ? 1 : 0), 0};
        events->push_back(e);
    }
    // The first waiting graveyard is settled.
    for (int i = 0; i + 1 < s[kBurials]; ++i) {
        s[std::size_t(kBurialCells + 2 * i)] = s[std::size_t(kBurialCells + 2 * i + 2)];
        s[std::size_t(kBurialCells + 2 * i + 1)] = s[std::size_t(kBurialCells + 2 * i + 3)];
    }
    --s[kBurials];
}

void GraveyardsModule::buryOrAsk(GameState &state, EventList *events) const
{
    // A record has an entry only when there is more than one option: one is taken at once,
    // none drops the burial.
    const std::span<std::int32_t> s = slotsIn(state);
    while (s[kBurials] > 0) {
        MoveList options;
        listBurials(state, options);
        if (options.size() > 1)
            return;
        if (options.empty()) {
            for (int i = 0; i + 1 < s[kBurials]; ++i) {
                s[std::size_t(kBurialCells + 2 * i)] = s[std::size_t(kBurialCells + 2 * i + 2)];
                s[std::size_t(kBurialCells + 2 * i + 1)] = s[std::size_t(kBurialCells + 2 * i + 3)];
            }
            --s[kBurials];
            continue;
        }
        bury(state, options.front(), events);
    }
}

void GraveyardsModule::listGhostGraveyards(const GameState &state, MoveList &out) const
{
    if (slotsIn(state)[kGhostPending] == 0)
        return;
    Move m = choiceMove(state, kGraveyardGhost);
    forEachOpenGraveyard(state, [&](CellPos c) {
        m.at = c;
        out.push_back(m);
        return true;
    });
}

void GraveyardsModule::afterPlacement(GameState &state, EventList *events) const
{
    // A burial the team decides comes first (1c before 2a): the burial places these.
    if (FogModule::ghostsDue(state))
        return;
    placeGraveyardGhosts(state, events);
}

void GraveyardsModule::placeGraveyardGhosts(GameState &state, EventList *events) const
{
    const Mode m = mode(state);
    if (m == Mode::Out || state.endedEarly())
        return;
    if (m == Mode::FourSides) {
        // 2a: the tile put ghosts on fog: one more on an open graveyard.
        if (FogModule::placedOnFogThisTurn(state) == 0)
            return;
        // Only whether one or more are open matters, and the first.
        int open = 0;
        CellPos first;
        forEachOpenGraveyard(state, [&](CellPos c) {
            if (open++ == 0)
                first = c;
            return open < 2;
        });
        if (open == 1)
            FogModule::place(state, first, 1, FogModule::GhostReason::Graveyard, events);
        else if (open > 1)
            slotsIn(state)[kGhostPending] = 1;
        return;
    }
    // Haunted: a new graveyard puts a ghost on each neighbour with fog.
    const int tileIndex = state.lastPlacedTile();
    const TileType &tt =
            state.content().tileType(state.board().tiles()[std::size_t(tileIndex)].type);
    for (int local = 0; local < int(tt.segments.size()); ++local) {
        if (tt.segments[std::size_t(local)].type != FeatureType::Graveyard)
            continue;
        const CellPos at = MistBoard::cellOfSegment(state, tileIndex, local);
        // Placing ghosts changes no cell's fog: the cells can be tested as they are visited.
        if (!MistBoard::forAround(at, [&](CellPos n) {
                return n == at || !MistBoard::hasFog(state, n)
                        || FogModule::place(state, n, 1, FogModule::GhostReason::GraveyardNeighbour,
                                            events);
            }))
            return;
    }
}

void GraveyardsModule::addPlacementChoiceMoves(const GameState &state, MoveList &out) const
{
    if (state.endedEarly())
        return;
    if (slotsIn(state)[kBurials] > 0) {
        listBurials(state, out);
        return;
    }
    listGhostGraveyards(state, out);
}

void GraveyardsModule::listFaceDownCells(const GameState &state, MoveList &out) const
{
    // Empty cells among an open graveyard's eight neighbours that touch a tile.
    Move m = choiceMove(state, kFaceDown);
    forEachOpenGraveyard(state, [&](CellPos g) {
        MistBoard::forAround(g, [&](CellPos c) {
            if (faceDownCell(state, c)) {
                m.at = c;
                if (std::find(out.begin(), out.end(), m) == out.end())
                    out.push_back(m);
            }
            return true;
        });
        return true;
    });
}

void GraveyardsModule::afterScoring(GameState &state, EventList *events) const
{
    // 3c, haunted graveyards: once a turn, while one is open, a tile goes face down by it.
    const std::span<std::int32_t> s = slotsIn(state);
    if (mode(state) != Mode::Haunted || state.endedEarly() || s[kFaceDownTurn] == state.turn()
        || state.remainingCount() == 0)
        return;
    s[kFaceDownTurn] = state.turn();
    // listFaceDownCells' first cell and whether another follows, without the list: any cell
    // other than the first is a second choice (a repeat of the first is not).
    int cells = 0;
    CellPos first;
    forEachOpenGraveyard(state, [&](CellPos g) {
        return MistBoard::forAround(g, [&](CellPos c) {
            if (!faceDownCell(state, c) || (cells == 1 && c == first))
                return true;
            if (cells++ == 0)
                first = c;
            return cells < 2;
        });
    });
    if (cells == 1) {
        Move m = choiceMove(state, kFaceDown);
        m.at = first;
        applyChoice(state, m, events);
    } else if (cells > 1) {
        s[kFaceDownPending] = 1;
    }
}

void GraveyardsModule::addChoiceMoves(const GameState &state, MoveList &out) const
{
    if (state.endedEarly())
        return;
    const std::span<const std::int32_t> s = slotsIn(state);
    if (s[kBurials] > 0)
        listBurials(state, out);
    else if (s[kFaceDownPending] != 0)
        listFaceDownCells(state, out);
}

void GraveyardsModule::applyChoice(GameState &state, const Move &move, EventList *events) const
{
    const std::span<std::int32_t> s = slotsIn(state);
    switch (Choice(move.value)) {
    case kBuryFigure:
    case kBurySupply:
        bury(state, move, events);
        buryOrAsk(state, events);
        // The burials of 1c settled: 2a, the new tile's ghosts, then the graveyards'.
        if (s[kBurials] == 0 && FogModule::ghostsDue(state)) {
            FogModule::placeTileGhosts(state, events);
            placeGraveyardGhosts(state, events);
        }
        return;
    case kGraveyardGhost:
        s[kGhostPending] = 0;
        FogModule::place(state, move.at, 1, FogModule::GhostReason::Graveyard, events);
        return;
    case kFaceDown:
        s[kFaceDownPending] = 0;
        if (!state.layFaceDown(move.at))
            return;
        if (events) {
            Event e = moduleEvent(state, kFaceDownLaid);
            e.at = move.at;
            events->push_back(e);
        }
        closeGraveyards(state, events);
        // The face-down tile came from the active stack: it may have been its last.
        HoundsModule::checkStacks(state, events);
        return;
    }
}

std::optional<Move> GraveyardsModule::choiceFromJson(const GameState &state,
                                                     const QJsonObject &choice) const
{
    MoveList moves;
    if (state.choiceBeforeFigure())
        addPlacementChoiceMoves(state, moves);
    else
        addChoiceMoves(state, moves);
    if (choice.contains(QStringLiteral("bury"))) {
        const QJsonValue what = choice.value(QStringLiteral("bury"));
        const auto graveyard = choice.contains(QStringLiteral("graveyard"))
                ? MoveCodec::cellFromJson(choice.value(QStringLiteral("graveyard")))
                : std::nullopt;
        const int segment = what.toObject().contains(QStringLiteral("supply"))
                ? -1
                : MoveCodec::locationFromJson(state, what.toObject(), nullptr);
        const int supplyOf = what.toObject().value(QStringLiteral("supply")).toInt(-1);
        for (const Move &m : moves) {
            if (graveyard && !(m.at == *graveyard))
                continue;
            if (m.value == kBurySupply && m.segment == supplyOf)
                return m;
            if (m.value != kBuryFigure || segment < 0)
                continue;
            const PlacedFigure &f = state.figures()[std::size_t(m.segment)];
            if (MoveCodec::namesFigure(state, f, segment))
                return m;
        }
        return std::nullopt;
    }
    const bool ghost = choice.contains(QStringLiteral("graveyardGhost"));
    const auto cell = MoveCodec::cellFromJson(
            choice.value(ghost ? QStringLiteral("graveyardGhost") : QStringLiteral("faceDown")));
    if (!cell)
        return std::nullopt;
    for (const Move &m : moves) {
        if (m.value == (ghost ? kGraveyardGhost : kFaceDown) && m.at == *cell)
            return m;
    }
    return std::nullopt;
}

QJsonObject GraveyardsModule::choiceToJson(const GameState &state, const Move &move) const
{
    switch (Choice(move.value)) {
    case kBuryFigure:
    case kBurySupply: {
        QJsonObject o;
        if (move.value == kBuryFigure)
            o.insert(QStringLiteral("bury"),
                     MoveCodec::locationToJson(state,
                                               state.figures()[std::size_t(move.segment)].segment));
        else
            o.insert(QStringLiteral("bury"), QJsonObject{{QStringLiteral("supply"), move.segment}});
        if (slotsIn(state)[kBurials] > 1)
            o.insert(QStringLiteral("graveyard"), cellJson(move.at));
        return o;
    }
    case kGraveyardGhost:
        return {{QStringLiteral("graveyardGhost"), cellJson(move.at)}};
    case kFaceDown:
        return {{QStringLiteral("faceDown"), cellJson(move.at)}};
    }
    return {};
}

QString GraveyardsModule::eventName(std::uint8_t code) const
{
    switch (code) {
    case kGraveyardClosed:
        return QStringLiteral("graveyardClosed");
    case kGuardBuried:
        return QStringLiteral("guardBuried");
    case kFaceDownLaid:
        return QStringLiteral("faceDownLaid");
    default:
        return {};
    }
}

void GraveyardsModule::eventToJson(const GameContent &content, const Event &e, QJsonObject &o) const
{
    if (e.type != Event::Type::Module)
        return;
    o.insert(QStringLiteral("player"), e.player);
    o.insert(QStringLiteral("at"), cellJson(e.at));
    o.insert(QStringLiteral("module"), content.modules()[std::size_t(e.module)]->id());
    if (e.code == kGuardBuried)
        o.insert(QStringLiteral("fromSupply"), e.values[0] != 0);
}

} // namespace carcassonne
