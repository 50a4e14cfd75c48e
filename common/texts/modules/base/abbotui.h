#pragma once

#include "moduleui.h"

#include <QCoreApplication>

namespace carcassonne {

// The abbot: a second figure for cloisters and gardens, recalled for points.
class AbbotUi final : public ModuleUi
{
    Q_DECLARE_TR_FUNCTIONS(AbbotUi)

public:
    QString moduleId() const override { return QStringLiteral("abbot"); }
    const char *nameSource() const override;
    QList<Label> parameterLabels() const override;
    QString figureName(FigureKind kind, FeatureType on) const override;
    QString helpText(const GameContent &content) const override;
    QList<HelpPicture> helpPictures(const GameContent &content) const override;
};

} // namespace carcassonne
