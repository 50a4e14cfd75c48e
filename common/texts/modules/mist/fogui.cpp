#include "fogui.h"

#include "misttexts.h"
#include "modules/mist/fogmodule.h"
#include "modules/mist/mistboard.h"
#include "ruleshelp.h"
#include "state/gamecontent.h"
#include "state/gamestate.h"

#include <QCoreApplication>

namespace carcassonne {

namespace {

using Reason = FogModule::GhostReason;

} // namespace

const char *FogUi::nameSource() const
{
    return QT_TRANSLATE_NOOP("RuleTexts", "Fog and ghosts");
}

QList<ModuleUi::Label> FogUi::parameterLabels() const
{
    return {{"ghostSupply", QT_TRANSLATE_NOOP("RuleTexts", "Ghosts in the supply")}};
}

QString FogUi::describe(const GameState &, const Event &e, const QString &who) const
{
    if (e.type != Event::Type::Module)
        return {};
    // Where is shown, not told: clicking the line shows the tile on the board (locatedCell).
    const int n = e.values[0];
    switch (e.code) {
    case FogModule::kGhostsPlaced:
        switch (Reason(e.values[1])) {
        case Reason::Start:
            return tr("%n ghost(s) start on the start tile", nullptr, n);
        case Reason::Graveyard:
            return tr("%1 puts %n more ghost(s) on an open graveyard", nullptr, n).arg(who);
        case Reason::GraveyardNeighbour:
            return tr("%1's new graveyard haunts the fog beside it: %n ghost(s)", nullptr, n)
                    .arg(who);
        default:
            return tr("%1 puts %n ghost(s) in the fog of the new tile", nullptr, n).arg(who);
        }
    case FogModule::kGhostsRemoved:
        switch (Reason(e.values[1])) {
        case Reason::Bank:
            return tr("%n ghost(s) of a completed fog bank go back to the supply", nullptr, n);
        case Reason::Reward:
            return tr("%1 calms %n ghost(s) on one tile", nullptr, n).arg(who);
        case Reason::Hound:
            return tr("The hound calms %n ghost(s) near it", nullptr, n);
        case Reason::GraveyardClosed:
            return tr("%n ghost(s) leave the closed graveyard", nullptr, n);
        default:
            return tr("%1 takes %n ghost(s) off a tile", nullptr, n).arg(who);
        }
    case FogModule::kBankCompleted:
        return tr("%1 completes a fog bank of %n tile(s)", nullptr, n).arg(who)
                + (e.values[1] > 0 ? tr(": its %n ghost(s) are calmed", nullptr, e.values[1])
                                   : QString());
    default:
        return {};
    }
}

std::optional<CellPos> FogUi::locatedCell(const GameState &, const Event &e) const
{
    // Ghosts placed or removed: their tile; a fog bank completed: a cell of the new tile.
    if (e.type == Event::Type::Module
        && (e.code == FogModule::kGhostsPlaced || e.code == FogModule::kGhostsRemoved
            || e.code == FogModule::kBankCompleted))
        return e.at;
    return std::nullopt;
}

QString FogUi::turnNote(const GameState &state) const
{
    const int supply = FogModule::supply(state);
    if (supply > 3)
        return {};
    if (supply == 0)
        return tr("No ghost is left in the supply: a tile that calls for one loses the game.");
    return tr("Only %n ghost(s) left in the supply: a tile that calls for more loses the game.",
              nullptr, supply);
}

QList<ModuleUi::Counter> FogUi::sharedCounters(const GameState &state) const
{
    Counter c;
    c.id = QStringLiteral("ghostSupply");
    c.name = tr("Ghosts");
    c.icon = QStringLiteral("ghost");
    c.count = FogModule::supply(state);
    c.goal = state.content().parameter(QStringLiteral("ghostSupply"));
    c.tooltip = tr("Ghosts in the supply, of %1; %n on the board. When a tile calls for more "
                   "ghosts than the supply holds, the team loses at once.",
                   nullptr, FogModule::onBoard(state))
                        .arg(c.goal);
    return {c};
}

QString FogUi::featureName(FeatureType type) const
{
    return type == FeatureType::Fog ? tr("fog bank") : QString();
}

QList<ModuleUi::BoardMarker> FogUi::boardMarkers(const GameState &state) const
{
    // The ghosts on each tile: a ghost with its count, in the tile's top right corner, clear of
    // the middle where guards often stand.
    QList<BoardMarker> out;
    // Fog banks that are done with: completed (lit), or never to complete (darkened); an open
    // bank is the fog as drawn.
    for (const FogModule::Bank &bank : FogModule::banks(state)) {
        if (bank.state == FogModule::BankState::Open)
            continue;
        const bool complete = bank.state == FogModule::BankState::Complete;
        for (const CellPos &cell : bank.cells) {
            BoardMarker m;
            m.kind = BoardMarker::Kind::Shade;
            m.id = complete ? QStringLiteral("bankComplete") : QStringLiteral("bankNever");
            m.at = cell;
            m.tone = complete ? QStringLiteral("bankClear") : QStringLiteral("bankNever");
            m.tooltip = complete
                    ? tr("A completed fog bank (%n tile(s)): its ghosts were driven away", nullptr,
                         int(bank.cells.size()))
                    : tr("This fog bank can never be completed: it meets a clear road or field, "
                         "or a face-down tile");
            out.append(m);
        }
    }
    for (const CellPos &cell : MistBoard::tileCells(state)) {
        const int ghosts = state.cellMarks(cell);
        if (ghosts <= 0)
            continue;
        BoardMarker m;
        m.kind = BoardMarker::Kind::Token;
        m.id = QStringLiteral("ghosts");
        m.at = cell;
        m.icon = QStringLiteral("icon/ghost");
        m.tone = QStringLiteral("ghost");
        m.count = ghosts;
        m.spotX = 0.8;
        m.spotY = 0.2;
        m.size = 0.32;
        m.tooltip = tr("%n ghost(s) on this tile", nullptr, ghosts);
        out.append(m);
    }
    return out;
}

QString FogUi::helpText(const GameContent &content) const
{
    const int ghosts = RulesHelp::number(content, QStringLiteral("ghostSupply"));
    return QCoreApplication::translate(
                   "RulesHelp",
                   "Fog lies over roads and fields, with ghost symbols in it. Each new tile brings "
                   "ghosts onto its square: one for each symbol in its fog that stays open, one "
                   "fewer if it extended fog already on the board. They come from a supply of %n "
                   "ghost(s); when the rules ask for a ghost the supply no longer has, the team "
                   "loses.",
                   nullptr, ghosts)
            + QStringLiteral("\n\n")
            + QCoreApplication::translate(
                    "RulesHelp",
                    "A fog bank is complete when all its sides meet fog, like a city its walls. It "
                    "then clears every ghost on its squares, back to the supply. Fog that touches "
                    "a clear road or field never completes. No guard goes on a fogged road.");
}

QList<ModuleUi::HelpPicture> FogUi::helpPictures(const GameContent &content) const
{
    QList<HelpPicture> pictures{{QStringLiteral("figure/ghost/neutral"), -1,
                                 QCoreApplication::translate("RulesHelp", "A ghost")}};
    pictures << RulesHelp::tilePicture(
            content,
            [](const FeatureDefinition &f) {
                return f.type == FeatureType::Fog && f.attribute(FeatureAttribute::Ghosts) >= 2;
            },
            QCoreApplication::translate("RulesHelp", "Fog with two symbols"));
    return pictures;
}

} // namespace carcassonne
