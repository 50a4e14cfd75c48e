#include "cooperativeui.h"

#include "misttexts.h"
#include "modules/mist/cooperativemodule.h"
#include "moduleuis.h"
#include "placewords.h"
#include "record/eventcodec.h"
#include "record/movecodec.h"
#include "ruleshelp.h"
#include "state/gamecontent.h"
#include "state/gamestate.h"

#include <QCoreApplication>

#include <algorithm>
#include <bit>

namespace carcassonne {

namespace {

// The pending scoring the team decides on now: the feature of the module's points choice.
int rewardSegment(const GameState &state, int moduleIndex)
{
    for (const Move &m : state.legalMoves()) {
        if (m.kind == Move::Kind::Choice && m.module == moduleIndex
            && (m.value & 15) == CooperativeModule::kPoints && m.segment >= 0
            && std::size_t(m.segment) < state.pendingScorings().size())
            return state.features().find(state.pendingScorings()[std::size_t(m.segment)]);
    }
    return -1;
}

int moduleIndex(const GameState &state)
{
    const auto &modules = state.content().modules();
    for (std::size_t i = 0; i < modules.size(); ++i) {
        if (modules[i]->id() == QLatin1String("cooperative"))
            return int(i);
    }
    return -1;
}

bool separateScores(const GameState &state)
{
    return state.content().parameter(QStringLiteral("separateScores")) != 0;
}

} // namespace

const char *CooperativeUi::nameSource() const
{
    return QT_TRANSLATE_NOOP("RuleTexts", "The Mist: playing together");
}

QList<ModuleUi::Label> CooperativeUi::parameterLabels() const
{
    return {{"mistLevel", QT_TRANSLATE_NOOP("RuleTexts", "Level")},
            {"goalPoints", QT_TRANSLATE_NOOP("RuleTexts", "Goal: points to win")},
            {"separateScores",
             QT_TRANSLATE_NOOP("RuleTexts",
                               "Every colour scores for itself and must reach "
                               "each goal")},
            {"mistColours",
             QT_TRANSLATE_NOOP("RuleTexts",
                               "The English edition's colours: alone 4, two players 2 each, "
                               "3 guards a colour")}};
}

QString CooperativeUi::lossReason(const QString &reason)
{
    if (reason == QLatin1String("ghosts"))
        return tr("The ghosts ran out: the supply could not give the ghosts a tile called for.");
    if (reason == QLatin1String("tiles"))
        return tr("The tiles ran out before the goal was reached.");
    if (reason == QLatin1String("stack"))
        return tr("A stack ran out before the team reached its hound.");
    if (reason == QLatin1String("hound"))
        return tr("A hound was reached with no guard on the board to lie by.");
    return tr("The team has lost.");
}

QString CooperativeUi::describe(const GameState &state, const Event &e, const QString &who) const
{
    if (e.type != Event::Type::Module)
        return {};
    switch (e.code) {
    case CooperativeModule::kGhostsInstead:
        return tr("%1 lets %n point(s) go and calms ghosts instead", nullptr, e.values[0]).arg(who);
    case CooperativeModule::kGoalReached:
        return tr("%1 scores, and the team reaches its goal of %n point(s)", nullptr,
                  state.content().parameter(QStringLiteral("goalPoints")))
                .arg(who);
    case CooperativeModule::kGameLost: {
        const int reason = e.values[0];
        const QString why = reason > 0 && reason < int(CooperativeModule::Reason::Count)
                ? lossReason(CooperativeModule::reasonName(CooperativeModule::Reason(reason)))
                : lossReason(QString());
        return tr("On %1's turn the team loses. %2").arg(who, why);
    }
    default:
        return {};
    }
}

std::optional<CellPos> CooperativeUi::locatedCell(const GameState &, const Event &e) const
{
    // Ghosts calmed instead of points: the completed feature's cell.
    if (e.type == Event::Type::Module && e.code == CooperativeModule::kGhostsInstead)
        return e.at;
    return std::nullopt;
}

QString CooperativeUi::choicePrompt(const GameState &state) const
{
    const int index = moduleIndex(state);
    const int root = rewardSegment(state, index);
    if (root < 0)
        return tr("Several completed features score this turn. Which one is settled first?");
    const FeatureValue v = state.value(root);
    // The feature is the one the button "Take the points" points at on the board.
    return tr("You completed a %1. Take its points, or calm up to 3 ghosts on one tile "
              "instead (then nobody scores it)?")
            .arg(ModuleUis::featureWord(state.content(), v.type));
}

ModuleUi::Choice CooperativeUi::choice(const GameState &state, const QJsonObject &json) const
{
    const ModuleUi::Choice c = label(state, json);
    // Ghosts to calm say where already; features that read alike are told where they lie.
    return MistTexts::toldApart(
            state, c, [&](const QJsonObject &other) { return label(state, other); },
            !json.contains(QStringLiteral("reward")));
}

ModuleUi::Choice CooperativeUi::label(const GameState &state, const QJsonObject &json)
{
    if (json.contains(QStringLiteral("scoreNext"))) {
        const int segment = MistTexts::segmentOf(state, json.value(QStringLiteral("scoreNext")));
        if (segment < 0)
            return {};
        const FeatureValue v = state.value(segment);
        const CellPos at = state.cellOf(segment);
        const int colours = std::popcount(unsigned(v.winners));
        // Told apart by their size; the board rings the one pointed at.
        //: A completed feature to score next: "The city (3 tiles): 8 points".
        QString text = tr("The %1 (%2): %n point(s)", nullptr, v.points)
                               .arg(ModuleUis::featureWord(state.content(), v.type),
                                    tr("%n tile(s)", nullptr, v.tiles));
        if (colours > 1)
            text = tr("%1, for each of %n colour(s)", nullptr, colours).arg(text);
        return {text, at, segment};
    }
    const QString reward = json.value(QStringLiteral("reward")).toString();
    if (reward == QLatin1String("points")) {
        const int root = rewardSegment(state, moduleIndex(state));
        if (root < 0)
            return {tr("Take the points"), std::nullopt, -1};
        const FeatureValue v = state.value(root);
        const int colours = std::popcount(unsigned(v.winners));
        const CellPos at = state.cellOf(root);
        if (colours > 1)
            return {tr("Take the points: %n for each of %2 colours", nullptr, v.points)
                            .arg(colours),
                    at, root};
        return {tr("Take the points: %n", nullptr, v.points), at, root};
    }
    if (reward == QLatin1String("ghosts")) {
        const auto from = MoveCodec::cellFromJson(json.value(QStringLiteral("from")));
        const int count = json.value(QStringLiteral("count")).toInt();
        if (!from)
            return {};
        // Ghosts on any tile: where it lies from the tile just laid, and how many are there.
        const QString where = PlaceWords::fromYourTile(state, *from);
        const int there = state.cellMarks(*from);
        if (count >= there)
            //: "Calm 2 ghosts north of your tile instead" (all there are)
            return {tr("Calm %n ghost(s) %1 instead", nullptr, count).arg(where), *from, -1};
        //: "Calm 1 of the 3 ghosts north of your tile instead"
        return {tr("Calm %n of the %2 ghosts %1 instead", nullptr, count).arg(where).arg(there),
                *from, -1};
    }
    return {};
}

QList<ModuleUi::Counter> CooperativeUi::playerCounters(const GameState &state, int player) const
{
    // Level 6: every colour has to reach each goal itself.
    if (!separateScores(state))
        return {};
    Counter c;
    c.id = QStringLiteral("colourGoal");
    c.name = tr("Towards the goal");
    c.count = state.score(player);
    c.goal = state.content().parameter(QStringLiteral("goalPoints"));
    c.icon = QStringLiteral("goal");
    c.tooltip = tr("This colour's score against the goal: the team wins once every colour "
                   "has reached it.");
    return {c};
}

QList<ModuleUi::Counter> CooperativeUi::sharedCounters(const GameState &state) const
{
    const int level = CooperativeModule::level(state);
    const int goal = state.content().parameter(QStringLiteral("goalPoints"));
    Counter l;
    l.id = QStringLiteral("level");
    l.name = tr("Level");
    l.text = tr("%1 of 6").arg(level);
    l.tooltip = headlineLabel(level);
    Counter score;
    score.id = QStringLiteral("teamScore");
    score.icon = QStringLiteral("goal");
    score.goal = goal;
    if (separateScores(state)) {
        int lowest = state.playerCount() > 0 ? state.score(0) : 0;
        for (int p = 1; p < state.playerCount(); ++p)
            lowest = std::min(lowest, state.score(p));
        score.name = tr("Lowest");
        score.count = lowest;
        score.tooltip = tr("Every colour scores for itself: the team wins when the lowest "
                           "score reaches %n point(s).",
                           nullptr, goal);
    } else {
        score.name = tr("Team");
        score.count = CooperativeModule::teamScore(state);
        score.tooltip = tr("The colours' points together: the team wins at once when they reach "
                           "%n point(s).",
                           nullptr, goal);
    }
    return {l, score};
}

QString CooperativeUi::figureName(FigureKind kind, FeatureType) const
{
    return kind == FigureKind::Meeple ? tr("guard") : QString();
}

QString CooperativeUi::headlineLabel(int value) const
{
    return tr("Level %1").arg(value);
}

QString CooperativeUi::headlineSummary(const GameState &state) const
{
    const GameContent &content = state.content();
    const int ghosts = content.parameter(QStringLiteral("ghostSupply"));
    const int goal = content.parameter(QStringLiteral("goalPoints"));
    const int stack = content.parameter(QStringLiteral("stackSize"));
    const int houndOne = content.parameter(QStringLiteral("houndOnePoints"));
    const int houndTwo = content.parameter(QStringLiteral("houndTwoPoints"));
    const int graveyards = content.parameter(QStringLiteral("graveyardMode"));
    const int tiles = state.remainingCount() + (state.currentTile() >= 0 ? 1 : 0);
    QStringList lines;
    const QString supply = tr("%n ghost(s) in the supply", nullptr, ghosts);
    if (stack > 0)
        lines << tr("%1, %2 tiles in stacks of %3").arg(supply).arg(tiles).arg(stack);
    else
        lines << tr("%1, %n tile(s) in one pile", nullptr, tiles).arg(supply);
    QString goals;
    if (stack > 0 && houndOne > 0 && houndTwo > 0)
        goals = tr("Goals: the hound Rufus at %1 by the end of the first stack, the hound Ronja "
                   "at %2 by the end of the second, %n point(s) to win",
                   nullptr, goal)
                        .arg(houndOne)
                        .arg(houndTwo);
    else
        goals = tr("Goal: %n point(s) to win", nullptr, goal);
    if (separateScores(state))
        goals = tr("%1, every colour for itself").arg(goals);
    lines << goals + QLatin1Char('.');
    switch (graveyards) {
    case 0:
        lines << tr("Without haunted castles and graveyards.");
        break;
    case 1:
        lines << tr("Haunted castles pay for the fog around them. A graveyard closes when its four "
                    "sides touch tiles and buries a guard; while one is open, ghosts on fog bring "
                    "one more to it.");
        break;
    default:
        lines << tr("Haunted graveyards: one closes only with all eight neighbours, a new one "
                    "puts a ghost on each foggy tile around it, and while one is open a tile goes "
                    "face down beside it every turn.");
        break;
    }
    if (stack > 0 && houndOne > 0)
        lines << tr("A hound reached opens the next stack, calms ghosts by a guard and later "
                    "scores a point per ghost on the board.");
    return lines.join(QLatin1Char('\n'));
}

QString CooperativeUi::seatNote() const
{
    return tr("The Mist is played together. With the English edition's colours a player alone "
              "plays 4 colours and two players 2 colours each, 3 guards a colour, and every guard "
              "is placed in one of your colours; otherwise each player is one colour of 5 "
              "guards.");
}

QVariantMap CooperativeUi::dialogDefaults() const
{
    // The window deals the English edition's colours (alone 4, two players 2 each); records
    // and the command line play one colour a seat unless they say so.
    return {{QStringLiteral("mistColours"), true}};
}

QString CooperativeUi::outcomeText(const GameState &state) const
{
    const QJsonObject outcome = EventCodec::outcomeToJson(state);
    const QString result = outcome.value(QStringLiteral("result")).toString();
    const QString reason = outcome.value(QStringLiteral("reason")).toString();
    if (result == QLatin1String("won"))
        return tr("The team reached the goal of %n point(s) on level %1.", nullptr,
                  state.content().parameter(QStringLiteral("goalPoints")))
                .arg(outcome.value(QStringLiteral("level")).toInt());
    if (result == QLatin1String("lost"))
        return lossReason(reason);
    return {};
}

QString CooperativeUi::helpText(const GameContent &content) const
{
    const CoreParameters &core = content.core();
    const int level = RulesHelp::number(content, QStringLiteral("mistLevel"));
    const int goal = RulesHelp::number(content, QStringLiteral("goalPoints"));
    const bool separate = RulesHelp::number(content, QStringLiteral("separateScores")) != 0;
    const bool castles = RulesHelp::number(content, QStringLiteral("graveyardMode")) > 0;
    QStringList text;
    text << QCoreApplication::translate(
                    "RulesHelp",
                    "The Mist is played together: the whole team wins or loses. This game is level "
                    "%1. The team wins at once when it reaches its goal, and loses when the ghosts "
                    "it must place run out of the supply or the tiles run out first. There is no "
                    "final scoring.")
                    .arg(level);
    text << (separate ? QCoreApplication::translate(
                     "RulesHelp", "Goal: every colour scores %n point(s) of its own.", nullptr,
                     goal)
                      : QCoreApplication::translate(
                              "RulesHelp", "Goal: %n point(s), the sum of every colour's score.",
                              nullptr, goal));
    text << QCoreApplication::translate(
            "RulesHelp",
            "Lay tiles as in the base game; fog never decides how they fit. In every rule a tile "
            "means one square: the start tile counts as four.");
    text << (castles ? QCoreApplication::translate(
                     "RulesHelp",
                     "Each colour has %n guard(s). You may put one on a clear road, a "
                     "city or a haunted castle of the new tile that nobody holds; never "
                     "on fog, a field or a graveyard.",
                     nullptr, core.meeplesPerPlayer)
                     : QCoreApplication::translate(
                             "RulesHelp",
                             "Each colour has %n guard(s). You may put one on a clear road or a "
                             "city of the new tile that nobody holds; never on fog or a field.",
                             nullptr, core.meeplesPerPlayer));
    text << QCoreApplication::translate(
                    "RulesHelp",
                    "A completed road pays %1 per tile, a completed city %2 per tile and %3 per "
                    "coat of arms. Every colour with a guard there scores the full value: there is "
                    "no majority. For each scoring the team chooses: take the points, or instead "
                    "clear up to 3 ghosts from one square. The guards go home either way. When a "
                    "tile completes several features, you choose the order.")
                    .arg(RulesHelp::points(core.roadTilePoints),
                         RulesHelp::points(core.cityTilePoints),
                         RulesHelp::points(core.cityPennantPoints));
    return text.join(QStringLiteral("\n\n"));
}

QString CooperativeUi::hintText(const QString &hint, const GameContent &) const
{
    // The base game's hints tell of majorities and a final scoring: neither is The Mist's.
    if (hint == QLatin1String("scored"))
        return QCoreApplication::translate(
                "Hints",
                "Every colour with a guard on a completed feature scores its full value: there is "
                "no majority. Instead of the points the team may clear up to 3 ghosts from one "
                "square; take them when the supply runs low. The guards go home either way. The "
                "goal and the rest: ? (F1).");
    if (hint == QLatin1String("end"))
        return QCoreApplication::translate(
                "Hints",
                "The Mist ends at once: won when the team reaches its goal, lost when the ghosts, "
                "the pile or a stack run out first. Nothing unfinished scores. The end screen "
                "offers the same level again or the next, and Review steps through the game "
                "again.");
    return {};
}

QList<ModuleUi::HelpPicture> CooperativeUi::helpPictures(const GameContent &) const
{
    return {{QStringLiteral("figure/meeple/blue"), -1,
             QCoreApplication::translate("RulesHelp", "A guard")},
            {QStringLiteral("icon/goal"), -1,
             QCoreApplication::translate("RulesHelp", "The team's goal")}};
}

} // namespace carcassonne
