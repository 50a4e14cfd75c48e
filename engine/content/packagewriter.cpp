#include "packagewriter.h"

#include "authoredrulesparser.h"
#include "core/diskfile.h"
#include "packagereader.h"
#include "rules/rulecatalog.h"
#include "rules/rulemodule.h"

#include <QBuffer>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QUuid>
#include <quazip.h>
#include <quazipfile.h>
#include <quazipnewinfo.h>

#include <algorithm>

namespace carcassonne {

namespace {

// JSON is written by hand so keys keep a readable order (id and count first) and each feature
// sits on one line, as the built-in packages are written.
QByteArray value(const QJsonValue &v)
{
    // Serialise a scalar or container compactly through an array, then strip the brackets.
    QByteArray out = QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact);
    return out.mid(1, out.size() - 2);
}

QByteArray list(const QList<QByteArray> &items)
{
    QByteArray out = "[";
    for (int i = 0; i < items.size(); ++i) {
        if (i)
            out += ", ";
        out += items[i];
    }
    return out + ']';
}

struct Object
{
    QList<QPair<QByteArray, QByteArray>> members;
    void add(const char *key, const QByteArray &text) { members.append({key, text}); }
    QByteArray compact() const
    {
        QByteArray out = "{";
        for (int i = 0; i < members.size(); ++i) {
            if (i)
                out += ", ";
            out += value(QString::fromLatin1(members[i].first)) + ": " + members[i].second;
        }
        return out + '}';
    }
};

QByteArray cellPair(CellPos c)
{
    return QByteArray("[") + QByteArray::number(c.x) + ", " + QByteArray::number(c.y) + ']';
}

QByteArray portText(const CellPort &cp)
{
    QString name = geometry::portName(cp.port);
    if (cp.cell != CellPos{})
        name = QStringLiteral("%1,%2:").arg(cp.cell.x).arg(cp.cell.y) + name;
    return value(name);
}

QByteArray featureJson(const FeatureDefinition &f, const QList<AuthoredAttribute> &authored)
{
    Object o;
    o.add("type", value(featuretype::name(f.type)));
    // A field without ports is enclosed (Traders & Builders' TB06) and written like an
    // interior feature.
    if (featuretype::hasPorts(f.type) && !f.ports.empty()) {
        QList<QByteArray> ports;
        for (const CellPort &cp : f.ports)
            ports << portText(cp);
        o.add("ports", list(ports));
    } else if (f.cell != CellPos{}) {
        o.add("cell", cellPair(f.cell));
    }
    auto writeCities = [&] {
        if (f.cities.isEmpty())
            return;
        QList<QByteArray> cities;
        for (int c : f.cities)
            cities << QByteArray::number(c);
        o.add("cities", list(cities));
    };
    // The attributes in their table's order, a list where its first row is; "cities" has
    // always come just before "ghosts".
    const auto &rows = featureattributes::all();
    for (const FeatureAttributeRow &row : rows) {
        if (row.attribute == FeatureAttribute::Ghosts)
            writeCities();
        if (!row.listed()) {
            if (f.attribute(row.attribute))
                o.add(row.key, QByteArray::number(f.attribute(row.attribute)));
            continue;
        }
        if (&row != std::find_if(rows.begin(), rows.end(), [&](const FeatureAttributeRow &r) {
                return r.listed() && qstrcmp(r.key, row.key) == 0;
            }))
            continue;
        QList<QByteArray> items;
        for (const FeatureAttributeRow &item : rows) {
            if (!item.listed() || qstrcmp(item.key, row.key) != 0)
                continue;
            for (int n = 0; n < f.attribute(item.attribute); ++n)
                items << value(item.nameString());
        }
        if (!items.isEmpty())
            o.add(row.key, list(items));
    }
    Object own; // the package's own attributes, in their declared order
    for (int i = 0; i < authored.size() && i < kMaxAuthoredAttributes; ++i) {
        if (f.authored(i))
            own.members.append({authored[i].id.toUtf8(), QByteArray::number(f.authored(i))});
    }
    if (!own.members.isEmpty())
        o.add("attributes", own.compact());
    if (f.symbol != SymbolKind::None) {
        static const char *const sides[] = {"N", "E", "S", "W"};
        Object s;
        s.add("kind", value(symbols::name(f.symbol)));
        s.add("side", value(QString::fromLatin1(sides[f.symbolSide & 3])));
        o.add("symbol", s.compact());
    }
    return o.compact();
}

QByteArray textMap(const QMap<QString, QString> &texts)
{
    // Languages in the project's order first, then any others.
    QStringList keys{QStringLiteral("en"), QStringLiteral("nl"), QStringLiteral("de")};
    for (const QString &k : texts.keys()) {
        if (!keys.contains(k))
            keys << k;
    }
    QByteArray out = "{";
    bool first = true;
    for (const QString &k : keys) {
        if (!texts.contains(k))
            continue;
        out += first ? "\n    " : ",\n    ";
        out += value(k) + ": " + value(texts.value(k));
        first = false;
    }
    return out + (first ? "}" : "\n  }");
}

bool removeTree(const QString &path)
{
    return !QFileInfo::exists(path) || QDir(path).removeRecursively();
}

} // namespace

QByteArray PackageWriter::manifestJson(const Package &p)
{
    // What a lenient read could not read goes back as it came (Package::unreadManifest): a
    // field of the wrong type where its value is still empty here, unknown fields at the end.
    const QJsonObject &unread = p.unreadManifest;
    auto field = [&](const char *key, const QByteArray &written, bool empty) {
        const QString k = QLatin1String(key);
        return "  \"" + QByteArray(key)
                + "\": " + (empty && unread.contains(k) ? value(unread.value(k)) : written);
    };
    // A text map with the entries that were no text put back beside the others.
    auto texts = [&](const char *key, const QMap<QString, QString> &map) {
        const QJsonObject kept = p.unreadTexts.value(QLatin1String(key)).toObject();
        if (kept.isEmpty())
            return textMap(map);
        QJsonObject all = kept;
        for (auto it = map.begin(); it != map.end(); ++it)
            all.insert(it.key(), it.value());
        return value(all);
    };
    QByteArray out = "{\n";
    out += "  \"format\": \"carcassonne-package\",\n";
    out += "  \"formatVersion\": 1,\n";
    out += field("id", value(p.id), p.id.isEmpty()) + ",\n";
    out += field("version", value(p.version), p.version.isEmpty()) + ",\n";
    out += field("name", texts("name", p.name), p.name.isEmpty()) + ",\n";
    if (!p.description.isEmpty() || p.unreadTexts.contains(QLatin1String("description"))
        || unread.contains(QLatin1String("description")))
        out += field("description", texts("description", p.description), p.description.isEmpty())
                + ",\n";
    QList<QByteArray> requirements;
    for (const QString &r : p.requirements)
        requirements << value(r);
    for (const QJsonValue &r : p.unreadRequires)
        requirements << value(r);
    out += field("requires", list(requirements), requirements.isEmpty());
    const QStringList &known = Package::manifestKeys();
    for (auto it = unread.begin(); it != unread.end(); ++it) {
        if (!known.contains(it.key()))
            out += ",\n  " + value(it.key()) + ": " + value(it.value());
    }
    return out + "\n}\n";
}

QByteArray PackageWriter::tilesJson(const Package &p)
{
    QByteArray out = "{\n  \"tiles\": [";
    for (int i = 0; i < p.tiles.size(); ++i)
        out += (i ? ",\n    " : "\n    ") + tileJson(p.tiles[i], p.rules.attributes);
    // What a lenient read could not read goes back as it came, after the tiles.
    for (qsizetype i = 0; i < p.unreadTiles.size(); ++i)
        out += (p.tiles.isEmpty() && i == 0 ? "\n    " : ",\n    ") + value(p.unreadTiles[i]);
    out += "\n  ]\n}\n";
    return out;
}

QByteArray PackageWriter::tileJson(const TileDefinition &t,
                                   const QList<AuthoredAttribute> &attributes)
{
    QByteArray out = "{\"id\": " + value(t.id) + ", \"count\": " + QByteArray::number(t.count);
    if (t.cells != QList<CellPos>{CellPos{}}) {
        QList<QByteArray> cells;
        for (CellPos c : t.cells)
            cells << cellPair(c);
        out += ", \"cells\": " + list(cells);
    }
    if (!t.art.isEmpty())
        out += ", \"art\": " + value(t.art);
    if (!t.tags.isEmpty())
        out += ", \"tags\": " + QJsonDocument(t.tags).toJson(QJsonDocument::Compact);
    out += ", \"features\": [";
    for (int f = 0; f < t.features.size(); ++f)
        out += (f ? ",\n      " : "\n      ") + featureJson(t.features[f], attributes);
    return out + "\n    ]}";
}

QByteArray PackageWriter::rulesJson(const Package &p)
{
    QByteArray out = "{\n  \"modules\": [";
    for (int i = 0; i < p.rules.modules.size(); ++i) {
        const ModuleSetting &m = p.rules.modules[i];
        Object o;
        o.add("id", value(m.id));
        o.add("enabled", m.enabled ? "true" : "false");
        out += (i ? ",\n    " : "\n    ") + o.compact();
    }
    // What a lenient read could not read goes back as it came (RulesDefinition::unread*).
    for (qsizetype i = 0; i < p.rules.unreadModules.size(); ++i)
        out += (p.rules.modules.isEmpty() && i == 0 ? "\n    " : ",\n    ")
                + value(p.rules.unreadModules[i]);
    out += p.rules.modules.isEmpty() && p.rules.unreadModules.isEmpty() ? "],\n" : "\n  ],\n";

    // Parameters in the catalog's order (core, then modules), then anything else.
    QStringList order;
    for (const ParameterSpec &s : RuleCatalog::coreParameters())
        order << s.name;
    for (const RuleModule *m : RuleCatalog::modules()) {
        for (const ParameterSpec &s : m->parameters())
            order << s.name;
    }
    for (const QString &k : p.rules.parameters.keys()) {
        if (!order.contains(k))
            order << k;
    }
    out += "  \"parameters\": {";
    bool first = true;
    for (const QString &k : order) {
        if (!p.rules.parameters.contains(k))
            continue;
        out += first ? "\n    " : ",\n    ";
        out += value(k) + ": " + value(QJsonValue::fromVariant(p.rules.parameters.value(k)));
        first = false;
    }
    for (auto it = p.rules.unreadParameters.begin(); it != p.rules.unreadParameters.end(); ++it) {
        out += first ? "\n    " : ",\n    ";
        out += value(it.key()) + ": " + value(it.value());
        first = false;
    }
    out += first ? "}" : "\n  }";
    const QJsonObject &deck = p.rules.unreadDeck;
    if (!p.rules.startTile.isEmpty())
        out += ",\n  \"deck\": {\"startTile\": " + value(p.rules.startTile);
    for (auto it = deck.begin(); it != deck.end(); ++it)
        out += (it == deck.begin() && p.rules.startTile.isEmpty() ? ",\n  \"deck\": {" : ", ")
                + value(it.key()) + ": " + value(it.value());
    if (!p.rules.startTile.isEmpty() || !deck.isEmpty())
        out += '}';
    // Authored rules, one entry a line.
    auto section = [&](const char *key, const QList<QJsonObject> &entries) {
        if (entries.isEmpty())
            return;
        out += ",\n  \"" + QByteArray(key) + "\": [";
        for (qsizetype i = 0; i < entries.size(); ++i)
            out += (i ? ",\n    " : "\n    ") + value(entries[i]);
        out += "\n  ]";
    };
    QList<QJsonObject> attributes, scoring, figures;
    for (const AuthoredFigure &f : p.rules.figures)
        figures << AuthoredRulesParser::toJson(f);
    for (const AuthoredAttribute &a : p.rules.attributes)
        attributes << AuthoredRulesParser::toJson(a);
    for (const ScoringRule &r : p.rules.scoring)
        scoring << AuthoredRulesParser::toJson(r);
    section("attributes", attributes);
    section("scoring", scoring);
    section("figures", figures);
    for (auto it = p.rules.unreadKeys.begin(); it != p.rules.unreadKeys.end(); ++it)
        out += ",\n  " + value(it.key()) + ": " + value(it.value());
    out += "\n}\n";
    return out;
}

QMap<QString, QByteArray> PackageWriter::files(const Package &p)
{
    QMap<QString, QByteArray> out;
    out.insert(QStringLiteral("manifest.json"), manifestJson(p));
    out.insert(QStringLiteral("tiles.json"), tilesJson(p));
    out.insert(QStringLiteral("rules.json"), rulesJson(p));
    for (auto it = p.art.cbegin(); it != p.art.cend(); ++it)
        out.insert(it.key(), it.value());
    return out;
}

bool PackageWriter::isContractFile(const QString &name)
{
    return name == QLatin1String("manifest.json") || name == QLatin1String("tiles.json")
            || name == QLatin1String("rules.json") || name.startsWith(QLatin1String("art/"));
}

QMap<QString, QByteArray> PackageWriter::filesKeeping(const Package &package, const QString &path)
{
    QMap<QString, QByteArray> out = files(package);
    // The user's own files beside the package (a readme, a licence, sketches) survive a save; the
    // contract's files are the package's and are written anew.
    if (!QFileInfo::exists(path))
        return out;
    PackageReader reader;
    const std::optional<QMap<QString, QByteArray>> old = reader.collect(path);
    if (!old)
        return out;
    for (auto it = old->cbegin(); it != old->cend(); ++it) {
        if (!isContractFile(it.key()) && !out.contains(it.key()))
            out.insert(it.key(), it.value());
    }
    return out;
}

bool PackageWriter::write(const Package &package, const QString &path)
{
    if (path.endsWith(QStringLiteral(".zip"), Qt::CaseInsensitive))
        return writeZip(package, path);
    return writeFolder(package, path);
}

bool PackageWriter::writeFolder(const Package &package, const QString &path)
{
    m_error = {};
    const QFileInfo target(path);
    if (target.exists() && !target.isDir()) {
        m_error = Message(QT_TRANSLATE_NOOP("EngineMessages", "'%1' exists and is not a folder"))
                          .arg(path);
        return false;
    }
    // Never replace a folder that is not a package: it may hold the user's other files.
    if (target.isDir() && !QFileInfo(path + QStringLiteral("/manifest.json")).isFile()
        && !QDir(path).isEmpty()) {
        m_error =
                Message(QT_TRANSLATE_NOOP("EngineMessages",
                                          "'%1' is a folder that holds no package; choose an empty "
                                          "folder or a package folder"))
                        .arg(path);
        return false;
    }
    const QString absolute = target.absoluteFilePath();
    const QString suffix = QUuid::createUuid().toString(QUuid::Id128).left(8);
    const QString staging = absolute + QStringLiteral(".saving-") + suffix;
    const QString old = absolute + QStringLiteral(".old-") + suffix;
    const QMap<QString, QByteArray> contents =
            target.isDir() ? filesKeeping(package, absolute) : files(package);
    for (auto it = contents.cbegin(); it != contents.cend(); ++it) {
        const QString file = staging + QLatin1Char('/') + it.key();
        if (!QDir().mkpath(QFileInfo(file).absolutePath())) {
            m_error =
                    Message(QT_TRANSLATE_NOOP("EngineMessages", "cannot create a folder for '%1'"))
                            .arg(file);
            removeTree(staging);
            return false;
        }
        // Each write checked, flushed and synced: on a full disk the save fails here and the
        // old package is never touched.
        if (!DiskFile::write(file, it.value(), &m_error)) {
            removeTree(staging);
            return false;
        }
    }
    // Swap the complete new folder in; the old one is removed only once the new one is there.
    QDir parent = QFileInfo(absolute).absoluteDir();
    const bool hadOld = target.isDir();
    if (hadOld && !parent.rename(absolute, old)) {
        m_error = Message(QT_TRANSLATE_NOOP("EngineMessages", "cannot replace '%1'")).arg(path);
        removeTree(staging);
        return false;
    }
    if (!parent.rename(staging, absolute)) {
        m_error =
                Message(QT_TRANSLATE_NOOP("EngineMessages", "cannot move the new package to '%1'"))
                        .arg(path);
        if (hadOld)
            parent.rename(old, absolute);
        removeTree(staging);
        return false;
    }
    if (hadOld)
        removeTree(old);
    return true;
}

bool PackageWriter::recoverFolder(const QString &path)
{
    const QFileInfo target(path);
    const QDir parent = target.absoluteDir();
    const QString name = target.fileName();
    if (name.isEmpty())
        return false;
    static const QRegularExpression leftover(
            QStringLiteral(R"(^(.+)\.(saving|old)-([0-9a-f]{8})$)"));
    // Each interrupted save's pair of folders, by its suffix.
    QMap<QString, std::pair<QString, QString>> saves; // suffix -> (staging, old)
    const QStringList entries =
            parent.entryList(QDir::Dirs | QDir::Hidden | QDir::NoSymLinks | QDir::NoDotAndDotDot);
    for (const QString &entry : entries) {
        const QRegularExpressionMatch m = leftover.match(entry);
        if (!m.hasMatch() || m.captured(1) != name)
            continue;
        auto &pair = saves[m.captured(3)];
        (m.captured(2) == QLatin1String("saving") ? pair.first : pair.second) =
                parent.absoluteFilePath(entry);
    }
    const QDateTime recent = QDateTime::currentDateTime().addSecs(-60);
    bool restored = false;
    for (const auto &[staging, old] : std::as_const(saves)) {
        // Another editor's save, going on now: not ours to touch.
        if (!staging.isEmpty() && QFileInfo(staging).lastModified() > recent)
            continue;
        const bool present = QFileInfo(target.absoluteFilePath()).isDir();
        if (!present && !staging.isEmpty() && !old.isEmpty()) {
            // Killed between the renames: the new folder was complete before the old one moved.
            if (QDir().rename(staging, target.absoluteFilePath())) {
                removeTree(old);
                restored = true;
            }
        } else if (!present && !old.isEmpty()) {
            restored = QDir().rename(old, target.absoluteFilePath()) || restored;
        } else if (present) {
            // The package is there: an old one left by a save that was done, or a staging
            // folder a kill cut short.
            if (!old.isEmpty())
                removeTree(old);
            if (!staging.isEmpty())
                removeTree(staging);
        }
    }
    return restored;
}

QByteArray PackageWriter::zipBytes(const QMap<QString, QByteArray> &contents, Message *error)
{
    // Built in memory (packages are small), then saved in one QSaveFile commit.
    QBuffer buffer;
    buffer.open(QIODevice::ReadWrite);
    {
        QuaZip zip(&buffer);
        if (!zip.open(QuaZip::mdCreate)) {
            if (error)
                *error = Message(QT_TRANSLATE_NOOP("EngineMessages",
                                                   "cannot create a zip (error %1)"))
                                 .arg(zip.getZipError());
            return {};
        }
        for (auto it = contents.cbegin(); it != contents.cend(); ++it) {
            QuaZipFile file(&zip);
            QuaZipNewInfo info(it.key());
            info.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner
                                | QFileDevice::ReadGroup | QFileDevice::ReadOther);
            if (!file.open(QIODevice::WriteOnly, info) || file.write(it.value()) != it->size()) {
                if (error)
                    *error = Message(QT_TRANSLATE_NOOP("EngineMessages",
                                                       "cannot add '%1' to the zip"))
                                     .arg(it.key());
                return {};
            }
            file.close();
            if (file.getZipError() != 0) {
                if (error)
                    *error = Message(QT_TRANSLATE_NOOP("EngineMessages",
                                                       "cannot add '%1' to the zip"))
                                     .arg(it.key());
                return {};
            }
        }
        zip.close();
        if (zip.getZipError() != 0) {
            if (error)
                *error = Message(QT_TRANSLATE_NOOP("EngineMessages",
                                                   "cannot finish the zip (error %1)"))
                                 .arg(zip.getZipError());
            return {};
        }
    }
    return buffer.data();
}

bool PackageWriter::writeZip(const Package &package, const QString &path)
{
    m_error = {};
    const QByteArray bytes = zipBytes(filesKeeping(package, path), &m_error);
    if (bytes.isEmpty())
        return false;
    return DiskFile::write(path, bytes, &m_error);
}

} // namespace carcassonne
