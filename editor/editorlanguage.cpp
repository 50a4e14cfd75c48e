#include "editorlanguage.h"

#include "languages.h"

#include <QCoreApplication>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

#include <memory>

namespace carcassonne {

namespace {

const QString kSettingsKey = QStringLiteral("editor/language");

struct State
{
    QString language = QStringLiteral("en");
    std::unique_ptr<QTranslator> translator;
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
    auto translator = std::make_unique<QTranslator>();
    if (!Languages::load(*translator, QStringLiteral("carcassonne-editor"), language))
        return false;
    if (s.qtTranslator)
        QCoreApplication::removeTranslator(s.qtTranslator.get());
    s.qtTranslator.reset();
    auto qt = std::make_unique<QTranslator>();
    if (Languages::loadQt(*qt, language)) {
        QCoreApplication::installTranslator(qt.get());
        s.qtTranslator = std::move(qt);
    }
    if (s.translator)
        QCoreApplication::removeTranslator(s.translator.get());
    // Installing sends QEvent::LanguageChange to every widget.
    QCoreApplication::installTranslator(translator.get());
    s.translator = std::move(translator);
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
