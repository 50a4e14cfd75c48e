#pragma once

#include "content/package.h"
#include "core/parameterspec.h"
#include "core/problem.h"
#include "event.h"
#include "moduletable.h"
#include "rules/rulehook.h"
#include "rules/rulemodule.h"
#include "tiletype.h"

#include <QHash>
#include <QStringList>
#include <QVariantMap>

#include <array>
#include <memory>
#include <utility>
#include <vector>

namespace carcassonne {

// The rules' numbers the core reads on every scoring, resolved once per game.
struct CoreParameters
{
    int minPlayers = 2;
    int maxPlayers = 5;
    int meeplesPerPlayer = 7;
    int roadTilePoints = 1;
    int roadTilePointsFinal = 1;
    int cityTilePoints = 2;
    int cityPennantPoints = 2;
    int cityTilePointsFinal = 1;
    int cityPennantPointsFinal = 1;
    int cloisterTilePoints = 1;
    int cloisterTilePointsFinal = 1;
    int fieldCityPoints = 0; // farmers' parameter; 0 when no module declares it
};

// Everything fixed for one game: the packages' tiles compiled for play, the enabled rule modules
// and the resolved parameters. Immutable and shared by every copy of a GameState.
class GameContent
{
public:
    // Packages in dependency order (required ones first). `overrides` is a record's
    // setup.rules: {"abbot": true, "parameters": {...}}. `testModules` come after the
    // catalog's, for tests of the core's hooks; a package enables them by id as any other.
    static std::shared_ptr<const GameContent>
    build(const QList<Package> &packages, const QVariantMap &overrides, Problems *problems,
          const std::vector<const RuleModule *> &testModules = {});

    // The most cells one game's tiles may cover (the start tile and the pile, or a record's
    // deck): the board's and the feature graph's 16-bit indices of tiles, frontier cells and
    // open sides stay in range below it (a line of n cells has 2n + 2 frontier cells).
    static constexpr int kMaxBoardCells = 16000;
    // Cells the tiles of a pile cover, the start tile's among them when `startTile` >= 0.
    int cellsOf(const std::vector<std::uint16_t> &pile, int startTile) const;

    // Contents whose fit table would exceed this many entries check sides one by one instead.
    // Tests lower it to cover that path.
    static void setFitTableLimit(std::size_t entries);

    const std::vector<TileType> &tileTypes() const { return m_tileTypes; }
    const TileType &tileType(int index) const { return m_tileTypes[std::size_t(index)]; }
    int tileTypeIndex(const QString &key) const { return m_tileIndex.value(key, -1); }
    int startTile() const { return m_startTile; }

    // Side kinds: two sides fit when one is the mirror of the other.
    std::uint8_t mirrorKind(std::uint8_t kind) const { return m_mirror[kind]; }
    int sideKindCount() const { return int(m_mirror.size()); }

    // Frontier constraints as a code: per side 0 (free) or required kind + 1, base sideCodeBase().
    int sideCodeBase() const { return m_sideCodeBase; }
    std::uint32_t sideCodeWeight(int side) const { return m_sideWeight[std::size_t(side)]; }
    // Rotations (bit per quarter turn) in which a single-cell tile type fits a constraint code;
    // nullptr when the table would be too large (then the board checks sides one by one).
    const std::uint8_t *fitTable() const
    {
        return m_fitTable.empty() ? nullptr : m_fitTable.data();
    }
    // Whether the fit table answers for this tile type alone: a one-cell tile, a table, and no
    // module that may refuse a placement of it. The fast paths of placement ask this.
    bool fitTableCovers(int tileType) const { return m_fitTableCovers[std::size_t(tileType)]; }
    // Constraint codes the table has a column for (0 without a table).
    std::size_t fitCodeCount() const { return m_fitTable.empty() ? 0 : m_fitCodes; }
    // One row per tile type, indexed by constraint code: rotation bits in the low nibble, their
    // count in the high nibble.
    const std::uint8_t *fitRow(int tileType) const
    {
        return m_fitTable.data() + std::size_t(tileType) * m_fitCodes;
    }
    // The same rows holding only the count, for the counting scan.
    const std::uint8_t *fitCountRow(int tileType) const
    {
        return m_fitCount.data() + std::size_t(tileType) * m_fitCodes;
    }
    // Feature types a meeple may stand on (the core's road, city, cloister, plus modules').
    std::uint32_t meepleTypes() const { return m_meepleTypes; }
    // Figure kinds (bit per FigureKind) that count for a majority: the meeple, plus modules'.
    std::uint32_t majorityFigures() const { return m_majorityFigures; }
    // How many figures one of a kind counts as in a majority (a package's large meeple: 2).
    int figureWeight(FigureKind kind) const { return m_figureWeights[std::size_t(kind)]; }
    // The figures the packages declare, in the Own slots' order (FigureKind::Own1, ...), when
    // a module that plays them is on (RuleModule::bringsPackageFigures).
    const QList<AuthoredFigure> &ownFigures() const { return m_ownFigures; }
    // The i-th own figure's picture (its package's SVG), or empty for the drawn meeple.
    QByteArray ownFigureArt(qsizetype i) const { return m_ownFigureArt.value(i); }
    const AuthoredFigure *ownFigure(FigureKind kind) const
    {
        const int i = int(kind) - int(FigureKind::Own1);
        return isOwnFigure(kind) && i < m_ownFigures.size() ? &m_ownFigures[i] : nullptr;
    }
    // A figure kind's name in records: a package's figure by its id.
    QString figureName(FigureKind kind) const;
    // The kind a record's name means in this game (an Own slot only by its figure's id).
    std::optional<FigureKind> figureKind(QStringView name) const;
    // Modules whose allowsPlacement() may refuse a placement.
    const std::vector<const RuleModule *> &placementFilters() const { return m_placementFilters; }
    // Whether one of them may refuse a placement of this tile type.
    bool placementFiltered(int tileType) const
    {
        return !m_placementFilters.empty() && m_filteredTiles[std::size_t(tileType)];
    }

    const CoreParameters &core() const { return m_core; }
    int parameter(const QString &name) const;
    const QVariantMap &parameters() const { return m_parameters; }

    const std::vector<const RuleModule *> &modules() const { return m_modules; }
    // The enabled modules that take part in every turn (RuleModule::takesPartInTurns); the
    // core skips the others' per-turn hooks.
    const std::vector<const RuleModule *> &turnModules() const { return m_turnModules; }
    // The turn modules that override a hook (rules/rulehook.h), in their order: the core calls
    // a hook on these alone.
    const std::vector<const RuleModule *> &modulesWith(RuleHook hook) const
    {
        return m_hookModules[std::size_t(hook)];
    }
    // Whether a quiet turn's scoring may do something: a module's afterScoring() may act on it
    // (RuleModule::scoresAfterQuietTurns), or scorings are queued (queuesScoring()). Else
    // the core skips those turns' scoring.
    bool scoresQuietTurns() const { return m_scoresQuietTurns; }
    // The enabled modules whose adjustValue() may change a feature's value.
    const std::vector<const RuleModule *> &valueModules() const { return m_valueModules; }
    // Per feature type, the value modules' gates together (RuleModule::valueTallyGate): 0 when
    // none may change its values, so a feature is valued without a call.
    std::uint32_t valueGate(FeatureType type) const { return m_valueGates[std::size_t(type)]; }
    // Whether a module queues the turn's scorings (RuleModule::queuesScoring).
    bool queuesScoring() const { return m_queuesScoring; }
    // No turn modules and no queued scorings: GameState::apply()'s short turn (one load).
    bool plainTurns() const { return m_plainTurns; }
    // Every tile type covers one cell (no The Mist's large tiles): a feature's tiles are its
    // distinct tile instances, counted without each segment's cells (GameState::tilesOf).
    bool singleCellTiles() const { return m_singleCellTiles; }
    // Whether a field's value counts the completed cities it borders (not when a module
    // replaces them: RuleModule::replacesFieldCities).
    bool fieldsCountCities() const { return m_fieldsCountCities; }
    // Whether a module lays the board in its setup (RuleModule::setsUpBoard).
    bool boardSetUpByModule() const { return m_boardByModule; }
    // How many colours each of `seats` players plays when a setup does not say (The Mist's
    // English edition); empty: one each (RuleModule::defaultColours).
    std::vector<int> defaultColours(int seats) const;
    bool hasModule(const QString &id) const;
    QStringList moduleIds() const;
    // Where a module's slots lie in GameState::moduleData(): {offset, count}, {0, 0} when it
    // is off. Inline, and the count without asking the module (RuleModule::dataSize() is a
    // virtual call): modules read their slots (RuleModule::slotsIn) in hooks of every turn.
    std::pair<int, int> moduleDataSlots(const RuleModule *module) const
    {
        const int i = moduleIndex(module);
        if (i < 0)
            return {0, 0};
        const int offset = m_moduleOffsets[std::size_t(i)];
        const int end = std::size_t(i) + 1 < m_moduleOffsets.size()
                ? m_moduleOffsets[std::size_t(i) + 1]
                : m_moduleDataSize;
        return {offset, end - offset};
    }
    int moduleDataSize() const { return m_moduleDataSize; }
    // Index of an enabled module in modules() (as events and choices name it), or -1.
    int moduleIndex(const RuleModule *module) const
    {
        // By the module's catalog place, inline: rules ask for their slots and parameters
        // many times a turn (RuleModule::slotsIn, parameterIn), and a loop over the enabled
        // modules was a tenth of a game of The Mist. A module from elsewhere is looked for.
        const std::size_t place = std::size_t(module->catalogPlace());
        if (place < m_indexByCatalog.size())
            return m_indexByCatalog[place];
        for (std::size_t i = 0; i < m_modules.size(); ++i) {
            if (m_modules[i] == module)
                return int(i);
        }
        return -1;
    }
    // An enabled module's parameter by its place in the module's parameters(), as this content
    // resolved it: what rules read while they play (RuleModule::parameterIn), without the
    // lookup by name that parameter() makes.
    int moduleParameter(const RuleModule *module, int index) const
    {
        const int i = moduleIndex(module);
        if (i < 0 || std::size_t(i) >= m_moduleParameterOffsets.size())
            return 0;
        return m_moduleParameters[std::size_t(m_moduleParameterOffsets[std::size_t(i)] + index)];
    }
    // The enabled module of class M, or nullptr when the rules leave it off: how a module, a
    // bot or a view asks for another module without naming it by a string.
    template<class M>
    const M *find() const
    {
        // The catalog holds one instance of each module class: its place there is looked up once
        // per class, and a content keeps its modules by that place (a dynamic_cast per call cost
        // a fifth of a search's time in The Mist, whose rules ask often).
        static const int index = catalogIndex(
                [](const RuleModule *m) { return dynamic_cast<const M *>(m) != nullptr; });
        if (index >= 0 && !m_foreignModules)
            return std::size_t(index) < m_byCatalog.size()
                    ? static_cast<const M *>(m_byCatalog[std::size_t(index)])
                    : nullptr;
        for (const RuleModule *m : m_modules) {
            if (const auto *found = dynamic_cast<const M *>(m))
                return found;
        }
        return nullptr;
    }

    // Score categories: the core's, then the enabled modules' (RuleModule::scoreCategories).
    int scoreCategoryCount() const { return int(m_categoryNames.size()); }
    QString scoreCategoryName(ScoreCategory category) const
    {
        return m_categoryNames.value(int(category));
    }
    // The enabled module that owns a category, or nullptr for the core's.
    const RuleModule *scoreCategoryModule(ScoreCategory category) const;
    ScoreCategory scoreCategoryOf(const RuleModule *module, int i) const;

    const QStringList &packageIds() const { return m_packageIds; }
    const QList<Package> &packages() const { return m_packages; }
    // The tallies a game of this content keeps: the attributes some tile carries.
    const FeatureGraph::TallyLayout &tallyLayout() const { return m_tallyLayout; }
    // The attributes the packages declare themselves, in their tally order: the i-th is
    // Tally(kFeatureAttributeCount + i) (one package's follow each other, in its order).
    const QList<AuthoredAttribute> &authoredAttributes() const { return m_authoredAttributes; }
    // The package that declares each of them, by the same index.
    const QStringList &authoredAttributePackages() const { return m_authoredPackages; }
    // The table an enabled module compiled for this content (RuleModule::compile), or nullptr.
    const ModuleTable *moduleTable(const RuleModule *module) const
    {
        const int i = moduleIndex(module);
        return i < 0 || std::size_t(i) >= m_moduleTables.size()
                ? nullptr
                : m_moduleTables[std::size_t(i)].get();
    }
    // The draw pile of a game without a fixed deck: every tile by count, less the start tile.
    const std::vector<std::uint16_t> &standardPile() const { return m_standardPile; }

private:
    // The place in RuleCatalog::modules() of the first module `is` accepts, or -1.
    static int catalogIndex(bool (*is)(const RuleModule *));
    // `authoredOffset`: the tally index of the package's first own attribute, less
    // kFeatureAttributeCount.
    bool compileTile(const Package &package, const TileDefinition &def, int authoredOffset,
                     Problems *problems);
    std::uint8_t internSide(FeatureType a, FeatureType b, FeatureType c);
    void buildFitTable();
    // The tally layout and every tile type's node tallies in it.
    void buildTallies();

    std::vector<TileType> m_tileTypes;
    QHash<QString, int> m_tileIndex;
    int m_startTile = -1;
    QHash<int, std::uint8_t> m_sideKinds; // packed terrain triple -> kind
    std::vector<std::uint8_t> m_mirror;
    std::vector<int> m_sideKey;
    CoreParameters m_core;
    QVariantMap m_parameters;
    QHash<QString, int> m_intParameters; // the same as numbers, for parameter()
    // The enabled modules by their place in RuleCatalog::modules() (null: off); a module from
    // elsewhere (a test's) makes find() look through m_modules instead.
    std::vector<const RuleModule *> m_byCatalog;
    std::vector<std::int8_t> m_indexByCatalog; // the same places' index in m_modules, or -1
    bool m_foreignModules = false;
    std::vector<const RuleModule *> m_modules;
    std::vector<const RuleModule *> m_placementFilters;
    std::vector<char> m_filteredTiles; // by tile type
    std::vector<const RuleModule *> m_turnModules;
    std::array<std::vector<const RuleModule *>, kRuleHookCount> m_hookModules;
    std::vector<const RuleModule *> m_valueModules;
    std::array<std::uint32_t, kFeatureTypeCount> m_valueGates{};
    QStringList m_categoryNames;
    std::vector<const RuleModule *> m_categoryModules; // by category, nullptr for the core's
    bool m_queuesScoring = false;
    bool m_plainTurns = true;
    bool m_scoresQuietTurns = false;
    bool m_singleCellTiles = true;
    bool m_boardByModule = false;
    bool m_fieldsCountCities = true;
    std::vector<std::uint8_t> m_fitTable;
    std::vector<char> m_fitTableCovers; // by tile type
    std::vector<std::uint8_t> m_fitCount;
    std::uint32_t m_meepleTypes = 0;
    std::uint32_t m_majorityFigures = 0;
    std::array<std::uint8_t, kFigureKindCount> m_figureWeights{};
    QList<AuthoredFigure> m_ownFigures;
    QList<QByteArray> m_ownFigureArt; // by own figure: its package's SVG, or empty
    int m_sideCodeBase = 1;
    std::size_t m_fitCodes = 0;
    FeatureGraph::TallyLayout m_tallyLayout;
    std::array<std::uint32_t, kSideCount> m_sideWeight{1, 1, 1, 1};
    std::vector<int> m_moduleOffsets;
    std::vector<int> m_moduleParameters, m_moduleParameterOffsets; // by module, spec order
    int m_moduleDataSize = 0;
    QStringList m_packageIds;
    QList<AuthoredAttribute> m_authoredAttributes;
    QStringList m_authoredPackages;
    std::vector<std::shared_ptr<const ModuleTable>> m_moduleTables; // by module index
    std::vector<std::uint16_t> m_standardPile;
    QList<Package> m_packages;
};

} // namespace carcassonne
