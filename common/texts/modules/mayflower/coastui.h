#pragma once

#include "moduleui.h"

#include <QCoreApplication>

namespace carcassonne {

// Mayflower's coast: the start fields and the sea east of the landscape on the board, the
// colonists' roles on roads (bandit) and cities (sheriff), the rulebook's words for roads and
// flags, trading posts' points.
class CoastUi final : public ModuleUi
{
    Q_DECLARE_TR_FUNCTIONS(CoastUi)

public:
    QString moduleId() const override { return QStringLiteral("coast"); }
    const char *nameSource() const override;
    QList<Label> parameterLabels() const override;
    QString figureName(FigureKind kind, FeatureType on) const override;
    QString featureName(FeatureType type) const override;
    QString pennants(int count) const override;
    QList<BoardMarker> boardMarkers(const GameState &state) const override;
    QString helpText(const GameContent &content) const override;
    QString hintText(const QString &hint, const GameContent &content) const override;
    QList<HelpPicture> helpPictures(const GameContent &content) const override;
    bool hasOwnBasics() const override { return true; }
};

} // namespace carcassonne
