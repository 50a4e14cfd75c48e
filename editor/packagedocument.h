#pragma once

#include "content/package.h"
#include "core/problem.h"
#include "packagemetadata.h"

#include <QObject>
#include <QUndoStack>

#include <optional>

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
    // The package's own pictures (issue 53). Attribute `index`'s mark, or figure `index`'s
    // picture, becomes `svg`: checked as the package reader checks art (ArtChecker), stored in
    // the package's art as art/mark-<id>.svg or art/figure-<id>.svg (a free name beside it when
    // that one holds other art), and named by the attribute or figure, in one undo step.
    // Refused, changing nothing, when the checker refuses the SVG: `refusal` says why, in the
    // language shown.
    bool pushAttributeMarkArt(int index, const QByteArray &svg, QString *refusal = nullptr);
    bool pushFigureArt(int index, const QByteArray &svg, QString *refusal = nullptr);
    // Attribute `index` marked by `mark` (one of AuthoredAttribute::marks() or art the package
    // holds); figure `index` drawn as the meeple at its size again. An own picture nothing uses
    // any more leaves the package's art in the same step.
    void pushAttributeMark(int index, const QString &mark);
    void pushClearFigureArt(int index);
    // The SVG file `path` the user chose, read bounded: nothing (and `error`, in the language
    // shown) when it is not a plain file, cannot be read or holds more than ArtChecker::kMaxBytes.
    static std::optional<QByteArray> readArtFile(const QString &path, QString *error);

    // For commands only.
    void setTile(int index, const TileDefinition &tile);
    void insertTile(int index, const TileDefinition &tile);
    void takeTile(int index);
    void setMetadata(const PackageMetadata &metadata);
    void setRules(const RulesDefinition &rules);
    void setArt(const QMap<QString, QByteArray> &art);

signals:
    void tileChanged(int index);
    void tilesReset();
    void metadataChanged();
    void rulesChanged();
    void contentChanged();
    void pathChanged(const QString &path);

private:
    void changed();
    // Pushes `rules` with `art` in one step; a picture the old rules named (an own mark, a
    // figure's art) that nothing names now is dropped from the art. Nothing when unchanged.
    void pushRulesArt(RulesDefinition rules, QMap<QString, QByteArray> art, const QString &text);
    // Where an own picture of `stem` ("mark-inn") is stored: art/<stem>.svg, or -2, -3... when
    // that holds other bytes that the tiles or the rules `others` name.
    QString freeArtPath(const QString &stem, const QByteArray &svg,
                        const RulesDefinition &others) const;
    bool checkArt(const QByteArray &svg, QString *refusal) const;

    PackageRepository *m_repository;
    Package m_package;
    QUndoStack m_undo;
    QString m_path;
    quint64 m_revision = 0;
};

} // namespace carcassonne
