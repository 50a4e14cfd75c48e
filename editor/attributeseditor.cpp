#include "attributeseditor.h"

#include "authoredediting.h"
#include "content/authoredrulesparser.h"
#include "enginemessages.h"
#include "featurestyle.h"
#include "namefields.h"
#include "packagedocument.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFileDialog>
#include <QFrame>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QSpinBox>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

namespace carcassonne {

namespace {
const QString kSection = QStringLiteral("attributes");
} // namespace

AttributesEditor::AttributesEditor(PackageDocument *document, QWidget *parent)
    : AuthoredSectionEditor(document, kSection, parent)
{
    build({tr("Attributes of this package's own that its tiles' features carry (an inn on a "
              "road, a cathedral in a city), for its scoring rules to count. Mark a feature "
              "with one in the Properties dock."),
           tr("The attributes in rules.json could not be read (the Problems dock says why). "
              "They are kept and saved as they are written; mend them in the file, or discard "
              "them to declare attributes here."),
           QStringLiteral("unreadAttributes"), tr("Discard the Unread Attributes"),
           tr("Discard Unread Attributes"), tr("Add Attribute"), QStringLiteral("addAttribute"),
           QStringLiteral("attributeMessage")});
    connect(addButton(), &QPushButton::clicked, this, [this] {
        RulesDefinition rules = m_document->package().rules;
        rules.attributes.append(AuthoredEditing::newAttribute(rules.attributes));
        m_document->pushAuthoredRules(rules, tr("Add Attribute"));
        say({});
        selectAttribute(int(m_document->package().rules.attributes.size()) - 1);
    });

    connect(document, &PackageDocument::rulesChanged, this, &AttributesEditor::refresh);
    connect(document, &PackageDocument::tilesReset, this, &AttributesEditor::refresh);
    connect(document, &PackageDocument::tileChanged, this, &AttributesEditor::refresh);
    refresh();
}

QList<FeatureType> AttributesEditor::offeredTypes()
{
    return AuthoredEditing::offeredTypes(AuthoredAttribute::allowedTypes());
}

QString AttributesEditor::markName(const QString &mark)
{
    static const char *const names[][2] = {
            {"dot", QT_TR_NOOP("dot")},     {"star", QT_TR_NOOP("star")},
            {"ring", QT_TR_NOOP("ring")},   {"diamond", QT_TR_NOOP("diamond")},
            {"tower", QT_TR_NOOP("tower")}, {"inn", QT_TR_NOOP("inn")},
            {"well", QT_TR_NOOP("well")},   {"flower", QT_TR_NOOP("flower")}};
    for (const auto &n : names) {
        if (mark == QLatin1String(n[0]))
            return tr(n[1]);
    }
    return mark; // the package's own art: its file name
}

QCheckBox *AttributesEditor::typeCheck(int index, FeatureType type) const
{
    const int at = int(offeredTypes().indexOf(type));
    return index < 0 || index >= m_rows.size() || at < 0 ? nullptr : m_rows[index].types.value(at);
}

QLineEdit *AttributesEditor::nameEdit(int index, const QString &language) const
{
    return index < 0 || index >= m_rows.size() ? nullptr : m_rows[index].names->field(language);
}

void AttributesEditor::edit(int index, const QString &text,
                            const std::function<void(AuthoredAttribute &)> &change)
{
    if (m_updating)
        return;
    RulesDefinition rules = m_document->package().rules;
    if (index < 0 || index >= rules.attributes.size())
        return;
    const AuthoredAttribute before = rules.attributes[index];
    change(rules.attributes[index]);
    const AuthoredAttribute &after = rules.attributes[index];
    if (after == before)
        return;
    // Counts the new types or maximum no longer allow go in the same step: say so.
    const int carried = AuthoredEditing::featuresCarrying(m_document->package().tiles, index);
    m_document->pushAuthoredRules(rules, text);
    const int still = AuthoredEditing::featuresCarrying(m_document->package().tiles, index);
    if (still < carried)
        say(tr("%1 was taken off %n feature(s) that can no longer carry it (Undo brings it back).",
               nullptr, carried - still)
                    .arg(after.id));
    else
        say({});
}

AttributesEditor::Row AttributesEditor::makeRow(int index)
{
    Row row;
    row.frame = new QFrame;
    row.frame->setFrameShape(QFrame::StyledPanel);
    row.frame->setObjectName(QStringLiteral("attribute_%1").arg(index));
    auto *grid = new QGridLayout(row.frame);

    row.id = new QLineEdit;
    row.id->setObjectName(QStringLiteral("attributeId"));
    row.id->setMaximumWidth(160);
    row.id->setValidator(new QRegularExpressionValidator(
            QRegularExpression(QStringLiteral("[a-z][a-zA-Z0-9]{0,23}")), row.id));
    row.id->setToolTip(tr("How rules.json and tiles.json name it: 2-24 letters and digits, "
                          "starting with a lower-case letter"));
    connect(row.id, &QLineEdit::editingFinished, this, [this, index] {
        if (m_updating || index >= m_rows.size())
            return;
        QLineEdit *edit = m_rows[index].id;
        RulesDefinition rules = m_document->package().rules;
        if (index >= rules.attributes.size() || edit->text() == rules.attributes[index].id)
            return;
        const QString from = rules.attributes[index].id;
        QList<AuthoredAttribute> others = rules.attributes;
        others.removeAt(index);
        const Message problem = AuthoredEditing::idProblem(edit->text(), others);
        if (!problem.isEmpty()) {
            say(tr("The id %1 cannot be used: %2.")
                        .arg(edit->text(), EngineMessages::translate(problem)));
            edit->setText(from);
            return;
        }
        // The scoring rules that count it follow the new id, in the same step.
        rules.attributes[index].id = edit->text();
        rules.scoring = AuthoredEditing::renameSubject(rules.scoring, from, edit->text());
        m_document->pushAuthoredRules(rules,
                                      tr("Rename Attribute %1 to %2").arg(from, edit->text()));
        say({});
    });
    auto *idLine = new QHBoxLayout;
    idLine->addWidget(row.id);
    auto *carried = new QLabel(tr("Carried by:"));
    idLine->addWidget(carried);
    for (FeatureType type : offeredTypes()) {
        auto *check = new QCheckBox(FeatureStyle::name(type));
        check->setObjectName(QStringLiteral("carriedBy_") + featuretype::name(type));
        connect(check, &QCheckBox::clicked, this, [this, index, type](bool on) {
            edit(index, tr("Change Features of Attribute"), [&](AuthoredAttribute &a) {
                if (on)
                    a.types |= 1u << unsigned(type);
                else if ((a.types & ~(1u << unsigned(type))) != 0) // at least one stays
                    a.types &= ~(1u << unsigned(type));
            });
            refresh(); // a last type kept shows ticked again
        });
        row.types << check;
        idLine->addWidget(check);
    }
    idLine->addStretch(1);
    grid->addWidget(new QLabel(tr("Id:")), 0, 0);
    grid->addLayout(idLine, 0, 1);

    auto *countLine = new QHBoxLayout;
    row.maximum = new QSpinBox;
    row.maximum->setObjectName(QStringLiteral("attributeMaximum"));
    row.maximum->setRange(1, AuthoredRulesParser::kMaxAttributeMaximum);
    row.maximum->setKeyboardTracking(false);
    row.maximum->setSpecialValueText(tr("1: a flag"));
    row.maximum->setToolTip(tr("How many one feature of a tile may carry: 1 is a flag (a check "
                               "box in the Properties dock), more a count"));
    connect(row.maximum, &QSpinBox::valueChanged, this, [this, index](int value) {
        edit(index, tr("Change Maximum of Attribute"),
             [&](AuthoredAttribute &a) { a.maximum = value; });
    });
    row.mark = new QComboBox;
    row.mark->setObjectName(QStringLiteral("attributeMark"));
    row.mark->setToolTip(tr("How the tile art marks each one"));
    connect(row.mark, &QComboBox::activated, this, [this, index](int i) {
        if (m_updating || index >= m_rows.size())
            return;
        // A generic mark drops the own picture from the package when nothing else uses it.
        m_document->pushAttributeMark(index, m_rows[index].mark->itemData(i).toString());
        say({});
    });
    row.ownMark = new QPushButton(tr("Own Mark…"));
    row.ownMark->setObjectName(QStringLiteral("attributeOwnMark"));
    row.ownMark->setToolTip(tr("Mark it with a picture of your own: an SVG file, stored in the "
                               "package (choose a mark in the list to go back)"));
    connect(row.ownMark, &QPushButton::clicked, this, [this, index] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Own Mark"), QString(),
                                                          tr("SVG pictures (*.svg)"));
        if (path.isEmpty())
            return;
        const QString refusal = chooseOwnMark(index, path);
        if (!refusal.isEmpty())
            QMessageBox::warning(this, tr("Own Mark"), refusal);
    });
    row.remove = new QToolButton;
    row.remove->setObjectName(QStringLiteral("removeAttribute"));
    row.remove->setIcon(style()->standardIcon(QStyle::SP_TrashIcon));
    row.remove->setToolTip(tr("Remove this attribute, and its marks from every tile"));
    row.remove->setAutoRaise(true);
    connect(row.remove, &QToolButton::clicked, this, [this, index] {
        const QString id = m_document->package().rules.attributes.value(index).id;
        const int carried = AuthoredEditing::featuresCarrying(m_document->package().tiles, index);
        QString refusal;
        if (!m_document->pushRemoveAttribute(index, &refusal))
            say(refusal);
        else if (carried > 0)
            say(tr("%1 was taken off %n feature(s) (Undo brings it back).", nullptr, carried)
                        .arg(id));
        else
            say({});
    });
    row.usage = new QLabel;
    row.usage->setForegroundRole(QPalette::PlaceholderText);
    countLine->addWidget(row.maximum);
    countLine->addWidget(new QLabel(tr("Mark:")));
    countLine->addWidget(row.mark);
    countLine->addWidget(row.ownMark);
    countLine->addWidget(row.usage, 1);
    countLine->addWidget(row.remove);
    grid->addWidget(new QLabel(tr("Most per feature:")), 1, 0);
    grid->addLayout(countLine, 1, 1);

    // Its names in English, Dutch and German (the English one required).
    row.names =
            new NameFields(QStringLiteral("attributeName_"),
                           tr("Its name in %1, as the rules help and the scoring rules' sentences "
                              "say it (singular: \"inn\")"),
                           row.frame);
    connect(row.names, &NameFields::englishRequired, this, [this, index] {
        say(tr("An attribute needs its English name."));
        fillRow(index);
    });
    connect(row.names, &NameFields::edited, this,
            [this, index](const QString &code, const QString &text) {
                if (m_updating || index >= m_rows.size())
                    return;
                edit(index, tr("Rename Attribute"), [&](AuthoredAttribute &a) {
                    if (text.isEmpty())
                        a.name.remove(code);
                    else
                        a.name.insert(code, text);
                });
            });
    grid->addWidget(new QLabel(tr("Name:")), 2, 0);
    grid->addLayout(row.names->layout(), 2, 1);
    grid->setColumnStretch(1, 1);
    return row;
}

void AttributesEditor::fillRow(int index)
{
    const QList<AuthoredAttribute> &attributes = m_document->package().rules.attributes;
    const AuthoredAttribute &a = attributes[index];
    Row &row = m_rows[index];
    if (!row.id->hasFocus() || row.id->text() != a.id)
        row.id->setText(a.id);
    const QList<FeatureType> types = offeredTypes();
    for (int t = 0; t < types.size(); ++t)
        row.types[t]->setChecked(a.carriedBy(types[t]));
    row.maximum->setValue(a.maximum);
    row.mark->clear();
    for (const QString &mark : AuthoredAttribute::marks())
        row.mark->addItem(markName(mark), mark);
    if (row.mark->findData(a.mark) < 0)
        row.mark->addItem(markName(a.mark), a.mark);
    row.mark->setCurrentIndex(row.mark->findData(a.mark));
    row.names->setNames(a.name);
    const int carried = AuthoredEditing::featuresCarrying(m_document->package().tiles, index);
    const int rules =
            int(AuthoredEditing::rulesNaming(m_document->package().rules.scoring, a.id).size());
    row.usage->setText(tr("on %n feature(s)", nullptr, carried) + QStringLiteral(", ")
                       + tr("counted by %n rule(s)", nullptr, rules));
}

QString AttributesEditor::chooseOwnMark(int index, const QString &path)
{
    return chooseArt(path, [&](const QByteArray &svg, QString *refusal) {
        return m_document->pushAttributeMarkArt(index, svg, refusal);
    });
}

void AttributesEditor::refresh()
{
    m_updating = true;
    const RulesDefinition &rules = m_document->package().rules;
    const bool unread = showUnread();
    const int count = unread ? 0 : int(rules.attributes.size());
    syncRows(m_rows, count, [this](int index) { return makeRow(index); });
    for (int i = 0; i < count; ++i)
        fillRow(i);
    addButton()->setEnabled(!unread
                            && rules.attributes.size() < AuthoredRulesParser::kMaxAttributes);
    addButton()->setToolTip(addButton()->isEnabled()
                                    ? QString()
                                    : tr("A package declares at most %1 attributes")
                                              .arg(AuthoredRulesParser::kMaxAttributes));
    m_updating = false;
}

void AttributesEditor::selectAttribute(int index)
{
    if (index < 0 || index >= m_rows.size())
        return;
    m_rows[index].id->setFocus();
    m_rows[index].id->selectAll();
    // The page's scroll area follows the focus.
}

} // namespace carcassonne
