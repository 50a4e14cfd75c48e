#include "packageinstaller.h"

#include "core/diskfile.h"
#include "packagereader.h"
#include "packagerepository.h"
#include "packagewriter.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace carcassonne {

namespace {

// Whether `id` may go to the user's folder now; fills `out` when it may not.
bool mayInstall(const QString &id, bool replace, PackageInstaller::Outcome &out)
{
    out.id = id;
    if (QFileInfo::exists(PackageRepository::builtinRoot() + QLatin1Char('/') + id
                          + QStringLiteral("/manifest.json"))) {
        out.result = PackageInstaller::Result::BuiltIn;
        return false;
    }
    const QString folder = PackageRepository::userPackageFolder();
    if (folder.isEmpty()) {
        out.result = PackageInstaller::Result::NoFolder;
        return false;
    }
    if (QFileInfo::exists(folder + QLatin1Char('/') + id + QStringLiteral("/manifest.json"))) {
        out.result = PackageInstaller::Result::FolderExists;
        out.path = folder + QLatin1Char('/') + id;
        return false;
    }
    if (!replace && QFileInfo::exists(PackageInstaller::targetFor(id))) {
        out.result = PackageInstaller::Result::Exists;
        out.path = PackageInstaller::targetFor(id);
        return false;
    }
    if (!QDir().mkpath(folder)) {
        out.result = PackageInstaller::Result::WriteFailed;
        out.detail = Message(QT_TRANSLATE_NOOP("EngineMessages", "cannot make the folder %1"))
                             .arg(folder);
        return false;
    }
    return true;
}

// Whether `check` finds problems in `package`; fills `out` (Unreadable, the problems) when so.
bool refusedBy(const PackageInstaller::Check &check, const Package &package,
               PackageInstaller::Outcome &out)
{
    const Problems problems = check ? check(package) : Problems{};
    if (problems.isEmpty())
        return false;
    out.id = package.id;
    out.result = PackageInstaller::Result::Unreadable;
    out.detail = problemsMessage(problems);
    return true;
}

} // namespace

QString PackageInstaller::targetFor(const QString &id)
{
    const QString folder = PackageRepository::userPackageFolder();
    if (folder.isEmpty() || !PackageRepository::isValidId(id))
        return QString();
    return folder + QLatin1Char('/') + id + QStringLiteral(".zip");
}

PackageInstaller::Outcome PackageInstaller::installFrom(const QString &source, bool replace,
                                                        const Check &check)
{
    Outcome out;
    PackageReader reader;
    const std::optional<Package> package = reader.read(source);
    if (!package) {
        out.detail = problemsMessage(reader.problems());
        return out;
    }
    if (refusedBy(check, *package, out))
        return out;
    if (!QFileInfo(source).isFile())
        return install(*package, replace);
    // A zip is copied as it is, files beyond the contract's included; it was read in full above.
    if (!mayInstall(package->id, replace, out))
        return out;
    const std::optional<QByteArray> bytes =
            DiskFile::read(source, PackageReader::kMaxTotalSize + (1 << 20), &out.detail);
    if (!bytes)
        out.detail = Message::located(source, out.detail);
    if (!bytes || !DiskFile::write(targetFor(package->id), *bytes, &out.detail)) {
        out.result = Result::WriteFailed;
        return out;
    }
    out.result = Result::Installed;
    out.path = targetFor(package->id);
    return out;
}

PackageInstaller::Outcome PackageInstaller::install(const Package &package, bool replace,
                                                    const Check &check)
{
    Outcome out;
    if (refusedBy(check, package, out))
        return out;
    if (!mayInstall(package.id, replace, out))
        return out;
    PackageWriter writer;
    if (!writer.writeZip(package, targetFor(package.id))) {
        out.result = Result::WriteFailed;
        out.detail = writer.error();
        return out;
    }
    out.result = Result::Installed;
    out.path = targetFor(package.id);
    return out;
}

} // namespace carcassonne
