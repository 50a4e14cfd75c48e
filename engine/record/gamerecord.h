#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <QVariantMap>

#include <optional>

namespace carcassonne {

struct PlayerSetup
{
    QString name;
    QString color;
    QString kind = QStringLiteral("human"); // "human" or "ai:<level>"
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
};

// A saved game or replay: the setup and one entry per turn, in the contract's JSON form.
class GameRecord
{
public:
    GameSetup setup;
    QList<QJsonObject> moves;

    static std::optional<GameRecord> fromJson(const QByteArray &json, QString *error);
    static std::optional<GameRecord> fromFile(const QString &path, QString *error);
    QJsonObject toJson() const;
    QByteArray toBytes() const; // compact setup, one line per move
};

} // namespace carcassonne
