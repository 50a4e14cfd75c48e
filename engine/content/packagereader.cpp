#include "packagereader.h"

#include "core/diskfile.h"
#include "core/shownvalue.h"
#include "packageparser.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QStringDecoder>
#include <quazip.h>
#include <quazipfile.h>
#include <quazipfileinfo.h>

#include <unzip.h>

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

// A name as messages show it (core/shownvalue), cut after kShownNameLength characters.
constexpr qsizetype kShownNameLength = 200;

QString escapedName(const QString &name)
{
    return shownValue(name, kShownNameLength);
}

// A name straight from the zip's bytes: UTF-8 when flagged so and valid, otherwise printable ASCII
// as it is and every other byte as \xNN.
QString escapedRawName(const QByteArray &raw, bool utf8)
{
    if (utf8) {
        QStringDecoder decoder(QStringDecoder::Utf8);
        const QString name = decoder(raw);
        if (!decoder.hasError())
            return escapedName(name);
    }
    QString out;
    for (const char ch : raw) {
        if (out.size() >= kShownNameLength) {
            out += QStringLiteral("...");
            break;
        }
        const auto b = uchar(ch);
        if (b == '\\')
            out += QStringLiteral("\\\\");
        else if (b >= 0x20 && b < 0x7f)
            out += QLatin1Char(char(b));
        else
            out += QStringLiteral("\\x%1").arg(uint(b), 2, 16, QLatin1Char('0'));
    }
    return out;
}

// General purpose flags (APPNOTE 4.4.4): bit 0 encrypted, bit 6 strong encryption, bit 11 names in
// UTF-8, bit 13 central directory encrypted.
constexpr quint16 kFlagEncrypted = 0x0001;
constexpr quint16 kFlagStrongEncryption = 0x0040;
constexpr quint16 kFlagUtf8 = 0x0800;
constexpr quint16 kFlagDirectoryEncrypted = 0x2000;

// Hosts whose "made by" means the upper half of the external attributes is a Unix st_mode
// (APPNOTE 4.4.2): 3 Unix, 19 OS X.
bool hasUnixMode(quint16 versionMadeBy)
{
    const int host = versionMadeBy >> 8;
    return host == 3 || host == 19;
}

constexpr quint32 kModeTypeMask = 0170000;
constexpr quint32 kModeRegular = 0100000;
constexpr quint32 kModeDirectory = 0040000;
constexpr quint32 kModeSymlink = 0120000;

} // namespace

void PackageReader::problem(const QString &file, const QString &tile, const QString &field,
                            const Message &message)
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
        problem(path, {}, {},
                Message(QT_TRANSLATE_NOOP("EngineMessages", "no such package folder or zip file")));
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
        problem(source, {}, {},
                Message(QT_TRANSLATE_NOOP("EngineMessages", "more than %1 files: refused"))
                        .arg(kMaxEntries));
        return false;
    }
    if (!isSafeRelativePath(name)) {
        problem(source, {}, {},
                Message(QT_TRANSLATE_NOOP("EngineMessages",
                                          "entry '%1' would lie outside the package: refused"))
                        .arg(escapedName(name)));
        return false;
    }
    if (size > kMaxFileSize) {
        problem(source, {}, {},
                Message(QT_TRANSLATE_NOOP("EngineMessages",
                                          "entry '%1' is larger than %2 bytes: refused"))
                        .arg(escapedName(name))
                        .arg(kMaxFileSize));
        return false;
    }
    total += size;
    if (total > kMaxTotalSize) {
        problem(source, {}, {},
                Message(QT_TRANSLATE_NOOP("EngineMessages",
                                          "the package is larger than %1 bytes: refused"))
                        .arg(kMaxTotalSize));
        return false;
    }
    return true;
}

bool PackageReader::collectFolder(const QString &path, QMap<QString, QByteArray> &files)
{
    const QDir root(QFileInfo(path).absoluteFilePath());
    // Every entry, links and special files too: each is refused, not passed over (a link to a
    // folder was, and a FIFO); folders are gone into, never through a link.
    QDirIterator it(root.absolutePath(),
                    QDir::AllEntries | QDir::System | QDir::Hidden | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    qint64 total = 0;
    int count = 0;
    while (it.hasNext()) {
        const QString file = it.next();
        const QString name = root.relativeFilePath(file);
        const QFileInfo info(file);
        if (info.isSymLink()) {
            problem(path, {}, {},
                    Message(QT_TRANSLATE_NOOP("EngineMessages", "'%1' is a link: refused"))
                            .arg(escapedName(name)));
            return false;
        }
        if (info.isDir())
            continue;
        if (!info.isFile()) {
            problem(path, {}, {},
                    Message(QT_TRANSLATE_NOOP("EngineMessages",
                                              "'%1' is not a regular file: refused"))
                            .arg(escapedName(name)));
            return false;
        }
        if (!acceptEntry(name, info.size(), total, count, path))
            return false;
        // Read without waiting and within its size, whatever it became since it was listed.
        Message reason;
        const std::optional<QByteArray> bytes = DiskFile::read(file, kMaxFileSize, &reason);
        if (!bytes) {
            problem(path, {}, {},
                    Message(QT_TRANSLATE_NOOP("EngineMessages", "cannot read '%1': %2"))
                            .arg(escapedName(name), reason));
            return false;
        }
        files.insert(name, *bytes);
    }
    return true;
}

bool PackageReader::collectZip(const QString &path, QMap<QString, QByteArray> &files)
{
    QuaZip zip(path);
    if (!zip.open(QuaZip::mdUnzip)) {
        problem(path, {}, {},
                Message(QT_TRANSLATE_NOOP("EngineMessages", "not a readable zip file")));
        return false;
    }
    if (zip.getEntriesCount() > kMaxEntries) {
        problem(path, {}, {},
                Message(QT_TRANSLATE_NOOP("EngineMessages", "more than %1 files: refused"))
                        .arg(kMaxEntries));
        return false;
    }
    qint64 total = 0;
    int count = 0;
    QString previous; // the last entry read whole, to say where a damaged directory breaks off
    // The raw name as the central directory holds it (its length field has two bytes).
    QByteArray rawName(0x10000, '\0');
    bool more = zip.goToFirstFile();
    for (; more; more = zip.goToNextFile()) {
        QuaZipFileInfo64 info;
        unz_file_info64 raw{};
        if (!zip.getCurrentFileInfo(&info)
            || unzGetCurrentFileInfo64(zip.getUnzFile(), &raw, rawName.data(),
                                       uLong(rawName.size()), nullptr, 0, nullptr, 0)
                    != UNZ_OK) {
            problem(path, {}, {},
                    Message(QT_TRANSLATE_NOOP("EngineMessages", "damaged zip directory")));
            return false;
        }
        const QByteArray nameBytes = QByteArray::fromRawData(
                rawName.constData(), qMin(qsizetype(raw.size_filename), rawName.size()));
        // A NUL would end the name early for much software ("manifest.json\0.txt").
        if (nameBytes.contains('\0') || info.name.contains(QChar(0))) {
            problem(path, {}, {},
                    Message(QT_TRANSLATE_NOOP("EngineMessages",
                                              "entry '%1' has a NUL byte in its name: refused"))
                            .arg(escapedRawName(nameBytes, (raw.flag & kFlagUtf8) != 0)));
            return false;
        }
        const QString shown = escapedName(info.name);
        // Only plain files and folders: a link (whose data is the path it points to), a FIFO or a
        // device has no place in a package.
        const quint32 type =
                hasUnixMode(info.versionCreated) ? (info.externalAttr >> 16) & kModeTypeMask : 0;
        const bool isFolder = info.name.endsWith(QLatin1Char('/'));
        if (type == kModeSymlink) {
            problem(path, {}, {},
                    Message(QT_TRANSLATE_NOOP("EngineMessages",
                                              "entry '%1' is a symbolic link: refused"))
                            .arg(shown));
            return false;
        }
        if (type != 0 && type != (isFolder ? kModeDirectory : kModeRegular)) {
            problem(path, {}, {},
                    Message(QT_TRANSLATE_NOOP(
                                    "EngineMessages",
                                    "entry '%1' is not a regular file (mode 0%2): refused"))
                            .arg(shown)
                            .arg(QString::number(info.externalAttr >> 16, 8)));
            return false;
        }
        if (isFolder)
            continue; // a folder entry
        // Without a password QuaZip would hand back the encrypted bytes as if they were plain.
        if (info.flags & (kFlagEncrypted | kFlagStrongEncryption | kFlagDirectoryEncrypted)) {
            problem(path, {}, {},
                    Message(QT_TRANSLATE_NOOP("EngineMessages", "entry '%1' is encrypted: refused"))
                            .arg(shown));
            return false;
        }
        if (info.method != 0 && info.method != Z_DEFLATED) {
            problem(path, {}, {},
                    Message(QT_TRANSLATE_NOOP(
                                    "EngineMessages",
                                    "entry '%1' is compressed with method %2; only stored (0) and "
                                    "deflated (8) entries can be read: refused"))
                            .arg(shown)
                            .arg(info.method));
            return false;
        }
        if (!acceptEntry(info.name, qint64(info.uncompressedSize), total, count, path))
            return false;
        if (files.contains(info.name)) {
            problem(path, {}, {},
                    Message(QT_TRANSLATE_NOOP("EngineMessages",
                                              "entry '%1' appears twice: refused"))
                            .arg(shown));
            return false;
        }
        QuaZipFile file(&zip);
        if (!file.open(QIODevice::ReadOnly)) {
            problem(path, {}, {},
                    Message(QT_TRANSLATE_NOOP("EngineMessages", "cannot read entry '%1'"))
                            .arg(shown));
            return false;
        }
        // Never trust the size the directory claims: read at most one byte past the limit.
        const QByteArray data = file.read(kMaxFileSize + 1);
        const int readError = file.getZipError();
        if (readError != UNZ_OK) {
            problem(path, {}, {},
                    Message(QT_TRANSLATE_NOOP(
                                    "EngineMessages",
                                    "entry '%1' is damaged (its data cannot be unpacked, zip "
                                    "error %2): refused"))
                            .arg(shown)
                            .arg(readError));
            return false;
        }
        if (data.size() > kMaxFileSize || data.size() != qint64(info.uncompressedSize)) {
            problem(path, {}, {},
                    Message(QT_TRANSLATE_NOOP(
                                    "EngineMessages",
                                    "entry '%1' is not the size its header claims: refused"))
                            .arg(shown));
            return false;
        }
        // All of it was read, so closing checks the CRC-32 of what was unpacked.
        file.close();
        const int closeError = file.getZipError();
        if (closeError == UNZ_CRCERROR) {
            problem(path, {}, {},
                    Message(QT_TRANSLATE_NOOP(
                                    "EngineMessages",
                                    "entry '%1' is damaged (its checksum does not match): refused"))
                            .arg(shown));
            return false;
        }
        if (closeError != UNZ_OK) {
            problem(path, {}, {},
                    Message(QT_TRANSLATE_NOOP("EngineMessages",
                                              "entry '%1' is damaged (zip error %2): refused"))
                            .arg(shown)
                            .arg(closeError));
            return false;
        }
        files.insert(info.name, data);
        previous = info.name;
    }
    // The loop ends at the end of the directory or at a header it cannot read: the second is a
    // damaged zip, not a shorter package.
    // (getEntriesCount() clears the error, so read that first.)
    const int directoryError = zip.getZipError();
    if (directoryError != UNZ_OK && zip.getEntriesCount() > 0) {
        problem(path, {}, {},
                previous.isEmpty()
                        ? Message(QT_TRANSLATE_NOOP("EngineMessages",
                                                    "the zip directory is damaged: refused"))
                        : Message(QT_TRANSLATE_NOOP(
                                          "EngineMessages",
                                          "the zip directory is damaged after entry '%1': refused"))
                                  .arg(escapedName(previous)));
        return false;
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
