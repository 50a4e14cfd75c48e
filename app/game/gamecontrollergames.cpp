#include "content/packageinstaller.h"
#include "enginemessages.h"
#include "eventtext.h"
#include "gamecontroller.h"
#include "playercolours.h"
#include "rules/rulecatalog.h"
#include "state/packagecheck.h"
#include "tileimageprovider.h"

#include <QFileInfo>
#include <QQmlEngine>
#include <QRandomGenerator>

namespace carcassonne {

// The GameController's games: packages added and imported, games started, continued, loaded,
// saved, reviewed and played again (gamecontroller.cpp has the game being played).

SavedGames::Summary GameController::summarize(const QString &path)
{
    SavedGames::Summary out;
    Message error;
    const auto record = m_saves.read(path, &error);
    if (!record) {
        out.problem = tr("Cannot be read: %1").arg(EngineMessages::translate(error));
        return out;
    }
    out.turn = int(record->moves.size());
    int bad = -1;
    const auto game = Game::replay(*record, m_newGame.repository(), nullptr, &error, &bad);
    if (!game)
        out.problem = tr("Cannot be played here: %1").arg(EngineMessages::translate(error));
    for (qsizetype p = 0; p < record->setup.players.size(); ++p) {
        const PlayerSetup &player = record->setup.players[p];
        out.players.append(QVariantMap{
                {QStringLiteral("name"), EventText::seatName(record->setup, int(p))},
                {QStringLiteral("colourValue"), PlayerColours::value(player.color)},
                {QStringLiteral("score"),
                 game && p < game->state().playerCount() ? game->state().score(int(p)) : 0}});
    }
    out.finished = game && game->state().gameOver();
    return out;
}

QString GameController::addPackagePath(const QString &path)
{
    Message error;
    const auto id = m_newGame.addPath(path, &error);
    if (!id) {
        fail(tr("Could not read the package %1: %2").arg(path, EngineMessages::translate(error)));
        return {};
    }
    return *id;
}

QVariantMap GameController::importPackage(const QString &path, bool replace)
{
    // Every check `validate` applies, before anything is installed.
    const PackageInstaller::Outcome out =
            PackageInstaller::installFrom(path, replace, &PackageCheck::problems);
    QString result = QStringLiteral("refused");
    QString message;
    switch (out.result) {
    case PackageInstaller::Result::Installed:
        result = QStringLiteral("installed");
        message = tr("Imported %1: it is in the new game dialog now").arg(out.id);
        m_newGame.repository().forget(out.id); // a replaced package is read anew
        m_newGame.reload();
        break;
    case PackageInstaller::Result::Exists:
        result = QStringLiteral("exists");
        message = tr("A package %1 is installed already. Replace it?").arg(out.id);
        break;
    case PackageInstaller::Result::Unreadable:
        message = tr("%1 is not a package the game can play: %2")
                          .arg(path, EngineMessages::translate(out.detail));
        break;
    case PackageInstaller::Result::BuiltIn:
        message = tr("%1 is a built-in package's id: give the package another id in the editor")
                          .arg(out.id);
        break;
    case PackageInstaller::Result::FolderExists:
        message = tr("A package folder %1 is installed (%2): it is left as it is")
                          .arg(out.id, out.path);
        break;
    case PackageInstaller::Result::WriteFailed:
        message = tr("The package could not be installed: %1")
                          .arg(EngineMessages::translate(out.detail));
        break;
    case PackageInstaller::Result::NoFolder:
        message = tr("There is no folder for your packages on this system");
        break;
    }
    return {{QStringLiteral("result"), result},
            {QStringLiteral("id"), out.id},
            {QStringLiteral("message"), message}};
}

bool GameController::startGame(const QVariantMap &map)
{
    return start(map, false);
}

bool GameController::startTestGame(const QVariantMap &map)
{
    return start(map, true);
}

bool GameController::startFromModel()
{
    QString error;
    const auto setup = m_newGame.setupModel()->gameSetup(&error);
    return start(setup, error, false);
}

bool GameController::start(const QVariantMap &map, bool testGame)
{
    QString error;
    const auto setup = m_newGame.setupOf(map, &error);
    return start(setup, error, testGame);
}

bool GameController::start(const std::optional<GameSetup> &setup, const QString &error,
                           bool testGame)
{
    if (!setup) {
        fail(error);
        return false;
    }
    if (!begin(*setup, false))
        return false;
    m_testGame = testGame;
    m_storedMoves = 0;
    return true;
}

bool GameController::leavingLoses() const
{
    // An online table goes on without this window (a computer takes the seat): nothing lost.
    if (!game() || game()->state().gameOver() || onlineGame())
        return false;
    const bool autosaved = !m_testGame && !m_saves.autosavePath().isEmpty() && !m_autosaveFailed;
    return !autosaved && game()->record().moves.size() != m_storedMoves;
}

bool GameController::hasAutosave() const
{
    return m_saves.hasAutosave() && autosaveProblem().isEmpty();
}

QString GameController::autosaveProblem() const
{
    if (!m_saves.hasAutosave())
        return QString();
    // Continue never points at a game that cannot start: one whose packages are gone (a test
    // package removed since) stays on disk, but is not offered, and the button says why.
    Message error;
    const auto record = m_saves.read(m_saves.autosavePath(), &error);
    if (!record)
        return tr("The unfinished game cannot be read: %1").arg(EngineMessages::translate(error));
    const QStringList available = m_newGame.repository().availableIds();
    QStringList missing;
    for (const QString &id : record->setup.packages) {
        if (!available.contains(id))
            missing << id;
    }
    if (!missing.isEmpty())
        return tr("The unfinished game needs %n package(s) that are not installed: %1", nullptr,
                  int(missing.size()))
                .arg(QLocale().createSeparatedList(missing));
    return QString();
}

bool GameController::begin(const GameSetup &setup, bool saved)
{
    Problems problems;
    EventList events;
    auto game = Game::start(setup, m_newGame.repository(), &problems, &events);
    if (!game) {
        const QString text = EngineMessages::problems(problems);
        fail(saved ? tr("The saved game could not start: %1").arg(text)
                   : tr("The game could not start: %1").arg(text));
        return false;
    }
    TileImageProvider::install(qmlEngine(this));
    m_board.lists().clearAnchors(); // the new content's tiles have anchors of their own
    m_autosaveFailed = false; // a new game: a failure to keep it is said again
    m_session.begin(std::move(*game), events);
    return true;
}

bool GameController::continueGame()
{
    if (!m_saves.hasAutosave()) {
        // Gone since the button was lit (another instance finished it, or it was deleted).
        fail(tr("The unfinished game is no longer there."));
        emit autosaveChanged();
        return false;
    }
    const QString problem = autosaveProblem();
    if (!problem.isEmpty()) {
        fail(problem);
        return false;
    }
    return loadGame(m_saves.autosavePath());
}

bool GameController::loadGame(const QString &path)
{
    Message error;
    const auto record = m_saves.read(path, &error);
    if (!record) {
        fail(tr("Could not read %1: %2").arg(path, EngineMessages::translate(error)));
        return false;
    }
    if (!begin(record->setup, true))
        return false;
    m_testGame = false;
    m_loadingRecord = true;
    const int bad = m_session.replay(record->moves, &error);
    m_loadingRecord = false;
    m_storedMoves = game() ? game()->record().moves.size() : 0;
    if (bad >= 0)
        fail(tr("Move %1 of %2 is not legal: %3")
                     .arg(bad + 1)
                     .arg(path, EngineMessages::translate(error)));
    return true;
}

bool GameController::saveGame(const QString &path)
{
    if (!game())
        return false;
    Message error;
    if (!m_saves.write(path, recordJson().toUtf8(), &error)) {
        // The game stays open as it was; an older file at `path` is kept.
        fail(tr("Could not save to %1: %2").arg(path, EngineMessages::translate(error)));
        return false;
    }
    m_storedMoves = game()->record().moves.size();
    emitChanged();
    emit noticed(tr("Saved as %1").arg(QFileInfo(path).completeBaseName()));
    return true;
}

void GameController::endGame()
{
    if (m_session.following() || m_online.state() != QLatin1String("idle"))
        m_online.leave();
    m_session.end();
}

bool GameController::playAgain(bool next)
{
    if (!game())
        return false;
    GameSetup setup = game()->setup();
    setup.seed = QRandomGenerator::global()->generate64() >> 12;
    setup.hasDeck = false;
    setup.deck.clear();
    if (next) {
        const auto [name, ui] = m_ending.headline();
        if (!ui)
            return false;
        const int value = game()->state().content().parameter(name) + 1;
        if (value > RuleCatalog::parameter(name)->maximum)
            return false;
        QVariantMap parameters = setup.rules.value(QStringLiteral("parameters")).toMap();
        parameters.insert(name, value);
        setup.rules.insert(QStringLiteral("parameters"), parameters);
    }
    const bool testGame = m_testGame;
    if (!begin(setup, false))
        return false;
    m_testGame = testGame;
    m_storedMoves = 0;
    return true;
}

} // namespace carcassonne
