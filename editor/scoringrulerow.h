#pragma once

#include "content/authoredattribute.h"
#include "content/scoringrule.h"

#include <QFrame>
#include <QList>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QToolButton;
class QVBoxLayout;

namespace carcassonne {

// One scoring rule on the Scoring page, as pickers: the feature type, when it scores, its
// conditions (a subject, at least, at most) and its effect (amounts per subject and a bonus,
// nothing, a factor or points added), with the rule as a sentence (ScoringRuleText) under
// them. It never changes the document: each change is offered as the whole new rule
// (`edited`), which the page pushes as one command.
class ScoringRuleRow : public QFrame
{
    Q_OBJECT

public:
    explicit ScoringRuleRow(QWidget *parent = nullptr);

    // Shows rule `index` of `count`; the pickers are built again only when the rule's shape
    // changed (type, effect, how many conditions and amounts), else set in place, so that a
    // spin box being stepped stays.
    void setRule(const ScoringRule &rule, const QList<AuthoredAttribute> &attributes, int index,
                 int count);
    const ScoringRule &rule() const { return m_rule; }
    // The problems validation finds in this rule, in the language shown; none hides them.
    void setProblems(const QStringList &messages);
    void setSelected(bool selected);

    // For tests.
    QComboBox *typeCombo() const { return m_type; }
    QComboBox *whenCombo() const { return m_when; }
    QComboBox *effectCombo() const { return m_effect; }
    QPushButton *addConditionButton() const { return m_addCondition; }
    QPushButton *addAmountButton() const { return m_addAmount; }
    QComboBox *conditionSubject(int i) const { return m_conditions.value(i).subject; }
    QSpinBox *conditionAtLeast(int i) const { return m_conditions.value(i).atLeast; }
    QCheckBox *conditionHasAtMost(int i) const { return m_conditions.value(i).hasAtMost; }
    QSpinBox *conditionAtMost(int i) const { return m_conditions.value(i).atMost; }
    QToolButton *conditionRemove(int i) const { return m_conditions.value(i).remove; }
    QComboBox *amountSubject(int i) const { return m_amounts.value(i).subject; }
    QSpinBox *amountPoints(int i) const { return m_amounts.value(i).points; }
    QToolButton *amountRemove(int i) const { return m_amounts.value(i).remove; }
    // The factor (multiply) or the points (add).
    QSpinBox *amountSpin() const { return m_amount; }
    QLabel *sentenceLabel() const { return m_sentence; }
    QLabel *problemLabel() const { return m_problems; }
    QToolButton *upButton() const { return m_up; }
    QToolButton *downButton() const { return m_down; }
    QToolButton *removeButton() const { return m_remove; }

    // The feature types a rule may be written for, in the order the picker lists them.
    static QList<FeatureType> offeredTypes();

signals:
    // The rule as the user changed it; `text` names the change for the undo history.
    void edited(const carcassonne::ScoringRule &rule, const QString &text);
    void moveUpRequested();
    void moveDownRequested();
    void removeRequested();

private:
    struct ConditionLine
    {
        QComboBox *subject = nullptr;
        QSpinBox *atLeast = nullptr;
        QCheckBox *hasAtMost = nullptr;
        QSpinBox *atMost = nullptr;
        QToolButton *remove = nullptr;
    };
    struct AmountLine
    {
        QComboBox *subject = nullptr;
        QSpinBox *points = nullptr;
        QToolButton *remove = nullptr;
    };
    // A key of what the pickers are built for: equal keys, equal widgets.
    QString shape(const ScoringRule &rule, const QList<AuthoredAttribute> &attributes) const;
    void build();
    void fill();
    void change(const QString &text, const std::function<void(ScoringRule &)> &how);
    void fillSubjects(QComboBox *combo, const QString &current, const QStringList &taken,
                      bool bonus) const;
    QStringList subjects() const;

    ScoringRule m_rule;
    QList<AuthoredAttribute> m_attributes;
    int m_index = 0;
    QString m_shape;
    bool m_updating = false;

    QLabel *m_caption;
    QLabel *m_path;
    QToolButton *m_up;
    QToolButton *m_down;
    QToolButton *m_remove;
    QComboBox *m_type;
    QComboBox *m_when;
    QComboBox *m_effect;
    // The parts built for the rule's shape, inside holders that stay.
    QVBoxLayout *m_conditionsHolder;
    QVBoxLayout *m_effectHolder;
    QWidget *m_conditionsPart = nullptr;
    QWidget *m_effectPart = nullptr;
    QList<ConditionLine> m_conditions;
    QList<AmountLine> m_amounts;
    QPushButton *m_addCondition = nullptr;
    QPushButton *m_addAmount = nullptr;
    QSpinBox *m_amount = nullptr;
    QLabel *m_sentence;
    QLabel *m_problems;
};

} // namespace carcassonne
