#include "ruletexts.h"

#include "moduleuis.h"

#include <QCoreApplication>
#include <QVariantMap>

namespace carcassonne {

namespace {

struct Text
{
    const char *id;
    const char *source;
};

// QT_TRANSLATE_NOOP puts the English text into the .ts files; the context says what it names.
// The core's parameters; the modules' names and parameters are in their ModuleUi.
constexpr Text kParameters[] = {
        {"minPlayers", QT_TRANSLATE_NOOP("RuleTexts", "Minimum number of players")},
        {"maxPlayers", QT_TRANSLATE_NOOP("RuleTexts", "Maximum number of players")},
        {"meeplesPerPlayer", QT_TRANSLATE_NOOP("RuleTexts", "Meeples per player")},
        {"roadTilePoints", QT_TRANSLATE_NOOP("RuleTexts", "Road: points per tile")},
        {"roadTilePointsFinal", QT_TRANSLATE_NOOP("RuleTexts", "Road at the end: points per tile")},
        {"cityTilePoints", QT_TRANSLATE_NOOP("RuleTexts", "City: points per tile")},
        {"cityPennantPoints", QT_TRANSLATE_NOOP("RuleTexts", "City: points per pennant")},
        {"cityTilePointsFinal", QT_TRANSLATE_NOOP("RuleTexts", "City at the end: points per tile")},
        {"cityPennantPointsFinal",
         QT_TRANSLATE_NOOP("RuleTexts", "City at the end: points per pennant")},
        {"cloisterTilePoints", QT_TRANSLATE_NOOP("RuleTexts", "Cloister: points per tile")},
        {"cloisterTilePointsFinal",
         QT_TRANSLATE_NOOP("RuleTexts", "Cloister at the end: points per tile")},
};

template<std::size_t N>
const Text *find(const Text (&table)[N], const QString &id)
{
    for (const Text &t : table) {
        if (id == QLatin1String(t.id))
            return &t;
    }
    return nullptr;
}

// The English source of a module's name or of a parameter's label, or nullptr.
const char *moduleSourceText(const QString &id)
{
    const ModuleUi *ui = ModuleUis::of(id);
    return ui ? ui->nameSource() : nullptr;
}

const char *parameterSourceText(const QString &name)
{
    if (const Text *t = find(kParameters, name))
        return t->source;
    for (const ModuleUi *ui : ModuleUis::all()) {
        for (const ModuleUi::Label &l : ui->parameterLabels()) {
            if (name == QLatin1String(l.id))
                return l.source;
        }
    }
    return nullptr;
}

} // namespace

QString RuleTexts::moduleSource(const QString &id)
{
    return QString::fromUtf8(moduleSourceText(id));
}

QString RuleTexts::parameterSource(const QString &name)
{
    return QString::fromUtf8(parameterSourceText(name));
}

QString RuleTexts::moduleName(const QString &id)
{
    const char *source = moduleSourceText(id);
    return source ? QCoreApplication::translate("RuleTexts", source) : id;
}

QString RuleTexts::parameterName(const QString &name)
{
    const char *source = parameterSourceText(name);
    return source ? QCoreApplication::translate("RuleTexts", source) : name;
}

QVariantList RuleTexts::parameterValueSources(const QString &name)
{
    QVariantList out;
    for (const ModuleUi *ui : ModuleUis::all()) {
        for (const ModuleUi::ValueName &v : ui->parameterValueNames(name))
            out.append(QVariantMap{{QStringLiteral("value"), v.value},
                                   {QStringLiteral("label"), QString::fromUtf8(v.source)}});
        if (!out.isEmpty())
            break;
    }
    return out;
}

QString RuleTexts::parameterValueName(const QString &name, int value)
{
    for (const ModuleUi *ui : ModuleUis::all()) {
        for (const ModuleUi::ValueName &v : ui->parameterValueNames(name)) {
            if (v.value == value)
                return QCoreApplication::translate("RuleTexts", v.source);
        }
    }
    return {};
}

} // namespace carcassonne
