#pragma once

#include <QDateTime>
#include <QString>

#include <memory>
#include <vector>

class QLockFile;

namespace carcassonne {

class PackageDocument;

// The editor's recovery copies: one folder per running window under root(), locked while the
// window lives, holding the unsaved package and the path it came from. A folder whose lock
// nobody holds was left behind by an editor that did not close properly.
class RecoveryStore
{
public:
    // A copy a closed editor left behind, locked by this store until it is dropped.
    class Leftover
    {
    public:
        Leftover(QString folder, std::unique_ptr<QLockFile> lock);
        Leftover(Leftover &&) noexcept;
        Leftover &operator=(Leftover &&) noexcept;
        ~Leftover();
        QString folder() const { return m_folder; }
        QString packagePath() const;
        // When the copy was last written.
        QDateTime savedAt() const;
        // Where the package was saved before, or empty for a package never saved.
        QString originPath() const;
        // Deletes the copy and its lock.
        void remove();

    private:
        QString m_folder;
        std::unique_ptr<QLockFile> m_lock;
    };

    // Makes this window's folder, locked.
    RecoveryStore();
    ~RecoveryStore();
    RecoveryStore(const RecoveryStore &) = delete;
    RecoveryStore &operator=(const RecoveryStore &) = delete;

    static QString root();
    QString folder() const { return m_folder; }

    // Writes the document's copy if it changed since the last one; removes the copy when the
    // document has nothing unsaved. False (with the reason) when the copy could not be written.
    bool save(const PackageDocument &document, QString *error);
    // The next save() writes even if the document's revision is the one last written (restored
    // work is unsaved work).
    void markStale() { m_savedRevision = kNoRevision; }
    // The document's revision is what is on disk: nothing to write until it changes.
    void markSaved(quint64 revision) { m_savedRevision = revision; }
    // Deletes this window's copy (a clean close).
    void clear();

    // Copies other editors left behind that hold a package, newest first; folders without one
    // are deleted on the way, and folders still locked by a running editor are not listed.
    std::vector<Leftover> leftovers() const;

private:
    static constexpr quint64 kNoRevision = ~quint64(0);
    QString m_folder;
    std::unique_ptr<QLockFile> m_lock;
    quint64 m_savedRevision = kNoRevision;
};

} // namespace carcassonne
