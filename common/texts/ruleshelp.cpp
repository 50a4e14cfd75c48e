#include "ruleshelp.h"

#include "moduleuis.h"
#include "rules/rulecatalog.h"
#include "ruletexts.h"
#include "state/gamecontent.h"

namespace carcassonne {

QList<RulesHelp::Section> RulesHelp::sections(const GameContent &content)
{
    QList<Section> result;
    const std::vector<const ModuleUi *> uis = ModuleUis::enabled(content);
    const bool ownBasics = std::any_of(uis.begin(), uis.end(),
                                       [](const ModuleUi *ui) { return ui->hasOwnBasics(); });
    if (!ownBasics)
        result << basics(content);
    for (const ModuleUi *ui : uis) {
        Section s = module(content, ui->moduleId());
        if (!s.text.isEmpty())
            result << s;
    }
    return result;
}

RulesHelp::Section RulesHelp::basics(const GameContent &content)
{
    const CoreParameters &core = content.core();
    QStringList text;
    text << tr("On your turn you draw a tile and lay it beside the tiles on the board, so that "
               "every side it touches matches: road to road, city to city, field to field. A tile "
               "that fits nowhere is set aside and you draw another.");
    text << tr("Then you may put one meeple from your supply on the new tile: on a road as a "
               "robber, in a city as a knight, on a cloister as a monk. Never on a road or city "
               "that already holds a meeple, however far away. You have %n meeple(s).",
               nullptr, core.meeplesPerPlayer);
    text << tr("A road is complete when both its ends stop (at a crossing, a city, a cloister) or "
               "it loops: %1 per tile. A city is complete when its walls close without a gap: %2 "
               "per tile and %3 per pennant. A cloister is complete when eight tiles surround it: "
               "%4 per tile, itself included.")
                    .arg(points(core.roadTilePoints), points(core.cityTilePoints),
                         points(core.cityPennantPoints), points(core.cloisterTilePoints));
    text << tr("A completed feature scores at once for whoever has the most meeples on it; with "
               "a tie each of them scores in full. Its meeples go back to their owners, so you "
               "can place them again.");
    text << tr("After the last tile, every unfinished feature scores for its majority: a road %1 "
               "per tile, a city %2 per tile and %3 per pennant, a cloister %4 per tile around it "
               "and itself. The highest score wins.")
                    .arg(points(core.roadTilePointsFinal), points(core.cityTilePointsFinal),
                         points(core.cityPennantPointsFinal), points(core.cloisterTilePointsFinal));
    Section s{QStringLiteral("basics"), tr("The basics"), text.join(QStringLiteral("\n\n")), {}};
    s.pictures << tilePicture(
            content,
            [](const FeatureDefinition &f) {
                return f.type == FeatureType::City && f.attribute(FeatureAttribute::Pennants) > 0;
            },
            tr("A city with a pennant"));
    s.pictures << tilePicture(
            content, [](const FeatureDefinition &f) { return f.type == FeatureType::Cloister; },
            tr("A cloister"));
    s.pictures << ModuleUi::HelpPicture{QStringLiteral("figure/meeple/blue"), -1, tr("A meeple")};
    return s;
}

RulesHelp::Section RulesHelp::module(const GameContent &content, const QString &moduleId)
{
    const ModuleUi *ui = ModuleUis::of(moduleId);
    if (!ui)
        return {};
    return {moduleId, RuleTexts::moduleName(moduleId), ui->helpText(content),
            ui->helpPictures(content)};
}

int RulesHelp::number(const GameContent &content, const QString &name)
{
    if (content.parameters().contains(name))
        return content.parameter(name);
    const auto spec = RuleCatalog::parameter(name);
    return spec ? spec->defaultValue : 0;
}

QString RulesHelp::points(int count)
{
    return tr("%n point(s)", nullptr, count);
}

int RulesHelp::firstTile(const GameContent &content,
                         const std::function<bool(const FeatureDefinition &)> &matches)
{
    const std::vector<TileType> &types = content.tileTypes();
    for (std::size_t i = 0; i < types.size(); ++i) {
        for (const FeatureDefinition &f : types[i].definition.features) {
            if (matches(f))
                return int(i);
        }
    }
    return -1;
}

QList<ModuleUi::HelpPicture>
RulesHelp::tilePicture(const GameContent &content,
                       const std::function<bool(const FeatureDefinition &)> &matches,
                       const QString &caption)
{
    const int tile = firstTile(content, matches);
    if (tile < 0)
        return {};
    return {{{}, tile, caption}};
}

} // namespace carcassonne
