#pragma once

#include "moduleui.h"

#include <QCoreApplication>

namespace carcassonne {

// Mayflower's farms: the farmer on a farm building, its points, its column in the scores.
class FarmsUi final : public ModuleUi
{
    Q_DECLARE_TR_FUNCTIONS(FarmsUi)

public:
    QString moduleId() const override { return QStringLiteral("farms"); }
    const char *nameSource() const override;
    QList<Label> parameterLabels() const override;
    QList<Label> categoryLabels() const override;
    QString figureName(FigureKind kind, FeatureType on) const override;
    QString featureName(FeatureType type) const override;
    QString helpText(const GameContent &content) const override;
    QList<HelpPicture> helpPictures(const GameContent &content) const override;
};

} // namespace carcassonne
