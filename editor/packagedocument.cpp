#include "packagedocument.h"

#include "addtilecommand.h"
#include "content/packagereader.h"
#include "content/packagerepository.h"
#include "content/packagevalidator.h"
#include "content/packagewriter.h"
#include "editmetadatacommand.h"
#include "editrulescommand.h"
#include "edittilecommand.h"
#include "enginemessages.h"
#include "removetilecommand.h"
#include "tileediting.h"

namespace carcassonne {

PackageDocument::PackageDocument(PackageRepository *repository, QObject *parent)
    : QObject(parent),
      m_repository(repository)
{
    connect(&m_undo, &QUndoStack::indexChanged, this, [this] { ++m_revision; });
    newPackage();
}

int PackageDocument::indexOfTile(const QString &id) const
{
    for (int i = 0; i < m_package.tiles.size(); ++i) {
        if (m_package.tiles[i].id == id)
            return i;
    }
    return -1;
}

PackageMetadata PackageDocument::metadata() const
{
    return {m_package.id, m_package.version, m_package.name, m_package.description,
            m_package.requirements};
}

void PackageDocument::reset(const Package &package, const QString &path)
{
    m_undo.clear();
    m_package = package;
    m_path = path;
    ++m_revision;
    emit tilesReset();
    emit metadataChanged();
    emit rulesChanged();
    emit contentChanged();
    emit pathChanged(m_path);
}

void PackageDocument::newPackage()
{
    Package p;
    p.id = QStringLiteral("my-tiles");
    p.version = QStringLiteral("1.0");
    p.name.insert(QStringLiteral("en"), QStringLiteral("My tiles"));
    p.requirements << QStringLiteral("base");
    p.tiles << TileEditing::blank(QStringLiteral("T1"));
    reset(p);
}

bool PackageDocument::open(const QString &path, QString *error)
{
    // A folder save killed between its renames is finished (or undone) first.
    PackageWriter::recoverFolder(path);
    // Lenient: work in progress with problems opens, and the problems list shows them.
    PackageReader reader;
    reader.setLenient(true);
    const std::optional<Package> p = reader.read(path);
    if (!p) {
        if (error) {
            QStringList lines;
            for (const Problem &problem : reader.problems())
                lines << EngineMessages::problem(problem);
            *error = lines.join(QLatin1Char('\n'));
        }
        return false;
    }
    reset(*p, path);
    return true;
}

bool PackageDocument::save(const QString &path, QString *error)
{
    PackageWriter writer;
    if (!writer.write(m_package, path)) {
        if (error)
            *error = EngineMessages::translate(writer.errorString());
        return false;
    }
    m_package.source = path;
    m_undo.setClean();
    if (m_path != path) {
        m_path = path;
        emit pathChanged(m_path);
    }
    return true;
}

bool PackageDocument::saveCopy(const QString &path, QString *error) const
{
    PackageWriter writer;
    if (!writer.write(m_package, path)) {
        if (error)
            *error = writer.errorString();
        return false;
    }
    return true;
}

QList<Package> PackageDocument::requiredPackages() const
{
    if (!m_repository)
        return {};
    QStringList ids = m_package.requirements;
    ids.removeAll(m_package.id);
    Problems ignored;
    // Requirements that cannot be found are reported by validation as missing start tile or
    // unmatched sides; the package page shows which ids are installed.
    QList<Package> out;
    for (const QString &id : std::as_const(ids)) {
        if (const auto resolved = m_repository->resolve({id}, &ignored)) {
            for (const Package &p : *resolved) {
                bool seen = false;
                for (const Package &q : std::as_const(out))
                    seen = seen || q.id == p.id;
                if (!seen && p.id != m_package.id)
                    out << p;
            }
        }
    }
    return out;
}

Problems PackageDocument::problems() const
{
    return PackageValidator::validate(m_package, requiredPackages());
}

QString PackageDocument::freeTileId(const QString &stem) const
{
    for (int n = 1;; ++n) {
        const QString id = stem + QString::number(n);
        if (indexOfTile(id) < 0)
            return id;
    }
}

void PackageDocument::pushTileEdit(int index, const TileDefinition &tile, const QString &text,
                                   int mergeKey)
{
    if (index < 0 || index >= tileCount())
        return;
    const TileDefinition &now = m_package.tiles[index];
    // Nothing changed: no undo step.
    if (PackageWriter::tileJson(now) == PackageWriter::tileJson(tile))
        return;
    m_undo.push(new EditTileCommand(this, index, tile, text, mergeKey));
}

void PackageDocument::pushAddTile(int index, const TileDefinition &tile, const QString &text)
{
    m_undo.push(new AddTileCommand(this, std::clamp(index, 0, tileCount()), tile, text));
}

void PackageDocument::pushRemoveTile(int index)
{
    if (index < 0 || index >= tileCount())
        return;
    m_undo.push(new RemoveTileCommand(this, index));
}

void PackageDocument::pushRenameTile(int index, const QString &id)
{
    if (index < 0 || index >= tileCount() || m_package.tiles[index].id == id)
        return;
    const QString old = m_package.tiles[index].id;
    TileDefinition t = m_package.tiles[index];
    t.id = id;
    // The start tile follows its tile's new id, in the same undo step.
    m_undo.beginMacro(tr("Rename Tile %1 to %2").arg(old, id));
    m_undo.push(new EditTileCommand(this, index, t, tr("Rename Tile")));
    if (m_package.rules.startTile == old) {
        RulesDefinition rules = m_package.rules;
        rules.startTile = id;
        m_undo.push(new EditRulesCommand(this, rules, tr("Change Start Tile")));
    }
    m_undo.endMacro();
}

void PackageDocument::pushMetadata(const PackageMetadata &metadata, const QString &text)
{
    if (metadata == this->metadata())
        return;
    m_undo.push(new EditMetadataCommand(this, metadata, text));
}

void PackageDocument::pushRules(const RulesDefinition &rules, const QString &text)
{
    const RulesDefinition &now = m_package.rules;
    bool same = now.startTile == rules.startTile && now.parameters == rules.parameters
            && now.modules.size() == rules.modules.size();
    for (int i = 0; same && i < now.modules.size(); ++i)
        same = now.modules[i].id == rules.modules[i].id
                && now.modules[i].enabled == rules.modules[i].enabled;
    if (same)
        return;
    m_undo.push(new EditRulesCommand(this, rules, text));
}

void PackageDocument::changed()
{
    ++m_revision;
    emit contentChanged();
}

void PackageDocument::setTile(int index, const TileDefinition &tile)
{
    m_package.tiles[index] = tile;
    emit tileChanged(index);
    changed();
}

void PackageDocument::insertTile(int index, const TileDefinition &tile)
{
    m_package.tiles.insert(index, tile);
    emit tilesReset();
    changed();
}

void PackageDocument::takeTile(int index)
{
    m_package.tiles.removeAt(index);
    emit tilesReset();
    changed();
}

void PackageDocument::setMetadata(const PackageMetadata &m)
{
    m_package.id = m.id;
    m_package.version = m.version;
    m_package.name = m.name;
    m_package.description = m.description;
    m_package.requirements = m.requirements;
    emit metadataChanged();
    changed();
}

void PackageDocument::setRules(const RulesDefinition &rules)
{
    m_package.rules = rules;
    emit rulesChanged();
    changed();
}

} // namespace carcassonne
