#pragma once

#include "authoredsectioneditor.h"
#include "content/authoredfigure.h"
#include "core/problem.h"

#include <QList>
#include <QWidget>

#include <functional>

class QCheckBox;
class QFrame;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QToolButton;
class QVBoxLayout;

namespace carcassonne {

class NameFields;

class PackageDocument;

// The package's own figures (rules.json "figures", AuthoredFigure), one frame each: id, the
// feature types it may stand on, how many each player has, how many figures it counts as in a
// majority, its picture's size, its names in English, Dutch and German, and the figure as a
// sentence. Every change is one command on the document; the first figure lists the module
// `authored` in the same step (PackageDocument::pushAuthoredRules).
class FiguresEditor : public AuthoredSectionEditor
{
    Q_OBJECT

public:
    explicit FiguresEditor(PackageDocument *document, QWidget *parent = nullptr);

    // For tests and the Problems dock: the editors of figure `index`.
    int rowCount() const { return int(m_rows.size()); }
    QLineEdit *idEdit(int index) const { return m_rows.value(index).id; }
    QCheckBox *typeCheck(int index, FeatureType type) const;
    QSpinBox *countSpin(int index) const { return m_rows.value(index).count; }
    QSpinBox *strengthSpin(int index) const { return m_rows.value(index).strength; }
    QSpinBox *sizeSpin(int index) const { return m_rows.value(index).size; }
    // "Picture...": an SVG file of the user's as the figure's picture (choosePicture); "No Own
    // Picture": the meeple drawn at its size again; the label names the picture shown.
    QPushButton *pictureButton(int index) const { return m_rows.value(index).picture; }
    QPushButton *noPictureButton(int index) const { return m_rows.value(index).noPicture; }
    QLabel *pictureLabel(int index) const { return m_rows.value(index).pictureName; }
    QLineEdit *nameEdit(int index, const QString &language) const;
    QToolButton *removeButton(int index) const { return m_rows.value(index).remove; }
    QLabel *sentenceLabel(int index) const { return m_rows.value(index).sentence; }
    QLabel *problemLabel(int index) const { return m_rows.value(index).problems; }
    // The figure last selected (by the Problems dock or when added), or -1.
    int selectedFigure() const { return m_selected; }
    // Marks figure `index` and focuses its id field (the page's scroll area follows).
    void selectFigure(int index);
    // Shows each figure's problems under its frame (those of rules.json naming "figures[i]").
    void setProblems(const Problems &problems);

    // The feature types a figure may stand on, in the order the editor shows them.
    static QList<FeatureType> offeredTypes();
    // The figure in a sentence, in the language shown: "Each player has 1 large meeple: it
    // stands on roads, cities, cloisters and fields and counts as 2 figures in every majority."
    static QString sentence(const AuthoredFigure &figure);
    // The SVG file `path` as figure `index`'s picture, in one undo step (what the Picture button
    // does once a file is chosen; tests call it without the dialog). Empty when it is taken;
    // else why it was refused, in the language shown, and nothing changed.
    QString choosePicture(int index, const QString &path);

public slots:
    void refresh() override;

private:
    struct Row
    {
        QFrame *frame = nullptr;
        QLineEdit *id = nullptr;
        QList<QCheckBox *> types; // offeredTypes()' order
        QSpinBox *count = nullptr;
        QSpinBox *strength = nullptr;
        QSpinBox *size = nullptr;
        QPushButton *picture = nullptr;
        QPushButton *noPicture = nullptr;
        QLabel *pictureName = nullptr;
        NameFields *names = nullptr; // owned by the row's frame
        QToolButton *remove = nullptr;
        QLabel *sentence = nullptr;
        QLabel *problems = nullptr;
    };
    Row makeRow(int index);
    void fillRow(int index);
    void showSelection();
    // Pushes the figures with figure `index` changed by `change`; nothing when it is unchanged.
    void edit(int index, const QString &text, const std::function<void(AuthoredFigure &)> &change);

    QList<Row> m_rows;
    QLabel *m_empty;
    int m_selected = -1;
    Problems m_problems;
};

} // namespace carcassonne
