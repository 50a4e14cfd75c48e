#include "gamestate.h"

#include "rules/rulemodule.h"

#include <algorithm>

namespace carcassonne {

std::optional<GameState> GameState::create(std::shared_ptr<const GameContent> content, int players,
                                           std::uint64_t seed,
                                           const std::vector<std::uint16_t> *deck,
                                           EventList *events, Message *error,
                                           const std::vector<int> *coloursPerSeat)
{
    GameState s;
    if (!s.reset(std::move(content), players, seed, deck, events, error, coloursPerSeat))
        return std::nullopt;
    return s;
}

bool GameState::reset(std::shared_ptr<const GameContent> content, int players, std::uint64_t seed,
                      const std::vector<std::uint16_t> *deck, EventList *events, Message *error,
                      const std::vector<int> *coloursPerSeat)
{
    auto fail = [&](const Message &message) {
        if (error)
            *error = message;
        return false;
    };
    const CoreParameters &core = content->core();
    // Seats take turns; colours (the engine's players) hold figures and scores.
    const int seats = coloursPerSeat ? int(coloursPerSeat->size()) : players;
    if (seats < core.minPlayers || seats > core.maxPlayers || seats > kMaxPlayers)
        return fail(Message(QT_TRANSLATE_NOOP("EngineMessages",
                                              "this game takes %1 to %2 players, not %3"))
                            .arg(core.minPlayers)
                            .arg(std::min(core.maxPlayers, kMaxPlayers))
                            .arg(seats));
    if (coloursPerSeat) {
        int sum = 0;
        bool several = false;
        for (const int n : *coloursPerSeat) {
            if (n < 1)
                return fail(
                        Message(QT_TRANSLATE_NOOP("EngineMessages", "a player plays no colour")));
            sum += n;
            several = several || n > 1;
        }
        if (sum != players)
            return fail(Message(QT_TRANSLATE_NOOP("EngineMessages",
                                                  "the players' colours add up to %1, not %2"))
                                .arg(sum)
                                .arg(players));
        if (players > core.maxPlayers || players > kMaxPlayers)
            return fail(Message(QT_TRANSLATE_NOOP("EngineMessages",
                                                  "this game takes at most %1 colours, not %2"))
                                .arg(std::min(core.maxPlayers, kMaxPlayers))
                                .arg(players));
        if (several
            && std::none_of(content->modules().begin(), content->modules().end(),
                            [](const RuleModule *m) { return m->allowsSeveralColours(); }))
            return fail(Message(
                    QT_TRANSLATE_NOOP("EngineMessages",
                                      "a player plays several colours only in a cooperative "
                                      "game")));
    }
    if (content->startTile() < 0 && !content->boardSetUpByModule())
        return fail(
                Message(QT_TRANSLATE_NOOP("EngineMessages", "the packages name no start tile")));
    if (deck) {
        for (std::uint16_t t : *deck) {
            if (t >= content->tileTypes().size())
                return fail(Message(
                        QT_TRANSLATE_NOOP("EngineMessages", "the deck names an unknown tile")));
        }
        if (content->cellsOf(*deck, content->startTile()) > GameContent::kMaxBoardCells)
            return fail(Message(QT_TRANSLATE_NOOP(
                                        "EngineMessages",
                                        "the deck's tiles cover more than %1 cells, the most a "
                                        "game holds"))
                                .arg(GameContent::kMaxBoardCells));
    }

    // Every member back to its default; the containers keep their memory. A member added to
    // the class must be reset here too.
    m_board.clear();
    m_graph.clear();
    m_graph.setTallyLayout(content->tallyLayout());
    m_figures.clear();
    m_openSurrounded.clear();
    m_overflow.clear();
    m_completeEntries.clear();
    m_watchEntry = {};
    m_freeWatchSlots = Board::kAllWatchSlots;
    m_surroundedComplete = false;
    m_placementCount = -1;
    m_pileIndex = 0;
    m_currentTile = -1;
    m_lastTile = -1;
    m_player = 0;
    m_turn = 0;
    m_figuresLeftAlone = 0;
    m_anotherTurn = false;
    m_phase = Phase::PlaceTile;
    m_choiceBeforeFigure = false;
    m_fixedDeck = false;
    m_score = {};
    m_breakdown = {};
    m_finalBreakdown = {};
    m_supply = {};
    m_initialSupply = {};
    m_retired = {};
    m_pending.clear();
    m_faceDownCells.clear();
    m_faceDownTypes.clear();
    m_scoringQueued = false;
    m_ended = false;
    m_outcomeKind = Outcome::Kind::Scores;

    m_content = std::move(content);
    m_playerCount = players;
    m_seatCount = seats;
    m_severalColours = seats != players;
    m_figureMovesListed =
            m_severalColours || !m_content->modulesWith(RuleHook::FigureMoves).empty();
    m_ownFigureKinds = int(m_content->ownFigures().size());
    m_seatOf = {};
    m_seatFirst = {};
    m_nextPlayer = {};
    for (int seat = 0, colour = 0; seat < seats; ++seat) {
        m_seatFirst[std::size_t(seat)] = std::int8_t(colour);
        const int n = coloursPerSeat ? (*coloursPerSeat)[std::size_t(seat)] : 1;
        for (int i = 0; i < n; ++i)
            m_seatOf[std::size_t(colour++)] = std::int8_t(seat);
    }
    for (int p = 0; p < players; ++p) {
        const int next = (m_seatOf[std::size_t(p)] + 1) % seats;
        m_nextPlayer[std::size_t(p)] = m_seatFirst[std::size_t(next)];
    }
    m_rng.reseed(seed);
    m_moduleData.assign(std::size_t(m_content->moduleDataSize()), 0);
    for (int p = 0; p < players; ++p) {
        m_supply[std::size_t(p)][std::size_t(FigureKind::Meeple)] =
                std::int8_t(core.meeplesPerPlayer);
        // The packages' own figures (a large meeple each).
        for (qsizetype i = 0; i < m_content->ownFigures().size(); ++i)
            m_supply[std::size_t(p)][std::size_t(FigureKind::Own1) + std::size_t(i)] =
                    std::int8_t(m_content->ownFigures()[i].count);
    }
    if (deck) {
        m_pile = *deck;
        m_fixedDeck = true;
    } else {
        m_pile = m_content->standardPile();
        m_rng.shuffle(m_pile);
    }
    m_graph.reserve(m_pile.size() * 6 + 16);
    m_figures.reserve(std::size_t(players) * 8);
    m_openSurrounded.reserve(8);
    if (m_content->startTile() >= 0) {
        m_currentTile = m_content->startTile();
        m_player = -1; // the start tile belongs to nobody
        placeTile(Move::placeTile(CellPos{}, 0), events);
    }
    m_player = 0;
    for (const RuleModule *m : m_content->modules())
        m->setup(*this, events);
    m_initialSupply = m_supply;
    m_turn = 1;
    m_lastTile = -1;
    if (events)
        events->push_back(Event::of(Event::Type::TurnStarted, 0));
    for (const RuleModule *m : m_content->modules())
        m->turnStarted(*this);
    drawTile(events);
    return true;
}

std::uint8_t GameState::leaders() const
{
    int best = 0;
    for (int p = 0; p < m_playerCount; ++p)
        best = std::max(best, m_score[std::size_t(p)]);
    std::uint8_t mask = 0;
    for (int p = 0; p < m_playerCount; ++p) {
        if (m_score[std::size_t(p)] == best)
            mask |= std::uint8_t(1u << p);
    }
    return mask;
}

Outcome GameState::outcome() const
{
    Outcome o;
    o.kind = m_outcomeKind;
    switch (m_outcomeKind) {
    case Outcome::Kind::Scores:
        o.winners = leaders();
        break;
    case Outcome::Kind::TeamWon:
        o.winners = std::uint8_t((1u << m_playerCount) - 1);
        break;
    case Outcome::Kind::TeamLost:
        break;
    }
    return o;
}

QString GameState::checkInvariants() const
{
    std::array<std::array<int, kFigureKindCount>, kMaxPlayers> onBoard{};
    std::vector<int> perRoot(std::size_t(m_graph.size()), 0);
    for (const PlacedFigure &f : m_figures) {
        if (f.player >= m_playerCount)
            return QStringLiteral("a figure of player %1 in a %2-player game")
                    .arg(f.player)
                    .arg(m_playerCount);
        if (f.segment < 0 || f.segment >= m_graph.size())
            return QStringLiteral("a figure on feature node %1, which does not exist")
                    .arg(f.segment);
        const int root = m_graph.find(f.segment);
        // A scored feature sends its figures home; only the end leaves them standing.
        if (m_graph.node(root).done && m_phase != Phase::GameOver)
            return QStringLiteral("a %1 of player %2 stands on feature %3, which was scored")
                    .arg(figurekind::name(f.kind))
                    .arg(f.player)
                    .arg(root);
        ++onBoard[f.player][std::size_t(f.kind)];
        ++perRoot[std::size_t(root)];
    }
    for (int p = 0; p < m_playerCount; ++p) {
        for (int k = 0; k < kFigureKindCount; ++k) {
            const int supply = m_supply[std::size_t(p)][std::size_t(k)];
            if (supply < 0)
                return QStringLiteral("player %1 has %2 %3 in supply")
                        .arg(p)
                        .arg(supply)
                        .arg(figurekind::name(FigureKind(k)));
            const int total = supply + onBoard[std::size_t(p)][std::size_t(k)]
                    + m_retired[std::size_t(p)][std::size_t(k)];
            if (total != m_initialSupply[std::size_t(p)][std::size_t(k)])
                return QStringLiteral("player %1 has %2 %3 in all, not the %4 of the setup")
                        .arg(p)
                        .arg(total)
                        .arg(figurekind::name(FigureKind(k)))
                        .arg(m_initialSupply[std::size_t(p)][std::size_t(k)]);
        }
    }
    for (int n = 0; n < m_graph.size(); ++n) {
        // find() reads a node's parent as its root, so every parent must be one, and the
        // feature's ring must hold its members alone.
        const int root = m_graph.find(n);
        if (root < 0 || root >= m_graph.size() || m_graph.find(root) != root
            || m_graph.find(m_graph.node(n).next) != root)
            return QStringLiteral("feature node %1 points at %2, which is not the root of its "
                                  "ring")
                    .arg(n)
                    .arg(root);
        if (root == n && m_graph.node(n).figures != perRoot[std::size_t(n)])
            return QStringLiteral("feature %1 counts %2 figures but holds %3")
                    .arg(n)
                    .arg(m_graph.node(n).figures)
                    .arg(perRoot[std::size_t(n)]);
    }
    // The open cloister-like features: placeTile counts their tiles and finds them by the
    // watch bits of the cells around them.
    Board::WatchBits usedSlots = 0;
    int overflowEntries = 0;
    for (std::size_t i = 0; i < m_openSurrounded.size(); ++i) {
        const OpenSurrounded &o = m_openSurrounded[i];
        if (o.tiles != tilesAround(o.cell))
            return QStringLiteral("the cloister-like feature %1 counts %2 tiles around it, not %3")
                    .arg(o.node)
                    .arg(o.tiles)
                    .arg(tilesAround(o.cell));
        Board::WatchBits bit = Board::kWatchOverflow;
        if (o.slot != kNoWatchSlot) {
            bit = o.slot < Board::kWatchSlots ? Board::WatchBits(1u << o.slot) : 0;
            if (!bit || (usedSlots & bit) || m_watchEntry[o.slot] != std::int32_t(i))
                return QStringLiteral("the cloister-like feature %1 has watch slot %2, which is "
                                      "not its own")
                        .arg(o.node)
                        .arg(o.slot);
            usedSlots |= bit;
        } else if (!m_overflow.contains(o.cell, std::int32_t(i))) {
            return QStringLiteral("the cloister-like feature %1 has no watch slot and is not "
                                  "in the overflow list")
                    .arg(o.node);
        } else {
            ++overflowEntries;
        }
        for (int dy = -1; dy <= 1; ++dy) {
            for (int dx = -1; dx <= 1; ++dx) {
                if (!(m_board.at({o.cell.x + dx, o.cell.y + dy}).watched & bit))
                    return QStringLiteral("a cell next to the cloister-like feature %1 does not "
                                          "watch it")
                            .arg(o.node);
            }
        }
    }
    if (overflowEntries != m_overflow.size())
        return QStringLiteral("%1 overflow entries listed for %2 without a watch slot")
                .arg(m_overflow.size())
                .arg(overflowEntries);
    if ((usedSlots & m_freeWatchSlots) || (usedSlots | m_freeWatchSlots) != Board::kAllWatchSlots)
        return QStringLiteral("watch slots in use %1, free %2")
                .arg(usedSlots)
                .arg(m_freeWatchSlots);
    // The frontier: each record names an empty cell that names it back, where the grid has it.
    const FrontierList &frontier = m_board.frontier();
    for (std::size_t i = 0; i < frontier.size(); ++i) {
        const FrontierCell &f = frontier[i];
        const CellPos pos = m_board.positionOf(f.gridIndex);
        const Board::Cell &c = m_board.at(pos);
        if (f.gridIndex < 0 || m_board.indexOf(pos) != f.gridIndex || c.frontier != int(i)
            || c.tile >= 0 || c.fixed)
            return QStringLiteral("frontier record %1 at (%2, %3) is not that cell's")
                    .arg(i)
                    .arg(pos.x)
                    .arg(pos.y);
    }
    for (const RuleModule *m : m_content->modules()) {
        const QString broken = m->checkInvariants(*this);
        if (!broken.isEmpty())
            return m->id() + QStringLiteral(": ") + broken;
    }
    return {};
}

std::vector<int> GameState::remainingTiles() const
{
    std::vector<int> counts;
    remainingTiles(counts);
    return counts;
}

void GameState::remainingTiles(std::vector<int> &counts) const
{
    counts.assign(m_content->tileTypes().size(), 0);
    for (std::size_t i = std::size_t(m_pileIndex); i < m_pile.size(); ++i)
        ++counts[m_pile[i]];
}

std::vector<int> GameState::unseenTiles() const
{
    std::vector<int> counts = remainingTiles();
    for (std::uint16_t t : m_faceDownTypes)
        ++counts[t];
    return counts;
}

// ---- changing ----

void GameState::placeFigure(int player, FigureKind kind, int segment, EventList *events)
{
    m_figures.push_back(PlacedFigure{std::uint8_t(player), kind, segment});
    FeatureGraph::Node &root = m_graph.node(m_graph.find(segment));
    root.figures = std::uint8_t(root.figures + 1);
    m_supply[std::size_t(player)][std::size_t(kind)]--;
    if (!events)
        return;
    Event e = Event::of(Event::Type::FigurePlaced, player);
    e.figure = kind;
    e.segment = segment;
    e.featureType = m_graph.node(segment).type;
    e.at = cellOf(segment);
    events->push_back(e);
}

void GameState::returnFigure(int figureIndex, EventList *events)
{
    ++m_figuresLeftAlone;
    sendHome(figureIndex, events);
}

void GameState::sendHome(int figureIndex, EventList *events)
{
    const PlacedFigure f = m_figures[std::size_t(figureIndex)];
    FeatureGraph::Node &root = m_graph.node(m_graph.find(f.segment));
    root.figures = std::uint8_t(root.figures - 1);
    m_supply[f.player][std::size_t(f.kind)]++;
    m_figures.erase(m_figures.begin() + figureIndex);
    if (!events)
        return;
    Event e = Event::of(Event::Type::FigureReturned, f.player);
    e.figure = f.kind;
    e.segment = f.segment;
    e.featureType = m_graph.node(f.segment).type;
    e.at = cellOf(f.segment);
    events->push_back(e);
}

void GameState::retireFigure(int figureIndex, EventList *events)
{
    const PlacedFigure f = m_figures[std::size_t(figureIndex)];
    returnFigure(figureIndex, events);
    // Back in the supply for a moment only: it leaves the game.
    m_supply[f.player][std::size_t(f.kind)]--;
    m_retired[f.player][std::size_t(f.kind)]++;
}

void GameState::retireFromSupply(int player, FigureKind kind)
{
    m_supply[std::size_t(player)][std::size_t(kind)]--;
    m_retired[std::size_t(player)][std::size_t(kind)]++;
}

bool GameState::layFaceDown(CellPos cell)
{
    const Board::Cell &c = m_board.at(cell);
    if (m_pileIndex >= int(m_pile.size()) || c.tile >= 0 || c.fixed)
        return false;
    m_faceDownTypes.push_back(m_pile[std::size_t(m_pileIndex++)]);
    m_faceDownCells.push_back(cell);
    m_board.layFixedCell(cell, fixedcell::kFaceDown);
    m_placementCount = -1;
    return true;
}

void GameState::joinOverlay(const RotatedCell &rc, const RotatedCell &oc, int side, int base,
                            int otherBase)
{
    for (int third = 0; third < 3; ++third) {
        const Port port = geometry::portAt(side, third);
        const std::uint8_t fa = rc.overlay[std::size_t(port)];
        const std::uint8_t fb = oc.overlay[std::size_t(geometry::facing(port))];
        if (fa != kNoSegment && fb != kNoSegment)
            m_graph.connect(base + fa, otherBase + fb);
    }
}

// Out of line: placeTile's common path never comes here.
__attribute__((noinline)) void GameState::countOverflowNeighbours(CellPos p)
{
    m_overflow.forEachAround(p, [this](std::int32_t entry) { countSurroundingTile(entry); });
}

void GameState::placeTile(const Move &move, EventList *events)
{
    const int typeIndex = m_currentTile;
    const TileType &type = m_content->tileType(typeIndex);
    const int base = m_graph.size();
    m_graph.clearClosed(type.completeWhenPlaced);
    m_graph.addTile(type.nodes, type.segmentCount, type.nodeTallies, int(m_board.tiles().size()));
    // Join every feature that meets a neighbour across an edge, in the board's own pass over
    // the tile's sides (inlined there: the call cost more than the join). A run of thirds
    // joining the same two nodes is one join closing several port pairs.
    const bool overlay = type.overlayPorts;
    auto join = [&](const RotatedCell &rc, int side, const Board::Cell &n)
            __attribute__((always_inline))
    {
        const PlacedTile &other = m_board.tiles()[std::size_t(n.tile)];
        const RotatedCell &oc = m_content->tileType(other.type).rotations[other.rotation][n.cell];
        const std::uint8_t *mine = rc.terrain.data() + side * 3;
        // facing(portAt(side, t)) is portAt(opposite side, 2 - t)
        const int opposite = (side + 2) & 3;
        const std::uint8_t *theirs = oc.terrain.data() + opposite * 3 + 2;
        if ((rc.uniformSides >> side) & (oc.uniformSides >> opposite) & 1u) {
            // One segment along both sides: the loop below would make this one join.
            m_graph.connect(base + mine[0], other.segmentBase + theirs[0], 3);
            if (overlay)
                joinOverlay(rc, oc, side, base, other.segmentBase);
            return;
        }
        std::uint8_t lastA = kNoSegment, lastB = kNoSegment;
        int pairs = 0;
        for (int third = 0; third < 3; ++third) {
            const std::uint8_t a = mine[third];
            const std::uint8_t b = theirs[-third];
            if (a == kNoSegment || b == kNoSegment)
                continue;
            if (a == lastA && b == lastB) {
                ++pairs;
                continue;
            }
            if (pairs)
                m_graph.connect(base + lastA, other.segmentBase + lastB, pairs);
            lastA = a;
            lastB = b;
            pairs = 1;
        }
        if (pairs)
            m_graph.connect(base + lastA, other.segmentBase + lastB, pairs);
        if (overlay)
            joinOverlay(rc, oc, side, base, other.segmentBase);
    };
    const int tileIndex = m_board.place(*m_content, typeIndex, move.at, move.rotation, base, join);
    // Keep the count of tiles around each open cloister-like feature up to date; the board
    // marks the cells near one with its slot's bit, so most placements skip the list (the board
    // saw no bit while placing) and the rest go straight to the entries concerned.
    if (m_board.placedWatched()) {
        for (const RotatedCell &rc : type.rotations[move.rotation]) {
            const CellPos p{move.at.x + rc.offset.x, move.at.y + rc.offset.y};
            const unsigned watched = m_board.cellAt(m_board.indexOf(p)).watched;
            if (!watched)
                continue;
            for (unsigned bits = watched & Board::kAllWatchSlots; bits; bits &= bits - 1) {
                OpenSurrounded &o =
                        m_openSurrounded[m_watchEntry[std::size_t(__builtin_ctz(bits))]];
                ++o.tiles;
                m_surroundedComplete = m_surroundedComplete || o.tiles == 9;
            }
            if (!(watched & Board::kWatchOverflow))
                continue;
            countOverflowNeighbours(p);
        }
    }
    for (std::uint64_t bits = type.surroundedSegments; bits; bits &= bits - 1) {
        const int node = base + __builtin_ctzll(bits);
        // A one-cell tile's features lie in its one cell: no walk from the node to its cell.
        const RotatedCell &first = type.rotations[move.rotation].front();
        const CellPos c = type.multiCell
                ? cellOf(node)
                : CellPos{move.at.x + first.offset.x, move.at.y + first.offset.y};
        std::uint8_t slot = kNoWatchSlot;
        if (m_freeWatchSlots) {
            slot = std::uint8_t(__builtin_ctz(m_freeWatchSlots));
            m_freeWatchSlots &= Board::WatchBits(~(1u << slot));
            m_watchEntry[slot] = std::int32_t(m_openSurrounded.size());
        } else {
            m_overflow.insert(c, std::int32_t(m_openSurrounded.size()));
        }
        // Its count of tiles around it starts from the cells that mark it (tilesAround()).
        const int tiles = m_board.watch(
                c, slot == kNoWatchSlot ? Board::kWatchOverflow : Board::WatchBits(1u << slot));
        m_openSurrounded.push_back(OpenSurrounded{node, c, tiles, slot});
        if (tiles == 9) {
            if (slot == kNoWatchSlot)
                noteComplete(std::int32_t(m_openSurrounded.size() - 1));
            m_surroundedComplete = true;
        }
    }
    m_lastTile = tileIndex;
    m_currentTile = -1;
    if (!events)
        return;
    Event e = Event::of(Event::Type::TilePlaced, m_player);
    e.tileType = std::int16_t(typeIndex);
    e.tileInstance = std::int16_t(tileIndex);
    e.at = move.at;
    e.rotation = move.rotation;
    events->push_back(e);
}

void GameState::endGame(Outcome::Kind kind)
{
    m_outcomeKind = kind;
    m_ended = true;
    m_pending.clear();
    m_pileIndex = int(m_pile.size()); // nothing more is drawn
}

void GameState::apply(const Move &move, EventList &events)
{
    apply(move, &events);
}

void GameState::apply(const Move &move, EventList *events)
{
    // No module takes part in the turn (the base game, farmers or not): the two steps of a
    // turn without the hooks, each a few calls the compiler makes jumps. Otherwise, and in
    // any other phase, the whole turn below; both do the same here.
    if (m_content->plainTurns()) {
        if (m_phase == Phase::PlaceTile) {
            // The phase first (placeTile() does not read it): the call is then the last thing
            // here, a jump without apply's frame.
            m_phase = Phase::PlaceFigure;
            placeTile(move, events);
            return;
        }
        if (m_phase == Phase::PlaceFigure) {
            if (move.kind == Move::Kind::PlaceFigure)
                placeFigure(m_player, move.figure, move.segment, events);
            // Nothing completed unless the tile closed a feature's last port or filled the
            // place around a cloister-like one (most turns).
            if (m_graph.closedOne() || m_surroundedComplete)
                scoreTurn(events);
            m_phase = Phase::Choice;
            if (events) {
                endTurn(events);
                return;
            }
            // endTurn() without modules and events, here: the next player draws, and a tile
            // that fits somewhere (most draws) is the turn's. drawTile() takes the rest
            // (discards, the end) from the same tile on. Two calls a turn fewer for playouts.
            if (++m_player == m_playerCount)
                m_player = 0;
            ++m_turn;
            m_lastTile = -1;
            if (m_pileIndex < int(m_pile.size())) {
                const int t = m_pile[std::size_t(m_pileIndex)];
                if (hasPlacement(t)) {
                    ++m_pileIndex;
                    m_placementCount = -1;
                    m_currentTile = t;
                    m_phase = Phase::PlaceTile;
                    return;
                }
            }
            drawTile(nullptr);
            return;
        }
    }
    applyWithModules(move, events);
}

void GameState::applyWithModules(const Move &move, EventList *events)
{
    switch (m_phase) {
    case Phase::PlaceTile:
        placeTile(move, events);
        m_phase = Phase::PlaceFigure;
        for (const RuleModule *m : m_content->modulesWith(RuleHook::AfterPlacement))
            m->afterPlacement(*this, events);
        if (m_ended) { // a module ended the game on this tile: no figure, no scoring
            endTurn(events);
            return;
        }
        if (const auto &asking = m_content->modulesWith(RuleHook::PlacementChoiceMoves);
            !asking.empty()) {
            MoveList choices;
            for (const RuleModule *m : asking)
                m->addPlacementChoiceMoves(*this, choices);
            if (!choices.empty()) {
                m_phase = Phase::Choice;
                m_choiceBeforeFigure = true;
            }
        }
        return;
    case Phase::PlaceFigure:
        if (move.kind == Move::Kind::PlaceFigure) {
            bool handled = false;
            for (const RuleModule *m : m_content->modulesWith(RuleHook::ApplyFigure)) {
                if (m->applyFigure(*this, move, events)) {
                    handled = true;
                    break;
                }
            }
            if (!handled)
                placeFigure(move.owner == Move::kCurrentPlayer ? m_player : int(move.owner),
                            move.figure, move.segment, events);
        }
        // A quiet turn (most of them) completes nothing, and no afterScoring() acts on it in
        // the rule sets whose hooks say so (Traders & Builders' three): no scoring, no calls.
        if (m_content->scoresQuietTurns() || m_graph.closedOne() || m_surroundedComplete
            || m_figuresLeftAlone != 0)
            scoreTurn(events);
        m_phase = Phase::Choice;
        break;
    case Phase::Choice:
        m_content->modules()[std::size_t(move.module)]->applyChoice(*this, move, events);
        if (m_choiceBeforeFigure && m_ended) { // lost on a choice before the figure
            m_choiceBeforeFigure = false;
            endTurn(events);
            return;
        }
        if (m_choiceBeforeFigure) {
            MoveList choices;
            for (const RuleModule *m : m_content->modulesWith(RuleHook::PlacementChoiceMoves))
                m->addPlacementChoiceMoves(*this, choices);
            if (choices.empty()) {
                m_choiceBeforeFigure = false;
                m_phase = Phase::PlaceFigure;
            }
            return;
        }
        break;
    case Phase::GameOver:
        return;
    }
    if (m_content->queuesScoring() && !settleScorings(events))
        return;
    if (const auto &asking = m_content->modulesWith(RuleHook::ChoiceMoves);
        !asking.empty() && !m_ended) {
        MoveList choices;
        for (const RuleModule *m : asking)
            m->addChoiceMoves(*this, choices);
        if (!choices.empty())
            return;
    }
    endTurn(events);
}

EventList GameState::apply(const Move &move)
{
    EventList events;
    apply(move, events);
    return events;
}

void GameState::endTurn(EventList *events)
{
    bool again = m_anotherTurn;
    m_anotherTurn = false;
    for (const RuleModule *m : m_content->modulesWith(RuleHook::GrantsAnotherTurn))
        again = again || m->grantsAnotherTurn(*this);
    if (!again)
        m_player = m_nextPlayer[std::size_t(m_player)]; // the next seat's first colour
    ++m_turn;
    m_lastTile = -1;
    if (m_pileIndex < int(m_pile.size())) {
        if (events)
            events->push_back(Event::of(Event::Type::TurnStarted, m_player));
        for (const RuleModule *m : m_content->modulesWith(RuleHook::TurnStarted))
            m->turnStarted(*this);
    }
    drawTile(events);
}

void GameState::drawTile(EventList *events)
{
    while (m_pileIndex < int(m_pile.size())) {
        const int t = m_pile[std::size_t(m_pileIndex++)];
        m_placementCount = -1; // counted when someone asks
        const bool fits = hasPlacement(t);
        if (events) {
            Event e =
                    Event::of(fits ? Event::Type::TileDrawn : Event::Type::TileDiscarded, m_player);
            e.tileType = std::int16_t(t);
            events->push_back(e);
        }
        if (fits) {
            m_currentTile = t;
            m_phase = Phase::PlaceTile;
            return;
        }
    }
    m_currentTile = -1;
    for (const RuleModule *m : m_content->modules()) {
        if (!m_ended)
            m->pileRanOut(*this, events);
    }
    if (!m_ended)
        finalScoring(events);
    m_phase = Phase::GameOver;
    if (events)
        events->push_back(Event::of(Event::Type::GameOver));
}

} // namespace carcassonne
