#include "packagerepository.h"

#include "packagereader.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStandardPaths>

#include <functional>

static void initBuiltinPackages()
{
    Q_INIT_RESOURCE(builtin_packages);
}

namespace carcassonne {

PackageRepository::PackageRepository()
{
    initBuiltinPackages();
    m_searchPaths << builtinRoot();
    const QString user = userPackageFolder();
    if (!user.isEmpty())
        m_searchPaths << user;
}

QString PackageRepository::builtinRoot()
{
    return QStringLiteral(":/packages");
}

QString PackageRepository::userPackageFolder()
{
    // One folder for the game, the editor and the command line tool, whatever name the program
    // asking has (the editor's differs): the game's data folder, where it always was.
    const QString base = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
    return base.isEmpty()
            ? QString()
            : base + QStringLiteral("/Carcassonne Studio/Carcassonne Studio/packages");
}

bool PackageRepository::isValidId(const QString &id)
{
    // The manifest's pattern (packageparser.cpp), anchored at both ends ('$' alone would let a
    // final newline through): no '/', '\\', '.', or anything but ASCII.
    static const QRegularExpression idPattern(
            QRegularExpression::anchoredPattern(QStringLiteral("[a-z0-9][a-z0-9-]{0,63}")));
    return id.size() <= 64 && idPattern.match(id).hasMatch();
}

QString PackageRepository::quotedId(const QString &id)
{
    constexpr qsizetype shown = 64;
    QString out = QStringLiteral("\"");
    for (qsizetype i = 0; i < id.size() && i < shown; ++i) {
        const char16_t c = id.at(i).unicode();
        if (c == u'"' || c == u'\\') {
            out += QLatin1Char('\\');
            out += QChar(c);
        } else if (c >= 0x20 && c < 0x7f) {
            out += QChar(c);
        } else {
            out += QStringLiteral("\\u%1").arg(int(c), 4, 16, QLatin1Char('0'));
        }
    }
    out += QLatin1Char('"');
    if (id.size() > shown)
        out += QStringLiteral("... (%1 characters)").arg(id.size());
    return out;
}

Message PackageRepository::invalidIdMessage(const QString &id)
{
    return Message(QT_TRANSLATE_NOOP(
                           "EngineMessages",
                           "%1 is not a package id (1-64 lower-case letters, digits or '-')"))
            .arg(quotedId(id));
}

void PackageRepository::addSearchPath(const QString &folder)
{
    m_searchPaths << folder;
}

namespace {
std::optional<Package> readPackage(const QString &path, Problems *problems)
{
    PackageReader reader;
    std::optional<Package> p = reader.read(path);
    if (!p && problems)
        problems->append(reader.problems());
    return p;
}
} // namespace

std::optional<QString> PackageRepository::addPath(const QString &path, Problems *problems)
{
    std::optional<Package> p = readPackage(path, problems);
    if (!p)
        return std::nullopt;
    const QString id = p->id;
    m_loaded.insert(id, *p);
    return id;
}

void PackageRepository::addPackage(const Package &package)
{
    m_loaded.insert(package.id, package);
}

QString PackageRepository::locate(const QString &id) const
{
    // An id is joined to folders below: one that is a path ("../x", "/x", "a/b") would name a
    // folder anywhere on the disk.
    if (!isValidId(id))
        return {};
    // Later search paths are the user's: they may not shadow a built-in package.
    for (const QString &folder : m_searchPaths) {
        const QString dir = folder + QLatin1Char('/') + id;
        if (QFileInfo(dir + QStringLiteral("/manifest.json")).isFile())
            return dir;
        const QString zip = dir + QStringLiteral(".zip");
        if (QFileInfo(zip).isFile())
            return zip;
    }
    return {};
}

QStringList PackageRepository::availableIds() const
{
    QStringList ids = m_loaded.keys();
    for (const QString &folder : m_searchPaths) {
        const QDir dir(folder);
        for (const QFileInfo &info :
             dir.entryInfoList(QDir::Dirs | QDir::Files | QDir::NoDotAndDotDot)) {
            QString id = info.fileName();
            if (info.isFile()) {
                if (!id.endsWith(QStringLiteral(".zip")))
                    continue;
                id.chop(4);
            } else if (!QFileInfo(info.filePath() + QStringLiteral("/manifest.json")).isFile()) {
                continue;
            }
            if (!ids.contains(id))
                ids << id;
        }
    }
    ids.sort();
    return ids;
}

std::optional<Package> PackageRepository::load(const QString &id, Problems *problems)
{
    const auto it = m_loaded.constFind(id);
    if (it != m_loaded.cend())
        return *it;
    if (!isValidId(id)) {
        if (problems)
            problems->append({{}, {}, {}, invalidIdMessage(id)});
        return std::nullopt;
    }
    const QString path = locate(id);
    if (path.isEmpty()) {
        if (problems)
            problems->append(
                    {{},
                     {},
                     {},
                     Message(QT_TRANSLATE_NOOP("EngineMessages", "no package '%1' is installed"))
                             .arg(id)});
        return std::nullopt;
    }
    std::optional<Package> p = readPackage(path, problems);
    if (!p)
        return std::nullopt;
    if (p->id != id) {
        if (problems)
            problems->append(
                    {path,
                     {},
                     QStringLiteral("id"),
                     Message(QT_TRANSLATE_NOOP("EngineMessages",
                                               "the package at this place says its id is '%1', "
                                               "not '%2'"))
                             .arg(p->id, id)});
        return std::nullopt;
    }
    m_loaded.insert(id, *p);
    return p;
}

std::optional<QList<Package>> PackageRepository::resolve(const QStringList &ids, Problems *problems)
{
    QList<Package> ordered;
    QStringList visiting;
    QStringList done;
    bool ok = true;
    // Depth first: a package comes after everything it requires.
    std::function<void(const QString &)> visit = [&](const QString &id) {
        if (done.contains(id) || !ok)
            return;
        if (visiting.contains(id)) {
            if (problems)
                problems->append(
                        {{},
                         {},
                         QStringLiteral("requires"),
                         Message(QT_TRANSLATE_NOOP("EngineMessages",
                                                   "packages require each other in a circle: %1"))
                                 .arg((visiting + QStringList{id}).join(QStringLiteral(" -> ")))});
            ok = false;
            return;
        }
        std::optional<Package> p = load(id, problems);
        if (!p) {
            ok = false;
            return;
        }
        visiting << id;
        for (const QString &r : std::as_const(p->requirements))
            visit(r);
        visiting.removeLast();
        done << id;
        ordered << *p;
    };
    for (const QString &id : ids)
        visit(id);
    if (!ok)
        return std::nullopt;
    return ordered;
}

} // namespace carcassonne
