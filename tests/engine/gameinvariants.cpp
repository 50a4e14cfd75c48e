#include "gameinvariants.h"

#include "modules/river/rivermodule.h"
#include "record/game.h"
#include "state/gamecontent.h"

#include <QHash>

#include <algorithm>
#include <map>
#include <set>

namespace carcassonne {

namespace {

const CellPos kStep[4] = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}};

CellPos turnCell(CellPos c, int quarterTurns)
{
    for (int i = 0; i < quarterTurns; ++i)
        c = {-c.y, c.x};
    return c;
}

int facingPort(int p)
{
    return ((p / 3 + 2) % 4) * 3 + (2 - p % 3);
}

bool hasPorts(FeatureType t)
{
    return t == FeatureType::Field || t == FeatureType::Road || t == FeatureType::City
            || t == FeatureType::River;
}

struct UnionFind
{
    std::vector<int> parent;
    explicit UnionFind(int n) : parent(std::size_t(n))
    {
        for (int i = 0; i < n; ++i)
            parent[std::size_t(i)] = i;
    }
    int find(int x)
    {
        while (parent[std::size_t(x)] != x)
            x = parent[std::size_t(x)] = parent[std::size_t(parent[std::size_t(x)])];
        return x;
    }
    void join(int a, int b) { parent[std::size_t(find(a))] = find(b); }
};

} // namespace

// Returns the first disagreement, or an empty string.
QString recountFeatures(const GameState &s)
{
    const GameContent &content = s.content();
    const FeatureGraph &graph = s.features();
    const auto &tiles = s.board().tiles();

    // Board cell -> (tile, feature node per board port).
    struct CellRecord
    {
        int tile = -1;
        std::array<int, 12> node;
    };
    std::map<std::pair<int, int>, CellRecord> cells;
    std::vector<std::pair<int, CellPos>> interior; // node, board cell
    std::vector<FeatureType> typeOf(std::size_t(graph.size()), FeatureType::Count);

    for (int ti = 0; ti < int(tiles.size()); ++ti) {
        const PlacedTile &pt = tiles[std::size_t(ti)];
        const TileDefinition &def = content.tileType(pt.type).definition;
        const int q = pt.rotation;
        for (const CellPos &c : def.cells) {
            const CellPos t = turnCell(c, q);
            CellRecord &rec = cells[{pt.at.x + t.x, pt.at.y + t.y}];
            if (rec.tile >= 0)
                return QStringLiteral("two tiles on [%1, %2]")
                        .arg(pt.at.x + t.x)
                        .arg(pt.at.y + t.y);
            rec.tile = ti;
            rec.node.fill(-1);
        }
        for (int fi = 0; fi < def.features.size(); ++fi) {
            const FeatureDefinition &f = def.features[fi];
            const int node = pt.segmentBase + fi;
            if (node >= graph.size())
                return QStringLiteral("tile %1 has more features than the graph").arg(ti);
            typeOf[std::size_t(node)] = f.type;
            // Enclosed fields (no ports) lie inside their tile like a cloister.
            if (!hasPorts(f.type) || f.ports.isEmpty()) {
                if (f.type != FeatureType::Fog) {
                    const CellPos t = turnCell(f.cell, q);
                    interior.push_back({node, {pt.at.x + t.x, pt.at.y + t.y}});
                }
                continue;
            }
            for (const CellPort &cp : f.ports) {
                const CellPos t = turnCell(cp.cell, q);
                CellRecord &rec = cells[{pt.at.x + t.x, pt.at.y + t.y}];
                rec.node[std::size_t((int(cp.port) + 3 * q) % 12)] = node;
            }
        }
    }

    UnionFind uf(graph.size());
    std::vector<int> unmatched(std::size_t(graph.size()), 0);
    for (const auto &[xy, rec] : cells) {
        for (int p = 0; p < 12; ++p) {
            const int a = rec.node[std::size_t(p)];
            if (a < 0)
                return QStringLiteral("port %1 of [%2, %3] belongs to no feature")
                        .arg(p)
                        .arg(xy.first)
                        .arg(xy.second);
            const CellPos step = kStep[p / 3];
            const auto n = cells.find({xy.first + step.x, xy.second + step.y});
            if (n == cells.end()) {
                // A fixed cell that fills a place as a tile would (Mayflower's coast when it
                // closes features) ends the roads and cities that run into it.
                const FeatureType t = typeOf[std::size_t(a)];
                const bool closed = s.board().at({xy.first + step.x, xy.second + step.y}).fixed
                                == fixedcell::kFilling
                        && (t == FeatureType::Road || t == FeatureType::City);
                unmatched[std::size_t(a)] += closed ? 0 : 1;
                continue;
            }
            const int b = n->second.node[std::size_t(facingPort(p))];
            if (b < 0 || typeOf[std::size_t(a)] != typeOf[std::size_t(b)])
                return QStringLiteral("port %1 of [%2, %3] meets another terrain")
                        .arg(p)
                        .arg(xy.first)
                        .arg(xy.second);
            uf.join(a, b);
        }
    }

    struct Component
    {
        std::set<int> members;
        std::set<std::pair<int, int>> cells;
        std::set<int> tiles;
        int unmatched = 0;
    };
    std::map<int, Component> components;
    for (const auto &[xy, rec] : cells) {
        for (int p = 0; p < 12; ++p) {
            const int a = rec.node[std::size_t(p)];
            Component &c = components[uf.find(a)];
            c.members.insert(a);
            c.cells.insert(xy);
            c.tiles.insert(rec.tile);
        }
    }
    for (auto &[root, c] : components) {
        for (int m : c.members)
            c.unmatched += unmatched[std::size_t(m)];
    }

    QHash<int, int> engineToMine;
    for (const auto &[mine, c] : components) {
        const int first = *c.members.begin();
        const int er = graph.find(first);
        const FeatureType type = typeOf[std::size_t(first)];
        const QString name =
                QStringLiteral("%1 of node %2").arg(featuretype::name(type)).arg(first);
        for (int m : c.members) {
            if (graph.find(m) != er)
                return name + QStringLiteral(": node %1 is in another engine feature").arg(m);
        }
        if (engineToMine.contains(er))
            return name + QStringLiteral(": the engine joined it with another feature");
        engineToMine.insert(er, mine);
        const FeatureGraph::Node &root = graph.node(er);
        if (root.type != type)
            return name + QStringLiteral(": the engine's root has another type");
        if (root.size != int(c.members.size()))
            return name
                    + QStringLiteral(": %1 members, the engine says %2")
                              .arg(c.members.size())
                              .arg(root.size);
        std::set<int> ring;
        int n = er;
        do {
            if (!ring.insert(n).second || ring.size() > c.members.size())
                break;
            n = graph.node(n).next;
        } while (n != er);
        if (ring != c.members)
            return name + QStringLiteral(": the member ring differs");
        // A cell counts as one tile (design §2); with single-cell tiles, cells are tiles.
        if (s.tilesOf(er) != int(c.cells.size()))
            return name
                    + QStringLiteral(": %1 tiles, the engine says %2")
                              .arg(c.cells.size())
                              .arg(s.tilesOf(er));
        if (root.open != c.unmatched)
            return name
                    + QStringLiteral(": %1 open ports, the engine says %2")
                              .arg(c.unmatched)
                              .arg(root.open);
        const FeatureValue v = s.value(first);
        if (v.tiles != int(c.cells.size()))
            return name
                    + QStringLiteral(": value() counts %1 tiles, not %2")
                              .arg(v.tiles)
                              .arg(c.cells.size());
        if ((type == FeatureType::Road || type == FeatureType::City)
            && v.completed != (c.unmatched == 0))
            return name
                    + QStringLiteral(": value().completed is %1 with %2 open ports")
                              .arg(v.completed)
                              .arg(c.unmatched);
    }
    for (const auto &[node, cell] : interior) {
        if (graph.find(node) != node || graph.node(node).size != 1)
            return QStringLiteral("interior node %1 was joined").arg(node);
        int around = 0;
        for (int dy = -1; dy <= 1; ++dy) {
            for (int dx = -1; dx <= 1; ++dx)
                around += cells.count({cell.x + dx, cell.y + dy})
                                || s.board().at({cell.x + dx, cell.y + dy}).fixed
                                        == fixedcell::kFilling
                        ? 1
                        : 0;
        }
        const FeatureValue v = s.value(node);
        if (typeOf[std::size_t(node)] == FeatureType::Field) {
            if (v.tiles != 1)
                return QStringLiteral("enclosed field node %1 counts %2 tiles")
                        .arg(node)
                        .arg(v.tiles);
            continue;
        }
        if (v.tiles != around
            || (typeOf[std::size_t(node)] == FeatureType::Cloister && v.completed != (around == 9)))
            return QStringLiteral("cloister node %1 at [%2, %3]: %4 tiles around, value() says %5")
                    .arg(node)
                    .arg(cell.x)
                    .arg(cell.y)
                    .arg(around)
                    .arg(v.tiles);
    }
    return {};
}

Supplies suppliesOf(const GameState &s)
{
    Supplies out{};
    for (int p = 0; p < s.playerCount(); ++p) {
        for (int k = 0; k < kFigureKindCount; ++k)
            out[std::size_t(p)][std::size_t(k)] = s.supply(p, FigureKind(k));
    }
    return out;
}

QString checkAfterMove(const GameState &s, const std::array<int, kMaxPlayers> &scoresBefore,
                       const Supplies &start)
{
    Supplies onBoard{};
    for (const PlacedFigure &f : s.figures()) {
        if (f.player >= s.playerCount())
            return QStringLiteral("a figure of player %1").arg(f.player);
        ++onBoard[f.player][std::size_t(f.kind)];
        // Each kind stands only on what it may take.
        const FeatureType t = s.features().node(f.segment).type;
        const bool fits = [&] {
            switch (f.kind) {
            case FigureKind::Meeple:
                return t != FeatureType::Garden && t != FeatureType::River;
            case FigureKind::Abbot:
                return t == FeatureType::Cloister || t == FeatureType::Garden;
            case FigureKind::Builder:
                return t == FeatureType::Road || t == FeatureType::City;
            case FigureKind::Pig:
                return t == FeatureType::Field;
            case FigureKind::Own1:
            case FigureKind::Own2: {
                // A package's figure: on the feature types it names.
                const AuthoredFigure *own = s.content().ownFigure(f.kind);
                return own && own->standsOn(t);
            }
            default:
                return false;
            }
        }();
        if (!fits)
            return QStringLiteral("a %1 on a %2")
                    .arg(figurekind::name(f.kind), featuretype::name(t));
    }
    for (int p = 0; p < s.playerCount(); ++p) {
        for (int k = 0; k < kFigureKindCount; ++k) {
            // Buried figures (The Mist) left the game: counted with the supply.
            const int supply = s.supply(p, FigureKind(k)) + s.retired(p, FigureKind(k));
            if (onBoard[std::size_t(p)][std::size_t(k)] + supply
                != start[std::size_t(p)][std::size_t(k)])
                return QStringLiteral("player %1: %2 %3 on the board + %4 in supply or out "
                                      "!= %5")
                        .arg(p)
                        .arg(onBoard[std::size_t(p)][std::size_t(k)])
                        .arg(figurekind::name(FigureKind(k)))
                        .arg(supply)
                        .arg(start[std::size_t(p)][std::size_t(k)]);
            if (supply < 0)
                return QStringLiteral("player %1 has a negative supply").arg(p);
        }
        if (s.score(p) < scoresBefore[std::size_t(p)])
            return QStringLiteral("player %1's score fell from %2 to %3")
                    .arg(p)
                    .arg(scoresBefore[std::size_t(p)])
                    .arg(s.score(p));
        int sum = 0;
        for (int c = 0; c < s.content().scoreCategoryCount(); ++c)
            sum += s.breakdown(p, ScoreCategory(c), false) + s.breakdown(p, ScoreCategory(c), true);
        if (sum != s.score(p))
            return QStringLiteral("player %1's breakdown adds up to %2, the score is %3")
                    .arg(p)
                    .arg(sum)
                    .arg(s.score(p));
    }
    // The graph's figure counters match the figures standing on each feature.
    QHash<int, int> perRoot;
    for (const PlacedFigure &f : s.figures())
        ++perRoot[s.features().find(f.segment)];
    for (auto it = perRoot.cbegin(); it != perRoot.cend(); ++it) {
        if (s.features().node(it.key()).figures != it.value())
            return QStringLiteral("feature %1 holds %2 figures, its counter says %3")
                    .arg(it.key())
                    .arg(it.value())
                    .arg(s.features().node(it.key()).figures);
    }
    if (s.phase() == GameState::Phase::PlaceTile) {
        const int t = s.currentTile();
        if (t < 0)
            return QStringLiteral("no tile to place");
        if (!s.hasPlacement(t))
            return QStringLiteral("the tile to place (%1) has no place")
                    .arg(s.content().tileType(t).key);
        MoveList moves;
        s.legalMoves(moves);
        if (moves.empty())
            return QStringLiteral("no legal move for the tile to place");
        for (const Move &m : moves) {
            if (m.kind != Move::Kind::PlaceTile)
                return QStringLiteral("a legal move of the tile phase places no tile");
        }
        // Between turns no figure stands on a feature that is complete: it was scored and its
        // figures went home.
        for (const PlacedFigure &f : s.figures()) {
            const int root = s.features().find(f.segment);
            const FeatureGraph::Node &r = s.features().node(root);
            const FeatureValue v = s.value(root);
            if (r.done)
                return QStringLiteral("a figure stays on scored feature %1").arg(root);
            if (r.type != FeatureType::Field && v.completed)
                return QStringLiteral("a figure stays on completed %1 %2")
                        .arg(featuretype::name(r.type))
                        .arg(root);
            // (Builders and pigs beside their owner's meeple: the modules' checkInvariants.)
        }
    }
    return {};
}

QString checkPile(const GameState &s)
{
    const GameContent &content = s.content();
    if (!content.hasModule(QStringLiteral("river")))
        return {};
    int stage = 0; // 0 river, 1 lakes, 2 the rest
    for (const std::uint16_t t : s.pile()) {
        const TileType &type = content.tileType(t);
        const int here = !RiverModule::isRiverTile(type) ? 2 : RiverModule::isLake(type) ? 1 : 0;
        if (here < stage)
            return QStringLiteral("%1 comes after a later kind of tile").arg(type.key);
        stage = here;
    }
    if (stage != 2)
        return QStringLiteral("no land tiles after the river");
    const int d = content.tileTypeIndex(QStringLiteral("base/D"));
    const auto copies = std::count(s.pile().begin(), s.pile().end(), std::uint16_t(d));
    if (copies != content.tileType(d).count - 1)
        return QStringLiteral("%1 copies of the start tile D in the pile").arg(copies);
    return {};
}

} // namespace carcassonne
