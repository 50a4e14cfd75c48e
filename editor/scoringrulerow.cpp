#include "scoringrulerow.h"

#include "authoredediting.h"
#include "content/authoredrulesparser.h"
#include "featurestyle.h"
#include "modules/inns-cathedrals/scoringruletext.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

namespace carcassonne {

namespace {
const QString kBonus = QStringLiteral("bonus");
constexpr int kMaxCount = 10000; // what a condition's bound may be (AuthoredRulesParser)

QToolButton *toolButton(QStyle::StandardPixmap icon, const QString &tip, const QString &name)
{
    auto *b = new QToolButton;
    b->setIcon(QApplication::style()->standardIcon(icon));
    b->setToolTip(tip);
    b->setAutoRaise(true);
    b->setObjectName(name);
    return b;
}

QSpinBox *spin(int minimum, int maximum, const QString &name)
{
    auto *s = new QSpinBox;
    s->setRange(minimum, maximum);
    s->setKeyboardTracking(false);
    s->setObjectName(name);
    return s;
}
} // namespace

ScoringRuleRow::ScoringRuleRow(QWidget *parent) : QFrame(parent)
{
    setFrameShape(QFrame::StyledPanel);
    setObjectName(QStringLiteral("scoringRule"));
    auto *layout = new QVBoxLayout(this);

    auto *header = new QHBoxLayout;
    m_caption = new QLabel;
    QFont bold = m_caption->font();
    bold.setBold(true);
    m_caption->setFont(bold);
    m_path = new QLabel;
    m_path->setForegroundRole(QPalette::PlaceholderText);
    m_path->setToolTip(tr("Where the Problems dock and rules.json name this rule"));
    m_up = toolButton(QStyle::SP_ArrowUp, tr("Move this rule up"), QStringLiteral("ruleUp"));
    m_down =
            toolButton(QStyle::SP_ArrowDown, tr("Move this rule down"), QStringLiteral("ruleDown"));
    m_remove =
            toolButton(QStyle::SP_TrashIcon, tr("Remove this rule"), QStringLiteral("ruleRemove"));
    connect(m_up, &QToolButton::clicked, this, &ScoringRuleRow::moveUpRequested);
    connect(m_down, &QToolButton::clicked, this, &ScoringRuleRow::moveDownRequested);
    connect(m_remove, &QToolButton::clicked, this, &ScoringRuleRow::removeRequested);
    header->addWidget(m_caption);
    header->addWidget(m_path);
    header->addStretch(1);
    header->addWidget(m_up);
    header->addWidget(m_down);
    header->addWidget(m_remove);
    layout->addLayout(header);

    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    auto *what = new QHBoxLayout;
    m_type = new QComboBox;
    m_type->setObjectName(QStringLiteral("ruleFeature"));
    for (FeatureType t : offeredTypes())
        m_type->addItem(FeatureStyle::icon(t), FeatureStyle::name(t), int(t));
    connect(m_type, &QComboBox::activated, this, [this](int i) {
        const auto type = FeatureType(m_type->itemData(i).toInt());
        change(tr("Change Feature of Rule %1").arg(m_index + 1),
               [&](ScoringRule &r) { r = AuthoredEditing::retyped(r, type, m_attributes); });
    });
    m_when = new QComboBox;
    m_when->setObjectName(QStringLiteral("ruleWhen"));
    connect(m_when, &QComboBox::activated, this, [this](int i) {
        const auto when = ScoringRule::When(m_when->itemData(i).toInt());
        change(tr("Change When of Rule %1").arg(m_index + 1),
               [&](ScoringRule &r) { r.when = when; });
    });
    what->addWidget(m_type);
    what->addWidget(m_when);
    what->addStretch(1);
    form->addRow(tr("Feature:"), what);

    auto *conditions = new QWidget;
    m_conditionsHolder = new QVBoxLayout(conditions);
    m_conditionsHolder->setContentsMargins(0, 0, 0, 0);
    form->addRow(tr("If:"), conditions);

    auto *effect = new QWidget;
    auto *effectLayout = new QVBoxLayout(effect);
    effectLayout->setContentsMargins(0, 0, 0, 0);
    m_effect = new QComboBox;
    m_effect->setObjectName(QStringLiteral("ruleEffect"));
    m_effect->addItem(tr("sets the points"), int(ScoringRule::Effect::Set));
    m_effect->addItem(tr("scores nothing"), int(ScoringRule::Effect::Nothing));
    m_effect->addItem(tr("multiplies its points"), int(ScoringRule::Effect::Multiply));
    m_effect->addItem(tr("adds points"), int(ScoringRule::Effect::Add));
    m_effect->setToolTip(tr("Set: points per tile, pennant or attribute in place of the usual "
                            "ones. Multiply and add change what the feature scores otherwise."));
    connect(m_effect, &QComboBox::activated, this, [this](int i) {
        const auto effect = ScoringRule::Effect(m_effect->itemData(i).toInt());
        change(tr("Change Effect of Rule %1").arg(m_index + 1), [&](ScoringRule &r) {
            if (r.effect == effect)
                return;
            r.effect = effect;
            r.set.clear();
            r.amount = 0;
            if (effect == ScoringRule::Effect::Set)
                r.set = AuthoredEditing::defaultRule(r.type).set;
            else if (effect == ScoringRule::Effect::Multiply)
                r.amount = 2;
            else if (effect == ScoringRule::Effect::Add)
                r.amount = 1;
        });
    });
    auto *effectLine = new QHBoxLayout;
    effectLine->addWidget(m_effect);
    effectLine->addStretch(1);
    effectLayout->addLayout(effectLine);
    m_effectHolder = new QVBoxLayout;
    effectLayout->addLayout(m_effectHolder);
    form->addRow(tr("Then it:"), effect);
    layout->addLayout(form);

    m_sentence = new QLabel;
    m_sentence->setObjectName(QStringLiteral("ruleSentence"));
    m_sentence->setWordWrap(true);
    QFont italic = m_sentence->font();
    italic.setItalic(true);
    m_sentence->setFont(italic);
    layout->addWidget(m_sentence);
    m_problems = new QLabel;
    m_problems->setObjectName(QStringLiteral("ruleProblems"));
    m_problems->setWordWrap(true);
    m_problems->setStyleSheet(QStringLiteral("color: #b00020"));
    m_problems->hide();
    layout->addWidget(m_problems);
}

QList<FeatureType> ScoringRuleRow::offeredTypes()
{
    QList<FeatureType> out;
    for (FeatureType t : {FeatureType::Road, FeatureType::City, FeatureType::Cloister,
                          FeatureType::Garden, FeatureType::Field}) {
        if (ScoringRule::allowedTypes() >> unsigned(t) & 1u)
            out << t;
    }
    return out;
}

QStringList ScoringRuleRow::subjects() const
{
    return AuthoredRulesParser::subjects(m_rule.type, m_attributes);
}

QString ScoringRuleRow::shape(const ScoringRule &rule,
                              const QList<AuthoredAttribute> &attributes) const
{
    QStringList parts{QString::number(int(rule.type)), QString::number(int(rule.effect)),
                      QString::number(rule.conditions.size()), QString::number(rule.set.size())};
    parts += AuthoredRulesParser::subjects(rule.type, attributes);
    return parts.join(QLatin1Char(' '));
}

void ScoringRuleRow::setRule(const ScoringRule &rule, const QList<AuthoredAttribute> &attributes,
                             int index, int count)
{
    // The attributes' names show in the subject pickers and the sentence.
    const bool renamed = attributes != m_attributes;
    m_rule = rule;
    m_attributes = attributes;
    m_index = index;
    m_caption->setText(tr("Rule %1").arg(index + 1));
    m_path->setText(QStringLiteral("rules.json: scoring[%1]").arg(index));
    m_up->setEnabled(index > 0);
    m_down->setEnabled(index + 1 < count);
    const QString now = shape(rule, attributes);
    if (now != m_shape || renamed) {
        m_shape = now;
        build();
    }
    fill();
}

void ScoringRuleRow::change(const QString &text, const std::function<void(ScoringRule &)> &how)
{
    if (m_updating)
        return;
    ScoringRule rule = m_rule;
    how(rule);
    if (rule != m_rule)
        emit edited(rule, text);
}

void ScoringRuleRow::fillSubjects(QComboBox *combo, const QString &current,
                                  const QStringList &taken, bool bonus) const
{
    combo->clear();
    QStringList all = subjects();
    if (bonus)
        all << kBonus;
    for (const QString &s : std::as_const(all)) {
        const QString name =
                s == kBonus ? tr("bonus (once)") : ScoringRuleText::subjectName(s, m_attributes);
        combo->addItem(name, s);
        // One line per subject: the others' are there, but not to pick.
        if (s != current && taken.contains(s)) {
            if (auto *model = qobject_cast<QStandardItemModel *>(combo->model()))
                model->item(combo->count() - 1)->setEnabled(false);
        }
    }
    if (combo->findData(current) < 0) // a subject the rule names that the type lacks
        combo->addItem(current, current);
    combo->setCurrentIndex(combo->findData(current));
}

void ScoringRuleRow::build()
{
    // The parts go later: the button that asked for the change may be one of theirs.
    for (QWidget *old : {m_conditionsPart, m_effectPart}) {
        if (old) {
            old->hide();
            old->deleteLater();
        }
    }
    m_conditions.clear();
    m_amounts.clear();
    m_amount = nullptr;
    m_addAmount = nullptr;

    m_conditionsPart = new QWidget;
    auto *conditions = new QVBoxLayout(m_conditionsPart);
    conditions->setContentsMargins(0, 0, 0, 0);
    for (int i = 0; i < m_rule.conditions.size(); ++i) {
        ConditionLine line;
        auto *h = new QHBoxLayout;
        line.subject = new QComboBox;
        line.subject->setObjectName(QStringLiteral("conditionSubject"));
        line.atLeast = spin(0, kMaxCount, QStringLiteral("conditionAtLeast"));
        line.hasAtMost = new QCheckBox(tr("at most"));
        line.hasAtMost->setObjectName(QStringLiteral("conditionHasAtMost"));
        line.atMost = spin(0, kMaxCount, QStringLiteral("conditionAtMost"));
        line.remove = toolButton(QStyle::SP_DialogDiscardButton, tr("Remove this condition"),
                                 QStringLiteral("conditionRemove"));
        const QString where = tr("Change Condition of Rule %1").arg(m_index + 1);
        connect(line.subject, &QComboBox::activated, this, [this, i, where](int at) {
            const QString subject = m_conditions[i].subject->itemData(at).toString();
            change(where, [&](ScoringRule &r) { r.conditions[i].subject = subject; });
        });
        connect(line.atLeast, &QSpinBox::valueChanged, this, [this, i, where](int v) {
            change(where, [&](ScoringRule &r) { r.conditions[i].atLeast = v; });
        });
        connect(line.hasAtMost, &QCheckBox::clicked, this, [this, i, where](bool on) {
            change(where, [&](ScoringRule &r) {
                ScoringRule::Condition &c = r.conditions[i];
                c.atMost = on ? std::max(c.atLeast, 1) : ScoringRule::kUnbounded;
            });
        });
        connect(line.atMost, &QSpinBox::valueChanged, this, [this, i, where](int v) {
            change(where, [&](ScoringRule &r) { r.conditions[i].atMost = v; });
        });
        connect(line.remove, &QToolButton::clicked, this, [this, i] {
            change(tr("Remove Condition from Rule %1").arg(m_index + 1),
                   [&](ScoringRule &r) { r.conditions.removeAt(i); });
        });
        h->addWidget(line.subject);
        h->addWidget(new QLabel(tr("at least")));
        h->addWidget(line.atLeast);
        h->addWidget(line.hasAtMost);
        h->addWidget(line.atMost);
        h->addWidget(line.remove);
        h->addStretch(1);
        conditions->addLayout(h);
        m_conditions << line;
    }
    auto *addLine = new QHBoxLayout;
    if (m_rule.conditions.isEmpty()) {
        auto *always = new QLabel(tr("every one (no condition)"));
        always->setForegroundRole(QPalette::PlaceholderText);
        addLine->addWidget(always);
    }
    m_addCondition = new QPushButton(tr("Add Condition"));
    m_addCondition->setObjectName(QStringLiteral("addCondition"));
    connect(m_addCondition, &QPushButton::clicked, this, [this] {
        change(tr("Add Condition to Rule %1").arg(m_index + 1), [&](ScoringRule &r) {
            QStringList used;
            for (const ScoringRule::Condition &c : std::as_const(r.conditions))
                used << c.subject;
            for (const QString &s : subjects()) {
                if (!used.contains(s)) {
                    r.conditions.append({s, 1, ScoringRule::kUnbounded});
                    return;
                }
            }
        });
    });
    addLine->addWidget(m_addCondition);
    addLine->addStretch(1);
    conditions->addLayout(addLine);
    m_conditionsHolder->addWidget(m_conditionsPart);

    m_effectPart = new QWidget;
    auto *effect = new QVBoxLayout(m_effectPart);
    effect->setContentsMargins(0, 0, 0, 0);
    switch (m_rule.effect) {
    case ScoringRule::Effect::Set: {
        for (int i = 0; i < m_rule.set.size(); ++i) {
            AmountLine line;
            auto *h = new QHBoxLayout;
            line.points = spin(0, ScoringRule::kMaxPoints, QStringLiteral("amountPoints"));
            line.subject = new QComboBox;
            line.subject->setObjectName(QStringLiteral("amountSubject"));
            line.remove = toolButton(QStyle::SP_DialogDiscardButton, tr("Remove this amount"),
                                     QStringLiteral("amountRemove"));
            const QString where = tr("Change Points of Rule %1").arg(m_index + 1);
            connect(line.points, &QSpinBox::valueChanged, this, [this, i, where](int v) {
                change(where, [&](ScoringRule &r) { r.set[i].second = v; });
            });
            connect(line.subject, &QComboBox::activated, this, [this, i, where](int at) {
                const QString subject = m_amounts[i].subject->itemData(at).toString();
                change(where, [&](ScoringRule &r) { r.set[i].first = subject; });
            });
            connect(line.remove, &QToolButton::clicked, this, [this, i] {
                change(tr("Remove Points from Rule %1").arg(m_index + 1),
                       [&](ScoringRule &r) { r.set.removeAt(i); });
            });
            h->addWidget(line.points);
            //: Scoring rule amounts: "[2] points for each [tile]"
            h->addWidget(new QLabel(tr("points for each")));
            h->addWidget(line.subject);
            h->addWidget(line.remove);
            h->addStretch(1);
            effect->addLayout(h);
            m_amounts << line;
        }
        auto *add = new QHBoxLayout;
        m_addAmount = new QPushButton(tr("Add Points"));
        m_addAmount->setObjectName(QStringLiteral("addAmount"));
        m_addAmount->setToolTip(tr("Points for each of another thing the feature counts, or a "
                                   "bonus once"));
        connect(m_addAmount, &QPushButton::clicked, this, [this] {
            change(tr("Add Points to Rule %1").arg(m_index + 1), [&](ScoringRule &r) {
                QStringList used;
                for (const auto &s : std::as_const(r.set))
                    used << s.first;
                for (const QString &s : subjects() + QStringList{kBonus}) {
                    if (!used.contains(s)) {
                        r.set.append({s, 1});
                        return;
                    }
                }
            });
        });
        add->addWidget(m_addAmount);
        add->addStretch(1);
        effect->addLayout(add);
        break;
    }
    case ScoringRule::Effect::Nothing:
        break;
    case ScoringRule::Effect::Multiply:
    case ScoringRule::Effect::Add: {
        const bool multiply = m_rule.effect == ScoringRule::Effect::Multiply;
        auto *h = new QHBoxLayout;
        m_amount = multiply ? spin(0, ScoringRule::kMaxFactor, QStringLiteral("ruleAmount"))
                            : spin(-ScoringRule::kMaxPoints, ScoringRule::kMaxPoints,
                                   QStringLiteral("ruleAmount"));
        connect(m_amount, &QSpinBox::valueChanged, this, [this](int v) {
            change(tr("Change Points of Rule %1").arg(m_index + 1),
                   [&](ScoringRule &r) { r.amount = v; });
        });
        h->addWidget(new QLabel(multiply ? tr("by") : tr("points:")));
        h->addWidget(m_amount);
        h->addStretch(1);
        effect->addLayout(h);
        break;
    }
    }
    m_effectHolder->addWidget(m_effectPart);
}

void ScoringRuleRow::fill()
{
    m_updating = true;
    m_type->setCurrentIndex(m_type->findData(int(m_rule.type)));
    m_when->clear();
    using W = ScoringRule::When;
    if (m_rule.type == FeatureType::Field) {
        m_when->addItem(tr("at the end of the game"), int(W::End));
    } else {
        m_when->addItem(tr("when completed"), int(W::Completed));
        m_when->addItem(tr("at the end, unfinished"), int(W::End));
        m_when->addItem(tr("completed or at the end"), int(W::Both));
    }
    m_when->setCurrentIndex(std::max(0, m_when->findData(int(m_rule.when))));
    QStringList used;
    for (const ScoringRule::Condition &c : std::as_const(m_rule.conditions))
        used << c.subject;
    for (int i = 0; i < m_conditions.size(); ++i) {
        const ScoringRule::Condition &c = m_rule.conditions[i];
        ConditionLine &line = m_conditions[i];
        fillSubjects(line.subject, c.subject, used, false);
        const bool bounded = c.atMost != ScoringRule::kUnbounded;
        // The bounds never cross: at least stays at most's value or below.
        line.atLeast->setMaximum(bounded ? c.atMost : kMaxCount);
        line.atLeast->setValue(c.atLeast);
        line.hasAtMost->setChecked(bounded);
        line.atMost->setEnabled(bounded);
        line.atMost->setMinimum(c.atLeast);
        line.atMost->setValue(bounded ? c.atMost : std::max(c.atLeast, 1));
    }
    m_addCondition->setEnabled(m_rule.conditions.size() < subjects().size());
    QStringList paid;
    for (const auto &s : std::as_const(m_rule.set))
        paid << s.first;
    for (int i = 0; i < m_amounts.size(); ++i) {
        fillSubjects(m_amounts[i].subject, m_rule.set[i].first, paid, true);
        m_amounts[i].points->setValue(m_rule.set[i].second);
        // A Set rule keeps one amount at least (the format wants one).
        m_amounts[i].remove->setEnabled(m_rule.set.size() > 1);
    }
    if (m_addAmount)
        m_addAmount->setEnabled(m_rule.set.size() < subjects().size() + 1);
    m_effect->setCurrentIndex(m_effect->findData(int(m_rule.effect)));
    if (m_amount)
        m_amount->setValue(m_rule.amount);
    m_sentence->setText(ScoringRuleText::sentence(m_rule, m_attributes));
    m_updating = false;
}

void ScoringRuleRow::setProblems(const QStringList &messages)
{
    m_problems->setText(messages.join(QLatin1Char('\n')));
    m_problems->setVisible(!messages.isEmpty());
}

void ScoringRuleRow::setSelected(bool selected)
{
    setFrameShadow(selected ? QFrame::Sunken : QFrame::Plain);
    setLineWidth(selected ? 2 : 1);
    setBackgroundRole(selected ? QPalette::AlternateBase : QPalette::Window);
    setAutoFillBackground(selected);
}

} // namespace carcassonne
