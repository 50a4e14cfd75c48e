// The one list of module descriptions: the only file outside the rule sets' folders that names
// them. A new rule set adds its folder under modules/ (its files in CMakeLists.txt) and its
// descriptions here.

#include "moduleuis.h"

#include "languages.h"
#include "modules/anniversary/arrowsui.h"
#include "modules/base/abbotui.h"
#include "modules/base/farmersui.h"
#include "modules/inns-cathedrals/authoredrulesui.h"
#include "modules/mayflower/coastui.h"
#include "modules/mayflower/farmsui.h"
#include "modules/mayflower/surveyorsui.h"
#include "modules/mayflower/trappersui.h"
#include "modules/mist/castlesui.h"
#include "modules/mist/cooperativeui.h"
#include "modules/mist/fogui.h"
#include "modules/mist/graveyardsui.h"
#include "modules/mist/houndsui.h"
#include "modules/river/riverui.h"
#include "modules/traders-builders/builderui.h"
#include "modules/traders-builders/goodsui.h"
#include "modules/traders-builders/pigui.h"
#include "rules/rulemodule.h"
#include "state/gamecontent.h"

#include <QCoreApplication>

namespace carcassonne {

const std::vector<const ModuleUi *> &ModuleUis::all()
{
    static const FarmersUi farmers;
    static const AbbotUi abbot;
    static const RiverUi river;
    static const ArrowsUi arrows;
    static const GoodsUi goods;
    static const BuilderUi builder;
    static const PigUi pig;
    static const CoastUi coast;
    static const SurveyorsUi surveyors;
    static const FarmsUi farms;
    static const TrappersUi trappers;
    static const CooperativeUi cooperative;
    static const FogUi fog;
    static const CastlesUi castles;
    static const GraveyardsUi graveyards;
    static const HoundsUi hounds;
    static const AuthoredRulesUi authored;
    static const std::vector<const ModuleUi *> list{
            &farmers, &abbot,   &river,      &arrows, &goods,    &builder,
            &pig,     &coast,   &surveyors,  &farms,  &trappers, &cooperative,
            &fog,     &castles, &graveyards, &hounds, &authored};
    return list;
}

const ModuleUi *ModuleUis::of(const QString &moduleId)
{
    for (const ModuleUi *ui : all()) {
        if (ui->moduleId() == moduleId)
            return ui;
    }
    return nullptr;
}

std::vector<const ModuleUi *> ModuleUis::enabled(const GameContent &content)
{
    std::vector<const ModuleUi *> out;
    for (const RuleModule *m : content.modules()) {
        if (const ModuleUi *ui = of(m->id()))
            out.push_back(ui);
    }
    return out;
}

const ModuleUi *ModuleUis::ofEvent(const GameContent &content, const Event &event)
{
    if (event.module < 0 || std::size_t(event.module) >= content.modules().size())
        return nullptr;
    return of(content.modules()[std::size_t(event.module)]->id());
}

QString ModuleUis::categoryName(const GameContent &content, ScoreCategory category)
{
    switch (category) {
    case ScoreCategory::Road:
        return QCoreApplication::translate("ScoreCategory", "Roads");
    case ScoreCategory::City:
        return QCoreApplication::translate("ScoreCategory", "Cities");
    case ScoreCategory::Cloister:
        return QCoreApplication::translate("ScoreCategory", "Cloisters");
    case ScoreCategory::Garden:
        return QCoreApplication::translate("ScoreCategory", "Gardens");
    case ScoreCategory::Field:
        return QCoreApplication::translate("ScoreCategory", "Fields", "landscape");
    case ScoreCategory::Bonus:
        return QCoreApplication::translate("ScoreCategory", "Bonus");
    }
    // A module's category: its description names it.
    const QString id = content.scoreCategoryName(category);
    if (const RuleModule *m = content.scoreCategoryModule(category)) {
        if (const ModuleUi *ui = of(m->id())) {
            for (const ModuleUi::Label &l : ui->categoryLabels()) {
                if (id == QLatin1String(l.id))
                    return QCoreApplication::translate("RuleTexts", l.source);
            }
        }
    }
    return id;
}

QString ModuleUis::figureName(const GameContent &content, FigureKind kind, FeatureType on)
{
    // A package's own figure by the name it gives, in the language shown.
    if (const AuthoredFigure *f = content.ownFigure(kind))
        return Languages::pick(f->name, Languages::shown());
    for (const ModuleUi *ui : enabled(content)) {
        const QString name = ui->figureName(kind, on);
        if (!name.isEmpty())
            return name;
    }
    return {};
}

QString ModuleUis::featureName(const GameContent &content, FeatureType type)
{
    for (const ModuleUi *ui : enabled(content)) {
        const QString name = ui->featureName(type);
        if (!name.isEmpty())
            return name;
    }
    return {};
}

QString ModuleUis::featureWord(const GameContent &content, FeatureType type)
{
    const QString name = featureName(content, type);
    return name.isEmpty() ? featureWord(type) : name;
}

QString ModuleUis::featureWord(FeatureType type)
{
    switch (type) {
    case FeatureType::Field:
        return tr("field", "landscape");
    case FeatureType::Road:
        return tr("road");
    case FeatureType::City:
        return tr("city");
    case FeatureType::River:
        return tr("river");
    case FeatureType::Cloister:
        return tr("cloister");
    case FeatureType::Garden:
        return tr("garden");
    case FeatureType::Farm:
        return tr("farm", "Mayflower building");
    case FeatureType::Castle:
        return tr("castle");
    case FeatureType::Graveyard:
        return tr("graveyard");
    case FeatureType::Fog:
        return tr("fog");
    case FeatureType::Count:
        break;
    }
    return featuretype::name(type);
}

QString ModuleUis::pennants(const GameContent &content, int count)
{
    for (const ModuleUi *ui : enabled(content)) {
        const QString words = ui->pennants(count);
        if (!words.isEmpty())
            return words;
    }
    return {};
}

QString ModuleUis::hintText(const GameContent &content, const QString &hint)
{
    for (const ModuleUi *ui : enabled(content)) {
        const QString words = ui->hintText(hint, content);
        if (!words.isEmpty())
            return words;
    }
    return {};
}

} // namespace carcassonne
