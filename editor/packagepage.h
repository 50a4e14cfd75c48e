#pragma once

#include <QWidget>

class QComboBox;
class QLineEdit;
class QListWidget;
class QListWidgetItem;
class QPlainTextEdit;

namespace carcassonne {

class PackageDocument;

// The package's manifest and deck as a form: id, version, names and descriptions in English,
// Dutch and German, the packages it requires, the start tile. Every change is one command.
class PackagePage : public QWidget
{
    Q_OBJECT

public:
    explicit PackagePage(PackageDocument *document, QWidget *parent = nullptr);
    static QStringList languages()
    {
        return {QStringLiteral("en"), QStringLiteral("nl"), QStringLiteral("de")};
    }

    QLineEdit *idEdit() const { return m_id; }
    QLineEdit *nameEdit(const QString &language) const;
    QComboBox *startTileCombo() const { return m_startTile; }
    QListWidget *requirementsList() const { return m_requires; }

public slots:
    void refresh();

private:
    void commitMetadata(const QString &text);
    // Shows the required package `id` by its name, or says it is not installed.
    void describeRequirement(QListWidgetItem *item, const QString &id, bool installed) const;

    PackageDocument *m_document;
    bool m_updating = false;
    QLineEdit *m_id;
    QLineEdit *m_version;
    QList<QLineEdit *> m_names;
    QList<QPlainTextEdit *> m_descriptions;
    QListWidget *m_requires;
    QComboBox *m_startTile;
};

} // namespace carcassonne
