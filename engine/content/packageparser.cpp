#include "packageparser.h"

#include "artchecker.h"
#include "authoredrulesparser.h"
#include "core/jsonnumber.h"
#include "core/shownvalue.h"
#include "rules/rulecatalog.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QRegularExpression>
#include <QSet>

namespace carcassonne {

namespace {

const QString kManifest = QStringLiteral("manifest.json");
const QString kTiles = QStringLiteral("tiles.json");
const QString kRules = QStringLiteral("rules.json");

std::optional<CellPos> parseCellPair(const QJsonValue &v)
{
    const QJsonArray a = v.toArray();
    if (!v.isArray() || a.size() != 2)
        return std::nullopt;
    // A tile's cells lie close to its first: any board-sized offset is plenty.
    const auto x = jsonnumber::wholeInt(a[0], -1000, 1000);
    const auto y = jsonnumber::wholeInt(a[1], -1000, 1000);
    if (!x || !y)
        return std::nullopt;
    return CellPos{*x, *y};
}

QString cellName(CellPos c)
{
    return QStringLiteral("%1,%2").arg(c.x).arg(c.y);
}

} // namespace

void PackageParser::problem(const QString &file, const QString &tile, const QString &field,
                            const Message &message)
{
    m_problems.append(Problem{file, tile, field, message});
}

std::optional<QJsonObject> PackageParser::document(const QMap<QString, QByteArray> &files,
                                                   const QString &name, bool required)
{
    const auto it = files.find(name);
    if (it == files.end()) {
        if (required)
            problem(name, {}, {}, Message(QT_TRANSLATE_NOOP("EngineMessages", "missing file")));
        return std::nullopt;
    }
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(*it, &error);
    if (error.error != QJsonParseError::NoError) {
        problem(name, {}, {},
                Message(QT_TRANSLATE_NOOP("EngineMessages", "invalid JSON at offset %1: %2"))
                        .arg(error.offset)
                        .arg(error.errorString()));
        return std::nullopt;
    }
    if (!doc.isObject()) {
        problem(name, {}, {},
                Message(QT_TRANSLATE_NOOP("EngineMessages", "the document must be a JSON object")));
        return std::nullopt;
    }
    return doc.object();
}

std::optional<Package> PackageParser::parse(const QMap<QString, QByteArray> &files,
                                            const QString &source)
{
    m_problems.clear();
    Package p;
    p.source = source;
    if (const auto manifest = document(files, kManifest, true))
        parseManifest(*manifest, p);
    // The rules first: the tiles' features carry the attributes they declare.
    if (const auto rules = document(files, kRules, false))
        parseRules(*rules, p);
    m_attributes = p.rules.attributes;
    if (const auto tiles = document(files, kTiles, true))
        parseTiles(*tiles, p);

    // A tile's own art is checked before it is kept (issue 20, defect 3): self-contained SVG of
    // bounded size, no file or URL it would make us read, no script (see ArtChecker). Bad art is
    // a problem naming the file and the first tile that uses it, which refuses the package
    // (nothing of it is returned). Leniently (the editor) the problem is listed and the bytes
    // are kept, so that saving does not lose the author's file; they are only ever drawn
    // through SvgImage, which reads no file.
    // The same for an attribute's own mark. Each file is checked once, its problem told where
    // it is first named (`locate`); false when the package does not hold it.
    QSet<QString> checkedArt;
    auto keepArt = [&](const QString &path, const auto &locate) {
        if (!files.contains(path))
            return false;
        const QByteArray &art = *files.find(path);
        if (!checkedArt.contains(path)) {
            checkedArt.insert(path);
            if (std::optional<Problem> refused = ArtChecker::check(path, art)) {
                locate(*refused);
                m_problems.append(*refused);
            }
        }
        p.art.insert(path, art);
        return true;
    };
    for (const TileDefinition &t : std::as_const(p.tiles)) {
        if (!t.art.isEmpty() && !keepArt(t.art, [&](Problem &refused) { refused.tile = t.id; }))
            problem(kTiles, t.id, QStringLiteral("art"),
                    Message(QT_TRANSLATE_NOOP("EngineMessages",
                                              "art file '%1' is not in the package"))
                            .arg(shownValue(t.art)));
    }
    for (int i = 0; i < p.rules.attributes.size(); ++i) {
        const QString &mark = p.rules.attributes[i].mark;
        if (!mark.startsWith(QLatin1String("art/")))
            continue;
        const QString field = QStringLiteral("attributes[%1].mark").arg(i);
        if (!keepArt(mark, [&](Problem &refused) {
                refused.file = kRules;
                refused.field = field;
            }))
            problem(kRules, {}, field,
                    Message(QT_TRANSLATE_NOOP("EngineMessages",
                                              "art file '%1' is not in the package"))
                            .arg(shownValue(mark)));
    }
    // A figure's own picture is package art too.
    for (int i = 0; i < p.rules.figures.size(); ++i) {
        const QString &art = p.rules.figures[i].art;
        if (art.isEmpty())
            continue;
        const QString field = QStringLiteral("figures[%1].art").arg(i);
        if (!keepArt(art, [&](Problem &refused) {
                refused.file = kRules;
                refused.field = field;
            }))
            problem(kRules, {}, field,
                    Message(QT_TRANSLATE_NOOP("EngineMessages",
                                              "art file '%1' is not in the package"))
                            .arg(shownValue(art)));
    }
    if (!p.rules.startTile.isEmpty() && !p.tile(p.rules.startTile))
        problem(kRules, {}, QStringLiteral("deck.startTile"),
                Message(QT_TRANSLATE_NOOP("EngineMessages", "no tile '%1' in this package"))
                        .arg(shownValue(p.rules.startTile)));

    if (!m_problems.isEmpty() && !m_lenient)
        return std::nullopt;
    return p;
}

void PackageParser::parseManifest(const QJsonObject &o, Package &p)
{
    if (o.value(QStringLiteral("format")).toString() != QStringLiteral("carcassonne-package"))
        problem(kManifest, {}, QStringLiteral("format"),
                Message(QT_TRANSLATE_NOOP("EngineMessages", "must be \"carcassonne-package\"")));
    if (o.value(QStringLiteral("formatVersion")).toInt(-1) != 1)
        problem(kManifest, {}, QStringLiteral("formatVersion"),
                Message(QT_TRANSLATE_NOOP("EngineMessages",
                                          "unsupported version (this program reads version 1)")));
    // Leniently (the editor), what cannot be read is kept as it came (Package::unreadManifest).
    const QStringList &known = Package::manifestKeys();
    if (m_lenient) {
        for (auto it = o.begin(); it != o.end(); ++it) {
            const bool wrongText =
                    (it.key() == QLatin1String("id") || it.key() == QLatin1String("version"))
                    && !it.value().isString();
            const bool wrongObject =
                    (it.key() == QLatin1String("name") || it.key() == QLatin1String("description"))
                    && !it.value().isObject();
            const bool wrongList = it.key() == QLatin1String("requires") && !it.value().isArray();
            if (!known.contains(it.key()) || wrongText || wrongObject || wrongList)
                p.unreadManifest.insert(it.key(), it.value());
        }
    }
    static const QRegularExpression idPattern(QStringLiteral("^[a-z0-9][a-z0-9-]{0,63}$"));
    p.id = o.value(QStringLiteral("id")).toString();
    if (!idPattern.match(p.id).hasMatch())
        problem(kManifest, {}, QStringLiteral("id"),
                Message(QT_TRANSLATE_NOOP("EngineMessages",
                                          "must be 1-64 lower-case letters, digits or '-'")));
    p.version = o.value(QStringLiteral("version")).toString();
    if (p.version.isEmpty())
        problem(kManifest, {}, QStringLiteral("version"),
                Message(QT_TRANSLATE_NOOP("EngineMessages", "missing")));
    // Free texts are shown by the game and the editor: a length each, where they are read.
    const auto tooLong = [&](const QString &field, const QString &text, int limit) {
        if (text.size() <= limit)
            return false;
        problem(kManifest, {}, field,
                Message(QT_TRANSLATE_NOOP("EngineMessages", "longer than %1 characters (%2)"))
                        .arg(limit)
                        .arg(text.size()));
        return true;
    };
    tooLong(QStringLiteral("version"), p.version, kMaxVersionLength);
    for (const QString &key : {QStringLiteral("name"), QStringLiteral("description")}) {
        const QJsonValue v = o.value(key);
        if (v.isUndefined() && key == QStringLiteral("description"))
            continue;
        if (!v.isObject()) {
            problem(kManifest, {}, key,
                    Message(QT_TRANSLATE_NOOP("EngineMessages",
                                              "must be an object of language code to text")));
            continue;
        }
        QMap<QString, QString> &target = key == QStringLiteral("name") ? p.name : p.description;
        const QJsonObject texts = v.toObject();
        const int limit = key == QStringLiteral("name") ? kMaxNameLength : kMaxDescriptionLength;
        for (auto it = texts.begin(); it != texts.end(); ++it) {
            const QString field = key + QLatin1Char('.') + shownValue(it.key(), kMaxLanguageLength);
            if (!it.value().isString()) {
                problem(kManifest, {}, field,
                        Message(QT_TRANSLATE_NOOP("EngineMessages", "must be text")));
                if (m_lenient) {
                    QJsonObject kept = p.unreadTexts.value(key).toObject();
                    kept.insert(it.key(), it.value());
                    p.unreadTexts.insert(key, kept);
                }
            } else if ((!tooLong(field, it.key(), kMaxLanguageLength)
                        && !tooLong(field, it.value().toString(), limit))
                       || m_lenient) // the editor keeps it, listed, for its author to shorten
                target.insert(it.key(), it.value().toString());
        }
        if (key == QStringLiteral("name") && target.value(QStringLiteral("en")).isEmpty())
            problem(kManifest, {}, QStringLiteral("name.en"),
                    Message(QT_TRANSLATE_NOOP("EngineMessages", "an English name is required")));
    }
    const QJsonValue requiresValue = o.value(QStringLiteral("requires"));
    if (!requiresValue.isUndefined()) {
        if (!requiresValue.isArray()) {
            problem(kManifest, {}, QStringLiteral("requires"),
                    Message(QT_TRANSLATE_NOOP("EngineMessages", "must be a list of package ids")));
        } else {
            const QJsonArray a = requiresValue.toArray();
            for (int i = 0; i < a.size(); ++i) {
                const QString id = a[i].toString();
                const bool bad = !idPattern.match(id).hasMatch() || id == p.id;
                if (!idPattern.match(id).hasMatch())
                    problem(kManifest, {}, QStringLiteral("requires[%1]").arg(i),
                            Message(QT_TRANSLATE_NOOP("EngineMessages", "not a package id")));
                else if (id == p.id)
                    problem(kManifest, {}, QStringLiteral("requires[%1]").arg(i),
                            Message(QT_TRANSLATE_NOOP("EngineMessages",
                                                      "a package cannot require itself")));
                else
                    p.requirements << id;
                if (bad && m_lenient)
                    p.unreadRequires.append(a[i]);
            }
        }
    }
}

void PackageParser::parseTiles(const QJsonObject &o, Package &p)
{
    const QJsonValue tiles = o.value(QStringLiteral("tiles"));
    if (!tiles.isArray()) {
        problem(kTiles, {}, QStringLiteral("tiles"),
                Message(QT_TRANSLATE_NOOP("EngineMessages", "must be a list of tiles")));
        return;
    }
    const QJsonArray a = tiles.toArray();
    // A package that requires others may bring rules alone (a house rule over the base game).
    if (a.isEmpty() && p.requirements.isEmpty())
        problem(kTiles, {}, QStringLiteral("tiles"),
                Message(QT_TRANSLATE_NOOP("EngineMessages", "the package has no tiles")));
    if (a.size() > 2000)
        problem(kTiles, {}, QStringLiteral("tiles"),
                Message(QT_TRANSLATE_NOOP("EngineMessages",
                                          "too many tile types (%1, at most 2000)"))
                        .arg(a.size()));
    QSet<QString> ids;
    // Leniently, what cannot be read is kept as it was (Package::unreadTiles).
    const auto keepUnread = [&](int i) {
        if (m_lenient)
            p.unreadTiles.append(a[i]);
    };
    for (int i = 0; i < a.size(); ++i) {
        if (i >= 2000) {
            keepUnread(i);
            continue;
        }
        std::optional<TileDefinition> t = parseTile(a[i], i);
        if (!t) {
            keepUnread(i);
            continue;
        }
        if (ids.contains(t->id)) {
            problem(kTiles, t->id, QStringLiteral("tiles[%1].id").arg(i),
                    Message(QT_TRANSLATE_NOOP("EngineMessages", "duplicate tile id")));
            keepUnread(i);
            continue;
        }
        ids.insert(t->id);
        p.tiles.append(*t);
    }
}

std::optional<TileDefinition> PackageParser::parseTile(const QJsonValue &v, int index)
{
    const QString at = QStringLiteral("tiles[%1]").arg(index);
    if (!v.isObject()) {
        problem(kTiles, {}, at,
                Message(QT_TRANSLATE_NOOP("EngineMessages", "a tile must be an object")));
        return std::nullopt;
    }
    const QJsonObject o = v.toObject();
    const int problemsBefore = int(m_problems.size());
    TileDefinition t;
    static const QRegularExpression idPattern(QStringLiteral("^[A-Za-z0-9_.-]{1,32}$"));
    t.id = o.value(QStringLiteral("id")).toString();
    if (!idPattern.match(t.id).hasMatch()) {
        problem(kTiles, {}, at + QStringLiteral(".id"),
                Message(QT_TRANSLATE_NOOP("EngineMessages",
                                          "must be 1-32 letters, digits, '_', '.' or '-'")));
        return std::nullopt;
    }
    const auto count = jsonnumber::wholeInt(o.value(QStringLiteral("count")), 0, 500);
    if (!count)
        problem(kTiles, t.id, QStringLiteral("count"),
                Message(QT_TRANSLATE_NOOP("EngineMessages",
                                          "must be a whole number from 0 to 500")));
    t.count = count.value_or(0);

    const QJsonValue cells = o.value(QStringLiteral("cells"));
    if (!cells.isUndefined()) {
        t.cells.clear();
        const QJsonArray ca = cells.toArray();
        if (!cells.isArray() || ca.isEmpty() || ca.size() > 16)
            problem(kTiles, t.id, QStringLiteral("cells"),
                    Message(QT_TRANSLATE_NOOP("EngineMessages",
                                              "must be a list of 1 to 16 [x, y] pairs")));
        for (int i = 0; i < ca.size() && i < 16; ++i) {
            const auto c = parseCellPair(ca[i]);
            if (!c || std::abs(c->x) > 8 || std::abs(c->y) > 8)
                problem(kTiles, t.id, QStringLiteral("cells[%1]").arg(i),
                        Message(QT_TRANSLATE_NOOP("EngineMessages",
                                                  "must be an [x, y] pair within -8..8")));
            else if (t.cells.contains(*c))
                problem(kTiles, t.id, QStringLiteral("cells[%1]").arg(i),
                        Message(QT_TRANSLATE_NOOP("EngineMessages", "duplicate cell")));
            else
                t.cells.append(*c);
        }
        if (!t.cells.contains(CellPos{}))
            problem(kTiles, t.id, QStringLiteral("cells"),
                    Message(QT_TRANSLATE_NOOP("EngineMessages", "must contain the cell [0, 0]")));
    }

    const QJsonValue features = o.value(QStringLiteral("features"));
    if (!features.isArray() || features.toArray().isEmpty()) {
        problem(kTiles, t.id, QStringLiteral("features"),
                Message(QT_TRANSLATE_NOOP("EngineMessages", "must be a non-empty list")));
    } else {
        const QJsonArray fa = features.toArray();
        for (int i = 0; i < fa.size() && i < 256; ++i) {
            auto f = parseFeature(fa[i], t.id, QStringLiteral("features[%1]").arg(i), t.cells);
            if (f)
                t.features.append(*f);
        }
    }
    const QJsonValue art = o.value(QStringLiteral("art"));
    if (!art.isUndefined()) {
        t.art = art.toString();
        if (!art.isString() || !t.art.startsWith(QStringLiteral("art/"))
            || !t.art.endsWith(QStringLiteral(".svg")))
            problem(kTiles, t.id, QStringLiteral("art"),
                    Message(QT_TRANSLATE_NOOP("EngineMessages",
                                              "must name an SVG file under art/")));
    }
    const QJsonValue tags = o.value(QStringLiteral("tags"));
    if (!tags.isUndefined()) {
        if (!tags.isObject())
            problem(kTiles, t.id, QStringLiteral("tags"),
                    Message(QT_TRANSLATE_NOOP("EngineMessages", "must be an object")));
        t.tags = tags.toObject();
    }
    if (int(m_problems.size()) != problemsBefore)
        return std::nullopt;
    checkTile(t, kTiles);
    if (int(m_problems.size()) != problemsBefore && !m_lenient)
        return std::nullopt;
    for (const AuthoredAttribute &a : std::as_const(m_attributes))
        t.authoredMarks << std::int8_t(AuthoredAttribute::marks().indexOf(a.mark));
    return t;
}

std::optional<FeatureDefinition> PackageParser::parseFeature(const QJsonValue &v,
                                                             const QString &tile, const QString &at,
                                                             const QList<CellPos> &cells)
{
    if (!v.isObject()) {
        problem(kTiles, tile, at,
                Message(QT_TRANSLATE_NOOP("EngineMessages", "a feature must be an object")));
        return std::nullopt;
    }
    const QJsonObject o = v.toObject();
    FeatureDefinition f;
    const auto type = featuretype::parse(o.value(QStringLiteral("type")).toString());
    if (!type) {
        problem(kTiles, tile, at + QStringLiteral(".type"),
                Message(QT_TRANSLATE_NOOP("EngineMessages", "unknown feature type '%1'"))
                        .arg(shownValue(o.value(QStringLiteral("type")).toString())));
        return std::nullopt;
    }
    f.type = *type;
    bool ok = true;
    auto fail = [&](const QString &key, const Message &message) {
        problem(kTiles, tile, at + QLatin1Char('.') + key, message);
        ok = false;
    };
    // Which keys each type allows (package contract §4); its attributes come from their table.
    QSet<QString> allowed{QStringLiteral("type"), QStringLiteral("symbol")};
    for (const FeatureAttributeRow &row : featureattributes::all()) {
        if (row.carriedBy(f.type))
            allowed << row.keyString();
    }
    // A field without ports is enclosed (between the cities of Traders & Builders' TB06): it
    // touches no side and is named like an interior feature (design contract §3).
    const bool enclosedField = f.type == FeatureType::Field && !o.contains(QStringLiteral("ports"));
    if (featuretype::hasPorts(f.type) && !enclosedField)
        allowed << QStringLiteral("ports");
    else
        allowed << QStringLiteral("cell");
    if (f.type == FeatureType::Field)
        allowed << QStringLiteral("cities");
    if (std::any_of(m_attributes.begin(), m_attributes.end(),
                    [&](const AuthoredAttribute &a) { return a.carriedBy(f.type); }))
        allowed << QStringLiteral("attributes");
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (!allowed.contains(it.key()))
            fail(it.key(),
                 Message(QT_TRANSLATE_NOOP("EngineMessages", "not an attribute of a %1"))
                         .arg(featuretype::name(f.type)));
    }

    if (featuretype::hasPorts(f.type) && !enclosedField) {
        const QJsonValue ports = o.value(QStringLiteral("ports"));
        const QJsonArray pa = ports.toArray();
        if (!ports.isArray() || pa.isEmpty())
            fail(QStringLiteral("ports"),
                 Message(QT_TRANSLATE_NOOP("EngineMessages", "must list at least one port")));
        for (int i = 0; i < pa.size(); ++i) {
            const QString text = pa[i].toString();
            CellPort cp;
            QStringView portText = text;
            const qsizetype colon = text.indexOf(QLatin1Char(':'));
            bool good = pa[i].isString();
            if (good && colon >= 0) {
                const QStringList xy = text.left(colon).split(QLatin1Char(','));
                bool okx = false, oky = false;
                if (xy.size() == 2) {
                    cp.cell = {xy[0].trimmed().toInt(&okx), xy[1].trimmed().toInt(&oky)};
                }
                good = okx && oky;
                portText = QStringView(text).mid(colon + 1);
            }
            const auto port = good ? geometry::parsePort(portText) : std::nullopt;
            if (!port) {
                fail(QStringLiteral("ports[%1]").arg(i),
                     Message(QT_TRANSLATE_NOOP(
                                     "EngineMessages",
                                     "'%1' is not a port (NNW N NNE ENE E ESE SSE S SSW WSW W "
                                     "WNW, optionally prefixed by a cell as \"x,y:\")"))
                             .arg(shownValue(text)));
                continue;
            }
            cp.port = *port;
            if (!cells.contains(cp.cell)) {
                fail(QStringLiteral("ports[%1]").arg(i),
                     Message(QT_TRANSLATE_NOOP("EngineMessages",
                                               "cell %1 is not a cell of this tile"))
                             .arg(cellName(cp.cell)));
                continue;
            }
            if (f.ports.contains(cp))
                fail(QStringLiteral("ports[%1]").arg(i),
                     Message(QT_TRANSLATE_NOOP("EngineMessages", "duplicate port")));
            else
                f.ports.append(cp);
        }
    } else if (o.contains(QStringLiteral("cell"))) {
        const auto c = parseCellPair(o.value(QStringLiteral("cell")));
        if (!c || !cells.contains(*c))
            fail(QStringLiteral("cell"),
                 Message(QT_TRANSLATE_NOOP("EngineMessages", "must be one of the tile's cells")));
        else
            f.cell = *c;
    }

    // Counts first, then lists, in the table's order.
    for (const FeatureAttributeRow &row : featureattributes::all()) {
        if (row.listed())
            continue;
        const QJsonValue value = o.value(row.keyString());
        if (value.isUndefined())
            continue;
        const auto n = jsonnumber::wholeInt(value, 0, row.maximum);
        if (!n)
            fail(row.keyString(),
                 Message(QT_TRANSLATE_NOOP("EngineMessages", "must be a whole number from 0 to %1"))
                         .arg(row.maximum));
        else
            f.attribute(row.attribute) = *n;
    }
    QStringList listKeys;
    for (const FeatureAttributeRow &row : featureattributes::all()) {
        if (row.listed() && !listKeys.contains(row.keyString()))
            listKeys << row.keyString();
    }
    for (const QString &key : std::as_const(listKeys)) {
        const QJsonValue listValue = o.value(key);
        if (listValue.isUndefined())
            continue;
        QList<const FeatureAttributeRow *> rows;
        QStringList names;
        for (const FeatureAttributeRow &row : featureattributes::all()) {
            if (row.listed() && row.keyString() == key) {
                rows << &row;
                names << row.nameString();
            }
        }
        const QString known = names.join(QStringLiteral(", "));
        const QJsonArray items = listValue.toArray();
        if (!listValue.isArray())
            fail(key,
                 Message(QT_TRANSLATE_NOOP("EngineMessages", "must be a list of %1")).arg(known));
        for (int i = 0; i < items.size(); ++i) {
            const QString item = items[i].toString();
            const qsizetype at = items[i].isString() ? names.indexOf(item) : -1;
            if (at >= 0)
                ++f.attribute(rows[at]->attribute);
            else
                fail(QStringLiteral("%1[%2]").arg(key).arg(i),
                     Message(QT_TRANSLATE_NOOP("EngineMessages", "'%1' is not a %2 (%3)"))
                             .arg(shownValue(item), QLatin1String(rows.front()->listItem), known));
        }
        for (const FeatureAttributeRow *row : std::as_const(rows)) {
            if (f.attribute(row->attribute) > row->maximum)
                fail(key,
                     Message(QT_TRANSLATE_NOOP("EngineMessages", "must list %1 at most %2 times"))
                             .arg(row->nameString())
                             .arg(row->maximum));
        }
    }
    // The package's own attributes (rules.json "attributes"), by id.
    const QJsonValue authoredValue = o.value(QStringLiteral("attributes"));
    if (!authoredValue.isUndefined() && allowed.contains(QStringLiteral("attributes"))) {
        if (!authoredValue.isObject())
            fail(QStringLiteral("attributes"),
                 Message(QT_TRANSLATE_NOOP("EngineMessages",
                                           "must be an object of attribute to count")));
        const QJsonObject ao = authoredValue.toObject();
        for (auto it = ao.begin(); it != ao.end(); ++it) {
            const QString key = QStringLiteral("attributes.") + shownValue(it.key(), 40);
            const auto a =
                    std::find_if(m_attributes.begin(), m_attributes.end(),
                                 [&](const AuthoredAttribute &x) { return x.id == it.key(); });
            if (a == m_attributes.end() || !a->carriedBy(f.type)) {
                fail(key,
                     Message(QT_TRANSLATE_NOOP("EngineMessages",
                                               "not an attribute of a %1 this package declares"))
                             .arg(featuretype::name(f.type)));
                continue;
            }
            const auto n = jsonnumber::wholeInt(it.value(), 0, a->maximum);
            if (!n)
                fail(key,
                     Message(QT_TRANSLATE_NOOP("EngineMessages",
                                               "must be a whole number from 0 to %1"))
                             .arg(a->maximum));
            else
                f.authored(int(a - m_attributes.begin())) = *n;
        }
    }
    const QJsonValue citiesValue = o.value(QStringLiteral("cities"));
    if (!citiesValue.isUndefined()) {
        const QJsonArray ca = citiesValue.toArray();
        if (!citiesValue.isArray())
            fail(QStringLiteral("cities"),
                 Message(QT_TRANSLATE_NOOP("EngineMessages", "must be a list of feature indices")));
        for (int i = 0; i < ca.size(); ++i) {
            const auto index = jsonnumber::wholeInt(ca[i], 0, 1000);
            if (!index)
                fail(QStringLiteral("cities[%1]").arg(i),
                     Message(QT_TRANSLATE_NOOP(
                             "EngineMessages",
                             "must be the index of a city feature of this tile")));
            else
                f.cities.append(*index);
        }
    }
    const QJsonValue symbol = o.value(QStringLiteral("symbol"));
    if (!symbol.isUndefined()) {
        const QJsonObject so = symbol.toObject();
        const QString kind = so.value(QStringLiteral("kind")).toString();
        if (const auto parsed = symbols::parse(kind))
            f.symbol = *parsed;
        else
            fail(QStringLiteral("symbol.kind"),
                 Message(QT_TRANSLATE_NOOP("EngineMessages",
                                           "must be reinforce, anywhere or extraTurn")));
        static const QStringList sides{QStringLiteral("N"), QStringLiteral("E"),
                                       QStringLiteral("S"), QStringLiteral("W")};
        const int side = int(sides.indexOf(so.value(QStringLiteral("side")).toString()));
        if (side < 0)
            fail(QStringLiteral("symbol.side"),
                 Message(QT_TRANSLATE_NOOP("EngineMessages", "must be N, E, S or W")));
        f.symbolSide = side;
    }
    if (!ok)
        return std::nullopt;
    return f;
}

void PackageParser::checkFog(const TileDefinition &t, const QString &file)
{
    // A road lies wholly under fog or wholly clear; fog reaches an outer side of the tile.
    for (int fi = 0; fi < t.features.size(); ++fi) {
        const FeatureDefinition &f = t.features[fi];
        if (f.type != FeatureType::Road && f.type != FeatureType::Fog)
            continue;
        int fogged = 0, outer = 0;
        for (const CellPort &cp : f.ports) {
            const bool inner =
                    t.cells.contains(geometry::neighbour(cp.cell, geometry::sideOf(cp.port)));
            outer += inner ? 0 : 1;
            if (f.type != FeatureType::Road)
                continue;
            for (const FeatureDefinition &g : t.features) {
                if (g.type == FeatureType::Fog && g.ports.contains(cp))
                    ++fogged;
            }
        }
        const QString at = QStringLiteral("features[%1].ports").arg(fi);
        if (f.type == FeatureType::Road && fogged > 0 && fogged < f.ports.size())
            problem(file, t.id, at,
                    Message(QT_TRANSLATE_NOOP(
                                    "EngineMessages",
                                    "fog covers %1 of this road's %2 ports: a road lies wholly "
                                    "under fog or wholly clear"))
                            .arg(fogged)
                            .arg(f.ports.size()));
        if (f.type == FeatureType::Fog && outer == 0)
            problem(file, t.id, at,
                    Message(QT_TRANSLATE_NOOP("EngineMessages",
                                              "fog must reach an outer side of the tile")));
    }
}

void PackageParser::checkTile(const TileDefinition &t, const QString &file)
{
    checkFog(t, file);
    // Which terrain feature covers each port of each cell, and which overlay.
    struct CellPorts
    {
        std::array<int, kPortCount> terrain;
        std::array<int, kPortCount> overlay;
    };
    QList<CellPorts> cells(t.cells.size());
    for (CellPorts &c : cells) {
        c.terrain.fill(-1);
        c.overlay.fill(-1);
    }
    for (int fi = 0; fi < t.features.size(); ++fi) {
        const FeatureDefinition &f = t.features[fi];
        const QString at = QStringLiteral("features[%1]").arg(fi);
        for (const CellPort &cp : f.ports) {
            CellPorts &c = cells[t.cells.indexOf(cp.cell)];
            auto &slot = featuretype::isOverlay(f.type) ? c.overlay : c.terrain;
            if (slot[std::size_t(cp.port)] >= 0) {
                problem(file, t.id, at + QStringLiteral(".ports"),
                        Message(QT_TRANSLATE_NOOP(
                                        "EngineMessages",
                                        "port %1 of cell %2 already belongs to features[%3]"))
                                .arg(geometry::portName(cp.port), cellName(cp.cell))
                                .arg(slot[std::size_t(cp.port)]));
                continue;
            }
            slot[std::size_t(cp.port)] = fi;
        }
        for (int ci : f.cities) {
            if (ci >= t.features.size() || t.features[ci].type != FeatureType::City)
                problem(file, t.id, at + QStringLiteral(".cities"),
                        Message(QT_TRANSLATE_NOOP("EngineMessages",
                                                  "%1 is not the index of a city feature"))
                                .arg(ci));
        }
    }
    for (int ci = 0; ci < t.cells.size(); ++ci) {
        const CellPos cell = t.cells[ci];
        for (int side = 0; side < kSideCount; ++side) {
            const CellPos other = geometry::neighbour(cell, side);
            const int otherIndex = int(t.cells.indexOf(other));
            std::array<FeatureType, 3> kinds{};
            bool complete = true;
            for (int third = 0; third < 3; ++third) {
                const Port p = geometry::portAt(side, third);
                const int f = cells[ci].terrain[std::size_t(p)];
                if (f < 0) {
                    problem(file, t.id, QStringLiteral("features"),
                            Message(QT_TRANSLATE_NOOP(
                                            "EngineMessages",
                                            "port %1 of cell %2 belongs to no road, city, field "
                                            "or river"))
                                    .arg(geometry::portName(p), cellName(cell)));
                    complete = false;
                    continue;
                }
                kinds[std::size_t(third)] = t.features[f].type;
                if (otherIndex >= 0) {
                    // Inside a multi-cell tile the two touching ports must be one feature.
                    const int g = cells[otherIndex].terrain[std::size_t(geometry::facing(p))];
                    if (g >= 0 && g != f)
                        problem(file, t.id, QStringLiteral("features[%1].ports").arg(f),
                                Message(QT_TRANSLATE_NOOP(
                                                "EngineMessages",
                                                "port %1 of cell %2 meets features[%3] inside "
                                                "the tile; joined edges must be one feature"))
                                        .arg(geometry::portName(p), cellName(cell))
                                        .arg(g));
                }
                const int o = cells[ci].overlay[std::size_t(p)];
                if (o >= 0 && t.features[f].type != FeatureType::Road
                    && t.features[f].type != FeatureType::Field)
                    problem(file, t.id, QStringLiteral("features[%1].ports").arg(o),
                            Message(QT_TRANSLATE_NOOP(
                                            "EngineMessages",
                                            "fog lies only on roads and fields, not on port %1"))
                                    .arg(geometry::portName(p)));
            }
            // Fog running to an inner edge runs on into the other cell, as one fog feature
            // (each inner side checked once, from its lower cell).
            for (int third = 0; third < 3 && otherIndex > ci; ++third) {
                const Port p = geometry::portAt(side, third);
                const int o = cells[ci].overlay[std::size_t(p)];
                const int q = cells[otherIndex].overlay[std::size_t(geometry::facing(p))];
                if (o == q)
                    continue;
                problem(file, t.id, QStringLiteral("features[%1].ports").arg(std::max(o, q)),
                        Message(QT_TRANSLATE_NOOP(
                                        "EngineMessages",
                                        "fog at side %1 of cell %2 must continue as the same fog "
                                        "across the tile's inner edge"))
                                .arg(QStringLiteral("NESW")[side], cellName(cell)));
                break;
            }
            if (!complete)
                continue;
            const bool allCity = kinds[0] == FeatureType::City && kinds[1] == FeatureType::City
                    && kinds[2] == FeatureType::City;
            const bool anyCity = kinds[0] == FeatureType::City || kinds[1] == FeatureType::City
                    || kinds[2] == FeatureType::City;
            const bool outerField =
                    kinds[0] == FeatureType::Field && kinds[2] == FeatureType::Field;
            if (anyCity && !allCity)
                problem(file, t.id, QStringLiteral("features"),
                        Message(QT_TRANSLATE_NOOP(
                                        "EngineMessages",
                                        "side %1 of cell %2: a city must cover all three ports "
                                        "of a side"))
                                .arg(QStringLiteral("NESW")[side], cellName(cell)));
            else if (!allCity && !outerField)
                problem(file, t.id, QStringLiteral("features"),
                        Message(QT_TRANSLATE_NOOP(
                                        "EngineMessages",
                                        "side %1 of cell %2: roads and rivers use only the "
                                        "middle port; the outer ports must be field"))
                                .arg(QStringLiteral("NESW")[side], cellName(cell)));
        }
    }
}

void PackageParser::parseRules(const QJsonObject &o, Package &p)
{
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (it.key() != QStringLiteral("modules") && it.key() != QStringLiteral("parameters")
            && it.key() != QStringLiteral("deck") && it.key() != QStringLiteral("attributes")
            && it.key() != QStringLiteral("scoring") && it.key() != QStringLiteral("figures")) {
            problem(kRules, {}, it.key(),
                    Message(QT_TRANSLATE_NOOP("EngineMessages", "unknown key")));
            if (m_lenient)
                p.rules.unreadKeys.insert(it.key(), it.value());
        }
    }
    const QJsonArray modules = o.value(QStringLiteral("modules")).toArray();
    if (o.contains(QStringLiteral("modules")) && !o.value(QStringLiteral("modules")).isArray())
        problem(kRules, {}, QStringLiteral("modules"),
                Message(QT_TRANSLATE_NOOP("EngineMessages", "must be a list")));
    for (int i = 0; i < modules.size(); ++i) {
        ModuleSetting m;
        if (modules[i].isString()) {
            m.id = modules[i].toString();
        } else {
            const QJsonObject mo = modules[i].toObject();
            m.id = mo.value(QStringLiteral("id")).toString();
            const QJsonValue enabled = mo.value(QStringLiteral("enabled"));
            if (!enabled.isUndefined() && !enabled.isBool())
                problem(kRules, {}, QStringLiteral("modules[%1].enabled").arg(i),
                        Message(QT_TRANSLATE_NOOP("EngineMessages", "must be true or false")));
            m.enabled = enabled.toBool(true);
        }
        if (!RuleCatalog::module(m.id)) {
            problem(kRules, {}, QStringLiteral("modules[%1]").arg(i),
                    Message(QT_TRANSLATE_NOOP("EngineMessages", "unknown rule module '%1'"))
                            .arg(shownValue(m.id)));
            if (m_lenient)
                p.rules.unreadModules.append(modules[i]);
        } else {
            p.rules.modules.append(m);
        }
    }
    // A section of another type is refused, not read as empty.
    for (const QString &section : {QStringLiteral("parameters"), QStringLiteral("deck")}) {
        if (o.contains(section) && !o.value(section).isObject())
            problem(kRules, {}, section,
                    Message(QT_TRANSLATE_NOOP("EngineMessages", "must be an object")));
    }
    const QJsonObject parameters = o.value(QStringLiteral("parameters")).toObject();
    for (auto it = parameters.begin(); it != parameters.end(); ++it) {
        const QString field = QStringLiteral("parameters.") + it.key();
        const auto spec = RuleCatalog::parameter(it.key());
        if (!spec) {
            problem(kRules, {}, field,
                    Message(QT_TRANSLATE_NOOP("EngineMessages", "unknown parameter")));
            if (m_lenient)
                p.rules.unreadParameters.insert(it.key(), it.value());
            continue;
        }
        const auto value = RuleCatalog::checkValue(*spec, it.value().toVariant());
        if (!value) {
            problem(kRules, {}, field,
                    spec->boolean
                            ? Message(QT_TRANSLATE_NOOP("EngineMessages", "must be true or false"))
                            : Message(QT_TRANSLATE_NOOP("EngineMessages",
                                                        "must be a whole number from %1 to %2"))
                                      .arg(spec->minimum)
                                      .arg(spec->maximum));
            if (m_lenient)
                p.rules.unreadParameters.insert(it.key(), it.value());
        } else {
            p.rules.parameters.insert(it.key(), *value);
        }
    }
    // Authored rules: a section with a problem is refused whole; leniently (the editor) it is
    // kept as it was and written back, so saving never drops it.
    auto keep = [&](const QString &section, const Problems &found) {
        m_problems.append(found);
        if (!found.isEmpty() && m_lenient)
            p.rules.unreadKeys.insert(section, o.value(section));
        return found.isEmpty();
    };
    if (o.contains(QStringLiteral("attributes"))) {
        Problems found;
        auto read =
                AuthoredRulesParser::parseAttributes(o.value(QStringLiteral("attributes")), found);
        if (keep(QStringLiteral("attributes"), found))
            p.rules.attributes = read;
    }
    if (o.contains(QStringLiteral("figures"))) {
        Problems found;
        auto read = AuthoredRulesParser::parseFigures(o.value(QStringLiteral("figures")), found);
        if (keep(QStringLiteral("figures"), found))
            p.rules.figures = read;
    }
    if (o.contains(QStringLiteral("scoring"))) {
        Problems found;
        auto read = AuthoredRulesParser::parseScoring(o.value(QStringLiteral("scoring")),
                                                      p.rules.attributes, found);
        if (keep(QStringLiteral("scoring"), found))
            p.rules.scoring = read;
    }
    const QJsonObject deck = o.value(QStringLiteral("deck")).toObject();
    for (auto it = deck.begin(); it != deck.end(); ++it) {
        if (it.key() == QStringLiteral("startTile") && it.value().isString())
            p.rules.startTile = it.value().toString();
        else {
            problem(kRules, {}, QStringLiteral("deck.") + it.key(),
                    Message(QT_TRANSLATE_NOOP("EngineMessages", "unknown or malformed deck rule")));
            if (m_lenient)
                p.rules.unreadDeck.insert(it.key(), it.value());
        }
    }
}

} // namespace carcassonne
