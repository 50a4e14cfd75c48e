#include "scoringpage.h"

#include "attributeseditor.h"
#include "authoredediting.h"
#include "enginemessages.h"
#include "figureseditor.h"
#include "packagedocument.h"
#include "ruletexts.h"
#include "scoringrulerow.h"

#include <QComboBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QTimer>
#include <QVBoxLayout>

namespace carcassonne {

namespace {
const QString kSection = QStringLiteral("scoring");

int indexIn(const QString &field, const QString &section)
{
    static const QRegularExpression pattern(QStringLiteral("^(\\w+)\\[(\\d+)\\]"));
    const auto match = pattern.match(field);
    return match.hasMatch() && match.captured(1) == section ? match.captured(2).toInt() : -1;
}
} // namespace

ScoringPage::ScoringPage(PackageDocument *document, QWidget *parent)
    : QWidget(parent),
      m_document(document)
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    m_scroll = new QScrollArea;
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    m_scroll->setWidget(content);
    outer->addWidget(m_scroll);

    // The module that plays these rules: listed with the first of them, but a designer may
    // have switched it off.
    auto *notice = new QHBoxLayout;
    m_moduleNotice = new QLabel;
    m_moduleNotice->setObjectName(QStringLiteral("moduleNotice"));
    m_moduleNotice->setWordWrap(true);
    m_moduleOn = new QPushButton(tr("Switch It On"));
    m_moduleOn->setObjectName(QStringLiteral("switchModuleOn"));
    connect(m_moduleOn, &QPushButton::clicked, this, [this] {
        RulesDefinition rules = m_document->package().rules;
        for (ModuleSetting &s : rules.modules) {
            if (s.id == AuthoredEditing::moduleId())
                s.enabled = true;
        }
        AuthoredEditing::ensureModule(rules);
        m_document->pushRules(
                rules,
                tr("Change Module %1").arg(RuleTexts::moduleName(AuthoredEditing::moduleId())));
    });
    notice->addWidget(m_moduleNotice, 1);
    notice->addWidget(m_moduleOn, 0, Qt::AlignTop);
    layout->addLayout(notice);

    auto *attributesBox = new QGroupBox(tr("Attributes"), content);
    auto *attributesLayout = new QVBoxLayout(attributesBox);
    m_attributes = new AttributesEditor(document);
    attributesLayout->addWidget(m_attributes);
    layout->addWidget(attributesBox);

    auto *rulesBox = new QGroupBox(tr("Scoring rules"), content);
    auto *rulesLayout = new QVBoxLayout(rulesBox);
    auto *intro = new QLabel(
            tr("Each rule changes how features of one type score when its conditions hold. A "
               "feature's points: the amounts of the Set rules that match (or the usual "
               "points), times each matching factor, plus each matching addition; nothing if a "
               "Score Nothing rule matches. Two Set rules that could both match one feature "
               "must not give one thing two amounts."));
    intro->setWordWrap(true);
    rulesLayout->addWidget(intro);
    m_unread = new QLabel(tr("The scoring rules in rules.json could not be read (the Problems "
                             "dock says why). They are kept and saved as they are written; mend "
                             "them in the file, or discard them to write rules here."));
    m_unread->setObjectName(QStringLiteral("unreadScoring"));
    m_unread->setWordWrap(true);
    m_discard = new QPushButton(tr("Discard the Unread Rules"));
    connect(m_discard, &QPushButton::clicked, this, [this] {
        RulesDefinition rules = m_document->package().rules;
        rules.unreadKeys.remove(kSection);
        m_document->pushRules(rules, tr("Discard Unread Scoring Rules"));
    });
    rulesLayout->addWidget(m_unread);
    rulesLayout->addWidget(m_discard, 0, Qt::AlignLeft);
    m_empty = new QLabel(tr("No scoring rules yet: features score as the other modules say."));
    m_empty->setForegroundRole(QPalette::PlaceholderText);
    rulesLayout->addWidget(m_empty);
    m_list = new QVBoxLayout;
    rulesLayout->addLayout(m_list);
    m_addRule = new QPushButton(tr("Add Rule"));
    m_addRule->setObjectName(QStringLiteral("addRule"));
    m_addRule->setToolTip(tr("A rule for completed cities that scores them as usual: change it "
                             "from there"));
    connect(m_addRule, &QPushButton::clicked, this, [this] {
        QList<ScoringRule> scoring = m_document->package().rules.scoring;
        scoring.append(AuthoredEditing::defaultRule(FeatureType::City));
        pushScoring(scoring, tr("Add Scoring Rule"));
        selectRule(int(m_document->package().rules.scoring.size()) - 1);
    });
    rulesLayout->addWidget(m_addRule, 0, Qt::AlignLeft);
    layout->addWidget(rulesBox);

    // Last: figures stand apart from the attributes and the rules that count them.
    auto *figuresBox = new QGroupBox(tr("Figures"), content);
    auto *figuresLayout = new QVBoxLayout(figuresBox);
    m_figures = new FiguresEditor(document);
    figuresLayout->addWidget(m_figures);
    layout->addWidget(figuresBox);
    layout->addStretch(1);

    connect(document, &PackageDocument::rulesChanged, this, &ScoringPage::refresh);
    connect(document, &PackageDocument::metadataChanged, this, &ScoringPage::refresh);
    connect(document, &PackageDocument::tilesReset, this, &ScoringPage::refresh);
    refresh();
}

int ScoringPage::ruleIndex(const QString &field)
{
    return indexIn(field, kSection);
}

int ScoringPage::attributeIndex(const QString &field)
{
    return indexIn(field, QStringLiteral("attributes"));
}

int ScoringPage::figureIndex(const QString &field)
{
    return indexIn(field, QStringLiteral("figures"));
}

void ScoringPage::pushScoring(const QList<ScoringRule> &scoring, const QString &text)
{
    RulesDefinition rules = m_document->package().rules;
    rules.scoring = scoring;
    m_document->pushAuthoredRules(rules, text);
}

void ScoringPage::refresh()
{
    const RulesDefinition &rules = m_document->package().rules;
    const bool unread = rules.unreadKeys.contains(kSection);
    m_unread->setVisible(unread);
    m_discard->setVisible(unread);
    const int count = unread ? 0 : int(rules.scoring.size());
    while (m_rows.size() > count) {
        // Later: the remove button asking for this may be the row's own.
        ScoringRuleRow *row = m_rows.takeLast();
        row->hide();
        row->deleteLater();
    }
    while (m_rows.size() < count) {
        auto *row = new ScoringRuleRow;
        const int index = int(m_rows.size());
        connect(row, &ScoringRuleRow::edited, this,
                [this, index](const ScoringRule &rule, const QString &text) {
                    QList<ScoringRule> scoring = m_document->package().rules.scoring;
                    if (index < scoring.size()) {
                        scoring[index] = rule;
                        pushScoring(scoring, text);
                    }
                });
        connect(row, &ScoringRuleRow::moveUpRequested, this, [this, index] {
            QList<ScoringRule> scoring = m_document->package().rules.scoring;
            if (index > 0 && index < scoring.size()) {
                scoring.swapItemsAt(index, index - 1);
                pushScoring(scoring, tr("Move Scoring Rule %1 Up").arg(index + 1));
                selectRule(index - 1);
            }
        });
        connect(row, &ScoringRuleRow::moveDownRequested, this, [this, index] {
            QList<ScoringRule> scoring = m_document->package().rules.scoring;
            if (index + 1 < scoring.size()) {
                scoring.swapItemsAt(index, index + 1);
                pushScoring(scoring, tr("Move Scoring Rule %1 Down").arg(index + 1));
                selectRule(index + 1);
            }
        });
        connect(row, &ScoringRuleRow::removeRequested, this, [this, index] {
            QList<ScoringRule> scoring = m_document->package().rules.scoring;
            if (index < scoring.size()) {
                scoring.removeAt(index);
                pushScoring(scoring, tr("Remove Scoring Rule %1").arg(index + 1));
            }
        });
        m_list->addWidget(row);
        m_rows << row;
    }
    for (int i = 0; i < count; ++i)
        m_rows[i]->setRule(rules.scoring[i], rules.attributes, i, count);
    m_empty->setVisible(!unread && count == 0);
    m_addRule->setEnabled(!unread && count < ScoringRule::kMaxRules);
    if (m_selected >= count)
        m_selected = -1;
    for (int i = 0; i < count; ++i)
        m_rows[i]->setSelected(i == m_selected);

    // Whether a game plays these rules.
    int module = -1; // not named
    for (const ModuleSetting &s : rules.modules) {
        if (s.id == AuthoredEditing::moduleId())
            module = s.enabled ? 1 : 0;
    }
    const bool authored =
            !rules.attributes.isEmpty() || !rules.scoring.isEmpty() || !rules.figures.isEmpty();
    const QString name = RuleTexts::moduleName(AuthoredEditing::moduleId());
    if (authored && module < 0)
        m_moduleNotice->setText(tr("The package does not name the rule module “%1”: "
                                   "games will not play these rules.")
                                        .arg(name));
    else if (authored && module == 0)
        m_moduleNotice->setText(tr("The rule module “%1” is off by default (Rules page): "
                                   "games play these rules only when the players switch it on.")
                                        .arg(name));
    else
        m_moduleNotice->setText(tr("Games play these rules through the rule module “%1”, "
                                   "on by default in this package (Rules page).")
                                        .arg(name));
    m_moduleNotice->setVisible(authored);
    m_moduleOn->setVisible(authored && module != 1);
    showProblems(m_problems);
}

void ScoringPage::selectRule(int index)
{
    m_selected = index >= 0 && index < m_rows.size() ? index : -1;
    for (int i = 0; i < m_rows.size(); ++i)
        m_rows[i]->setSelected(i == m_selected);
    if (m_selected < 0)
        return;
    ScoringRuleRow *row = m_rows[m_selected];
    // Once laid out: a row just added has no place yet.
    QTimer::singleShot(0, row, [this, row] { m_scroll->ensureWidgetVisible(row, 0, 40); });
    m_scroll->ensureWidgetVisible(row, 0, 40);
    row->typeCombo()->setFocus();
}

void ScoringPage::selectAttribute(int index)
{
    m_attributes->selectAttribute(index);
    if (QWidget *focus = m_attributes->idEdit(index))
        m_scroll->ensureWidgetVisible(focus);
}

void ScoringPage::selectFigure(int index)
{
    m_figures->selectFigure(index);
    if (QWidget *focus = m_figures->idEdit(index)) {
        // Once laid out: a figure just added has no place yet.
        QTimer::singleShot(0, focus, [this, focus] { m_scroll->ensureWidgetVisible(focus); });
        m_scroll->ensureWidgetVisible(focus);
    }
}

void ScoringPage::showProblems(const Problems &problems)
{
    m_problems = problems;
    m_figures->setProblems(problems);
    QList<QStringList> messages(m_rows.size());
    for (const Problem &p : problems) {
        if (p.file != QLatin1String("rules.json") || !p.tile.isEmpty())
            continue;
        // Under the rule it is about, and under another the message names (a contradiction
        // is about a pair: "scoring[0] and scoring[2] contradict each other").
        QList<int> rows{ruleIndex(p.field)};
        static const QRegularExpression named(QStringLiteral("scoring\\[(\\d+)\\]"));
        for (auto it = named.globalMatch(p.message.toString()); it.hasNext();) {
            const int r = it.next().captured(1).toInt();
            if (!rows.contains(r))
                rows << r;
        }
        for (int r : std::as_const(rows)) {
            if (r >= 0 && r < m_rows.size())
                messages[r] << EngineMessages::translate(p.message);
        }
    }
    for (int i = 0; i < m_rows.size(); ++i)
        m_rows[i]->setProblems(messages[i]);
}

} // namespace carcassonne
