#pragma once

#include "moduleui.h"

namespace carcassonne {

// The rules a package writes as data (AuthoredRulesModule): the help tells each of the game's
// scoring rules as a sentence and shows a tile carrying each attribute they count.
class AuthoredRulesUi final : public ModuleUi
{
public:
    QString moduleId() const override { return QStringLiteral("authored"); }
    const char *nameSource() const override;
    QString helpText(const GameContent &content) const override;
    QList<HelpPicture> helpPictures(const GameContent &content) const override;
    QString scoringNote(const GameState &state, const Event &e) const override;
    // A package's figure where the game's content is not at hand (ModuleUis::figureName gives
    // its own name).
    QString figureName(FigureKind kind, FeatureType on) const override;
};

} // namespace carcassonne
