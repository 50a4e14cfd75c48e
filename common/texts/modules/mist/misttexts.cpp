#include "misttexts.h"

#include "modules/mist/cooperativemodule.h"
#include "moduleuis.h"
#include "record/movecodec.h"
#include "state/gamestate.h"

#include <QJsonObject>

#include <algorithm>

namespace carcassonne {

QString MistTexts::featureWord(const GameState &state, FeatureType type)
{
    const QString named = ModuleUis::featureName(state.content(), type);
    if (!named.isEmpty())
        return named;
    switch (type) {
    case FeatureType::Road:
        return tr("road");
    case FeatureType::City:
        return tr("city");
    default:
        return featuretype::name(type);
    }
}

QString MistTexts::cell(CellPos at)
{
    return QStringLiteral("%1, %2").arg(at.x).arg(at.y);
}

int MistTexts::segmentOf(const GameState &state, const QJsonValue &location)
{
    if (!location.isObject())
        return -1;
    const int segment = MoveCodec::locationFromJson(state, location.toObject(), nullptr);
    return segment >= 0 && segment < state.features().size() ? segment : -1;
}

QString MistTexts::guardOn(const GameState &state, int segment)
{
    return tr("the guard on the %1 at %2")
            .arg(featureWord(state, state.features().node(segment).type),
                 cell(state.cellOf(segment)));
}

int MistTexts::progress(const GameState &state)
{
    if (state.content().parameter(QStringLiteral("separateScores")) == 0)
        return CooperativeModule::teamScore(state);
    int lowest = state.playerCount() > 0 ? state.score(0) : 0;
    for (int p = 1; p < state.playerCount(); ++p)
        lowest = std::min(lowest, state.score(p));
    return lowest;
}

const char *MistTexts::notAtThisLevel()
{
    return QT_TRANSLATE_NOOP("RuleTexts", "not at this level");
}

} // namespace carcassonne
