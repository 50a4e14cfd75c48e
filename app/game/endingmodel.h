#pragma once

#include <QObject>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <utility>

namespace carcassonne {

class BoardModel;
class GameSession;
class ModuleUi;

// The end of the game: whether it is over, how it ended, the final table and the final scoring
// shown on the board step by step (FinalScoringShow).
class EndingModel : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("the game controller's ending")

    Q_PROPERTY(bool gameOver READ gameOver NOTIFY changed)
    // How the game ended: kind ("scores", "won" or "lost": a team result), text (why, in the
    // modules' words, or ""), headline (the game's headline value named, "Level 3", or "") and
    // next (the next value named, or "" at the last): see GameController::playAgain().
    Q_PROPERTY(QVariantMap outcome READ outcome NOTIFY changed)
    Q_PROPERTY(QVariantList finalTable READ finalTable NOTIFY changed)
    Q_PROPERTY(QStringList finalCategories READ finalCategories NOTIFY changed)
    // Per category: a column of the final table even when nobody scored in it.
    Q_PROPERTY(QVariantList standingCategories READ standingCategories NOTIFY changed)
    // The final scoring by category, for the board to show step by step (FinalScoringShow).
    Q_PROPERTY(QVariantList finalSteps READ finalSteps NOTIFY changed)
    // The step of finalSteps on show: its features are lit and its points rise (-1: none).
    Q_PROPERTY(int finalStep READ finalStep WRITE setFinalStep NOTIFY finalStepChanged)

public:
    EndingModel(const GameSession &session, BoardModel &board, QObject *parent = nullptr);

    bool gameOver() const;
    QVariantMap outcome() const;
    QVariantList finalTable() const;
    QStringList finalCategories() const;
    QVariantList standingCategories() const;
    QVariantList finalSteps() const;
    int finalStep() const { return m_finalStep; }
    void setFinalStep(int step);
    // No step on show (the game changed); true when one was.
    bool clearFinalStep();
    // The enabled module's headline parameter (ModuleUi::headlineParameter) and its
    // description, or an empty name.
    std::pair<QString, const ModuleUi *> headline() const;

signals:
    void changed();
    void finalStepChanged();
    // A step's feature scored: at board position (cell units), points each, winners' colours.
    void scored(qreal x, qreal y, int points, const QStringList &colours, bool finalScoring);

private:
    const GameSession &m_session;
    BoardModel &m_board;
    int m_finalStep = -1;
};

} // namespace carcassonne
