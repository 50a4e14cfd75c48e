#pragma once

#include "net/fieldreader.h"

#include <QList>

namespace carcassonne {

// Host to client, when the game starts (and to anyone who joins later): the record's setup
// without its seed, the commitment to the seed (SHA-256 of "<seed>:<salt>", hex), the pile's
// tiles as counts (public: the packages say them), the tiles drawn in setting up (a face-down
// one as null), and the state's hash after the setup.
struct GameStart
{
    static constexpr auto kType = "game";
    static constexpr int kMaxPileKinds = 2000;
    static constexpr int kMaxDraws = 4000;
    QJsonObject setup;
    QString commitment;
    QList<QPair<QString, int>> pile;
    QJsonArray draws;
    QString hash;

    QJsonObject toJson() const
    {
        QJsonArray p;
        for (const auto &[key, count] : pile)
            p.append(QJsonArray{key, count});
        return {{QStringLiteral("setup"), setup},
                {QStringLiteral("commitment"), commitment},
                {QStringLiteral("pile"), p},
                {QStringLiteral("draws"), draws},
                {QStringLiteral("hash"), hash}};
    }
    static std::optional<GameStart> read(FieldReader &r)
    {
        GameStart m;
        m.setup = r.object(QStringLiteral("setup")).value_or(QJsonObject());
        m.commitment = r.string(QStringLiteral("commitment"), 64).value_or(QString());
        const QJsonArray p = r.array(QStringLiteral("pile"), kMaxPileKinds).value_or(QJsonArray());
        m.draws = r.array(QStringLiteral("draws"), kMaxDraws).value_or(QJsonArray());
        m.hash = r.string(QStringLiteral("hash"), 16).value_or(QString());
        for (qsizetype i = 0; i < p.size() && r.ok(); ++i) {
            const QJsonArray e = p[i].toArray();
            if (e.size() != 2 || !e[0].isString() || e[0].toString().size() > 200
                || !e[1].isDouble() || e[1].toDouble() < 1 || e[1].toDouble() > 1000
                || e[1].toDouble() != double(e[1].toInt())) {
                r.fail(QStringLiteral("pile[%1] must be [tile, count] with a count of 1-1000")
                               .arg(i));
                break;
            }
            m.pile.append({e[0].toString(), e[1].toInt()});
        }
        return r.ok() ? std::optional<GameStart>(m) : std::nullopt;
    }
};

} // namespace carcassonne
