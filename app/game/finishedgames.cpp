#include "finishedgames.h"

#include "content/packagerepository.h"
#include "core/diskfile.h"
#include "enginemessages.h"
#include "packagechoices.h"
#include "playercolours.h"
#include "record/game.h"
#include "savedgames.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QRegularExpression>
#include <QStandardPaths>

#include <algorithm>

namespace carcassonne {

namespace {

const QString kIndexFile = QStringLiteral("index.json");
const QString kIndexFormat = QStringLiteral("carcassonne-finished-games");
const QString kStampFormat = QStringLiteral("yyyy-MM-dd_HH-mm-ss-zzz");
// A few hundred games of a few players: far below this, and a bigger file is damage.
constexpr qint64 kMaxIndexBytes = 8 * 1024 * 1024;
// What a record's setup allows, and what a row can show.
constexpr int kMaxListedPlayers = 32;

// The records' names: the date and time a game ended, and "-2", "-3" ... when several ended in
// the same millisecond. Nothing else in the folder is listed or removed.
const QRegularExpression &recordName()
{
    static const QRegularExpression name(QStringLiteral(
            R"(^(\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}-\d{3})(?:-(\d{1,4}))?\.json$)"));
    return name;
}

QString digestOf(const QByteArray &bytes)
{
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha1).toHex());
}

// What the index keeps of a game's players: name, colour, score, and whether it won.
QJsonArray playersOf(const GameSetup &setup, const GameState *state)
{
    QJsonArray players;
    const unsigned winners = state && state->gameOver() ? state->outcome().winners : 0u;
    for (qsizetype p = 0; p < setup.players.size() && p < kMaxListedPlayers; ++p) {
        const bool scored = state && p < state->playerCount();
        players.append(QJsonObject{{QStringLiteral("name"), setup.players[p].name},
                                   {QStringLiteral("color"), setup.players[p].color},
                                   {QStringLiteral("score"), scored ? state->score(int(p)) : 0},
                                   {QStringLiteral("winner"), bool(winners >> p & 1u)}});
    }
    return players;
}

} // namespace

FinishedGames::FinishedGames(QObject *parent) : QAbstractListModel(parent) { }

QString FinishedGames::folder() const
{
    if (!m_folder.isEmpty())
        return m_folder;
    const QString data = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    return data.isEmpty() ? QString() : data + QStringLiteral("/finished");
}

int FinishedGames::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

QVariant FinishedGames::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_entries.size())
        return {};
    const Entry &e = m_entries[index.row()];
    switch (role) {
    case PathRole:
        return e.path;
    case NameRole:
        return e.facts.value(QStringLiteral("name")).toString().left(kMaxNameLength);
    case FinishedAtRole:
        // In the language shown now (LanguageSwitcher sets the default locale).
        return QLocale().toString(e.finishedAt, QLocale::ShortFormat);
    case RulesRole:
        return rulesText(e.facts.value(QStringLiteral("packages")).toArray());
    case PlayersRole: {
        QVariantList players;
        const QJsonArray list = e.facts.value(QStringLiteral("players")).toArray();
        for (qsizetype p = 0; p < list.size() && p < kMaxListedPlayers; ++p) {
            const QJsonObject player = list[p].toObject();
            players.append(QVariantMap{
                    {QStringLiteral("name"),
                     player.value(QStringLiteral("name"))
                             .toString()
                             .left(GameRecord::kMaxNameLength)},
                    {QStringLiteral("colourValue"),
                     PlayerColours::value(player.value(QStringLiteral("color")).toString())},
                    {QStringLiteral("score"), player.value(QStringLiteral("score")).toInt()},
                    {QStringLiteral("winner"), player.value(QStringLiteral("winner")).toBool()}});
        }
        return players;
    }
    case ProblemRole:
        return e.problem;
    }
    return {};
}

QHash<int, QByteArray> FinishedGames::roleNames() const
{
    return {{PathRole, "path"},   {NameRole, "name"},       {FinishedAtRole, "finishedAt"},
            {RulesRole, "rules"}, {PlayersRole, "players"}, {ProblemRole, "problem"}};
}

QString FinishedGames::rulesText(const QJsonArray &packages) const
{
    QStringList names;
    for (const QJsonValue &v : packages) {
        const QString id = v.toString();
        // Ids from a file are checked before they are looked up: never a path.
        if (!PackageRepository::isValidId(id))
            continue;
        std::optional<Package> package;
        if (m_repository) {
            Problems problems;
            package = m_repository->load(id, &problems);
        }
        names << (package ? PackageChoices::factsOf(*package).name : id);
    }
    return QLocale().createSeparatedList(names);
}

void FinishedGames::setLimit(int limit)
{
    limit = std::clamp(limit, 0, kMaxLimit);
    if (limit == m_limit)
        return;
    m_limit = limit;
    emit limitChanged();
    if (m_listed && m_entries.size() > m_limit)
        refresh();
}

QJsonObject FinishedGames::readIndex() const
{
    const auto bytes =
            DiskFile::read(folder() + QLatin1Char('/') + kIndexFile, kMaxIndexBytes, nullptr);
    if (!bytes)
        return {};
    // A damaged index loses the names given and is written anew: the games are still listed,
    // each read once more from its record.
    const QJsonObject index = QJsonDocument::fromJson(*bytes).object();
    if (index.value(QStringLiteral("format")).toString() != kIndexFormat)
        return {};
    return index.value(QStringLiteral("games")).toObject();
}

bool FinishedGames::writeIndex(const QJsonObject &games, Message *error) const
{
    const QJsonObject index{{QStringLiteral("format"), kIndexFormat},
                            {QStringLiteral("version"), 1},
                            {QStringLiteral("games"), games}};
    QDir().mkpath(folder());
    return DiskFile::write(folder() + QLatin1Char('/') + kIndexFile,
                           QJsonDocument(index).toJson(QJsonDocument::Compact), error);
}

QJsonObject FinishedGames::factsOf(const QString &path, QString *problem) const
{
    Message error;
    const auto record = SavedGames::readRecord(path, &error);
    if (!record) {
        *problem = tr("Cannot be read: %1").arg(EngineMessages::translate(error));
        return {};
    }
    std::optional<Game> game;
    if (m_repository) {
        int bad = -1;
        game = Game::replay(*record, *m_repository, nullptr, &error, &bad);
        if (!game)
            *problem = tr("Cannot be played here: %1").arg(EngineMessages::translate(error));
    }
    return {{QStringLiteral("packages"), QJsonArray::fromStringList(record->setup.packages)},
            {QStringLiteral("players"), playersOf(record->setup, game ? &game->state() : nullptr)},
            {QStringLiteral("digest"), digestOf(record->toBytes())}};
}

QList<FinishedGames::Entry> FinishedGames::scan(QJsonObject &index, bool *indexChanged) const
{
    QList<Entry> entries;
    if (folder().isEmpty())
        return entries;
    // System too: a FIFO or a link to a device is listed (as damaged, to be deleted), never
    // read (DiskFile reads regular files only).
    const QFileInfoList files =
            QDir(folder()).entryInfoList({QStringLiteral("*.json")}, QDir::Files | QDir::System);
    QStringList seen;
    for (const QFileInfo &f : files) {
        const QRegularExpressionMatch match = recordName().match(f.fileName());
        if (!match.hasMatch())
            continue;
        Entry e;
        e.path = f.absoluteFilePath();
        e.file = f.fileName();
        e.finishedAt = QDateTime::fromString(match.captured(1), kStampFormat);
        if (!e.finishedAt.isValid())
            e.finishedAt = f.lastModified();
        e.sequence = match.captured(2).toInt();
        e.size = f.size();
        e.modified = f.lastModified();
        seen << e.file;
        const QJsonObject known = index.value(e.file).toObject();
        const bool unchanged = known.value(QStringLiteral("size")).toInteger(-1) == e.size
                && known.value(QStringLiteral("modified")).toInteger(-1)
                        == e.modified.toMSecsSinceEpoch();
        if (unchanged) {
            e.facts = known;
        } else {
            // Read before, unchanged since (a damaged file): not replayed again.
            const auto same =
                    std::find_if(m_entries.cbegin(), m_entries.cend(), [&](const Entry &k) {
                        return k.path == e.path && k.size == e.size && k.modified == e.modified;
                    });
            if (same != m_entries.cend()) {
                e.facts = same->facts;
                e.problem = same->problem;
            } else {
                e.facts = factsOf(e.path, &e.problem);
            }
            // The name a player gave it stays whatever became of the file.
            if (known.contains(QStringLiteral("name")))
                e.facts.insert(QStringLiteral("name"), known.value(QStringLiteral("name")));
            if (e.problem.isEmpty()) {
                e.facts.insert(QStringLiteral("size"), e.size);
                e.facts.insert(QStringLiteral("modified"), e.modified.toMSecsSinceEpoch());
                index.insert(e.file, e.facts);
                *indexChanged = true;
            }
        }
        entries.append(e);
    }
    // Games deleted behind the list's back leave the index.
    for (const QString &file : index.keys()) {
        if (!seen.contains(file)) {
            index.remove(file);
            *indexChanged = true;
        }
    }
    std::sort(entries.begin(), entries.end(), [](const Entry &a, const Entry &b) {
        if (a.finishedAt != b.finishedAt)
            return a.finishedAt > b.finishedAt;
        return a.sequence > b.sequence;
    });
    return entries;
}

bool FinishedGames::prune(QList<Entry> &entries, QJsonObject &index, int limit)
{
    bool removed = false;
    while (entries.size() > limit) {
        const Entry oldest = entries.takeLast();
        QFile::remove(oldest.path);
        index.remove(oldest.file);
        removed = true;
    }
    return removed;
}

void FinishedGames::refresh()
{
    const int before = int(m_entries.size());
    QJsonObject index = readIndex();
    bool changed = false;
    QList<Entry> entries = scan(index, &changed);
    changed = prune(entries, index, m_limit) || changed;
    if (changed)
        writeIndex(index);
    beginResetModel();
    m_entries = entries;
    endResetModel();
    m_listed = true;
    if (before != m_entries.size())
        emit countChanged();
}

bool FinishedGames::store(const Game &game, Message *error)
{
    if (folder().isEmpty()) {
        if (error)
            *error = Message::verbatim(QStringLiteral("no folder for finished games")); // not shown
        return false;
    }
    QJsonObject index = readIndex();
    const QByteArray bytes = game.record().toBytes();
    const QString digest = digestOf(bytes);
    for (auto it = index.constBegin(); it != index.constEnd(); ++it) {
        if (it.value().toObject().value(QStringLiteral("digest")).toString() == digest
            && QFileInfo::exists(folder() + QLatin1Char('/') + it.key()))
            return false;
    }
    QString path;
    if (m_limit > 0) {
        QDir().mkpath(folder());
        // Named by when it ended, never by anything in the record.
        const QString stamp = QDateTime::currentDateTime().toString(kStampFormat);
        for (int sequence = 1; sequence < 100 && path.isEmpty(); ++sequence) {
            const QString candidate = folder() + QLatin1Char('/') + stamp
                    + (sequence == 1 ? QString() : QStringLiteral("-%1").arg(sequence))
                    + QStringLiteral(".json");
            if (!QFileInfo::exists(candidate) && !QFileInfo(candidate).isSymLink())
                path = candidate;
        }
        if (path.isEmpty() || !DiskFile::write(path, bytes, error))
            return false;
        const QFileInfo written(path);
        index.insert(
                written.fileName(),
                QJsonObject{
                        {QStringLiteral("packages"),
                         QJsonArray::fromStringList(game.setup().packages)},
                        {QStringLiteral("players"), playersOf(game.setup(), &game.state())},
                        {QStringLiteral("digest"), digest},
                        {QStringLiteral("size"), written.size()},
                        {QStringLiteral("modified"), written.lastModified().toMSecsSinceEpoch()}});
    }
    bool changed = false;
    QList<Entry> entries = scan(index, &changed);
    prune(entries, index, m_limit);
    writeIndex(index);
    if (m_listed) {
        const int before = int(m_entries.size());
        beginResetModel();
        m_entries = entries;
        endResetModel();
        if (before != m_entries.size())
            emit countChanged();
    }
    return !path.isEmpty() && QFileInfo::exists(path);
}

qsizetype FinishedGames::indexOf(const QString &path) const
{
    for (qsizetype i = 0; i < m_entries.size(); ++i) {
        if (m_entries[i].path == path)
            return i;
    }
    return -1;
}

bool FinishedGames::rename(const QString &path, const QString &name)
{
    const qsizetype i = indexOf(path);
    if (i < 0)
        return false;
    // Kept beside the record, never in a path: any text will do, line breaks aside.
    QString kept = name.simplified().left(kMaxNameLength);
    Entry &e = m_entries[i];
    QJsonObject index = readIndex();
    QJsonObject facts = index.contains(e.file) ? index.value(e.file).toObject() : e.facts;
    if (kept.isEmpty())
        facts.remove(QStringLiteral("name"));
    else
        facts.insert(QStringLiteral("name"), kept);
    index.insert(e.file, facts);
    if (!writeIndex(index))
        return false;
    if (kept.isEmpty())
        e.facts.remove(QStringLiteral("name"));
    else
        e.facts.insert(QStringLiteral("name"), kept);
    emit dataChanged(this->index(int(i)), this->index(int(i)), {NameRole});
    return true;
}

bool FinishedGames::remove(const QString &path)
{
    // Only a file the list shows: never a path QML made up.
    const qsizetype i = indexOf(path);
    if (i < 0 || (!QFile::remove(path) && QFileInfo(path).exists()))
        return false;
    QJsonObject index = readIndex();
    if (index.contains(m_entries[i].file)) {
        index.remove(m_entries[i].file);
        writeIndex(index);
    }
    beginRemoveRows({}, int(i), int(i));
    m_entries.removeAt(i);
    endRemoveRows();
    emit countChanged();
    return true;
}

} // namespace carcassonne
