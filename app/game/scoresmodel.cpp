#include "scoresmodel.h"

#include "boardmodel.h"
#include "gamesession.h"
#include "moduleuis.h"

namespace carcassonne {

ScoresModel::ScoresModel(const GameSession &session, BoardModel &board, QObject *parent)
    : QObject(parent),
      m_session(session),
      m_board(board)
{ }

RowListModel *ScoresModel::players()
{
    return m_board.lists().players();
}

QVariantList ScoresModel::sharedCounters() const
{
    QVariantList out;
    if (!m_session.game())
        return out;
    const GameState &s = m_session.game()->state();
    for (const ModuleUi *ui : ModuleUis::enabled(s.content())) {
        for (const ModuleUi::Counter &c : ui->sharedCounters(s))
            out.append(BoardLists::counterRow(c));
    }
    return out;
}

QVariantList ScoresModel::scoreHistory() const
{
    return m_session.scoreHistory();
}

int ScoresModel::remainingCount() const
{
    return m_session.game() ? m_session.game()->state().remainingCount() : 0;
}

int ScoresModel::unseenCount() const
{
    if (!m_session.game())
        return 0;
    int n = 0;
    for (const int count : m_session.game()->state().unseenTiles())
        n += count;
    return n;
}

QStringList ScoresModel::figureKinds() const
{
    QStringList out;
    if (!m_session.firstState())
        return out;
    const GameState &first = *m_session.firstState();
    for (int k = 0; k < kFigureKindCount; ++k) {
        for (int p = 0; p < first.playerCount(); ++p) {
            if (first.supply(p, FigureKind(k)) > 0) {
                out << figurekind::name(FigureKind(k));
                break;
            }
        }
    }
    return out;
}

} // namespace carcassonne
