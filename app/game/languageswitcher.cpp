#include "languageswitcher.h"

#include "languages.h"

#include <QCoreApplication>
#include <QLocale>
#include <QQmlEngine>
#include <QVariantMap>

namespace carcassonne {

LanguageSwitcher::LanguageSwitcher(QObject *parent) : QObject(parent) { }

LanguageSwitcher::~LanguageSwitcher()
{
    for (const auto &t : m_translators)
        QCoreApplication::removeTranslator(t.get());
}

QVariantList LanguageSwitcher::languages() const
{
    QVariantList out;
    // The system's, named with the language it gives (the one shown until another is chosen).
    QString systemName = Languages::systemLanguage();
    for (const Languages::Language &l : Languages::all()) {
        if (l.code == systemName)
            systemName = l.name;
    }
    out.append(QVariantMap{
            {QStringLiteral("code"), QString()},
            {QStringLiteral("name"), tr("The system's language (%1)").arg(systemName)}});
    for (const Languages::Language &l : Languages::all())
        out.append(QVariantMap{{QStringLiteral("code"), l.code}, {QStringLiteral("name"), l.name}});
    return out;
}

void LanguageSwitcher::setLanguage(const QString &code)
{
    const QString language = code.isEmpty() ? Languages::systemLanguage() : code;
    if (language == m_language) {
        // The same language, now followed from the system (or chosen by name): remembered so.
        if (m_followsSystem != code.isEmpty()) {
            m_followsSystem = code.isEmpty();
            emit languageChanged();
        }
        return;
    }
    m_followsSystem = code.isEmpty();
    for (const auto &t : m_translators)
        QCoreApplication::removeTranslator(t.get());
    m_translators.clear();
    for (const QString &set : Languages::translationSets(QStringLiteral("carcassonne"))) {
        auto translator = std::make_unique<QTranslator>();
        if (Languages::load(*translator, set, language)) {
            QCoreApplication::installTranslator(translator.get());
            m_translators.push_back(std::move(translator));
        } else {
            qWarning("No translation %s for language %s", qPrintable(set), qPrintable(language));
        }
    }
    // Qt's own texts too (the file dialogs' "Look in", "Cancel"), where Debian's
    // qt6-translations-l10n has them; English needs none.
    auto qt = std::make_unique<QTranslator>();
    if (language != QLatin1String("en") && Languages::loadQt(*qt, language)) {
        QCoreApplication::installTranslator(qt.get());
        m_translators.push_back(std::move(qt));
    }
    QLocale::setDefault(QLocale(language));
    m_language = language;
    if (QQmlEngine *engine = qmlEngine(this))
        engine->retranslate();
    emit languageChanged();
}

} // namespace carcassonne
