#include "packagevalidator.h"

#include "packageparser.h"
#include "packagewriter.h"
#include "rules/rulecatalog.h"

#include <QHash>
#include <QSet>

namespace carcassonne {

namespace {

const QString kTiles = QStringLiteral("tiles.json");
const QString kRules = QStringLiteral("rules.json");

using Triple = std::array<FeatureType, 3>;

int tripleKey(const Triple &t)
{
    return int(t[0]) * 256 + int(t[1]) * 16 + int(t[2]);
}

// Terrain feature index of each port of each cell (-1 where none).
QList<std::array<int, kPortCount>> terrainPorts(const TileDefinition &t)
{
    QList<std::array<int, kPortCount>> cells(t.cells.size());
    for (auto &c : cells)
        c.fill(-1);
    for (int fi = 0; fi < t.features.size(); ++fi) {
        const FeatureDefinition &f = t.features[fi];
        if (!featuretype::isEdgeTerrain(f.type))
            continue;
        for (const CellPort &cp : f.ports) {
            const qsizetype ci = t.cells.indexOf(cp.cell);
            if (ci >= 0)
                cells[ci][std::size_t(cp.port)] = fi;
        }
    }
    return cells;
}

struct OuterSide
{
    int cell = 0;
    int side = 0;
    int feature = -1; // the feature on the middle port
    Triple terrain{};
};

QList<OuterSide> outerSides(const TileDefinition &t)
{
    QList<OuterSide> out;
    const auto ports = terrainPorts(t);
    for (int ci = 0; ci < t.cells.size(); ++ci) {
        for (int side = 0; side < kSideCount; ++side) {
            if (t.cells.contains(geometry::neighbour(t.cells[ci], side)))
                continue;
            OuterSide s{ci, side, -1, {}};
            bool complete = true;
            for (int third = 0; third < 3; ++third) {
                const int f = ports[ci][std::size_t(geometry::portAt(side, third))];
                if (f < 0) {
                    complete = false;
                    break;
                }
                s.terrain[std::size_t(third)] = t.features[f].type;
            }
            if (!complete)
                continue;
            s.feature = ports[ci][std::size_t(geometry::portAt(side, 1))];
            out << s;
        }
    }
    return out;
}

QString cellName(CellPos c)
{
    return QStringLiteral("%1,%2").arg(c.x).arg(c.y);
}

} // namespace

Problems PackageValidator::validate(const Package &package, const QList<Package> &required)
{
    // Strict loading first, on exactly what saving would write.
    PackageParser parser;
    QMap<QString, QByteArray> files = PackageWriter::files(package);
    const std::optional<Package> loaded = parser.parse(files, package.source);
    Problems problems = parser.problems();
    // Tiles the parser refused are missing from `loaded`; check what is well formed.
    Package checked = package;
    if (loaded) {
        checked = *loaded;
    } else {
        QSet<QString> bad;
        for (const Problem &p : std::as_const(problems)) {
            if (!p.tile.isEmpty())
                bad.insert(p.tile);
        }
        checked.tiles.removeIf([&](const TileDefinition &t) { return bad.contains(t.id); });
    }
    problems += checkStartTile(checked, required);
    problems += checkSides(checked, required);
    problems += checkFieldBorders(checked);
    return problems;
}

Problems PackageValidator::checkStartTile(const Package &package, const QList<Package> &required)
{
    // A start tile of its own or of a required package, or a module that lays the board.
    const auto startsItself = [](const Package &p) {
        if (!p.rules.startTile.isEmpty())
            return true;
        for (const ModuleSetting &m : p.rules.modules) {
            if (m.enabled && RuleCatalog::setsUpBoard(m.id))
                return true;
        }
        return false;
    };
    if (startsItself(package))
        return {};
    for (const Package &r : required) {
        if (startsItself(r))
            return {};
    }
    return {Problem{
            kRules,
            {},
            QStringLiteral("deck.startTile"),
            Message(QT_TRANSLATE_NOOP("EngineMessages",
                                      "the game has no start tile: name one of the package's "
                                      "tiles, require a package that has one, or switch on a "
                                      "module that lays the board"))}};
}

Problems PackageValidator::checkSides(const Package &package, const QList<Package> &required)
{
    // Every outer side of every tile in the game, as its terrain triple read clockwise. A side
    // fits a neighbour's side that reads the same triple backwards; rotations do not change
    // the triples a tile offers.
    // Copies per triple and tile: a side may lie next to another copy of its own tile, but a
    // single copy cannot lie next to itself.
    QHash<int, QHash<QString, int>> offered;
    auto collect = [&](const Package &p) {
        for (const TileDefinition &t : p.tiles) {
            if (t.count <= 0)
                continue;
            for (const OuterSide &s : outerSides(t))
                offered[tripleKey(s.terrain)].insert(p.id + QLatin1Char('/') + t.id, t.count);
        }
    };
    for (const Package &r : required)
        collect(r);
    collect(package);
    auto fits = [&](const QString &key, const Triple &mirror) {
        const QHash<QString, int> by = offered.value(tripleKey(mirror));
        for (auto it = by.cbegin(); it != by.cend(); ++it) {
            if (it.key() != key || it.value() >= 2)
                return true;
        }
        return false;
    };

    Problems problems;
    for (const TileDefinition &t : package.tiles) {
        const QList<OuterSide> sides = outerSides(t);
        Problems tileProblems;
        for (const OuterSide &s : sides) {
            const Triple mirror{s.terrain[2], s.terrain[1], s.terrain[0]};
            if (fits(package.id + QLatin1Char('/') + t.id, mirror))
                continue;
            tileProblems << Problem{
                    kTiles, t.id, QStringLiteral("features[%1].ports").arg(s.feature),
                    Message(QT_TRANSLATE_NOOP(
                                    "EngineMessages",
                                    "side %1 of cell %2 (%3, %4, %5) matches no side of any tile "
                                    "in the game"))
                            .arg(QStringLiteral("NESW")[s.side], cellName(t.cells[s.cell]),
                                 featuretype::name(s.terrain[0]), featuretype::name(s.terrain[1]),
                                 featuretype::name(s.terrain[2]))};
        }
        if (!sides.isEmpty() && tileProblems.size() == sides.size()) {
            // No side fits anything: one problem says it all.
            problems << Problem{
                    kTiles, t.id, QStringLiteral("features"),
                    Message(QT_TRANSLATE_NOOP("EngineMessages",
                                              "the tile can never be placed next to any other "
                                              "tile of the game: none of its sides matches"))};
        } else {
            problems += tileProblems;
        }
    }
    return problems;
}

Problems PackageValidator::checkFieldBorders(const Package &package)
{
    // A field borders a city where one of its ports is next to one of the city's ports around
    // a cell's edge; farmers score the cities a field names, so a border it does not name is
    // a field scoring nothing for that city. The converse is not checked: a field may touch a
    // city inside the tile, past roads that end at the city (Traders & Builders' TB07), which
    // the ports cannot show.
    Problems problems;
    for (const TileDefinition &t : package.tiles) {
        for (int fi = 0; fi < t.features.size(); ++fi) {
            const FeatureDefinition &f = t.features[fi];
            // An enclosed field (no ports, Traders & Builders' TB06) touches no side: which
            // cities it borders is known only from its own list.
            if (f.type != FeatureType::Field || f.ports.isEmpty())
                continue;
            const QList<int> bordered = borderedCities(t, fi);
            for (int city : bordered) {
                if (!f.cities.contains(city))
                    problems << Problem{
                            kTiles, t.id, QStringLiteral("features[%1].cities").arg(fi),
                            Message(QT_TRANSLATE_NOOP("EngineMessages",
                                                      "the field borders the city features[%1] "
                                                      "but does not name it"))
                                    .arg(city)};
            }
        }
    }
    return problems;
}

QList<int> PackageValidator::borderedCities(const TileDefinition &t, int field)
{
    QList<int> bordered;
    if (field < 0 || field >= t.features.size())
        return bordered;
    const auto ports = terrainPorts(t);
    for (const CellPort &cp : t.features[field].ports) {
        const qsizetype ci = t.cells.indexOf(cp.cell);
        if (ci < 0)
            continue;
        for (int step : {-1, 1}) {
            const int q = (int(cp.port) + step + kPortCount) % kPortCount;
            const int g = ports[ci][std::size_t(q)];
            if (g >= 0 && t.features[g].type == FeatureType::City && !bordered.contains(g))
                bordered << g;
        }
    }
    std::sort(bordered.begin(), bordered.end());
    return bordered;
}

} // namespace carcassonne
