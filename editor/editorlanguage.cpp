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

// One choice for the game and the editor: the game window's setting ("window/language" in the
// game's settings, app/Main.qml). The editor kept its own before; that one is read while the
// shared one is unset.
const QString kSharedKey = QStringLiteral("window/language");
const QString kOldEditorKey = QStringLiteral("editor/language");

QSettings sharedSettings()
{
    return QSettings(QCoreApplication::organizationName(), QStringLiteral("Carcassonne Studio"));
}

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
    const QSettings shared = sharedSettings();
    if (shared.contains(kSharedKey))
        return shared.value(kSharedKey).toString();
    return QSettings().value(kOldEditorKey).toString();
}

void EditorLanguage::save(const QString &code)
{
    QSettings shared = sharedSettings();
    shared.setValue(kSharedKey, code);
    QSettings().remove(kOldEditorKey);
}

} // namespace carcassonne
