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
    for (const Languages::Language &l : Languages::all())
        out.append(QVariantMap{{QStringLiteral("code"), l.code}, {QStringLiteral("name"), l.name}});
    return out;
}

void LanguageSwitcher::setLanguage(const QString &code)
{
    const QString language = code.isEmpty() ? Languages::systemLanguage() : code;
    if (language == m_language)
        return;
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
    QLocale::setDefault(QLocale(language));
    m_language = language;
    if (QQmlEngine *engine = qmlEngine(this))
        engine->retranslate();
    emit languageChanged();
}

} // namespace carcassonne
