#pragma once

#include "authoredsectioneditor.h"
#include "content/authoredattribute.h"

#include <QList>
#include <QWidget>

class QCheckBox;
class QComboBox;
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

// The package's own attributes (rules.json "attributes", AuthoredAttribute), one frame each:
// id, the feature types that carry it, flag or count, its names in English, Dutch and German,
// and how the art marks it. Every change is one command on the document; removing an attribute
// takes its counts off every feature in the same step (PackageDocument::pushRemoveAttribute).
class AttributesEditor : public AuthoredSectionEditor
{
    Q_OBJECT

public:
    explicit AttributesEditor(PackageDocument *document, QWidget *parent = nullptr);

    // For tests and the Problems dock: the editors of attribute `index`.
    int rowCount() const { return int(m_rows.size()); }
    QLineEdit *idEdit(int index) const { return m_rows.value(index).id; }
    QCheckBox *typeCheck(int index, FeatureType type) const;
    QSpinBox *maximumSpin(int index) const { return m_rows.value(index).maximum; }
    QLineEdit *nameEdit(int index, const QString &language) const;
    QComboBox *markCombo(int index) const { return m_rows.value(index).mark; }
    // "Own Mark...": an SVG file of the user's as the attribute's mark (chooseOwnMark).
    QPushButton *ownMarkButton(int index) const { return m_rows.value(index).ownMark; }
    QToolButton *removeButton(int index) const { return m_rows.value(index).remove; }
    // Brings attribute `index` into view with its id field focused.
    void selectAttribute(int index);

    // The feature types an attribute may be declared on, in the order the editor shows them.
    static QList<FeatureType> offeredTypes();
    // A mark's name in the language shown ("dot", "star"...); an art file's name as it is.
    static QString markName(const QString &mark);

    // The SVG file `path` as attribute `index`'s own mark, in one undo step (what the Own Mark
    // button does once a file is chosen; tests call it without the dialog). Empty when it is
    // taken; else why it was refused, in the language shown, and nothing changed.
    QString chooseOwnMark(int index, const QString &path);

public slots:
    void refresh() override;

private:
    struct Row
    {
        QFrame *frame = nullptr;
        QLineEdit *id = nullptr;
        QList<QCheckBox *> types; // offeredTypes()' order
        QSpinBox *maximum = nullptr;
        NameFields *names = nullptr; // owned by the row's frame
        QComboBox *mark = nullptr;
        QPushButton *ownMark = nullptr;
        QToolButton *remove = nullptr;
        QLabel *usage = nullptr;
    };
    Row makeRow(int index);
    void fillRow(int index);
    // Pushes the attributes with attribute `index` changed by `change`.
    void edit(int index, const QString &text,
              const std::function<void(AuthoredAttribute &)> &change);

    QList<Row> m_rows;
};

} // namespace carcassonne
