#pragma once

#include <QObject>
#include <QTranslator>
#include <QtQml/qqmlregistration.h>

#include <memory>
#include <vector>

namespace carcassonne {

// Switches the user interface language while the program runs: installs the translations of the
// chosen language (":/i18n/carcassonne_<code>.qm" and the shared rule names'
// ":/i18n/carcassonne-common_<code>.qm"; English has them too, for its plural forms),
// makes it the default locale (package names and descriptions follow it) and asks the QML engine
// to translate every qsTr() binding again. "" picks the system's language when we have it,
// otherwise English.
class LanguageSwitcher : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    // The language chosen: a code, or "" to follow the system's.
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY languageChanged)
    // The language shown (the system's where it is followed).
    Q_PROPERTY(QString shownLanguage READ shownLanguage NOTIFY languageChanged)
    Q_PROPERTY(QVariantList languages READ languages NOTIFY languageChanged)

public:
    explicit LanguageSwitcher(QObject *parent = nullptr);
    ~LanguageSwitcher() override;

    QString language() const { return m_followsSystem ? QString() : m_language; }
    QString shownLanguage() const { return m_language; }
    void setLanguage(const QString &code);
    // [{code, name}] of the languages offered, the system's first (code "").
    QVariantList languages() const;

signals:
    void languageChanged();

private:
    QString m_language;
    bool m_followsSystem = false;
    std::vector<std::unique_ptr<QTranslator>> m_translators;
};

} // namespace carcassonne
