#pragma once

#include "moduleui.h"

#include <QCoreApplication>

namespace carcassonne {

// The anniversary arrow tiles: activations in the log, the choice between arrows, extra turns.
class ArrowsUi final : public ModuleUi
{
    Q_DECLARE_TR_FUNCTIONS(ArrowsUi)

public:
    QString moduleId() const override { return QStringLiteral("arrows"); }
    const char *nameSource() const override;
    QList<Label> parameterLabels() const override;
    QString describe(const GameState &state, const Event &e, const QString &who) const override;
    QString choicePrompt(const GameState &state) const override;
    Choice choice(const GameState &state, const QJsonObject &choice) const override;
    QString turnNote(const GameState &state) const override;

    // What an arrow symbol lets the player do, by its record name ("reinforce").
    static QString effect(const QString &symbol);
    QString helpText(const GameContent &content) const override;
    QList<HelpPicture> helpPictures(const GameContent &content) const override;
};

} // namespace carcassonne
