#include "recoverystore.h"

#include "core/diskfile.h"
#include "packagedocument.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QStandardPaths>
#include <QUuid>

namespace carcassonne {

namespace {
const QString kOriginFile = QStringLiteral("origin.txt");
const QString kPackageFolder = QStringLiteral("package");
const QString kLockSuffix = QStringLiteral(".lock");
} // namespace

RecoveryStore::Leftover::Leftover(QString folder, std::unique_ptr<QLockFile> lock)
    : m_folder(std::move(folder)),
      m_lock(std::move(lock))
{ }

RecoveryStore::Leftover::Leftover(Leftover &&) noexcept = default;
RecoveryStore::Leftover &RecoveryStore::Leftover::operator=(Leftover &&) noexcept = default;
RecoveryStore::Leftover::~Leftover() = default;

QString RecoveryStore::Leftover::packagePath() const
{
    return m_folder + QLatin1Char('/') + kPackageFolder;
}

QDateTime RecoveryStore::Leftover::savedAt() const
{
    return QFileInfo(packagePath() + QStringLiteral("/manifest.json")).lastModified();
}

QString RecoveryStore::Leftover::originPath() const
{
    QFile origin(m_folder + QLatin1Char('/') + kOriginFile);
    // A path, not a file's worth of text: anything longer is not one we wrote.
    if (!origin.open(QIODevice::ReadOnly) || origin.size() > 4096)
        return {};
    return QString::fromUtf8(origin.readAll());
}

void RecoveryStore::Leftover::remove()
{
    QDir(m_folder).removeRecursively();
    if (m_lock) {
        m_lock->unlock();
        m_lock.reset();
    }
    QFile::remove(m_folder + kLockSuffix);
}

RecoveryStore::RecoveryStore()
    : m_folder(root() + QStringLiteral("/session-")
               + QUuid::createUuid().toString(QUuid::Id128).left(12)),
      m_lock(std::make_unique<QLockFile>(m_folder + kLockSuffix))
{
    QDir().mkpath(m_folder);
    m_lock->tryLock(0);
}

RecoveryStore::~RecoveryStore() = default;

QString RecoveryStore::root()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
            + QStringLiteral("/recovery");
}

bool RecoveryStore::save(const PackageDocument &document, QString *error)
{
    const QString package = m_folder + QLatin1Char('/') + kPackageFolder;
    if (!document.isModified()) {
        // Nothing unsaved: no copy needed.
        QDir(package).removeRecursively();
        m_savedRevision = document.revision();
        return true;
    }
    if (document.revision() == m_savedRevision)
        return true;
    QDir().mkpath(m_folder);
    if (!document.saveCopy(package, error))
        return false;
    // Where the work came from: without it the copy is still recovered, as an unnamed package.
    DiskFile::write(m_folder + QLatin1Char('/') + kOriginFile, document.path().toUtf8(), nullptr);
    m_savedRevision = document.revision();
    return true;
}

void RecoveryStore::clear()
{
    QDir(m_folder).removeRecursively();
}

std::vector<RecoveryStore::Leftover> RecoveryStore::leftovers() const
{
    std::vector<Leftover> found;
    const QDir dir(root());
    const QString own = QFileInfo(m_folder).absoluteFilePath();
    for (const QFileInfo &info : dir.entryInfoList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Time)) {
        const QString folder = info.absoluteFilePath();
        if (folder == own)
            continue;
        // A folder whose lock is held belongs to an editor still running.
        auto lock = std::make_unique<QLockFile>(folder + kLockSuffix);
        if (!lock->tryLock(0))
            continue;
        Leftover leftover(folder, std::move(lock));
        if (!QFileInfo(leftover.packagePath() + QStringLiteral("/manifest.json")).isFile()) {
            leftover.remove();
            continue;
        }
        found.push_back(std::move(leftover));
    }
    return found;
}

} // namespace carcassonne
