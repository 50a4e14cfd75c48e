// MainWindow's files: new, open, save, the recent files and the recovery copy (split from
// mainwindow.cpp: what the window does with the package on disk).
#include "content/packagerepository.h"
#include "mainwindow.h"
#include "newpackagedialog.h"
#include "packagedocument.h"
#include "problemswidget.h"
#include "recoverystore.h"

#include <QCloseEvent>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>

namespace carcassonne {

namespace {
constexpr int kMaxRecentFiles = 8;
} // namespace

void MainWindow::newPackage()
{
    if (!maybeSave())
        return;
    // Each new package gets a name and an id of its own: a second one clashes with nothing.
    NewPackageDialog dialog(m_document, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_document->newPackage(dialog.name());
    selectTile(0);
    m_problems->revalidate();
    statusBar()->showMessage(
            tr("New package %1 (id %2)").arg(dialog.name(), m_document->package().id), 4000);
}

void MainWindow::open()
{
    if (!maybeSave())
        return;
    const QString path = QFileDialog::getOpenFileName(
            this, tr("Open Package"), QString(),
            tr("Packages (*.zip manifest.json);;Zip packages (*.zip);;Package manifests "
               "(manifest.json)"));
    if (path.isEmpty())
        return;
    openPackage(path.endsWith(QStringLiteral("manifest.json")) ? QFileInfo(path).absolutePath()
                                                               : path);
}

bool MainWindow::openPackage(const QString &path)
{
    QString error;
    if (!m_document->open(path, &error)) {
        QMessageBox::warning(this, tr("Open Package"),
                             tr("The package could not be opened:\n\n%1").arg(error));
        return false;
    }
    addRecentFile(path);
    selectTile(0);
    m_problems->revalidate();
    statusBar()->showMessage(tr("Opened %1").arg(QDir::toNativeSeparators(path)), 4000);
    return true;
}

bool MainWindow::savePackage(const QString &path)
{
    QString error;
    if (!m_document->save(path, &error)) {
        // The document keeps everything; the recovery copy is written at once as well.
        autosave();
        QMessageBox::warning(
                this, tr("Save Package"),
                tr("The package could not be saved. Your work is still here.\n\n%1").arg(error));
        return false;
    }
    addRecentFile(path);
    autosave(); // saved: the recovery copy goes
    statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 4000);
    return true;
}

bool MainWindow::save()
{
    const QString path = m_document->path();
    // Built-in packages are read from the program's resources: save those somewhere else.
    if (path.isEmpty() || path.startsWith(QLatin1Char(':')))
        return saveAs();
    return savePackage(path);
}

bool MainWindow::saveAs()
{
    QString filter;
    const QString zipFilter = tr("Zip package (*.zip)");
    const QString folderFilter = tr("Package folder");
    // In the user's packages folder, where the game finds it, unless it was saved elsewhere.
    QString folder = QFileInfo(m_document->path()).absolutePath();
    if (m_document->path().isEmpty() || m_document->path().startsWith(QLatin1Char(':'))) {
        folder = PackageRepository::userPackageFolder();
        QDir().mkpath(folder);
    }
    QString path = QFileDialog::getSaveFileName(
            this, tr("Save Package As"),
            folder + QLatin1Char('/') + m_document->package().id + QStringLiteral(".zip"),
            zipFilter + QStringLiteral(";;") + folderFilter, &filter);
    if (path.isEmpty())
        return false;
    if (filter == zipFilter && !path.endsWith(QStringLiteral(".zip"), Qt::CaseInsensitive))
        path += QStringLiteral(".zip");
    if (filter == folderFilter && path.endsWith(QStringLiteral(".zip"), Qt::CaseInsensitive))
        path.chop(4);
    return savePackage(path);
}

bool MainWindow::maybeSave()
{
    if (!m_document->isModified())
        return true;
    const auto answer = QMessageBox::warning(
            this, tr("Unsaved Changes"),
            tr("The package \"%1\" has changes that are not saved. Save them?")
                    .arg(m_document->package().id),
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    QSettings settings;
    settings.setValue(QStringLiteral("editor/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("editor/state"), saveState());
    m_recovery->clear();
    event->accept();
}

void MainWindow::addRecentFile(const QString &path)
{
    if (path.startsWith(QLatin1Char(':')))
        return;
    QSettings settings;
    QStringList files = settings.value(QStringLiteral("editor/recentFiles")).toStringList();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    files.removeAll(absolute);
    files.prepend(absolute);
    while (files.size() > kMaxRecentFiles)
        files.removeLast();
    settings.setValue(QStringLiteral("editor/recentFiles"), files);
    updateRecentMenu();
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files =
            QSettings().value(QStringLiteral("editor/recentFiles")).toStringList();
    for (int i = 0; i < files.size(); ++i) {
        const QString path = files[i];
        m_recentMenu->addAction(
                QStringLiteral("&%1 %2").arg(i + 1).arg(QDir::toNativeSeparators(path)), this,
                [this, path] {
                    if (maybeSave())
                        openPackage(path);
                });
    }
    m_recentMenu->setEnabled(!files.isEmpty());
}

QString MainWindow::recoveryRoot()
{
    return RecoveryStore::root();
}

QString MainWindow::recoveryFolder() const
{
    return m_recovery->folder();
}

void MainWindow::setAutosaveInterval(int milliseconds)
{
    m_autosaveTimer->setInterval(milliseconds);
}

bool MainWindow::autosave()
{
    QString error;
    if (!m_recovery->save(*m_document, &error)) {
        statusBar()->showMessage(tr("The recovery copy could not be written: %1").arg(error), 8000);
        return false;
    }
    return true;
}

bool MainWindow::offerRecovery()
{
    for (RecoveryStore::Leftover &leftover : m_recovery->leftovers()) {
        QString error;
        PackageDocument restored(m_repository);
        if (!restored.open(leftover.packagePath(), &error)) {
            // Nothing to restore from, but perhaps something for the user to look at by hand.
            const auto answer = QMessageBox::warning(
                    this, tr("Recover Unsaved Work"),
                    tr("A copy of unsaved work from an editor that did not close properly cannot "
                       "be read:\n%1\n\n%2\n\nDelete it? (No keeps it there.)")
                            .arg(QDir::toNativeSeparators(leftover.folder()), error),
                    QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
            if (answer == QMessageBox::Yes)
                leftover.remove();
            continue;
        }
        const QString origin = leftover.originPath();
        const QString when = QLocale().toString(leftover.savedAt(), QLocale::ShortFormat);
        const QString id = restored.package().id;
        const QString question = origin.isEmpty()
                ? tr("The editor did not close properly last time. Restore the package \"%1\", "
                     "never saved, as it was at %2?")
                          .arg(id, when)
                : tr("The editor did not close properly last time. Restore the unsaved changes "
                     "to the package \"%1\" (%2) as they were at %3?")
                          .arg(id, QDir::toNativeSeparators(origin), when);
        const auto answer = QMessageBox::question(
                this, tr("Recover Unsaved Work"), question,
                QMessageBox::Yes | QMessageBox::No | QMessageBox::Discard, QMessageBox::Yes);
        if (answer == QMessageBox::No)
            return false; // ask again next time
        if (answer == QMessageBox::Discard) {
            leftover.remove();
            continue;
        }
        m_document->reset(restored.package(), origin);
        // Restored work is unsaved work: mark it so, and keep it safe in this session's copy.
        m_document->undoStack()->resetClean();
        m_recovery->markStale();
        autosave();
        leftover.remove();
        selectTile(0);
        return true;
    }
    return false;
}

} // namespace carcassonne
