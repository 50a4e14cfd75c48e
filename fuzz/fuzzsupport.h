#pragma once
// Shared by the fuzz targets: a quiet Qt Core environment that never reads or writes the
// user's files, and the "sections" input format of the package targets.

#include <QByteArray>
#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QMap>
#include <QString>
#include <QtGlobal>

#include <cmath>
#include <cstdlib>
#include <cstring>

namespace fuzzsupport {

// Qt's warnings would flood the fuzzer's output; qFatal still aborts (a finding).
inline void quietMessages(QtMsgType type, const QMessageLogContext &, const QString &message)
{
    if (type == QtFatalMsg) {
        fprintf(stderr, "qFatal: %s\n", qPrintable(message));
        abort();
    }
}

// A private, empty home for XDG folders and the targets' own temp files: the user's package
// folder (PackageRepository::userPackageFolder) and settings are never read.
inline QString setUp()
{
    qInstallMessageHandler(quietMessages);
    char pattern[] = "/tmp/carcassonne-fuzz-XXXXXX";
    const char *dir = mkdtemp(pattern);
    if (!dir)
        abort();
    const QByteArray home(dir);
    for (const char *name :
         {"XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"})
        setenv(name, (home + "/" + name).constData(), 1);
    setenv("HOME", dir, 1);
    unsetenv("QT_QPA_PLATFORM"); // Qt Core only
    return QString::fromLocal8Bit(home);
}

// The package targets' input: manifest.json, then any number of further files, each after a
// line "----- <package-relative path>", e.g.
//   {"format": ...}\n----- tiles.json\n{...}\n----- rules.json\n{...}
// (the seed corpus is made this way from tests/data by fuzz/seeds.cmake).
inline QMap<QString, QByteArray> sections(const uint8_t *data, size_t size)
{
    static const QByteArray marker("\n----- ");
    const QByteArray in =
            QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    QMap<QString, QByteArray> files;
    QString name = QStringLiteral("manifest.json");
    qsizetype at = 0;
    for (;;) {
        const qsizetype next = in.indexOf(marker, at);
        const qsizetype end = next < 0 ? in.size() : next;
        files.insert(name, QByteArray(in.constData() + at, end - at)); // a deep copy
        if (next < 0)
            break;
        const qsizetype nameStart = next + marker.size();
        qsizetype nameEnd = in.indexOf('\n', nameStart);
        if (nameEnd < 0)
            nameEnd = in.size();
        name = QString::fromUtf8(in.constData() + nameStart, nameEnd - nameStart);
        at = qMin(nameEnd + 1, in.size());
    }
    return files;
}

} // namespace fuzzsupport
