#pragma once

#include "finishedgames.h"
#include "record/gamerecord.h"

#include <QAbstractListModel>
#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QLockFile>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <functional>
#include <memory>
#include <optional>

namespace carcassonne {

// The games on disk: the saves folder's records, newest first (roles path, name, modified, and
// what a player picks a game by: its players with their scores, the turn, whether it is over,
// or why it cannot be loaded), and the autosave a game in progress keeps after each turn so that
// it can be continued after a crash or a quit. Files are written whole or not at all
// (QSaveFile); a saved game can be renamed or removed, nothing outside the saves folder. The
// games that ended, kept without being saved, are `finished` (a folder beside the saves).
class SavedGames : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The game controller's saved games")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
    Q_PROPERTY(QString folder READ folder CONSTANT)
    Q_PROPERTY(
            QString autosavePath READ autosavePath WRITE setAutosavePath NOTIFY autosavePathChanged)
    Q_PROPERTY(bool hasAutosave READ hasAutosave NOTIFY autosaveChanged)
    Q_PROPERTY(FinishedGames *finished READ finished CONSTANT)

public:
    enum Role {
        PathRole = Qt::UserRole + 1,
        NameRole,
        ModifiedRole,
        PlayersRole, // [{name, colourValue, score}]
        TurnRole,
        FinishedRole,
        ProblemRole // why it cannot be loaded, "" when it can
    };

    // What a record says when played: filled in by the game controller, which has the
    // packages. `problem` is set when it cannot be played.
    struct Summary
    {
        QVariantList players;
        int turn = 0;
        bool finished = false;
        QString problem;
    };
    using Summarizer = std::function<Summary(const QString &path)>;
    void setSummarizer(Summarizer summarizer) { m_summarizer = std::move(summarizer); }

    explicit SavedGames(QObject *parent = nullptr);
    ~SavedGames() override;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    QString folder() const;
    FinishedGames *finished() { return &m_finished; }
    // The autosave this window writes: the path asked for, or when another running window
    // holds that one, the first free of "<name>-2.json" ... "<name>-9.json" beside it (each
    // held by a lock file "<autosave>.lock" while its window runs).
    QString autosavePath() const { return m_autosavePath; }
    void setAutosavePath(const QString &path);
    bool hasAutosave() const;

    // Reads the saves folder again.
    Q_INVOKABLE void refresh();
    // Where a game saved under `name` goes: in the saves folder, without characters file
    // systems refuse.
    Q_INVOKABLE QString pathFor(const QString &name) const;
    // Whether a game saved under `name` would replace one.
    Q_INVOKABLE bool exists(const QString &name) const;
    // Gives the saved game at `path` (one of the list's) the name `name`; false when the name
    // is taken or empty, or the file could not be renamed.
    Q_INVOKABLE bool rename(const QString &path, const QString &name);
    // Deletes the saved game at `path` (one of the list's).
    Q_INVOKABLE bool remove(const QString &path);

    // Writes a record to `path` (its folder is made); false when it could not be written
    // (`error` says why; an older file there stays as it was).
    bool write(const QString &path, const QByteArray &record, Message *error = nullptr);
    std::optional<GameRecord> read(const QString &path, Message *error) const
    {
        return readRecord(path, error);
    }
    // A record as the window plays it: one whose computer players can be made.
    static std::optional<GameRecord> readRecord(const QString &path, Message *error);
    // Keeps the record of a game in progress as the autosave (none when the path is ""); false
    // when it could not be written (a full disk: the last autosave stays), `error` says why.
    bool writeAutosave(const QByteArray &record, Message *error = nullptr);
    // A finished game leaves nothing to continue.
    void removeAutosave();

    // Removes what a write killed between QSaveFile's link and rename leaves behind: its
    // temporary files "<file>.XXXXXX" (six letters) of the autosave and of the saves folder's
    // records ("<name>.json.XXXXXX"), when older than staleTempSeconds (younger ones may be
    // the write of a second instance running now). Nothing else is touched: not other files,
    // folders or links. Runs on start and when the autosave moves. Returns how many it removed.
    int removeStaleTempFiles();
    static constexpr int staleTempSeconds = 60;

signals:
    void countChanged();
    void autosavePathChanged();
    void autosaveChanged();

private:
    struct Entry
    {
        QString path;
        QString name;
        QDateTime modified;
        qint64 size = 0;
        Summary summary;
    };
    qsizetype indexOf(const QString &path) const;

    // Takes the first autosave slot of `path` no other running window holds.
    void claimAutosaveSlot(const QString &path);

    QList<Entry> m_entries;
    Summarizer m_summarizer;
    QString m_requestedAutosavePath; // as set; m_autosavePath is the slot taken
    QString m_autosavePath;
    std::unique_ptr<QLockFile> m_autosaveLock;
    FinishedGames m_finished;
};

} // namespace carcassonne
