#include "turnmodel.h"

#include "boardmodel.h"
#include "core/geometry.h"
#include "eventtext.h"
#include "gamesession.h"
#include "moduleuis.h"
#include "rules/rulemodule.h"
#include "ruletexts.h"

#include <QCoreApplication>
#include <QLocale>
#include <QMap>

#include <algorithm>

namespace carcassonne {

// The texts keep the controller's translation context, where their nl and de texts are.

namespace {
// An open feature that the end of the game would not pay (The Mist has no final scoring): its
// worth is what completing it brings, not "0 so far". Fields never complete, so they say 0.
bool scoresOnlyCompleted(const FeatureValue &v)
{
    return !v.completed && v.points == 0 && v.tiles > 0 && v.type != FeatureType::Field;
}
} // namespace

TurnModel::TurnModel(GameSession &session, BoardModel &board, QObject *parent)
    : QObject(parent),
      m_session(session),
      m_board(board)
{
    // Another colour picked: the spots place that colour; a spot picked in the old one is gone.
    connect(&m_figureColour, &FigureColourChoice::changed, this, [this] {
        m_selectedTarget = -1;
        m_hoveredTarget = -1;
        m_board.refreshTargets();
        m_board.refreshHighlight();
        emit selectedTargetChanged();
        emit hoveredTargetChanged();
        emit targetPreviewChanged();
    });
}

int TurnModel::currentPlayer() const
{
    return m_session.game() ? m_session.game()->state().currentPlayer() : -1;
}

bool TurnModel::humanTurn() const
{
    return m_session.humanTurn();
}

bool TurnModel::botThinking() const
{
    return m_session.botThinking();
}

int TurnModel::number() const
{
    return m_session.game() ? m_session.game()->state().turn() : 0;
}

QPoint TurnModel::placedAt() const
{
    return m_session.placedAt();
}

bool TurnModel::hasPlacedTile() const
{
    return m_session.hasPlacedTile();
}

int TurnModel::placedRotation() const
{
    return m_session.placedRotation();
}

bool TurnModel::canUndo() const
{
    return m_session.canUndo();
}

bool TurnModel::canRedo() const
{
    return m_session.canRedo();
}

void TurnModel::clearPicks()
{
    m_selectedTarget = -1;
    m_hoveredTarget = -1;
    m_hoveredChoice = -1;
    m_hoveredFigure = -1;
}

void TurnModel::picksChanged()
{
    emit selectedTargetChanged();
    emit hoveredTargetChanged();
    emit hoveredChoiceChanged();
    emit hoveredFigureChanged();
    emit targetPreviewChanged();
}

void TurnModel::refreshColours()
{
    m_figureColour.refresh(m_session.game() ? &*m_session.game() : nullptr, humanTurn());
}

QString TurnModel::phase() const
{
    if (!m_session.game())
        return QStringLiteral("none");
    switch (m_session.game()->state().phase()) {
    case GameState::Phase::PlaceTile:
        return QStringLiteral("placeTile");
    case GameState::Phase::PlaceFigure:
        return QStringLiteral("placeFigure");
    case GameState::Phase::Choice:
        return QStringLiteral("choice");
    case GameState::Phase::GameOver:
        return QStringLiteral("gameOver");
    }
    return QStringLiteral("none");
}

QString TurnModel::currentTileSource() const
{
    if (!m_session.game() || hasPlacedTile())
        return {};
    return BoardLists::tileSource(m_session.contentNumber(),
                                  m_session.game()->state().currentTile());
}

QRect TurnModel::currentTileCells() const
{
    if (!m_session.game() || m_session.game()->state().currentTile() < 0)
        return QRect(0, 0, 1, 1);
    const GameContent &content = m_session.game()->state().content();
    const geometry::CellBox box = geometry::cellBox(
            content.tileType(m_session.game()->state().currentTile()).definition.cells);
    return QRect(box.minX, box.minY, box.width(), box.height());
}

void TurnModel::setRotation(int rotation)
{
    rotation &= 3;
    if (rotation == m_rotation)
        return;
    m_rotation = rotation;
    emit rotationChanged();
}

void TurnModel::setSelectedTarget(int index)
{
    if (index < -1 || index >= m_board.targets()->rowCount())
        index = -1;
    if (index == m_selectedTarget)
        return;
    m_selectedTarget = index;
    emit selectedTargetChanged();
    emit targetPreviewChanged();
}

void TurnModel::setHoveredTarget(int index)
{
    if (index < -1 || index >= m_board.targets()->rowCount())
        index = -1;
    if (index == m_hoveredTarget)
        return;
    m_hoveredTarget = index;
    m_board.refreshHighlight();
    emit hoveredTargetChanged();
    emit targetPreviewChanged();
}

void TurnModel::setHoveredFigure(int index)
{
    if (index < -1 || index >= m_board.figures()->rowCount())
        index = -1;
    if (index == m_hoveredFigure)
        return;
    m_hoveredFigure = index;
    m_board.refreshHighlight();
    emit hoveredFigureChanged();
}

QString TurnModel::hoveredFigureInfo() const
{
    if (!m_session.game() || m_hoveredFigure < 0
        || m_hoveredFigure >= m_board.figures()->rowCount())
        return {};
    const int segment =
            m_board.figures()->get(m_hoveredFigure).value(QStringLiteral("segment")).toInt();
    const GameState &s = m_session.game()->state();
    if (segment < 0 || segment >= s.features().size())
        return {};
    const FeatureValue v = s.value(segment);
    const auto &setup = m_session.game()->setup();
    QStringList holders, winners;
    for (int p = 0; p < setup.players.size() && p < int(v.figures.size()); ++p) {
        const QString name = EventText::seatName(setup, p);
        if (v.figures[std::size_t(p)] > 0)
            holders << (v.figures[std::size_t(p)] > 1
                                ? QCoreApplication::translate("carcassonne::GameController",
                                                              "%1 (%2)")
                                          .arg(name)
                                          .arg(v.figures[std::size_t(p)])
                                : name);
        if (v.winners >> p & 1u)
            winners << name;
    }
    const QString feature = ModuleUis::featureWord(s.content(), v.type);
    QString text = QCoreApplication::translate("carcassonne::GameController", "A %1 held by %2")
                           .arg(feature, QLocale().createSeparatedList(holders));
    const QString who = QLocale().createSeparatedList(winners);
    if (v.completed)
        text += QLatin1Char('\n')
                + QCoreApplication::translate("carcassonne::GameController", "Completed: %1 to %2")
                          .arg(EventText::points(v.points), who);
    else if (scoresOnlyCompleted(v))
        text += QLatin1Char('\n')
                + QCoreApplication::translate("carcassonne::GameController",
                                              "Scores only once it is completed, then to %1")
                          .arg(who);
    else
        text += QLatin1Char('\n')
                + QCoreApplication::translate("carcassonne::GameController",
                                              "At the end as it stands: %1 to %2")
                          .arg(EventText::points(v.points), who);
    return text;
}

QVariantMap TurnModel::targetPreview() const
{
    const int index = m_hoveredTarget >= 0 ? m_hoveredTarget : m_selectedTarget;
    if (!m_session.game() || index < 0 || index >= m_board.targets()->rowCount())
        return {};
    const QVariantMap row = m_board.targets()->get(index);
    const Move &move = m_session.moves()[std::size_t(row.value(QStringLiteral("move")).toInt())];
    const GameState &s = m_session.game()->state();
    const FeatureValue v = s.value(move.segment);
    const QString feature = ModuleUis::featureWord(s.content(), v.type);
    QString text = v.completed
            ? QCoreApplication::translate("carcassonne::GameController", "This %1 scores %2 now")
                      .arg(feature, EventText::points(v.points))
            : scoresOnlyCompleted(v)
            ? QCoreApplication::translate("carcassonne::GameController",
                                          "This %1 scores only once it is completed")
                      .arg(feature)
            : QCoreApplication::translate("carcassonne::GameController",
                                          "This %1 is worth %2 so far")
                      .arg(feature, EventText::points(v.points));
    // A package's own rule that sets these points, briefly ("with an inn, scores nothing").
    if (v.ruleModule >= 0) {
        Event rule = Event::of(Event::Type::FeatureScored);
        rule.module = v.ruleModule;
        rule.values[0] = v.rule;
        if (const ModuleUi *ui = ModuleUis::ofEvent(s.content(), rule)) {
            const QString note = ui->scoringNote(s, rule);
            if (!note.isEmpty())
                text = QCoreApplication::translate("carcassonne::GameController", "%1 (%2)")
                               .arg(text, note);
        }
    }
    // What a module adds for this player with the figure there (Mayflower's surveyor bonus):
    // the engine's value of the feature once the figure stands on it.
    if (!move.recall && move.kind == Move::Kind::PlaceFigure) {
        GameState with = s;
        const int player = s.currentPlayer();
        with.placeFigure(player, move.figure, move.segment, nullptr);
        const FeatureValue w = with.value(move.segment);
        const int bonus = w.bonus[std::size_t(player)];
        if (w.bonusModule >= 0 && (w.winners >> player & 1u) && bonus > 0)
            text = QCoreApplication::translate("carcassonne::GameController", "%1 (%2: +%3)")
                           .arg(text, EventText::categoryName(s.content(), w.bonusCategory),
                                EventText::points(bonus));
    }
    QStringList warnings;
    for (const ModuleUi *ui : ModuleUis::enabled(s.content())) {
        const QString note = ui->figureNote(s, move);
        if (!note.isEmpty())
            warnings << note;
    }
    return {{QStringLiteral("feature"), feature},
            {QStringLiteral("points"), v.points},
            {QStringLiteral("completed"), v.completed},
            {QStringLiteral("tiles"), v.tiles},
            {QStringLiteral("text"), text},
            {QStringLiteral("warning"), warnings.join(QLatin1Char('\n'))}};
}

QString TurnModel::turnNote() const
{
    if (!m_session.game() || m_session.game()->state().gameOver())
        return {};
    const GameState &s = m_session.game()->state();
    for (const ModuleUi *ui : ModuleUis::enabled(s.content())) {
        const QString note = ui->turnNote(s);
        if (!note.isEmpty())
            return note;
    }
    return {};
}

const ModuleUi *TurnModel::askingModule() const
{
    if (!m_session.game() || m_session.game()->state().phase() != GameState::Phase::Choice
        || m_session.moves().empty())
        return nullptr;
    const Move &m = m_session.moves().front();
    const auto &modules = m_session.game()->state().content().modules();
    if (m.module < 0 || std::size_t(m.module) >= modules.size())
        return nullptr;
    return ModuleUis::of(modules[std::size_t(m.module)]->id());
}

QString TurnModel::choicePrompt() const
{
    const ModuleUi *ui = askingModule();
    return ui ? ui->choicePrompt(m_session.game()->state()) : QString();
}

QVariantList TurnModel::choices() const
{
    QVariantList out;
    if (!m_session.game() || m_session.game()->state().phase() != GameState::Phase::Choice)
        return out;
    const GameState &s = m_session.game()->state();
    const MoveList &moves = m_session.moves();
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const Move &m = moves[i];
        const RuleModule *module =
                m.module >= 0 ? s.content().modules()[std::size_t(m.module)] : nullptr;
        const ModuleUi *ui = module ? ModuleUis::of(module->id()) : nullptr;
        // The module names its choice in the record's words; its description words those.
        const ModuleUi::Choice choice =
                ui ? ui->choice(s, module->choiceToJson(s, m)) : ModuleUi::Choice{};
        QVariantMap row{{QStringLiteral("index"), int(i)}};
        if (choice.at) {
            row.insert(QStringLiteral("x"), choice.at->x);
            row.insert(QStringLiteral("y"), choice.at->y);
            row.insert(QStringLiteral("ax"), choice.at->x + 0.5);
            row.insert(QStringLiteral("ay"), choice.at->y + 0.5);
        }
        if (choice.segment >= 0 && choice.segment < s.features().size()) {
            // Pointed at where the feature's figure would stand.
            const QPointF anchor = m_board.lists().anchorOf(s, choice.segment);
            row.insert(QStringLiteral("segment"), choice.segment);
            row.insert(QStringLiteral("ax"), anchor.x());
            row.insert(QStringLiteral("ay"), anchor.y());
        }
        row.insert(QStringLiteral("label"),
                   !choice.label.isEmpty()
                           ? (choice.player >= 0 ? choice.label.arg(EventText::playerName(
                                      m_session.game()->setup(), choice.player))
                                                 : choice.label)
                           : QCoreApplication::translate("carcassonne::GameController",
                                                         "%1: option %2")
                                     .arg(module ? RuleTexts::moduleName(module->id()) : QString())
                                     .arg(m.value + 1));
        out.append(row);
    }
    // Several choices about one cell (1, 2 or 3 ghosts from it) point at it side by side, up
    // to three in a row.
    QMap<std::pair<int, int>, QList<int>> atCell;
    for (int i = 0; i < out.size(); ++i) {
        const QVariantMap row = out[i].toMap();
        if (row.contains(QStringLiteral("x")) && !row.contains(QStringLiteral("segment")))
            atCell[{row.value(QStringLiteral("x")).toInt(), row.value(QStringLiteral("y")).toInt()}]
                    << i;
    }
    for (auto it = atCell.cbegin(); it != atCell.cend(); ++it) {
        const QList<int> &rows = it.value();
        if (rows.size() < 2)
            continue;
        const int columns = std::min(3, int(rows.size()));
        const int lines = (int(rows.size()) + columns - 1) / columns;
        for (int k = 0; k < rows.size(); ++k) {
            QVariantMap row = out[rows[k]].toMap();
            row.insert(QStringLiteral("ax"), it.key().first + (k % columns + 0.5) / columns);
            row.insert(QStringLiteral("ay"), it.key().second + (k / columns + 0.5) / lines);
            out[rows[k]] = row;
        }
    }
    return out;
}

void TurnModel::setHoveredChoice(int index)
{
    if (index < -1 || index >= int(choices().size()))
        index = -1;
    if (index == m_hoveredChoice)
        return;
    m_hoveredChoice = index;
    m_board.refreshHighlight();
    emit hoveredChoiceChanged();
}

QVariantList TurnModel::rotationsAt(int x, int y) const
{
    QVariantList out;
    if (!m_session.game() || m_session.game()->state().phase() != GameState::Phase::PlaceTile)
        return out;
    for (const Move &m : m_session.moves()) {
        if (m.kind == Move::Kind::PlaceTile && m.at.x == x && m.at.y == y
            && !out.contains(int(m.rotation)))
            out << int(m.rotation);
    }
    return out;
}

int TurnModel::rotationFor(int x, int y) const
{
    const QVariantList legal = rotationsAt(x, y);
    for (int i = 0; i < 4; ++i) {
        if (legal.contains((m_rotation + i) & 3))
            return (m_rotation + i) & 3;
    }
    return -1;
}

void TurnModel::rotate(int step, int x, int y)
{
    step = step < 0 ? -1 : 1;
    if (x == INT_MIN) {
        setRotation(m_rotation + step);
        return;
    }
    const QVariantList legal = rotationsAt(x, y);
    if (legal.isEmpty())
        return;
    int r = rotationFor(x, y);
    for (int i = 0; i < 4; ++i) {
        r = (r + step) & 3;
        if (legal.contains(r))
            break;
    }
    setRotation(r);
}

bool TurnModel::placeTile(int x, int y)
{
    if (!humanTurn() || m_session.game()->state().phase() != GameState::Phase::PlaceTile)
        return false;
    const int r = rotationFor(x, y);
    if (r < 0)
        return false;
    m_session.apply(Move::placeTile(CellPos{x, y}, r));
    return true;
}

bool TurnModel::confirm()
{
    if (!humanTurn() || m_session.game()->state().phase() != GameState::Phase::PlaceFigure)
        return false;
    if (m_selectedTarget < 0)
        return skip();
    const int moveIndex =
            m_board.targets()->get(m_selectedTarget).value(QStringLiteral("move")).toInt();
    m_session.apply(m_session.moves()[std::size_t(moveIndex)]);
    return true;
}

bool TurnModel::skip()
{
    if (!humanTurn() || m_session.game()->state().phase() != GameState::Phase::PlaceFigure)
        return false;
    m_session.apply(Move::pass());
    return true;
}

bool TurnModel::choose(int index)
{
    if (!humanTurn() || m_session.game()->state().phase() != GameState::Phase::Choice || index < 0
        || index >= int(m_session.moves().size()))
        return false;
    m_session.apply(m_session.moves()[std::size_t(index)]);
    return true;
}

bool TurnModel::playFor(const QString &kind)
{
    return m_session.playFor(kind);
}

QString TurnModel::undoNote() const
{
    switch (m_session.undoLimit()) {
    case GameSession::UndoLimit::None:
        return QString();
    case GameSession::UndoLimit::BotThinking:
        return QCoreApplication::translate("carcassonne::GameController",
                                           "Undo waits until the computer player has moved");
    case GameSession::UndoLimit::OldestKept: {
        const int turns = GameSession::kMaxUndoSnapshots; // a plain name: lupdate reads it
        return QCoreApplication::translate("carcassonne::GameController",
                                           "Undo reaches back at most %n turn(s)", nullptr, turns);
    }
    case GameSession::UndoLimit::NothingYet:
        break;
    }
    return QCoreApplication::translate("carcassonne::GameController", "Nothing to take back yet");
}

void TurnModel::undo()
{
    m_session.undo();
}

void TurnModel::redo()
{
    m_session.redo();
}
} // namespace carcassonne
