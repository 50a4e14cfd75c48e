#include "goodsui.h"

#include "modules/traders-builders/goodsmodule.h"
#include "ruleshelp.h"
#include "state/gamecontent.h"
#include "state/gamestate.h"

#include <QCoreApplication>

namespace carcassonne {

const char *GoodsUi::nameSource() const
{
    return QT_TRANSLATE_NOOP("RuleTexts", "Goods");
}

QList<ModuleUi::Label> GoodsUi::parameterLabels() const
{
    return {{"goodsMajorityPoints",
             QT_TRANSLATE_NOOP("RuleTexts", "Goods: points for the most of a kind")}};
}

QList<ModuleUi::Label> GoodsUi::categoryLabels() const
{
    return {{"goods", QT_TRANSLATE_NOOP("RuleTexts", "Goods")}};
}

QString GoodsUi::goodName(Good good)
{
    switch (good) {
    case Good::Wine:
        return tr("Wine");
    case Good::Grain:
        return tr("Grain");
    case Good::Cloth:
        return tr("Cloth");
    case Good::Count:
        break;
    }
    return {};
}

QString GoodsUi::tokens(Good good, int count)
{
    switch (good) {
    case Good::Wine:
        return tr("%n wine token(s)", nullptr, count);
    case Good::Grain:
        return tr("%n grain token(s)", nullptr, count);
    case Good::Cloth:
        return tr("%n cloth token(s)", nullptr, count);
    case Good::Count:
        break;
    }
    return {};
}

QString GoodsUi::describe(const GameState &, const Event &e, const QString &who) const
{
    if (e.type != Event::Type::Module || e.code != GoodsModule::kTokensTaken)
        return {};
    return tr("%1 took %2").arg(who, tokens(GoodsModule::good(e), GoodsModule::tokenCount(e)));
}

QList<ModuleUi::Counter> GoodsUi::playerCounters(const GameState &state, int player) const
{
    QList<Counter> out;
    for (int g = 0; g < kGoodCount; ++g) {
        const QString id = goods::name(Good(g));
        out.append({id, goodName(Good(g)), GoodsModule::tokens(state, player, Good(g)), id});
    }
    return out;
}

QString GoodsUi::helpText(const GameContent &content) const
{
    return QCoreApplication::translate(
                   "RulesHelp",
                   "Some cities carry goods: wine, grain and cloth. Whoever lays the tile that "
                   "completes a city takes one token for each goods symbol in it, whether they "
                   "have a knight there or not, and whoever scores the city.\n\n"
                   "At the end, the player with the most tokens of a good scores %1 for it; with a "
                   "tie each of them does. Nobody scores a good nobody holds.")
            .arg(RulesHelp::points(
                    RulesHelp::number(content, QStringLiteral("goodsMajorityPoints"))));
}

QList<ModuleUi::HelpPicture> GoodsUi::helpPictures(const GameContent &) const
{
    return {{QStringLiteral("icon/wine"), -1, QCoreApplication::translate("RulesHelp", "Wine")},
            {QStringLiteral("icon/grain"), -1, QCoreApplication::translate("RulesHelp", "Grain")},
            {QStringLiteral("icon/cloth"), -1, QCoreApplication::translate("RulesHelp", "Cloth")}};
}

} // namespace carcassonne
