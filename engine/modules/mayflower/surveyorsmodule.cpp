#include "surveyorsmodule.h"

#include "coastmodule.h"
#include "record/movecodec.h"
#include "state/gamestate.h"

#include <QJsonArray>

#include <algorithm>
#include <utility>

namespace carcassonne {

namespace {

// The pending features that hold figures: only these can score, so only their order matters.
int scoringCandidates(const GameState &state)
{
    int n = 0;
    for (std::int32_t node : state.pendingScorings()) {
        const FeatureGraph::Node &r = state.features().node(state.features().find(node));
        n += (r.figures > 0 && !r.done) ? 1 : 0;
    }
    return n;
}

} // namespace

ParameterSpecs SurveyorsModule::parameters() const
{
    return {ParameterSpec{QStringLiteral("surveyorBonus"), 4, 0, 50}};
}

void SurveyorsModule::setup(GameState &state, EventList *) const
{
    const std::span<std::int32_t> s = slotsIn(state);
    s[kColumn0] = CoastModule::kCoastColumn;
    s[kColumn1] = CoastModule::kCoastColumn;
    s[kSweptTurn] = -1;
}

std::optional<std::array<int, SurveyorsModule::kSurveyorCount>>
SurveyorsModule::columns(const GameState &state)
{
    const SurveyorsModule *m = state.content().find<SurveyorsModule>();
    if (!m)
        return std::nullopt;
    const std::span<const std::int32_t> s = m->slotsIn(state);
    return std::array<int, kSurveyorCount>{s[kColumn0], s[kColumn1]};
}

bool SurveyorsModule::atRisk(const GameState &state, int x)
{
    const auto c = columns(state);
    return c && x > std::max((*c)[0], (*c)[1]);
}

void SurveyorsModule::adjustValue(const GameState &state, int root, FeatureValue &v) const
{
    if (!v.completed || v.winners == 0)
        return; // no bonus at the end of the game
    const std::span<const std::int32_t> s = slotsIn(state);
    const int bonus = parameterIn(state, 0); // surveyorBonus
    // Per player: the surveyors in a column where one of the player's scoring colonists stands.
    std::array<std::uint8_t, kMaxPlayers> in0{}, in1{};
    const FeatureGraph &graph = state.features();
    int left = graph.node(root).figures;
    for (std::size_t i = 0; left > 0 && i < state.figures().size(); ++i) {
        const PlacedFigure &f = state.figures()[i];
        if (graph.find(f.segment) != root)
            continue;
        --left;
        if (!(v.winners >> f.player & 1u) || !state.countsForMajority(f.kind))
            continue;
        const int x = state.cellOf(f.segment).x;
        in0[f.player] |= x == s[kColumn0] ? 1 : 0;
        in1[f.player] |= x == s[kColumn1] ? 1 : 0;
    }
    bool any = false;
    for (int p = 0; p < state.playerCount(); ++p) {
        const int n = in0[std::size_t(p)] + in1[std::size_t(p)];
        v.bonus[std::size_t(p)] = n * bonus;
        any = any || n > 0;
    }
    if (!any)
        return;
    v.bonusCategory = scoreCategory(state, 0);
    v.bonusModule = indexIn(state);
}

void SurveyorsModule::addChoiceMoves(const GameState &state, MoveList &out) const
{
    if (scoringCandidates(state) < 2)
        return;
    const auto &pending = state.pendingScorings();
    for (std::size_t i = 0; i < pending.size(); ++i) {
        const FeatureGraph::Node &r = state.features().node(state.features().find(pending[i]));
        if (r.figures == 0 || r.done)
            continue;
        Move m;
        m.kind = Move::Kind::Choice;
        m.module = indexIn(state);
        m.value = int(i);
        out.push_back(m);
    }
}

void SurveyorsModule::applyChoice(GameState &state, const Move &move, EventList *events) const
{
    state.scorePending(move.value, true, events);
}

int SurveyorsModule::pickedRoot(const GameState &state, const Move &move)
{
    return state.features().find(state.pendingScorings()[std::size_t(move.value)]);
}

void SurveyorsModule::afterFeatureScored(GameState &state, int, std::uint8_t winners,
                                         EventList *events) const
{
    if (winners == 0)
        return; // nobody scored: the surveyors stay
    const std::span<std::int32_t> s = slotsIn(state);
    // The eastern one moves; sharing a column they are interchangeable (the first moves), and
    // then only if a tile lies west of them.
    const int mover = s[kColumn1] > s[kColumn0] ? 1 : 0;
    const bool stuck = s[kColumn0] == s[kColumn1]
            && (state.board().tiles().empty() || state.board().minCell().x >= s[kColumn0]);
    if (!stuck) {
        s[std::size_t(mover)] -= 1;
        if (events) {
            Event e = moduleEvent(state, kSurveyorMoved);
            e.values = {std::int16_t(mover), std::int16_t(s[std::size_t(mover)])};
            e.at = {s[std::size_t(mover)], 0};
            events->push_back(e);
        }
    }
    s[kSweptTurn] = state.turn();
    // Every colonist but trappers east of both goes home without points.
    const int east = std::max(s[kColumn0], s[kColumn1]);
    for (int i = int(state.figures().size()) - 1; i >= 0; --i) {
        const PlacedFigure &f = state.figures()[std::size_t(i)];
        if (state.features().node(f.segment).type == FeatureType::Field
            || state.cellOf(f.segment).x <= east)
            continue;
        const std::size_t before = events ? events->size() : 0;
        state.returnFigure(i, events);
        if (events && events->size() > before)
            events->back().module = indexIn(state);
    }
}

std::optional<Move> SurveyorsModule::choiceFromJson(const GameState &state,
                                                    const QJsonObject &choice) const
{
    const QJsonValue location = choice.value(QStringLiteral("scoreNext"));
    if (!location.isObject())
        return std::nullopt;
    const int segment = MoveCodec::locationFromJson(state, location.toObject(), nullptr);
    if (segment < 0)
        return std::nullopt;
    const int root = state.features().find(segment);
    MoveList moves;
    addChoiceMoves(state, moves);
    for (const Move &m : moves) {
        if (pickedRoot(state, m) == root)
            return m;
    }
    return std::nullopt;
}

QJsonObject SurveyorsModule::choiceToJson(const GameState &state, const Move &move) const
{
    return {{QStringLiteral("scoreNext"),
             MoveCodec::featureToJson(state, pickedRoot(state, move))}};
}

QString SurveyorsModule::eventName(std::uint8_t code) const
{
    return code == kSurveyorMoved ? QStringLiteral("surveyorMoved") : QString();
}

void SurveyorsModule::eventToJson(const GameContent &content, const Event &e, QJsonObject &o) const
{
    if (e.type == Event::Type::FigureReturned) {
        o.insert(QStringLiteral("reason"), QStringLiteral("surveyor"));
        return;
    }
    if (e.type != Event::Type::Module)
        return;
    o.insert(QStringLiteral("player"), e.player);
    o.insert(QStringLiteral("surveyor"), e.values[0]);
    o.insert(QStringLiteral("from"), e.values[1] + 1);
    o.insert(QStringLiteral("to"), e.values[1]);
    o.insert(QStringLiteral("module"), content.modules()[std::size_t(e.module)]->id());
}

QString SurveyorsModule::checkInvariants(const GameState &state) const
{
    const std::span<const std::int32_t> s = slotsIn(state);
    const int west = std::min(s[kColumn0], s[kColumn1]);
    const int east = std::max(s[kColumn0], s[kColumn1]);
    if (east - west > 1)
        return QStringLiteral("the surveyors stand %1 columns apart").arg(east - west);
    if (east > CoastModule::kCoastColumn)
        return QStringLiteral("a surveyor stands east of the coast");
    if (!state.board().tiles().empty() && west < std::min(state.board().minCell().x, 0))
        return QStringLiteral("a surveyor stands west of the westernmost tile");
    // Right after a sweep, and until the next colonist goes down, none but trappers stand
    // east of both.
    const bool swept = s[kSweptTurn] == state.turn()
            || (s[kSweptTurn] + 1 == state.turn() && state.phase() == GameState::Phase::PlaceTile);
    if (s[kSweptTurn] < 0 || !swept)
        return {};
    for (const PlacedFigure &f : state.figures()) {
        if (state.features().node(f.segment).type != FeatureType::Field
            && state.cellOf(f.segment).x > east)
            return QStringLiteral("a colonist stands east of both surveyors after a scoring");
    }
    return {};
}

} // namespace carcassonne
