#include "lastmovesshow.h"

#include "boardlists.h"
#include "eventtext.h"
#include "playercolours.h"
#include "record/gamerecord.h"
#include "state/event.h"
#include "state/gamestate.h"

namespace carcassonne {

LastMovesShow::LastMovesShow(QObject *parent) : QObject(parent)
{
    connect(&m_timer, &QTimer::timeout, this, &LastMovesShow::next);
}

QList<LastMovesShow::Step> LastMovesShow::steps(const QList<QVariantMap> &logRows,
                                                const GameState &state, const GameSetup &setup,
                                                const BoardLists &lists, int player)
{
    // Each tile laid and what followed it until the next (its figure, its scorings): a figure
    // move's lines carry the next turn's number, so the tiles divide the log, not its turns.
    QList<Step> all;
    const auto colourOf = [&](int p) {
        return p >= 0 && p < setup.players.size() ? PlayerColours::value(setup.players[p].color)
                                                  : QString();
    };
    for (const QVariantMap &row : logRows) {
        const QVariant value = row.value(QStringLiteral("event"));
        if (!value.canConvert<Event>())
            continue;
        const Event e = value.value<Event>();
        if (e.type == Event::Type::TilePlaced && e.player >= 0) {
            all.append({QPoint(e.at.x, e.at.y), e.player, colourOf(e.player), {}});
        } else if (e.type == Event::Type::FeatureScored && e.points > 0 && e.segment >= 0
                   && !e.final && !all.isEmpty()) {
            all.last().scorings.append({lists.anchorOf(state, e.segment), int(e.points),
                                        PlayerColours::ofWinners(setup, e.winners)});
        }
    }
    QList<Step> newestFirst(all.rbegin(), all.rend());
    QList<Step> shown;
    for (const Step &step : newestFirst) {
        if (step.player == player && !shown.isEmpty())
            break;
        shown.prepend(step);
        if (step.player == player || shown.size() >= kMaxTurns)
            break;
    }
    return shown;
}

void LastMovesShow::start(const QList<Step> &steps, int intervalMs)
{
    stop();
    if (steps.isEmpty())
        return;
    m_steps = steps;
    m_total = int(steps.size());
    m_interval = intervalMs;
    m_timer.start(); // running from the first turn shown
    next();
    emit runningChanged();
}

void LastMovesShow::advance()
{
    if (!m_timer.isActive())
        return;
    if (m_steps.isEmpty()) {
        stop();
        return;
    }
    next();
}

void LastMovesShow::stop()
{
    if (!m_timer.isActive())
        return;
    m_timer.stop();
    m_steps.clear();
    emit runningChanged();
}

void LastMovesShow::next()
{
    if (m_steps.isEmpty()) {
        stop();
        return;
    }
    const Step step = m_steps.takeFirst();
    // The last turn is held as long as the others before the show ends.
    m_timer.start(step.scorings.isEmpty() ? m_interval : int(m_interval * kScoringHold));
    emit moveShown(step.tile.x(), step.tile.y(), step.colour);
    for (const Scoring &s : step.scorings)
        emit scored(s.at.x(), s.at.y(), s.points, s.colours, false);
    emit stepped();
}

} // namespace carcassonne
