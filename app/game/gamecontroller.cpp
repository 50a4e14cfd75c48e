#include "gamecontroller.h"

#include "core/geometry.h"
#include "enginemessages.h"
#include "eventtext.h"
#include "moduleuis.h"
#include "playercolours.h"
#include "rules/rulecatalog.h"
#include "rules/rulemodule.h"
#include "ruleshelprows.h"
#include "ruletexts.h"
#include "tileartnotifier.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>

#include <algorithm>
#include <iterator>

namespace carcassonne {

namespace {
// An open feature that the end of the game would not pay (The Mist has no final scoring): its
// worth is what completing it brings, not "0 so far". Fields never complete, so they say 0.
bool scoresOnlyCompleted(const FeatureValue &v)
{
    return !v.completed && v.points == 0 && v.tiles > 0 && v.type != FeatureType::Field;
}
} // namespace

GameController::GameController(QObject *parent) : QObject(parent), m_session(m_lists)
{
    connect(&m_session, &GameSession::changed, this, &GameController::onSessionChanged);
    // Art that was slow to draw is ready: the pictures' ids changed, so the board asks again.
    connect(TileArtNotifier::instance(), &TileArtNotifier::drawn, this, [this] {
        m_lists.refresh(listsInput());
        emit stateChanged();
    });
    // Another colour picked: the spots place that colour; a spot picked in the old one is gone.
    connect(&m_figureColour, &FigureColourChoice::changed, this, [this] {
        m_selectedTarget = -1;
        m_hoveredTarget = -1;
        m_lists.refreshTargets(listsInput());
        m_lists.refreshHighlight(listsInput());
        emit selectedTargetChanged();
        emit hoveredTargetChanged();
        emit targetPreviewChanged();
    });
    connect(&m_session, &GameSession::botThinkingChanged, this, [this] {
        emit botThinkingChanged();
        emit stateChanged();
    });
    connect(&m_session, &GameSession::turnEnded, this, &GameController::autosave);
    connect(&m_session, &GameSession::finished, this, [this] {
        if (!m_testGame)
            m_saves.removeAutosave();
        // Kept in the finished games without being saved; not a test game, nor a record
        // that was over when it was loaded.
        if (!m_testGame && !m_loadingRecord && game())
            m_saves.finished()->store(*game());
        if (!m_loadingRecord && !m_reviewing)
            m_sounds.play(SoundEffects::Sound::GameOver);
        emit gameFinished();
    });
    connect(&m_session, &GameSession::errorOccurred, this, &GameController::fail);
    connect(&m_session, &GameSession::scored, this, &GameController::scored);
    connect(&m_session, &GameSession::tilePlaced, this, &GameController::tilePlaced);
    // Sounds: a tile laid (the computer's its own), a figure, a scoring, the end.
    connect(&m_session, &GameSession::tilePlaced, this, [this] {
        m_sounds.play(m_session.humanTurn() ? SoundEffects::Sound::Tile
                                            : SoundEffects::Sound::Computer);
    });
    connect(&m_session, &GameSession::figurePlaced, this,
            [this] { m_sounds.play(SoundEffects::Sound::Figure); });
    connect(&m_session, &GameSession::scored, this,
            [this](qreal, qreal, int points) { m_sounds.playScoring(points); });
    connect(&m_session, &GameSession::figureReturned, this, &GameController::figureReturned);
    connect(&m_lastMoves, &LastMovesShow::moveShown, this, &GameController::moveShown);
    connect(&m_lastMoves, &LastMovesShow::scored, this, &GameController::scored);
    connect(&m_lastMoves, &LastMovesShow::runningChanged, this,
            &GameController::showingLastMovesChanged);
    connect(&m_lastMoves, &LastMovesShow::stepped, this, &GameController::showingLastMovesChanged);
    connect(&m_saves, &SavedGames::autosavePathChanged, this, &GameController::settingsChanged);
    connect(&m_saves, &SavedGames::autosaveChanged, this, &GameController::autosaveChanged);
    m_saves.setSummarizer([this](const QString &path) { return summarize(path); });
    m_saves.finished()->setRepository(&m_newGame.repository());
}

GameController::~GameController() = default;

// --- asking ---

QString GameController::phase() const
{
    if (!game())
        return QStringLiteral("none");
    switch (game()->state().phase()) {
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

QString GameController::tileSource(int tileType) const
{
    return game() ? BoardLists::tileSource(m_session.contentNumber(), tileType) : QString();
}

BoardLists::Input GameController::listsInput() const
{
    BoardLists::Input in;
    in.game = game() ? &*game() : nullptr;
    in.first = m_session.firstState();
    in.moves = &m_session.moves();
    in.contentNumber = m_session.contentNumber();
    in.humanTurn = humanTurn();
    if (game()) {
        for (int p = 0; p < game()->setup().players.size(); ++p)
            in.humans << m_session.isHuman(p);
    }
    in.figureKinds = figureKinds();
    in.showDeadSpots = m_showDeadSpots;
    in.showFields = m_showFields;
    in.highlightTarget = m_hoveredTarget >= 0 ? m_hoveredTarget : m_selectedTarget;
    in.figureOwner = m_figureColour.current();
    if (m_hoveredFigure >= 0 && m_hoveredFigure < m_lists.figures()->rowCount())
        in.highlightSegments
                << m_lists.figures()->get(m_hoveredFigure).value(QStringLiteral("segment")).toInt();
    if (m_hoveredChoice >= 0) {
        const QVariantMap choice = choices().value(m_hoveredChoice).toMap();
        const int segment = choice.value(QStringLiteral("segment"), -1).toInt();
        if (segment >= 0)
            in.highlightSegments << segment;
    }
    const FinalScoringShow &show = m_session.finalShow();
    if (m_finalStep >= 0 && m_finalStep < show.stepCount()) {
        for (const FinalScoringShow::Item &item : show.step(m_finalStep))
            in.highlightSegments << item.segment;
    }
    return in;
}

QString GameController::currentTileSource() const
{
    if (!game() || hasPlacedTile())
        return {};
    return tileSource(game()->state().currentTile());
}

QRect GameController::currentTileCells() const
{
    if (!game() || game()->state().currentTile() < 0)
        return QRect(0, 0, 1, 1);
    const GameContent &content = game()->state().content();
    const geometry::CellBox box =
            geometry::cellBox(content.tileType(game()->state().currentTile()).definition.cells);
    return QRect(box.minX, box.minY, box.width(), box.height());
}

void GameController::setRotation(int rotation)
{
    rotation &= 3;
    if (rotation == m_rotation)
        return;
    m_rotation = rotation;
    emit rotationChanged();
}

QRect GameController::boardBounds() const
{
    // The tiles and the cells laid without a tile (Mayflower's coast).
    if (!game()
        || (game()->state().board().tiles().empty()
            && game()->state().board().fixedCells().empty()))
        return {0, 0, 1, 1};
    const Board &b = game()->state().board();
    return QRect(QPoint(b.minCell().x, b.minCell().y), QPoint(b.maxCell().x, b.maxCell().y));
}

void GameController::setSelectedTarget(int index)
{
    if (index < -1 || index >= m_lists.targets()->rowCount())
        index = -1;
    if (index == m_selectedTarget)
        return;
    m_selectedTarget = index;
    emit selectedTargetChanged();
    emit targetPreviewChanged();
}

void GameController::setHoveredTarget(int index)
{
    if (index < -1 || index >= m_lists.targets()->rowCount())
        index = -1;
    if (index == m_hoveredTarget)
        return;
    m_hoveredTarget = index;
    m_lists.refreshHighlight(listsInput());
    emit hoveredTargetChanged();
    emit targetPreviewChanged();
}

void GameController::setHoveredFigure(int index)
{
    if (index < -1 || index >= m_lists.figures()->rowCount())
        index = -1;
    if (index == m_hoveredFigure)
        return;
    m_hoveredFigure = index;
    m_lists.refreshHighlight(listsInput());
    emit hoveredFigureChanged();
}

QString GameController::hoveredFigureInfo() const
{
    if (!game() || m_hoveredFigure < 0 || m_hoveredFigure >= m_lists.figures()->rowCount())
        return {};
    const int segment =
            m_lists.figures()->get(m_hoveredFigure).value(QStringLiteral("segment")).toInt();
    const GameState &s = game()->state();
    if (segment < 0 || segment >= s.features().size())
        return {};
    const FeatureValue v = s.value(segment);
    const auto &setup = game()->setup();
    QStringList holders, winners;
    for (int p = 0; p < setup.players.size() && p < int(v.figures.size()); ++p) {
        const QString name = EventText::seatName(setup, p);
        if (v.figures[std::size_t(p)] > 0)
            holders << (v.figures[std::size_t(p)] > 1
                                ? tr("%1 (%2)").arg(name).arg(v.figures[std::size_t(p)])
                                : name);
        if (v.winners >> p & 1u)
            winners << name;
    }
    const QString feature = EventText::featureName(s.content(), v.type);
    QString text = tr("A %1 held by %2").arg(feature, QLocale().createSeparatedList(holders));
    const QString who = QLocale().createSeparatedList(winners);
    if (v.completed)
        text += QLatin1Char('\n') + tr("Completed: %1 to %2").arg(EventText::points(v.points), who);
    else if (scoresOnlyCompleted(v))
        text += QLatin1Char('\n') + tr("Scores only once it is completed, then to %1").arg(who);
    else
        text += QLatin1Char('\n')
                + tr("At the end as it stands: %1 to %2").arg(EventText::points(v.points), who);
    return text;
}

QVariantMap GameController::targetPreview() const
{
    const int index = m_hoveredTarget >= 0 ? m_hoveredTarget : m_selectedTarget;
    if (!game() || index < 0 || index >= m_lists.targets()->rowCount())
        return {};
    const QVariantMap row = m_lists.targets()->get(index);
    const Move &move = m_session.moves()[std::size_t(row.value(QStringLiteral("move")).toInt())];
    const GameState &s = game()->state();
    const FeatureValue v = s.value(move.segment);
    const QString feature = EventText::featureName(s.content(), v.type);
    QString text = v.completed
            ? tr("This %1 scores %2 now").arg(feature, EventText::points(v.points))
            : scoresOnlyCompleted(v)
            ? tr("This %1 scores only once it is completed").arg(feature)
            : tr("This %1 is worth %2 so far").arg(feature, EventText::points(v.points));
    // A package's own rule that sets these points, briefly ("with an inn, scores nothing").
    if (v.ruleModule >= 0) {
        Event rule = Event::of(Event::Type::FeatureScored);
        rule.module = v.ruleModule;
        rule.values[0] = v.rule;
        if (const ModuleUi *ui = ModuleUis::ofEvent(s.content(), rule)) {
            const QString note = ui->scoringNote(s, rule);
            if (!note.isEmpty())
                text = tr("%1 (%2)").arg(text, note);
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
            text = tr("%1 (%2: +%3)")
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

QString GameController::turnNote() const
{
    if (!game() || game()->state().gameOver())
        return {};
    const GameState &s = game()->state();
    for (const ModuleUi *ui : ModuleUis::enabled(s.content())) {
        const QString note = ui->turnNote(s);
        if (!note.isEmpty())
            return note;
    }
    return {};
}

const ModuleUi *GameController::askingModule() const
{
    if (!game() || game()->state().phase() != GameState::Phase::Choice || m_session.moves().empty())
        return nullptr;
    const Move &m = m_session.moves().front();
    const auto &modules = game()->state().content().modules();
    if (m.module < 0 || std::size_t(m.module) >= modules.size())
        return nullptr;
    return ModuleUis::of(modules[std::size_t(m.module)]->id());
}

QString GameController::choicePrompt() const
{
    const ModuleUi *ui = askingModule();
    return ui ? ui->choicePrompt(game()->state()) : QString();
}

QVariantList GameController::choices() const
{
    QVariantList out;
    if (!game() || game()->state().phase() != GameState::Phase::Choice)
        return out;
    const GameState &s = game()->state();
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
            const QPointF anchor = m_lists.anchorOf(s, choice.segment);
            row.insert(QStringLiteral("segment"), choice.segment);
            row.insert(QStringLiteral("ax"), anchor.x());
            row.insert(QStringLiteral("ay"), anchor.y());
        }
        row.insert(QStringLiteral("label"),
                   !choice.label.isEmpty()
                           ? choice.label
                           : tr("%1: option %2")
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

int GameController::unseenCount() const
{
    if (!game())
        return 0;
    int n = 0;
    for (const int count : game()->state().unseenTiles())
        n += count;
    return n;
}

QVariantList GameController::sharedCounters() const
{
    QVariantList out;
    if (!game())
        return out;
    const GameState &s = game()->state();
    for (const ModuleUi *ui : ModuleUis::enabled(s.content())) {
        for (const ModuleUi::Counter &c : ui->sharedCounters(s))
            out.append(BoardLists::counterRow(c));
    }
    return out;
}

std::pair<QString, const ModuleUi *> GameController::headline() const
{
    if (!game())
        return {};
    for (const ModuleUi *ui : ModuleUis::enabled(game()->state().content())) {
        const QString name = ui->headlineParameter();
        if (!name.isEmpty() && RuleCatalog::parameter(name))
            return {name, ui};
    }
    return {};
}

QVariantMap GameController::outcome() const
{
    if (!gameOver())
        return {};
    const GameState &s = game()->state();
    QString kind = QStringLiteral("scores");
    QStringList why;
    if (s.outcome().kind != Outcome::Kind::Scores) {
        kind = s.outcome().kind == Outcome::Kind::TeamWon ? QStringLiteral("won")
                                                          : QStringLiteral("lost");
        for (const ModuleUi *ui : ModuleUis::enabled(s.content())) {
            const QString text = ui->outcomeText(s);
            if (!text.isEmpty())
                why << text;
        }
    }
    QString current;
    QString next;
    const auto [name, ui] = headline();
    if (ui) {
        const int value = s.content().parameter(name);
        current = ui->headlineLabel(value);
        if (value < RuleCatalog::parameter(name)->maximum)
            next = ui->headlineLabel(value + 1);
    }
    return {{QStringLiteral("kind"), kind},
            {QStringLiteral("text"), why.join(QLatin1Char(' '))},
            {QStringLiteral("headline"), current},
            {QStringLiteral("next"), next}};
}

void GameController::setHoveredChoice(int index)
{
    if (index < -1 || index >= int(choices().size()))
        index = -1;
    if (index == m_hoveredChoice)
        return;
    m_hoveredChoice = index;
    m_lists.refreshHighlight(listsInput());
    emit hoveredChoiceChanged();
}

void GameController::setShowDeadSpots(bool show)
{
    if (show == m_showDeadSpots)
        return;
    m_showDeadSpots = show;
    m_lists.refreshRemaining(listsInput());
    emit settingsChanged();
}

void GameController::setShowFields(bool show)
{
    if (show == m_showFields)
        return;
    m_showFields = show;
    m_lists.refreshFields(listsInput());
    emit settingsChanged();
}

bool GameController::colourBlindPalette() const
{
    return PlayerColours::palette() == FigureArt::Palette::ColourBlind;
}

void GameController::setColourBlindPalette(bool on)
{
    if (on == colourBlindPalette())
        return;
    PlayerColours::setPalette(on ? FigureArt::Palette::ColourBlind : FigureArt::Palette::Standard);
    // Every list with a colour or a figure's picture is made anew (the pictures' ids name the
    // palette), the log's colours too.
    m_session.retranslateLog();
    m_lists.refresh(listsInput());
    emit settingsChanged();
    emit stateChanged();
}

QStringList GameController::finalCategories() const
{
    QStringList out;
    if (!game())
        return out;
    const GameContent &content = game()->state().content();
    for (int c = 0; c < content.scoreCategoryCount(); ++c)
        out << EventText::categoryName(content, ScoreCategory(c));
    return out;
}

QVariantList GameController::standingCategories() const
{
    // The core's roads, cities and cloisters, where the game's tiles have them (The Mist has
    // no cloisters); other categories only when someone scored in them.
    QVariantList out;
    if (!game())
        return out;
    const GameContent &content = game()->state().content();
    const FeatureType standing[] = {FeatureType::Road, FeatureType::City, FeatureType::Cloister};
    static_assert(int(ScoreCategory::Road) == 0 && int(ScoreCategory::City) == 1
                  && int(ScoreCategory::Cloister) == 2);
    bool present[std::size(standing)] = {};
    for (const TileType &type : content.tileTypes()) {
        for (const SegmentInfo &segment : type.segments) {
            for (std::size_t i = 0; i < std::size(standing); ++i)
                present[i] = present[i] || segment.type == standing[i];
        }
    }
    for (int c = 0; c < content.scoreCategoryCount(); ++c)
        out << (std::size_t(c) < std::size(standing) && present[c]);
    return out;
}

QVariantList GameController::finalSteps() const
{
    return gameOver() ? m_session.finalShow().steps(game()->state().content()) : QVariantList();
}

void GameController::setFinalStep(int step)
{
    const FinalScoringShow &show = m_session.finalShow();
    if (!gameOver() || step < -1 || step >= show.stepCount())
        step = -1;
    if (step == m_finalStep)
        return;
    m_finalStep = step;
    m_lists.refreshHighlight(listsInput());
    emit finalStepChanged();
    if (step < 0)
        return;
    for (const FinalScoringShow::Item &item : show.step(step)) {
        if (item.onBoard)
            emit scored(item.at.x(), item.at.y(), item.points, item.colours, true);
    }
}

QVariantList GameController::finalTable() const
{
    QVariantList out;
    if (!game())
        return out;
    const GameState &s = game()->state();
    for (int p = 0; p < s.playerCount(); ++p) {
        QVariantList during, final;
        for (int c = 0; c < s.content().scoreCategoryCount(); ++c) {
            during << s.breakdown(p, ScoreCategory(c), false);
            final << s.breakdown(p, ScoreCategory(c), true);
        }
        out.append(QVariantMap{
                {QStringLiteral("name"), playerName(p)},
                {QStringLiteral("colourValue"),
                 PlayerColours::value(game()->setup().players[p].color)},
                {QStringLiteral("during"), during},
                {QStringLiteral("final"), final},
                {QStringLiteral("total"), s.score(p)},
                {QStringLiteral("winner"), s.gameOver() && (s.outcome().winners >> p & 1)}});
    }
    return out;
}

QStringList GameController::figureKinds() const
{
    QStringList out;
    if (!m_session.firstState())
        return out;
    // The kinds this rule set hands out: those in anyone's supply when the game began.
    const GameState &first = *m_session.firstState();
    for (int k = 0; k < kFigureKindCount; ++k) {
        for (int p = 0; p < first.playerCount(); ++p) {
            if (first.supply(p, FigureKind(k)) > 0) {
                out << figurekind::name(FigureKind(k));
                break;
            }
        }
    }
    return out;
}

QString GameController::recordJson() const
{
    return game() ? QString::fromUtf8(game()->record().toBytes()) : QString();
}

// --- setting up ---

void GameController::setBotDelay(int delay)
{
    if (delay == m_session.botDelay())
        return;
    m_session.setBotDelay(delay);
    emit settingsChanged();
}

// --- playing ---

QVariantList GameController::rulesHelp() const
{
    return game() ? RulesHelpRows::game(game()->state().content(), m_session.contentNumber())
                  : QVariantList();
}

bool GameController::showLastMoves()
{
    if (!game() || m_reviewing)
        return false;
    const QList<LastMovesShow::Step> steps = LastMovesShow::steps(
            m_session.log()->rows(), game()->state(), game()->setup(), m_lists, currentPlayer());
    // Slower than the computer players move: each turn is looked at, not followed (and the
    // player may step on sooner: nextLastMove).
    m_lastMoves.start(steps, std::max(1500, 3 * botDelay()));
    return !steps.isEmpty();
}

void GameController::nextLastMove()
{
    m_lastMoves.advance();
}

QVariantList GameController::rotationsAt(int x, int y) const
{
    QVariantList out;
    if (!game() || game()->state().phase() != GameState::Phase::PlaceTile)
        return out;
    for (const Move &m : m_session.moves()) {
        if (m.kind == Move::Kind::PlaceTile && m.at.x == x && m.at.y == y
            && !out.contains(int(m.rotation)))
            out << int(m.rotation);
    }
    return out;
}

int GameController::rotationFor(int x, int y) const
{
    const QVariantList legal = rotationsAt(x, y);
    for (int i = 0; i < 4; ++i) {
        if (legal.contains((m_rotation + i) & 3))
            return (m_rotation + i) & 3;
    }
    return -1;
}

void GameController::rotate(int step, int x, int y)
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

bool GameController::placeTile(int x, int y)
{
    if (!humanTurn() || game()->state().phase() != GameState::Phase::PlaceTile)
        return false;
    const int r = rotationFor(x, y);
    if (r < 0)
        return false;
    m_session.apply(Move::placeTile(CellPos{x, y}, r));
    return true;
}

bool GameController::confirm()
{
    if (!humanTurn() || game()->state().phase() != GameState::Phase::PlaceFigure)
        return false;
    if (m_selectedTarget < 0)
        return skip();
    const int moveIndex =
            m_lists.targets()->get(m_selectedTarget).value(QStringLiteral("move")).toInt();
    m_session.apply(m_session.moves()[std::size_t(moveIndex)]);
    return true;
}

bool GameController::skip()
{
    if (!humanTurn() || game()->state().phase() != GameState::Phase::PlaceFigure)
        return false;
    m_session.apply(Move::pass());
    return true;
}

bool GameController::choose(int index)
{
    if (!humanTurn() || game()->state().phase() != GameState::Phase::Choice || index < 0
        || index >= int(m_session.moves().size()))
        return false;
    m_session.apply(m_session.moves()[std::size_t(index)]);
    return true;
}

bool GameController::playFor(const QString &kind)
{
    return m_session.playFor(kind);
}

QString GameController::undoNote() const
{
    switch (m_session.undoLimit()) {
    case GameSession::UndoLimit::None:
        return QString();
    case GameSession::UndoLimit::BotThinking:
        return tr("Undo waits until the computer player has moved");
    case GameSession::UndoLimit::OldestKept:
        return tr("Undo reaches back at most %n turn(s)", nullptr, GameSession::kMaxUndoSnapshots);
    case GameSession::UndoLimit::NothingYet:
        break;
    }
    return tr("Nothing to take back yet");
}

void GameController::undo()
{
    m_session.undo();
}

void GameController::redo()
{
    m_session.redo();
}

void GameController::retranslate()
{
    m_session.retranslateLog();
    m_figureColour.refresh(game() ? &*game() : nullptr, humanTurn());
    m_lists.refresh(listsInput());
    m_hintLogRows = 0; // the hint of a scoring reads its line anew
    updateHints();
    emit stateChanged();
}

void GameController::updateHints()
{
    const QList<QVariantMap> &rows = m_session.log()->rows();
    m_hintLogRows = std::min(m_hintLogRows, rows.size()); // shorter after an undo
    const QList<QVariantMap> added = rows.mid(m_hintLogRows);
    m_hintLogRows = rows.size();
    // A review shows no hints: nothing is played in it.
    if (m_reviewing) {
        m_hints.consider({});
        return;
    }
    m_hints.consider(HintGuide::situationOf(game() ? &*game() : nullptr, &m_session.moves(),
                                            humanTurn(), added));
}

void GameController::onSessionChanged()
{
    m_lastMoves.stop(); // a move made, undone or loaded: what it showed is no longer the last
    // The moves are listed anew: what the player had picked among the old ones is gone.
    m_selectedTarget = -1;
    m_hoveredTarget = -1;
    m_hoveredChoice = -1;
    m_hoveredFigure = -1;
    const bool finalStepWasShown = m_finalStep >= 0;
    m_finalStep = -1;
    m_figureColour.refresh(game() ? &*game() : nullptr, humanTurn());
    m_lists.refresh(listsInput());
    updateHints();
    emit selectedTargetChanged();
    emit hoveredTargetChanged();
    emit hoveredChoiceChanged();
    emit hoveredFigureChanged();
    emit targetPreviewChanged();
    if (finalStepWasShown)
        emit finalStepChanged();
    soundTurn();
    emit stateChanged();
}

void GameController::soundTurn()
{
    // The turn comes back to a person after the computer's: once, not between people at one
    // screen, nor when a game starts, loads or is reviewed.
    const bool human = game() && !game()->state().gameOver() && humanTurn()
            && game()->state().phase() == GameState::Phase::PlaceTile;
    if (human && !m_humanTurnBefore && game()->state().turn() > 1 && !m_loadingRecord
        && !m_reviewing)
        m_sounds.play(SoundEffects::Sound::YourTurn);
    m_humanTurnBefore = human || (m_humanTurnBefore && humanTurn());
}

void GameController::autosave()
{
    if (m_testGame)
        return;
    QString error;
    const bool written = m_saves.writeAutosave(game()->record().toBytes(), &error);
    if (written == !m_autosaveFailed)
        return;
    m_autosaveFailed = !written;
    // Said once when it starts failing (a full disk), not every turn; leaving asks first
    // until an autosave is written again.
    if (m_autosaveFailed)
        fail(tr("The game could not be kept in %1: %2. Save it before you leave.")
                     .arg(m_saves.autosavePath(), EngineMessages::translate(error)));
    emit stateChanged();
}

void GameController::fail(const QString &message)
{
    m_lastError = message;
    qWarning("%s", qPrintable(message));
    emit errorOccurred(message);
}

QString GameController::playerName(int player) const
{
    if (!game() || player < 0 || player >= game()->setup().players.size())
        return {};
    return EventText::playerName(game()->setup(), player);
}

} // namespace carcassonne
