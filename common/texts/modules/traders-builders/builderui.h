#pragma once

#include "moduleui.h"

#include <QCoreApplication>

namespace carcassonne {

// Traders & Builders' builder: the double turn in the log and over the board.
class BuilderUi final : public ModuleUi
{
    Q_DECLARE_TR_FUNCTIONS(BuilderUi)

public:
    QString moduleId() const override { return QStringLiteral("builder"); }
    const char *nameSource() const override;
    QList<Label> parameterLabels() const override;
    QString describe(const GameState &state, const Event &e, const QString &who) const override;
    QString turnNote(const GameState &state) const override;
    QString figureName(FigureKind kind, FeatureType on) const override;
    QString helpText(const GameContent &content) const override;
    QList<HelpPicture> helpPictures(const GameContent &content) const override;
};

} // namespace carcassonne
