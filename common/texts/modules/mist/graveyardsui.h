#pragma once

#include "moduleui.h"

#include <QCoreApplication>

namespace carcassonne {

// The Mist's graveyards: graveyards closing, guards buried and tiles laid face down in the log;
// which guard is buried, which open graveyard takes the extra ghost and where a tile goes face
// down; the open graveyards and the face-down tiles (their backs, never their faces) on the
// board; a note when a tile will go face down at the end of the turn.
class GraveyardsUi final : public ModuleUi
{
    Q_DECLARE_TR_FUNCTIONS(GraveyardsUi)

public:
    QString moduleId() const override { return QStringLiteral("graveyards"); }
    const char *nameSource() const override;
    QList<Label> parameterLabels() const override;
    QList<ValueName> parameterValueNames(const QString &name) const override;
    QString describe(const GameState &state, const Event &e, const QString &who) const override;
    std::optional<CellPos> locatedCell(const GameState &state, const Event &e) const override;
    QString choicePrompt(const GameState &state) const override;
    Choice choice(const GameState &state, const QJsonObject &choice) const override;
    QString turnNote(const GameState &state) const override;
    QString featureName(FeatureType type) const override;
    QList<BoardMarker> boardMarkers(const GameState &state) const override;
    QString helpText(const GameContent &content) const override;
    const char *idleNoteSource(const GameContent &content) const override;
    QList<HelpPicture> helpPictures(const GameContent &content) const override;

private:
    // A choice's words before toldApart() tells alike ones apart.
    static Choice label(const GameState &state, const QJsonObject &json);
};

} // namespace carcassonne
