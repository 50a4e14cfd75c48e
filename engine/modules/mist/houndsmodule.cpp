#include "houndsmodule.h"

#include "cooperativemodule.h"
#include "fogmodule.h"
#include "mistboard.h"
#include "record/movecodec.h"
#include "state/gamestate.h"

#include <QJsonArray>

#include <algorithm>
#include <utility>

namespace carcassonne {

ParameterSpecs HoundsModule::parameters() const
{
    return {ParameterSpec{QStringLiteral("stackSize"), 0, 0, 100},
            ParameterSpec{QStringLiteral("houndOnePoints"), 0, 0, 1000},
            ParameterSpec{QStringLiteral("houndTwoPoints"), 0, 0, 1000},
            ParameterSpec{QStringLiteral("houndWithoutGuard"), 0, 0, 1, true}};
}

QStringList HoundsModule::choiceKeys() const
{
    return {QStringLiteral("hound"), QStringLiteral("clear")};
}

QString HoundsModule::houndName(int hound)
{
    return hound == 0 ? QStringLiteral("rufus") : QStringLiteral("ronja");
}

HoundsModule::HoundState HoundsModule::stateOf(const GameState &state, int hound)
{
    const HoundsModule *m = state.content().find<HoundsModule>();
    return m ? HoundState(m->slotsIn(state)[std::size_t(slot(hound, kState))]) : HoundState::Gone;
}

CellPos HoundsModule::cellOf(const GameState &state, int hound)
{
    const HoundsModule *m = state.content().find<HoundsModule>();
    if (!m)
        return {};
    const std::span<const std::int32_t> s = m->slotsIn(state);
    return {s[std::size_t(slot(hound, kX))], s[std::size_t(slot(hound, kY))]};
}

int HoundsModule::points(const GameState &state, int hound)
{
    const HoundsModule *m = state.content().find<HoundsModule>();
    return m ? m->parameterIn(state, hound == 0 ? kHoundOnePoints : kHoundTwoPoints) : 0;
}

int HoundsModule::stackSize(const GameState &state)
{
    const HoundsModule *m = state.content().find<HoundsModule>();
    return m ? m->parameterIn(state, kStackSize) : 0;
}

std::optional<HoundsModule::Stack> HoundsModule::currentStack(const GameState &state)
{
    // The module looked up once: every turn's end asks (checkStacks).
    const HoundsModule *m = state.content().find<HoundsModule>();
    const int size = m ? m->parameterIn(state, kStackSize) : 0;
    if (size <= 0)
        return std::nullopt;
    const std::span<const std::int32_t> data = m->slotsIn(state);
    Stack s;
    s.count = (int(state.pile().size()) + size - 1) / size;
    for (int h = 0; h < kHounds; ++h) {
        if (HoundState(data[std::size_t(slot(h, kState))]) == HoundState::Waiting) {
            s.index = h;
            s.hound = h;
            s.left = std::max(0, (h + 1) * size - state.pileIndex());
            return s;
        }
    }
    s.index = std::max(0, s.count - 1);
    s.left = state.remainingCount();
    return s;
}

bool HoundsModule::deciding(const GameState &state)
{
    const HoundsModule *m = state.content().find<HoundsModule>();
    if (!m)
        return false;
    const std::span<const std::int32_t> s = m->slotsIn(state);
    for (int h = 0; h < kHounds; ++h) {
        if (HoundState(s[std::size_t(slot(h, kState))]) == HoundState::Laying)
            return true;
    }
    return s[kActive] >= 0;
}

Event HoundsModule::houndEvent(const GameState &state, std::uint8_t code, int hound) const
{
    Event e = moduleEvent(state, code);
    e.values = {std::int16_t(hound), 0};
    return e;
}

void HoundsModule::setup(GameState &state, EventList *) const
{
    const std::span<std::int32_t> s = slotsIn(state);
    for (int h = 0; h < kHounds; ++h)
        s[std::size_t(slot(h, kState))] =
                int(points(state, h) > 0 ? HoundState::Waiting : HoundState::Gone);
    s[kActive] = -1;
}

namespace {

// A stack ran out (its last tile was drawn) before its hound was reached. (Hounds are reached
// in order: a later hound's stack runs out only after the earlier one's.)
bool stackMissed(const GameState &state)
{
    const auto stack = HoundsModule::currentStack(state);
    return stack && stack->hound >= 0 && stack->left == 0;
}

} // namespace

void HoundsModule::checkStacks(GameState &state, EventList *events)
{
    if (state.content().find<HoundsModule>() && !state.endedEarly() && !deciding(state)
        && stackMissed(state))
        CooperativeModule::lose(state, CooperativeModule::Reason::Stack, events);
}

void HoundsModule::afterScoring(GameState &state, EventList *events) const
{
    // At the end of the turn that drew a stack's last tile (D).
    checkStacks(state, events);
}

void HoundsModule::turnStarted(GameState &state) const
{
    // A fallback: the checks at the end of the turn and after face-down tiles come first.
    if (stackMissed(state))
        CooperativeModule::lose(state, CooperativeModule::Reason::Stack, nullptr);
}

void HoundsModule::guardLeaves(GameState &state, const PlacedFigure &guard, EventList *events)
{
    const HoundsModule *m = state.content().find<HoundsModule>();
    if (!m)
        return;
    const std::span<std::int32_t> s = m->slotsIn(state);
    for (int h = 0; h < kHounds; ++h) {
        if (HoundState(s[std::size_t(slot(h, kState))]) != HoundState::Lying
            || s[std::size_t(slot(h, kPlayer))] != guard.player
            || s[std::size_t(slot(h, kSegment))] != guard.segment)
            continue;
        s[std::size_t(slot(h, kState))] = int(HoundState::Gone);
        if (events) {
            Event e = m->houndEvent(state, kHoundLeft, h);
            e.values[1] = 1;
            events->push_back(e);
        }
    }
}

void HoundsModule::lay(GameState &state, int hound, int figure, EventList *events) const
{
    const std::span<std::int32_t> s = slotsIn(state);
    const PlacedFigure &f = state.figures()[std::size_t(figure)];
    const CellPos at = state.cellOf(f.segment);
    s[std::size_t(slot(hound, kState))] = int(HoundState::Lying);
    s[std::size_t(slot(hound, kPlayer))] = f.player;
    s[std::size_t(slot(hound, kSegment))] = f.segment;
    s[std::size_t(slot(hound, kX))] = at.x;
    s[std::size_t(slot(hound, kY))] = at.y;
    s[std::size_t(slot(hound, kDue))] = 0;
    if (events) {
        Event e = houndEvent(state, kHoundLaid, hound);
        e.player = std::int8_t(f.player);
        e.at = at;
        events->push_back(e);
    }
    // Then up to 3 ghosts from each of two cells around it.
    s[kActive] = hound;
    s[kClearsLeft] = 2;
    s[kFirstSet] = 0;
    MoveList clears;
    listClears(state, clears);
    if (clears.empty())
        s[kActive] = -1;
}

bool HoundsModule::layReached(GameState &state, EventList *events) const
{
    const std::span<std::int32_t> s = slotsIn(state);
    for (int h = 0; h < kHounds; ++h) {
        if (stateOf(state, h) != HoundState::Waiting
            || !CooperativeModule::reached(state, points(state, h)))
            continue;
        if (events)
            events->push_back(houndEvent(state, kHoundReached, h));
        const int guards = int(state.figures().size());
        if (guards == 0) {
            if (parameterIn(state, kHoundWithoutGuard) != 0) {
                CooperativeModule::lose(state, CooperativeModule::Reason::Hound, events);
                return true;
            }
            s[std::size_t(slot(h, kState))] = int(HoundState::Gone);
            if (events)
                events->push_back(houndEvent(state, kHoundLeft, h));
            return true;
        }
        if (guards == 1) { // one place: no decision
            lay(state, h, 0, events);
        } else {
            s[std::size_t(slot(h, kState))] = int(HoundState::Laying);
        }
        return true;
    }
    return false;
}

bool HoundsModule::scoreDue(GameState &state, EventList *events) const
{
    const std::span<std::int32_t> s = slotsIn(state);
    for (int h = 0; h < kHounds; ++h) {
        if (stateOf(state, h) != HoundState::Lying || s[std::size_t(slot(h, kDue))] == 0)
            continue;
        const int player = s[std::size_t(slot(h, kPlayer))];
        const int ghosts = FogModule::onBoard(state);
        s[std::size_t(slot(h, kState))] = int(HoundState::Gone);
        s[std::size_t(slot(h, kDue))] = 0;
        state.addPoints(player, ghosts, scoreCategory(state, 0), false);
        if (events) {
            Event e = houndEvent(state, kHoundScored, h);
            e.player = std::int8_t(player);
            e.values[1] = std::int16_t(ghosts);
            e.at = cellOf(state, h);
            events->push_back(e);
            Event points = Event::of(Event::Type::PointsAwarded, player);
            points.module = indexIn(state);
            points.points = std::int16_t(ghosts);
            points.category = scoreCategory(state, 0);
            points.at = e.at;
            events->push_back(points);
        }
        CooperativeModule::checkGoal(state, events);
        return true;
    }
    return false;
}

void HoundsModule::settle(GameState &state, EventList *events) const
{
    // "Zodra een scorepion een veld met een hond bereikt of passeert ... Jullie moeten Rufus
    // meteen inzetten": a hound reached is laid (and clears) at once, before a hound whose
    // guard just scored counts the ghosts left ("Nadat de punten voor de meeple zijn geteld,
    // worden die voor de hond geteld"). The goal ends the game at once: nothing scores after it.
    while (!state.endedEarly() && !deciding(state)) {
        if (!layReached(state, events) && !scoreDue(state, events))
            return;
    }
}

void HoundsModule::afterFeatureScored(GameState &state, int root, std::uint8_t,
                                      EventList *events) const
{
    if (state.endedEarly())
        return;
    // A hound whose guard stood on this feature scores the ghosts on the board and leaves,
    // after the hounds this scoring reached are laid.
    const std::span<std::int32_t> s = slotsIn(state);
    for (int h = 0; h < kHounds; ++h) {
        if (stateOf(state, h) != HoundState::Lying
            || state.features().find(s[std::size_t(slot(h, kSegment))]) != root)
            continue;
        const int player = s[std::size_t(slot(h, kPlayer))];
        const bool stillThere = std::any_of(
                state.figures().begin(), state.figures().end(), [&](const PlacedFigure &f) {
                    return f.player == player && f.segment == s[std::size_t(slot(h, kSegment))];
                });
        if (!stillThere)
            s[std::size_t(slot(h, kDue))] = 1;
    }
    settle(state, events);
}

void HoundsModule::listClears(const GameState &state, MoveList &out) const
{
    const std::span<const std::int32_t> s = slotsIn(state);
    const int hound = s[kActive];
    if (hound < 0 || s[kClearsLeft] <= 0)
        return;
    const CellPos first{s[kFirstX], s[kFirstY]};
    Move m;
    m.kind = Move::Kind::Choice;
    m.module = indexIn(state);
    const CellPos at{s[std::size_t(slot(hound, kX))], s[std::size_t(slot(hound, kY))]};
    MistBoard::forAround(at, [&](CellPos c) {
        if (s[kFirstSet] && c == first)
            return true;
        for (int n = 1; n <= std::min(3, state.cellMarks(c)); ++n) {
            m.value = kClear + 16 * n;
            m.at = c;
            out.push_back(m);
        }
        return true;
    });
    if (out.empty())
        return;
    m.value = kStop;
    m.at = {};
    out.push_back(m);
}

void HoundsModule::addChoiceMoves(const GameState &state, MoveList &out) const
{
    if (state.endedEarly())
        return;
    // This module's own slots, read once (stateOf looks the module up at each call).
    const std::span<const std::int32_t> s = slotsIn(state);
    for (int h = 0; h < kHounds; ++h) {
        if (HoundState(s[std::size_t(slot(h, kState))]) != HoundState::Laying)
            continue;
        for (int i = 0; i < int(state.figures().size()); ++i) {
            Move m;
            m.kind = Move::Kind::Choice;
            m.module = indexIn(state);
            m.value = kLay;
            m.segment = i;
            m.rotation = std::uint8_t(h);
            out.push_back(m);
        }
        return;
    }
    listClears(state, out);
}

void HoundsModule::applyChoice(GameState &state, const Move &move, EventList *events) const
{
    const std::span<std::int32_t> s = slotsIn(state);
    switch (Choice(move.value & 15)) {
    case kLay:
        lay(state, move.rotation, move.segment, events);
        break;
    case kClear: {
        const int hound = s[kActive];
        FogModule::remove(state, move.at, move.value / 16, FogModule::GhostReason::Hound, events);
        s[kFirstX] = move.at.x;
        s[kFirstY] = move.at.y;
        s[kFirstSet] = 1;
        --s[kClearsLeft];
        MoveList more;
        listClears(state, more);
        if (more.empty())
            s[kActive] = -1;
        (void)hound;
        break;
    }
    case kStop:
        s[kActive] = -1;
        break;
    }
    settle(state, events);
}

std::optional<Move> HoundsModule::choiceFromJson(const GameState &state,
                                                 const QJsonObject &choice) const
{
    MoveList moves;
    addChoiceMoves(state, moves);
    if (choice.contains(QStringLiteral("hound"))) {
        const QString name = choice.value(QStringLiteral("hound")).toString();
        const int segment = MoveCodec::locationFromJson(
                state, choice.value(QStringLiteral("by")).toObject(), nullptr);
        if (segment < 0)
            return std::nullopt;
        for (const Move &m : moves) {
            if (m.value != kLay || houndName(m.rotation) != name)
                continue;
            const PlacedFigure &f = state.figures()[std::size_t(m.segment)];
            if (MoveCodec::namesFigure(state, f, segment))
                return m;
        }
        return std::nullopt;
    }
    const QJsonValue clear = choice.value(QStringLiteral("clear"));
    if (clear.isNull()) {
        for (const Move &m : moves) {
            if (m.value == kStop)
                return m;
        }
        return std::nullopt;
    }
    const auto cell = MoveCodec::cellFromJson(clear);
    const int count = choice.value(QStringLiteral("count")).toInt(-1);
    for (const Move &m : moves) {
        if (cell && m.value == kClear + 16 * count && m.at == *cell)
            return m;
    }
    return std::nullopt;
}

QJsonObject HoundsModule::choiceToJson(const GameState &state, const Move &move) const
{
    switch (Choice(move.value & 15)) {
    case kLay:
        return {{QStringLiteral("hound"), houndName(move.rotation)},
                {QStringLiteral("by"),
                 MoveCodec::locationToJson(state,
                                           state.figures()[std::size_t(move.segment)].segment)}};
    case kClear:
        return {{QStringLiteral("clear"), QJsonArray{move.at.x, move.at.y}},
                {QStringLiteral("count"), move.value / 16}};
    case kStop:
        return {{QStringLiteral("clear"), QJsonValue::Null}};
    }
    return {};
}

QString HoundsModule::eventName(std::uint8_t code) const
{
    switch (code) {
    case kHoundReached:
        return QStringLiteral("houndReached");
    case kHoundLaid:
        return QStringLiteral("houndLaid");
    case kHoundScored:
        return QStringLiteral("houndScored");
    case kHoundLeft:
        return QStringLiteral("houndLeft");
    default:
        return {};
    }
}

void HoundsModule::eventToJson(const GameContent &content, const Event &e, QJsonObject &o) const
{
    if (e.type != Event::Type::Module)
        return;
    o.insert(QStringLiteral("module"), content.modules()[std::size_t(e.module)]->id());
    o.insert(QStringLiteral("hound"), houndName(e.values[0]));
    o.insert(QStringLiteral("player"), e.player);
    if (e.code == kHoundLaid || e.code == kHoundScored)
        o.insert(QStringLiteral("at"), QJsonArray{e.at.x, e.at.y});
    if (e.code == kHoundScored)
        o.insert(QStringLiteral("points"), e.values[1]);
    if (e.code == kHoundLeft)
        o.insert(QStringLiteral("why"),
                 e.values[1] == 0 ? QStringLiteral("noGuard") : QStringLiteral("guardBuried"));
}

QString HoundsModule::checkInvariants(const GameState &state) const
{
    const std::span<const std::int32_t> s = slotsIn(state);
    for (int h = 0; h < kHounds; ++h) {
        // A hound due to score lies by the place its guard left.
        if (stateOf(state, h) != HoundState::Lying || s[std::size_t(slot(h, kDue))] != 0)
            continue;
        const bool there = std::any_of(
                state.figures().begin(), state.figures().end(), [&](const PlacedFigure &f) {
                    return f.player == s[std::size_t(slot(h, kPlayer))]
                            && f.segment == s[std::size_t(slot(h, kSegment))];
                });
        if (!there)
            return QStringLiteral("%1 lies by a guard who is gone").arg(houndName(h));
    }
    return {};
}

} // namespace carcassonne
