// What the desktop sees of the installed program: the desktop entries and the AppStream metainfo
// pass their validators, the MIME types recognise records and package zips by their contents, and
// the program tells a record from a package when one is opened with it.
#include "application.h"
#include "content/packagerepository.h"
#include "content/packagewriter.h"

#include <QFile>
#include <QMimeDatabase>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace carcassonne;

namespace {

const QString kPackaging = QStringLiteral(CARCASSONNE_SOURCE_DIR "/packaging");
const QString kAppId = QStringLiteral("io.github.carcassonnestudio.Carcassonne");
const QString kEditorId = QStringLiteral("io.github.carcassonnestudio.CarcassonneEditor");

struct Run
{
    int exitCode = -1;
    QString output;
};

Run run(const QString &program, const QStringList &arguments)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(program, arguments);
    if (!p.waitForFinished(60000))
        return {-1, QStringLiteral("did not finish: ") + p.errorString()};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAll()).trimmed()};
}

} // namespace

class TestPackaging : public QObject
{
    Q_OBJECT

    QTemporaryDir m_data;

private slots:
    void initTestCase()
    {
        // The system's MIME database with ours merged in, as installing the package does
        // (update-mime-database builds one cache of every packages/*.xml).
        QVERIFY(m_data.isValid());
        const QString packages = m_data.filePath(QStringLiteral("mime/packages"));
        QVERIFY(QDir().mkpath(packages));
        const QDir system(QStringLiteral("/usr/share/mime/packages"));
        // On a machine with the game installed, ours is already there: this build's is used.
        const QString ours = QStringLiteral("carcassonne-studio.xml");
        for (const QString &xml : system.entryList({QStringLiteral("*.xml")}, QDir::Files)) {
            if (xml != ours)
                QVERIFY(QFile::copy(system.filePath(xml), packages + QLatin1Char('/') + xml));
        }
        QVERIFY(QFile::copy(kPackaging + QStringLiteral("/carcassonne-studio-mime.xml"),
                            packages + QLatin1Char('/') + ours));
        qputenv("XDG_DATA_DIRS", m_data.path().toLocal8Bit());
        qputenv("XDG_DATA_HOME", m_data.filePath(QStringLiteral("home")).toLocal8Bit());
        const QString updater =
                QStandardPaths::findExecutable(QStringLiteral("update-mime-database"));
        QVERIFY2(!updater.isEmpty(), "update-mime-database is missing (shared-mime-info)");
        const Run r = run(updater, {m_data.filePath(QStringLiteral("mime"))});
        QVERIFY2(r.exitCode == 0 && r.output.isEmpty(), qPrintable(r.output));
    }

    void desktopEntriesValidate_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("game") << kPackaging + QLatin1Char('/') + kAppId
                        + QStringLiteral(".desktop");
        QTest::newRow("editor") << kPackaging + QLatin1Char('/') + kEditorId
                        + QStringLiteral(".desktop");
    }

    void desktopEntriesValidate()
    {
        QFETCH(QString, file);
        const QString validator =
                QStandardPaths::findExecutable(QStringLiteral("desktop-file-validate"));
        QVERIFY2(!validator.isEmpty(),
                 "desktop-file-validate is missing (scripts/setup-debian.sh)");
        const Run r = run(validator, {file});
        QVERIFY2(r.exitCode == 0 && r.output.isEmpty(), qPrintable(r.output));
    }

    void metainfoValidates()
    {
        const QString validator = QStandardPaths::findExecutable(QStringLiteral("appstreamcli"));
        QVERIFY2(!validator.isEmpty(), "appstreamcli is missing (scripts/setup-debian.sh)");
        const QString metainfo = QStringLiteral(CARCASSONNE_METAINFO);
        QVERIFY(QFile::exists(metainfo));
        const Run r = run(validator,
                          {QStringLiteral("validate"), QStringLiteral("--no-net"),
                           QStringLiteral("--pedantic"), metainfo});
        QVERIFY2(r.exitCode == 0, qPrintable(r.output));
    }

    void iconsExistForEveryEntry()
    {
        for (const QString &id : {kAppId, kEditorId})
            QVERIFY(QFile::exists(kPackaging + QStringLiteral("/icons/") + id
                                  + QStringLiteral(".svg")));
    }

    void mimeTypesRecogniseTheFiles()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        // A record under an everyday name, a package zip, and JSON that is not a record.
        const QString record = dir.filePath(QStringLiteral("Sunday game.json"));
        QVERIFY(QFile::copy(QStringLiteral(CARCASSONNE_TEST_DATA_DIR "/records/random-2p.json"),
                            record));
        PackageRepository repository;
        Problems problems;
        const auto package = repository.load(QStringLiteral("base"), &problems);
        QVERIFY(package);
        const QString zip = dir.filePath(QStringLiteral("base.zip"));
        QVERIFY(PackageWriter().writeZip(*package, zip));
        const QString other = dir.filePath(QStringLiteral("other.json"));
        QFile f(other);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"format": "something-else", "x": 1})");
        f.close();

        const QString plainZip = dir.filePath(QStringLiteral("photos.zip"));
        QFile z(plainZip);
        QVERIFY(z.open(QIODevice::WriteOnly));
        Message zipError;
        z.write(PackageWriter::zipBytes({{QStringLiteral("photo.txt"), "not a package"}},
                                        &zipError));
        z.close();
        QVERIFY2(zipError.isEmpty(), qPrintable(zipError.toString()));

        QMimeDatabase mime;
        QCOMPARE(mime.mimeTypeForFile(record).name(),
                 QStringLiteral("application/x-carcassonne-record"));
        QCOMPARE(mime.mimeTypeForFile(zip).name(),
                 QStringLiteral("application/x-carcassonne-package"));
        QCOMPARE(mime.mimeTypeForFile(other).name(), QStringLiteral("application/json"));
        QCOMPARE(mime.mimeTypeForFile(plainZip).name(), QStringLiteral("application/zip"));
        QVERIFY(mime.mimeTypeForName(QStringLiteral("application/x-carcassonne-package"))
                        .inherits(QStringLiteral("application/zip")));

        // What the program does with a file it is asked to open.
        QVERIFY(Carcassonne::isGameRecord(record));
        QVERIFY(!Carcassonne::isGameRecord(zip));
        QVERIFY(!Carcassonne::isGameRecord(other));
        QVERIFY(!Carcassonne::isGameRecord(dir.filePath(QStringLiteral("missing.json"))));
    }
};

QTEST_GUILESS_MAIN(TestPackaging)
#include "tst_packaging.moc"
