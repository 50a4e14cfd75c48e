#include "positionevaluator.h"

#include "ai/heuristics/heuristics.h"
#include "ai/moduleheuristic.h"

#include <algorithm>
#include <cmath>

namespace carcassonne {

namespace {

// A cell no tile will ever take: a fixed cell that is no neighbour (Mayflower's coast), a tile
// laid face down (The Mist: what runs into it never completes), or a cell beyond the board's
// column limit. (A fixed cell that counts as a neighbour is taken as filled.)
bool neverTaken(const Board &board, CellPos p)
{
    const Board::Cell &cell = board.at(p);
    return cell.tile < 0
            && (cell.fixed == fixedcell::kEdge || cell.fixed == fixedcell::kFaceDown
                || p.x > board.maxColumn());
}

// A cell that holds a tile, or a fixed cell that counts as one around a cloister-like feature.
bool filled(const Board::Cell &cell)
{
    return cell.tile >= 0 || cell.fixed == fixedcell::kFilling;
}

// The ports segment `local` has on `side` of a rotated cell (the side is one of its sides).
int portsOnSide(const RotatedCell &rc, int local, int side)
{
    if (rc.uniformSides & (1u << side))
        return 3;
    int ports = 0;
    for (int k = 0; k < 3; ++k)
        ports += rc.terrain[std::size_t(side * 3 + k)] == local ? 1 : 0;
    return ports;
}

} // namespace

void PositionEvaluator::evaluate(const GameState &state, Scores &out, Breakdown *parts) const
{
    out.fill(0.0);
    const int players = state.playerCount();
    for (int p = 0; p < players; ++p)
        out[std::size_t(p)] = state.score(p);
    if (parts) {
        for (auto &row : *parts)
            row.fill(0.0);
        for (int p = 0; p < players; ++p)
            (*parts)[std::size_t(p)][Score] = state.score(p);
    }
    useContent(state);
    Context &c = m_context;
    if (state.gameOver()) {
        if (c.team) {
            const ModuleHeuristic::Position position{state, 0.0, *this};
            out.fill(c.team->teamValue(position, out, Scores{}));
        }
        return;
    }

    c.state = &state;
    c.remainingCount = state.remainingCount();
    c.ownTurns = double(c.remainingCount) / double(std::max(1, players));
    c.pileShare = double(c.remainingCount)
            / double(std::max<std::size_t>(1, c.remainingCount + state.board().tiles().size()));
    c.closeDrawCount = c.ownTurns;
    c.fillDrawCount = c.remainingCount;
    if (c.team) {
        const double draws = c.team->teamDraws(state);
        if (draws >= 0) {
            c.closeDrawCount = c.fillDrawCount = std::min(draws, double(c.remainingCount));
            c.ownTurns = c.closeDrawCount / double(std::max(1, players));
        }
    }
    c.fieldCityPoints = -1;
    // A new generation forgets the last call's chances (stamps, not a clear, of a table by
    // node: a call asks for many, often the same).
    if (c.chanceStamps.size() < std::size_t(state.features().size())) {
        c.chanceStamps.resize(std::size_t(state.features().size()) + 64, 0);
        c.chances.resize(c.chanceStamps.size());
    }
    if (++c.chanceGeneration == 0) {
        std::fill(c.chanceStamps.begin(), c.chanceStamps.end(), 0);
        c.chanceGeneration = 1;
    }
    state.remainingTiles(c.nextRemaining);
    // How many tiles fit a constraint depends only on the tiles left: counts are kept across
    // calls until those change (a search scores many positions of one draw).
    if (c.nextRemaining != c.remaining || c.fitByCode.size() != state.content().fitCodeCount()) {
        std::swap(c.remaining, c.nextRemaining);
        c.fitByCode.assign(state.content().fitCodeCount(), -2);
        // The tile types still in the pile, so counting what fits a cell skips the rest.
        c.live.clear();
        c.liveMultiCell = false;
        for (std::size_t t = 0; t < c.remaining.size(); ++t) {
            if (c.remaining[t] == 0)
                continue;
            if (state.content().tileType(int(t)).multiCell)
                c.liveMultiCell = true;
            else
                c.live.push_back(int(t));
        }
    }
    // Chances by fitting count depend only on the tiles left and the players: kept across
    // calls, they spare most calls to pow().
    if (c.tablePlayers != players) {
        c.tablePlayers = players;
        c.closeTables.clear();
        c.fillTables.clear();
        c.tableDraws.clear();
    }
    if (c.closeTables.size() <= std::size_t(c.remainingCount)) {
        c.closeTables.resize(std::size_t(c.remainingCount) + 1);
        c.fillTables.resize(std::size_t(c.remainingCount) + 1);
        c.tableDraws.resize(std::size_t(c.remainingCount) + 1, {-1.0, -1.0});
    }
    // The draws follow from the tiles left, except in a team game (a deadline may move).
    auto &made = c.tableDraws[std::size_t(c.remainingCount)];
    const std::pair<double, double> draws{c.closeDrawCount, c.fillDrawCount};
    const bool redo = made != draws;
    made = draws;
    for (auto *tables : {&c.closeTables, &c.fillTables}) {
        std::vector<double> &table = (*tables)[std::size_t(c.remainingCount)];
        if (table.empty() || redo)
            table.assign(std::size_t(c.remainingCount) + 2, -1.0);
    }

    const ModuleHeuristic::Position position{state, c.ownTurns, *this};

    // Each feature with figures once, to its majority.
    std::vector<int> &roots = c.roots;
    roots.clear();
    const FeatureGraph &graph = state.features();
    const std::vector<PlacedFigure> &figures = state.figures();
    // Every figure's feature, found once for the values and the meeples coming back.
    std::vector<int> &figureRoots = c.figureRoots;
    figureRoots.resize(figures.size());
    for (std::size_t i = 0; i < figures.size(); ++i)
        figureRoots[i] = graph.find(figures[i].segment);
    for (const int root : figureRoots) {
        if (graph.node(root).done || std::find(roots.begin(), roots.end(), root) != roots.end())
            continue;
        roots.push_back(root);
        // A type a heuristic values in full is left to it.
        const bool replaced = (c.replacedWorth & GameState::typeBit(graph.node(root).type)) != 0;
        // A field's cities are walked once, for its value and for its worth.
        const bool field = graph.node(root).type == FeatureType::Field && !replaced;
        const FeatureValue v = field
                ? state.fieldValue(root, fieldCities(c, root), figureRoots.data())
                : state.valueWithoutFieldSize(root, figureRoots.data());
        if (v.winners == 0)
            continue;
        const double worth = replaced ? 0.0 : featureWorth(c, root, v) * worthScale(v.type);
        for (int p = 0; p < players; ++p) {
            if (v.winners & (1u << p))
                out[std::size_t(p)] += worth;
        }
        if (v.type == FeatureType::Field && (parts || m_weights.fieldGrowth != 0)) {
            // A field with open edges will probably border more cities: more so early on.
            const double growth = graph.node(root).open * c.pileShare;
            for (int p = 0; p < players; ++p) {
                if (v.winners & (1u << p)) {
                    out[std::size_t(p)] += m_weights.fieldGrowth * growth;
                    if (parts)
                        (*parts)[std::size_t(p)][FieldGrowth] += growth;
                }
            }
        }
        if (parts) {
            const Term term = v.type == FeatureType::Road ? Roads
                    : v.type == FeatureType::City         ? Cities
                    : v.type == FeatureType::Field        ? Fields
                    : featuretype::isSurrounded(v.type)   ? Cloisters
                                                          : Other;
            for (int p = 0; p < players; ++p) {
                if (v.winners & (1u << p))
                    (*parts)[std::size_t(p)][term] += worth;
            }
        }
        // What the modules' figures on it bring.
        for (const auto &h : c.heuristics)
            h->addFeatureWorth(position, root, v, worth, out, parts);
    }
    const Scores beforeModules = out;
    for (const auto &h : c.heuristics)
        h->addWorth(position, out);
    if (parts) {
        for (int p = 0; p < players; ++p)
            (*parts)[std::size_t(p)][Other] += out[std::size_t(p)] - beforeModules[std::size_t(p)];
    }

    // Meeples in supply, and meeples on open features that will probably come back.
    std::array<double, kMaxPlayers> returning{};
    for (std::size_t i = 0; i < figures.size(); ++i) {
        if (figures[i].kind == FigureKind::Meeple)
            returning[figures[i].player] += returnChance(c, figureRoots[i]);
    }
    Scores held{};
    for (int p = 0; p < players; ++p) {
        const int supply = state.supply(p, FigureKind::Meeple);
        const double inSupply = supplyWorth(supply, c.ownTurns);
        // A meeple coming back is worth what the next one in supply would be, later.
        const double next =
                supplyWorth(supply + 1, c.ownTurns * 0.5) - supplyWorth(supply, c.ownTurns * 0.5);
        const double back = returning[std::size_t(p)] * next * m_weights.returnShare;
        out[std::size_t(p)] += inSupply + back;
        held[std::size_t(p)] = inSupply + back;
        if (parts) {
            (*parts)[std::size_t(p)][Supply] = inSupply;
            (*parts)[std::size_t(p)][Returning] = back;
        }
    }
    if (c.team) {
        const double value = c.team->teamValue(position, out, held);
        for (int p = 0; p < players; ++p)
            out[std::size_t(p)] = value;
    }
}

void PositionEvaluator::useContent(const GameState &state) const
{
    Context &c = m_context;
    if (c.content.get() == &state.content())
        return;
    // Facts of the rules, looked up once per game content rather than per call (held, so the
    // address cannot be reused by another content).
    c.content = state.contentPointer();
    c.fitByCode.clear();
    c.remaining.clear();
    c.heuristics = ModuleHeuristics::create(*c.content, m_weights);
    c.replacedWorth = 0;
    c.team = nullptr;
    c.leadSpread = 1.0;
    for (const auto &h : c.heuristics) {
        c.replacedWorth |= h->replacedWorth();
        c.leadSpread *= h->leadSpread();
        if (h->team())
            c.team = h.get();
    }
}

bool PositionEvaluator::teamGame(const GameState &state) const
{
    useContent(state);
    return m_context.team != nullptr;
}

double PositionEvaluator::leadSpread(const GameState &state) const
{
    useContent(state);
    return m_context.leadSpread;
}

double PositionEvaluator::advantage(const Scores &scores, int player, int players) const
{
    if (players <= 1 || m_context.team)
        return scores[std::size_t(player)];
    double best = -1e300;
    for (int p = 0; p < players; ++p) {
        if (p != player)
            best = std::max(best, scores[std::size_t(p)]);
    }
    return scores[std::size_t(player)] - best;
}

double PositionEvaluator::returnChance(Context &c, int root) const
{
    const FeatureGraph::Node &r = c.state->features().node(root);
    if (r.done || r.open == 0)
        return 0.0;
    if (r.type == FeatureType::Road || r.type == FeatureType::City)
        return completionChance(c, root);
    if (!featuretype::isSurrounded(r.type))
        return 0.0;
    // Cloisters mostly fill, but late; never beside a cell no tile will take.
    const Board &board = c.state->board();
    const CellPos at = c.state->cellOf(root);
    for (int dy = -1; dy <= 1; ++dy) {
        for (int dx = -1; dx <= 1; ++dx) {
            if (neverTaken(board, CellPos{at.x + dx, at.y + dy}))
                return 0.0;
        }
    }
    return 0.7;
}

double PositionEvaluator::completionChance(int root) const
{
    Context &c = m_context;
    const FeatureGraph::Node &r = c.state->features().node(root);
    if (r.done)
        return 0.0;
    return featuretype::isSurrounded(r.type) ? surroundedChance(c, root)
                                             : completionChance(c, root);
}

PositionEvaluator::Surroundings PositionEvaluator::surroundings(Context &c, int root,
                                                                int tiles) const
{
    const GameState &s = *c.state;
    const CellPos at = s.cellOf(root);
    Surroundings out{double(tiles), 1.0};
    for (int dy = -1; dy <= 1; ++dy) {
        for (int dx = -1; dx <= 1; ++dx) {
            const CellPos p{at.x + dx, at.y + dy};
            if (filled(s.board().at(p)))
                continue;
            const double q = fillChance(c, p, false);
            out.expected += q;
            out.all *= q;
        }
    }
    return out;
}

double PositionEvaluator::surroundedChance(Context &c, int root) const
{
    return surroundings(c, root, 0).all;
}

double PositionEvaluator::returnWorth(int player) const
{
    // As evaluate() books a meeple coming back: what the next one in supply would be, later.
    const Context &c = m_context;
    const int supply = c.state->supply(player, FigureKind::Meeple);
    const double next =
            supplyWorth(supply + 1, c.ownTurns * 0.5) - supplyWorth(supply, c.ownTurns * 0.5);
    return next * m_weights.returnShare;
}

double PositionEvaluator::supplyWorth(int meeples, double ownTurns) const
{
    const double fade = std::min(1.0, ownTurns / std::max(1.0, m_weights.meepleHorizon));
    double worth = 0, each = m_weights.meepleValue;
    for (int i = 0; i < meeples; ++i) {
        worth += each;
        each *= m_weights.meepleDecay;
    }
    return worth * fade;
}

double PositionEvaluator::featureWorth(Context &c, int root, const FeatureValue &v) const
{
    const GameState &s = *c.state;
    const CoreParameters &core = s.content().core();
    const FeatureGraph::Node &r = s.features().node(root);
    switch (v.type) {
    case FeatureType::Road: {
        if (v.completed)
            return v.points;
        const double chance = completionChance(c, root);
        const double completed = v.tiles * core.roadTilePoints;
        const double growth = c.remainingCount > 0 ? m_weights.roadGrowth * r.open : 0.0;
        return v.points + chance * (completed - v.points) + growth;
    }
    case FeatureType::City: {
        if (v.completed)
            return v.points;
        const double chance = completionChance(c, root);
        const double completed =
                v.tiles * core.cityTilePoints + v.pennants * core.cityPennantPoints;
        const double growth = c.remainingCount > 0 ? m_weights.cityGrowth * (r.open / 3) : 0.0;
        return v.points + chance * (completed - v.points) + growth;
    }
    case FeatureType::Field: {
        if (c.fieldCityPoints < 0)
            c.fieldCityPoints = s.content().parameter(QStringLiteral("fieldCityPoints"));
        // Completed cities pay now; open ones by their chance to complete (fieldCities()
        // walked the field for this root just before).
        double cities = v.cities;
        for (const double chance : c.openCityChances)
            cities += chance;
        return cities * c.fieldCityPoints;
    }
    default:
        break;
    }
    if (featuretype::isSurrounded(v.type)) {
        if (v.completed)
            return v.points;
        // The tile itself and its neighbours; each empty cell around may still fill.
        const Surroundings around = surroundings(c, root, v.tiles);
        const double perTile = core.cloisterTilePointsFinal;
        return around.expected * perTile + around.all * 9.0 * (core.cloisterTilePoints - perTile);
    }
    return v.points;
}

int PositionEvaluator::fieldCities(Context &c, int root) const
{
    // The completed cities the field borders (GameState::completedCities), and in the same walk
    // the completion chance of each open one, in the order they are met.
    const GameState &s = *c.state;
    const FeatureGraph &graph = s.features();
    const auto &tiles = s.board().tiles();
    std::vector<int> &counted = c.counted;
    counted.clear();
    c.openCityChances.clear();
    int completed = 0;
    int n = root;
    do {
        const FeatureGraph::Node &node = graph.node(n);
        const PlacedTile &pt = tiles[std::size_t(node.tile)];
        const TileType &tt = s.content().tileType(pt.type);
        for (std::uint8_t city : tt.segments[node.local].cities) {
            const int cityRoot = graph.find(pt.segmentBase + city);
            if (std::find(counted.begin(), counted.end(), cityRoot) != counted.end())
                continue;
            counted.push_back(cityRoot);
            if (graph.node(cityRoot).open == 0)
                ++completed;
            else
                c.openCityChances.push_back(completionChance(c, cityRoot));
        }
        n = node.next;
    } while (n != root);
    return completed;
}

double PositionEvaluator::completionChance(Context &c, int root) const
{
    if (c.chanceStamps[std::size_t(root)] == c.chanceGeneration)
        return c.chances[std::size_t(root)];
    const GameState &s = *c.state;
    const FeatureGraph &graph = s.features();
    const FeatureGraph::Node &rn = graph.node(root);
    double chance = 1.0;
    if (rn.open != 0) {
        // The empty cells at the feature's open ends: each must take a tile that fits.
        std::vector<CellPos> &cells = c.cells;
        cells.clear();
        // Only joins close ports, so the ports facing cells without a tile are the feature's
        // open ones: once all `open` of them are met, the rest of the walk adds no cell.
        int met = 0;
        s.forEachFeatureSide(
                root, [&](const RotatedCell &rc, int local, CellPos, int side, CellPos p) {
                    const Board::Cell &cell = s.board().at(p);
                    if (cell.tile >= 0)
                        return true;
                    // A fixed cell that counts as a neighbour closes what runs into it.
                    if (!filled(cell) && std::find(cells.begin(), cells.end(), p) == cells.end())
                        cells.push_back(p);
                    met += portsOnSide(rc, local, side);
                    return met < rn.open;
                });
        const double closesEnd =
                rn.type == FeatureType::City ? 1.0 - m_weights.cityExtension : 0.75;
        for (const CellPos &p : cells)
            chance *= fillChance(c, p, true) * closesEnd;
        if (cells.empty())
            chance = 0.5;
    }
    c.chanceStamps[std::size_t(root)] = c.chanceGeneration;
    c.chances[std::size_t(root)] = chance;
    return chance;
}

double PositionEvaluator::fillChance(Context &c, CellPos cell, bool byOwner) const
{
    if (c.remainingCount <= 0)
        return 0.0;
    const int fitting = fittingTiles(c, cell);
    if (fitting == 0)
        return 0.0;
    // The owner's draws close an end; anybody's fill a cell around a cloister.
    const double draws = byOwner ? c.closeDrawCount * m_weights.closeDraws
                                 : c.fillDrawCount * m_weights.fillDraws;
    // Unknown (a cell not yet at the landscape's edge, or no fit table): half the tiles fit.
    // Few distinct counts occur in one call: remember them rather than call pow() again. The
    // last slot holds the unknown count.
    std::vector<double> &memos =
            (byOwner ? c.closeTables : c.fillTables)[std::size_t(c.remainingCount)];
    const std::size_t index =
            fitting < 0 ? memos.size() - 1 : std::size_t(std::min(fitting, c.remainingCount));
    double &memo = memos[index];
    if (memo < 0) {
        const double share = fitting < 0 ? 0.5 : double(index) / double(c.remainingCount);
        memo = 1.0 - std::pow(1.0 - share, draws);
    }
    return memo;
}

int PositionEvaluator::fittingTiles(Context &c, CellPos cell) const
{
    const GameState &s = *c.state;
    const GameContent &content = s.content();
    const int index = s.board().at(cell).frontier;
    if (index < 0 && neverTaken(s.board(), cell))
        return 0;
    if (index < 0 || !content.fitTable())
        return -1;
    const std::uint32_t code = s.board().frontier()[std::size_t(index)].code;
    int &memo = c.fitByCode[code];
    if (memo != -2)
        return memo;
    int fitting = 0;
    for (const int t : c.live) {
        if (content.fitCountRow(t)[code] != 0)
            fitting += c.remaining[std::size_t(t)];
    }
    // Multi-cell tiles are not in the table: if nothing else fits, the count is unknown.
    memo = c.liveMultiCell && fitting == 0 ? -1 : fitting;
    return memo;
}

} // namespace carcassonne
