#pragma once

#include "content/scoringrule.h"
#include "core/problem.h"

#include <QList>
#include <QWidget>

class QLabel;
class QPushButton;
class QScrollArea;
class QVBoxLayout;

namespace carcassonne {

class AttributesEditor;
class FiguresEditor;
class PackageDocument;
class ScoringRuleRow;

// The rules a package authors (docs/rules/inns-cathedrals.md): its own attributes, its
// scoring rules as rows of pickers, each with its sentence, and its own figures. Every change
// is one command on the document; the first attribute, rule or figure lists the module
// `authored` in the same step. The problems validation finds in a rule or figure show under
// its row.
class ScoringPage : public QWidget
{
    Q_OBJECT

public:
    explicit ScoringPage(PackageDocument *document, QWidget *parent = nullptr);

    AttributesEditor *attributes() const { return m_attributes; }
    FiguresEditor *figures() const { return m_figures; }
    int ruleCount() const { return int(m_rows.size()); }
    ScoringRuleRow *ruleRow(int index) const { return m_rows.value(index); }
    QPushButton *addRuleButton() const { return m_addRule; }
    // The rule last selected (by the Problems dock), or -1.
    int selectedRule() const { return m_selected; }
    QLabel *moduleNotice() const { return m_moduleNotice; }

    // The rule, attribute or figure a problem's JSON path names ("scoring[2].if.inn"), or -1.
    static int ruleIndex(const QString &field);
    static int attributeIndex(const QString &field);
    static int figureIndex(const QString &field);

public slots:
    void refresh();
    // Marks rule `index` and brings it into view.
    void selectRule(int index);
    void selectAttribute(int index);
    void selectFigure(int index);
    // Shows each rule's and figure's problems under its row (those of rules.json naming
    // "scoring[i]" or "figures[i]").
    void showProblems(const carcassonne::Problems &problems);

private:
    void pushScoring(const QList<ScoringRule> &scoring, const QString &text);

    PackageDocument *m_document;
    QScrollArea *m_scroll;
    AttributesEditor *m_attributes;
    FiguresEditor *m_figures;
    QLabel *m_moduleNotice;
    QPushButton *m_moduleOn;
    QLabel *m_unread;
    QPushButton *m_discard;
    QVBoxLayout *m_list;
    QLabel *m_empty;
    QList<ScoringRuleRow *> m_rows;
    QPushButton *m_addRule;
    int m_selected = -1;
    Problems m_problems;
};

} // namespace carcassonne
