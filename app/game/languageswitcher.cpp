#include "languageswitcher.h"

#include <QCoreApplication>
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
    // Names in their own language, so a reader finds theirs whatever is shown now.
    return {QVariantMap{{QStringLiteral("code"), QStringLiteral("en")},
                        {QStringLiteral("name"), QStringLiteral("English")}},
            QVariantMap{{QStringLiteral("code"), QStringLiteral("nl")},
                        {QStringLiteral("name"), QStringLiteral("Nederlands")}},
            QVariantMap{{QStringLiteral("code"), QStringLiteral("de")},
                        {QStringLiteral("name"), QStringLiteral("Deutsch")}}};
}

void LanguageSwitcher::setLanguage(const QString &code)
{
    const QString language = code.isEmpty() ? QStringLiteral("en") : code;
    if (language == m_language)
        return;
    if (m_translator) {
        QCoreApplication::removeTranslator(m_translator.get());
        m_translator.reset();
    }
    if (language != QLatin1String("en")) {
        auto translator = std::make_unique<QTranslator>();
        if (translator->load(QStringLiteral(":/i18n/carcassonne_%1.qm").arg(language))) {
            QCoreApplication::installTranslator(translator.get());
            m_translator = std::move(translator);
        } else {
            qWarning("No translation for language %s", qPrintable(language));
        }
    }
    m_language = language;
    if (QQmlEngine *engine = qmlEngine(this))
        engine->retranslate();
    emit languageChanged();
}

} // namespace carcassonne
