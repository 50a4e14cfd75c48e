#pragma once

#include "core/message.h"

#include <QAbstractListModel>
#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

namespace carcassonne {

class Game;
class PackageRepository;

// Every finished game, kept without being saved: its record in the "finished" folder beside the
// saves, named by the date and time it ended (never by anything in the record), newest first
// (roles path, name, finishedAt, rules, players, problem). What the list shows of a game (its
// players, scores, winners and packages) and the name a player gave it live in a small index
// ("index.json" in the same folder), so that listing never replays a game; a file the index
// does not know, or that changed since, is read and replayed once. At most `limit` games are
// kept: the oldest go first. Files are written whole or not at all (DiskFile).
class FinishedGames : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The saved games' finished games")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
    Q_PROPERTY(int limit READ limit WRITE setLimit NOTIFY limitChanged)

public:
    enum Role {
        PathRole = Qt::UserRole + 1,
        NameRole, // the name a player gave it, or ""
        FinishedAtRole, // when it ended, in the language shown
        RulesRole, // the packages' names, as the new game dialog shows them
        PlayersRole, // [{name, colourValue, score, winner}]
        ProblemRole // why it cannot be reviewed, "" when it can
    };

    static constexpr int kDefaultLimit = 50;
    static constexpr int kMaxLimit = 500;
    static constexpr int kMaxNameLength = 80;

    explicit FinishedGames(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // The folder the records go to ("" for AppDataLocation/finished, beside the saves).
    QString folder() const;
    void setFolder(const QString &folder) { m_folder = folder; }
    // Where packages are looked up: their names, and the replay of a game the index lacks.
    void setRepository(PackageRepository *repository) { m_repository = repository; }

    int limit() const { return m_limit; }
    // 0 to kMaxLimit; once the list was read, a lower limit removes the oldest at once (not
    // before: the window sets the remembered value at start, perhaps after a default).
    void setLimit(int limit);

    // Keeps a game that just ended; false when nothing was written: the limit is 0, the same
    // game is kept already (a finished game loaded and ended again), or the disk refused it.
    bool store(const Game &game, Message *error = nullptr);

    // Reads the folder again (and removes the oldest past the limit).
    Q_INVOKABLE void refresh();
    // Names the game at `path` (one of the list's); "" takes its name away. False when the
    // index could not be written.
    Q_INVOKABLE bool rename(const QString &path, const QString &name);
    // Deletes the game at `path` (one of the list's).
    Q_INVOKABLE bool remove(const QString &path);

signals:
    void countChanged();
    void limitChanged();

private:
    struct Entry
    {
        QString path;
        QString file; // its name in the folder
        QDateTime finishedAt;
        int sequence = 0; // several ended in the same millisecond: "-2", "-3"
        qint64 size = 0;
        QDateTime modified;
        QJsonObject facts; // the index's entry: name, packages, players, digest
        QString problem;
    };

    QJsonObject readIndex() const;
    bool writeIndex(const QJsonObject &index, Message *error = nullptr) const;
    // What the index keeps of a record on disk, read and replayed; `problem` says why it cannot
    // be reviewed.
    QJsonObject factsOf(const QString &path, QString *problem) const;
    // The records in the folder, newest first, with what the index says of them.
    QList<Entry> scan(QJsonObject &index, bool *indexChanged) const;
    // Removes the oldest past the limit from the folder and from `index`.
    static bool prune(QList<Entry> &entries, QJsonObject &index, int limit);
    QString rulesText(const QJsonArray &packages) const;
    qsizetype indexOf(const QString &path) const;

    QList<Entry> m_entries;
    QString m_folder;
    PackageRepository *m_repository = nullptr;
    int m_limit = kDefaultLimit;
    bool m_listed = false; // refresh() ran: the list is shown somewhere
};

} // namespace carcassonne
