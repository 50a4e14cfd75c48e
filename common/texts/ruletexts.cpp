#include "ruletexts.h"

#include <QCoreApplication>

namespace carcassonne {

namespace {

struct Text
{
    const char *id;
    const char *source;
};

// QT_TRANSLATE_NOOP puts the English text into the .ts files; the context says what it names.
constexpr Text kModules[] = {
        {"farmers", QT_TRANSLATE_NOOP("RuleTexts", "Farmers")},
        {"river", QT_TRANSLATE_NOOP("RuleTexts", "River")},
        {"abbot", QT_TRANSLATE_NOOP("RuleTexts", "Abbot")},
        {"arrows", QT_TRANSLATE_NOOP("RuleTexts", "Arrow tiles")},
        {"goods", QT_TRANSLATE_NOOP("RuleTexts", "Goods")},
        {"builder", QT_TRANSLATE_NOOP("RuleTexts", "Builder")},
        {"pig", QT_TRANSLATE_NOOP("RuleTexts", "Pig")},
};

constexpr Text kParameters[] = {
        {"minPlayers", QT_TRANSLATE_NOOP("RuleTexts", "Fewest players")},
        {"maxPlayers", QT_TRANSLATE_NOOP("RuleTexts", "Most players")},
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
        {"fieldCityPoints", QT_TRANSLATE_NOOP("RuleTexts", "Farmer: points per completed city")},
        {"abbotsPerPlayer", QT_TRANSLATE_NOOP("RuleTexts", "Abbots per player")},
        {"arrowFreePoints", QT_TRANSLATE_NOOP("RuleTexts", "Arrow at an empty side: points")},
        {"goodsMajorityPoints",
         QT_TRANSLATE_NOOP("RuleTexts", "Goods: points for the most of a kind")},
        {"buildersPerPlayer", QT_TRANSLATE_NOOP("RuleTexts", "Builders per player")},
        {"pigsPerPlayer", QT_TRANSLATE_NOOP("RuleTexts", "Pigs per player")},
        {"pigFieldCityPoints",
         QT_TRANSLATE_NOOP("RuleTexts", "Farmer with a pig: points per completed city")},
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

QString translated(const Text *t, const QString &fallback)
{
    return t ? QCoreApplication::translate("RuleTexts", t->source) : fallback;
}

} // namespace

QString RuleTexts::moduleSource(const QString &id)
{
    const Text *t = find(kModules, id);
    return t ? QString::fromUtf8(t->source) : QString();
}

QString RuleTexts::parameterSource(const QString &name)
{
    const Text *t = find(kParameters, name);
    return t ? QString::fromUtf8(t->source) : QString();
}

QString RuleTexts::moduleName(const QString &id)
{
    return translated(find(kModules, id), id);
}

QString RuleTexts::parameterName(const QString &name)
{
    return translated(find(kParameters, name), name);
}

} // namespace carcassonne
