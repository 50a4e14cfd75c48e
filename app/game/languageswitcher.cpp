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
    if (m_translator)
        QCoreApplication::removeTranslator(m_translator.get());
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
    if (m_translator) {
        QCoreApplication::removeTranslator(m_translator.get());
        m_translator.reset();
    }
    auto translator = std::make_unique<QTranslator>();
    if (Languages::load(*translator, QStringLiteral("carcassonne"), language)) {
        QCoreApplication::installTranslator(translator.get());
        m_translator = std::move(translator);
    } else {
        qWarning("No translation for language %s", qPrintable(language));
    }
    QLocale::setDefault(QLocale(language));
    m_language = language;
    if (QQmlEngine *engine = qmlEngine(this))
        engine->retranslate();
    emit languageChanged();
}

} // namespace carcassonne
