#include "endingmodel.h"

#include "boardmodel.h"
#include "eventtext.h"
#include "gamesession.h"
#include "moduleuis.h"
#include "playercolours.h"
#include "rules/rulecatalog.h"

#include <iterator>

namespace carcassonne {

EndingModel::EndingModel(const GameSession &session, BoardModel &board, QObject *parent)
    : QObject(parent),
      m_session(session),
      m_board(board)
{ }

bool EndingModel::gameOver() const
{
    return m_session.game() && m_session.game()->state().gameOver();
}

std::pair<QString, const ModuleUi *> EndingModel::headline() const
{
    if (!m_session.game())
        return {};
    for (const ModuleUi *ui : ModuleUis::enabled(m_session.game()->state().content())) {
        const QString name = ui->headlineParameter();
        if (!name.isEmpty() && RuleCatalog::parameter(name))
            return {name, ui};
    }
    return {};
}

QVariantMap EndingModel::outcome() const
{
    if (!gameOver())
        return {};
    const GameState &s = m_session.game()->state();
    QString kind = QStringLiteral("scores");
    QStringList why;
    if (s.outcome().kind != Outcome::Kind::Scores) {
        kind = s.outcome().kind == Outcome::Kind::TeamWon ? QStringLiteral("won")
                                                          : QStringLiteral("lost");
        for (const ModuleUi *ui : ModuleUis::enabled(s.content())) {
            const QString text = ui->outcomeText(s);
            if (!text.isEmpty())
                why << text;
        }
    }
    QString current;
    QString next;
    const auto [name, ui] = headline();
    if (ui) {
        const int value = s.content().parameter(name);
        current = ui->headlineLabel(value);
        if (value < RuleCatalog::parameter(name)->maximum)
            next = ui->headlineLabel(value + 1);
    }
    return {{QStringLiteral("kind"), kind},
            {QStringLiteral("text"), why.join(QLatin1Char(' '))},
            {QStringLiteral("headline"), current},
            {QStringLiteral("next"), next}};
}

QStringList EndingModel::finalCategories() const
{
    QStringList out;
    if (!m_session.game())
        return out;
    const GameContent &content = m_session.game()->state().content();
    for (int c = 0; c < content.scoreCategoryCount(); ++c)
        out << EventText::categoryName(content, ScoreCategory(c));
    return out;
}

QVariantList EndingModel::standingCategories() const
{
    // The core's roads, cities and cloisters, where the game's tiles have them (The Mist has
    // no cloisters); other categories only when someone scored in them.
    QVariantList out;
    if (!m_session.game())
        return out;
    const GameContent &content = m_session.game()->state().content();
    const FeatureType standing[] = {FeatureType::Road, FeatureType::City, FeatureType::Cloister};
    static_assert(int(ScoreCategory::Road) == 0 && int(ScoreCategory::City) == 1
                  && int(ScoreCategory::Cloister) == 2);
    bool present[std::size(standing)] = {};
    for (const TileType &type : content.tileTypes()) {
        for (const SegmentInfo &segment : type.segments) {
            for (std::size_t i = 0; i < std::size(standing); ++i)
                present[i] = present[i] || segment.type == standing[i];
        }
    }
    for (int c = 0; c < content.scoreCategoryCount(); ++c)
        out << (std::size_t(c) < std::size(standing) && present[c]);
    return out;
}

QVariantList EndingModel::finalSteps() const
{
    return gameOver() ? m_session.finalShow().steps(m_session.game()->state().content())
                      : QVariantList();
}

void EndingModel::setFinalStep(int step)
{
    const FinalScoringShow &show = m_session.finalShow();
    if (!gameOver() || step < -1 || step >= show.stepCount())
        step = -1;
    if (step == m_finalStep)
        return;
    m_finalStep = step;
    m_board.refreshHighlight();
    emit finalStepChanged();
    if (step < 0)
        return;
    for (const FinalScoringShow::Item &item : show.step(step)) {
        if (item.onBoard)
            emit scored(item.at.x(), item.at.y(), item.points, item.colours, true);
    }
}

bool EndingModel::clearFinalStep()
{
    const bool wasShown = m_finalStep >= 0;
    m_finalStep = -1;
    return wasShown;
}

QVariantList EndingModel::finalTable() const
{
    QVariantList out;
    if (!m_session.game())
        return out;
    const Game &game = *m_session.game();
    const GameState &s = game.state();
    for (int p = 0; p < s.playerCount(); ++p) {
        QVariantList during, final;
        for (int c = 0; c < s.content().scoreCategoryCount(); ++c) {
            during << s.breakdown(p, ScoreCategory(c), false);
            final << s.breakdown(p, ScoreCategory(c), true);
        }
        const QString name = p < game.setup().players.size()
                ? EventText::playerName(game.setup(), p)
                : QString();
        out.append(QVariantMap{
                {QStringLiteral("name"), name},
                {QStringLiteral("colourValue"),
                 PlayerColours::value(game.setup().players[p].color)},
                {QStringLiteral("during"), during},
                {QStringLiteral("final"), final},
                {QStringLiteral("total"), s.score(p)},
                {QStringLiteral("winner"), s.gameOver() && (s.outcome().winners >> p & 1)}});
    }
    return out;
}

} // namespace carcassonne
