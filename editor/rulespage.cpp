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
    m_showOthers = new QCheckBox(tr("Show the modules of other rule sets"));
    m_showOthers->setObjectName(QStringLiteral("showOtherModules"));
    m_showOthers->setToolTip(tr("Modules that neither this package nor the packages it requires "
                                "name, with their parameters"));
    connect(m_showOthers, &QCheckBox::toggled, this, &RulesPage::updateVisibleRows);
    m_modules->addRow(m_showOthers);
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
    // Each value under its name: some names are sentences (The Mist's options, in German
    // especially), and a value beside them would push the page sideways.
    m_parameters->setRowWrapPolicy(QFormLayout::WrapAllRows);
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
        } else if (const QVariantList names = RuleTexts::parameterValueSources(name);
                   !names.isEmpty() && names.size() == spec.maximum - spec.minimum + 1) {
            // Every value named (The Mist's graveyards): a choice among the names.
            auto *combo = new QComboBox;
            for (const QVariant &v : names) {
                const QVariantMap named = v.toMap();
                combo->addItem(RuleTexts::parameterValueName(
                                       name, named.value(QStringLiteral("value")).toInt()),
                               named.value(QStringLiteral("value")));
            }
            connect(combo, &QComboBox::activated, this, [this, name, combo](int index) {
                setParameter(name, combo->itemData(index).toInt());
            });
            editor = combo;
        } else {
            auto *box = new QSpinBox;
            box->setRange(spec.minimum, spec.maximum);
            box->setKeyboardTracking(false);
            box->setMinimumWidth(72);
            // The least value by its name where it has one ("one pile": no stacks).
            box->setSpecialValueText(RuleTexts::parameterValueName(name, spec.minimum));
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

QStringList RulesPage::modulesNamed() const
{
    QStringList out;
    auto add = [&out](const RulesDefinition &rules) {
        for (const ModuleSetting &s : rules.modules) {
            if (!out.contains(s.id))
                out << s.id;
        }
    };
    for (const Package &p : m_document->requiredPackages())
        add(p.rules);
    add(m_document->package().rules);
    return out;
}

void RulesPage::updateVisibleRows()
{
    const QStringList named = modulesNamed();
    // Nothing named (a package that requires none and names no module): every module is a
    // candidate, so all show.
    const bool all = m_showOthers->isChecked() || named.isEmpty();
    m_modules->setRowVisible(m_showOthers, !named.isEmpty());
    for (const RuleModule *m : RuleCatalog::modules())
        m_modules->setRowVisible(moduleCombo(m->id()), all || named.contains(m->id()));
    const QVariantMap &own = m_document->package().rules.parameters;
    for (const auto &[module, spec] : allParameters()) {
        // The core's always; a module's where the module plays a part, or where this package
        // sets it anyway (a value should never be out of sight).
        const bool shown =
                all || module.isEmpty() || named.contains(module) || own.contains(spec.name);
        m_parameters->setRowVisible(parameterEditor(spec.name)->parentWidget(), shown);
    }
}

QStringList RulesPage::modulesOn() const
{
    QMap<QString, bool> on;
    for (const Package &p : m_document->requiredPackages()) {
        for (const ModuleSetting &s : p.rules.modules)
            on.insert(s.id, s.enabled);
    }
    for (const ModuleSetting &s : m_document->package().rules.modules)
        on.insert(s.id, s.enabled);
    QStringList out;
    for (const RuleModule *m : RuleCatalog::modules()) {
        if (on.value(m->id(), false))
            out << m->id();
    }
    return out;
}

QVariantMap RulesPage::resolvedParameters(const QList<Package> &required) const
{
    QVariantMap out;
    for (const auto &[module, spec] : allParameters())
        out.insert(spec.name,
                   spec.boolean ? QVariant(spec.defaultValue != 0) : QVariant(spec.defaultValue));
    for (const Package &p : required) {
        for (auto it = p.rules.parameters.cbegin(); it != p.rules.parameters.cend(); ++it)
            out.insert(it.key(), it.value());
    }
    const QVariantMap &own = m_document->package().rules.parameters;
    for (auto it = own.cbegin(); it != own.cend(); ++it)
        out.insert(it.key(), it.value());
    return out;
}

QVariant RulesPage::inheritedValue(const ParameterSpec &spec, QString *source) const
{
    // The last required package in dependency order that sets it wins, as in a game.
    const QList<Package> required = m_document->requiredPackages();
    for (auto it = required.crbegin(); it != required.crend(); ++it) {
        if (it->rules.parameters.contains(spec.name)) {
            if (source)
                *source = tr("from %1").arg(it->id);
            return it->rules.parameters.value(spec.name);
        }
    }
    // Then a preset of a module that plays (GameContent does the same): The Mist's level gives
    // the ghost supply, the goals and more their values.
    const QVariantMap resolved = resolvedParameters(required);
    const QStringList on = modulesOn();
    QVariant preset;
    QString origin;
    for (const RuleModule *m : RuleCatalog::modules()) {
        if (!on.contains(m->id()))
            continue;
        const QVariantMap values = m->presetParameters(resolved);
        if (!values.contains(spec.name))
            continue;
        preset = values.value(spec.name);
        // What the preset follows: the module's own parameters it does not set itself and
        // whose value changes it (The Mist's level does, its colours do not).
        QStringList drivers;
        for (const ParameterSpec &own : m->parameters()) {
            if (values.contains(own.name))
                continue;
            QVariantMap other = resolved;
            const int now = resolved.value(own.name, own.defaultValue).toInt();
            other.insert(own.name, now < own.maximum ? now + 1 : now - 1);
            if (m->presetParameters(other) != values)
                drivers << own.name;
        }
        if (drivers.size() == 1)
            //: Where a parameter's value comes from: another parameter's value, e.g. "from
            //: Level 3".
            origin = tr("from %1 %2")
                             .arg(RuleTexts::parameterName(drivers[0]),
                                  resolved.value(drivers[0]).toString());
        else
            origin = tr("preset by %1").arg(RuleTexts::moduleName(m->id()));
    }
    if (preset.isValid()) {
        if (source)
            *source = origin;
        return spec.boolean ? QVariant(preset.toBool()) : QVariant(preset.toInt());
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
        else if (auto *combo = qobject_cast<QComboBox *>(editor))
            combo->setCurrentIndex(combo->findData(value.toInt()));
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
            origin->setText(source);
    }
    updateVisibleRows();
    m_updating = false;
}

} // namespace carcassonne
