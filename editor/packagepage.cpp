#include "packagepage.h"

#include "content/packagerepository.h"
#include "editorlanguage.h"
#include "languages.h"
#include "packagedocument.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QRegularExpressionValidator>
#include <QScrollArea>
#include <QTabWidget>
#include <QVBoxLayout>

namespace carcassonne {

namespace {
QString languageName(const QString &code)
{
    if (code == QStringLiteral("en"))
        return PackagePage::tr("English");
    if (code == QStringLiteral("nl"))
        return PackagePage::tr("Dutch");
    return PackagePage::tr("German");
}

// A plain text edit that reports when the user leaves it, so one edit is one command.
class DescriptionEdit : public QPlainTextEdit
{
public:
    std::function<void()> finished;

protected:
    void focusOutEvent(QFocusEvent *event) override
    {
        QPlainTextEdit::focusOutEvent(event);
        if (finished)
            finished();
    }
};
} // namespace

PackagePage::PackagePage(PackageDocument *document, QWidget *parent)
    : QWidget(parent),
      m_document(document)
{
    auto *outer = new QVBoxLayout(this);
    auto *identity = new QGroupBox(tr("Package"), this);
    auto *form = new QFormLayout(identity);
    m_id = new QLineEdit;
    m_id->setObjectName(QStringLiteral("packageId"));
    m_id->setValidator(new QRegularExpressionValidator(
            QRegularExpression(QStringLiteral("[a-z0-9][a-z0-9-]{0,63}")), m_id));
    m_version = new QLineEdit;
    m_version->setObjectName(QStringLiteral("packageVersion"));
    form->addRow(tr("&Id:"), m_id);
    form->addRow(tr("&Version:"), m_version);
    outer->addWidget(identity);

    auto *texts = new QGroupBox(tr("Names and descriptions"), this);
    auto *textsLayout = new QVBoxLayout(texts);
    auto *tabs = new QTabWidget;
    for (const QString &code : languages()) {
        auto *page = new QWidget;
        auto *f = new QFormLayout(page);
        auto *name = new QLineEdit;
        name->setObjectName(QStringLiteral("name_") + code);
        auto *description = new DescriptionEdit;
        description->setObjectName(QStringLiteral("description_") + code);
        description->setTabChangesFocus(true);
        description->setMaximumHeight(96);
        f->addRow(tr("Name:"), name);
        f->addRow(tr("Description:"), description);
        tabs->addTab(page, languageName(code));
        m_names << name;
        m_descriptions << description;
        connect(name, &QLineEdit::editingFinished, this,
                [this] { commitMetadata(tr("Change Package Name")); });
        description->finished = [this] { commitMetadata(tr("Change Package Description")); };
    }
    textsLayout->addWidget(tabs);
    outer->addWidget(texts);

    auto *game = new QGroupBox(tr("Game"), this);
    auto *gameForm = new QFormLayout(game);
    m_requires = new QListWidget;
    m_requires->setObjectName(QStringLiteral("requirements"));
    m_requires->setMaximumHeight(110);
    m_startTile = new QComboBox;
    m_startTile->setObjectName(QStringLiteral("startTile"));
    gameForm->addRow(tr("&Requires:"), m_requires);
    gameForm->addRow(tr("&Start tile:"), m_startTile);
    auto *note = new QLabel(tr("Without a start tile of its own, the game starts with the start "
                               "tile of a required package."));
    note->setWordWrap(true);
    note->setForegroundRole(QPalette::PlaceholderText);
    gameForm->addRow(QString(), note);
    outer->addWidget(game);
    outer->addStretch(1);

    connect(m_id, &QLineEdit::editingFinished, this,
            [this] { commitMetadata(tr("Change Package Id")); });
    connect(m_version, &QLineEdit::editingFinished, this,
            [this] { commitMetadata(tr("Change Package Version")); });
    connect(m_requires, &QListWidget::itemChanged, this,
            [this] { commitMetadata(tr("Change Required Packages")); });
    connect(m_startTile, &QComboBox::activated, this, [this] {
        RulesDefinition rules = m_document->package().rules;
        rules.startTile = m_startTile->currentData().toString();
        m_document->pushRules(rules, tr("Change Start Tile"));
    });
    connect(document, &PackageDocument::metadataChanged, this, &PackagePage::refresh);
    connect(document, &PackageDocument::rulesChanged, this, &PackagePage::refresh);
    connect(document, &PackageDocument::tilesReset, this, &PackagePage::refresh);
    connect(document, &PackageDocument::tileChanged, this, &PackagePage::refresh);
    refresh();
}

QLineEdit *PackagePage::nameEdit(const QString &language) const
{
    return m_names.value(int(languages().indexOf(language)));
}

void PackagePage::commitMetadata(const QString &text)
{
    if (m_updating)
        return;
    PackageMetadata m = m_document->metadata();
    if (!m_id->text().isEmpty())
        m.id = m_id->text();
    m.version = m_version->text();
    for (int i = 0; i < languages().size(); ++i) {
        const QString code = languages()[i];
        const QString name = m_names[i]->text().trimmed();
        const QString description = m_descriptions[i]->toPlainText().trimmed();
        if (name.isEmpty())
            m.name.remove(code);
        else
            m.name.insert(code, name);
        if (description.isEmpty())
            m.description.remove(code);
        else
            m.description.insert(code, description);
    }
    m.requirements.clear();
    for (int i = 0; i < m_requires->count(); ++i) {
        if (m_requires->item(i)->checkState() == Qt::Checked)
            m.requirements << m_requires->item(i)->data(Qt::UserRole).toString();
    }
    m_document->pushMetadata(m, text);
}

void PackagePage::describeRequirement(QListWidgetItem *item, const QString &id,
                                      bool installed) const
{
    PackageRepository *repository = m_document->repository();
    const std::optional<Package> p =
            installed && repository ? repository->load(id, nullptr) : std::optional<Package>{};
    if (!p) {
        // Named by a manifest (or lost since): the id is all there is to show.
        item->setText(installed ? tr("%1 (cannot be read)").arg(id)
                                : tr("%1 (not installed)").arg(id));
        item->setToolTip(installed ? tr("The package %1 is installed but cannot be read.").arg(id)
                                   : tr("The package %1 is not installed: the game cannot start "
                                        "this package without it.")
                                             .arg(id));
        return;
    }
    // Its name in the language shown, else in English; the id beside it, as requires says it.
    const QString name = Languages::pick(p->name, EditorLanguage::current());
    item->setText(name.isEmpty() || name == id
                          ? id
                          : tr("%1 (%2)", "a required package: its name (its id)").arg(name, id));
    item->setToolTip(tr("Package id: %1").arg(id));
}

void PackagePage::refresh()
{
    m_updating = true;
    const Package &p = m_document->package();
    m_id->setText(p.id);
    m_version->setText(p.version);
    for (int i = 0; i < languages().size(); ++i) {
        m_names[i]->setText(p.name.value(languages()[i]));
        const QString description = p.description.value(languages()[i]);
        if (m_descriptions[i]->toPlainText() != description)
            m_descriptions[i]->setPlainText(description);
    }
    const QStringList available =
            m_document->repository() ? m_document->repository()->availableIds() : QStringList{};
    QStringList ids = available;
    for (const QString &r : p.requirements) {
        if (!ids.contains(r))
            ids << r;
    }
    ids.removeAll(p.id);
    m_requires->clear();
    for (const QString &id : std::as_const(ids)) {
        auto *item = new QListWidgetItem(m_requires);
        describeRequirement(item, id, available.contains(id));
        item->setData(Qt::UserRole, id);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(p.requirements.contains(id) ? Qt::Checked : Qt::Unchecked);
    }
    m_startTile->clear();
    m_startTile->addItem(tr("(none: use a required package's)"), QString());
    for (const TileDefinition &t : p.tiles)
        m_startTile->addItem(t.id, t.id);
    m_startTile->setCurrentIndex(std::max(0, m_startTile->findData(p.rules.startTile)));
    m_updating = false;
}

} // namespace carcassonne
