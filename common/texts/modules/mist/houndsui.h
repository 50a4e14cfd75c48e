#pragma once

#include "moduleui.h"

#include <QCoreApplication>

#include <optional>

namespace carcassonne {

// The Mist's stacks and hounds (levels 3 to 6): the stack being drawn and its tiles left, each
// hound's points to reach, where a hound lies on the board, by which guard it lies and which
// ghosts it calms, its points in the log, a warning on a stack's last tile.
class HoundsUi final : public ModuleUi
{
    Q_DECLARE_TR_FUNCTIONS(HoundsUi)

public:
    QString moduleId() const override { return QStringLiteral("hounds"); }
    const char *nameSource() const override;
    QList<Label> parameterLabels() const override;
    QList<ValueName> parameterValueNames(const QString &name) const override;
    QList<Label> categoryLabels() const override;
    QString describe(const GameState &state, const Event &e, const QString &who) const override;
    std::optional<CellPos> locatedCell(const GameState &state, const Event &e) const override;
    QString choicePrompt(const GameState &state) const override;
    Choice choice(const GameState &state, const QJsonObject &choice) const override;
    QString turnNote(const GameState &state) const override;
    QList<Counter> sharedCounters(const GameState &state) const override;
    QList<BoardMarker> boardMarkers(const GameState &state) const override;

    // "Rufus", "Ronja".
    static QString houndName(int hound);
    QString helpText(const GameContent &content) const override;
    const char *idleNoteSource(const GameContent &content) const override;
    QList<HelpPicture> helpPictures(const GameContent &content) const override;

private:
    // A choice's words before toldApart() tells alike ones apart.
    static Choice label(const GameState &state, const QJsonObject &json);
};

} // namespace carcassonne
