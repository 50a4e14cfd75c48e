#pragma once

#include "moduleui.h"

#include <QCoreApplication>

namespace carcassonne {

// Mayflower's plains: the trapper lying on a plain, the plains' name, their final scoring by
// animals in the log, their column in the scores.
class TrappersUi final : public ModuleUi
{
    Q_DECLARE_TR_FUNCTIONS(TrappersUi)

public:
    QString moduleId() const override { return QStringLiteral("trappers"); }
    const char *nameSource() const override;
    QList<Label> parameterLabels() const override;
    QList<Label> categoryLabels() const override;
    QString describe(const GameState &state, const Event &e, const QString &who) const override;
    QString figureName(FigureKind kind, FeatureType on) const override;
    QString featureName(FeatureType type) const override;
    QString helpText(const GameContent &content) const override;
    QList<HelpPicture> helpPictures(const GameContent &content) const override;
};

} // namespace carcassonne
