#include "packagechoices.h"

#include "rules/rulecatalog.h"
#include "ruletexts.h"
#include "state/gamecontent.h"
#include "state/gamestate.h"

#include <QLocale>

namespace carcassonne {

namespace {

// A package's own text in the language shown now (LanguageSwitcher sets the default locale).
QString packageText(const QMap<QString, QString> &texts, const QString &fallback)
{
    const QString language = QLocale().name().left(2);
    if (texts.contains(language))
        return texts.value(language);
    if (texts.contains(QStringLiteral("en")))
        return texts.value(QStringLiteral("en"));
    return texts.isEmpty() ? fallback : texts.first();
}

} // namespace

QVariantList PackageChoices::available(PackageRepository &repository)
{
    QVariantList out;
    for (const QString &id : repository.availableIds()) {
        Problems problems;
        const auto package = repository.load(id, &problems);
        if (!package || package->tiles.isEmpty())
            continue;
        out.append(QVariantMap{
                {QStringLiteral("id"), id},
                {QStringLiteral("name"), packageText(package->name, id)},
                {QStringLiteral("description"), packageText(package->description, QString())},
                // Expansions need what they require; packages that bring their own start tile
                // (the rivers' springs) exclude one another.
                {QStringLiteral("requirements"), package->requirements},
                {QStringLiteral("startTile"), !package->rules.startTile.isEmpty()}});
    }
    return out;
}

QVariantMap PackageChoices::of(PackageRepository &repository, const QStringList &ids)
{
    Problems problems;
    const auto packages = repository.resolve(ids, &problems);
    if (!packages)
        return {};
    const auto content = GameContent::build(*packages, {}, &problems);
    if (!content)
        return {};
    QVariantList modules;
    QStringList seen;
    for (const Package &p : *packages) {
        for (const ModuleSetting &m : p.rules.modules) {
            if (seen.contains(m.id))
                continue;
            seen << m.id;
            modules.append(QVariantMap{{QStringLiteral("id"), m.id},
                                       {QStringLiteral("label"), RuleTexts::moduleSource(m.id)},
                                       {QStringLiteral("enabled"), content->hasModule(m.id)}});
        }
    }
    QVariantList parameters;
    const QVariantMap values = content->parameters();
    for (auto it = values.cbegin(); it != values.cend(); ++it) {
        const auto spec = RuleCatalog::parameter(it.key());
        if (!spec)
            continue;
        parameters.append(
                QVariantMap{{QStringLiteral("name"), spec->name},
                            {QStringLiteral("label"), RuleTexts::parameterSource(spec->name)},
                            {QStringLiteral("value"), it.value()},
                            {QStringLiteral("minimum"), spec->minimum},
                            {QStringLiteral("maximum"), spec->maximum},
                            {QStringLiteral("boolean"), spec->boolean}});
    }
    const Package &last = packages->last();
    return {{QStringLiteral("id"), ids.value(0)},
            {QStringLiteral("ids"), ids},
            {QStringLiteral("name"), packageText(last.name, last.id)},
            {QStringLiteral("minPlayers"), content->core().minPlayers},
            {QStringLiteral("maxPlayers"), std::min(content->core().maxPlayers, kMaxPlayers)},
            {QStringLiteral("tiles"), int(content->standardPile().size()) + 1},
            {QStringLiteral("modules"), modules},
            {QStringLiteral("parameters"), parameters}};
}

} // namespace carcassonne
