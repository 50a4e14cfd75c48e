#include "hintguide.h"

#include "eventtext.h"
#include "moduleuis.h"
#include "record/game.h"
#include "state/gamecontent.h"
#include "state/gamestate.h"

namespace carcassonne {

namespace {
// In the order they are offered when several apply at once.
const QStringList kHints{QStringLiteral("placeTile"), QStringLiteral("placeFigure"),
                         QStringLiteral("farmer"), QStringLiteral("scored"), QStringLiteral("end")};
} // namespace

HintGuide::HintGuide(QObject *parent) : QObject(parent) { }

HintGuide::Situation HintGuide::situationOf(const Game *game, const MoveList *moves, bool humanTurn,
                                            const QList<QVariantMap> &newLogRows)
{
    Situation s;
    if (!game)
        return s;
    const GameState &state = game->state();
    const GameContent &content = state.content();
    s.humanTurn = humanTurn;
    s.gameOver = state.gameOver();
    s.placingTile = humanTurn && state.phase() == GameState::Phase::PlaceTile;
    s.figureWord = EventText::figureName(content, FigureKind::Meeple);
    s.content = state.contentPointer();
    s.farmerPoints = content.parameter(QStringLiteral("fieldCityPoints"));
    if (humanTurn && moves && state.phase() == GameState::Phase::PlaceFigure) {
        for (const Move &m : *moves) {
            if (m.kind != Move::Kind::PlaceFigure || m.segment < 0)
                continue;
            s.placingFigure = true;
            if (m.figure == FigureKind::Meeple && content.hasModule(QStringLiteral("farmers"))
                && state.features().node(m.segment).type == FeatureType::Field)
                s.farmerSpot = true;
        }
    }
    for (const QVariantMap &row : newLogRows) {
        const QVariant value = row.value(QStringLiteral("event"));
        if (!value.canConvert<Event>())
            continue;
        const Event e = value.value<Event>();
        if (e.type == Event::Type::FeatureScored && e.points > 0 && !e.final)
            s.scoredLine = row.value(QStringLiteral("text")).toString();
    }
    return s;
}

void HintGuide::setEnabled(bool enabled)
{
    if (enabled == m_enabled)
        return;
    m_enabled = enabled;
    if (!enabled)
        m_id.clear();
    emit changed();
}

void HintGuide::setSeen(const QStringList &seen)
{
    if (seen == m_seen)
        return;
    m_seen = seen;
    emit changed();
}

bool HintGuide::applies(const QString &id, const Situation &s) const
{
    if (id == QLatin1String("placeTile"))
        return s.placingTile;
    if (id == QLatin1String("placeFigure"))
        return s.placingFigure;
    if (id == QLatin1String("farmer"))
        return s.farmerSpot;
    if (id == QLatin1String("scored"))
        return !s.scoredLine.isEmpty() && !s.gameOver;
    if (id == QLatin1String("end"))
        return s.gameOver;
    return false;
}

void HintGuide::consider(const Situation &situation)
{
    const QString before = m_id;
    // A scoring stays news until the next one or the end; the words follow the language.
    const QString scored =
            situation.scoredLine.isEmpty() && m_id == QLatin1String("scored") && !situation.gameOver
            ? m_situation.scoredLine
            : situation.scoredLine;
    m_situation = situation;
    m_situation.scoredLine = scored;
    if (!m_id.isEmpty() && !applies(m_id, m_situation)) {
        // The game moved on without the hint being closed: it was seen all the same.
        m_seen << m_id;
        m_id.clear();
    }
    if (m_enabled && m_id.isEmpty()) {
        for (const QString &id : kHints) {
            if (!m_seen.contains(id) && applies(id, m_situation)) {
                m_id = id;
                break;
            }
        }
    }
    if (m_id != before || !m_id.isEmpty())
        emit changed();
}

void HintGuide::dismiss()
{
    if (m_id.isEmpty())
        return;
    m_seen << m_id;
    m_id.clear();
    emit changed();
}

void HintGuide::reset()
{
    m_seen.clear();
    emit changed();
}

QString HintGuide::title() const
{
    if (m_id == QLatin1String("placeTile"))
        return tr("Lay your tile");
    if (m_id == QLatin1String("placeFigure"))
        return tr("Place a figure, or not");
    if (m_id == QLatin1String("farmer"))
        return tr("Farmers");
    if (m_id == QLatin1String("scored"))
        return tr("Points");
    if (m_id == QLatin1String("end"))
        return tr("The end of the game");
    return {};
}

QString HintGuide::text() const
{
    const Situation &s = m_situation;
    // A rule set's own words, translated now so that they follow the language shown.
    const QString own =
            s.content && !m_id.isEmpty() ? ModuleUis::hintText(*s.content, m_id) : QString();
    if (!own.isEmpty())
        return m_id == QLatin1String("scored") ? s.scoredLine + QStringLiteral("\n\n") + own : own;
    if (m_id == QLatin1String("placeTile"))
        return tr("Lay the tile shown on the right on one of the lit squares: every side it "
                  "touches must match, road to road, city to city, field to field. Point at a "
                  "square to see the tile there, turn it with R or a right click, and click to "
                  "lay it. The rules of this game are under ? (F1).");
    if (m_id == QLatin1String("placeFigure"))
        return tr("The rings on your tile are where a %1 can go. Point at one to see the whole "
                  "feature it would hold and what it is worth now. Click one and confirm, or "
                  "skip (S) and keep your %1 for later. A feature that someone already holds, "
                  "however far away, takes no other.")
                .arg(s.figureWord);
    if (m_id == QLatin1String("farmer"))
        return tr("A ring on a field lays your %1 down as a farmer. Farmers stay until the end "
                  "of the game; then each field pays the player with the most farmers in it %2 "
                  "for every completed city it touches. A farmer never comes home: choose the "
                  "field with care.")
                .arg(s.figureWord, EventText::points(s.farmerPoints));
    if (m_id == QLatin1String("scored"))
        return tr("%1\n\nA feature scores as soon as it is completed, and the figures on it go "
                  "home to be placed again. Who scores what in this game: ? (F1).")
                .arg(s.scoredLine);
    if (m_id == QLatin1String("end"))
        return tr("After the last tile everything unfinished scores as well. The final scores "
                  "show where each player's points came from, and Review steps through the "
                  "game again.");
    return {};
}

} // namespace carcassonne
