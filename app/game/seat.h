#pragma once

#include <QString>

#include <cstdint>
#include <memory>

namespace carcassonne {

class Bot;

// Who plays a colour of the game the window shows: a person at this screen, a person at another
// computer (the network's), a computer player of a level (thinking here), or nobody yet (a seat
// waiting for someone). The session asks the seat for the next move: only a person here is
// offered the board, only a computer here thinks; for the others it waits. A record's "kind"
// (`human`, `ai:<level>`) gives the first and third; the network gives the others.
class Seat
{
public:
    enum class Kind { LocalHuman, RemoteHuman, Computer, Empty };

    Seat() = default;
    static Seat localHuman() { return Seat(Kind::LocalHuman); }
    static Seat remoteHuman() { return Seat(Kind::RemoteHuman); }
    static Seat empty() { return Seat(Kind::Empty); }
    // A computer player of `level` ("ai:mcts-normal"); an unknown level plays as nobody.
    static Seat computer(const QString &level, std::uint64_t seed);
    // The seat a record's player kind names: a person here or a computer player.
    static Seat fromKind(const QString &kind, std::uint64_t seed);

    Kind kind() const { return m_kind; }
    bool playsHere() const { return m_kind == Kind::LocalHuman; }
    bool thinksHere() const { return m_kind == Kind::Computer && m_bot; }
    const QString &level() const { return m_level; }
    const std::shared_ptr<Bot> &bot() const { return m_bot; }

private:
    explicit Seat(Kind kind) : m_kind(kind) { }

    Kind m_kind = Kind::Empty;
    QString m_level;
    std::shared_ptr<Bot> m_bot;
};

} // namespace carcassonne
