#include "packagereader.h"

#include "packageparser.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <quazip.h>
#include <quazipfile.h>
#include <quazipfileinfo.h>

namespace carcassonne {

namespace {

// A package-relative path that cannot leave the package: relative, no "..", no drive letters.
bool isSafeRelativePath(const QString &name)
{
    if (name.isEmpty() || name.startsWith(QLatin1Char('/')) || name.contains(QLatin1Char('\\'))
        || name.contains(QLatin1Char(':')) || name.contains(QChar(0)))
        return false;
    const QStringList parts = name.split(QLatin1Char('/'));
    for (const QString &part : parts) {
        if (part == QStringLiteral("..") || part == QStringLiteral("."))
            return false;
    }
    return true;
}

} // namespace

void PackageReader::problem(const QString &file, const QString &tile, const QString &field,
                            const QString &message)
{
    m_problems.append(Problem{file, tile, field, message});
}

std::optional<Package> PackageReader::read(const QString &path)
{
    const std::optional<QMap<QString, QByteArray>> files = collect(path);
    if (!files)
        return std::nullopt;
    return readFiles(*files, path);
}

std::optional<QMap<QString, QByteArray>> PackageReader::collect(const QString &path)
{
    m_problems.clear();
    QMap<QString, QByteArray> files;
    const QFileInfo info(path);
    bool ok = false;
    if (info.isDir())
        ok = collectFolder(path, files);
    else if (info.isFile())
        ok = collectZip(path, files);
    else
        problem(path, {}, {}, QStringLiteral("no such package folder or zip file"));
    if (!ok)
        return std::nullopt;
    return files;
}

std::optional<Package> PackageReader::readFiles(const QMap<QString, QByteArray> &files,
                                                const QString &source)
{
    PackageParser parser;
    parser.setLenient(m_lenient);
    std::optional<Package> p = parser.parse(files, source);
    m_problems.append(parser.problems());
    return p;
}

bool PackageReader::acceptEntry(const QString &name, qint64 size, qint64 &total, int &count,
                                const QString &source)
{
    if (++count > kMaxEntries) {
        problem(source, {}, {}, QStringLiteral("more than %1 files: refused").arg(kMaxEntries));
        return false;
    }
    if (!isSafeRelativePath(name)) {
        problem(source, {}, {},
                QStringLiteral("entry '%1' would lie outside the package: refused").arg(name));
        return false;
    }
    if (size > kMaxFileSize) {
        problem(source, {}, {},
                QStringLiteral("entry '%1' is larger than %2 bytes: refused")
                        .arg(name)
                        .arg(kMaxFileSize));
        return false;
    }
    total += size;
    if (total > kMaxTotalSize) {
        problem(source, {}, {},
                QStringLiteral("the package is larger than %1 bytes: refused").arg(kMaxTotalSize));
        return false;
    }
    return true;
}

bool PackageReader::collectFolder(const QString &path, QMap<QString, QByteArray> &files)
{
    const QDir root(QFileInfo(path).absoluteFilePath());
    QDirIterator it(root.absolutePath(), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    qint64 total = 0;
    int count = 0;
    while (it.hasNext()) {
        const QString file = it.next();
        const QString name = root.relativeFilePath(file);
        const QFileInfo info(file);
        if (info.isSymLink()) {
            problem(path, {}, {}, QStringLiteral("'%1' is a link: refused").arg(name));
            return false;
        }
        if (!acceptEntry(name, info.size(), total, count, path))
            return false;
        QFile f(file);
        if (!f.open(QIODevice::ReadOnly)) {
            problem(path, {}, {},
                    QStringLiteral("cannot read '%1': %2").arg(name, f.errorString()));
            return false;
        }
        files.insert(name, f.read(kMaxFileSize + 1));
    }
    return true;
}

bool PackageReader::collectZip(const QString &path, QMap<QString, QByteArray> &files)
{
    QuaZip zip(path);
    if (!zip.open(QuaZip::mdUnzip)) {
        problem(path, {}, {}, QStringLiteral("not a readable zip file"));
        return false;
    }
    if (zip.getEntriesCount() > kMaxEntries) {
        problem(path, {}, {}, QStringLiteral("more than %1 files: refused").arg(kMaxEntries));
        return false;
    }
    qint64 total = 0;
    int count = 0;
    for (bool more = zip.goToFirstFile(); more; more = zip.goToNextFile()) {
        QuaZipFileInfo64 info;
        if (!zip.getCurrentFileInfo(&info)) {
            problem(path, {}, {}, QStringLiteral("damaged zip directory"));
            return false;
        }
        if (info.name.endsWith(QLatin1Char('/')))
            continue; // a folder entry
        if (!acceptEntry(info.name, qint64(info.uncompressedSize), total, count, path))
            return false;
        QuaZipFile file(&zip);
        if (!file.open(QIODevice::ReadOnly)) {
            problem(path, {}, {}, QStringLiteral("cannot read entry '%1'").arg(info.name));
            return false;
        }
        // Never trust the size the directory claims: read at most one byte past the limit.
        const QByteArray data = file.read(kMaxFileSize + 1);
        file.close();
        if (data.size() > kMaxFileSize || data.size() != qint64(info.uncompressedSize)) {
            problem(path, {}, {},
                    QStringLiteral("entry '%1' is not the size its header claims: refused")
                            .arg(info.name));
            return false;
        }
        files.insert(info.name, data);
    }
    // A zip of the package folder holds it one level down: strip that folder.
    if (!files.contains(QStringLiteral("manifest.json")) && !files.isEmpty()) {
        const QString first = files.firstKey();
        const qsizetype slash = first.indexOf(QLatin1Char('/'));
        if (slash > 0) {
            const QString prefix = first.left(slash + 1);
            bool allUnder = true;
            for (auto it = files.cbegin(); it != files.cend() && allUnder; ++it)
                allUnder = it.key().startsWith(prefix);
            if (allUnder && files.contains(prefix + QStringLiteral("manifest.json"))) {
                QMap<QString, QByteArray> stripped;
                for (auto it = files.cbegin(); it != files.cend(); ++it)
                    stripped.insert(it.key().mid(prefix.size()), it.value());
                files = stripped;
            }
        }
    }
    return true;
}

} // namespace carcassonne
