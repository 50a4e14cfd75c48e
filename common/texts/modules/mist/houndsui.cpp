#include "houndsui.h"

#include "misttexts.h"
#include "modules/mist/houndsmodule.h"
#include "placewords.h"
#include "record/movecodec.h"
#include "ruleshelp.h"
#include "state/gamecontent.h"
#include "state/gamestate.h"

#include <QCoreApplication>

#include <algorithm>
#include <cstdlib>

namespace carcassonne {

namespace {

using HoundState = HoundsModule::HoundState;

int houndOf(const QString &name)
{
    for (int h = 0; h < HoundsModule::kHounds; ++h) {
        if (HoundsModule::houndName(h) == name)
            return h;
    }
    return -1;
}

} // namespace

const char *HoundsUi::nameSource() const
{
    return QT_TRANSLATE_NOOP("RuleTexts", "Stacks and hounds");
}

QList<ModuleUi::Label> HoundsUi::parameterLabels() const
{
    return {{"stackSize", QT_TRANSLATE_NOOP("RuleTexts", "Tiles per stack")},
            {"houndOnePoints",
             QT_TRANSLATE_NOOP("RuleTexts", "Rufus: points by the end of the first stack")},
            {"houndTwoPoints",
             QT_TRANSLATE_NOOP("RuleTexts", "Ronja: points by the end of the second stack")},
            {"houndWithoutGuard",
             QT_TRANSLATE_NOOP("RuleTexts",
                               "A hound reached with no guard on the board loses the game")}};
}

QList<ModuleUi::Label> HoundsUi::categoryLabels() const
{
    return {{"hound", QT_TRANSLATE_NOOP("RuleTexts", "Hounds")}};
}

QList<ModuleUi::ValueName> HoundsUi::parameterValueNames(const QString &name) const
{
    if (name != QLatin1String("stackSize"))
        return {};
    return {{0, QT_TRANSLATE_NOOP("RuleTexts", "one pile")}};
}

QString HoundsUi::houndName(int hound)
{
    // Their names in every edition.
    return hound == 0 ? QStringLiteral("Rufus") : QStringLiteral("Ronja");
}

QString HoundsUi::describe(const GameState &, const Event &e, const QString &who) const
{
    if (e.type == Event::Type::PointsAwarded)
        return tr("%1 gets %n point(s) from the hound, one per ghost on the board", nullptr,
                  e.points)
                .arg(who);
    if (e.type != Event::Type::Module)
        return {};
    const QString hound = houndName(e.values[0]);
    switch (e.code) {
    case HoundsModule::kHoundReached:
        return tr("On %1's turn the team reaches %2: the rest of this stack goes onto the next")
                .arg(who, hound);
    case HoundsModule::kHoundLaid:
        // By the guard's tile: clicking the line shows it (locatedCell).
        return tr("%2 lies down by %1's guard").arg(who, hound);
    case HoundsModule::kHoundScored:
        return tr("%2 leaves %1's guard and scores %n point(s), one per ghost on the board",
                  nullptr, e.values[1])
                .arg(who, hound);
    case HoundsModule::kHoundLeft:
        return e.values[1] == 0
                ? tr("On %1's turn %2 leaves the game unused: no guard stands on the board")
                          .arg(who, hound)
                : tr("On %1's turn %2 leaves the game unscored: its guard was buried")
                          .arg(who, hound);
    default:
        return {};
    }
}

std::optional<CellPos> HoundsUi::locatedCell(const GameState &, const Event &e) const
{
    // Where the hound lies down, and where it lay when it scored.
    if ((e.type == Event::Type::Module
         && (e.code == HoundsModule::kHoundLaid || e.code == HoundsModule::kHoundScored))
        || e.type == Event::Type::PointsAwarded)
        return e.at;
    return std::nullopt;
}

QString HoundsUi::choicePrompt(const GameState &state) const
{
    for (int h = 0; h < HoundsModule::kHounds; ++h) {
        if (HoundsModule::stateOf(state, h) == HoundState::Laying)
            return tr("The team has reached %1 (%n point(s)). By which guard does it lie down?",
                      nullptr, HoundsModule::points(state, h))
                    .arg(houndName(h));
    }
    return tr("The hound calms up to 3 ghosts on each of two tiles around it, its own tile "
              "included. Which tile next?");
}

ModuleUi::Choice HoundsUi::choice(const GameState &state, const QJsonObject &json) const
{
    // Guards that read alike are told by where they lie from the tile just laid; the ghosts
    // to calm say where they are from the hound.
    return MistTexts::toldApart(
            state, label(state, json),
            [&](const QJsonObject &other) { return label(state, other); },
            json.contains(QStringLiteral("hound")));
}

ModuleUi::Choice HoundsUi::label(const GameState &state, const QJsonObject &json)
{
    if (json.contains(QStringLiteral("hound"))) {
        const int hound = houndOf(json.value(QStringLiteral("hound")).toString());
        const int segment = MistTexts::segmentOf(state, json.value(QStringLiteral("by")));
        if (hound < 0 || segment < 0)
            return {};
        return {tr("%1 by %2").arg(houndName(hound), MistTexts::guardOn(state, segment)),
                state.cellOf(segment), segment};
    }
    if (!json.contains(QStringLiteral("clear")))
        return {};
    const QJsonValue clear = json.value(QStringLiteral("clear"));
    if (clear.isNull())
        return {tr("Calm no more ghosts"), std::nullopt, -1};
    const auto cell = MoveCodec::cellFromJson(clear);
    if (!cell)
        return {};
    // The hound clearing lies within one tile of it (the later one when both lie).
    QString where;
    for (int h = HoundsModule::kHounds - 1; h >= 0 && where.isEmpty(); --h) {
        if (HoundsModule::stateOf(state, h) != HoundState::Lying)
            continue;
        const CellPos at = HoundsModule::cellOf(state, h);
        const int dx = cell->x - at.x;
        const int dy = cell->y - at.y;
        if (dx == 0 && dy == 0)
            //: Ghosts to calm on the hound's own tile: "on Rufus's tile".
            where = tr("on %1's tile").arg(houndName(h));
        else if (std::abs(dx) <= 1 && std::abs(dy) <= 1)
            //: Ghosts to calm beside the hound: %1 a compass word, %2 the hound ("north of Rufus").
            where = tr("%1 of %2").arg(PlaceWords::compass(dx, dy), houndName(h));
    }
    if (where.isEmpty())
        where = PlaceWords::fromYourTile(state, *cell);
    const int count = json.value(QStringLiteral("count")).toInt();
    const int there = state.cellMarks(*cell);
    if (count >= there)
        //: "Calm 2 ghosts north of Rufus" (all there are)
        return {tr("Calm %n ghost(s) %1", nullptr, count).arg(where), *cell, -1};
    //: "Calm 1 of the 3 ghosts north of Rufus"
    return {tr("Calm %n of the %2 ghosts %1", nullptr, count).arg(where).arg(there), *cell, -1};
}

QString HoundsUi::turnNote(const GameState &state) const
{
    const auto stack = HoundsModule::currentStack(state);
    if (!stack || stack->hound < 0 || stack->left > 0 || state.currentTile() < 0)
        return {};
    const int missing = HoundsModule::points(state, stack->hound) - MistTexts::progress(state);
    if (missing <= 0)
        return {};
    return tr("The last tile of this stack: without %n more point(s) for %1 this turn, the team "
              "loses.",
              nullptr, missing)
            .arg(houndName(stack->hound));
}

QList<ModuleUi::Counter> HoundsUi::sharedCounters(const GameState &state) const
{
    QList<Counter> out;
    const auto stack = HoundsModule::currentStack(state);
    if (!stack)
        return out;
    Counter s;
    s.id = QStringLiteral("stack");
    s.name = tr("Stack %1/%2").arg(stack->index + 1).arg(stack->count);
    s.icon = QStringLiteral("tileback");
    s.count = stack->left;
    s.tooltip = stack->hound >= 0
            ? tr("Tiles left in stack %1 of %2: reach %3 before it runs out, or the team loses.")
                      .arg(stack->index + 1)
                      .arg(stack->count)
                      .arg(houndName(stack->hound))
            : tr("Tiles left in the last stack: reach the goal before it runs out.");
    out.append(s);
    for (int h = 0; h < HoundsModule::kHounds; ++h) {
        const int points = HoundsModule::points(state, h);
        if (points <= 0)
            continue;
        Counter c;
        c.id = HoundsModule::houndName(h);
        c.name = houndName(h);
        c.icon = QStringLiteral("hound");
        switch (HoundsModule::stateOf(state, h)) {
        case HoundState::Waiting:
            c.count = MistTexts::progress(state);
            c.goal = points;
            c.tooltip = tr("%1 comes at %n point(s): reach them before stack %2 runs out. The "
                           "hound then lies by a guard and calms ghosts around it.",
                           nullptr, points)
                                .arg(houndName(h))
                                .arg(h + 1);
            break;
        case HoundState::Laying:
        case HoundState::Lying:
            c.text = tr("lying");
            c.tooltip = tr("%1 lies by a guard: when the guard's feature is scored, %1 scores a "
                           "point per ghost on the board and leaves.")
                                .arg(houndName(h));
            break;
        case HoundState::Gone:
            c.text = tr("gone");
            c.tooltip = tr("%1 has left the game.").arg(houndName(h));
            break;
        }
        out.append(c);
    }
    return out;
}

QList<ModuleUi::BoardMarker> HoundsUi::boardMarkers(const GameState &state) const
{
    QList<BoardMarker> out;
    for (int h = 0; h < HoundsModule::kHounds; ++h) {
        if (HoundsModule::stateOf(state, h) != HoundState::Lying)
            continue;
        BoardMarker m;
        m.kind = BoardMarker::Kind::Token;
        m.id = QStringLiteral("hound");
        m.at = HoundsModule::cellOf(state, h);
        m.icon = QStringLiteral("board/hound");
        m.tone = QStringLiteral("hound");
        m.spotX = 0.22;
        m.spotY = 0.78;
        m.size = 0.38;
        m.tooltip = tr("%1 lies by a guard on this tile: when the guard's feature is scored, %1 "
                       "scores a point per ghost on the board and leaves.")
                            .arg(houndName(h));
        out.append(m);
    }
    return out;
}

const char *HoundsUi::idleNoteSource(const GameContent &content) const
{
    // One pile without hounds (levels 1 and 2), as the help says.
    return RulesHelp::number(content, QStringLiteral("stackSize")) <= 0
                    || RulesHelp::number(content, QStringLiteral("houndOnePoints")) <= 0
            ? MistTexts::notAtThisLevel()
            : nullptr;
}

QString HoundsUi::helpText(const GameContent &content) const
{
    const int stack = RulesHelp::number(content, QStringLiteral("stackSize"));
    const int one = RulesHelp::number(content, QStringLiteral("houndOnePoints"));
    const int two = RulesHelp::number(content, QStringLiteral("houndTwoPoints"));
    if (stack <= 0 || one <= 0)
        return QCoreApplication::translate(
                "RulesHelp", "At this level the tiles form one pile, without stacks or hounds.");
    return QCoreApplication::translate(
                   "RulesHelp",
                   "The tiles are played in stacks of %1, one after the other. Rufus waits at %2 "
                   "and Ronja at %3: the team must reach a hound's points before its stack runs "
                   "out, or it loses.\n\n"
                   "A hound reached is laid beside a guard on the board, and clears up to 3 "
                   "ghosts from each of two squares around it. When that guard's feature scores, "
                   "the hound scores 1 point for every ghost on the board and leaves.")
            .arg(stack)
            .arg(RulesHelp::points(one), RulesHelp::points(two));
}

QList<ModuleUi::HelpPicture> HoundsUi::helpPictures(const GameContent &) const
{
    return {{QStringLiteral("board/hound"), -1,
             QCoreApplication::translate("RulesHelp", "A hound")}};
}

} // namespace carcassonne
