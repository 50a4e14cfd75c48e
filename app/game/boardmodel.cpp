#include "boardmodel.h"

#include "core/geometry.h"
#include "endingmodel.h"
#include "gamesession.h"
#include "gamesettings.h"
#include "scoresmodel.h"
#include "turnmodel.h"

#include <algorithm>

namespace carcassonne {

BoardModel::BoardModel(QObject *parent) : QObject(parent) { }

QPoint BoardModel::lastPlaced() const
{
    return m_sources.session ? m_sources.session->lastPlaced() : QPoint();
}

bool BoardModel::hasLastPlaced() const
{
    return m_sources.session && m_sources.session->hasLastPlaced();
}

QRect BoardModel::bounds() const
{
    const std::optional<Game> &game = m_sources.session->game();
    if (!game
        || (game->state().board().tiles().empty() && game->state().board().fixedCells().empty()))
        return {0, 0, 1, 1};
    const Board &b = game->state().board();
    return QRect(QPoint(b.minCell().x, b.minCell().y), QPoint(b.maxCell().x, b.maxCell().y));
}

QRect BoardModel::landBounds() const
{
    const std::optional<Game> &game = m_sources.session->game();
    if (!game)
        return bounds();
    const GameState &state = game->state();
    const GameContent &content = state.content();
    QRect box;
    for (const PlacedTile &t : state.board().tiles()) {
        const geometry::CellBox cells =
                geometry::cellBox(content.tileType(t.type).definition.cells, t.rotation);
        box |= QRect(QPoint(t.at.x + cells.minX, t.at.y + cells.minY),
                     QPoint(t.at.x + cells.maxX, t.at.y + cells.maxY));
    }
    // The squares around the land, where most tiles may go next: the same frame on every turn.
    // A lit square a little further (the corner of a tile of several cells) joins it; those far
    // from the land do not (Mayflower's all along the coast: framing them would shrink the
    // tiles until their figure spots overlap). Before the first tile, what lies on the board
    // (Mayflower's coast) and every lit square.
    const bool noTiles = box.isEmpty();
    const QRect near = box.adjusted(-2, -2, 2, 2);
    box = noTiles ? bounds() : box.adjusted(-1, -1, 1, 1);
    if (state.phase() == GameState::Phase::PlaceTile) {
        for (const Move &m : m_sources.session->moves()) {
            if (m.kind == Move::Kind::PlaceTile && (noTiles || near.contains(m.at.x, m.at.y)))
                box |= QRect(m.at.x, m.at.y, 1, 1);
        }
    }
    return box;
}

void BoardModel::setSpotScale(qreal scale)
{
    scale = std::max<qreal>(1, scale);
    if (qFuzzyCompare(scale, m_spotScale))
        return;
    m_spotScale = scale;
    // Only the figure spots of the tile just laid change size.
    if (m_lists.targets()->rowCount() > 0)
        refreshTargets();
    emit spotScaleChanged();
}

BoardLists::Input BoardModel::input() const
{
    const GameSession &session = *m_sources.session;
    const std::optional<Game> &game = session.game();
    BoardLists::Input in;
    in.game = game ? &*game : nullptr;
    in.first = session.firstState();
    in.moves = &session.moves();
    in.contentNumber = session.contentNumber();
    in.humanTurn = session.humanTurn();
    if (game) {
        for (int p = 0; p < game->setup().players.size(); ++p)
            in.humans << session.isHuman(p);
    }
    in.figureKinds = m_sources.scores->figureKinds();
    in.showDeadSpots = m_sources.settings->showDeadSpots();
    in.showFields = m_sources.settings->showFields();
    const TurnModel &turn = *m_sources.turn;
    in.highlightTarget = turn.hoveredTarget() >= 0 ? turn.hoveredTarget() : turn.selectedTarget();
    in.figureOwner = turn.figureColourChoice().current();
    in.spotScale = m_spotScale;
    const int figure = turn.hoveredFigure();
    if (figure >= 0 && figure < m_lists.figures()->rowCount())
        in.highlightSegments
                << m_lists.figures()->get(figure).value(QStringLiteral("segment")).toInt();
    if (turn.hoveredChoice() >= 0) {
        const QVariantMap choice = turn.choices().value(turn.hoveredChoice()).toMap();
        const int segment = choice.value(QStringLiteral("segment"), -1).toInt();
        if (segment >= 0)
            in.highlightSegments << segment;
    }
    const FinalScoringShow &show = session.finalShow();
    const int step = m_sources.ending->finalStep();
    if (step >= 0 && step < show.stepCount()) {
        for (const FinalScoringShow::Item &item : show.step(step))
            in.highlightSegments << item.segment;
    }
    return in;
}

} // namespace carcassonne
