#include "cooperativemodule.h"

#include "fogmodule.h"
#include "graveyardsmodule.h"
#include "houndsmodule.h"
#include "mistboard.h"
#include "record/movecodec.h"
#include "state/gamestate.h"

#include <QJsonArray>

#include <algorithm>
#include <array>
#include <utility>

namespace carcassonne {

namespace {

constexpr const char *kReasonNames[] = {"", "goal", "ghosts", "tiles", "stack", "hound"};
static_assert(std::size(kReasonNames) == std::size_t(CooperativeModule::Reason::Count));

// The rulebook's levels: ghosts, goal, stack size, the hounds' points, graveyards, scores.
struct Level
{
    int ghosts, goal, stack, houndOne, houndTwo, graveyards, separate;
};
constexpr std::array<Level, 6> kLevels{{
        {15, 50, 0, 0, 0, 0, 0},
        {15, 75, 0, 0, 0, 1, 0},
        {15, 100, 20, 15, 50, 1, 0},
        {13, 120, 20, 20, 60, 1, 0},
        {13, 100, 20, 15, 50, 2, 0},
        {12, 50, 20, 10, 25, 2, 1},
}};

// The waiting features that hold guards: only these score, so only they are decisions.
std::vector<int> candidates(const GameState &state)
{
    std::vector<int> out;
    const auto &pending = state.pendingScorings();
    for (int i = 0; i < int(pending.size()); ++i) {
        const FeatureGraph::Node &r = state.features().node(state.features().find(pending[i]));
        if (r.figures > 0 && !r.done)
            out.push_back(i);
    }
    return out;
}

} // namespace

ParameterSpecs CooperativeModule::parameters() const
{
    return {ParameterSpec{QStringLiteral("mistLevel"), 1, 1, 6},
            ParameterSpec{QStringLiteral("goalPoints"), 50, 1, 1000},
            ParameterSpec{QStringLiteral("separateScores"), 0, 0, 1, true},
            ParameterSpec{QStringLiteral("mistColours"), 0, 0, 1, true}};
}

std::vector<int> CooperativeModule::defaultColours(const GameContent &content, int seats) const
{
    // The English edition: a solo player plays 4 colours, two players 2 each; three or more
    // one each (and the Dutch edition always one).
    if (content.parameter(QStringLiteral("mistColours")) == 0)
        return {};
    if (seats == 1)
        return {4};
    if (seats == 2)
        return {2, 2};
    return {};
}

QVariantMap CooperativeModule::presetParameters(const QVariantMap &resolved) const
{
    const int n = std::clamp(resolved.value(QStringLiteral("mistLevel")).toInt(), 1, 6);
    const Level &l = kLevels[std::size_t(n - 1)];
    // The Mist has no final scoring: a feature left unfinished is worth nothing (what a view
    // or a computer player asks of an open feature's value says so).
    return {{QStringLiteral("minPlayers"), 1},
            {QStringLiteral("maxPlayers"), 5},
            {QStringLiteral("roadTilePointsFinal"), 0},
            {QStringLiteral("cityTilePointsFinal"), 0},
            {QStringLiteral("cityPennantPointsFinal"), 0},
            {QStringLiteral("cloisterTilePointsFinal"), 0},
            {QStringLiteral("ghostSupply"), l.ghosts},
            {QStringLiteral("goalPoints"), l.goal},
            {QStringLiteral("stackSize"), l.stack},
            {QStringLiteral("houndOnePoints"), l.houndOne},
            {QStringLiteral("houndTwoPoints"), l.houndTwo},
            {QStringLiteral("graveyardMode"), l.graveyards},
            {QStringLiteral("separateScores"), bool(l.separate)}};
}

QString CooperativeModule::reasonName(Reason reason)
{
    return QString::fromLatin1(kReasonNames[std::size_t(reason)]);
}

QStringList CooperativeModule::choiceKeys() const
{
    return {QStringLiteral("scoreNext"), QStringLiteral("reward")};
}

int CooperativeModule::level(const GameState &state)
{
    const CooperativeModule *m = state.content().find<CooperativeModule>();
    return m ? m->parameterIn(state, kMistLevel) : 0;
}

int CooperativeModule::teamScore(const GameState &state)
{
    int sum = 0;
    for (int p = 0; p < state.playerCount(); ++p)
        sum += state.score(p);
    return sum;
}

bool CooperativeModule::reached(const GameState &state, int points)
{
    const CooperativeModule *m = state.content().find<CooperativeModule>();
    if (!m || m->parameterIn(state, kSeparateScores) == 0)
        return teamScore(state) >= points;
    for (int p = 0; p < state.playerCount(); ++p) {
        if (state.score(p) < points)
            return false;
    }
    return true;
}

void CooperativeModule::setup(GameState &state, EventList *) const
{
    slotsIn(state)[kSelected] = -1;
    // A player of several colours has 3 guards of each (the English edition).
    for (int p = 0; p < state.playerCount(); ++p) {
        if (state.colourCountOf(state.seatOf(p)) > 1)
            state.setSupply(p, FigureKind::Meeple, kGuardsPerColour);
    }
}

void CooperativeModule::adjustValue(const GameState &state, int root, FeatureValue &v) const
{
    // No majority: every colour with a guard there scores the full value.
    (void)root;
    v.winners = 0;
    for (int p = 0; p < state.playerCount(); ++p) {
        if (v.figures[std::size_t(p)] > 0)
            v.winners |= std::uint8_t(1u << p);
    }
}

void CooperativeModule::lose(GameState &state, Reason reason, EventList *events)
{
    const CooperativeModule *m = state.content().find<CooperativeModule>();
    if (!m || state.endedEarly())
        return;
    m->slotsIn(state)[kReason] = int(reason);
    if (events) {
        Event e = m->moduleEvent(state, kGameLost);
        e.values = {std::int16_t(reason), 0};
        events->push_back(e);
    }
    state.endGame(Outcome::Kind::TeamLost);
}

void CooperativeModule::checkGoal(GameState &state, EventList *events)
{
    const CooperativeModule *m = state.content().find<CooperativeModule>();
    if (!m || state.endedEarly() || !reached(state, m->parameterIn(state, kGoalPoints)))
        return;
    m->slotsIn(state)[kReason] = int(Reason::Goal);
    if (events)
        events->push_back(m->moduleEvent(state, kGoalReached));
    state.endGame(Outcome::Kind::TeamWon);
}

int CooperativeModule::target(const GameState &state) const
{
    const int selected = slotsIn(state)[kSelected];
    if (selected >= 0)
        return selected;
    const std::vector<int> c = candidates(state);
    return c.size() == 1 ? c.front() : -1;
}

void CooperativeModule::addChoiceMoves(const GameState &state, MoveList &out) const
{
    // The graveyards' and hounds' decisions come first.
    if (state.endedEarly() || GraveyardsModule::deciding(state) || HoundsModule::deciding(state))
        return;
    const std::vector<int> c = candidates(state);
    if (c.empty())
        return;
    Move m;
    m.kind = Move::Kind::Choice;
    m.module = indexIn(state);
    if (slotsIn(state)[kSelected] < 0 && c.size() >= 2) {
        for (int i : c) {
            m.value = kScoreNext;
            m.segment = i;
            out.push_back(m);
        }
        return;
    }
    // Points, or up to 3 ghosts from one cell while any stand on the board.
    if (FogModule::onBoard(state) == 0)
        return;
    m.segment = target(state);
    m.value = kPoints;
    out.push_back(m);
    MistBoard::forEachTileCell(state, [&](CellPos cell) {
        const int ghosts = state.cellMarks(cell);
        for (int n = 1; n <= std::min(3, ghosts); ++n) {
            m.value = kGhosts + 16 * n;
            m.at = cell;
            out.push_back(m);
        }
    });
}

void CooperativeModule::applyChoice(GameState &state, const Move &move, EventList *events) const
{
    const std::span<std::int32_t> s = slotsIn(state);
    switch (Choice(move.value & 15)) {
    case kScoreNext:
        if (FogModule::onBoard(state) == 0) {
            state.scorePending(move.segment, true, events);
            return;
        }
        s[kSelected] = move.segment;
        return;
    case kPoints:
        s[kSelected] = -1;
        state.scorePending(move.segment, true, events);
        return;
    case kGhosts: {
        s[kSelected] = -1;
        const int root = state.features().find(state.pendingScorings()[std::size_t(move.segment)]);
        if (events) {
            Event e = moduleEvent(state, kGhostsInstead);
            e.at = state.cellOf(root);
            e.values = {std::int16_t(state.value(root).points), 0};
            events->push_back(e);
        }
        // The ghosts go before the scoring ends: a hound scoring after it counts the rest.
        FogModule::remove(state, move.at, move.value / 16, FogModule::GhostReason::Reward, events);
        state.scorePending(move.segment, false, events);
        return;
    }
    }
}

void CooperativeModule::afterFeatureScored(GameState &state, int, std::uint8_t,
                                           EventList *events) const
{
    checkGoal(state, events);
}

void CooperativeModule::pileRanOut(GameState &state, EventList *events) const
{
    // The pile ran out before the goal: the team has lost, and there is no final scoring.
    lose(state, Reason::Tiles, events);
}

std::optional<Move> CooperativeModule::choiceFromJson(const GameState &state,
                                                      const QJsonObject &choice) const
{
    MoveList moves;
    addChoiceMoves(state, moves);
    if (choice.contains(QStringLiteral("scoreNext"))) {
        const int segment = MoveCodec::locationFromJson(
                state, choice.value(QStringLiteral("scoreNext")).toObject(), nullptr);
        if (segment < 0)
            return std::nullopt;
        for (const Move &m : moves) {
            if (m.value == kScoreNext
                && state.features().find(state.pendingScorings()[std::size_t(m.segment)])
                        == state.features().find(segment))
                return m;
        }
        return std::nullopt;
    }
    const QString reward = choice.value(QStringLiteral("reward")).toString();
    if (reward == QStringLiteral("points")) {
        for (const Move &m : moves) {
            if (m.value == kPoints)
                return m;
        }
        return std::nullopt;
    }
    if (reward != QStringLiteral("ghosts"))
        return std::nullopt;
    const auto from = MoveCodec::cellFromJson(choice.value(QStringLiteral("from")));
    const int count = choice.value(QStringLiteral("count")).toInt(-1);
    for (const Move &m : moves) {
        if (from && m.value == kGhosts + 16 * count && m.at == *from)
            return m;
    }
    return std::nullopt;
}

QJsonObject CooperativeModule::choiceToJson(const GameState &state, const Move &move) const
{
    switch (Choice(move.value & 15)) {
    case kScoreNext:
        return {{QStringLiteral("scoreNext"),
                 MoveCodec::featureToJson(
                         state,
                         state.features().find(
                                 state.pendingScorings()[std::size_t(move.segment)]))}};
    case kPoints:
        return {{QStringLiteral("reward"), QStringLiteral("points")}};
    case kGhosts:
        return {{QStringLiteral("reward"), QStringLiteral("ghosts")},
                {QStringLiteral("from"), QJsonArray{move.at.x, move.at.y}},
                {QStringLiteral("count"), move.value / 16}};
    }
    return {};
}

QString CooperativeModule::eventName(std::uint8_t code) const
{
    switch (code) {
    case kGhostsInstead:
        return QStringLiteral("ghostsInstead");
    case kGoalReached:
        return QStringLiteral("goalReached");
    case kGameLost:
        return QStringLiteral("gameLost");
    default:
        return {};
    }
}

void CooperativeModule::eventToJson(const GameContent &content, const Event &e,
                                    QJsonObject &o) const
{
    if (e.type != Event::Type::Module)
        return;
    o.insert(QStringLiteral("player"), e.player);
    o.insert(QStringLiteral("module"), content.modules()[std::size_t(e.module)]->id());
    if (e.code == kGhostsInstead) {
        o.insert(QStringLiteral("at"), QJsonArray{e.at.x, e.at.y});
        o.insert(QStringLiteral("points"), e.values[0]);
    } else if (e.code == kGameLost && e.values[0] >= 0 && e.values[0] < int(Reason::Count)) {
        o.insert(QStringLiteral("reason"), reasonName(Reason(e.values[0])));
    }
}

void CooperativeModule::outcomeToJson(const GameState &state, QJsonObject &o) const
{
    const int reason = slotsIn(state)[kReason];
    if (reason > 0 && reason < int(Reason::Count))
        o.insert(QStringLiteral("reason"), reasonName(Reason(reason)));
    o.insert(QStringLiteral("level"), level(state));
}

} // namespace carcassonne
