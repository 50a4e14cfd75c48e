#include "savedgames.h"

#include "ai/botfactory.h"
#include "core/diskfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QRegularExpression>
#include <QStandardPaths>

#include <algorithm>

namespace carcassonne {

namespace {

bool writeWhole(const QString &path, const QByteArray &bytes, Message *error)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    // Every write, the flush and the sync checked: on a full disk the old file stays.
    return DiskFile::write(path, bytes, error);
}

} // namespace

SavedGames::SavedGames(QObject *parent) : QAbstractListModel(parent)
{
    const QString data = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    claimAutosaveSlot(data + QStringLiteral("/autosave.json"));
    removeStaleTempFiles();
}

SavedGames::~SavedGames() = default;

void SavedGames::claimAutosaveSlot(const QString &path)
{
    m_requestedAutosavePath = path;
    m_autosaveLock.reset();
    m_autosavePath = path;
    if (path.isEmpty())
        return;
    const QFileInfo asked(path);
    QDir().mkpath(asked.absolutePath());
    const QString stem = asked.absolutePath() + QLatin1Char('/') + asked.completeBaseName();
    const QString suffix = asked.suffix().isEmpty() ? QString() : QLatin1Char('.') + asked.suffix();
    for (int slot = 1; slot <= 9; ++slot) {
        const QString candidate =
                slot == 1 ? path : QStringLiteral("%1-%2%3").arg(stem).arg(slot).arg(suffix);
        auto lock = std::make_unique<QLockFile>(candidate + QStringLiteral(".lock"));
        // Stale only when its window is gone (its process ended), never by age: a game may
        // stay open for days.
        lock->setStaleLockTime(0);
        if (lock->tryLock(0)) {
            m_autosavePath = candidate;
            m_autosaveLock = std::move(lock);
            return;
        }
    }
    // Nine windows at once, or a folder without locks: the path asked for, shared as before.
}

int SavedGames::removeStaleTempFiles()
{
    int removed = 0;
    // The saves folder's records are "<name>.json" (pathFor); no folder without a
    // data folder.
    if (!QStandardPaths::writableLocation(QStandardPaths::AppDataLocation).isEmpty())
        removed += DiskFile::removeStaleTemporaries(folder(), QStringLiteral(R"(.+\.json)"),
                                                    staleTempSeconds);
    // The finished games' records and their index, beside the saves.
    if (!m_finished.folder().isEmpty())
        removed += DiskFile::removeStaleTemporaries(
                m_finished.folder(), QStringLiteral(R"(.+\.json)"), staleTempSeconds);
    if (!m_autosavePath.isEmpty()) {
        const QFileInfo autosave(m_autosavePath);
        removed += DiskFile::removeStaleTemporaries(autosave.absolutePath(),
                                                    QRegularExpression::escape(autosave.fileName()),
                                                    staleTempSeconds);
    }
    return removed;
}

int SavedGames::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

QVariant SavedGames::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_entries.size())
        return {};
    const Entry &e = m_entries[index.row()];
    switch (role) {
    case PathRole:
        return e.path;
    case NameRole:
        return e.name;
    case ModifiedRole:
        // In the language shown now (LanguageSwitcher sets the default locale).
        return QLocale().toString(e.modified, QLocale::ShortFormat);
    case PlayersRole:
        return e.summary.players;
    case TurnRole:
        return e.summary.turn;
    case FinishedRole:
        return e.summary.finished;
    case ProblemRole:
        return e.summary.problem;
    }
    return {};
}

QHash<int, QByteArray> SavedGames::roleNames() const
{
    return {{PathRole, "path"},       {NameRole, "name"}, {ModifiedRole, "modified"},
            {PlayersRole, "players"}, {TurnRole, "turn"}, {FinishedRole, "finished"},
            {ProblemRole, "problem"}};
}

QString SavedGames::folder() const
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
            + QStringLiteral("/saves");
}

void SavedGames::setAutosavePath(const QString &path)
{
    if (path == m_requestedAutosavePath)
        return;
    claimAutosaveSlot(path);
    removeStaleTempFiles();
    emit autosavePathChanged();
    emit autosaveChanged();
}

bool SavedGames::hasAutosave() const
{
    return !m_autosavePath.isEmpty() && QFileInfo::exists(m_autosavePath);
}

void SavedGames::refresh()
{
    const int before = int(m_entries.size());
    // A game read before, unchanged since, keeps its summary: reading means replaying.
    const QList<Entry> known = m_entries;
    beginResetModel();
    m_entries.clear();
    // System too: a FIFO or a link to a device is listed (as damaged, to be deleted), never
    // read (GameRecord::fromFile reads regular files only).
    const QFileInfoList files = QDir(folder()).entryInfoList(
            {QStringLiteral("*.json")}, QDir::Files | QDir::System, QDir::Time);
    for (const QFileInfo &f : files) {
        Entry e{f.absoluteFilePath(), f.completeBaseName(), f.lastModified(), f.size(), {}};
        const auto same = std::find_if(known.cbegin(), known.cend(), [&](const Entry &k) {
            return k.path == e.path && k.modified == e.modified && k.size == e.size;
        });
        if (same != known.cend())
            e.summary = same->summary;
        else if (m_summarizer)
            e.summary = m_summarizer(e.path);
        m_entries.append(e);
    }
    endResetModel();
    if (before != m_entries.size())
        emit countChanged();
}

qsizetype SavedGames::indexOf(const QString &path) const
{
    for (qsizetype i = 0; i < m_entries.size(); ++i) {
        if (m_entries[i].path == path)
            return i;
    }
    return -1;
}

bool SavedGames::exists(const QString &name) const
{
    return QFileInfo::exists(pathFor(name));
}

bool SavedGames::rename(const QString &path, const QString &name)
{
    const QString trimmed = name.trimmed();
    const qsizetype i = indexOf(path);
    if (i < 0 || trimmed.isEmpty())
        return false;
    const QString target = pathFor(trimmed);
    if (target == path)
        return true;
    if (QFileInfo::exists(target) || !QFile::rename(path, target))
        return false;
    refresh();
    return true;
}

bool SavedGames::remove(const QString &path)
{
    // Only a file the list shows: never a path QML made up.
    if (indexOf(path) < 0 || !QFile::remove(path))
        return false;
    refresh();
    return true;
}

QString SavedGames::pathFor(const QString &name) const
{
    static const QRegularExpression refused(QStringLiteral(R"([/\\:*?"<>|])"));
    return folder() + QLatin1Char('/') + QString(name).replace(refused, QStringLiteral("_"))
            + QStringLiteral(".json");
}

bool SavedGames::write(const QString &path, const QByteArray &record, Message *error)
{
    return writeWhole(path, record, error);
}

std::optional<GameRecord> SavedGames::readRecord(const QString &path, Message *error)
{
    std::optional<GameRecord> record = GameRecord::fromFile(path, error);
    if (!record)
        return record;
    // The game makes its computer players from these kinds: one it cannot make
    // would leave its seat without a player, and absurd settings
    // (ai:mcts?iterations=2000000000) would never move. Kinds other than "ai:..."
    // are people.
    for (qsizetype i = 0; i < record->setup.players.size(); ++i) {
        const QString &kind = record->setup.players[i].kind;
        if (!kind.startsWith(QLatin1String("ai:")))
            continue;
        const Message problem = BotFactory::fileKindProblem(kind);
        if (!problem.isEmpty()) {
            if (error)
                *error = Message::located(QStringLiteral("setup.players[%1].kind").arg(i), problem);
            return std::nullopt;
        }
    }
    return record;
}

bool SavedGames::writeAutosave(const QByteArray &record, Message *error)
{
    if (m_autosavePath.isEmpty())
        return true;
    const bool had = hasAutosave();
    // A FIFO, a device or a link to one where the autosave goes is damage, not a file to
    // write through (QSaveFile follows a link): it is replaced.
    const QFileInfo old(m_autosavePath);
    if ((old.exists() || old.isSymLink()) && !old.isFile())
        QFile::remove(m_autosavePath);
    const bool written = writeWhole(m_autosavePath, record, error);
    if (!had && hasAutosave())
        emit autosaveChanged();
    return written;
}

void SavedGames::removeAutosave()
{
    if (!m_autosavePath.isEmpty() && QFile::remove(m_autosavePath))
        emit autosaveChanged();
}

} // namespace carcassonne
