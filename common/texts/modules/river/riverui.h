#pragma once

#include "moduleui.h"

namespace carcassonne {

// The River: its tiles first, the lake last; its rules ask nothing and show nothing more.
class RiverUi final : public ModuleUi
{
public:
    QString moduleId() const override { return QStringLiteral("river"); }
    const char *nameSource() const override;
    QString helpText(const GameContent &content) const override;
    QList<HelpPicture> helpPictures(const GameContent &content) const override;
};

} // namespace carcassonne
