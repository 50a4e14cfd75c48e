#include "publicdraws.h"

#include "state/gamestate.h"

namespace carcassonne {

QJsonArray PublicDraws::since(const GameState &state, int pileIndexBefore, int faceDownBefore)
{
    QJsonArray out;
    const int hidden = int(state.faceDownCells().size()) - faceDownBefore;
    for (int i = pileIndexBefore; i < state.pileIndex(); ++i) {
        if (i - pileIndexBefore < hidden)
            out.append(QJsonValue::Null);
        else
            out.append(state.content().tileType(state.pile()[std::size_t(i)]).key);
    }
    return out;
}

std::optional<std::vector<std::optional<QString>>> PublicDraws::read(const QJsonArray &draws)
{
    std::vector<std::optional<QString>> out;
    out.reserve(std::size_t(draws.size()));
    for (const QJsonValue &v : draws) {
        if (v.isNull())
            out.emplace_back(std::nullopt);
        else if (v.isString() && v.toString().size() <= 200)
            out.emplace_back(v.toString());
        else
            return std::nullopt;
    }
    return out;
}

} // namespace carcassonne
