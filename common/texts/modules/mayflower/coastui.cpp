#include "coastui.h"

#include "modules/mayflower/coastmodule.h"
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

} // namespace carcassonne
