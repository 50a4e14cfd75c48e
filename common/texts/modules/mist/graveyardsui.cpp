#include "graveyardsui.h"

#include "misttexts.h"
#include "modules/mist/graveyardsmodule.h"
#include "placewords.h"
#include "record/movecodec.h"
#include "ruleshelp.h"
#include "state/gamecontent.h"
#include "state/gamestate.h"

#include <QCoreApplication>

#include <cstdlib>

namespace carcassonne {

namespace {

// The kind of this module's choice open now (GraveyardsModule::Choice), or -1.
int openChoice(const GameState &state)
{
    for (const Move &m : state.legalMoves()) {
        if (m.kind == Move::Kind::Choice && m.module >= 0
            && state.content().modules()[std::size_t(m.module)]->id()
                    == QLatin1String("graveyards"))
            return m.value;
    }
    return -1;
}

} // namespace

const char *GraveyardsUi::nameSource() const
{
    return QT_TRANSLATE_NOOP("RuleTexts", "Graveyards");
}

QList<ModuleUi::Label> GraveyardsUi::parameterLabels() const
{
    return {{"graveyardMode", QT_TRANSLATE_NOOP("RuleTexts", "Castles and graveyards")}};
}

QList<ModuleUi::ValueName> GraveyardsUi::parameterValueNames(const QString &name) const
{
    if (name != QLatin1String("graveyardMode"))
        return {};
    return {{0, QT_TRANSLATE_NOOP("RuleTexts", "left in the box")},
            {1, QT_TRANSLATE_NOOP("RuleTexts", "a graveyard closes on four sides")},
            {2, QT_TRANSLATE_NOOP("RuleTexts", "haunted: eight neighbours, face-down tiles")}};
}

QString GraveyardsUi::describe(const GameState &, const Event &e, const QString &who) const
{
    if (e.type != Event::Type::Module)
        return {};
    // Where is shown, not told: clicking the line shows the graveyard (locatedCell).
    switch (e.code) {
    case GraveyardsModule::kGraveyardClosed:
        return tr("%1 closes a graveyard").arg(who);
    case GraveyardsModule::kGuardBuried:
        return e.values[0] != 0
                ? tr("A guard from %1's supply is buried in the closed graveyard for good").arg(who)
                : tr("%1's guard is buried in the closed graveyard for good").arg(who);
    case GraveyardsModule::kFaceDownLaid:
        return tr("%1 lays a tile face down beside an open graveyard").arg(who);
    default:
        return {};
    }
}

std::optional<CellPos> GraveyardsUi::locatedCell(const GameState &, const Event &e) const
{
    // The graveyard closed or the guard buried in, the face-down tile laid.
    if (e.type == Event::Type::Module
        && (e.code == GraveyardsModule::kGraveyardClosed || e.code == GraveyardsModule::kGuardBuried
            || e.code == GraveyardsModule::kFaceDownLaid))
        return e.at;
    return std::nullopt;
}

QString GraveyardsUi::choicePrompt(const GameState &state) const
{
    switch (openChoice(state)) {
    case GraveyardsModule::kBuryFigure:
        return tr("A graveyard is closed: which guard is buried in it for good?");
    case GraveyardsModule::kBurySupply:
        return tr("A graveyard is closed and no guard stands on the board: whose supply gives "
                  "a guard to bury?");
    case GraveyardsModule::kGraveyardGhost:
        return tr("Ghosts went onto fog, so one more goes onto an open graveyard. Which one?");
    case GraveyardsModule::kFaceDown:
        return tr("A graveyard is open: a tile goes face down beside it. Where?");
    default:
        return tr("Which graveyard?");
    }
}

ModuleUi::Choice GraveyardsUi::choice(const GameState &state, const QJsonObject &json) const
{
    // A graveyard is told by where it lies from the tile just laid; guards and places beside a
    // graveyard that read alike get that too.
    return MistTexts::toldApart(
            state, label(state, json),
            [&](const QJsonObject &other) { return label(state, other); },
            !json.contains(QStringLiteral("graveyardGhost")));
}

ModuleUi::Choice GraveyardsUi::label(const GameState &state, const QJsonObject &json)
{
    if (json.contains(QStringLiteral("bury"))) {
        const QJsonValue what = json.value(QStringLiteral("bury"));
        if (what.toObject().contains(QStringLiteral("supply"))) {
            const int player = what.toObject().value(QStringLiteral("supply")).toInt();
            //: %1 is the player's name (or colour, where one plays several).
            return {tr("A guard from %1's supply"), std::nullopt, -1, player};
        }
        const int segment = MistTexts::segmentOf(state, what);
        if (segment < 0)
            return {};
        return {tr("Bury %1").arg(MistTexts::guardOn(state, segment)), state.cellOf(segment),
                segment};
    }
    if (json.contains(QStringLiteral("graveyardGhost"))) {
        const auto cell = MoveCodec::cellFromJson(json.value(QStringLiteral("graveyardGhost")));
        if (!cell)
            return {};
        //: An open graveyard to put a ghost on: "The graveyard north-east of your tile".
        return {tr("The graveyard %1").arg(PlaceWords::fromYourTile(state, *cell)), *cell, -1};
    }
    if (json.contains(QStringLiteral("faceDown"))) {
        const auto cell = MoveCodec::cellFromJson(json.value(QStringLiteral("faceDown")));
        if (!cell)
            return {};
        // It lies among an open graveyard's eight neighbours: which side of it.
        for (const CellPos &g : GraveyardsModule::openGraveyards(state)) {
            const int dx = cell->x - g.x;
            const int dy = cell->y - g.y;
            if ((dx != 0 || dy != 0) && std::abs(dx) <= 1 && std::abs(dy) <= 1)
                //: A place for a face-down tile: "Face down north-west of the graveyard".
                return {tr("Face down %1 of the graveyard").arg(PlaceWords::compass(dx, dy)), *cell,
                        -1};
        }
        return {tr("Face down %1").arg(PlaceWords::fromYourTile(state, *cell)), *cell, -1};
    }
    return {};
}

QString GraveyardsUi::turnNote(const GameState &state) const
{
    if (GraveyardsModule::mode(state) != GraveyardsModule::Mode::Haunted
        || GraveyardsModule::openGraveyards(state).empty() || state.remainingCount() == 0)
        return {};
    return tr("A haunted graveyard is open: at the end of this turn a tile goes face down "
              "beside it.");
}

QString GraveyardsUi::featureName(FeatureType type) const
{
    return type == FeatureType::Graveyard ? tr("graveyard") : QString();
}

QList<ModuleUi::BoardMarker> GraveyardsUi::boardMarkers(const GameState &state) const
{
    QList<BoardMarker> out;
    // Face-down tiles: their backs only; which tile lies there nobody knows.
    const QString faceDown = tr("A face-down tile: it fits any side and completes only "
                                "graveyards. A road, city, fog bank or haunted castle touching "
                                "it can never be completed.");
    for (const CellPos &cell : state.faceDownCells()) {
        BoardMarker m;
        m.kind = BoardMarker::Kind::Ground;
        m.id = QStringLiteral("faceDown");
        m.at = cell;
        m.icon = QStringLiteral("board/tileback");
        m.tooltip = faceDown;
        out.append(m);
    }
    const GraveyardsModule::Mode mode = GraveyardsModule::mode(state);
    if (mode == GraveyardsModule::Mode::Out)
        return out;
    const QString open = mode == GraveyardsModule::Mode::Haunted
            ? tr("Open graveyard, haunted: it closes when all eight neighbours hold tiles, and "
                 "then a guard is buried in it. While it is open, a tile goes face down beside "
                 "it at the end of every turn.")
            : tr("Open graveyard: it closes when its four sides touch tiles, and then a guard is "
                 "buried in it. While it is open, a tile that puts ghosts on fog puts one more "
                 "on an open graveyard.");
    for (const CellPos &cell : GraveyardsModule::openGraveyards(state)) {
        BoardMarker m;
        m.kind = BoardMarker::Kind::Shade;
        m.id = QStringLiteral("openGraveyard");
        m.at = cell;
        m.tone = QStringLiteral("graveyard");
        m.tooltip = open;
        out.append(m);
    }
    return out;
}

const char *GraveyardsUi::idleNoteSource(const GameContent &content) const
{
    return RulesHelp::number(content, QStringLiteral("graveyardMode")) == 0
            ? MistTexts::notAtThisLevel()
            : nullptr;
}

QString GraveyardsUi::helpText(const GameContent &content) const
{
    switch (RulesHelp::number(content, QStringLiteral("graveyardMode"))) {
    case 0:
        return QCoreApplication::translate("RulesHelp",
                                           "At this level the graveyards stay in the box.");
    case 1:
        return QCoreApplication::translate(
                "RulesHelp",
                "A graveyard closes when tiles lie on its four sides. The team then buries one "
                "guard from the board for good (from a supply when none stands on the board), and "
                "the graveyard's ghosts are cleared.\n\n"
                "Whenever a tile puts ghosts on fog, one more ghost goes on an open graveyard: "
                "the team picks which.");
    default:
        return QCoreApplication::translate(
                "RulesHelp",
                "Haunted graveyards: laying a graveyard puts one ghost on each of its neighbours "
                "with fog. A graveyard closes when all eight neighbours hold tiles; the team then "
                "buries one guard for good, and its ghosts stay.\n\n"
                "At the end of every turn with an open graveyard the next tile goes face down "
                "beside one, where the team picks. A face-down tile fits any side and only helps "
                "to close graveyards: roads, cities, fog banks and castles that touch it never "
                "complete.");
    }
}

QList<ModuleUi::HelpPicture> GraveyardsUi::helpPictures(const GameContent &content) const
{
    QList<HelpPicture> pictures{{QStringLiteral("icon/graveyard"), -1,
                                 QCoreApplication::translate("RulesHelp", "A graveyard")}};
    if (RulesHelp::number(content, QStringLiteral("graveyardMode")) >= 2)
        pictures.append({QStringLiteral("board/tileback"), -1,
                         QCoreApplication::translate("RulesHelp", "A face-down tile")});
    return pictures;
}

} // namespace carcassonne
