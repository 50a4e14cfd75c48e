#pragma once

#include "content/package.h"
#include "core/parameterspec.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QToolButton;

namespace carcassonne {

class PackageDocument;

// The rules file as forms built from RuleCatalog: each module offered on or off, and every
// parameter the core and the modules have, with the default the required packages give and a
// reset per parameter. The modules of other rule sets and their parameters stay out of sight
// until asked for.
class RulesPage : public QWidget
{
    Q_OBJECT

public:
    explicit RulesPage(PackageDocument *document, QWidget *parent = nullptr);

    // The value a parameter has when this package does not set it, and where it comes from
    // in words: a required package, a module's preset (The Mist's level sets the ghost supply,
    // the goals...), or nothing (the catalog's default).
    QVariant inheritedValue(const ParameterSpec &spec, QString *source) const;
    // The modules a game of this package plays unless its setup says otherwise: on by default
    // in a package it requires or in this one (a later package's setting wins).
    QStringList modulesOn() const;
    QWidget *parameterEditor(const QString &name) const;
    QToolButton *resetButton(const QString &name) const;
    QComboBox *moduleCombo(const QString &id) const;
    // Shows the modules this package and the packages it requires do not name, and their
    // parameters (shown anyway while none is named).
    QCheckBox *otherModulesToggle() const { return m_showOthers; }
    // The modules this package or one it requires names, on or off.
    QStringList modulesNamed() const;

public slots:
    void refresh();

private:
    void setParameter(const QString &name, const QVariant &value);
    // The parameters a game starts from, before presets: the defaults, then what the required
    // packages and this one set.
    QVariantMap resolvedParameters(const QList<Package> &required) const;
    void updateVisibleRows();

    PackageDocument *m_document;
    bool m_updating = false;
    QFormLayout *m_modules;
    QFormLayout *m_parameters;
    QCheckBox *m_showOthers;
};

} // namespace carcassonne
