#include "gamecontent.h"

#include "rules/rulecatalog.h"
#include "rules/rulemodule.h"

#include <QSet>

#include <algorithm>
#include <limits>

namespace carcassonne {

namespace {
std::size_t s_fitTableLimit = std::size_t(1) << 22;
}

void GameContent::setFitTableLimit(std::size_t entries)
{
    s_fitTableLimit = entries;
}

std::uint8_t GameContent::internSide(FeatureType a, FeatureType b, FeatureType c)
{
    auto key = [](FeatureType x, FeatureType y, FeatureType z) {
        return (int(x) << 16) | (int(y) << 8) | int(z);
    };
    auto intern = [this](int k) {
        const auto it = m_sideKinds.constFind(k);
        if (it != m_sideKinds.cend())
            return *it;
        const auto kind = std::uint8_t(m_mirror.size());
        m_sideKinds.insert(k, kind);
        m_mirror.push_back(kind);
        m_sideKey.push_back(k);
        return kind;
    };
    const std::uint8_t kind = intern(key(a, b, c));
    const std::uint8_t mirror = intern(key(c, b, a));
    m_mirror[kind] = mirror;
    m_mirror[mirror] = kind;
    return kind;
}

bool GameContent::compileTile(const Package &package, const TileDefinition &def, int authoredOffset,
                              Problems *problems)
{
    TileType t;
    t.packageId = package.id;
    t.id = def.id;
    t.key = package.id + QLatin1Char('/') + def.id;
    t.count = def.count;
    t.definition = def;
    t.multiCell = def.cells.size() > 1;
    if (def.features.size() >= kNoSegment) {
        if (problems)
            problems->append({QStringLiteral("tiles.json"), def.id, QStringLiteral("features"),
                              Message(QT_TRANSLATE_NOOP("EngineMessages",
                                                        "too many features on one tile"))});
        return false;
    }
    for (const FeatureDefinition &f : def.features) {
        SegmentInfo s;
        s.type = f.type;
        s.cell = std::uint8_t(def.cells.indexOf(f.ports.isEmpty() ? f.cell : f.ports.front().cell));
        s.cellMask = std::uint16_t(1u << s.cell);
        s.interior = f.ports.isEmpty();
        for (const CellPort &cp : f.ports)
            s.cellMask |= std::uint16_t(1u << def.cells.indexOf(cp.cell));
        for (const FeatureAttributeRow &row : featureattributes::all())
            s.attributes[std::size_t(row.attribute)] = std::int16_t(f.attribute(row.attribute));
        for (int i = 0;
             i < package.rules.attributes.size() && authoredOffset + i < kMaxAuthoredAttributes;
             ++i)
            s.attributes[std::size_t(kFeatureAttributeCount + authoredOffset + i)] =
                    std::int16_t(f.authored(i));
        for (int c : f.cities)
            s.cities.push_back(std::uint8_t(c));
        s.symbol = f.symbol;
        s.symbolSide = std::uint8_t(f.symbolSide);
        t.segments.push_back(s);
    }
    for (int r = 0; r < 4; ++r) {
        auto &cells = t.rotations[std::size_t(r)];
        for (const CellPos &c : def.cells) {
            RotatedCell rc;
            rc.offset = geometry::rotatedOffset(c, r);
            rc.terrain.fill(kNoSegment);
            rc.overlay.fill(kNoSegment);
            rc.sideKind.fill(kNoSideKind);
            for (int fi = 0; fi < def.features.size(); ++fi) {
                const FeatureDefinition &f = def.features[fi];
                for (const CellPort &cp : f.ports) {
                    if (cp.cell != c)
                        continue;
                    const Port board = geometry::rotated(cp.port, r);
                    (featuretype::isOverlay(f.type) ? rc.overlay : rc.terrain)[std::size_t(board)] =
                            std::uint8_t(fi);
                    t.overlayPorts = t.overlayPorts || featuretype::isOverlay(f.type);
                }
            }
            cells.push_back(rc);
        }
        for (RotatedCell &rc : cells) {
            for (int side = 0; side < kSideCount; ++side) {
                const CellPos n = geometry::neighbour(rc.offset, side);
                rc.internal[std::size_t(side)] =
                        std::any_of(cells.begin(), cells.end(),
                                    [n](const RotatedCell &o) { return o.offset == n; });
                if (rc.internal[std::size_t(side)])
                    continue;
                std::array<FeatureType, 3> kinds{};
                for (int third = 0; third < 3; ++third) {
                    const std::uint8_t seg = rc.terrain[std::size_t(geometry::portAt(side, third))];
                    kinds[std::size_t(third)] =
                            seg == kNoSegment ? FeatureType::Field : t.segments[seg].type;
                }
                rc.sideKind[std::size_t(side)] = internSide(kinds[0], kinds[1], kinds[2]);
            }
            rc.segmentSides.assign(t.segments.size(), 0);
            for (int port = 0; port < kPortCount; ++port) {
                const std::uint8_t seg = rc.terrain[std::size_t(port)];
                if (seg != kNoSegment && !rc.internal[std::size_t(port / 3)])
                    rc.segmentSides[seg] |= std::uint8_t(1u << (port / 3));
                // Overlay segments (fog) have sides too.
                const std::uint8_t over = rc.overlay[std::size_t(port)];
                if (over != kNoSegment && !rc.internal[std::size_t(port / 3)])
                    rc.segmentSides[over] |= std::uint8_t(1u << (port / 3));
            }
        }
        if (!t.multiCell) {
            const RotatedCell &rc = cells.front();
            t.packedSides[std::size_t(r)] = std::uint32_t(rc.sideKind[0])
                    | std::uint32_t(rc.sideKind[1]) << 8 | std::uint32_t(rc.sideKind[2]) << 16
                    | std::uint32_t(rc.sideKind[3]) << 24;
        }
        for (int earlier = 0; earlier < r; ++earlier) {
            bool same = true;
            const auto &a = t.rotations[std::size_t(earlier)];
            for (std::size_t i = 0; i < cells.size() && same; ++i)
                same = a[i].offset == cells[i].offset && a[i].terrain == cells[i].terrain
                        && a[i].overlay == cells[i].overlay;
            if (same)
                t.distinctRotation[std::size_t(r)] = false;
        }
    }
    for (std::size_t i = 0; i < t.segments.size() && i < 64; ++i) {
        if (featuretype::isSurrounded(t.segments[i].type))
            t.surroundedSegments |= std::uint64_t(1) << i;
        if (t.segments[i].type == FeatureType::Road || t.segments[i].type == FeatureType::City)
            t.completableSegments |= std::uint64_t(1) << i;
    }
    // Ports on the tile's outer edges start open; joined inner edges never are.
    for (const RotatedCell &rc : t.rotations[0]) {
        for (int side = 0; side < kSideCount; ++side) {
            if (rc.internal[std::size_t(side)])
                continue;
            for (int third = 0; third < 3; ++third) {
                const Port p = geometry::portAt(side, third);
                if (rc.terrain[std::size_t(p)] != kNoSegment)
                    ++t.segments[rc.terrain[std::size_t(p)]].ports;
                if (rc.overlay[std::size_t(p)] != kNoSegment)
                    ++t.segments[rc.overlay[std::size_t(p)]].ports;
            }
        }
    }
    for (std::size_t i = 0; i < t.segments.size(); ++i) {
        const SegmentInfo &s = t.segments[i];
        if (s.ports == 0 && i < 64 && (t.completableSegments >> i & 1u))
            t.completeWhenPlaced = true;
        FeatureGraph::Node n;
        n.local = std::uint8_t(i);
        n.type = s.type;
        n.open = s.ports;
        t.nodes.push_back(n);
    }
    // Blank nodes up to the block a placement copies whole (FeatureGraph::kTileBlock).
    if (t.nodes.size() < std::size_t(FeatureGraph::kTileBlock))
        t.nodes.resize(std::size_t(FeatureGraph::kTileBlock));
    t.segmentCount = int(t.segments.size());
    m_tileIndex.insert(t.key, int(m_tileTypes.size()));
    m_tileTypes.push_back(std::move(t));
    return true;
}

std::shared_ptr<const GameContent>
GameContent::build(const QList<Package> &packages, const QVariantMap &overrides, Problems *problems,
                   const std::vector<const RuleModule *> &testModules)
{
    std::vector<const RuleModule *> known = RuleCatalog::modules();
    known.insert(known.end(), testModules.begin(), testModules.end());
    auto knownModule = [&](const QString &id) {
        return std::any_of(known.begin(), known.end(),
                           [&](const RuleModule *m) { return m->id() == id; });
    };
    auto content = std::make_shared<GameContent>();
    Problems found;
    QMap<QString, bool> enabled; // module id -> on
    QSet<QString> chosen; // parameters a package or the overrides set: presets leave them
    for (const ParameterSpec &s : RuleCatalog::coreParameters())
        content->m_parameters.insert(
                s.name, s.boolean ? QVariant(bool(s.defaultValue)) : QVariant(s.defaultValue));
    for (const RuleModule *m : known) {
        for (const ParameterSpec &s : m->parameters())
            content->m_parameters.insert(
                    s.name, s.boolean ? QVariant(bool(s.defaultValue)) : QVariant(s.defaultValue));
    }
    QString startPackage;
    for (const Package &p : packages) {
        content->m_packageIds << p.id;
        for (const ModuleSetting &m : p.rules.modules)
            enabled.insert(m.id, m.enabled);
        for (auto it = p.rules.parameters.cbegin(); it != p.rules.parameters.cend(); ++it) {
            content->m_parameters.insert(it.key(), it.value());
            chosen.insert(it.key());
        }
        const int authoredOffset = int(content->m_authoredAttributes.size());
        for (const AuthoredAttribute &a : p.rules.attributes) {
            content->m_authoredAttributes << a;
            content->m_authoredPackages << p.id;
        }
        if (content->m_authoredAttributes.size() > kMaxAuthoredAttributes)
            found.append(
                    {QStringLiteral("rules.json"),
                     {},
                     QStringLiteral("attributes"),
                     Message(QT_TRANSLATE_NOOP("EngineMessages",
                                               "the packages of this game declare %1 attributes of "
                                               "their own; a game holds at most %2"))
                             .arg(content->m_authoredAttributes.size())
                             .arg(kMaxAuthoredAttributes)});
        for (const TileDefinition &def : p.tiles) {
            if (!content->compileTile(p, def, authoredOffset, &found))
                continue;
        }
        if (!p.rules.startTile.isEmpty()) {
            content->m_startTile =
                    content->tileTypeIndex(p.id + QLatin1Char('/') + p.rules.startTile);
            startPackage = p.id;
        }
    }
    content->m_packages = packages;

    for (auto it = overrides.cbegin(); it != overrides.cend(); ++it) {
        const QString field = QStringLiteral("rules.") + it.key();
        if (it.key() == QStringLiteral("parameters")) {
            // null, a list or a number is refused, not read as no parameters.
            if (it.value().typeId() != QMetaType::QVariantMap) {
                found.append({{},
                              {},
                              field,
                              Message(QT_TRANSLATE_NOOP("EngineMessages", "must be an object"))});
                continue;
            }
            const QVariantMap params = it.value().toMap();
            for (auto pit = params.cbegin(); pit != params.cend(); ++pit) {
                const auto spec = RuleCatalog::parameter(pit.key());
                const auto value =
                        spec ? RuleCatalog::checkValue(*spec, pit.value()) : std::nullopt;
                if (!value)
                    found.append({{},
                                  {},
                                  field + QLatin1Char('.') + pit.key(),
                                  spec ? Message(
                                          QT_TRANSLATE_NOOP("EngineMessages", "value out of range"))
                                       : Message(QT_TRANSLATE_NOOP("EngineMessages",
                                                                   "unknown parameter"))});
                else {
                    content->m_parameters.insert(pit.key(), *value);
                    chosen.insert(pit.key());
                }
            }
            continue;
        }
        if (!knownModule(it.key())) {
            found.append({{},
                          {},
                          field,
                          Message(QT_TRANSLATE_NOOP("EngineMessages", "unknown rule module"))});
        } else if (!enabled.contains(it.key())) {
            found.append({{},
                          {},
                          field,
                          Message(QT_TRANSLATE_NOOP("EngineMessages",
                                                    "no package in this game offers the module"))});
        } else if (it.value().typeId() != QMetaType::Bool) {
            found.append({{},
                          {},
                          field,
                          Message(QT_TRANSLATE_NOOP("EngineMessages", "must be true or false"))});
        } else {
            enabled.insert(it.key(), it.value().toBool());
        }
    }
    int offset = 0;
    const auto &catalog = RuleCatalog::modules();
    content->m_byCatalog.assign(catalog.size(), nullptr);
    content->m_indexByCatalog.assign(catalog.size(), -1);
    std::vector<std::uint32_t> moduleHooks; // by module: the turn hooks it overrides
    for (const RuleModule *m : known) {
        if (!enabled.value(m->id(), false))
            continue;
        content->m_modules.push_back(m);
        const auto place = std::find(catalog.begin(), catalog.end(), m);
        if (place == catalog.end()) {
            content->m_foreignModules = true;
            moduleHooks.push_back(kAllRuleHooks); // a test's module is asked every hook
        } else {
            content->m_byCatalog[std::size_t(place - catalog.begin())] = m;
            content->m_indexByCatalog[std::size_t(place - catalog.begin())] =
                    std::int8_t(content->m_modules.size() - 1);
            moduleHooks.push_back(RuleCatalog::hooks()[std::size_t(place - catalog.begin())]);
        }
        content->m_moduleOffsets.push_back(offset);
        offset += m->dataSize();
    }
    content->m_moduleDataSize = offset;
    QMap<QString, QString> keyOwners; // a record's choice goes to the one module with its key
    for (const RuleModule *m : content->m_modules) {
        for (const QString &key : m->choiceKeys()) {
            if (keyOwners.contains(key))
                found.append(
                        {{},
                         {},
                         QStringLiteral("modules"),
                         // A module's author's mistake, never a player's: not translated.
                         Message::verbatim(QStringLiteral("modules '%1' and '%2' both read choices "
                                                          "\"%3\"")
                                                   .arg(keyOwners.value(key), m->id(), key))});
            keyOwners.insert(key, m->id());
        }
    }
    // A module's preset (The Mist's level) gives other parameters their defaults; what a
    // package or the game's setup chose stays.
    for (const RuleModule *m : content->m_modules) {
        const QVariantMap preset = m->presetParameters(content->m_parameters);
        for (auto it = preset.cbegin(); it != preset.cend(); ++it) {
            if (!chosen.contains(it.key()))
                content->m_parameters.insert(it.key(), it.value());
        }
    }
    for (auto it = content->m_parameters.cbegin(); it != content->m_parameters.cend(); ++it)
        content->m_intParameters.insert(it.key(), it.value().toInt());
    for (const RuleModule *m : content->m_modules) {
        content->m_moduleParameterOffsets.push_back(int(content->m_moduleParameters.size()));
        for (const ParameterSpec &spec : m->parameters())
            content->m_moduleParameters.push_back(content->m_intParameters.value(spec.name, 0));
    }
    for (int c = 0; c < kCoreScoreCategoryCount; ++c) {
        content->m_categoryNames << coreScoreCategoryName(ScoreCategory(c));
        content->m_categoryModules.push_back(nullptr);
    }
    for (const RuleModule *m : content->m_modules) {
        for (const QString &name : m->scoreCategories()) {
            content->m_categoryNames << name;
            content->m_categoryModules.push_back(m);
        }
    }
    if (content->m_categoryNames.size() > kMaxScoreCategories)
        found.append(
                {{},
                 {},
                 QStringLiteral("modules"),
                 Message::verbatim(QStringLiteral("the modules own more than %1 score categories")
                                           .arg(kMaxScoreCategories - kCoreScoreCategoryCount))});
    content->m_meepleTypes = (1u << unsigned(FeatureType::Road))
            | (1u << unsigned(FeatureType::City)) | (1u << unsigned(FeatureType::Cloister));
    content->m_majorityFigures = 1u << unsigned(FigureKind::Meeple);
    bool ownFigures = false;
    for (std::size_t i = 0; i < content->m_modules.size(); ++i) {
        const RuleModule *m = content->m_modules[i];
        if (m->restrictsPlacement())
            content->m_placementFilters.push_back(m);
        content->m_meepleTypes |= m->meepleFeatureTypes();
        content->m_majorityFigures |= m->majorityFigures();
        ownFigures = ownFigures || m->bringsPackageFigures();
        if (m->takesPartInTurns()) {
            content->m_turnModules.push_back(m);
            for (int h = 0; h < kRuleHookCount; ++h) {
                if (moduleHooks[i] & (1u << h))
                    content->m_hookModules[std::size_t(h)].push_back(m);
            }
        }
        if (m->adjustsValues())
            content->m_valueModules.push_back(m);
        content->m_queuesScoring = content->m_queuesScoring || m->queuesScoring();
        content->m_boardByModule = content->m_boardByModule || m->setsUpBoard();
        content->m_fieldsCountCities = content->m_fieldsCountCities && !m->replacesFieldCities();
    }
    content->m_figureWeights.fill(1);
    for (const Package &p : packages) {
        for (const AuthoredFigure &f : p.rules.figures) {
            if (!ownFigures)
                break;
            if (content->m_ownFigures.size() == kMaxOwnFigures) {
                found.append(
                        {QStringLiteral("rules.json"),
                         {},
                         QStringLiteral("figures"),
                         Message(QT_TRANSLATE_NOOP("EngineMessages",
                                                   "the packages of this game declare more than %1 "
                                                   "figures of their own"))
                                 .arg(kMaxOwnFigures)});
                break;
            }
            const FigureKind kind =
                    FigureKind(int(FigureKind::Own1) + content->m_ownFigures.size());
            content->m_ownFigures << f;
            content->m_ownFigureArt << (f.art.isEmpty() ? QByteArray() : p.art.value(f.art));
            content->m_majorityFigures |= 1u << unsigned(kind);
            content->m_figureWeights[std::size_t(kind)] = std::uint8_t(f.strength);
        }
    }
    content->m_plainTurns = content->m_turnModules.empty() && !content->m_queuesScoring;
    content->m_scoresQuietTurns = content->m_queuesScoring;
    for (const RuleModule *m : content->modulesWith(RuleHook::AfterScoring))
        content->m_scoresQuietTurns = content->m_scoresQuietTurns || m->scoresAfterQuietTurns();
    for (TileType &t : content->m_tileTypes) {
        t.figureBlocked = 0;
        for (const RuleModule *m : content->m_modules)
            t.figureBlocked |= m->blockedFigureSegments(t);
        t.meepleSegments = 0;
        for (std::size_t i = 0; i < t.segments.size() && i < 64; ++i) {
            if (t.takesFigure(i, content->m_meepleTypes))
                t.meepleSegments |= std::uint64_t(1) << i;
        }
    }
    content->m_filteredTiles.assign(content->m_tileTypes.size(), 0);
    for (std::size_t i = 0; i < content->m_tileTypes.size(); ++i) {
        for (const RuleModule *m : content->m_placementFilters)
            content->m_filteredTiles[i] =
                    content->m_filteredTiles[i] || m->restrictsTile(content->m_tileTypes[i]);
    }
    content->buildFitTable();
    content->buildTallies();
    qint64 cells = 0; // counted before the pile is built: a hostile count must not allocate
    for (const TileType &t : content->m_tileTypes)
        cells += qint64(std::max(0, t.count)) * t.cellCount();
    if (cells > kMaxBoardCells) {
        found.append(
                {{},
                 {},
                 QStringLiteral("tiles"),
                 Message(QT_TRANSLATE_NOOP(
                                 "EngineMessages",
                                 "the packages' tiles cover %1 cells; a game holds at most %2"))
                         .arg(cells)
                         .arg(kMaxBoardCells)});
    } else {
        for (std::size_t i = 0; i < content->m_tileTypes.size(); ++i) {
            int count = content->m_tileTypes[i].count;
            if (int(i) == content->m_startTile)
                --count;
            for (int c = 0; c < count; ++c)
                content->m_standardPile.push_back(std::uint16_t(i));
        }
    }

    CoreParameters &core = content->m_core;
    core.minPlayers = content->parameter(QStringLiteral("minPlayers"));
    core.maxPlayers = content->parameter(QStringLiteral("maxPlayers"));
    core.meeplesPerPlayer = content->parameter(QStringLiteral("meeplesPerPlayer"));
    core.roadTilePoints = content->parameter(QStringLiteral("roadTilePoints"));
    core.roadTilePointsFinal = content->parameter(QStringLiteral("roadTilePointsFinal"));
    core.cityTilePoints = content->parameter(QStringLiteral("cityTilePoints"));
    core.cityPennantPoints = content->parameter(QStringLiteral("cityPennantPoints"));
    core.cityTilePointsFinal = content->parameter(QStringLiteral("cityTilePointsFinal"));
    core.cityPennantPointsFinal = content->parameter(QStringLiteral("cityPennantPointsFinal"));
    core.cloisterTilePoints = content->parameter(QStringLiteral("cloisterTilePoints"));
    core.cloisterTilePointsFinal = content->parameter(QStringLiteral("cloisterTilePointsFinal"));
    core.fieldCityPoints = content->parameter(QStringLiteral("fieldCityPoints"));
    if (core.minPlayers > core.maxPlayers)
        found.append({{},
                      {},
                      QStringLiteral("parameters.minPlayers"),
                      Message(QT_TRANSLATE_NOOP("EngineMessages", "more than maxPlayers"))});
    if (content->m_startTile < 0 && !content->m_boardByModule)
        found.append({{},
                      {},
                      QStringLiteral("deck.startTile"),
                      Message(QT_TRANSLATE_NOOP("EngineMessages",
                                                "no package in this game names a start tile"))});
    // Modules compile what the packages declare for them (the authored rules) last, with the
    // content otherwise complete.
    if (found.isEmpty()) {
        for (const RuleModule *m : content->m_modules)
            content->m_moduleTables.push_back(m->compile(*content, found));
        for (int t = 0; t < kFeatureTypeCount; ++t) {
            std::uint32_t gate = 0;
            for (const RuleModule *m : content->m_valueModules)
                gate |= m->valueTallyGate(*content, FeatureType(t));
            content->m_valueGates[std::size_t(t)] = gate;
        }
    }
    if (content->m_mirror.size() > 250)
        found.append({{},
                      {},
                      QStringLiteral("tiles"),
                      Message(QT_TRANSLATE_NOOP("EngineMessages",
                                                "too many different kinds of tile side"))});
    if (problems)
        problems->append(found);
    if (!found.isEmpty())
        return nullptr;
    return content;
}

QString GameContent::figureName(FigureKind kind) const
{
    if (const AuthoredFigure *f = ownFigure(kind))
        return f->id;
    return figurekind::name(kind);
}

std::optional<FigureKind> GameContent::figureKind(QStringView name) const
{
    for (qsizetype i = 0; i < m_ownFigures.size(); ++i) {
        if (m_ownFigures[i].id == name)
            return FigureKind(int(FigureKind::Own1) + i);
    }
    const auto kind = figurekind::parse(name);
    if (kind && isOwnFigure(*kind))
        return std::nullopt; // the slots' own names are not the records'
    return kind;
}

void GameContent::buildTallies()
{
    std::uint32_t used = 0;
    for (const TileType &t : m_tileTypes) {
        for (const SegmentInfo &s : t.segments) {
            for (int a = 0; a < kTallyCount; ++a)
                used |= s.attributes[std::size_t(a)] != 0 ? 1u << a : 0u;
        }
    }
    m_tallyLayout = FeatureGraph::TallyLayout::of(used);
    const std::size_t extra = std::size_t(m_tallyLayout.extra);
    for (TileType &t : m_tileTypes) {
        t.nodeTallies.assign(t.segments.size() * extra, 0);
        for (std::size_t i = 0; i < t.segments.size(); ++i) {
            for (int a = 0; a < kTallyCount; ++a) {
                const int c = m_tallyLayout.column[std::size_t(a)];
                const std::int16_t n = t.segments[i].attributes[std::size_t(a)];
                if (c == 0)
                    t.nodes[i].tally = n;
                else if (c > 0)
                    t.nodeTallies[i * extra + std::size_t(c - 1)] = n;
            }
        }
    }
}

void GameContent::buildFitTable()
{
    // Placement is the hot loop of every playout: precompute, for each possible constraint of a
    // frontier cell and each tile type, the rotations that fit.
    m_sideCodeBase = int(m_mirror.size()) + 1;
    for (int side = 1; side < kSideCount; ++side)
        m_sideWeight[std::size_t(side)] =
                m_sideWeight[std::size_t(side - 1)] * std::uint32_t(m_sideCodeBase);
    m_singleCellTiles = true;
    for (TileType &type : m_tileTypes) {
        m_singleCellTiles = m_singleCellTiles && !type.multiCell;
        for (auto &cells : type.rotations) {
            for (RotatedCell &rc : cells) {
                rc.uniformSides = 0;
                for (int side = 0; side < kSideCount; ++side) {
                    if (rc.internal[std::size_t(side)])
                        continue;
                    // The neighbour's opposite side must be the mirror of this side.
                    const std::uint8_t kind = m_mirror[rc.sideKind[std::size_t(side)]];
                    rc.frontierWeight[std::size_t(side)] =
                            (std::uint32_t(kind) + 1) * m_sideWeight[std::size_t((side + 2) & 3)];
                    const std::uint8_t first = rc.terrain[std::size_t(side * 3)];
                    if (first != kNoSegment && rc.terrain[std::size_t(side * 3 + 1)] == first
                        && rc.terrain[std::size_t(side * 3 + 2)] == first)
                        rc.uniformSides |= std::uint8_t(1u << side);
                }
            }
        }
    }
    const std::size_t codes = std::size_t(m_sideCodeBase) * std::size_t(m_sideCodeBase)
            * std::size_t(m_sideCodeBase) * std::size_t(m_sideCodeBase);
    const std::size_t types = m_tileTypes.size();
    m_fitTable.clear();
    m_fitTableCovers.assign(types, 0);
    if (codes * types > s_fitTableLimit)
        return;
    for (std::size_t t = 0; t < types; ++t)
        m_fitTableCovers[t] = !m_tileTypes[t].multiCell && !placementFiltered(int(t));
    m_fitTable.assign(codes * types, 0);
    m_fitCount.assign(codes * types, 0);
    m_fitCodes = codes;
    for (std::size_t code = 0; code < codes; ++code) {
        std::array<int, kSideCount> side{};
        std::size_t rest = code;
        for (int s = 0; s < kSideCount; ++s) {
            side[std::size_t(s)] = int(rest % std::size_t(m_sideCodeBase));
            rest /= std::size_t(m_sideCodeBase);
        }
        for (std::size_t t = 0; t < types; ++t) {
            const TileType &type = m_tileTypes[t];
            if (type.multiCell)
                continue;
            std::uint8_t mask = 0;
            for (int r = 0; r < 4; ++r) {
                const RotatedCell &rc = type.rotations[std::size_t(r)].front();
                bool fits = true;
                for (int s = 0; s < kSideCount && fits; ++s)
                    fits = side[std::size_t(s)] == 0
                            || side[std::size_t(s)] - 1 == rc.sideKind[std::size_t(s)];
                if (fits)
                    mask |= std::uint8_t(1u << r);
            }
            // Low four bits: the rotations; high four: how many (no popcount instruction needed).
            const int count = (mask & 1) + (mask >> 1 & 1) + (mask >> 2 & 1) + (mask >> 3 & 1);
            m_fitTable[t * codes + code] = std::uint8_t(mask | count << 4);
            m_fitCount[t * codes + code] = std::uint8_t(count);
        }
    }
}

int GameContent::cellsOf(const std::vector<std::uint16_t> &pile, int startTile) const
{
    qint64 cells = startTile >= 0 ? tileType(startTile).cellCount() : 0;
    for (std::uint16_t t : pile)
        cells += t < m_tileTypes.size() ? m_tileTypes[t].cellCount() : 1;
    return int(std::min<qint64>(cells, std::numeric_limits<int>::max()));
}

int GameContent::parameter(const QString &name) const
{
    return m_intParameters.value(name, 0);
}

int GameContent::catalogIndex(bool (*is)(const RuleModule *))
{
    const auto &catalog = RuleCatalog::modules();
    for (std::size_t i = 0; i < catalog.size(); ++i) {
        if (is(catalog[i]))
            return int(i);
    }
    return -1;
}

bool GameContent::hasModule(const QString &id) const
{
    for (const RuleModule *m : m_modules) {
        if (m->id() == id)
            return true;
    }
    return false;
}

QStringList GameContent::moduleIds() const
{
    QStringList ids;
    for (const RuleModule *m : m_modules)
        ids << m->id();
    return ids;
}

QString coreScoreCategoryName(ScoreCategory c)
{
    static const char *const names[] = {"road", "city", "cloister", "garden", "field", "bonus"};
    static_assert(std::size(names) == kCoreScoreCategoryCount);
    return int(c) < kCoreScoreCategoryCount ? QString::fromLatin1(names[int(c)]) : QString();
}

const RuleModule *GameContent::scoreCategoryModule(ScoreCategory category) const
{
    const std::size_t i = std::size_t(category);
    return i < m_categoryModules.size() ? m_categoryModules[i] : nullptr;
}

ScoreCategory GameContent::scoreCategoryOf(const RuleModule *module, int i) const
{
    for (std::size_t c = 0; c < m_categoryModules.size(); ++c) {
        if (m_categoryModules[c] == module && i-- == 0)
            return ScoreCategory(c);
    }
    return ScoreCategory::Bonus; // a module asked for a category it does not declare
}

std::vector<int> GameContent::defaultColours(int seats) const
{
    for (const RuleModule *m : m_modules) {
        if (m->allowsSeveralColours()) {
            std::vector<int> layout = m->defaultColours(*this, seats);
            if (layout.size() == std::size_t(seats))
                return layout;
        }
    }
    return {};
}

} // namespace carcassonne
