#pragma once

#include "moduleui.h"

#include <QCoreApplication>

namespace carcassonne {

// The Mist's fog and ghosts: ghosts placed and calmed and fog banks completed in the log, the
// ghosts on each tile of the board with their count, the supply the team draws them from, a
// warning when it runs low.
class FogUi final : public ModuleUi
{
    Q_DECLARE_TR_FUNCTIONS(FogUi)

public:
    QString moduleId() const override { return QStringLiteral("fog"); }
    const char *nameSource() const override;
    QList<Label> parameterLabels() const override;
    QString describe(const GameState &state, const Event &e, const QString &who) const override;
    std::optional<CellPos> locatedCell(const GameState &state, const Event &e) const override;
    QString turnNote(const GameState &state) const override;
    QList<Counter> sharedCounters(const GameState &state) const override;
    QString featureName(FeatureType type) const override;
    QList<BoardMarker> boardMarkers(const GameState &state) const override;
    QString helpText(const GameContent &content) const override;
    QList<HelpPicture> helpPictures(const GameContent &content) const override;
};

} // namespace carcassonne
