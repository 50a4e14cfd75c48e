#include "rulespage.h"

#include "packagedocument.h"
#include "rules/rulecatalog.h"
#include "rules/rulemodule.h"
#include "ruletexts.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QSpinBox>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

namespace carcassonne {

namespace {
enum ModuleState { kNotOffered, kOn, kOff };

QList<std::pair<QString, ParameterSpec>> allParameters()
{
    QList<std::pair<QString, ParameterSpec>> out;
    for (const ParameterSpec &s : RuleCatalog::coreParameters())
        out.append({QString(), s});
    for (const RuleModule *m : RuleCatalog::modules()) {
        for (const ParameterSpec &s : m->parameters())
            out.append({m->id(), s});
    }
    return out;
}
} // namespace

RulesPage::RulesPage(PackageDocument *document, QWidget *parent)
    : QWidget(parent),
      m_document(document)
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto *scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    scroll->setWidget(content);
    outer->addWidget(scroll);

    auto *modules = new QGroupBox(tr("Rule modules"), content);
    m_modules = new QFormLayout(modules);
    m_modules->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    for (const RuleModule *m : RuleCatalog::modules()) {
        auto *combo = new QComboBox;
        combo->setObjectName(QStringLiteral("module_") + m->id());
        combo->addItem(tr("Not part of this package"), kNotOffered);
        combo->addItem(tr("On by default"), kOn);
        combo->addItem(tr("Off by default"), kOff);
        m_modules->addRow(RuleTexts::moduleName(m->id()) + QLatin1Char(':'), combo);
        m_modules->labelForField(combo)->setToolTip(m->id());
        const QString id = m->id();
        connect(combo, &QComboBox::activated, this, [this, combo, id] {
            RulesDefinition rules = m_document->package().rules;
            rules.modules.removeIf([&](const ModuleSetting &s) { return s.id == id; });
            const int state = combo->currentData().toInt();
            if (state != kNotOffered) {
                // Keep the catalog's order, so the file reads the same each time.
                ModuleSetting setting{id, state == kOn};
                int at = 0;
                for (const RuleModule *other : RuleCatalog::modules()) {
                    if (other->id() == id)
                        break;
                    for (const ModuleSetting &s : std::as_const(rules.modules))
                        at += s.id == other->id() ? 1 : 0;
                }
                rules.modules.insert(at, setting);
            }
            m_document->pushRules(rules, tr("Change Module %1").arg(RuleTexts::moduleName(id)));
        });
    }
    layout->addWidget(modules);

    auto *parameters = new QGroupBox(tr("Parameters"), content);
    m_parameters = new QFormLayout(parameters);
    m_parameters->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    for (const auto &[module, spec] : allParameters()) {
        auto *row = new QWidget;
        auto *h = new QHBoxLayout(row);
        h->setContentsMargins(0, 0, 0, 0);
        QWidget *editor = nullptr;
        const QString name = spec.name;
        if (spec.boolean) {
            auto *check = new QCheckBox;
            connect(check, &QCheckBox::clicked, this,
                    [this, name](bool on) { setParameter(name, on); });
            editor = check;
        } else {
            auto *box = new QSpinBox;
            box->setRange(spec.minimum, spec.maximum);
            box->setKeyboardTracking(false);
            box->setMinimumWidth(72);
            connect(box, &QSpinBox::valueChanged, this,
                    [this, name](int value) { setParameter(name, value); });
            editor = box;
        }
        editor->setObjectName(QStringLiteral("parameter_") + name);
        auto *reset = new QToolButton;
        reset->setObjectName(QStringLiteral("reset_") + name);
        reset->setIcon(style()->standardIcon(QStyle::SP_DialogResetButton));
        reset->setToolTip(tr("Reset to the default"));
        reset->setAutoRaise(true);
        connect(reset, &QToolButton::clicked, this, [this, name] {
            RulesDefinition rules = m_document->package().rules;
            rules.parameters.remove(name);
            m_document->pushRules(rules, tr("Reset %1").arg(RuleTexts::parameterName(name)));
        });
        auto *origin = new QLabel;
        origin->setObjectName(QStringLiteral("origin_") + name);
        origin->setForegroundRole(QPalette::PlaceholderText);
        h->addWidget(editor);
        h->addWidget(reset);
        h->addWidget(origin, 1);
        const QString label = module.isEmpty()
                ? RuleTexts::parameterName(name)
                : tr("%1 (%2)", "parameter name (module name)")
                          .arg(RuleTexts::parameterName(name), RuleTexts::moduleName(module));
        m_parameters->addRow(label + QLatin1Char(':'), row);
        // The id as the package's rules.json writes it.
        m_parameters->labelForField(row)->setToolTip(name);
    }
    layout->addWidget(parameters);
    layout->addStretch(1);

    connect(document, &PackageDocument::rulesChanged, this, &RulesPage::refresh);
    connect(document, &PackageDocument::metadataChanged, this, &RulesPage::refresh);
    connect(document, &PackageDocument::tilesReset, this, &RulesPage::refresh);
    refresh();
}

QWidget *RulesPage::parameterEditor(const QString &name) const
{
    return findChild<QWidget *>(QStringLiteral("parameter_") + name);
}

QToolButton *RulesPage::resetButton(const QString &name) const
{
    return findChild<QToolButton *>(QStringLiteral("reset_") + name);
}

QComboBox *RulesPage::moduleCombo(const QString &id) const
{
    return findChild<QComboBox *>(QStringLiteral("module_") + id);
}

QVariant RulesPage::inheritedValue(const ParameterSpec &spec, QString *source) const
{
    // The last required package in dependency order that sets it wins, as in a game.
    const QList<Package> required = m_document->requiredPackages();
    for (auto it = required.crbegin(); it != required.crend(); ++it) {
        if (it->rules.parameters.contains(spec.name)) {
            if (source)
                *source = it->id;
            return it->rules.parameters.value(spec.name);
        }
    }
    if (source)
        source->clear();
    return spec.boolean ? QVariant(spec.defaultValue != 0) : QVariant(spec.defaultValue);
}

void RulesPage::setParameter(const QString &name, const QVariant &value)
{
    if (m_updating)
        return;
    RulesDefinition rules = m_document->package().rules;
    rules.parameters.insert(name, value);
    m_document->pushRules(rules, tr("Change %1").arg(RuleTexts::parameterName(name)));
}

void RulesPage::refresh()
{
    m_updating = true;
    const RulesDefinition &rules = m_document->package().rules;
    for (const RuleModule *m : RuleCatalog::modules()) {
        int state = kNotOffered;
        for (const ModuleSetting &s : rules.modules) {
            if (s.id == m->id())
                state = s.enabled ? kOn : kOff;
        }
        QComboBox *combo = moduleCombo(m->id());
        combo->setCurrentIndex(combo->findData(state));
    }
    for (const auto &[module, spec] : allParameters()) {
        QString source;
        const bool set = rules.parameters.contains(spec.name);
        const QVariant value =
                set ? rules.parameters.value(spec.name) : inheritedValue(spec, &source);
        QWidget *editor = parameterEditor(spec.name);
        if (auto *check = qobject_cast<QCheckBox *>(editor))
            check->setChecked(value.toBool());
        else if (auto *box = qobject_cast<QSpinBox *>(editor))
            box->setValue(value.toInt());
        // Inherited values look quieter than the ones this package sets.
        QFont font = editor->font();
        font.setBold(set);
        editor->setFont(font);
        resetButton(spec.name)->setEnabled(set);
        auto *origin = findChild<QLabel *>(QStringLiteral("origin_") + spec.name);
        if (set)
            origin->setText(
                    tr("set here (default %1)").arg(inheritedValue(spec, nullptr).toString()));
        else if (source.isEmpty())
            origin->setText(tr("default"));
        else
            origin->setText(tr("from %1").arg(source));
    }
    m_updating = false;
}

} // namespace carcassonne
