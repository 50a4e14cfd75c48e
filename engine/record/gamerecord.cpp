#include "gamerecord.h"

#include "content/packagerepository.h"
#include "core/diskfile.h"
#include "core/jsonnumber.h"
#include "core/shownvalue.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <tuple>

namespace carcassonne {

namespace {

// A tile's name as a record holds it ("package/id"), as far as messages show it: printable
// ASCII, at most a package id, a slash and a tile id long. Whether the tile exists is the
// replay's to say.
bool isTileName(const QString &name)
{
    return name.size() <= 64 + 1 + 32 && std::all_of(name.cbegin(), name.cend(), [](QChar c) {
               return c.unicode() > 0x20 && c.unicode() < 0x7f;
           });
}

Message notATileName(const QString &name)
{
    return Message(QT_TRANSLATE_NOOP(
                           "EngineMessages",
                           "'%1' is not a tile's name (\"package/id\", at most 97 printable "
                           "characters)"))
            .arg(shownValue(name, 64));
}

} // namespace

std::vector<int> GameSetup::coloursPerSeat() const
{
    std::vector<int> out;
    for (qsizetype i = 0; i < players.size(); ++i) {
        if (i > 0 && players[i].seat >= 0 && players[i].seat == players[i - 1].seat)
            ++out.back();
        else
            out.push_back(1);
    }
    return out;
}

bool GameSetup::severalColours() const
{
    const std::vector<int> layout = coloursPerSeat();
    return int(layout.size()) != players.size();
}

std::optional<GameRecord> GameRecord::fromFile(const QString &path, Message *error)
{
    // A regular file only, its size checked before reading: a FIFO would hang the reader, a
    // link to /dev/zero fill the memory.
    Message reason;
    const std::optional<QByteArray> bytes = DiskFile::read(path, kMaxFileBytes, &reason);
    if (!bytes) {
        if (error)
            *error = Message::located(path, reason);
        return std::nullopt;
    }
    return fromJson(*bytes, error);
}

std::optional<GameRecord> GameRecord::fromJson(const QByteArray &json, Message *error)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        if (error)
            *error = Message(QT_TRANSLATE_NOOP("EngineMessages", "invalid JSON at offset %1: %2"))
                             .arg(parseError.offset)
                             .arg(parseError.errorString());
        return std::nullopt;
    }
    return fromObject(doc.object(), error);
}

std::optional<GameRecord> GameRecord::fromObject(const QJsonObject &o, Message *error)
{
    auto fail = [&](const Message &message) {
        if (error)
            *error = message;
        return std::nullopt;
    };
    if (o.value(QStringLiteral("format")).toString() != QStringLiteral("carcassonne-record"))
        return fail(
                Message(QT_TRANSLATE_NOOP("EngineMessages", "format: not a carcassonne-record")));
    if (o.value(QStringLiteral("formatVersion")).toInt(-1) != 1)
        return fail(Message(QT_TRANSLATE_NOOP(
                "EngineMessages", "formatVersion: unsupported (this program reads version 1)")));
    GameRecord r;
    const QJsonObject setup = o.value(QStringLiteral("setup")).toObject();
    if (setup.isEmpty())
        return fail(Message(QT_TRANSLATE_NOOP("EngineMessages", "setup: missing")));
    const QJsonArray packages = setup.value(QStringLiteral("packages")).toArray();
    r.setup.packages.clear();
    for (qsizetype i = 0; i < packages.size(); ++i) {
        const QJsonValue p = packages[i];
        if (!p.isString())
            return fail(Message(QT_TRANSLATE_NOOP(
                    "EngineMessages", "setup.packages: must be a list of package ids")));
        // The ids are looked up as folder and zip names: a path here would read the disk.
        if (!PackageRepository::isValidId(p.toString()))
            return fail(Message(QT_TRANSLATE_NOOP("EngineMessages", "setup.packages[%1]: %2"))
                                .arg(i)
                                .arg(PackageRepository::invalidIdMessage(p.toString())));
        r.setup.packages << p.toString();
    }
    if (r.setup.packages.isEmpty())
        return fail(
                Message(QT_TRANSLATE_NOOP("EngineMessages", "setup.packages: names no package")));
    const QJsonValue rules = setup.value(QStringLiteral("rules"));
    if (!rules.isUndefined() && !rules.isObject())
        return fail(Message(QT_TRANSLATE_NOOP("EngineMessages", "setup.rules: must be an object")));
    r.setup.rules = rules.toObject().toVariantMap();
    const QJsonArray players = setup.value(QStringLiteral("players")).toArray();
    QStringList listed; // colours named in "colors" lists: each once
    for (int i = 0; i < players.size(); ++i) {
        const QJsonObject p = players[i].toObject();
        if (!players[i].isObject())
            return fail(Message(QT_TRANSLATE_NOOP("EngineMessages",
                                                  "setup.players[%1]: must be an object"))
                                .arg(i));
        PlayerSetup ps;
        ps.name = p.value(QStringLiteral("name")).toString();
        ps.color = p.value(QStringLiteral("color")).toString();
        ps.kind = p.value(QStringLiteral("kind")).toString(QStringLiteral("human"));
        // Shown in every line of the game's log: a long one is refused here, not carried.
        for (const auto &[field, text, limit] : {std::tuple{"name", &ps.name, kMaxNameLength},
                                                 std::tuple{"color", &ps.color, kMaxColorLength},
                                                 std::tuple{"kind", &ps.kind, kMaxKindLength}}) {
            if (text->size() > limit)
                return fail(
                        Message(QT_TRANSLATE_NOOP("EngineMessages",
                                                  "setup.players[%1].%2: longer than %3 characters "
                                                  "(%4): refused"))
                                .arg(i)
                                .arg(QLatin1String(field))
                                .arg(limit)
                                .arg(text->size()));
        }
        ps.seat = i;
        const QJsonValue colors = p.value(QStringLiteral("colors"));
        if (colors.isUndefined()) {
            r.setup.players << ps;
            continue;
        }
        // A player of several colours (The Mist's English edition): an entry per colour.
        const QJsonArray list = colors.toArray();
        if (!colors.isArray() || list.isEmpty() || list.size() > kMaxColoursPerPlayer)
            return fail(
                    Message(QT_TRANSLATE_NOOP("EngineMessages",
                                              "setup.players[%1].colors: must be a list of 1 to %2 "
                                              "colour names"))
                            .arg(i)
                            .arg(kMaxColoursPerPlayer));
        for (qsizetype c = 0; c < list.size(); ++c) {
            const QString colour = list[c].toString();
            if (!list[c].isString() || colour.isEmpty() || colour.size() > kMaxColourNameLength)
                return fail(Message(QT_TRANSLATE_NOOP(
                                            "EngineMessages",
                                            "setup.players[%1].colors[%2]: must be a colour name"))
                                    .arg(i)
                                    .arg(c));
            if (listed.contains(colour))
                return fail(Message(QT_TRANSLATE_NOOP(
                                            "EngineMessages",
                                            "setup.players[%1].colors[%2]: %3 is played twice"))
                                    .arg(i)
                                    .arg(c)
                                    .arg(shownValue(colour)));
            listed << colour;
            ps.color = colour;
            r.setup.players << ps;
        }
    }
    const QJsonValue seed = setup.value(QStringLiteral("seed"));
    if (!seed.isUndefined()) {
        const auto n = jsonnumber::whole(seed, 0, jsonnumber::kLargest);
        if (!n)
            return fail(Message(QT_TRANSLATE_NOOP(
                    "EngineMessages", "setup.seed: must be a whole number from 0 to 2^53")));
        r.setup.seed = quint64(*n);
    }
    const QJsonValue deck = setup.value(QStringLiteral("deck"));
    if (!deck.isUndefined()) {
        if (!deck.isArray())
            return fail(Message(
                    QT_TRANSLATE_NOOP("EngineMessages", "setup.deck: must be a list of tiles")));
        r.setup.hasDeck = true;
        const QJsonArray entries = deck.toArray();
        for (qsizetype i = 0; i < entries.size(); ++i) {
            if (!entries[i].isString())
                return fail(Message(QT_TRANSLATE_NOOP(
                        "EngineMessages", "setup.deck: must be a list of \"package/id\"")));
            const QString name = entries[i].toString();
            if (!isTileName(name))
                return fail(Message(QT_TRANSLATE_NOOP("EngineMessages", "setup.deck[%1]: %2"))
                                    .arg(i)
                                    .arg(notATileName(name)));
            r.setup.deck << name;
        }
    }
    const QJsonValue pile = setup.value(QStringLiteral("pile"));
    if (!pile.isUndefined()) {
        const QJsonObject po = pile.toObject();
        const QString order = po.value(QStringLiteral("order")).toString();
        const QString package = po.value(QStringLiteral("package")).toString();
        if (!pile.isObject() || po.size() != 2
            || (order != QLatin1String("first") && order != QLatin1String("only")))
            return fail(Message(QT_TRANSLATE_NOOP(
                    "EngineMessages",
                    "setup.pile: must be {\"order\": \"first\" or \"only\", \"package\": "
                    "a package of the game}")));
        if (!r.setup.packages.contains(package))
            return fail(Message(QT_TRANSLATE_NOOP("EngineMessages",
                                                  "setup.pile.package: %1 is not a package of "
                                                  "the game"))
                                .arg(shownValue(package)));
        if (r.setup.hasDeck)
            return fail(Message(QT_TRANSLATE_NOOP(
                    "EngineMessages", "setup.pile: a record with a deck has its order")));
        r.setup.pileOrder = order == QLatin1String("first") ? GameSetup::PileOrder::OwnFirst
                                                            : GameSetup::PileOrder::OwnOnly;
        r.setup.pilePackage = package;
    }
    const QJsonValue moves = o.value(QStringLiteral("moves"));
    if (!moves.isUndefined() && !moves.isArray())
        return fail(Message(QT_TRANSLATE_NOOP("EngineMessages", "moves: must be a list")));
    const QJsonArray ma = moves.toArray();
    for (int i = 0; i < ma.size(); ++i) {
        if (!ma[i].isObject())
            return fail(Message(QT_TRANSLATE_NOOP("EngineMessages", "move %1: must be an object"))
                                .arg(i));
        // Shown in the replay's messages: no control characters, no megabytes.
        const QJsonValue tile = ma[i].toObject().value(QStringLiteral("tile"));
        if (tile.isString() && !isTileName(tile.toString()))
            return fail(Message(QT_TRANSLATE_NOOP("EngineMessages", "move %1: %2"))
                                .arg(i)
                                .arg(notATileName(tile.toString())));
        // Read later, where another type would be no choices at all.
        const QJsonValue choices = ma[i].toObject().value(QStringLiteral("choices"));
        if (!choices.isUndefined() && !choices.isArray())
            return fail(Message(QT_TRANSLATE_NOOP("EngineMessages", "move %1: %2"))
                                .arg(i)
                                .arg(Message(QT_TRANSLATE_NOOP("EngineMessages",
                                                               "\"choices\" must be a list"))));
        r.moves << ma[i].toObject();
    }
    return r;
}

QJsonObject GameRecord::setupJson(const QStringList &packages, const QList<PlayerSetup> &players,
                                  const QVariantMap &rules, quint64 seed)
{
    GameSetup setup;
    setup.packages = packages;
    setup.players = players;
    setup.rules = rules;
    setup.seed = seed;
    return setupJson(setup);
}

QJsonObject GameRecord::setupJson(const GameSetup &setup)
{
    QJsonObject setupObject;
    setupObject.insert(QStringLiteral("packages"), QJsonArray::fromStringList(setup.packages));
    setupObject.insert(QStringLiteral("rules"), QJsonObject::fromVariantMap(setup.rules));
    QJsonArray players;
    const std::vector<int> layout = setup.coloursPerSeat();
    for (int seat = 0, entry = 0; seat < int(layout.size());
         entry += layout[std::size_t(seat)], ++seat) {
        const PlayerSetup &p = setup.players[entry];
        QJsonObject o{{QStringLiteral("name"), p.name},
                      {QStringLiteral("color"), p.color},
                      {QStringLiteral("kind"), p.kind}};
        if (layout[std::size_t(seat)] > 1) {
            QJsonArray colors;
            for (int c = entry; c < entry + layout[std::size_t(seat)]; ++c)
                colors.append(setup.players[c].color);
            o.insert(QStringLiteral("colors"), colors);
        }
        players.append(o);
    }
    setupObject.insert(QStringLiteral("players"), players);
    setupObject.insert(QStringLiteral("seed"), double(setup.seed));
    if (setup.hasDeck)
        setupObject.insert(QStringLiteral("deck"), QJsonArray::fromStringList(setup.deck));
    else if (setup.pileOrder != GameSetup::PileOrder::Shuffled)
        setupObject.insert(QStringLiteral("pile"),
                           QJsonObject{{QStringLiteral("order"),
                                        setup.pileOrder == GameSetup::PileOrder::OwnFirst
                                                ? QStringLiteral("first")
                                                : QStringLiteral("only")},
                                       {QStringLiteral("package"), setup.pilePackage}});
    return setupObject;
}

QJsonObject GameRecord::toJson() const
{
    const QJsonObject setupObject = setupJson(setup);
    QJsonArray moveArray;
    for (const QJsonObject &m : moves)
        moveArray.append(m);
    return QJsonObject{{QStringLiteral("format"), QStringLiteral("carcassonne-record")},
                       {QStringLiteral("formatVersion"), 1},
                       {QStringLiteral("setup"), setupObject},
                       {QStringLiteral("moves"), moveArray}};
}

std::optional<GameSetup> GameRecord::setupFromJson(const QJsonObject &setup, Message *error)
{
    // The record's own reader on a record of that setup and no moves: no text in between.
    const QJsonObject record{{QStringLiteral("format"), QStringLiteral("carcassonne-record")},
                             {QStringLiteral("formatVersion"), 1},
                             {QStringLiteral("setup"), setup},
                             {QStringLiteral("moves"), QJsonArray()}};
    const auto r = fromObject(record, error);
    return r ? std::optional<GameSetup>(r->setup) : std::nullopt;
}

QByteArray GameRecord::toBytes() const
{
    // Hand-laid like the contract's examples: diff-friendly, one move a line.
    const QJsonObject o = toJson();
    QByteArray out = "{\"format\": \"carcassonne-record\", \"formatVersion\": 1,\n \"setup\": ";
    out += QJsonDocument(o.value(QStringLiteral("setup")).toObject())
                   .toJson(QJsonDocument::Compact);
    out += ",\n \"moves\": [";
    const QJsonArray moveArray = o.value(QStringLiteral("moves")).toArray();
    for (int i = 0; i < moveArray.size(); ++i) {
        out += i == 0 ? "\n  " : ",\n  ";
        out += QJsonDocument(moveArray[i].toObject()).toJson(QJsonDocument::Compact);
    }
    out += moveArray.isEmpty() ? "]}\n" : "\n ]}\n";
    return out;
}

} // namespace carcassonne
