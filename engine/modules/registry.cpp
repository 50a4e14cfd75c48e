// The one list of rule modules: the only file outside a rule set's folder that names them.
// A new rule set adds its folder under modules/ (see its CMakeLists.txt) and its modules here.

#include "modules/anniversary/arrowsmodule.h"
#include "modules/base/abbotmodule.h"
#include "modules/base/farmersmodule.h"
#include "modules/inns-cathedrals/authoredrulesmodule.h"
#include "modules/mayflower/coastmodule.h"
#include "modules/mayflower/farmsmodule.h"
#include "modules/mayflower/surveyorsmodule.h"
#include "modules/mayflower/trappersmodule.h"
#include "modules/mist/castlesmodule.h"
#include "modules/mist/cooperativemodule.h"
#include "modules/mist/fogmodule.h"
#include "modules/mist/graveyardsmodule.h"
#include "modules/mist/houndsmodule.h"
#include "modules/river/rivermodule.h"
#include "modules/traders-builders/buildermodule.h"
#include "modules/traders-builders/goodsmodule.h"
#include "modules/traders-builders/pigmodule.h"
#include "rules/rulecatalog.h"
#include "rules/rulehooks.h"

namespace carcassonne {

namespace {

struct Catalog
{
    std::vector<const RuleModule *> modules;
    std::vector<std::uint32_t> hooks; // by place: the turn hooks each overrides
};

template<class... M>
Catalog makeCatalog(const M &...module)
{
    int place = 0;
    (module.setCatalogPlace(place++), ...);
    return {{&module...}, {rulehooks::of<M>()...}};
}

const Catalog &catalog()
{
    // Hooks run in this order.
    static const FarmersModule farmers;
    static const AbbotModule abbot;
    static const RiverModule river;
    static const ArrowsModule arrows;
    // Traders & Builders. The pig pays its bonus after the farmers have scored the fields.
    static const GoodsModule goods;
    static const BuilderModule builder;
    static const PigModule pig;
    // Mayflower. The coast adds trading posts before the surveyors add their bonus.
    static const CoastModule coast;
    static const SurveyorsModule surveyors;
    static const FarmsModule farms;
    static const TrappersModule trappers;
    // The Mist. Fog before graveyards (a tile's ghosts decide the graveyard's extra one);
    // the hounds score after the cooperative module has settled a feature.
    static const CooperativeModule cooperative;
    static const FogModule fog;
    static const GraveyardsModule graveyards;
    static const CastlesModule castles;
    static const HoundsModule hounds;
    // The rules packages write as data, last: they change a value the others have made.
    static const AuthoredRulesModule authored;
    static const Catalog list =
            makeCatalog(farmers, abbot, river, arrows, goods, builder, pig, coast, surveyors, farms,
                        trappers, cooperative, fog, graveyards, castles, hounds, authored);
    return list;
}

// The compiler's reading of overrides, checked on two modules whose hooks are known.
static_assert(rulehooks::of<CoastModule>() & (1u << unsigned(RuleHook::AfterPlacement)));
static_assert(!(rulehooks::of<CoastModule>() & (1u << unsigned(RuleHook::TurnStarted))));
static_assert(rulehooks::of<FarmersModule>() == 0);

} // namespace

const std::vector<const RuleModule *> &RuleCatalog::modules()
{
    return catalog().modules;
}

const std::vector<std::uint32_t> &RuleCatalog::hooks()
{
    return catalog().hooks;
}

} // namespace carcassonne
