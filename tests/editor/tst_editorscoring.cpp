// The editor's side of authored rules (issue 53): a package's own attributes declared on the
// Scoring page and marked on features in the Properties dock, scoring rules as rows of pickers
// with their sentences, the package's own figures, every change one undo step, live problems
// under their rows, a save and reload that keeps them, and a package with such rules played.
#include "ai/randomplayer.h"
#include "attributeseditor.h"
#include "authoredediting.h"
#include "content/artchecker.h"
#include "content/authoredrulesparser.h"
#include "content/packagereader.h"
#include "content/packagewriter.h"
#include "editorlanguage.h"
#include "editortesting.h"
#include "figureseditor.h"
#include "modules/inns-cathedrals/scoringruletext.h"
#include "problemswidget.h"
#include "record/game.h"
#include "scoringpage.h"
#include "scoringrulerow.h"
#include "tilepropertieswidget.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QToolButton>
#include <QTreeWidgetItem>
#include <QUndoStack>

using namespace carcassonne;

namespace {
bool listsAuthored(const RulesDefinition &rules)
{
    for (const ModuleSetting &s : rules.modules) {
        if (s.id == QStringLiteral("authored"))
            return s.enabled;
    }
    return false;
}

void pick(QComboBox *combo, const QVariant &data)
{
    const int i = combo->findData(data);
    QVERIFY2(i >= 0, qPrintable(data.toString()));
    combo->setCurrentIndex(i);
    emit combo->activated(i);
}

// Rules as the file writes them (a Set's amounts in any order are one rule).
QList<QJsonObject> json(const QList<ScoringRule> &scoring)
{
    QList<QJsonObject> out;
    for (const ScoringRule &r : scoring)
        out << AuthoredRulesParser::toJson(r);
    return out;
}

void commit(QLineEdit *edit, const QString &text)
{
    edit->setText(text);
    emit edit->editingFinished();
}

// Writes `bytes` to `name` in `dir`; its path.
QString svgFile(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        return {};
    return path;
}

const QByteArray kOwnSvg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\">"
                           "<circle cx=\"5\" cy=\"5\" r=\"4\" fill=\"currentColor\"/></svg>";
} // namespace

class TestEditorScoring : public QObject, private EditorFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { setUpEditorTests(); }
    void cleanupTestCase() { tearDownEditorTests(); }

    void declareAnAttributeAndMarkAFeature()
    {
        auto w = window();
        PackageDocument *doc = w->document();
        QUndoStack *stack = doc->undoStack();
        AttributesEditor *attributes = w->scoringPage()->attributes();
        w->pages()->setCurrentWidget(w->scoringPage());

        // The first attribute lists the module that plays it, in the same undo step.
        QVERIFY(!listsAuthored(doc->package().rules));
        attributes->addButton()->click();
        QCOMPARE(stack->count(), 1);
        QCOMPARE(doc->package().rules.attributes.size(), 1);
        QVERIFY(listsAuthored(doc->package().rules));
        QVERIFY(w->scoringPage()->moduleNotice()->isVisibleTo(w->scoringPage()));
        stack->undo();
        QVERIFY(doc->package().rules.attributes.isEmpty());
        QVERIFY(doc->package().rules.modules.isEmpty());
        stack->redo();

        // Its id with the keyboard, its names.
        QLineEdit *id = attributes->idEdit(0);
        QVERIFY(id);
        id->setFocus();
        id->selectAll();
        QTest::keyClicks(id, QStringLiteral("inn"));
        QTest::keyClick(id, Qt::Key_Return);
        QCOMPARE(doc->package().rules.attributes[0].id, QStringLiteral("inn"));
        commit(attributes->nameEdit(0, QStringLiteral("en")), QStringLiteral("inn"));
        commit(attributes->nameEdit(0, QStringLiteral("nl")), QStringLiteral("herberg"));
        commit(attributes->nameEdit(0, QStringLiteral("de")), QStringLiteral("Wirtshaus"));
        pick(attributes->markCombo(0), QStringLiteral("inn"));
        const AuthoredAttribute inn = doc->package().rules.attributes[0];
        QCOMPARE(inn.name.value(QStringLiteral("nl")), QStringLiteral("herberg"));
        QCOMPARE(inn.mark, QStringLiteral("inn"));
        QVERIFY(inn.carriedBy(FeatureType::Road) && !inn.carriedBy(FeatureType::City));
        // An id the format uses itself, or one taken, is refused with a word why.
        const int steps = stack->count();
        commit(attributes->idEdit(0), QStringLiteral("pennants"));
        QCOMPARE(doc->package().rules.attributes[0].id, QStringLiteral("inn"));
        QCOMPARE(attributes->idEdit(0)->text(), QStringLiteral("inn"));
        QVERIFY(!attributes->messageLabel()->text().isEmpty());
        // Without an English name it would not load: refused too.
        commit(attributes->nameEdit(0, QStringLiteral("en")), QString());
        QCOMPARE(doc->package().rules.attributes[0].name.value(QStringLiteral("en")),
                 QStringLiteral("inn"));
        QCOMPARE(stack->count(), steps);

        // The Properties dock offers it on roads, as a check box (a flag).
        w->pages()->setCurrentIndex(0);
        drawTileD(*w);
        tool(*w, QStringLiteral("select"));
        click(*w, Port::E);
        auto *check =
                qobject_cast<QCheckBox *>(w->properties()->authoredEditor(QStringLiteral("inn")));
        QVERIFY(check);
        QVERIFY(check->isVisibleTo(w->properties()));
        QVERIFY(!check->isChecked());
        const int beforeMark = stack->count();
        check->click();
        QCOMPARE(stack->count(), beforeMark + 1);
        const int t = w->currentTile();
        const int road = featureOf(doc->tile(t), Port::E);
        QCOMPARE(doc->tile(t).features[road].authored(0), 1);
        stack->undo();
        QCOMPARE(doc->tile(t).features[road].authored(0), 0);
        QVERIFY(!check->isChecked());
        stack->redo();
        QCOMPARE(doc->tile(t).features[road].authored(0), 1);
        QVERIFY(check->isChecked());
        // Not on a city.
        click(*w, Port::N);
        QVERIFY(!check->isVisibleTo(w->properties()));

        // A second attribute: a count on fields, up to 2.
        attributes->addButton()->click();
        commit(attributes->idEdit(1), QStringLiteral("well"));
        commit(attributes->nameEdit(1, QStringLiteral("en")), QStringLiteral("well"));
        attributes->typeCheck(1, FeatureType::Field)->click();
        attributes->typeCheck(1, FeatureType::Road)->click();
        attributes->maximumSpin(1)->setValue(2);
        const AuthoredAttribute well = doc->package().rules.attributes[1];
        QCOMPARE(well.types, 1u << unsigned(FeatureType::Field));
        QCOMPARE(well.maximum, 2);
        click(*w, Port::S);
        auto *wells =
                qobject_cast<QSpinBox *>(w->properties()->authoredEditor(QStringLiteral("well")));
        QVERIFY(wells);
        QVERIFY(wells->isVisibleTo(w->properties()));
        QVERIFY(!w->properties()
                         ->authoredEditor(QStringLiteral("inn"))
                         ->isVisibleTo(w->properties()));
        wells->setValue(2);
        const int field = featureOf(doc->tile(t), Port::S);
        QCOMPARE(doc->tile(t).features[field].authored(1), 2);
        // Lowering the maximum lowers the count in the same step.
        const int beforeMaximum = stack->count();
        attributes->maximumSpin(1)->setValue(1);
        QCOMPARE(stack->count(), beforeMaximum + 1);
        QCOMPARE(doc->tile(t).features[field].authored(1), 1);
        stack->undo();
        QCOMPARE(doc->tile(t).features[field].authored(1), 2);
        QCOMPARE(doc->package().rules.attributes[1].maximum, 2);

        // Removing inn: its marks go, well's counts move down a slot, one undo step.
        const auto snapshot = content(doc->package());
        // (index: the maximum's step undone above goes with the next.)
        const int beforeRemove = stack->index();
        attributes->removeButton(0)->click();
        QCOMPARE(stack->index(), beforeRemove + 1);
        QCOMPARE(doc->package().rules.attributes.size(), 1);
        QCOMPARE(doc->package().rules.attributes[0].id, QStringLiteral("well"));
        QCOMPARE(doc->tile(t).features[road].authored(0), 0);
        QCOMPARE(doc->tile(t).features[field].authored(0), 2);
        QCOMPARE(doc->tile(t).features[field].authored(1), 0);
        QVERIFY(attributes->messageLabel()->text().contains(QStringLiteral("inn")));
        w->problemsView()->revalidate();
        QVERIFY2(w->problemsView()->problems().isEmpty(),
                 qPrintable(describe(w->problemsView()->problems())));
        stack->undo();
        QVERIFY(content(doc->package()) == snapshot);
        QCOMPARE(doc->tile(t).features[road].authored(0), 1);

        // A rule counting an attribute keeps it: the removal is refused, and says why.
        RulesDefinition rules = doc->package().rules;
        ScoringRule rule = AuthoredEditing::defaultRule(FeatureType::Road);
        rule.conditions = {{QStringLiteral("inn"), 1, ScoringRule::kUnbounded}};
        rules.scoring << rule;
        doc->pushAuthoredRules(rules, QStringLiteral("rule"));
        const int beforeRefusal = stack->count();
        attributes->removeButton(0)->click();
        QCOMPARE(stack->count(), beforeRefusal);
        QCOMPARE(doc->package().rules.attributes.size(), 2);
        QVERIFY(attributes->messageLabel()->text().contains(QStringLiteral("1")));
        // Renaming it renames it in the rule, in one step.
        commit(attributes->idEdit(0), QStringLiteral("tavern"));
        QCOMPARE(stack->count(), beforeRefusal + 1);
        QCOMPARE(doc->package().rules.scoring[0].conditions[0].subject, QStringLiteral("tavern"));
        QVERIFY(w->properties()->authoredEditor(QStringLiteral("tavern")));
    }

    void writeTheSmallCityRule()
    {
        auto w = window();
        PackageDocument *doc = w->document();
        QUndoStack *stack = doc->undoStack();
        ScoringPage *page = w->scoringPage();
        w->pages()->setCurrentWidget(page);
        auto snapshot = [&] { return content(doc->package()); };
        QList<QMap<QString, QByteArray>> states{snapshot()};
        auto step = [&](const std::function<void()> &act) {
            const int count = stack->count();
            act();
            QCOMPARE(stack->count(), count + 1);
            QVERIFY(snapshot() != states.last());
            states << snapshot();
        };
        auto sentenceShown = [&](int r) {
            const RulesDefinition &rules = doc->package().rules;
            QCOMPARE(page->ruleRow(r)->sentenceLabel()->text(),
                     ScoringRuleText::sentence(rules.scoring[r], rules.attributes));
        };

        // A new rule scores completed cities as the base game does, and lists the module.
        step([&] { page->addRuleButton()->click(); });
        QCOMPARE(page->ruleCount(), 1);
        QCOMPARE(doc->package().rules.scoring[0], AuthoredEditing::defaultRule(FeatureType::City));
        QVERIFY(listsAuthored(doc->package().rules));
        sentenceShown(0);
        ScoringRuleRow *row = page->ruleRow(0);
        // A condition: at most 2 tiles.
        step([&] { row->addConditionButton()->click(); });
        QCOMPARE(row->conditionSubject(0)->currentData().toString(), QStringLiteral("tiles"));
        step([&] { row->conditionAtLeast(0)->setValue(0); });
        step([&] { row->conditionHasAtMost(0)->click(); });
        QVERIFY(row->conditionAtMost(0)->isEnabled());
        step([&] { row->conditionAtMost(0)->setValue(2); });
        sentenceShown(0);
        // The amounts: 1 a tile, 1 a pennant.
        QCOMPARE(row->amountSubject(0)->currentData().toString(), QStringLiteral("tiles"));
        step([&] { row->amountPoints(0)->setValue(1); });
        QCOMPARE(row->amountSubject(1)->currentData().toString(), QStringLiteral("pennants"));
        step([&] { row->amountPoints(1)->setValue(1); });
        // The rule of the built-in package small-cities, word for word.
        Problems ignored;
        const auto smallCities = m_repository->load(QStringLiteral("small-cities"), &ignored);
        QVERIFY(smallCities);
        QCOMPARE(json(doc->package().rules.scoring), json(smallCities->rules.scoring));
        sentenceShown(0);
        QVERIFY(row->sentenceLabel()->text().contains(QStringLiteral("2")));
        w->problemsView()->revalidate();
        QVERIFY2(w->problemsView()->problems().isEmpty(),
                 qPrintable(describe(w->problemsView()->problems())));

        // A second rule, of roads, scoring at the end twice; moved up, then removed.
        step([&] { page->addRuleButton()->click(); });
        step([&] { pick(page->ruleRow(1)->typeCombo(), int(FeatureType::Road)); });
        QCOMPARE(doc->package().rules.scoring[1].set,
                 (QList<QPair<QString, int>>{{QStringLiteral("tiles"), 1}}));
        step([&] { pick(page->ruleRow(1)->whenCombo(), int(ScoringRule::When::End)); });
        step([&] { pick(page->ruleRow(1)->effectCombo(), int(ScoringRule::Effect::Multiply)); });
        QCOMPARE(doc->package().rules.scoring[1].amount, 2);
        QVERIFY(page->ruleRow(1)->amountSpin());
        step([&] { page->ruleRow(1)->amountSpin()->setValue(3); });
        sentenceShown(1);
        QVERIFY(!page->ruleRow(0)->upButton()->isEnabled());
        QVERIFY(!page->ruleRow(1)->downButton()->isEnabled());
        step([&] { page->ruleRow(1)->upButton()->click(); });
        QCOMPARE(doc->package().rules.scoring[0].type, FeatureType::Road);
        QCOMPARE(doc->package().rules.scoring[1].type, FeatureType::City);
        QCOMPARE(page->selectedRule(), 0);
        sentenceShown(0);
        sentenceShown(1);
        step([&] { page->ruleRow(0)->removeButton()->click(); });
        QCOMPARE(page->ruleCount(), 1);
        QCOMPARE(json(doc->package().rules.scoring), json(smallCities->rules.scoring));
        sentenceShown(0);

        // Undo everything, checking each state on the way; then redo.
        for (int i = int(states.size()) - 2; i >= 0; --i) {
            stack->undo();
            QVERIFY2(snapshot() == states[i], qPrintable(QStringLiteral("undo to %1").arg(i)));
            QCOMPARE(page->ruleCount(), int(doc->package().rules.scoring.size()));
        }
        QVERIFY(doc->package().rules.modules.isEmpty());
        for (int i = 1; i < states.size(); ++i) {
            stack->redo();
            QVERIFY2(snapshot() == states[i], qPrintable(QStringLiteral("redo to %1").arg(i)));
            for (int r = 0; r < page->ruleCount(); ++r)
                sentenceShown(r);
        }

        const QString shots = qEnvironmentVariable("CARCASSONNE_SCREENSHOT_DIR");
        if (!shots.isEmpty()) {
            w->resize(1280, 820);
            w->grab().save(shots + QStringLiteral("/editor-scoring.png"));
        }
    }

    void contradictingRulesShowAProblem()
    {
        auto w = window();
        PackageDocument *doc = w->document();
        ScoringPage *page = w->scoringPage();
        ProblemsWidget *problems = w->problemsView();
        page->addRuleButton()->click();
        page->addRuleButton()->click();
        problems->revalidate();
        // The same amounts: no contradiction.
        QVERIFY2(problems->problems().isEmpty(), qPrintable(describe(problems->problems())));
        // The first for cities of at most 2 tiles; the second for all, giving a tile 3.
        ScoringRuleRow *first = page->ruleRow(0);
        first->addConditionButton()->click();
        first->conditionHasAtMost(0)->click();
        first->conditionAtMost(0)->setValue(2);
        page->ruleRow(1)->amountPoints(0)->setValue(3);
        problems->revalidate();
        QVERIFY2(hasProblem(problems->problems(), QString(), QStringLiteral("scoring[1]"),
                            QStringLiteral("contradict")),
                 qPrintable(describe(problems->problems())));
        // Under both rows, in words.
        QVERIFY(page->ruleRow(0)->problemLabel()->isVisibleTo(page));
        QVERIFY(page->ruleRow(1)->problemLabel()->isVisibleTo(page));
        QVERIFY(page->ruleRow(1)->problemLabel()->text().contains(QStringLiteral("scoring[0]")));
        // Activating it shows the Scoring page at the rule.
        w->pages()->setCurrentIndex(0);
        QTreeWidgetItem *item = nullptr;
        for (int i = 0; i < problems->topLevelItemCount(); ++i) {
            if (problems->topLevelItem(i)->text(1) == QStringLiteral("rules.json: scoring[1]"))
                item = problems->topLevelItem(i);
        }
        QVERIFY(item);
        emit problems->itemActivated(item, 0);
        QCOMPARE(w->pages()->currentWidget(), page);
        QCOMPARE(page->selectedRule(), 1);
        // Making them exclusive mends it: the second only for cities of 3 tiles or more.
        ScoringRuleRow *row = page->ruleRow(1);
        row->addConditionButton()->click();
        row->conditionAtLeast(0)->setValue(3);
        problems->revalidate();
        QVERIFY2(problems->problems().isEmpty(), qPrintable(describe(problems->problems())));
        QVERIFY(!page->ruleRow(1)->problemLabel()->isVisibleTo(page));
        QCOMPARE(doc->package().rules.scoring[1].conditions.size(), 1);

        // A package saved with a contradiction opens with its rules on the page.
        QVERIFY(w->openPackage(QStringLiteral(CARCASSONNE_TEST_DATA_DIR
                                              "/packages/bad/authored-rules-contradict")));
        QCOMPARE(page->ruleCount(), 2);
        QVERIFY(!doc->package().rules.unreadKeys.contains(QStringLiteral("scoring")));
        problems->revalidate();
        QVERIFY2(hasProblem(problems->problems(), QString(), QStringLiteral("scoring[1]"),
                            QStringLiteral("contradict")),
                 qPrintable(describe(problems->problems())));

        // One the editor cannot read (a subject no road has) is kept as written, and saved so;
        // the page says so, writes no rule over it, and discards it as one step.
        QVERIFY(w->openPackage(QStringLiteral(CARCASSONNE_TEST_DATA_DIR
                                              "/packages/bad/authored-unknown-subject")));
        QVERIFY(doc->package().rules.unreadKeys.contains(QStringLiteral("scoring")));
        QCOMPARE(page->ruleCount(), 0);
        QVERIFY(page->findChild<QLabel *>(QStringLiteral("unreadScoring"))->isVisibleTo(page));
        QVERIFY(!page->addRuleButton()->isEnabled());
        const QByteArray written = PackageWriter::rulesJson(doc->package());
        QVERIFY(written.contains("\"scoring\""));
        QPushButton *discard = nullptr;
        for (QPushButton *b : page->findChildren<QPushButton *>()) {
            if (b->isVisibleTo(page) && b->text() == QStringLiteral("Discard the Unread Rules"))
                discard = b;
        }
        QVERIFY(discard);
        discard->click();
        QCOMPARE(doc->undoStack()->count(), 1);
        QVERIFY(!doc->package().rules.unreadKeys.contains(QStringLiteral("scoring")));
        QVERIFY(page->addRuleButton()->isEnabled());
        doc->undoStack()->undo();
        QVERIFY(!page->addRuleButton()->isEnabled());
    }

    void saveAndReloadKeepAttributesMarksAndRules()
    {
        auto w = window();
        PackageDocument *doc = w->document();
        ScoringPage *page = w->scoringPage();
        page->attributes()->addButton()->click();
        commit(page->attributes()->idEdit(0), QStringLiteral("inn"));
        commit(page->attributes()->nameEdit(0, QStringLiteral("de")), QStringLiteral("Wirtshaus"));
        drawTileD(*w);
        tool(*w, QStringLiteral("select"));
        click(*w, Port::E);
        qobject_cast<QCheckBox *>(w->properties()->authoredEditor(QStringLiteral("inn")))->click();
        page->addRuleButton()->click();
        pick(page->ruleRow(0)->typeCombo(), int(FeatureType::Road));
        page->ruleRow(0)->addConditionButton()->click();
        pick(page->ruleRow(0)->conditionSubject(0), QStringLiteral("inn"));
        page->ruleRow(0)->amountPoints(0)->setValue(2);
        page->ruleRow(0)->addAmountButton()->click();
        QCOMPARE(doc->package().rules.scoring[0].set.size(), 2);
        const Package made = doc->package();

        QTemporaryDir dir;
        for (const QString &name : {QStringLiteral("inns"), QStringLiteral("inns.zip")}) {
            const QString path = dir.filePath(name);
            QVERIFY(w->savePackage(path));
            auto again = window();
            QVERIFY(again->openPackage(path));
            const Package &read = again->document()->package();
            QCOMPARE(read.rules.attributes, made.rules.attributes);
            // (The file holds a Set's amounts by name: compared as written.)
            QCOMPARE(json(read.rules.scoring), json(made.rules.scoring));
            QVERIFY(listsAuthored(read.rules));
            const int t = again->document()->indexOfTile(QStringLiteral("T2"));
            QVERIFY(t >= 0);
            QCOMPARE(read.tiles[t].features[featureOf(read.tiles[t], Port::E)].authored(0), 1);
            QVERIFY(content(read) == content(made));
            QCOMPARE(again->scoringPage()->ruleCount(), 1);
            QCOMPARE(again->scoringPage()->attributes()->rowCount(), 1);
            again->problemsView()->revalidate();
            QVERIFY2(again->problemsView()->problems().isEmpty(),
                     qPrintable(describe(again->problemsView()->problems())));
        }
    }

    void declareAFigure()
    {
        // English with its plural forms ("1 figure", "2 figures").
        QVERIFY(EditorLanguage::apply(QStringLiteral("en")));
        auto w = window();
        PackageDocument *doc = w->document();
        QUndoStack *stack = doc->undoStack();
        FiguresEditor *figures = w->scoringPage()->figures();
        w->pages()->setCurrentWidget(w->scoringPage());
        auto figure = [&] { return doc->package().rules.figures.value(0); };
        auto step = [&](const std::function<void()> &act) {
            const int count = stack->count();
            const AuthoredFigure before = figure();
            act();
            QCOMPARE(stack->count(), count + 1);
            QVERIFY(figure() != before);
            QCOMPARE(figures->sentenceLabel(0)->text(), FiguresEditor::sentence(figure()));
        };

        // The first figure lists the module that plays it, in the same undo step.
        QVERIFY(!listsAuthored(doc->package().rules));
        QCOMPARE(figures->rowCount(), 0);
        figures->addButton()->click();
        QCOMPARE(stack->count(), 1);
        QCOMPARE(doc->package().rules.figures.size(), 1);
        QCOMPARE(figures->rowCount(), 1);
        QVERIFY(listsAuthored(doc->package().rules));
        QVERIFY(w->scoringPage()->moduleNotice()->isVisibleTo(w->scoringPage()));
        QCOMPARE(figures->selectedFigure(), 0);
        stack->undo();
        QVERIFY(doc->package().rules.figures.isEmpty());
        QVERIFY(doc->package().rules.modules.isEmpty());
        QCOMPARE(figures->rowCount(), 0);
        stack->redo();
        QCOMPARE(figures->rowCount(), 1);
        // A new figure stands where a meeple stands, counts as 2, one a player.
        QCOMPARE(figure().count, 1);
        QCOMPARE(figure().strength, 2);
        QVERIFY(figure().standsOn(FeatureType::Field) && !figure().standsOn(FeatureType::Garden));

        // Its id with the keyboard, its names, each one step.
        QLineEdit *id = figures->idEdit(0);
        step([&] {
            id->setFocus();
            id->selectAll();
            QTest::keyClicks(id, QStringLiteral("large"));
            QTest::keyClick(id, Qt::Key_Return);
        });
        QCOMPARE(figure().id, QStringLiteral("large"));
        step([&] {
            commit(figures->nameEdit(0, QStringLiteral("en")), QStringLiteral("large meeple"));
        });
        step([&] {
            commit(figures->nameEdit(0, QStringLiteral("nl")), QStringLiteral("grote meeple"));
        });
        step([&] {
            commit(figures->nameEdit(0, QStringLiteral("de")), QStringLiteral("großer Meeple"));
        });
        QCOMPARE(figures->sentenceLabel(0)->text(),
                 QStringLiteral("Each player has 1 large meeple: it stands on roads, cities, "
                                "cloisters and fields and counts as 2 figures in every majority."));
        // Count, strength, size, where it stands.
        step([&] { figures->countSpin(0)->setValue(3); });
        step([&] { figures->strengthSpin(0)->setValue(1); });
        step([&] { figures->sizeSpin(0)->setValue(150); });
        step([&] { figures->typeCheck(0, FeatureType::Garden)->click(); });
        step([&] { figures->typeCheck(0, FeatureType::Field)->click(); });
        QCOMPARE(figure().count, 3);
        QCOMPARE(figure().strength, 1);
        QCOMPARE(figure().size, 150);
        QVERIFY(figure().standsOn(FeatureType::Garden) && !figure().standsOn(FeatureType::Field));
        QVERIFY(figures->sentenceLabel(0)->text().contains(QStringLiteral("1 figure in")));
        QVERIFY(figures->sentenceLabel(0)->text().contains(QStringLiteral("gardens")));
        // The last type stays.
        for (FeatureType t : {FeatureType::Road, FeatureType::City, FeatureType::Cloister})
            figures->typeCheck(0, t)->click();
        const int lastType = stack->count();
        figures->typeCheck(0, FeatureType::Garden)->click();
        QCOMPARE(stack->count(), lastType);
        QCOMPARE(figure().types, 1u << unsigned(FeatureType::Garden));
        QVERIFY(figures->typeCheck(0, FeatureType::Garden)->isChecked());
        // Undo goes back one field at a time.
        stack->undo();
        QVERIFY(figure().standsOn(FeatureType::Cloister));
        stack->redo();

        // Bad ids are refused with a word why, as is an empty English name: no step.
        figures->addButton()->click();
        QCOMPARE(doc->package().rules.figures.size(), 2);
        const int steps = stack->count();
        const auto before = doc->package().rules.figures;
        for (const QString &bad :
             {QStringLiteral("meeple"), QStringLiteral("abbot"), QStringLiteral("large"),
              QStringLiteral("Big"), QStringLiteral("x")}) {
            figures->messageLabel()->clear();
            commit(figures->idEdit(1), bad);
            QVERIFY2(!figures->messageLabel()->text().isEmpty(), qPrintable(bad));
            QVERIFY(figures->messageLabel()->text().contains(bad));
            QCOMPARE(figures->idEdit(1)->text(), before[1].id);
        }
        commit(figures->nameEdit(1, QStringLiteral("en")), QString());
        QVERIFY(figures->messageLabel()->text().contains(QStringLiteral("English")));
        QCOMPARE(figures->nameEdit(1, QStringLiteral("en"))->text(),
                 before[1].name.value(QStringLiteral("en")));
        QCOMPARE(stack->count(), steps);
        QCOMPARE(doc->package().rules.figures, before);

        // At two, Add Figure is off and says why.
        QVERIFY(!figures->addButton()->isEnabled());
        QVERIFY(figures->addButton()->toolTip().contains(QStringLiteral("2")));

        // Removing one is one step; undo brings it back.
        figures->removeButton(0)->click();
        QCOMPARE(stack->count(), steps + 1);
        QCOMPARE(doc->package().rules.figures.size(), 1);
        QCOMPARE(doc->package().rules.figures[0], before[1]);
        QCOMPARE(figures->rowCount(), 1);
        QVERIFY(figures->addButton()->isEnabled());
        QVERIFY(listsAuthored(doc->package().rules));
        stack->undo();
        QCOMPARE(doc->package().rules.figures, before);
        QCOMPARE(figures->rowCount(), 2);
        QCOMPARE(figures->idEdit(0)->text(), QStringLiteral("large"));
        w->problemsView()->revalidate();
        QVERIFY2(w->problemsView()->problems().isEmpty(),
                 qPrintable(describe(w->problemsView()->problems())));

        const QString shots = qEnvironmentVariable("CARCASSONNE_SCREENSHOT_DIR");
        if (!shots.isEmpty()) {
            w->resize(1280, 820);
            w->scoringPage()->selectFigure(1);
            QTest::qWait(50);
            w->grab().save(shots + QStringLiteral("/editor-figures.png"));
        }

        // In German, with its German name.
        QVERIFY(EditorLanguage::apply(QStringLiteral("de")));
        const QString german = FiguresEditor::sentence(before[0]);
        QVERIFY2(german.contains(QStringLiteral("großer Meeple")), qPrintable(german));
        QVERIFY2(german.contains(QStringLiteral("Figur")), qPrintable(german));
        QVERIFY(EditorLanguage::apply(QStringLiteral("en")));
    }

    void aFiguresProblemSelectsItsRow()
    {
        auto w = window();
        PackageDocument *doc = w->document();
        ScoringPage *page = w->scoringPage();
        ProblemsWidget *problems = w->problemsView();
        page->figures()->addButton()->click();
        page->figures()->addButton()->click();
        // A figure named as a built-in one, as a file might hold it (the form refuses it).
        RulesDefinition rules = doc->package().rules;
        rules.figures[1].id = QStringLiteral("meeple");
        doc->pushAuthoredRules(rules, QStringLiteral("bad"));
        problems->revalidate();
        QVERIFY2(hasProblem(problems->problems(), QString(), QStringLiteral("figures[1].id"),
                            QStringLiteral("meeple")),
                 qPrintable(describe(problems->problems())));
        QVERIFY(page->figures()->problemLabel(1)->isVisibleTo(page));
        QVERIFY(!page->figures()->problemLabel(0)->isVisibleTo(page));
        w->pages()->setCurrentIndex(0);
        QTreeWidgetItem *item = nullptr;
        for (int i = 0; i < problems->topLevelItemCount(); ++i) {
            if (problems->topLevelItem(i)->text(1) == QStringLiteral("rules.json: figures[1].id"))
                item = problems->topLevelItem(i);
        }
        QVERIFY(item);
        emit problems->itemActivated(item, 0);
        QCOMPARE(w->pages()->currentWidget(), page);
        QCOMPARE(page->figures()->selectedFigure(), 1);
        QVERIFY(page->figures()->idEdit(1)->hasFocus());

        // A file whose figures the engine cannot read: kept as written, no form over them.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("broken"));
        doc->undoStack()->undo();
        QVERIFY(w->savePackage(path));
        QFile file(path + QStringLiteral("/rules.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QString json = QString::fromUtf8(file.readAll());
        file.close();
        static const QRegularExpression count(QStringLiteral("\"count\": ?1"));
        QVERIFY(json.contains(count));
        json.replace(count, QStringLiteral("\"count\": 9"));
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(json.toUtf8());
        file.close();
        QVERIFY(w->openPackage(path));
        QVERIFY(doc->package().rules.unreadKeys.contains(QStringLiteral("figures")));
        QCOMPARE(page->figures()->rowCount(), 0);
        QVERIFY(page->findChild<QLabel *>(QStringLiteral("unreadFigures"))->isVisibleTo(page));
        QVERIFY(!page->figures()->addButton()->isEnabled());
        static const QRegularExpression kept(QStringLiteral("\"count\": ?9"));
        QVERIFY(QString::fromUtf8(PackageWriter::rulesJson(doc->package())).contains(kept));
    }

    void saveAndReloadKeepFigures()
    {
        auto w = window();
        PackageDocument *doc = w->document();
        FiguresEditor *figures = w->scoringPage()->figures();
        figures->addButton()->click();
        commit(figures->idEdit(0), QStringLiteral("giant"));
        commit(figures->nameEdit(0, QStringLiteral("en")), QStringLiteral("giant"));
        commit(figures->nameEdit(0, QStringLiteral("nl")), QStringLiteral("reus"));
        figures->countSpin(0)->setValue(2);
        figures->strengthSpin(0)->setValue(3);
        figures->sizeSpin(0)->setValue(160);
        figures->typeCheck(0, FeatureType::Garden)->click();
        figures->addButton()->click();
        const Package made = doc->package();
        QCOMPARE(made.rules.figures.size(), 2);

        QTemporaryDir dir;
        for (const QString &name : {QStringLiteral("giants"), QStringLiteral("giants.zip")}) {
            const QString path = dir.filePath(name);
            QVERIFY(w->savePackage(path));
            auto again = window();
            QVERIFY(again->openPackage(path));
            const Package &read = again->document()->package();
            QCOMPARE(read.rules.figures, made.rules.figures);
            QVERIFY(listsAuthored(read.rules));
            QVERIFY(content(read) == content(made));
            FiguresEditor *shown = again->scoringPage()->figures();
            QCOMPARE(shown->rowCount(), 2);
            QCOMPARE(shown->idEdit(0)->text(), QStringLiteral("giant"));
            QCOMPARE(shown->nameEdit(0, QStringLiteral("nl"))->text(), QStringLiteral("reus"));
            QCOMPARE(shown->countSpin(0)->value(), 2);
            QCOMPARE(shown->strengthSpin(0)->value(), 3);
            QCOMPARE(shown->sizeSpin(0)->value(), 160);
            QVERIFY(shown->typeCheck(0, FeatureType::Garden)->isChecked());
            QVERIFY(!shown->addButton()->isEnabled());
            again->problemsView()->revalidate();
            QVERIFY2(again->problemsView()->problems().isEmpty(),
                     qPrintable(describe(again->problemsView()->problems())));
        }
    }

    // Issue 53: an own SVG mark for an attribute and an own picture for a figure, chosen as a
    // file, checked as the package reader checks art, one undo step each, saved and read back.
    void chooseOwnMarkAndFigurePicture()
    {
        auto w = window();
        PackageDocument *doc = w->document();
        QUndoStack *stack = doc->undoStack();
        AttributesEditor *attributes = w->scoringPage()->attributes();
        FiguresEditor *figures = w->scoringPage()->figures();
        attributes->addButton()->click();
        commit(attributes->idEdit(0), QStringLiteral("inn"));
        figures->addButton()->click();
        QVERIFY(attributes->ownMarkButton(0));
        QVERIFY(figures->pictureButton(0));
        const QString generic = doc->package().rules.attributes[0].mark;
        QVERIFY(!generic.startsWith(QStringLiteral("art/")));

        QTemporaryDir dir;
        const QString good = svgFile(dir, QStringLiteral("inn.svg"), kOwnSvg);
        QVERIFY(!good.isEmpty());
        // Refused: an external reference, a script, more than the art limit, no file, a folder.
        QByteArray big = kOwnSvg;
        big.insert(big.size() - 6, QByteArray(ArtChecker::kMaxBytes, ' '));
        const QStringList refused = {
                svgFile(dir, QStringLiteral("external.svg"),
                        "<svg xmlns=\"http://www.w3.org/2000/svg\" "
                        "xmlns:xlink=\"http://www.w3.org/1999/xlink\"><image "
                        "xlink:href=\"file:///etc/passwd\" width=\"4\" height=\"4\"/></svg>"),
                svgFile(dir, QStringLiteral("script.svg"),
                        "<svg xmlns=\"http://www.w3.org/2000/svg\"><script>x()</script></svg>"),
                svgFile(dir, QStringLiteral("big.svg"), big),
                dir.filePath(QStringLiteral("none.svg")), dir.path()};
        for (const QString &path : refused) {
            const Package before = doc->package();
            const int count = stack->count();
            const QString mark = attributes->chooseOwnMark(0, path);
            QVERIFY2(!mark.isEmpty(), qPrintable(path));
            QCOMPARE(attributes->messageLabel()->text(), mark);
            QVERIFY(!figures->choosePicture(0, path).isEmpty());
            QCOMPARE(stack->count(), count);
            QVERIFY(doc->package().art == before.art);
            QCOMPARE(doc->package().rules.attributes, before.rules.attributes);
            QCOMPARE(doc->package().rules.figures, before.rules.figures);
        }

        // The attribute's own mark: one step that stores the art and names it.
        const QString markPath = QStringLiteral("art/mark-inn.svg");
        int count = stack->count();
        QCOMPARE(attributes->chooseOwnMark(0, good), QString());
        QCOMPARE(stack->count(), count + 1);
        QCOMPARE(doc->package().rules.attributes[0].mark, markPath);
        QCOMPARE(doc->package().art.value(markPath), kOwnSvg);
        QCOMPARE(attributes->markCombo(0)->currentData().toString(), markPath);
        stack->undo();
        QCOMPARE(doc->package().rules.attributes[0].mark, generic);
        QVERIFY(doc->package().art.isEmpty());
        stack->redo();
        QCOMPARE(doc->package().rules.attributes[0].mark, markPath);
        QCOMPARE(doc->package().art.value(markPath), kOwnSvg);
        // A generic mark again drops the file nothing uses any more; undo brings it back.
        pick(attributes->markCombo(0), QStringLiteral("star"));
        QCOMPARE(stack->count(), count + 2);
        QCOMPARE(doc->package().rules.attributes[0].mark, QStringLiteral("star"));
        QVERIFY(doc->package().art.isEmpty());
        stack->undo();
        QCOMPARE(doc->package().art.value(markPath), kOwnSvg);

        // The figure's own picture, and the meeple again.
        const QString figurePath = QStringLiteral("art/figure-figure1.svg");
        QVERIFY(!figures->noPictureButton(0)->isEnabled());
        count = stack->index(); // after an undo: the next step replaces the undone one
        QCOMPARE(figures->choosePicture(0, good), QString());
        QCOMPARE(stack->index(), count + 1);
        QCOMPARE(doc->package().rules.figures[0].art, figurePath);
        QCOMPARE(doc->package().art.value(figurePath), kOwnSvg);
        QCOMPARE(figures->pictureLabel(0)->text(), figurePath);
        QVERIFY(figures->noPictureButton(0)->isEnabled());
        stack->undo();
        QVERIFY(doc->package().rules.figures[0].art.isEmpty());
        QVERIFY(!doc->package().art.contains(figurePath));
        QVERIFY(doc->package().art.contains(markPath)); // still the attribute's
        stack->redo();
        QCOMPARE(doc->package().rules.figures[0].art, figurePath);
        figures->noPictureButton(0)->click();
        QCOMPARE(stack->index(), count + 2);
        QVERIFY(doc->package().rules.figures[0].art.isEmpty());
        QVERIFY(!doc->package().art.contains(figurePath));
        stack->undo();
        QCOMPARE(doc->package().art.value(figurePath), kOwnSvg);
        const Package made = doc->package();

        // Written and read back by the engine's reader (strict), and through the editor.
        const QString folder = dir.filePath(QStringLiteral("own"));
        QVERIFY(PackageWriter().writeFolder(made, folder));
        PackageReader reader;
        const std::optional<Package> read = reader.read(folder);
        QVERIFY2(read, qPrintable(describe(reader.problems())));
        QCOMPARE(read->rules.attributes[0].mark, markPath);
        QCOMPARE(read->rules.figures[0].art, figurePath);
        QVERIFY(read->art == made.art);
        const QString zip = dir.filePath(QStringLiteral("own.zip"));
        QVERIFY(w->savePackage(zip));
        auto again = window();
        QVERIFY(again->openPackage(zip));
        QVERIFY(again->document()->package().art == made.art);
        QCOMPARE(again->document()->package().rules.figures, made.rules.figures);
        again->problemsView()->revalidate();
        QVERIFY2(again->problemsView()->problems().isEmpty(),
                 qPrintable(describe(again->problemsView()->problems())));
    }

    void innsAndCathedralsOpenAndPlay()
    {
        QTemporaryDir copy;
        const QString folder = copy.filePath(QStringLiteral("inns-cathedrals"));
        QDir().mkpath(folder);
        const QString source =
                PackageRepository::builtinRoot() + QStringLiteral("/inns-cathedrals");
        for (const QString &file : QDir(source).entryList(QDir::Files))
            QVERIFY(QFile::copy(source + QLatin1Char('/') + file,
                                folder + QLatin1Char('/') + file));
        auto w = window();
        QVERIFY(w->openPackage(folder));
        w->problemsView()->revalidate();
        QVERIFY2(w->problemsView()->problems().isEmpty(),
                 qPrintable(describe(w->problemsView()->problems())));
        ScoringPage *page = w->scoringPage();
        QCOMPARE(page->ruleCount(), 4);
        QCOMPARE(page->attributes()->rowCount(), 2);
        QCOMPARE(page->attributes()->idEdit(1)->text(), QStringLiteral("cathedral"));
        // Its large meeple: one a player, counting as 2.
        FiguresEditor *figures = page->figures();
        QCOMPARE(figures->rowCount(), 1);
        QCOMPARE(figures->idEdit(0)->text(), QStringLiteral("large"));
        QCOMPARE(figures->nameEdit(0, QStringLiteral("en"))->text(),
                 QStringLiteral("large meeple"));
        QCOMPARE(figures->countSpin(0)->value(), 1);
        QCOMPARE(figures->strengthSpin(0)->value(), 2);
        QVERIFY(figures->typeCheck(0, FeatureType::Road)->isChecked());
        QVERIFY(figures->typeCheck(0, FeatureType::Field)->isChecked());
        QVERIFY(!figures->typeCheck(0, FeatureType::Garden)->isChecked());
        QCOMPARE(figures->sentenceLabel(0)->text(),
                 FiguresEditor::sentence(w->document()->package().rules.figures[0]));
        QVERIFY(figures->sentenceLabel(0)->text().contains(QStringLiteral("large meeple")));
        // KB's road carries an inn: its check box is ticked.
        w->selectTile(w->document()->indexOfTile(QStringLiteral("KB")));
        tool(*w, QStringLiteral("select"));
        click(*w, Port::E);
        auto *inn =
                qobject_cast<QCheckBox *>(w->properties()->authoredEditor(QStringLiteral("inn")));
        QVERIFY(inn && inn->isChecked() && inn->isVisibleTo(w->properties()));

        // Play: the game gets the package, which plays to the end with its rules.
        const QString script = copy.filePath(QStringLiteral("carcassonne"));
        const QString out = copy.filePath(QStringLiteral("arguments.txt"));
        QVERIFY(writeArgumentsScript(script, out));
        w->setPlayersForTesting({QStringLiteral("ai:random"), QStringLiteral("ai:random")}, script,
                                QStringLiteral("first"));
        w->action(QStringLiteral("actionPlay"))->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(out), 10000);
        PackageRepository repository;
        Problems problems;
        QCOMPARE(repository.addPath(w->lastPlayFolder(), &problems).value_or(QString()),
                 QStringLiteral("inns-cathedrals"));
        GameSetup setup;
        setup.packages = {QStringLiteral("inns-cathedrals")};
        setup.players = {
                {QStringLiteral("A"), QStringLiteral("red"), QStringLiteral("ai:random")},
                {QStringLiteral("B"), QStringLiteral("blue"), QStringLiteral("ai:random")}};
        setup.seed = 20261206;
        auto game = Game::start(setup, repository, &problems);
        QVERIFY2(game, qPrintable(describe(problems)));
        RandomPlayer bot(setup.seed);
        EventList events;
        for (int moves = 0; !game->state().gameOver(); ++moves) {
            QVERIFY(game->apply(bot.choose(game->state()), events));
            QVERIFY(moves < 3000);
        }
        QDir(w->lastPlayFolder()).removeRecursively();
    }
};

QTEST_MAIN(TestEditorScoring)
#include "tst_editorscoring.moc"
