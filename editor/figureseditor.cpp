#include "figureseditor.h"

#include "authoredediting.h"
#include "content/authoredrulesparser.h"
#include "core/figurekind.h"
#include "enginemessages.h"
#include "featurestyle.h"
#include "languages.h"
#include "namefields.h"
#include "packagedocument.h"

#include <QCheckBox>
#include <QFileDialog>
#include <QFrame>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QRegularExpressionValidator>
#include <QSpinBox>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

namespace carcassonne {

namespace {
const QString kSection = QStringLiteral("figures");
} // namespace

FiguresEditor::FiguresEditor(PackageDocument *document, QWidget *parent)
    : AuthoredSectionEditor(document, kSection, parent)
{
    m_empty = new QLabel(tr("No figures of its own: players have the figures of the modules."));
    m_empty->setForegroundRole(QPalette::PlaceholderText);
    build({tr("Figures of this package's own, placed like a meeple on the feature types you "
              "choose, which may count as more than one figure in a majority (a large "
              "meeple). At most %1.")
                   .arg(kMaxOwnFigures),
           tr("The figures in rules.json could not be read (the Problems dock says why). They "
              "are kept and saved as they are written; mend them in the file, or discard them "
              "to declare figures here."),
           QStringLiteral("unreadFigures"), tr("Discard the Unread Figures"),
           tr("Discard Unread Figures"), tr("Add Figure"), QStringLiteral("addFigure"),
           QStringLiteral("figureMessage")},
          m_empty);
    connect(addButton(), &QPushButton::clicked, this, [this] {
        RulesDefinition rules = m_document->package().rules;
        if (rules.figures.size() >= kMaxOwnFigures)
            return;
        rules.figures.append(AuthoredEditing::newFigure(rules.figures));
        m_document->pushAuthoredRules(rules, tr("Add Figure"));
        say({});
        selectFigure(int(m_document->package().rules.figures.size()) - 1);
    });

    connect(document, &PackageDocument::rulesChanged, this, &FiguresEditor::refresh);
    connect(document, &PackageDocument::tilesReset, this, &FiguresEditor::refresh);
    refresh();
}

QList<FeatureType> FiguresEditor::offeredTypes()
{
    return AuthoredEditing::offeredTypes(AuthoredFigure::allowedTypes());
}

QString FiguresEditor::sentence(const AuthoredFigure &figure)
{
    const QString name = Languages::pick(figure.name, Languages::shown());
    QStringList types;
    for (FeatureType t : offeredTypes()) {
        if (!figure.standsOn(t))
            continue;
        switch (t) {
        case FeatureType::Road:
            types << tr("roads", "a figure stands on roads");
            break;
        case FeatureType::City:
            types << tr("cities", "a figure stands on cities");
            break;
        case FeatureType::Cloister:
            types << tr("cloisters", "a figure stands on cloisters");
            break;
        case FeatureType::Garden:
            types << tr("gardens", "a figure stands on gardens");
            break;
        default:
            types << tr("fields", "a figure stands on fields");
            break;
        }
    }
    QString where = types.value(0);
    if (types.size() > 1)
        where = QStringList(types.mid(0, types.size() - 1)).join(QStringLiteral(", "))
                + tr(" and ", "the last of a list") + types.last();
    return tr("Each player has %n %1: it stands on %2 and counts as %3 in every majority.",
              "%1: the figure's name, %2: feature types, %3: '2 figures'", figure.count)
            .arg(name, where,
                 tr("%n figure(s)", "a figure counts as so many in a majority", figure.strength));
}

QCheckBox *FiguresEditor::typeCheck(int index, FeatureType type) const
{
    const int at = int(offeredTypes().indexOf(type));
    return index < 0 || index >= m_rows.size() || at < 0 ? nullptr : m_rows[index].types.value(at);
}

QLineEdit *FiguresEditor::nameEdit(int index, const QString &language) const
{
    return index < 0 || index >= m_rows.size() ? nullptr : m_rows[index].names->field(language);
}

void FiguresEditor::edit(int index, const QString &text,
                         const std::function<void(AuthoredFigure &)> &change)
{
    if (m_updating)
        return;
    RulesDefinition rules = m_document->package().rules;
    if (index < 0 || index >= rules.figures.size())
        return;
    const AuthoredFigure before = rules.figures[index];
    change(rules.figures[index]);
    if (rules.figures[index] == before)
        return;
    m_document->pushAuthoredRules(rules, text);
    say({});
}

FiguresEditor::Row FiguresEditor::makeRow(int index)
{
    Row row;
    row.frame = new QFrame;
    row.frame->setFrameShape(QFrame::StyledPanel);
    row.frame->setObjectName(QStringLiteral("figure_%1").arg(index));
    auto *grid = new QGridLayout(row.frame);

    row.id = new QLineEdit;
    row.id->setObjectName(QStringLiteral("figureId"));
    row.id->setMaximumWidth(160);
    row.id->setValidator(new QRegularExpressionValidator(
            QRegularExpression(QStringLiteral("[a-z][a-zA-Z0-9]{0,23}")), row.id));
    row.id->setToolTip(tr("How rules.json and saved games name it: 2-24 letters and digits, "
                          "starting with a lower-case letter; not a built-in figure's name "
                          "(meeple, abbot, builder, pig)"));
    connect(row.id, &QLineEdit::editingFinished, this, [this, index] {
        if (m_updating || index >= m_rows.size())
            return;
        QLineEdit *edit = m_rows[index].id;
        RulesDefinition rules = m_document->package().rules;
        if (index >= rules.figures.size() || edit->text() == rules.figures[index].id)
            return;
        const QString from = rules.figures[index].id;
        QList<AuthoredFigure> others = rules.figures;
        others.removeAt(index);
        const Message problem = AuthoredEditing::figureIdProblem(edit->text(), others);
        if (!problem.isEmpty()) {
            say(tr("The id %1 cannot be used: %2.")
                        .arg(edit->text(), EngineMessages::translate(problem)));
            edit->setText(from);
            return;
        }
        rules.figures[index].id = edit->text();
        m_document->pushAuthoredRules(rules, tr("Rename Figure %1 to %2").arg(from, edit->text()));
        say({});
    });
    auto *idLine = new QHBoxLayout;
    idLine->addWidget(row.id);
    idLine->addWidget(new QLabel(tr("Stands on:")));
    for (FeatureType type : offeredTypes()) {
        auto *check = new QCheckBox(FeatureStyle::name(type));
        check->setObjectName(QStringLiteral("standsOn_") + featuretype::name(type));
        connect(check, &QCheckBox::clicked, this, [this, index, type](bool on) {
            edit(index, tr("Change Features of Figure"), [&](AuthoredFigure &f) {
                if (on)
                    f.types |= 1u << unsigned(type);
                else if ((f.types & ~(1u << unsigned(type))) != 0) // at least one stays
                    f.types &= ~(1u << unsigned(type));
            });
            refresh(); // a last type kept shows ticked again
        });
        row.types << check;
        idLine->addWidget(check);
    }
    idLine->addStretch(1);
    row.remove = new QToolButton;
    row.remove->setObjectName(QStringLiteral("removeFigure"));
    row.remove->setIcon(style()->standardIcon(QStyle::SP_TrashIcon));
    row.remove->setToolTip(tr("Remove this figure"));
    row.remove->setAutoRaise(true);
    connect(row.remove, &QToolButton::clicked, this, [this, index] {
        RulesDefinition rules = m_document->package().rules;
        if (index >= rules.figures.size())
            return;
        const QString id = rules.figures[index].id;
        rules.figures.removeAt(index);
        if (m_selected >= index)
            m_selected = m_selected == index ? -1 : m_selected - 1;
        m_document->pushAuthoredRules(rules, tr("Remove Figure %1").arg(id));
        say({});
    });
    idLine->addWidget(row.remove);
    grid->addWidget(new QLabel(tr("Id:")), 0, 0);
    grid->addLayout(idLine, 0, 1);

    auto *numbers = new QHBoxLayout;
    row.count = new QSpinBox;
    row.count->setObjectName(QStringLiteral("figureCount"));
    row.count->setRange(1, 5);
    row.count->setKeyboardTracking(false);
    row.count->setToolTip(tr("How many of it each player has"));
    connect(row.count, &QSpinBox::valueChanged, this, [this, index](int value) {
        edit(index, tr("Change Count of Figure"), [&](AuthoredFigure &f) { f.count = value; });
    });
    row.strength = new QSpinBox;
    row.strength->setObjectName(QStringLiteral("figureStrength"));
    row.strength->setRange(1, 3);
    row.strength->setKeyboardTracking(false);
    row.strength->setToolTip(tr("How many figures it counts as when the figures on a feature "
                                "are counted for the majority (a meeple: 1)"));
    connect(row.strength, &QSpinBox::valueChanged, this, [this, index](int value) {
        edit(index, tr("Change Strength of Figure"),
             [&](AuthoredFigure &f) { f.strength = value; });
    });
    row.size = new QSpinBox;
    row.size->setObjectName(QStringLiteral("figureSize"));
    row.size->setRange(80, 160);
    row.size->setSingleStep(10);
    row.size->setSuffix(QStringLiteral(" %"));
    row.size->setKeyboardTracking(false);
    row.size->setToolTip(tr("How large the board draws it, against a meeple's picture"));
    connect(row.size, &QSpinBox::valueChanged, this, [this, index](int value) {
        edit(index, tr("Change Size of Figure"), [&](AuthoredFigure &f) { f.size = value; });
    });
    numbers->addWidget(row.count);
    numbers->addWidget(new QLabel(tr("Counts as:")));
    numbers->addWidget(row.strength);
    numbers->addSpacing(12);
    numbers->addWidget(new QLabel(tr("Picture size:")));
    numbers->addWidget(row.size);
    numbers->addStretch(1);
    grid->addWidget(new QLabel(tr("Per player:")), 1, 0);
    grid->addLayout(numbers, 1, 1);

    // Its own picture (an SVG stored in the package's art), or the meeple drawn at its size.
    auto *pictureLine = new QHBoxLayout;
    row.pictureName = new QLabel;
    row.pictureName->setObjectName(QStringLiteral("figurePictureName"));
    row.picture = new QPushButton(tr("Picture…"));
    row.picture->setObjectName(QStringLiteral("figurePicture"));
    row.picture->setToolTip(tr("Draw it with a picture of your own: an SVG file, stored in the "
                               "package, whose currentColor is painted in the player's colour"));
    connect(row.picture, &QPushButton::clicked, this, [this, index] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Picture of the Figure"),
                                                          QString(), tr("SVG pictures (*.svg)"));
        if (path.isEmpty())
            return;
        const QString refusal = choosePicture(index, path);
        if (!refusal.isEmpty())
            QMessageBox::warning(this, tr("Picture of the Figure"), refusal);
    });
    row.noPicture = new QPushButton(tr("No Own Picture"));
    row.noPicture->setObjectName(QStringLiteral("figureNoPicture"));
    row.noPicture->setToolTip(tr("Draw it as a broad meeple at its picture size"));
    connect(row.noPicture, &QPushButton::clicked, this, [this, index] {
        if (m_updating || index >= m_rows.size())
            return;
        m_document->pushClearFigureArt(index);
        say({});
    });
    pictureLine->addWidget(row.pictureName);
    pictureLine->addWidget(row.picture);
    pictureLine->addWidget(row.noPicture);
    pictureLine->addStretch(1);
    grid->addWidget(new QLabel(tr("Picture:")), 2, 0);
    grid->addLayout(pictureLine, 2, 1);

    // Its names in English, Dutch and German (the English one required).
    row.names =
            new NameFields(QStringLiteral("figureName_"),
                           tr("Its name in %1, as the rules help and the game say it (singular: "
                              "\"large meeple\")"),
                           row.frame);
    connect(row.names, &NameFields::englishRequired, this, [this, index] {
        say(tr("A figure needs its English name."));
        fillRow(index);
    });
    connect(row.names, &NameFields::edited, this,
            [this, index](const QString &code, const QString &text) {
                if (m_updating || index >= m_rows.size())
                    return;
                edit(index, tr("Rename Figure"), [&](AuthoredFigure &f) {
                    if (text.isEmpty())
                        f.name.remove(code);
                    else
                        f.name.insert(code, text);
                });
            });
    grid->addWidget(new QLabel(tr("Name:")), 3, 0);
    grid->addLayout(row.names->layout(), 3, 1);

    row.sentence = new QLabel;
    row.sentence->setObjectName(QStringLiteral("figureSentence"));
    row.sentence->setWordWrap(true);
    QFont italic = row.sentence->font();
    italic.setItalic(true);
    row.sentence->setFont(italic);
    grid->addWidget(row.sentence, 4, 0, 1, 2);
    row.problems = new QLabel;
    row.problems->setObjectName(QStringLiteral("figureProblems"));
    row.problems->setWordWrap(true);
    row.problems->setStyleSheet(QStringLiteral("color: #b00020"));
    row.problems->hide();
    grid->addWidget(row.problems, 5, 0, 1, 2);
    grid->setColumnStretch(1, 1);
    return row;
}

void FiguresEditor::fillRow(int index)
{
    const AuthoredFigure &f = m_document->package().rules.figures[index];
    Row &row = m_rows[index];
    if (!row.id->hasFocus() || row.id->text() != f.id)
        row.id->setText(f.id);
    const QList<FeatureType> types = offeredTypes();
    for (int t = 0; t < types.size(); ++t)
        row.types[t]->setChecked(f.standsOn(types[t]));
    row.count->setValue(f.count);
    row.strength->setValue(f.strength);
    row.strength->setSuffix(tr(" figure(s) in a majority", nullptr, f.strength));
    row.size->setValue(f.size);
    row.pictureName->setText(f.art.isEmpty() ? tr("a broad meeple") : f.art);
    row.noPicture->setEnabled(!f.art.isEmpty());
    row.names->setNames(f.name);
    row.sentence->setText(sentence(f));
}

QString FiguresEditor::choosePicture(int index, const QString &path)
{
    return chooseArt(path, [&](const QByteArray &svg, QString *refusal) {
        return m_document->pushFigureArt(index, svg, refusal);
    });
}

void FiguresEditor::refresh()
{
    m_updating = true;
    const RulesDefinition &rules = m_document->package().rules;
    const bool unread = showUnread();
    const int count = unread ? 0 : int(rules.figures.size());
    syncRows(m_rows, count, [this](int index) { return makeRow(index); });
    for (int i = 0; i < count; ++i)
        fillRow(i);
    m_empty->setVisible(!unread && count == 0);
    QPushButton *add = addButton();
    add->setEnabled(!unread && rules.figures.size() < kMaxOwnFigures);
    add->setToolTip(add->isEnabled() ? tr("A figure like a large meeple: change it from there")
                            : unread
                            ? tr("Mend or discard the unread figures first")
                            : tr("A package declares at most %1 figures").arg(kMaxOwnFigures));
    if (m_selected >= count)
        m_selected = -1;
    showSelection();
    setProblems(m_problems);
    m_updating = false;
}

void FiguresEditor::showSelection()
{
    for (int i = 0; i < m_rows.size(); ++i) {
        QFrame *frame = m_rows[i].frame;
        const bool selected = i == m_selected;
        frame->setFrameShadow(selected ? QFrame::Sunken : QFrame::Plain);
        frame->setLineWidth(selected ? 2 : 1);
        frame->setBackgroundRole(selected ? QPalette::AlternateBase : QPalette::Window);
        frame->setAutoFillBackground(selected);
    }
}

void FiguresEditor::selectFigure(int index)
{
    m_selected = index >= 0 && index < m_rows.size() ? index : -1;
    showSelection();
    if (m_selected < 0)
        return;
    m_rows[index].id->setFocus();
    m_rows[index].id->selectAll();
}

void FiguresEditor::setProblems(const Problems &problems)
{
    m_problems = problems;
    static const QRegularExpression pattern(QStringLiteral("^figures\\[(\\d+)\\]"));
    QList<QStringList> messages(m_rows.size());
    for (const Problem &p : problems) {
        if (p.file != QLatin1String("rules.json") || !p.tile.isEmpty())
            continue;
        const auto match = pattern.match(p.field);
        const int r = match.hasMatch() ? match.captured(1).toInt() : -1;
        if (r >= 0 && r < m_rows.size())
            messages[r] << EngineMessages::translate(p.message);
    }
    for (int i = 0; i < m_rows.size(); ++i) {
        m_rows[i].problems->setText(messages[i].join(QLatin1Char('\n')));
        m_rows[i].problems->setVisible(!messages[i].isEmpty());
    }
}

} // namespace carcassonne
