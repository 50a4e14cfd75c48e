#include "gamestate.h"
#include "rules/rulemodule.h"

#include <algorithm>
#include <cassert>

// GameState: points, the features a tile completes (scored at once or through the modules'
// queue) and final scoring (split from gamestate.cpp by topic).

namespace carcassonne {

namespace {

ScoreCategory categoryOf(FeatureType t)
{
    switch (t) {
    case FeatureType::Road:
        return ScoreCategory::Road;
    case FeatureType::City:
        return ScoreCategory::City;
    case FeatureType::Garden:
        return ScoreCategory::Garden;
    case FeatureType::Field:
        return ScoreCategory::Field;
    default:
        return ScoreCategory::Cloister;
    }
}

// The features the core scores itself; the others (fields, gardens, ...) their modules score.
bool coreScores(FeatureType t)
{
    return t == FeatureType::Road || t == FeatureType::City || t == FeatureType::Cloister;
}

} // namespace

void GameState::addPoints(int player, int points, ScoreCategory category, bool final)
{
    m_score[std::size_t(player)] += points;
    auto &table = final ? m_finalBreakdown : m_breakdown;
    table[std::size_t(player)][std::size_t(category)] =
            std::int16_t(table[std::size_t(player)][std::size_t(category)] + points);
}

int GameState::scoreFeature(int root, ScoreCategory category, bool final, EventList *events,
                            int firstFigure)
{
    root = m_graph.find(root);
    if (m_graph.node(root).figures == 0) {
        // Nobody scores and nothing goes home: no event, no points.
        m_graph.node(root).done = true;
        return 0;
    }
    // A field's size only informs the event; playouts without events skip counting it.
#ifndef NDEBUG
    for (int i = 0; i < firstFigure; ++i)
        assert(m_graph.find(m_figures[std::size_t(i)].segment) != root);
#endif
    const FeatureValue v = valueOf(root, events != nullptr, nullptr, firstFigure);
    m_graph.node(root).done = true;
    if (v.winners != 0) {
        for (int p = 0; p < m_playerCount; ++p) {
            if (v.winners & (1u << p))
                addPoints(p, v.points, category, final);
        }
    }
    if (v.winners != 0 && events) {
        Event e = Event::of(Event::Type::FeatureScored);
        e.winners = v.winners;
        e.points = std::int16_t(v.points);
        e.featureType = v.type;
        e.category = category;
        e.final = final;
        e.segment = root;
        e.tiles = std::int16_t(v.tiles);
        e.pennants = std::int16_t(v.pennants);
        e.cities = std::int16_t(v.cities);
        e.at = cellOf(root);
        if (v.ruleModule >= 0) {
            e.module = v.ruleModule;
            e.values[0] = v.rule;
        }
        events->push_back(e);
    }
    for (int p = 0; v.bonusModule >= 0 && p < m_playerCount; ++p) {
        const int bonus = v.bonus[std::size_t(p)];
        if (!(v.winners & (1u << p)) || bonus == 0)
            continue;
        addPoints(p, bonus, v.bonusCategory, final);
        if (!events)
            continue;
        Event e = Event::of(Event::Type::PointsAwarded, p);
        e.module = v.bonusModule;
        e.points = std::int16_t(bonus);
        e.category = v.bonusCategory;
        e.final = final;
        e.segment = root;
        e.at = cellOf(root);
        events->push_back(e);
    }
    if (!final)
        returnFiguresOf(root, events);
    return v.winners ? v.points : 0;
}

void GameState::returnFiguresOf(int root, EventList *events)
{
    // Each return lowers the root's count: the walk stops when it reaches zero. All of them
    // go: no figure is left alone (figuresLeftAlone()).
    for (int i = int(m_figures.size()) - 1; i >= 0 && m_graph.node(root).figures > 0; --i) {
        if (m_graph.find(m_figures[std::size_t(i)].segment) == root)
            sendHome(i, events);
    }
}

void GameState::scoreByModules(int root, EventList *events)
{
    bool handled = false;
    for (const RuleModule *m : m_content->modulesWith(RuleHook::ScoreCompleted))
        handled = handled || m->scoreCompleted(*this, root, events);
    if (!handled)
        m_graph.node(root).done = true; // nobody scores it: never again
}

void GameState::queueCompleted(int root)
{
    if (std::find(m_pending.begin(), m_pending.end(), root) == m_pending.end())
        m_pending.push_back(root);
}

void GameState::scoreTurn(EventList *events)
{
    const PlacedTile &pt = m_board.tiles()[std::size_t(m_lastTile)];
    const TileType &tt = m_content->tileType(pt.type);
    const bool queue = m_content->queuesScoring();
    // A road or city completes only where a port closed its last open port this turn
    // (FeatureGraph::closedOne): most turns none did, and the tile's segments are not read.
    for (std::uint64_t bits = m_graph.closedOne() ? tt.completableSegments : 0; bits;
         bits &= bits - 1) {
        const int local = __builtin_ctzll(bits);
        const int root = m_graph.find(pt.segmentBase + local);
        const FeatureGraph::Node &r = m_graph.node(root);
        if (r.open != 0 || r.done)
            continue;
        if (queue)
            queueCompleted(root);
        else
            scoreFeature(root, categoryOf(r.type), false, events);
    }
    // Cloister-like features complete when the ninth cell around them fills; placeTile says
    // when one did, and which. A short list is walked whole, also dropping the entries a module
    // marked done short of nine tiles (The Mist's closed graveyards).
    if (m_surroundedComplete && m_openSurrounded.size() > kWalkAllSurrounded) {
        scoreCompleteEntries(queue, events);
    } else {
        for (std::size_t i = 0; m_surroundedComplete && i < m_openSurrounded.size();) {
            const OpenSurrounded &o = m_openSurrounded[i];
            if (!m_graph.node(o.node).done && o.tiles != 9) {
                ++i;
                continue;
            }
            scoreSurrounded(i, queue, events);
            dropOpenSurrounded(i);
        }
    }
    m_completeEntries.clear();
    m_surroundedComplete = false;
    if (queue) {
        m_scoringQueued = true; // settleScorings() runs afterScoring once the queue is empty
        return;
    }
    for (const RuleModule *m : m_content->modulesWith(RuleHook::AfterScoring))
        m->afterScoring(*this, events);
}

void GameState::scoreSurrounded(std::size_t i, bool queue, EventList *events)
{
    const int node = m_openSurrounded[i].node;
    if (m_graph.node(node).done)
        return;
    if (queue)
        queueCompleted(node);
    else if (m_graph.node(node).type == FeatureType::Cloister)
        scoreFeature(node, ScoreCategory::Cloister, false, events);
    else
        scoreByModules(node, events);
}

void GameState::scoreCompleteEntries(bool queue, EventList *events)
{
    // The walk visits the list in order, and where it drops an entry the last one takes its
    // place and is looked at next: the listed entries in ascending order, each followed at its
    // place by the last entry while that one is listed too.
    std::vector<std::int32_t> &listed = m_completeEntries;
    for (Board::WatchBits used = Board::kAllWatchSlots & ~m_freeWatchSlots; used;
         used &= Board::WatchBits(used - 1)) {
        const std::int32_t i = m_watchEntry[std::size_t(__builtin_ctz(used))];
        if (m_openSurrounded[std::size_t(i)].tiles == 9)
            listed.push_back(i);
    }
    std::sort(listed.begin(), listed.end());
    std::size_t lo = 0, hi = listed.size();
    while (lo < hi) {
        const std::size_t i = std::size_t(listed[lo]);
        const std::size_t last = m_openSurrounded.size() - 1;
        const bool lastListed = hi - lo > 1 && std::size_t(listed[hi - 1]) == last;
        scoreSurrounded(i, queue, events);
        dropOpenSurrounded(i);
        if (lastListed)
            --hi; // now at i: the next round scores it there
        else
            ++lo;
    }
}

void GameState::dropOpenSurrounded(std::size_t i)
{
    const OpenSurrounded &o = m_openSurrounded[i];
    // An overflow entry leaves its cells' overflow bit: others may share it, and a stale bit
    // only sends a placement through the distance checks.
    if (o.slot != kNoWatchSlot) {
        m_board.unwatch(o.cell, Board::WatchBits(1u << o.slot));
        m_freeWatchSlots |= Board::WatchBits(1u << o.slot);
    } else {
        m_overflow.replace(o.cell, std::int32_t(i), -1);
    }
    // The last entry takes its place (the order the features complete in follows this).
    const std::int32_t last = std::int32_t(m_openSurrounded.size() - 1);
    m_openSurrounded[i] = m_openSurrounded.back();
    m_openSurrounded.pop_back();
    if (std::int32_t(i) == last)
        return;
    if (m_openSurrounded[i].slot != kNoWatchSlot)
        m_watchEntry[m_openSurrounded[i].slot] = std::int32_t(i);
    else
        m_overflow.replace(m_openSurrounded[i].cell, last, std::int32_t(i));
}

void GameState::scorePending(int index, bool award, EventList *events)
{
    const int root = m_graph.find(m_pending[std::size_t(index)]);
    m_pending.erase(m_pending.begin() + index);
    FeatureGraph::Node &r = m_graph.node(root);
    if (r.done)
        return;
    std::uint8_t winners = 0;
    if (award && r.figures > 0)
        winners = valueOf(root, false).winners;
    if (!award) {
        r.done = true;
        returnFiguresOf(root, events);
    } else if (coreScores(r.type)) {
        scoreFeature(root, categoryOf(r.type), false, events);
    } else {
        scoreByModules(root, events);
    }
    for (const RuleModule *m : m_content->modulesWith(RuleHook::AfterFeatureScored))
        m->afterFeatureScored(*this, root, winners, events);
}

bool GameState::settleScorings(EventList *events)
{
    while (!m_pending.empty()) {
        if (m_ended) {
            m_pending.clear();
            break;
        }
        MoveList choices;
        for (const RuleModule *m : m_content->modulesWith(RuleHook::ChoiceMoves))
            m->addChoiceMoves(*this, choices);
        if (!choices.empty())
            return false; // the player decides which comes next, or how it scores
        scorePending(0, true, events);
    }
    if (m_scoringQueued) {
        // The end of the turn waits for the decisions the scorings raised (The Mist: a hound
        // reached is laid before the haunted graveyard's face-down tile is drawn).
        const auto &after = m_content->modulesWith(RuleHook::AfterScoring);
        if (!m_ended && !after.empty()) {
            MoveList choices;
            for (const RuleModule *m : m_content->modulesWith(RuleHook::ChoiceMoves))
                m->addChoiceMoves(*this, choices);
            if (!choices.empty())
                return false;
        }
        m_scoringQueued = false;
        for (const RuleModule *m : after)
            m->afterScoring(*this, events);
    }
    return true;
}

void GameState::finalScoring(EventList *events)
{
    // Each feature with figures once, in the order its first figure was placed.
    for (std::size_t i = 0; i < m_figures.size(); ++i) {
        const int root = m_graph.find(m_figures[i].segment);
        const FeatureGraph::Node &r = m_graph.node(root);
        if (!r.done && coreScores(r.type))
            scoreFeature(root, categoryOf(r.type), true, events, int(i));
    }
    for (const RuleModule *m : m_content->modules())
        m->finalScoring(*this, events);
}

} // namespace carcassonne
