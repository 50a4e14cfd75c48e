#pragma once

#include "messages/gameend.h"
#include "messages/gamestart.h"
#include "messages/logentries.h"
#include "record/game.h"

#include <optional>
#include <vector>

namespace carcassonne {

class PackageRepository;

// A client's copy of a game the host runs: the same engine, fed the host's log. It never knows
// the pile's order or a face-down tile's face; it knows the pile's tiles (the packages say
// them) and each tile as it is drawn, and plays with a deck made of those: the drawn tiles in
// their places, a face-down place filled from the tiles not seen yet, the rest in any order.
// Each turn's hash must equal the host's; when it does not, the copy is rebuilt from the log.
class MirrorGame
{
public:
    enum class Result { Applied, Desync, Refused };

    static std::optional<MirrorGame> start(const GameStart &start, PackageRepository &repository,
                                           Message *error);

    const Game &game() const { return *m_game; }
    const GameState &state() const { return m_game->state(); }
    const GameSetup &setup() const { return m_setup; }
    int logSize() const { return int(m_log.size()); }
    const QList<LogEntries::Entry> &log() const { return m_log; }
    const QString &commitment() const { return m_commitment; }
    // What the game's start did (the start tile laid, a module's setup), for a window's log.
    const EventList &startEvents() const { return m_startEvents; }
    // What the log's last entry did (after a rebuild too), for a window's log and animations.
    const EventList &lastEvents() const { return m_lastEvents; }

    // Applies the log's next entry (its index must be logSize()): the turn through the rules,
    // with the tiles it drew put where the copy draws next. Desync when the state's hash is not
    // the host's (the entry is kept: rebuild() after the host's log from 0 came); Refused, with
    // the reason, when the entry cannot be played at all.
    Result apply(const LogEntries::Entry &entry, Message *error);
    // Plays the whole log again on a fresh copy, from the setup and every draw known (after a
    // desync, with the host's log from 0 in `log`): Applied when every hash matches.
    Result rebuild(const QList<LogEntries::Entry> &log, Message *error);

    // At the end: the seed and salt the host revealed, checked against the commitment, and the
    // ordinary record they make (setup, seed, the log's turns), replayed to the host's last hash.
    std::optional<GameRecord> finish(const GameEnd &end, PackageRepository &repository,
                                     Message *error) const;

    // For tests: a faulty client, whose copy took the log's last turn as `turn` instead of the
    // host's (the next entry's hash tells, and the host's log from 0 mends it).
    bool tamper(const QJsonObject &turn);

    // SHA-256 of "<seed>:<salt>" in hex: the host's commitment to the seed.
    static QString commitmentOf(quint64 seed, const QString &salt);

private:
    MirrorGame() = default;
    std::optional<QStringList> deck(Message *error) const;
    Result restart(Message *error);

    GameSetup m_setup;
    QString m_commitment;
    QList<QPair<QString, int>> m_pile;
    std::vector<std::optional<QString>> m_draws; // the pile's places as far as they are known
    QString m_startHash;
    QList<LogEntries::Entry> m_log;
    PackageRepository *m_repository = nullptr;
    std::optional<Game> m_game;
    EventList m_startEvents;
    EventList m_lastEvents;
};

} // namespace carcassonne
