#include "mirrorgame.h"

#include "content/packagerepository.h"
#include "core/jsonnumber.h"
#include "messagecodec.h"
#include "publicdraws.h"

#include <QCryptographicHash>
#include <QHash>
#include <QJsonDocument>

namespace carcassonne {

namespace {

constexpr int kMaxPileTiles = 20000;

} // namespace

QString MirrorGame::commitmentOf(quint64 seed, const QString &salt)
{
    const QByteArray text = QByteArray::number(seed) + ':' + salt.toLatin1();
    return QString::fromLatin1(QCryptographicHash::hash(text, QCryptographicHash::Sha256).toHex());
}

std::optional<MirrorGame> MirrorGame::start(const GameStart &start, PackageRepository &repository,
                                            Message *error)
{
    auto fail = [&](const Message &message) {
        if (error)
            *error = message;
        return std::nullopt;
    };
    QJsonObject setup = start.setup;
    if (setup.contains(QStringLiteral("deck")))
        return fail(Message(QT_TRANSLATE_NOOP("EngineMessages", "the host sent the pile's order")));
    Message why;
    const auto parsed = GameRecord::setupFromJson(setup, &why);
    if (!parsed)
        return fail(Message(QT_TRANSLATE_NOOP("EngineMessages", "the game's setup: %1")).arg(why));
    const auto draws = PublicDraws::read(start.draws);
    if (!draws)
        return fail(Message(QT_TRANSLATE_NOOP("EngineMessages",
                                              "the setup's draws must be tile keys or null")));
    MirrorGame m;
    m.m_setup = *parsed;
    m.m_setup.seed = 0;
    m.m_commitment = start.commitment;
    m.m_pile = start.pile;
    m.m_draws = *draws;
    m.m_startHash = start.hash;
    m.m_repository = &repository;
    int total = 0;
    for (const auto &entry : m.m_pile)
        total += entry.second;
    if (total > kMaxPileTiles)
        return fail(
                Message(QT_TRANSLATE_NOOP("EngineMessages", "the pile holds more than %1 tiles"))
                        .arg(kMaxPileTiles));
    if (m.restart(&why) != Result::Applied)
        return fail(why);
    return m;
}

std::optional<QStringList> MirrorGame::deck(Message *error) const
{
    QHash<QString, int> left;
    int total = 0;
    for (const auto &[key, count] : m_pile) {
        left[key] += count;
        total += count;
    }
    if (int(m_draws.size()) > total) {
        *error = Message(QT_TRANSLATE_NOOP("EngineMessages",
                                           "the host drew more tiles than the pile holds"));
        return std::nullopt;
    }
    for (const auto &d : m_draws) {
        if (d && --left[*d] < 0) {
            *error = Message(QT_TRANSLATE_NOOP("EngineMessages",
                                               "the host drew %1, which the pile does not hold"))
                             .arg(*d);
            return std::nullopt;
        }
    }
    QStringList deck;
    deck.reserve(total);
    auto takeAny = [&]() {
        for (const auto &entry : m_pile) {
            int &n = left[entry.first];
            if (n > 0) {
                --n;
                return entry.first;
            }
        }
        return QString();
    };
    for (const auto &d : m_draws)
        deck << (d ? *d : takeAny());
    for (const auto &entry : m_pile) {
        for (int &n = left[entry.first]; n > 0; --n)
            deck << entry.first;
    }
    return deck;
}

MirrorGame::Result MirrorGame::restart(Message *error)
{
    const auto d = deck(error);
    if (!d)
        return Result::Refused;
    GameSetup setup = m_setup;
    setup.hasDeck = true;
    setup.deck = *d;
    Problems problems;
    m_startEvents.clear();
    m_lastEvents.clear();
    m_game = Game::start(setup, *m_repository, &problems, &m_startEvents);
    if (!m_game) {
        *error = problems.isEmpty()
                ? Message(QT_TRANSLATE_NOOP("EngineMessages", "the game cannot start"))
                : problems.front().message;
        return Result::Refused;
    }
    if (MessageCodec::hashText(m_game->state().hash()) != m_startHash) {
        *error = Message(
                QT_TRANSLATE_NOOP("EngineMessages",
                                  "the game as set up here is not the host's (another version or "
                                  "other packages?)"));
        return Result::Refused;
    }
    return Result::Applied;
}

MirrorGame::Result MirrorGame::apply(const LogEntries::Entry &entry, Message *error)
{
    if (entry.index != int(m_log.size())) {
        *error = Message(QT_TRANSLATE_NOOP("EngineMessages", "turn %1 came where turn %2 was due"))
                         .arg(entry.index)
                         .arg(m_log.size());
        return Result::Refused;
    }
    const auto draws = PublicDraws::read(entry.draws);
    if (!draws) {
        *error = Message(QT_TRANSLATE_NOOP("EngineMessages",
                                           "turn %1's draws must be tile keys or null"))
                         .arg(entry.index);
        return Result::Refused;
    }
    std::vector<int> types;
    for (const auto &d : *draws) {
        const int t = d ? m_game->state().content().tileTypeIndex(*d) : -1;
        if (d && t < 0) {
            *error = Message(QT_TRANSLATE_NOOP("EngineMessages",
                                               "turn %1 drew a tile the game does not have"))
                             .arg(entry.index);
            return Result::Refused;
        }
        types.push_back(t);
    }
    m_draws.insert(m_draws.end(), draws->begin(), draws->end());
    m_log.append(entry);
    // The copy's pile holds the tiles not seen yet in some order: the host's draws go where it
    // draws next. Where they cannot (a face-down place took a tile drawn later), the copy is
    // dealt again with everything known.
    if (m_game->state().pileIndex() + int(types.size()) != int(m_draws.size())
        || !m_game->arrangeNextDraws(types))
        return rebuild(m_log, error);
    m_lastEvents.clear();
    Message why;
    if (!m_game->applyTurn(entry.turn, m_lastEvents, &why, true)) {
        *error = Message(QT_TRANSLATE_NOOP("EngineMessages", "turn %1 does not play here: %2"))
                         .arg(entry.index)
                         .arg(why);
        return Result::Desync;
    }
    if (MessageCodec::hashText(m_game->state().hash()) != entry.hash) {
        *error = Message(QT_TRANSLATE_NOOP("EngineMessages",
                                           "after turn %1 the game here differs from the host's"))
                         .arg(entry.index);
        return Result::Desync;
    }
    return Result::Applied;
}

MirrorGame::Result MirrorGame::rebuild(const QList<LogEntries::Entry> &log, Message *error)
{
    // The setup's draws are those before the first turn's.
    std::size_t startDraws = m_draws.size();
    for (const LogEntries::Entry &e : m_log)
        startDraws -= std::size_t(e.draws.size());
    std::vector<std::optional<QString>> draws(m_draws.begin(),
                                              m_draws.begin() + std::ptrdiff_t(startDraws));
    for (int i = 0; i < log.size(); ++i) {
        if (log[i].index != i) {
            *error = Message(QT_TRANSLATE_NOOP("EngineMessages",
                                               "the host's log is not in order at %1"))
                             .arg(i);
            return Result::Refused;
        }
        const auto d = PublicDraws::read(log[i].draws);
        if (!d) {
            *error = Message(QT_TRANSLATE_NOOP("EngineMessages",
                                               "turn %1's draws must be tile keys or null"))
                             .arg(i);
            return Result::Refused;
        }
        draws.insert(draws.end(), d->begin(), d->end());
    }
    m_draws = std::move(draws);
    m_log = log;
    const Result r = restart(error);
    if (r != Result::Applied)
        return r;
    for (const LogEntries::Entry &e : m_log) {
        // The last turn's events stay: a copy dealt again to place a draw still shows its turn.
        EventList events;
        Message why;
        const bool last = &e == &m_log.back();
        if (!m_game->applyTurn(e.turn, last ? m_lastEvents : events, &why, false)) {
            *error = Message(QT_TRANSLATE_NOOP("EngineMessages",
                                               "turn %1 of the host's log does not play: %2"))
                             .arg(e.index)
                             .arg(why);
            return Result::Desync;
        }
        if (MessageCodec::hashText(m_game->state().hash()) != e.hash) {
            *error = Message(QT_TRANSLATE_NOOP(
                                     "EngineMessages",
                                     "after turn %1 the game here differs from the host's"))
                             .arg(e.index);
            return Result::Desync;
        }
    }
    return Result::Applied;
}

bool MirrorGame::tamper(const QJsonObject &turn)
{
    if (m_log.isEmpty())
        return false;
    m_log.last().turn = turn;
    Message why;
    if (restart(&why) != Result::Applied)
        return false;
    for (const LogEntries::Entry &e : m_log) {
        EventList events;
        if (!m_game->applyTurn(e.turn, events, &why, false))
            return false;
    }
    return true;
}

std::optional<GameRecord> MirrorGame::finish(const GameEnd &end, PackageRepository &repository,
                                             Message *error) const
{
    auto fail = [&](const Message &message) {
        if (error)
            *error = message;
        return std::nullopt;
    };
    bool ok = false;
    const quint64 seed = end.seed.toULongLong(&ok);
    if (!ok || seed > quint64(jsonnumber::kLargest))
        return fail(
                Message(QT_TRANSLATE_NOOP("EngineMessages", "the host's seed is not a number")));
    if (commitmentOf(seed, end.salt) != m_commitment)
        return fail(Message(
                QT_TRANSLATE_NOOP("EngineMessages",
                                  "the host's seed does not match its commitment: the pile was "
                                  "not the one promised")));
    GameRecord record;
    record.setup = m_setup;
    record.setup.seed = seed;
    record.setup.hasDeck = false;
    record.setup.deck.clear();
    for (const LogEntries::Entry &e : m_log)
        record.moves.append(e.turn);
    Message why;
    int bad = -1;
    const auto replayed = Game::replay(record, repository, nullptr, &why, &bad);
    if (!replayed)
        return fail(Message(QT_TRANSLATE_NOOP("EngineMessages",
                                              "the game's record does not replay (move %1): %2"))
                            .arg(bad)
                            .arg(why));
    const QString last = m_log.isEmpty() ? m_startHash : m_log.back().hash;
    if (MessageCodec::hashText(replayed->state().hash()) != last)
        return fail(Message(QT_TRANSLATE_NOOP(
                "EngineMessages", "the game's record replays to another game than the host's")));
    return record;
}

} // namespace carcassonne
