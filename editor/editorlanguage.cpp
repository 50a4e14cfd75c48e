#include "editorlanguage.h"

#include "languages.h"

#include <QCoreApplication>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

#include <memory>
#include <vector>

namespace carcassonne {

namespace {

const QString kSettingsKey = QStringLiteral("editor/language");

struct State
{
    QString language = QStringLiteral("en");
    std::vector<std::unique_ptr<QTranslator>> translators; // the shared texts', the editor's
    std::unique_ptr<QTranslator> qtTranslator; // Qt's standard dialog buttons
};

State &state()
{
    static State s;
    return s;
}

} // namespace

QString EditorLanguage::current()
{
    return state().language;
}

bool EditorLanguage::apply(const QString &code)
{
    const QString language = code.isEmpty() ? Languages::systemLanguage() : code;
    if (!Languages::isKnown(language))
        return false;
    State &s = state();
    std::vector<std::unique_ptr<QTranslator>> translators;
    for (const QString &set : Languages::translationSets(QStringLiteral("carcassonne-editor"))) {
        translators.push_back(std::make_unique<QTranslator>());
        if (!Languages::load(*translators.back(), set, language))
            return false;
    }
    if (s.qtTranslator)
        QCoreApplication::removeTranslator(s.qtTranslator.get());
    s.qtTranslator.reset();
    auto qt = std::make_unique<QTranslator>();
    if (Languages::loadQt(*qt, language)) {
        QCoreApplication::installTranslator(qt.get());
        s.qtTranslator = std::move(qt);
    }
    for (const auto &t : s.translators)
        QCoreApplication::removeTranslator(t.get());
    // Installing sends QEvent::LanguageChange to every widget.
    for (const auto &t : translators)
        QCoreApplication::installTranslator(t.get());
    s.translators = std::move(translators);
    s.language = language;
    QLocale::setDefault(QLocale(language));
    return true;
}

QString EditorLanguage::saved()
{
    return QSettings().value(kSettingsKey).toString();
}

void EditorLanguage::save(const QString &code)
{
    QSettings().setValue(kSettingsKey, code);
}

} // namespace carcassonne
