#include "diskfile.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>

#include <algorithm>
#include <cerrno>
#include <cstring>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace carcassonne {

namespace {

bool fail(Message *error, const QString &path, const QString &reason)
{
    if (error)
        *error = Message(QT_TRANSLATE_NOOP("EngineMessages", "cannot write '%1': %2"))
                         .arg(path, reason);
    return false;
}

QString systemError(int code)
{
    return QString::fromLocal8Bit(std::strerror(code));
}

} // namespace

bool DiskFile::open(QSaveFile &file, Message *error)
{
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return fail(error, file.fileName(), file.errorString());
    return true;
}

bool DiskFile::finish(QSaveFile &file, const QByteArray &bytes, Message *error)
{
    const QString path = file.fileName();
    // Written piece by piece until all is written: a short write (the disk filling up in the
    // middle) returns a count without an error, the next one the reason.
    qint64 done = 0;
    while (done < bytes.size()) {
        errno = 0;
        const qint64 n = file.write(bytes.constData() + done, bytes.size() - done);
        if (n <= 0) {
            const QString reason = file.error() != QFileDevice::NoError || errno == 0
                    ? file.errorString()
                    : systemError(errno);
            file.cancelWriting();
            return fail(error, path, reason);
        }
        done += n;
    }
    if (!file.flush()) {
        const QString reason = file.errorString();
        file.cancelWriting();
        return fail(error, path, reason);
    }
#ifdef Q_OS_UNIX
    // QSaveFile syncs but ignores the result; a delayed write error (NFS, a full thin disk)
    // shows here.
    if (::fsync(file.handle()) != 0) {
        const QString reason = systemError(errno);
        file.cancelWriting();
        return fail(error, path, reason);
    }
#endif
    if (!file.commit())
        return fail(error, path, file.errorString());
    return true;
}

int DiskFile::removeStaleTemporaries(const QString &folder, const QString &namePattern, int seconds)
{
    if (folder.isEmpty())
        return 0;
    const QRegularExpression names(
            QRegularExpression::anchoredPattern(namePattern + QStringLiteral(R"(\.[A-Za-z]{6})")));
    const QDateTime before = QDateTime::currentDateTimeUtc().addSecs(-seconds);
    int removed = 0;
    const QFileInfoList files =
            QDir(folder).entryInfoList(QDir::Files | QDir::Hidden | QDir::NoSymLinks);
    for (const QFileInfo &f : files) {
        if (f.isSymLink() || !f.isFile() || !names.match(f.fileName()).hasMatch())
            continue;
        if (f.lastModified().toUTC() >= before)
            continue;
        if (QFile::remove(f.absoluteFilePath()))
            ++removed;
    }
    return removed;
}

bool DiskFile::write(const QString &path, const QByteArray &bytes, Message *error)
{
    QSaveFile file(path);
    return open(file, error) && finish(file, bytes, error);
}

std::optional<QByteArray> DiskFile::read(const QString &path, qint64 maxBytes, Message *error)
{
    const auto refuse = [&](const Message &reason) -> std::optional<QByteArray> {
        if (error)
            *error = reason;
        return std::nullopt;
    };
    const auto notRegular = [&] {
        return refuse(Message(QT_TRANSLATE_NOOP("EngineMessages", "not a regular file: refused")));
    };
    const auto tooLarge = [&] {
        return refuse(Message(QT_TRANSLATE_NOOP("EngineMessages", "larger than %1 bytes: refused"))
                              .arg(maxBytes));
    };
    QFile file;
    // Qt's resources (":/packages/base/...") are in memory: only files on disk can be odd.
    const bool onDisk = !path.startsWith(QLatin1Char(':'));
#ifdef Q_OS_UNIX
    if (onDisk) {
        // Opened without waiting (a FIFO would block the open until a writer comes), then checked
        // on the open descriptor, so the file cannot be swapped between the check and the read.
        const int fd =
                ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
        if (fd < 0)
            return refuse(Message::verbatim(systemError(errno)));
        struct stat info;
        if (::fstat(fd, &info) != 0 || !S_ISREG(info.st_mode)) {
            ::close(fd);
            return notRegular();
        }
        if (info.st_size > maxBytes) {
            ::close(fd);
            return tooLarge();
        }
        if (!file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
            ::close(fd);
            return refuse(Message::verbatim(file.errorString()));
        }
    }
#endif
    if (!file.isOpen()) {
        const QFileInfo info(path);
        if (onDisk && info.exists() && !info.isFile())
            return notRegular();
        file.setFileName(path);
        if (!file.open(QIODevice::ReadOnly))
            return refuse(Message::verbatim(file.errorString()));
        if (file.size() > maxBytes)
            return tooLarge();
    }
    // In pieces, at most one byte past the limit, whatever the file grew to since its size was
    // checked (QIODevice::read(n) would set aside n bytes at once).
    QByteArray bytes;
    bytes.reserve(qsizetype(std::min<qint64>(file.size(), maxBytes)));
    char piece[65536];
    while (bytes.size() <= maxBytes) {
        const qint64 n =
                file.read(piece, std::min<qint64>(sizeof piece, maxBytes + 1 - bytes.size()));
        if (n < 0)
            return refuse(Message::verbatim(file.errorString()));
        if (n == 0)
            break;
        bytes.append(piece, qsizetype(n));
    }
    if (bytes.size() > maxBytes)
        return tooLarge();
    return bytes;
}

} // namespace carcassonne
