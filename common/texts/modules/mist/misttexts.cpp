#include "misttexts.h"

#include "modules/mist/cooperativemodule.h"
#include "moduleuis.h"
#include "placewords.h"
#include "record/movecodec.h"
#include "rules/rulemodule.h"
#include "state/gamestate.h"

#include <QJsonObject>

#include <algorithm>
#include <cstdlib>

namespace carcassonne {

ModuleUi::Choice
MistTexts::toldApart(const GameState &state, const ModuleUi::Choice &choice,
                     const std::function<ModuleUi::Choice(const QJsonObject &)> &label,
                     bool withPlace)
{
    const auto &modules = state.content().modules();
    QList<ModuleUi::Choice> same;
    for (const Move &m : state.legalMoves()) {
        if (m.kind != Move::Kind::Choice || m.module < 0 || std::size_t(m.module) >= modules.size())
            continue;
        const ModuleUi::Choice other =
                label(modules[std::size_t(m.module)]->choiceToJson(state, m));
        // Choices naming different players (their %1) read apart once named.
        if (other.label == choice.label && other.player == choice.player)
            same.append(other);
    }
    if (same.size() < 2)
        return choice;
    const auto placed = [&](const ModuleUi::Choice &c) {
        return withPlace && c.at ? tr("%1, %2").arg(c.label, PlaceWords::fromYourTile(state, *c.at))
                                 : c.label;
    };
    ModuleUi::Choice out = choice;
    out.label = placed(choice);
    // Still the same as another: its number among them, in the order the choices are listed.
    int number = 0;
    int count = 0;
    for (const ModuleUi::Choice &other : same) {
        if (placed(other) != out.label)
            continue;
        ++count;
        if (other.at == choice.at && other.segment == choice.segment && number == 0)
            number = count;
    }
    if (count > 1 && number > 0)
        //: Two choices that read alike, told apart by their number: "Bury the guard (2 of 2)".
        out.label = tr("%1 (%2 of %3)").arg(out.label).arg(number).arg(count);
    return out;
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
    const FeatureType type = state.features().node(segment).type;
    return type == FeatureType::City
            ? tr("the guard in the %1").arg(ModuleUis::featureWord(state.content(), type))
            : tr("the guard on the %1").arg(ModuleUis::featureWord(state.content(), type));
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
