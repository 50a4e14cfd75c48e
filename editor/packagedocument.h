#pragma once

#include "content/package.h"
#include "core/problem.h"
#include "packagemetadata.h"

#include <QObject>
#include <QUndoStack>

namespace carcassonne {

class PackageRepository;

// The package being edited. Widgets read it and change it only through commands on its undo
// stack (the push* functions make them); the setters below are for those commands.
class PackageDocument : public QObject
{
    Q_OBJECT

public:
    explicit PackageDocument(PackageRepository *repository, QObject *parent = nullptr);

    const Package &package() const { return m_package; }
    const TileDefinition &tile(int index) const { return m_package.tiles[index]; }
    int tileCount() const { return int(m_package.tiles.size()); }
    int indexOfTile(const QString &id) const;
    PackageMetadata metadata() const;
    QUndoStack *undoStack() { return &m_undo; }
    PackageRepository *repository() const { return m_repository; }

    // Where it was last opened from or saved to (a folder or a .zip); empty for a new one.
    QString path() const { return m_path; }
    bool isModified() const { return !m_undo.isClean(); }
    // Counts every change, so autosave can tell whether anything happened since it last ran.
    quint64 revision() const { return m_revision; }

    // A new package with one plain tile, or a copy of another as a starting point.
    void reset(const Package &package, const QString &path = {});
    // A new package named `name` in English (the Package page adds Dutch and German), requiring
    // base, with an id from the name that no other package has (freePackageId).
    void newPackage(const QString &name = QStringLiteral("My tiles"));
    // An id for a package named `name`: the name in the manifest's id letters (idFromName),
    // with "-2", "-3", ... added while an installed or built-in package, or a file or folder
    // in the user's packages folder, has it; so a second new package never clashes.
    QString freePackageId(const QString &name) const;
    // `name` in lower-case letters, digits and '-' (accents dropped, at most 64 characters);
    // "package" when nothing of it is left.
    static QString idFromName(const QString &name);
    bool open(const QString &path, QString *error);
    // Writes a folder or a zip (by the path's ending) atomically; on failure nothing changes.
    bool save(const QString &path, QString *error);
    // A recovery copy that does not touch the document's path or clean state.
    bool saveCopy(const QString &path, QString *error) const;
    // Everything validation finds, through the engine, with the required packages.
    Problems problems() const;
    QList<Package> requiredPackages() const;
    // A tile id not yet used, from a stem ("T1", "T2", ...).
    QString freeTileId(const QString &stem) const;

    // User actions: each pushes one command.
    void pushTileEdit(int index, const TileDefinition &tile, const QString &text,
                      int mergeKey = -1);
    void pushAddTile(int index, const TileDefinition &tile, const QString &text);
    void pushRemoveTile(int index);
    void pushRenameTile(int index, const QString &id);
    void pushMetadata(const PackageMetadata &metadata, const QString &text);
    void pushRules(const RulesDefinition &rules, const QString &text);
    // A change of the authored rules (attributes, scoring rules): lists the module `authored`
    // when they are not empty, and fits the tiles' attribute counts to the attributes (a type
    // dropped, a lower maximum), all in one undo step.
    void pushAuthoredRules(RulesDefinition rules, const QString &text);
    // Removes the package's attribute `index`, and its counts from every feature (the later
    // attributes' counts move down a slot), in one undo step. Refused while a scoring rule
    // names it: `refusal` says which, in the language shown.
    bool pushRemoveAttribute(int index, QString *refusal = nullptr);

    // For commands only.
    void setTile(int index, const TileDefinition &tile);
    void insertTile(int index, const TileDefinition &tile);
    void takeTile(int index);
    void setMetadata(const PackageMetadata &metadata);
    void setRules(const RulesDefinition &rules);

signals:
    void tileChanged(int index);
    void tilesReset();
    void metadataChanged();
    void rulesChanged();
    void contentChanged();
    void pathChanged(const QString &path);

private:
    void changed();

    PackageRepository *m_repository;
    Package m_package;
    QUndoStack m_undo;
    QString m_path;
    quint64 m_revision = 0;
};

} // namespace carcassonne
