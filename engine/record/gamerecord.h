#pragma once

#include "core/message.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <QVariantMap>

#include <optional>
#include <vector>

namespace carcassonne {

// One colour in play. A record's player with several colours ("colors": [...], The Mist's
// English edition) is read as one entry per colour with the same `seat`, and written back as
// one player: the engine's players are colours, and a seat takes the turns.
struct PlayerSetup
{
    QString name;
    QString color;
    QString kind = QStringLiteral("human"); // "human" or "ai:<level>"
    int seat = -1; // the record's player this colour belongs to; -1: a seat of its own
};

// How a game starts (record contract §5, "setup").
struct GameSetup
{
    QStringList packages{QStringLiteral("base")};
    QVariantMap rules; // {"abbot": true, "parameters": {...}}
    QList<PlayerSetup> players;
    quint64 seed = 0;
    bool hasDeck = false;
    QStringList deck; // "package/id" in draw order, after the start tile
    // The order a designer tries a package in (the editor's Play): the pile as the seed deals
    // it, then `pilePackage`'s own tiles moved to its front in that order, or only those. A
    // record says so ("pile": {"order": "first" or "only", "package": id}) instead of listing a
    // deck, so that a hosted table's pile stays the seed's secret. A deck overrides it.
    enum class PileOrder { Shuffled, OwnFirst, OwnOnly };
    PileOrder pileOrder = PileOrder::Shuffled;
    QString pilePackage;

    // The seats (the record's players) and how many colours each plays, in order; entries of
    // one seat lie next to each other.
    std::vector<int> coloursPerSeat() const;
    bool severalColours() const;
};

// A saved game or replay: the setup and one entry per turn, in the contract's JSON form.
class GameRecord
{
public:
    static constexpr int kMaxColoursPerPlayer = 6;
    static constexpr int kMaxColourNameLength = 40;
    GameSetup setup;
    QList<QJsonObject> moves;

    // A record file is read only when it is a regular file of at most this size, checked before
    // reading (docs/reliability.md).
    static constexpr qint64 kMaxFileBytes = 64 * 1024 * 1024;
    // A player's name, colour and kind from a file: longer ones are refused where they are read,
    // so that no long text reaches each line of the game's log.
    static constexpr int kMaxNameLength = 40;
    static constexpr int kMaxColorLength = 40;
    static constexpr int kMaxKindLength = 400;

    static std::optional<GameRecord> fromJson(const QByteArray &json, Message *error);
    // A record's "setup" object alone, read as fromJson reads it (a network table's setup):
    // the one parser of a setup, for the window, the command line, saved games and the network.
    static std::optional<GameSetup> setupFromJson(const QJsonObject &setup, Message *error);
    // The one writer of a setup object, as a record holds it (what setupFromJson reads back):
    // these packages, players (a colour each), rules and seed.
    static QJsonObject setupJson(const QStringList &packages, const QList<PlayerSetup> &players,
                                 const QVariantMap &rules, quint64 seed);
    // All of a setup: a seat's several colours as one player, and the deck when it has one.
    static QJsonObject setupJson(const GameSetup &setup);
    static std::optional<GameRecord> fromFile(const QString &path, Message *error);
    QJsonObject toJson() const;
    QByteArray toBytes() const; // compact setup, one line per move

private:
    // fromJson past the JSON text: the record's object checked field by field.
    static std::optional<GameRecord> fromObject(const QJsonObject &o, Message *error);
};

} // namespace carcassonne
