#include "languages.h"

#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace carcassonne {

QList<Languages::Language> Languages::all()
{
    return {{QStringLiteral("en"), QStringLiteral("English")},
            {QStringLiteral("nl"), QStringLiteral("Nederlands")},
            {QStringLiteral("de"), QStringLiteral("Deutsch")}};
}

bool Languages::isKnown(const QString &code)
{
    for (const Language &l : all()) {
        if (l.code == code)
            return true;
    }
    return false;
}

QString Languages::systemLanguage()
{
    for (const QString &name : QLocale::system().uiLanguages()) {
        const QString code = name.left(2).toLower();
        if (isKnown(code))
            return code;
    }
    return QStringLiteral("en");
}

QString Languages::shown()
{
    return QLocale().name().left(2);
}

QString Languages::pick(const QMap<QString, QString> &texts, const QString &language,
                        const QString &fallback)
{
    for (const QString &code : {language, QStringLiteral("en")}) {
        const QString text = texts.value(code).trimmed();
        if (!text.isEmpty())
            return text;
    }
    for (const QString &text : texts) {
        if (!text.trimmed().isEmpty())
            return text.trimmed();
    }
    return fallback;
}

QStringList Languages::translationSets(const QString &program)
{
    return {QStringLiteral("carcassonne-common"), program};
}

bool Languages::load(QTranslator &translator, const QString &set, const QString &code)
{
    return translator.load(QStringLiteral(":/i18n/%1_%2.qm").arg(set, code));
}

bool Languages::loadQt(QTranslator &translator, const QString &code)
{
    return translator.load(QStringLiteral("qtbase_") + code,
                           QLibraryInfo::path(QLibraryInfo::TranslationsPath));
}

} // namespace carcassonne
