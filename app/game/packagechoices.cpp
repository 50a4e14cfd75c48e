#include "packagechoices.h"

#include "languages.h"
#include "moduleuis.h"
#include "rules/rulecatalog.h"
#include "rules/rulemodule.h"
#include "ruleshelprows.h"
#include "ruletexts.h"
#include "state/gamecontent.h"
#include "state/gamestate.h"

#include <QLocale>

#include <algorithm>
#include <memory>

namespace carcassonne {

namespace {

// A package's own text in the language shown now (LanguageSwitcher sets the default locale).
QString packageText(const QMap<QString, QString> &texts, const QString &fallback)
{
    return Languages::pick(texts, Languages::shown(), fallback);
}

const PackageChoices::Facts *find(const QList<PackageChoices::Facts> &packages, const QString &id)
{
    for (const PackageChoices::Facts &f : packages) {
        if (f.id == id)
            return &f;
    }
    return nullptr;
}

QString nameOf(const QList<PackageChoices::Facts> &packages, const QString &id)
{
    const PackageChoices::Facts *f = find(packages, id);
    return f && !f->name.isEmpty() ? f->name : id;
}

QString namesOf(const QList<PackageChoices::Facts> &packages, const QStringList &ids)
{
    QStringList names;
    for (const QString &id : ids)
        names << nameOf(packages, id);
    return QLocale().createSeparatedList(names);
}

// The requirements of `f` that are neither the base nor among `chosen`.
QStringList missing(const PackageChoices::Facts &f, const QString &base, const QStringList &chosen)
{
    QStringList out;
    for (const QString &r : f.requirements) {
        if (r != base && !chosen.contains(r))
            out << r;
    }
    return out;
}

// The content of a game with the packages `ids` and a setup's `rules`, or nullptr when they
// do not make one.
std::shared_ptr<const GameContent> contentOf(PackageRepository &repository, const QStringList &ids,
                                             const QVariantMap &rules)
{
    Problems problems;
    const auto packages = repository.resolve(ids, &problems);
    return packages ? GameContent::build(*packages, rules, &problems) : nullptr;
}

} // namespace

PackageChoices::Facts PackageChoices::factsOf(const Package &package)
{
    Facts f;
    f.id = package.id;
    f.name = packageText(package.name, package.id);
    f.description = packageText(package.description, QString());
    f.requirements = package.requirements;
    f.startTile = !package.rules.startTile.isEmpty();
    bool ownStart = f.startTile;
    for (const ModuleSetting &m : package.rules.modules) {
        // Switched off by default or not, the package is made to be played with it.
        const RuleModule *module = RuleCatalog::module(m.id);
        ownStart = ownStart || (module && module->setsUpBoard());
    }
    f.standalone = package.requirements.isEmpty() && ownStart;
    return f;
}

QList<PackageChoices::Facts> PackageChoices::available(PackageRepository &repository)
{
    QList<Facts> out;
    for (const QString &id : repository.availableIds()) {
        Problems problems;
        const auto package = repository.load(id, &problems);
        // A package of rules alone (a house rule over the base game) is an expansion too.
        if (!package || (package->tiles.isEmpty() && package->requirements.isEmpty()))
            continue;
        out << factsOf(*package);
    }
    return out;
}

QStringList PackageChoices::combine(const QList<Facts> &packages, const QString &base,
                                    const QStringList &chosen)
{
    // Known expansions, once each; of those with a start tile, the last one chosen.
    QStringList out;
    QString startTile;
    for (const QString &id : chosen) {
        const Facts *f = find(packages, id);
        if (!f || f->standalone || id == base || out.contains(id))
            continue;
        if (f->startTile)
            startTile = id;
        out << id;
    }
    out.removeIf(
            [&](const QString &id) { return find(packages, id)->startTile && id != startTile; });
    // An expansion goes when one it needs went; that may take another with it.
    for (bool dropped = true; dropped;) {
        dropped = false;
        for (qsizetype i = 0; i < out.size(); ++i) {
            if (!missing(*find(packages, out[i]), base, out).isEmpty()) {
                out.removeAt(i);
                dropped = true;
                break;
            }
        }
    }
    return out;
}

QStringList PackageChoices::toggle(const QList<Facts> &packages, const QString &base,
                                   const QStringList &chosen, const QString &id, bool on)
{
    QStringList next = chosen;
    next.removeAll(id);
    if (on) {
        const Facts *f = find(packages, id);
        if (f && f->startTile) {
            next.removeIf([&](const QString &other) {
                const Facts *o = find(packages, other);
                return o && o->startTile;
            });
        }
        next << id;
    }
    return combine(packages, base, next);
}

bool PackageChoices::goesWith(const QList<Facts> &packages, const QString &base, const QString &id)
{
    QStringList seen{id};
    for (qsizetype i = 0; i < seen.size(); ++i) {
        const Facts *f = find(packages, seen[i]);
        if (!f)
            continue; // an unknown requirement: verdict() says so
        if (f->standalone && f->id != base)
            return false;
        for (const QString &r : f->requirements) {
            if (!seen.contains(r))
                seen << r;
        }
    }
    return true;
}

PackageChoices::Verdict PackageChoices::verdict(const QList<Facts> &packages, const QString &base,
                                                const QStringList &chosen, const QString &id)
{
    const Facts *f = find(packages, id);
    if (!f)
        return {false, QString()};
    if (f->standalone)
        return {false, tr("%1 is a game of its own: choose it as the rule set.").arg(f->name)};
    const QStringList needs = missing(*f, base, chosen);
    if (!needs.isEmpty())
        return {false, tr("Needs %1.").arg(namesOf(packages, needs))};
    if (f->startTile && !chosen.contains(id)) {
        QStringList others;
        for (const QString &c : chosen) {
            const Facts *o = find(packages, c);
            if (o && o->startTile)
                others << c;
        }
        if (!others.isEmpty())
            return {true,
                    tr("Two start tiles do not go together: choosing it leaves out %1.")
                            .arg(namesOf(packages, others))};
    }
    return {};
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
            modules.append(
                    QVariantMap{{QStringLiteral("id"), m.id},
                                {QStringLiteral("label"), RuleTexts::moduleSource(m.id)},
                                {QStringLiteral("enabled"), content->hasModule(m.id)},
                                {QStringLiteral("help"), RulesHelpRows::module(*content, m.id)}});
        }
    }
    // In the order the core and the modules declare them (a rule's numbers together), not the
    // alphabetical order of the values' map.
    QVariantList parameters;
    const QVariantMap values = content->parameters();
    // Where the dialog starts a parameter elsewhere than the engine's default.
    QVariantMap initial;
    for (const ModuleUi *ui : ModuleUis::enabled(*content))
        initial.insert(ui->dialogDefaults());
    const auto offer = [&](const ParameterSpec &spec, const QString &module) {
        // The seat limits describe the package (the player count follows them): not a rule
        // to change for one game.
        if (!values.contains(spec.name) || spec.name == QLatin1String("minPlayers")
            || spec.name == QLatin1String("maxPlayers"))
            return;
        parameters.append(QVariantMap{
                {QStringLiteral("name"), spec.name},
                {QStringLiteral("module"), module},
                {QStringLiteral("label"), RuleTexts::parameterSource(spec.name)},
                {QStringLiteral("value"), values.value(spec.name)},
                {QStringLiteral("initial"), initial.value(spec.name, values.value(spec.name))},
                // Named values: a choice among them, or a number's special ones.
                {QStringLiteral("valueNames"), RuleTexts::parameterValueSources(spec.name)},
                {QStringLiteral("minimum"), spec.minimum},
                {QStringLiteral("maximum"), spec.maximum},
                {QStringLiteral("boolean"), spec.boolean}});
    };
    for (const ParameterSpec &spec : RuleCatalog::coreParameters())
        offer(spec, QString());
    for (const RuleModule *m : RuleCatalog::modules()) {
        for (const ParameterSpec &spec : m->parameters())
            offer(spec, m->id());
    }
    // A parameter that sets the game's character (The Mist's level): each value named and
    // summed up from a game set up with it, with the parameters it presets.
    QVariantMap headline;
    QStringList seatNotes;
    for (const ModuleUi *ui : ModuleUis::enabled(*content)) {
        const QString note = ui->seatNote();
        if (!note.isEmpty())
            seatNotes << note;
        const QString name = ui->headlineParameter();
        const auto spec = name.isEmpty() ? std::nullopt : RuleCatalog::parameter(name);
        if (!spec || !headline.isEmpty())
            continue;
        QVariantList options;
        for (int value = spec->minimum; value <= spec->maximum; ++value) {
            Problems ignored;
            const auto at = GameContent::build(
                    *packages, {{QStringLiteral("parameters"), QVariantMap{{name, value}}}},
                    &ignored);
            if (!at)
                continue;
            const auto state = GameState::create(at, std::max(1, at->core().minPlayers), 1, nullptr,
                                                 nullptr, nullptr);
            options.append(QVariantMap{
                    {QStringLiteral("value"), value},
                    {QStringLiteral("label"), ui->headlineLabel(value)},
                    {QStringLiteral("summary"), state ? ui->headlineSummary(*state) : QString()},
                    {QStringLiteral("parameters"), at->parameters()}});
        }
        headline = {{QStringLiteral("name"), name},
                    {QStringLiteral("label"), RuleTexts::parameterSource(name)},
                    {QStringLiteral("value"), content->parameter(name)},
                    {QStringLiteral("options"), options}};
    }
    const Package &last = packages->last();
    return {{QStringLiteral("id"), ids.value(0)},
            {QStringLiteral("ids"), ids},
            {QStringLiteral("name"), packageText(last.name, last.id)},
            {QStringLiteral("minPlayers"), content->core().minPlayers},
            {QStringLiteral("maxPlayers"), std::min(content->core().maxPlayers, kMaxPlayers)},
            // The pile and the start tile, if the rule set has one (Mayflower has none).
            {QStringLiteral("tiles"),
             int(content->standardPile().size()) + (content->startTile() >= 0 ? 1 : 0)},
            {QStringLiteral("modules"), modules},
            {QStringLiteral("help"), RulesHelpRows::game(*content, 0)},
            {QStringLiteral("parameters"), parameters},
            {QStringLiteral("headline"), headline},
            {QStringLiteral("seatNote"), seatNotes.join(QLatin1Char('\n'))}};
}

QVariantList PackageChoices::help(PackageRepository &repository, const QStringList &ids,
                                  const QVariantMap &rules, const QString &moduleId)
{
    QVariantMap settings = rules;
    if (!moduleId.isEmpty())
        settings.insert(moduleId, true); // explained before the player switches it on
    const auto content = contentOf(repository, ids, settings);
    if (!content)
        return {};
    if (moduleId.isEmpty())
        return RulesHelpRows::game(*content, 0);
    const QVariantMap section = RulesHelpRows::module(*content, moduleId);
    return section.isEmpty() ? QVariantList() : QVariantList{section};
}

QVariantMap PackageChoices::idleNotes(PackageRepository &repository, const QStringList &ids,
                                      const QVariantMap &rules)
{
    const auto content = contentOf(repository, ids, rules);
    if (!content)
        return {};
    QVariantMap notes;
    for (const ModuleUi *ui : ModuleUis::enabled(*content)) {
        if (const char *note = ui->idleNoteSource(*content))
            notes.insert(ui->moduleId(), QString::fromUtf8(note));
    }
    return notes;
}

} // namespace carcassonne
