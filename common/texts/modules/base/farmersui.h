#pragma once

#include "moduleui.h"

namespace carcassonne {

// The farmers: fields and their completed cities at the end.
class FarmersUi final : public ModuleUi
{
public:
    QString moduleId() const override { return QStringLiteral("farmers"); }
    const char *nameSource() const override;
    QList<Label> parameterLabels() const override;
    QString helpText(const GameContent &content) const override;
    QList<HelpPicture> helpPictures(const GameContent &content) const override;
};

} // namespace carcassonne
