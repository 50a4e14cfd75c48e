#pragma once

#include "content/featuredefinition.h"
#include "moduleui.h"

#include <QCoreApplication>

namespace carcassonne {

// Traders & Builders' goods: tokens taken in the log, each player's tokens, the majorities.
class GoodsUi final : public ModuleUi
{
    Q_DECLARE_TR_FUNCTIONS(GoodsUi)

public:
    QString moduleId() const override { return QStringLiteral("goods"); }
    const char *nameSource() const override;
    QList<Label> parameterLabels() const override;
    QList<Label> categoryLabels() const override;
    QString describe(const GameState &state, const Event &e, const QString &who) const override;
    QList<Counter> playerCounters(const GameState &state, int player) const override;

    static QString goodName(Good good);
    // "3 wine tokens", in the language's plural.
    static QString tokens(Good good, int count);
    QString helpText(const GameContent &content) const override;
    QList<HelpPicture> helpPictures(const GameContent &content) const override;
};

} // namespace carcassonne
