#pragma once

#include "moduleui.h"

#include <QCoreApplication>

namespace carcassonne {

// Traders & Builders' pig: its name; its bonus shows as points in the Fields category.
class PigUi final : public ModuleUi
{
    Q_DECLARE_TR_FUNCTIONS(PigUi)

public:
    QString moduleId() const override { return QStringLiteral("pig"); }
    const char *nameSource() const override;
    QList<Label> parameterLabels() const override;
    QString figureName(FigureKind kind, FeatureType on) const override;
    QString helpText(const GameContent &content) const override;
    QList<HelpPicture> helpPictures(const GameContent &content) const override;
};

} // namespace carcassonne
