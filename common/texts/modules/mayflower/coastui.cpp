#include "coastui.h"

#include "modules/mayflower/coastmodule.h"
#include "ruleshelp.h"
#include "state/gamecontent.h"
#include "state/gamestate.h"

#include <QCoreApplication>

namespace carcassonne {

const char *CoastUi::nameSource() const
{
    return QT_TRANSLATE_NOOP("RuleTexts", "Coast and start fields");
}

QList<ModuleUi::Label> CoastUi::parameterLabels() const
{
    return {{"coastRows", QT_TRANSLATE_NOOP("RuleTexts", "Start fields on the coast")},
            {"coastClosesFeatures",
             QT_TRANSLATE_NOOP("RuleTexts", "The coast completes roads and cities")},
            {"roadTradingPostPoints",
             QT_TRANSLATE_NOOP("RuleTexts", "Road: points per trading post")},
            {"roadTradingPostPointsFinal",
             QT_TRANSLATE_NOOP("RuleTexts", "Road at the end: points per trading post")}};
}

QString CoastUi::figureName(FigureKind kind, FeatureType on) const
{
    if (kind != FigureKind::Meeple)
        return {};
    switch (on) {
    case FeatureType::Road:
        return tr("bandit");
    case FeatureType::City:
        return tr("sheriff");
    case FeatureType::Farm:
    case FeatureType::Field:
        return {}; // the farms' farmer and the trappers' trapper
    default:
        return tr("colonist");
    }
}

QString CoastUi::featureName(FeatureType type) const
{
    // The rulebook's word: a road is a "Weg" in German, as in Dutch.
    return type == FeatureType::Road ? tr("road") : QString();
}

QString CoastUi::pennants(int count) const
{
    return tr("%n flag(s)", nullptr, count);
}

QList<ModuleUi::BoardMarker> CoastUi::boardMarkers(const GameState &state) const
{
    QList<BoardMarker> out;
    const Board &board = state.board();
    if (board.fixedCells().empty())
        return out;
    const QString startField =
            tr("Start field: a tile may touch it with any side. It is not a tile and joins "
               "nothing.");
    for (const CellPos &cell : board.fixedCells()) {
        BoardMarker m;
        m.kind = BoardMarker::Kind::Ground;
        m.id = QStringLiteral("startField");
        m.at = cell;
        m.icon = QStringLiteral("board/startfield");
        m.tooltip = startField;
        out.append(m);
    }
    // The sea: east of the start fields, and on the coast's column north and south of them,
    // one row beyond the landscape each way.
    const QString sea = tr("The sea: no tile lies east of the coast.");
    const int top = board.minCell().y - 1;
    const int bottom = board.maxCell().y + 1;
    auto water = [&](CellPos at, int width, int height) {
        if (width <= 0 || height <= 0)
            return;
        BoardMarker m;
        m.kind = BoardMarker::Kind::Ground;
        m.id = QStringLiteral("sea");
        m.at = at;
        m.width = width;
        m.height = height;
        m.icon = QStringLiteral("board/sea");
        m.tooltip = sea;
        out.append(m);
    };
    const int coast = CoastModule::kCoastColumn;
    int firstRow = bottom + 1;
    int lastRow = top - 1;
    for (const CellPos &cell : board.fixedCells()) {
        firstRow = std::min(firstRow, cell.y);
        lastRow = std::max(lastRow, cell.y);
    }
    water({coast, top}, 1, firstRow - top);
    water({coast, lastRow + 1}, 1, bottom - lastRow);
    water({coast + 1, top}, 2, bottom - top + 1);
    return out;
}

// HASOWN hasOwnBasics
QString CoastUi::hintText(const QString &hint, const GameContent &) const
{
    if (hint != QLatin1String("placeTile"))
        return {};
    return QCoreApplication::translate(
            "Hints",
            "Lay the tile shown on the right on one of the lit squares, west of the coast: a side "
            "against a start field fits anything, and every side against a tile must match, road "
            "to road, city to city, field to field. Point at a square to see the tile there, turn "
            "it with R or a right click, and click to lay it. The rules of this game are under ? "
            "(F1).");
}

QString CoastUi::helpText(const GameContent &content) const
{
    const int rows = RulesHelp::number(content, QStringLiteral("coastRows"));
    const CoreParameters &core = content.core();
    const int posts = RulesHelp::number(content, QStringLiteral("roadTradingPostPoints"));
    const int postsFinal = RulesHelp::number(content, QStringLiteral("roadTradingPostPointsFinal"));
    QStringList text;
    text << QCoreApplication::translate(
            "RulesHelp",
            "Mayflower is played along the east coast: a column of %n start field(s), the sea "
            "beyond them. Tiles go only west of the coast, in any row. A tile must touch a tile or "
            "a start field with a side; sides against tiles must match, a side against a start "
            "field fits anything. A tile that fits nowhere leaves the game.",
            nullptr, rows);
    text << QCoreApplication::translate(
            "RulesHelp",
            "You have %n colonist(s). You may put one on the new tile, never on a feature that "
            "already holds a colonist, however far away. What it becomes follows from where it "
            "stands: on a road a bandit, in a city a sheriff, on a farm a farmer, lying on a "
            "plain a trapper.",
            nullptr, core.meeplesPerPlayer);
    text << QCoreApplication::translate(
                    "RulesHelp",
                    "A road is complete when both its ends reach a crossing, a city or a farm, or "
                    "it loops: %1 per tile and %2 per trading post beside it. A city is complete "
                    "when its walls close: %3 per tile and %4 per flag. The most colonists score, "
                    "with a tie each in full; then the colonists go home.")
                    .arg(RulesHelp::points(core.roadTilePoints), RulesHelp::points(posts),
                         RulesHelp::points(core.cityTilePoints),
                         RulesHelp::points(core.cityPennantPoints));
    text << (RulesHelp::number(content, QStringLiteral("coastClosesFeatures")) != 0
                     ? QCoreApplication::translate(
                             "RulesHelp",
                             "In this game the coast closes a road or city that runs into it, "
                             "and start fields count as tiles around a farm.")
                     : QCoreApplication::translate(
                             "RulesHelp",
                             "Start fields are not tiles: a road or city that runs into the "
                             "coast stays open."));
    text << QCoreApplication::translate(
                    "RulesHelp",
                    "After the last tile, unfinished features score for their majority: a road %1 "
                    "per tile and %2 per trading post, a city %3 per tile and %4 per flag. The "
                    "highest score wins.")
                    .arg(RulesHelp::points(core.roadTilePointsFinal), RulesHelp::points(postsFinal),
                         RulesHelp::points(core.cityTilePointsFinal),
                         RulesHelp::points(core.cityPennantPointsFinal));
    return text.join(QStringLiteral("\n\n"));
}

QList<ModuleUi::HelpPicture> CoastUi::helpPictures(const GameContent &content) const
{
    QList<HelpPicture> pictures{{QStringLiteral("board/startfield"), -1,
                                 QCoreApplication::translate("RulesHelp", "A start field")}};
    pictures << RulesHelp::tilePicture(
            content,
            [](const FeatureDefinition &f) {
                return f.type == FeatureType::Road
                        && f.attribute(FeatureAttribute::TradingPosts) > 0;
            },
            QCoreApplication::translate("RulesHelp", "A trading post"));
    pictures.append({QStringLiteral("figure/meeple/blue"), -1,
                     QCoreApplication::translate("RulesHelp", "A colonist")});
    return pictures;
}

} // namespace carcassonne
