#pragma once

#include "content/authoredattribute.h"
#include "content/featuredefinition.h"

#include <QWidget>

#include <functional>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace carcassonne {

class PackageDocument;
class TileCanvas;

// The properties dock: the tile's id, count and cells, and the selected feature's attributes
// (those of featureattributes::all() its type may carry, arrow symbol, bordered cities). Every
// change is a command on the document.
class TilePropertiesWidget : public QWidget
{
    Q_OBJECT

public:
    TilePropertiesWidget(PackageDocument *document, TileCanvas *canvas, QWidget *parent = nullptr);

    // For tests: the editors by name (an attribute's by its row's name: "pennants", "wine"...).
    QLineEdit *idEdit() const { return m_id; }
    QSpinBox *countSpin() const { return m_count; }
    QSpinBox *attributeSpin(const QString &name) const;
    // The editor of the package's own attribute `id` (rules.json "attributes"): a check box
    // for a flag, else a spin box.
    QWidget *authoredEditor(const QString &id) const;
    QComboBox *symbolCombo() const { return m_symbol; }
    QComboBox *symbolSideCombo() const { return m_symbolSide; }
    QListWidget *citiesList() const { return m_cities; }

public slots:
    void refresh();

private:
    void editFeature(const QString &text, int mergeKey,
                     const std::function<void(FeatureDefinition &)> &change);
    int selectedFeature() const;
    // Builds the rows of the package's own attributes again when they changed.
    void updateAuthoredRows();

    PackageDocument *m_document;
    TileCanvas *m_canvas;
    bool m_updating = false;
    QLineEdit *m_id;
    QSpinBox *m_count;
    QLabel *m_cells;
    QGroupBox *m_featureBox;
    QLabel *m_featureType;
    QFormLayout *m_featureForm;
    // One per feature attribute (content/featureattributes.h), by FeatureAttribute.
    std::array<QSpinBox *, kFeatureAttributeCount> m_attributes{};
    // The package's own attributes, one editor each (QCheckBox or QSpinBox), and what they
    // were built for.
    QList<QWidget *> m_authored;
    QList<AuthoredAttribute> m_authoredFor;
    QComboBox *m_symbol;
    QComboBox *m_symbolSide;
    QListWidget *m_cities;
    QLabel *m_hint;
};

} // namespace carcassonne
