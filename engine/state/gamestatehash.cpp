#include "gamestate.h"

#include <algorithm>

namespace carcassonne {

namespace {

// Words in, one 64-bit digest out: each word is mixed with SplitMix64's finaliser after it is
// added, so the digest depends on the words and their order, not on byte order or on the
// compiler (docs/network.md, "The state hash").
class StateHasher
{
public:
    void add(std::int64_t word)
    {
        std::uint64_t z = m_h + std::uint64_t(word) + 0x9E3779B97F4A7C15ull;
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        m_h = z ^ (z >> 31);
    }
    std::uint64_t value() const { return m_h; }

private:
    std::uint64_t m_h = 0x4353483100000001ull; // "CSH1": the hash's version
};

} // namespace

std::uint64_t GameState::hash() const
{
    StateHasher h;
    // The turn.
    h.add(m_turn);
    h.add(int(m_phase));
    h.add(m_player);
    h.add(m_currentTile);
    h.add(m_lastTile);
    h.add(m_choiceBeforeFigure);
    h.add(m_ended);
    h.add(int(m_outcomeKind));
    // How much of the pile is left (its order and the face-down tiles' faces are secret).
    h.add(remainingCount());
    h.add(std::int64_t(m_faceDownCells.size()));
    // The board: tiles in the order they were laid, cells that are part of the board, marks.
    h.add(std::int64_t(m_board.tiles().size()));
    for (const PlacedTile &t : m_board.tiles()) {
        h.add(t.type);
        h.add(t.rotation);
        h.add(t.at.x);
        h.add(t.at.y);
    }
    h.add(std::int64_t(m_board.fixedCells().size()));
    for (const CellPos &c : m_board.fixedCells()) {
        h.add(c.x);
        h.add(c.y);
        h.add(m_board.at(c).fixed);
    }
    std::vector<CellPos> marked = m_board.markedCells();
    std::sort(marked.begin(), marked.end(),
              [](CellPos a, CellPos b) { return a.y != b.y ? a.y < b.y : a.x < b.x; });
    marked.erase(std::unique(marked.begin(), marked.end(),
                             [](CellPos a, CellPos b) { return a.x == b.x && a.y == b.y; }),
                 marked.end());
    for (const CellPos &c : marked) {
        if (const int marks = m_board.at(c).marks) {
            h.add(c.x);
            h.add(c.y);
            h.add(marks);
        }
    }
    // Figures, in the order they stand.
    h.add(std::int64_t(m_figures.size()));
    for (const PlacedFigure &f : m_figures) {
        h.add(f.player);
        h.add(int(f.kind));
        h.add(f.segment);
    }
    // The players: scores and their columns, supplies, retired figures.
    h.add(m_playerCount);
    h.add(m_seatCount);
    for (int p = 0; p < m_playerCount; ++p) {
        const std::size_t i = std::size_t(p);
        h.add(m_score[i]);
        for (int c = 0; c < kMaxScoreCategories; ++c) {
            h.add(m_breakdown[i][std::size_t(c)]);
            h.add(m_finalBreakdown[i][std::size_t(c)]);
        }
        for (int k = 0; k < kFigureKindCount; ++k) {
            h.add(m_supply[i][std::size_t(k)]);
            h.add(m_retired[i][std::size_t(k)]);
        }
    }
    // Scorings waiting for a decision, and what the modules remember.
    h.add(std::int64_t(m_pending.size()));
    for (const std::int32_t root : m_pending)
        h.add(root);
    h.add(std::int64_t(m_moduleData.size()));
    for (const std::int32_t v : m_moduleData)
        h.add(v);
    return h.value();
}

} // namespace carcassonne
