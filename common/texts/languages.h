#pragma once

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

class QTranslator;

namespace carcassonne {

// The languages the programs speak, and how their translations are found. The .qm files are
// embedded as :/i18n/<set>_<code>.qm (cmake/CarcassonneTranslations.cmake); English has them
// too, for its plural forms. A program loads two sets: its own ("carcassonne",
// "carcassonne-editor") and the shared texts' ("carcassonne-common": RuleTexts).
class Languages
{
public:
    struct Language
    {
        QString code; // "en", "nl", "de"
        QString name; // in its own language, so a reader finds theirs whatever is shown now
    };

    static QList<Language> all();
    static bool isKnown(const QString &code);
    // The first of the system's UI languages that we translate to, or "en".
    static QString systemLanguage();
    // The sets a program installs, shared texts first: {"carcassonne-common", program}.
    static QStringList translationSets(const QString &program);
    // Loads the translation set `set` ("carcassonne", "carcassonne-editor", "carcassonne-common")
    // into `translator`.
    static bool load(QTranslator &translator, const QString &set, const QString &code);
    // Loads Qt's own translation (the buttons of standard dialogs: qtbase_<code>.qm, Debian
    // package qt6-translations-l10n) when it is installed.
    static bool loadQt(QTranslator &translator, const QString &code);
    // The language shown now: the programs make it the default locale when they switch.
    static QString shown();
    // A package's text by language code (a name, a description) in `language`, else in
    // English, else the first it has, trimmed; `fallback` when it has none. An empty text
    // counts as none.
    static QString pick(const QMap<QString, QString> &texts, const QString &language,
                        const QString &fallback = {});
};

} // namespace carcassonne
