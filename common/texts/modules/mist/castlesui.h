#pragma once

#include "moduleui.h"

#include <QCoreApplication>

namespace carcassonne {

// The Mist's haunted castles: their name, their points per tile with fog, their column of the
// score table.
class CastlesUi final : public ModuleUi
{
    Q_DECLARE_TR_FUNCTIONS(CastlesUi)

public:
    QString moduleId() const override { return QStringLiteral("castles"); }
    const char *nameSource() const override;
    QList<Label> parameterLabels() const override;
    QList<Label> categoryLabels() const override;
    QString featureName(FeatureType type) const override;
    QString helpText(const GameContent &content) const override;
    const char *idleNoteSource(const GameContent &content) const override;
    QList<HelpPicture> helpPictures(const GameContent &content) const override;
};

} // namespace carcassonne
