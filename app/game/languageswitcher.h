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
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY languageChanged)
    Q_PROPERTY(QVariantList languages READ languages CONSTANT)

public:
    explicit LanguageSwitcher(QObject *parent = nullptr);
    ~LanguageSwitcher() override;

    QString language() const { return m_language; }
    void setLanguage(const QString &code);
    // [{code, name}] of the languages offered.
    QVariantList languages() const;

signals:
    void languageChanged();

private:
    QString m_language;
    std::vector<std::unique_ptr<QTranslator>> m_translators;
};

} // namespace carcassonne
