#include "tilepropertieswidget.h"

#include "featurestyle.h"
#include "modules/inns-cathedrals/scoringruletext.h"
#include "packagedocument.h"
#include "rules/rulecatalog.h"
#include "rules/rulemodule.h"
#include "tilecanvas.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QRegularExpressionValidator>
#include <QSpinBox>
#include <QVBoxLayout>

namespace carcassonne {

namespace {
// Merge keys: steps of one spin box on one tile are one undo step. The attributes' follow
// kCount, one per row.
enum MergeKey { kCount = 1, kFirstAttribute };

// What the package's games give meaning to: the feature attributes of the core (no module
// claims them, pennants) and of the modules the package or one it requires lists, on or off;
// and whether one of those modules reads symbols (the anniversary arrows).
struct Offered
{
    std::array<bool, kFeatureAttributeCount> attributes{};
    bool symbols = false;
};

Offered offeredBy(const PackageDocument &document)
{
    QStringList listed;
    const auto list = [&](const Package &p) {
        for (const ModuleSetting &m : p.rules.modules)
            listed << m.id;
    };
    list(document.package());
    for (const Package &p : document.requiredPackages())
        list(p);
    Offered out;
    std::array<bool, kFeatureAttributeCount> claimed{};
    for (const RuleModule *m : RuleCatalog::modules()) {
        const bool isListed = listed.contains(m->id());
        out.symbols = out.symbols || (isListed && m->readsSymbols());
        for (const FeatureAttribute a : m->attributes()) {
            claimed[std::size_t(a)] = true;
            out.attributes[std::size_t(a)] = out.attributes[std::size_t(a)] || isListed;
        }
    }
    for (std::size_t a = 0; a < claimed.size(); ++a)
        out.attributes[a] = out.attributes[a] || !claimed[a];
    return out;
}

// "Road 2": a feature named by its type and its place among the tile's features of that type.
QString featureLabel(const TileDefinition &tile, int index)
{
    int n = 0;
    for (int i = 0; i <= index; ++i)
        n += tile.features[i].type == tile.features[index].type ? 1 : 0;
    return QCoreApplication::translate("carcassonne::TilePropertiesWidget", "%1 %2",
                                       "a feature's type and its number among the tile's of "
                                       "that type: Road 2")
            .arg(FeatureStyle::name(tile.features[index].type))
            .arg(n);
}

QString translated(const FeatureAttributeRow::Text &text)
{
    return QCoreApplication::translate(featureattributes::kTranslationContext, text.source,
                                       text.comment);
}

void setAuthoredValue(QWidget *editor, int value)
{
    if (auto *check = qobject_cast<QCheckBox *>(editor))
        check->setChecked(value > 0);
    else if (auto *box = qobject_cast<QSpinBox *>(editor))
        box->setValue(value);
}

QSpinBox *spin(int maximum, const QString &objectName)
{
    auto *s = new QSpinBox;
    s->setRange(0, maximum);
    s->setObjectName(objectName);
    return s;
}
} // namespace

TilePropertiesWidget::TilePropertiesWidget(PackageDocument *document, TileCanvas *canvas,
                                           QWidget *parent)
    : QWidget(parent),
      m_document(document),
      m_canvas(canvas)
{
    auto *layout = new QVBoxLayout(this);

    auto *tileBox = new QGroupBox(tr("Tile"), this);
    auto *tileForm = new QFormLayout(tileBox);
    m_id = new QLineEdit;
    m_id->setObjectName(QStringLiteral("tileId"));
    m_id->setValidator(new QRegularExpressionValidator(
            QRegularExpression(QStringLiteral("[A-Za-z0-9_.-]{1,32}")), m_id));
    m_count = spin(500, QStringLiteral("tileCount"));
    m_cells = new QLabel;
    tileForm->addRow(tr("&Id:"), m_id);
    tileForm->addRow(tr("&Copies:"), m_count);
    tileForm->addRow(tr("Cells:"), m_cells);
    layout->addWidget(tileBox);

    m_featureBox = new QGroupBox(tr("Feature"), this);
    auto *form = new QFormLayout(m_featureBox);
    m_featureForm = form;
    m_featureType = new QLabel;
    for (const FeatureAttributeRow &row : featureattributes::all())
        m_attributes[std::size_t(row.attribute)] = spin(row.maximum, row.nameString());
    m_symbol = new QComboBox;
    m_symbol->setObjectName(QStringLiteral("symbol"));
    for (SymbolKind k :
         {SymbolKind::None, SymbolKind::Reinforce, SymbolKind::Anywhere, SymbolKind::ExtraTurn})
        m_symbol->addItem(FeatureStyle::symbolName(k), int(k));
    m_symbolSide = new QComboBox;
    m_symbolSide->setObjectName(QStringLiteral("symbolSide"));
    m_symbolSide->addItems({tr("North"), tr("East"), tr("South"), tr("West")});
    m_cities = new QListWidget;
    m_cities->setObjectName(QStringLiteral("cities"));
    m_cities->setMaximumHeight(90);
    form->addRow(tr("Type:"), m_featureType);
    for (const FeatureAttributeRow &row : featureattributes::all())
        form->addRow(translated(row.label), m_attributes[std::size_t(row.attribute)]);
    form->addRow(tr("Arrow &symbol:"), m_symbol);
    form->addRow(tr("Arrow si&de:"), m_symbolSide);
    form->addRow(tr("Borders cities:"), m_cities);
    layout->addWidget(m_featureBox);
    m_hint = new QLabel;
    m_hint->setWordWrap(true);
    m_hint->setForegroundRole(QPalette::PlaceholderText);
    layout->addWidget(m_hint);
    layout->addStretch(1);

    connect(m_id, &QLineEdit::editingFinished, this, [this] {
        const int t = m_canvas->tileIndex();
        if (m_updating || t < 0 || m_id->text().isEmpty())
            return;
        if (m_document->indexOfTile(m_id->text()) >= 0 && m_document->tile(t).id != m_id->text()) {
            m_id->setText(m_document->tile(t).id); // ids are unique in a package
            return;
        }
        m_document->pushRenameTile(t, m_id->text());
    });
    connect(m_count, &QSpinBox::valueChanged, this, [this](int value) {
        const int t = m_canvas->tileIndex();
        if (m_updating || t < 0)
            return;
        TileDefinition tile = m_document->tile(t);
        tile.count = value;
        m_document->pushTileEdit(t, tile, tr("Change Copies of %1").arg(tile.id), kCount);
    });
    auto bind = [this](QSpinBox *box, int key, const QString &text,
                       std::function<void(FeatureDefinition &, int)> set) {
        connect(box, &QSpinBox::valueChanged, this, [this, key, text, set](int value) {
            editFeature(text, key, [&](FeatureDefinition &f) { set(f, value); });
        });
    };
    for (const FeatureAttributeRow &row : featureattributes::all()) {
        const FeatureAttribute a = row.attribute;
        bind(m_attributes[std::size_t(a)], kFirstAttribute + int(a), translated({row.editText, ""}),
             [a](FeatureDefinition &f, int v) { f.attribute(a) = v; });
    }
    connect(m_symbol, &QComboBox::currentIndexChanged, this, [this](int i) {
        editFeature(tr("Change Arrow Symbol"), -1, [&](FeatureDefinition &f) {
            f.symbol = SymbolKind(m_symbol->itemData(i).toInt());
            f.symbolSide = m_symbolSide->currentIndex();
        });
    });
    connect(m_symbolSide, &QComboBox::currentIndexChanged, this, [this](int i) {
        editFeature(tr("Change Arrow Side"), -1, [&](FeatureDefinition &f) { f.symbolSide = i; });
    });
    connect(m_cities, &QListWidget::itemChanged, this, [this](QListWidgetItem *item) {
        const int city = item->data(Qt::UserRole).toInt();
        const bool on = item->checkState() == Qt::Checked;
        editFeature(tr("Change Bordered Cities"), -1, [&](FeatureDefinition &f) {
            f.cities.removeAll(city);
            if (on) {
                f.cities << city;
                std::sort(f.cities.begin(), f.cities.end());
            }
        });
    });

    connect(document, &PackageDocument::rulesChanged, this, &TilePropertiesWidget::refresh);
    connect(document, &PackageDocument::tileChanged, this, &TilePropertiesWidget::refresh);
    connect(document, &PackageDocument::tilesReset, this, &TilePropertiesWidget::refresh);
    connect(canvas, &TileCanvas::selectionChanged, this, &TilePropertiesWidget::refresh);
    refresh();
}

QSpinBox *TilePropertiesWidget::attributeSpin(const QString &name) const
{
    return findChild<QSpinBox *>(name);
}

QWidget *TilePropertiesWidget::authoredEditor(const QString &id) const
{
    const QList<AuthoredAttribute> &own = m_authoredFor;
    for (int i = 0; i < own.size() && i < m_authored.size(); ++i) {
        if (own[i].id == id)
            return m_authored[i];
    }
    return nullptr;
}

void TilePropertiesWidget::updateAuthoredRows()
{
    const QList<AuthoredAttribute> &attributes = m_document->package().rules.attributes;
    if (attributes == m_authoredFor && m_authored.size() == attributes.size())
        return;
    for (QWidget *old : std::as_const(m_authored)) {
        const QFormLayout::TakeRowResult row = m_featureForm->takeRow(old);
        for (QLayoutItem *item : {row.labelItem, row.fieldItem}) {
            if (item && item->widget()) {
                item->widget()->hide();
                item->widget()->deleteLater();
            }
            delete item;
        }
    }
    m_authored.clear();
    m_authoredFor = attributes;
    // After the built-in attributes, before the arrow symbol.
    int at = 0;
    QFormLayout::ItemRole role;
    m_featureForm->getWidgetPosition(m_symbol, &at, &role);
    for (int i = 0; i < attributes.size() && i < kMaxAuthoredAttributes; ++i) {
        const AuthoredAttribute &a = attributes[i];
        QString name = ScoringRuleText::subjectName(a.id, attributes);
        if (!name.isEmpty())
            name[0] = name[0].toUpper();
        const QString text =
                tr("Change %1", "an attribute of the package's own: Change Inn").arg(name);
        const int key = kFirstAttribute + kFeatureAttributeCount + i;
        QWidget *editor = nullptr;
        if (a.maximum == 1) {
            auto *check = new QCheckBox;
            connect(check, &QCheckBox::clicked, this, [this, i, text, key](bool on) {
                editFeature(text, key, [&](FeatureDefinition &f) { f.authored(i) = on ? 1 : 0; });
            });
            editor = check;
        } else {
            auto *box = spin(a.maximum, QString());
            connect(box, &QSpinBox::valueChanged, this, [this, i, text, key](int value) {
                editFeature(text, key, [&](FeatureDefinition &f) { f.authored(i) = value; });
            });
            editor = box;
        }
        editor->setObjectName(QStringLiteral("authored_") + a.id);
        editor->setToolTip(tr("This package's own attribute %1 (Scoring page)").arg(a.id));
        m_featureForm->insertRow(at + i, name + QLatin1Char(':'), editor);
        m_authored << editor;
    }
}

int TilePropertiesWidget::selectedFeature() const
{
    const int t = m_canvas->tileIndex();
    if (t < 0 || m_canvas->selection().size() != 1)
        return -1;
    const int f = m_canvas->selection().constFirst();
    return f < m_document->tile(t).features.size() ? f : -1;
}

void TilePropertiesWidget::editFeature(const QString &text, int mergeKey,
                                       const std::function<void(FeatureDefinition &)> &change)
{
    const int t = m_canvas->tileIndex();
    const int f = selectedFeature();
    if (m_updating || f < 0)
        return;
    TileDefinition tile = m_document->tile(t);
    change(tile.features[f]);
    // Merge keys are per feature too, so editing another feature starts a new undo step.
    m_document->pushTileEdit(t, tile, text, mergeKey < 0 ? -1 : mergeKey * 256 + f);
}

void TilePropertiesWidget::refresh()
{
    m_updating = true;
    updateAuthoredRows();
    const int t = m_canvas->tileIndex();
    const bool hasTile = t >= 0 && t < m_document->tileCount();
    setEnabled(hasTile);
    if (hasTile) {
        const TileDefinition &tile = m_document->tile(t);
        if (!m_id->hasFocus() || m_id->text() != tile.id)
            m_id->setText(tile.id);
        m_count->setValue(tile.count);
        QStringList cells;
        for (CellPos c : tile.cells)
            cells << QStringLiteral("[%1, %2]").arg(c.x).arg(c.y);
        m_cells->setText(cells.join(QStringLiteral(" ")));
    }
    const int f = hasTile ? selectedFeature() : -1;
    m_featureBox->setEnabled(f >= 0);
    m_cities->clear();
    if (f < 0) {
        m_featureType->setText(
                m_canvas->selection().size() > 1
                        ? tr("Selected features: %1").arg(m_canvas->selection().size())
                        : tr("None selected"));
        m_hint->setText(tr("Pick a terrain in the tool bar and drag over the ports to draw it. "
                           "Choose Select (S) and click a port to edit its feature; Ctrl+click "
                           "selects a second one to merge."));
        // The fields the package's games use, empty until a feature is picked.
        const Offered offered = offeredBy(*m_document);
        for (std::size_t a = 0; a < m_attributes.size(); ++a) {
            m_attributes[a]->setValue(0);
            m_featureForm->setRowVisible(m_attributes[a], offered.attributes[a]);
        }
        m_featureForm->setRowVisible(m_symbol, offered.symbols);
        m_featureForm->setRowVisible(m_symbolSide, offered.symbols);
        m_symbol->setCurrentIndex(0);
        for (QWidget *editor : std::as_const(m_authored)) {
            setAuthoredValue(editor, 0);
            m_featureForm->setRowVisible(editor, true);
        }
    } else {
        const TileDefinition &tile = m_document->tile(t);
        const FeatureDefinition &def = tile.features[f];
        m_featureType->setText(featureLabel(tile, f));
        m_hint->clear();
        const bool field = def.type == FeatureType::Field;
        // Only the attributes its type may carry and the package's games give meaning to (one
        // set on a feature anyway stays, so that it can be cleared).
        const Offered offered = offeredBy(*m_document);
        for (const FeatureAttributeRow &row : featureattributes::all()) {
            QSpinBox *box = m_attributes[std::size_t(row.attribute)];
            const bool shown = row.carriedBy(def.type)
                    && (offered.attributes[std::size_t(row.attribute)]
                        || def.attribute(row.attribute) != 0);
            box->setEnabled(shown);
            m_featureForm->setRowVisible(box, shown);
            box->setValue(def.attribute(row.attribute));
        }
        // The package's own: on the types it declares them for (and where one is set anyway).
        for (int i = 0; i < m_authored.size(); ++i) {
            const bool shown = m_authoredFor[i].carriedBy(def.type) || def.authored(i) != 0;
            m_authored[i]->setEnabled(shown);
            m_featureForm->setRowVisible(m_authored[i], shown);
            setAuthoredValue(m_authored[i], def.authored(i));
        }
        m_cities->setEnabled(field);
        const bool symbols = offered.symbols || def.symbol != SymbolKind::None;
        m_featureForm->setRowVisible(m_symbol, symbols);
        m_featureForm->setRowVisible(m_symbolSide, symbols);
        m_symbol->setCurrentIndex(m_symbol->findData(int(def.symbol)));
        m_symbolSide->setCurrentIndex(def.symbolSide);
        m_symbolSide->setEnabled(def.symbol != SymbolKind::None);
        if (field) {
            for (int i = 0; i < tile.features.size(); ++i) {
                if (tile.features[i].type != FeatureType::City)
                    continue;
                auto *item = new QListWidgetItem(featureLabel(tile, i), m_cities);
                item->setData(Qt::UserRole, i);
                item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
                item->setCheckState(def.cities.contains(i) ? Qt::Checked : Qt::Unchecked);
            }
        }
    }
    m_updating = false;
}

} // namespace carcassonne
