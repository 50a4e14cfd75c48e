#include "figurecolourchoice.h"

#include "playercolours.h"
#include "record/game.h"

namespace carcassonne {

void FigureColourChoice::refresh(const Game *game, bool humanTurn)
{
    QVariantList colours;
    if (game && humanTurn && game->state().phase() == GameState::Phase::PlaceFigure) {
        const GameState &s = game->state();
        const std::uint8_t mask = s.coloursWithSupply(FigureKind::Meeple);
        if (s.colourCountOf(s.seatOf(s.currentPlayer())) > 1) {
            for (int p = 0; p < s.playerCount(); ++p) {
                if (!(mask >> p & 1u))
                    continue;
                const QString name = game->setup().players[p].color;
                colours.append(QVariantMap{{QStringLiteral("player"), p},
                                           {QStringLiteral("colour"), name},
                                           {QStringLiteral("value"), PlayerColours::value(name)},
                                           {QStringLiteral("label"), PlayerColours::label(name)}});
            }
        }
    }
    int current = -1;
    for (const QVariant &c : std::as_const(colours)) {
        const int p = c.toMap().value(QStringLiteral("player")).toInt();
        if (current < 0 || p == m_current)
            current = p;
    }
    if (colours == m_colours && current == m_current)
        return;
    m_colours = colours;
    m_current = current;
    emit changed();
}

void FigureColourChoice::next()
{
    if (m_colours.size() < 2)
        return;
    for (qsizetype i = 0; i < m_colours.size(); ++i) {
        if (m_colours[i].toMap().value(QStringLiteral("player")).toInt() == m_current) {
            m_current = m_colours[(i + 1) % m_colours.size()]
                                .toMap()
                                .value(QStringLiteral("player"))
                                .toInt();
            emit changed();
            return;
        }
    }
}

void FigureColourChoice::pick(int player)
{
    for (const QVariant &c : std::as_const(m_colours)) {
        if (c.toMap().value(QStringLiteral("player")).toInt() == player && player != m_current) {
            m_current = player;
            emit changed();
            return;
        }
    }
}

} // namespace carcassonne
