#include "surveyorsui.h"

#include "modules/mayflower/coastmodule.h"
#include "modules/mayflower/surveyorsmodule.h"
#include "moduleuis.h"
#include "record/movecodec.h"
#include "ruleshelp.h"
#include "state/gamecontent.h"
#include "state/gamestate.h"

#include <QCoreApplication>

#include <algorithm>

namespace carcassonne {

const char *SurveyorsUi::nameSource() const
{
    return QT_TRANSLATE_NOOP("RuleTexts", "Surveyors");
}

QList<ModuleUi::Label> SurveyorsUi::parameterLabels() const
{
    return {{"surveyorBonus",
             QT_TRANSLATE_NOOP("RuleTexts", "Surveyor: bonus points in the surveyor's column")}};
}

QList<ModuleUi::Label> SurveyorsUi::categoryLabels() const
{
    return {{"surveyor", QT_TRANSLATE_NOOP("RuleTexts", "Surveyors")}};
}

// Where a column lies, as a player counts it: from the coast, not by the board's numbers.
QString SurveyorsUi::columnWords(int x)
{
    const int fromCoast = CoastModule::kCoastColumn - x;
    if (fromCoast <= 0)
        return tr("on the coast");
    return tr("%n column(s) from the coast", nullptr, fromCoast);
}

QString SurveyorsUi::describe(const GameState &state, const Event &e, const QString &who) const
{
    switch (e.type) {
    case Event::Type::Module:
        if (e.code != SurveyorsModule::kSurveyorMoved)
            return {};
        // The first surveyor starts on the northern start field, the second on the southern; a
        // player counts columns from the coast, not by the board's numbers.
        return e.values[0] == 0
                ? tr("%1 moves the northern surveyor one column west, %n column(s) from the coast",
                     nullptr, CoastModule::kCoastColumn - e.values[1])
                          .arg(who)
                : tr("%1 moves the southern surveyor one column west, %n column(s) from the coast",
                     nullptr, CoastModule::kCoastColumn - e.values[1])
                          .arg(who);
    case Event::Type::FigureReturned: {
        QString figure = ModuleUis::figureName(state.content(), e.figure, e.featureType);
        if (figure.isEmpty())
            figure = tr("colonist");
        return tr("%1's %2 goes home without points: it stood east of both surveyors")
                .arg(who, figure);
    }
    case Event::Type::PointsAwarded:
        return tr("%1 gets a surveyor bonus of %n point(s)", nullptr, e.points).arg(who);
    default:
        return {};
    }
}

QString SurveyorsUi::choicePrompt(const GameState &) const
{
    return tr("Several completed features score this turn. Which one scores next? A surveyor "
              "moves west after each.");
}

ModuleUi::Choice SurveyorsUi::choice(const GameState &state, const QJsonObject &json) const
{
    const QJsonValue location = json.value(QStringLiteral("scoreNext"));
    if (!location.isObject())
        return {};
    const int segment = MoveCodec::locationFromJson(state, location.toObject(), nullptr);
    if (segment < 0)
        return {};
    const FeatureValue v = state.value(segment);
    const CellPos at = state.cellOf(segment);
    // Told apart by their size; the board rings the one pointed at (the choice's cell).
    //: A completed feature to score next: "The city (3 tiles): 8 points".
    QString label = tr("The %1 (%2): %n point(s)", nullptr, v.points)
                            .arg(ModuleUis::featureWord(state.content(), v.type))
                            .arg(tr("%n tile(s)", nullptr, v.tiles));
    int bonus = 0;
    for (int p = 0; v.bonusModule >= 0 && p < state.playerCount(); ++p) {
        if (v.winners >> p & 1u)
            bonus = std::max(bonus, v.bonus[std::size_t(p)]);
    }
    if (bonus > 0)
        label = tr("%1, surveyor bonus +%2").arg(label).arg(bonus);
    return {label, at, segment};
}

QString SurveyorsUi::figureNote(const GameState &state, const Move &move) const
{
    if (move.kind != Move::Kind::PlaceFigure || move.recall || move.segment < 0
        || move.segment >= state.features().size())
        return {};
    // Trappers never go home, and a feature completed now scores before the surveyors move.
    const FeatureValue v = state.value(move.segment);
    if (v.type == FeatureType::Field || v.completed)
        return {};
    if (!SurveyorsModule::atRisk(state, state.cellOf(move.segment).x))
        return {};
    return tr("At risk: east of both surveyors, it goes home without points at the next "
              "scoring.");
}

QList<ModuleUi::BoardMarker> SurveyorsUi::boardMarkers(const GameState &state) const
{
    QList<BoardMarker> out;
    const auto columns = SurveyorsModule::columns(state);
    if (!columns)
        return out;
    const Board &board = state.board();
    const int top = board.minCell().y;
    const int bottom = board.maxCell().y;
    const int bonus = state.content().parameter(QStringLiteral("surveyorBonus"));
    const int west = std::min((*columns)[0], (*columns)[1]);
    const int east = std::max((*columns)[0], (*columns)[1]);

    // The columns where colonists earn the bonus, lightly marked over the landscape.
    for (int x = west; x <= east; ++x) {
        const int here = int((*columns)[0] == x) + int((*columns)[1] == x);
        if (here == 0)
            continue;
        BoardMarker m;
        m.kind = BoardMarker::Kind::Shade;
        m.id = QStringLiteral("surveyorColumn");
        m.at = {x, top};
        m.height = bottom - top + 1;
        m.tone = QStringLiteral("surveyor");
        m.count = here;
        const QString where = columnWords(x);
        //: %1: where the column lies ("2 columns from the coast", "on the coast").
        m.tooltip = here == 2
                ? tr("Both surveyors' column, %1: a colonist scoring here earns %n more point(s) "
                     "per surveyor",
                     nullptr, bonus)
                          .arg(where)
                : (*columns)[0] == x
                ? tr("The northern surveyor's column, %1: a colonist scoring here earns %n more "
                     "point(s) per surveyor",
                     nullptr, bonus)
                          .arg(where)
                : tr("The southern surveyor's column, %1: a colonist scoring here earns %n more "
                     "point(s) per surveyor",
                     nullptr, bonus)
                          .arg(where);
        out.append(m);
    }
    // East of both, up to the coast, colonists other than trappers are at risk.
    if (east + 1 < CoastModule::kCoastColumn) {
        BoardMarker m;
        m.kind = BoardMarker::Kind::Shade;
        m.id = QStringLiteral("risk");
        m.at = {east + 1, top};
        m.width = CoastModule::kCoastColumn - east - 1;
        m.height = bottom - top + 1;
        m.tone = QStringLiteral("risk");
        m.icon = QStringLiteral("board/risk");
        m.tooltip = tr("East of both surveyors: colonists here, except trappers, go home "
                       "without points at the next scoring.");
        out.append(m);
    }
    // The surveyors themselves: the first above the landscape, the second below it, as they
    // started on the northern and southern start fields.
    for (int i = 0; i < SurveyorsModule::kSurveyorCount; ++i) {
        BoardMarker m;
        m.kind = BoardMarker::Kind::Token;
        m.id = QStringLiteral("surveyor");
        m.at = {(*columns)[std::size_t(i)], i == 0 ? top - 1 : bottom + 1};
        m.icon = QStringLiteral("figure/surveyor/neutral");
        //: %1: where its column lies ("2 columns from the coast", "on the coast").
        m.tooltip = i == 0 ? tr("The northern surveyor, %1: a colonist scoring in its column earns "
                                "%n more point(s)",
                                nullptr, bonus)
                                     .arg(columnWords(m.at.x))
                           : tr("The southern surveyor, %1: a colonist scoring in its column earns "
                                "%n more point(s)",
                                nullptr, bonus)
                                     .arg(columnWords(m.at.x));
        out.append(m);
    }
    return out;
}

QString SurveyorsUi::helpText(const GameContent &content) const
{
    return QCoreApplication::translate(
                   "RulesHelp",
                   "Two surveyors start on the coast. When a feature scores, each scoring player "
                   "with a colonist of it in a surveyor's column earns %1 more for each surveyor "
                   "standing there.\n\n"
                   "After every feature that paid someone, the eastern surveyor moves one column "
                   "west. The two never stand more than one column apart, and they stop where no "
                   "tile lies west of them. Then every colonist except the trappers east of both "
                   "surveyors goes home without points: a completed feature that lost its "
                   "colonists this way scores nothing.\n\n"
                   "When a tile completes several features that hold colonists, you choose the "
                   "order in which they score. The surveyors give nothing at the end.")
            .arg(RulesHelp::points(RulesHelp::number(content, QStringLiteral("surveyorBonus"))));
}

QString SurveyorsUi::hintText(const QString &hint, const GameContent &content) const
{
    if (hint != QLatin1String("scored"))
        return {};
    return QCoreApplication::translate(
                   "Hints",
                   "A feature scores as soon as it is completed: the most colonists take its "
                   "points, and each surveyor in the column of one of their colonists there adds "
                   "%1. Then the eastern surveyor moves one column west, and every colonist but "
                   "the trappers east of both surveyors goes home without points. Who scores "
                   "what: ? (F1).")
            .arg(RulesHelp::points(RulesHelp::number(content, QStringLiteral("surveyorBonus"))));
}

QList<ModuleUi::HelpPicture> SurveyorsUi::helpPictures(const GameContent &) const
{
    return {{QStringLiteral("figure/surveyor/neutral"), -1,
             QCoreApplication::translate("RulesHelp", "A surveyor")}};
}

} // namespace carcassonne
