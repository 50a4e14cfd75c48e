#include "packagedocument.h"

#include "addtilecommand.h"
#include "authoredediting.h"
#include "content/artchecker.h"
#include "content/authoredrulesparser.h"
#include "content/packagereader.h"
#include "content/packagerepository.h"
#include "content/packagevalidator.h"
#include "content/packagewriter.h"
#include "core/diskfile.h"
#include "editartcommand.h"
#include "editmetadatacommand.h"
#include "editrulescommand.h"
#include "edittilecommand.h"
#include "enginemessages.h"
#include "removetilecommand.h"
#include "tileediting.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QSet>

namespace carcassonne {

namespace {
// The manifest's longest id (docs/package-format.md).
constexpr int kMaxIdLength = 64;

// The package art the rules name: own marks and figures' pictures.
QSet<QString> artOfRules(const RulesDefinition &rules)
{
    QSet<QString> named;
    for (const AuthoredAttribute &a : rules.attributes) {
        if (a.mark.startsWith(QLatin1String("art/")))
            named.insert(a.mark);
    }
    for (const AuthoredFigure &f : rules.figures) {
        if (!f.art.isEmpty())
            named.insert(f.art);
    }
    return named;
}

// The package art its tiles and rules name.
QSet<QString> artNamed(const QList<TileDefinition> &tiles, const RulesDefinition &rules)
{
    QSet<QString> named = artOfRules(rules);
    for (const TileDefinition &t : tiles) {
        if (!t.art.isEmpty())
            named.insert(t.art);
    }
    return named;
}

// A scoring section the parser refused only because two of its rules contradict each other
// (every entry read) is taken in: the Scoring page shows the rules, and validation names the
// pair, so the designer mends it there instead of in the file.
void adoptScoring(Package &p)
{
    const QString key = QStringLiteral("scoring");
    const QJsonValue unread = p.rules.unreadKeys.value(key);
    if (!unread.isArray() || !p.rules.scoring.isEmpty())
        return;
    Problems found;
    const QList<ScoringRule> read =
            AuthoredRulesParser::parseScoring(unread, p.rules.attributes, found);
    if (read.size() != unread.toArray().size())
        return;
    p.rules.scoring = read;
    p.rules.unreadKeys.remove(key);
}
} // namespace

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

void PackageDocument::newPackage(const QString &name)
{
    Package p;
    p.id = freePackageId(name);
    p.version = QStringLiteral("1.0");
    p.name.insert(QStringLiteral("en"), name.trimmed());
    p.requirements << QStringLiteral("base");
    p.tiles << TileEditing::blank(QStringLiteral("T1"));
    reset(p);
}

QString PackageDocument::idFromName(const QString &name)
{
    QString id;
    // Compatibility decomposition splits "é" into "e" and its accent, which is dropped.
    for (const QChar c : name.normalized(QString::NormalizationForm_KD).toLower()) {
        if ((c >= QLatin1Char('a') && c <= QLatin1Char('z'))
            || (c >= QLatin1Char('0') && c <= QLatin1Char('9')))
            id += c;
        else if (c == QChar(0x00DF)) // German sharp s
            id += QStringLiteral("ss");
        else if (c.category() == QChar::Mark_NonSpacing)
            continue;
        else if (!id.isEmpty() && !id.endsWith(QLatin1Char('-')))
            id += QLatin1Char('-');
    }
    id.truncate(kMaxIdLength);
    while (id.endsWith(QLatin1Char('-')))
        id.chop(1);
    return id.isEmpty() ? QStringLiteral("package") : id;
}

QString PackageDocument::freePackageId(const QString &name) const
{
    QSet<QString> taken;
    if (m_repository) {
        for (const QString &id : m_repository->availableIds())
            taken.insert(id);
    }
    // Anything in the packages folder, even what the repository does not list (a folder
    // without a manifest yet): Save As and Install would write over or beside it.
    const QString folder = PackageRepository::userPackageFolder();
    if (!folder.isEmpty()) {
        for (const QFileInfo &info :
             QDir(folder).entryInfoList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden)) {
            QString entry = info.fileName().toLower();
            if (info.isFile() && entry.endsWith(QStringLiteral(".zip")))
                entry.chop(4);
            taken.insert(entry);
        }
    }
    const QString stem = idFromName(name);
    QString id = stem;
    for (int n = 2; taken.contains(id); ++n) {
        const QString suffix = QStringLiteral("-%1").arg(n);
        QString shorter = stem.left(kMaxIdLength - int(suffix.size()));
        while (shorter.endsWith(QLatin1Char('-')))
            shorter.chop(1);
        id = shorter + suffix;
    }
    return id;
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
    Package package = *p;
    adoptScoring(package);
    reset(package, path);
    return true;
}

bool PackageDocument::save(const QString &path, QString *error)
{
    PackageWriter writer;
    if (!writer.write(m_package, path)) {
        if (error)
            *error = EngineMessages::translate(writer.error());
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
            *error = EngineMessages::translate(writer.error());
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
    if (PackageWriter::tileJson(now, m_package.rules.attributes)
        == PackageWriter::tileJson(tile, m_package.rules.attributes))
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
    // The file as it would be written: equal bytes, nothing to undo.
    Package after = m_package;
    after.rules = rules;
    if (PackageWriter::rulesJson(after) == PackageWriter::rulesJson(m_package))
        return;
    m_undo.push(new EditRulesCommand(this, rules, text));
}

void PackageDocument::pushAuthoredRules(RulesDefinition rules, const QString &text)
{
    AuthoredEditing::ensureModule(rules);
    QList<int> changed;
    const QList<TileDefinition> tiles =
            AuthoredEditing::fitTiles(m_package.tiles, rules.attributes, &changed);
    if (changed.isEmpty()) {
        pushRules(rules, text);
        return;
    }
    m_undo.beginMacro(text);
    m_undo.push(new EditRulesCommand(this, rules, text));
    for (int t : std::as_const(changed))
        m_undo.push(new EditTileCommand(this, t, tiles[t], text));
    m_undo.endMacro();
}

bool PackageDocument::pushRemoveAttribute(int index, QString *refusal)
{
    const RulesDefinition &now = m_package.rules;
    if (index < 0 || index >= now.attributes.size())
        return false;
    const AuthoredAttribute &a = now.attributes[index];
    const QList<int> naming = AuthoredEditing::rulesNaming(now.scoring, a.id);
    if (!naming.isEmpty()) {
        if (refusal) {
            QStringList rules;
            for (int r : naming)
                rules << QString::number(r + 1);
            *refusal = tr("Scoring rules that count %1: %2. Change or remove them first.",
                          "%1: the attribute's id, %2: rule numbers")
                               .arg(a.id, rules.join(QStringLiteral(", ")));
        }
        return false;
    }
    RulesDefinition rules = now;
    rules.attributes.removeAt(index);
    const QList<TileDefinition> tiles = AuthoredEditing::removeAttribute(m_package.tiles, index);
    const QString text = tr("Remove Attribute %1").arg(a.id);
    m_undo.beginMacro(text);
    m_undo.push(new EditRulesCommand(this, rules, text));
    for (int t = 0; t < tiles.size(); ++t) {
        bool changed = false;
        for (int f = 0; f < tiles[t].features.size(); ++f)
            changed = changed
                    || tiles[t].features[f].attributes != m_package.tiles[t].features[f].attributes;
        if (changed)
            m_undo.push(new EditTileCommand(this, t, tiles[t], text));
    }
    m_undo.endMacro();
    return true;
}

bool PackageDocument::checkArt(const QByteArray &svg, QString *refusal) const
{
    const Message reason = ArtChecker::reason(svg);
    if (reason.isEmpty())
        return true;
    if (refusal)
        *refusal = tr("The picture cannot be used: %1.", "%1: why, from the art checker")
                           .arg(EngineMessages::translate(reason));
    return false;
}

QString PackageDocument::freeArtPath(const QString &stem, const QByteArray &svg,
                                     const RulesDefinition &others) const
{
    // Art nothing else names (the one being changed's own, or a file the reader would drop)
    // may be replaced; art of the same bytes is shared.
    const QSet<QString> taken = artNamed(m_package.tiles, others);
    for (int n = 1;; ++n) {
        const QString path = n == 1 ? QStringLiteral("art/%1.svg").arg(stem)
                                    : QStringLiteral("art/%1-%2.svg").arg(stem).arg(n);
        const auto held = m_package.art.constFind(path);
        if (held == m_package.art.cend() || *held == svg || !taken.contains(path))
            return path;
    }
}

void PackageDocument::pushRulesArt(RulesDefinition rules, QMap<QString, QByteArray> art,
                                   const QString &text)
{
    AuthoredEditing::ensureModule(rules);
    const QSet<QString> named = artNamed(m_package.tiles, rules);
    for (const QString &path : artOfRules(m_package.rules)) {
        if (!named.contains(path))
            art.remove(path);
    }
    Package after = m_package;
    after.rules = rules;
    if (art == m_package.art
        && PackageWriter::rulesJson(after) == PackageWriter::rulesJson(m_package))
        return;
    m_undo.push(new EditRulesArtCommand(this, rules, art, text));
}

bool PackageDocument::pushAttributeMarkArt(int index, const QByteArray &svg, QString *refusal)
{
    if (index < 0 || index >= m_package.rules.attributes.size() || !checkArt(svg, refusal))
        return false;
    RulesDefinition rules = m_package.rules;
    AuthoredAttribute &a = rules.attributes[index];
    a.mark = QStringLiteral("dot"); // not named by it while a place is found
    const QString path = freeArtPath(QStringLiteral("mark-") + a.id, svg, rules);
    a.mark = path;
    QMap<QString, QByteArray> art = m_package.art;
    art.insert(path, svg);
    pushRulesArt(rules, art, tr("Own Mark for Attribute %1").arg(a.id));
    return true;
}

bool PackageDocument::pushFigureArt(int index, const QByteArray &svg, QString *refusal)
{
    if (index < 0 || index >= m_package.rules.figures.size() || !checkArt(svg, refusal))
        return false;
    RulesDefinition rules = m_package.rules;
    AuthoredFigure &f = rules.figures[index];
    f.art.clear(); // not named by it while a place is found
    const QString path = freeArtPath(QStringLiteral("figure-") + f.id, svg, rules);
    f.art = path;
    QMap<QString, QByteArray> art = m_package.art;
    art.insert(path, svg);
    pushRulesArt(rules, art, tr("Picture for Figure %1").arg(f.id));
    return true;
}

void PackageDocument::pushAttributeMark(int index, const QString &mark)
{
    if (index < 0 || index >= m_package.rules.attributes.size())
        return;
    RulesDefinition rules = m_package.rules;
    rules.attributes[index].mark = mark;
    pushRulesArt(rules, m_package.art, tr("Change Mark of Attribute"));
}

void PackageDocument::pushClearFigureArt(int index)
{
    if (index < 0 || index >= m_package.rules.figures.size())
        return;
    RulesDefinition rules = m_package.rules;
    rules.figures[index].art.clear();
    pushRulesArt(rules, m_package.art,
                 tr("No Own Picture for Figure %1").arg(rules.figures[index].id));
}

std::optional<QByteArray> PackageDocument::readArtFile(const QString &path, QString *error)
{
    // As every file from disk is read: a regular file only (never a FIFO or a device, which
    // could block the read or never end), at most the art's size, checked on the open file.
    Message why;
    auto svg = DiskFile::read(path, ArtChecker::kMaxBytes, &why);
    if (!svg && error)
        *error = tr("%1 could not be read: %2.")
                         .arg(QDir::toNativeSeparators(path), EngineMessages::translate(why));
    return svg;
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

void PackageDocument::setArt(const QMap<QString, QByteArray> &art)
{
    if (art == m_package.art)
        return;
    m_package.art = art;
    changed();
}

} // namespace carcassonne
