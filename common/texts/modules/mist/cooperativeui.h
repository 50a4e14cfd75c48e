#pragma once

#include "moduleui.h"

#include <QCoreApplication>

namespace carcassonne {

// The Mist's team game: its level (the new game dialog's picker, each level summed up, and the
// next level at the end), the team's score against its goal, guards as its figures, which
// completed feature is settled next and whether it pays points or calms ghosts, the goal reached
// or the game lost and why.
class CooperativeUi final : public ModuleUi
{
    Q_DECLARE_TR_FUNCTIONS(CooperativeUi)

public:
    QString moduleId() const override { return QStringLiteral("cooperative"); }
    const char *nameSource() const override;
    QList<Label> parameterLabels() const override;
    QString describe(const GameState &state, const Event &e, const QString &who) const override;
    QString choicePrompt(const GameState &state) const override;
    Choice choice(const GameState &state, const QJsonObject &choice) const override;
    std::optional<CellPos> locatedCell(const GameState &state, const Event &e) const override;
    QList<Counter> playerCounters(const GameState &state, int player) const override;
    QList<Counter> sharedCounters(const GameState &state) const override;
    QString figureName(FigureKind kind, FeatureType on) const override;
    QString headlineParameter() const override { return QStringLiteral("mistLevel"); }
    QString headlineLabel(int value) const override;
    QString headlineSummary(const GameState &state) const override;
    QString seatNote() const override;
    QVariantMap dialogDefaults() const override;
    QString outcomeText(const GameState &state) const override;

    // Why a game was lost, by the cooperative module's reason ("ghosts", "tiles", ...).
    static QString lossReason(const QString &reason);
    QString helpText(const GameContent &content) const override;
    QString hintText(const QString &hint, const GameContent &content) const override;
    QList<HelpPicture> helpPictures(const GameContent &content) const override;
    bool hasOwnBasics() const override { return true; }

private:
    // A choice's words before toldApart() tells alike ones apart.
    static Choice label(const GameState &state, const QJsonObject &json);
};

} // namespace carcassonne
