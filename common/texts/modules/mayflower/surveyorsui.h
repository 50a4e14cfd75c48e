#pragma once

#include "moduleui.h"

#include <QCoreApplication>

namespace carcassonne {

// Mayflower's surveyors: their moves, the colonists they send home and their bonus in the log;
// the choice of which completed feature scores next; the surveyors on the board with the
// columns east of both shaded; a warning when a colonist would stand there.
class SurveyorsUi final : public ModuleUi
{
    Q_DECLARE_TR_FUNCTIONS(SurveyorsUi)

public:
    QString moduleId() const override { return QStringLiteral("surveyors"); }
    const char *nameSource() const override;
    QList<Label> parameterLabels() const override;
    QList<Label> categoryLabels() const override;
    QString describe(const GameState &state, const Event &e, const QString &who) const override;
    QString choicePrompt(const GameState &state) const override;
    Choice choice(const GameState &state, const QJsonObject &choice) const override;
    QString figureNote(const GameState &state, const Move &move) const override;
    QList<BoardMarker> boardMarkers(const GameState &state) const override;

private:
    static QString columnWords(int x);
    QString helpText(const GameContent &content) const override;
    QString hintText(const QString &hint, const GameContent &content) const override;
    QList<HelpPicture> helpPictures(const GameContent &content) const override;
};

} // namespace carcassonne
