// Completeness of the rule catalog across the layers: every rule module the engine knows has
// its description (ModuleUi) with a name and a label for each parameter and score category,
// translated into Dutch and German; every event code a name in records and a line in the log;
// unique choice keys and a prompt for each; every figure kind a picture and a name; and each
// module's rule set a folder of its own in the engine, the shared texts, the test data and the
// docs, named by the package id. Adding a module and forgetting its German name fails here.

#include "art/figureart.h"
#include "content/packagerepository.h"
#include "languages.h"
#include "moduleuis.h"
#include "rules/rulecatalog.h"
#include "rules/rulemodule.h"
#include "ruleshelp.h"
#include "state/gamecontent.h"
#include "state/gamestate.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QTranslator>

using namespace carcassonne;

namespace {

const QStringList kLanguages{QStringLiteral("nl"), QStringLiteral("de")};

// The built-in packages that offer a module, each with what it requires.
QStringList packagesOffering(const QString &moduleId)
{
    PackageRepository repository;
    QStringList out;
    for (const QString &id : repository.availableIds()) {
        Problems problems;
        const auto package = repository.load(id, &problems);
        if (!package)
            continue;
        for (const ModuleSetting &m : package->rules.modules) {
            if (m.id == moduleId)
                out << id;
        }
    }
    return out;
}

// A game of the first package that offers the module, with it switched on.
std::optional<GameState> gameWith(const RuleModule *module)
{
    const QStringList offering = packagesOffering(module->id());
    if (offering.isEmpty())
        return std::nullopt;
    PackageRepository repository;
    Problems problems;
    const auto packages = repository.resolve({offering.front()}, &problems);
    if (!packages)
        return std::nullopt;
    const auto content =
            GameContent::build(*packages, QVariantMap{{module->id(), true}}, &problems);
    if (!content)
        return std::nullopt;
    return GameState::create(content, 2, 1, nullptr, nullptr, nullptr);
}

} // namespace

class TestCatalog : public QObject
{
    Q_OBJECT

private slots:
    void everyModuleHasADescription();
    void namesAndLabelsAreTranslated_data();
    void namesAndLabelsAreTranslated();
    void everyEventCodeHasANameAndALogLine();
    void choiceKeysAreUniqueAndPrompted();
    void everyFigureKindHasAPictureAndAName();
    void everyRuleSetHasItsFolders();
    void everyModuleExplainsItsRules_data();
    void everyModuleExplainsItsRules();
};

void TestCatalog::everyModuleHasADescription()
{
    QSet<QString> ids;
    for (const RuleModule *m : RuleCatalog::modules()) {
        QVERIFY2(!ids.contains(m->id()), qPrintable(m->id() + QStringLiteral(" twice")));
        ids.insert(m->id());
        const ModuleUi *ui = ModuleUis::of(m->id());
        QVERIFY2(ui, qPrintable(m->id() + QStringLiteral(" has no ModuleUi in ModuleUis")));
        QVERIFY(ui->nameSource() && *ui->nameSource());
        for (const ParameterSpec &p : m->parameters()) {
            bool labelled = false;
            for (const ModuleUi::Label &l : ui->parameterLabels())
                labelled = labelled || p.name == QLatin1String(l.id);
            QVERIFY2(labelled,
                     qPrintable(m->id() + QStringLiteral(": no label for parameter ") + p.name));
        }
        for (const QString &category : m->scoreCategories()) {
            bool labelled = false;
            for (const ModuleUi::Label &l : ui->categoryLabels())
                labelled = labelled || category == QLatin1String(l.id);
            QVERIFY2(labelled,
                     qPrintable(m->id() + QStringLiteral(": no label for category ") + category));
        }
    }
    for (const ModuleUi *ui : ModuleUis::all())
        QVERIFY2(ids.contains(ui->moduleId()),
                 qPrintable(ui->moduleId() + QStringLiteral(" describes no module")));
}

void TestCatalog::namesAndLabelsAreTranslated_data()
{
    QTest::addColumn<QString>("language");
    for (const QString &language : kLanguages)
        QTest::newRow(qPrintable(language)) << language;
}

void TestCatalog::namesAndLabelsAreTranslated()
{
    QFETCH(QString, language);
    QTranslator translator;
    QVERIFY(Languages::load(translator, QStringLiteral("carcassonne-common"), language));
    auto translated = [&](const char *source) {
        return !translator.translate("RuleTexts", source).isEmpty();
    };
    for (const ModuleUi *ui : ModuleUis::all()) {
        QVERIFY2(translated(ui->nameSource()),
                 qPrintable(ui->moduleId() + QStringLiteral(": name not in ") + language));
        for (const ModuleUi::Label &l : ui->parameterLabels())
            QVERIFY2(translated(l.source),
                     qPrintable(ui->moduleId() + QStringLiteral(": ") + QString::fromLatin1(l.id)
                                + QStringLiteral(" not in ") + language));
        for (const ModuleUi::Label &l : ui->categoryLabels())
            QVERIFY2(translated(l.source),
                     qPrintable(ui->moduleId() + QStringLiteral(": category ")
                                + QString::fromLatin1(l.id) + QStringLiteral(" not in ")
                                + language));
    }
}

void TestCatalog::everyEventCodeHasANameAndALogLine()
{
    QTranslator german;
    QVERIFY(Languages::load(german, QStringLiteral("carcassonne-common"), QStringLiteral("de")));
    int codes = 0;
    for (const RuleModule *m : RuleCatalog::modules()) {
        QSet<QString> names;
        if (m->eventCodeCount() == 0)
            continue;
        const auto state = gameWith(m);
        QVERIFY2(state, qPrintable(m->id() + QStringLiteral(": no built-in game offers it")));
        const ModuleUi *ui = ModuleUis::of(m->id());
        QVERIFY(ui);
        for (int code = 0; code < m->eventCodeCount(); ++code) {
            const QString name = m->eventName(std::uint8_t(code));
            QVERIFY2(!name.isEmpty() && !names.contains(name),
                     qPrintable(m->id() + QStringLiteral(": event %1 unnamed or twice").arg(code)));
            names.insert(name);
            Event e = m->moduleEvent(*state, std::uint8_t(code));
            e.values = {1, 1}; // a good, a symbol or a count: the first real one
            const QString english = ui->describe(*state, e, QStringLiteral("Ann"));
            QVERIFY2(english.contains(QStringLiteral("Ann")),
                     qPrintable(m->id() + QStringLiteral(": no log line for ") + name));
            QCoreApplication::installTranslator(&german);
            const QString inGerman = ui->describe(*state, e, QStringLiteral("Ann"));
            QCoreApplication::removeTranslator(&german);
            QVERIFY2(inGerman != english,
                     qPrintable(m->id() + QStringLiteral(": the log line for ") + name
                                + QStringLiteral(" is not in German")));
            ++codes;
        }
        QVERIFY(m->eventName(std::uint8_t(m->eventCodeCount())).isEmpty());
    }
    QVERIFY(codes >= 3); // goods, builder and arrows have one each today
}

void TestCatalog::choiceKeysAreUniqueAndPrompted()
{
    // Two modules of one game never share a key: GameContent::build refuses that, and every
    // built-in package's modules build (tst_packages); here, every module that asks prompts.
    QSet<QString> keys;
    for (const RuleModule *m : RuleCatalog::modules()) {
        const QStringList own = m->choiceKeys();
        if (own.isEmpty())
            continue;
        QCOMPARE(QSet<QString>(own.begin(), own.end()).size(), own.size());
        for (const QString &key : own)
            keys.insert(key);
        const auto state = gameWith(m);
        QVERIFY(state);
        QVERIFY2(!ModuleUis::of(m->id())->choicePrompt(*state).isEmpty(),
                 qPrintable(m->id() + QStringLiteral(" asks without a prompt")));
    }
    QVERIFY(!keys.isEmpty());
}

void TestCatalog::everyFigureKindHasAPictureAndAName()
{
    for (int k = 0; k < kFigureKindCount; ++k) {
        const FigureKind kind = FigureKind(k);
        const QString name = figurekind::name(kind);
        const auto art = FigureArt::parseKind(name);
        QVERIFY2(art, qPrintable(name + QStringLiteral(" has no picture")));
        QVERIFY(FigureArt::svg(*art, 0).contains("<svg"));
        if (kind == FigureKind::Meeple)
            continue; // the core's own
        bool named = false;
        for (const ModuleUi *ui : ModuleUis::all())
            named = named || !ui->figureName(kind, FeatureType::Road).isEmpty();
        QVERIFY2(named, qPrintable(name + QStringLiteral(": no module names it")));
    }
}

void TestCatalog::everyRuleSetHasItsFolders()
{
    // Each module lives in the folders of a rule set that offers it, named by its package id.
    const QDir source(QStringLiteral(CARCASSONNE_SOURCE_DIR));
    for (const RuleModule *m : RuleCatalog::modules()) {
        const QStringList offering = packagesOffering(m->id());
        QVERIFY2(!offering.isEmpty(),
                 qPrintable(m->id() + QStringLiteral(": no built-in package offers it")));
        bool home = false;
        for (const QString &id : offering) {
            home = home
                    || (QFileInfo(source.filePath(QStringLiteral("engine/modules/") + id)).isDir()
                        && QFileInfo(source.filePath(QStringLiteral("common/texts/modules/") + id))
                                   .isDir()
                        && !QDir(source.filePath(QStringLiteral("tests/data/rules/") + id))
                                    .entryList({QStringLiteral("*.expected.json")})
                                    .isEmpty()
                        && QFileInfo(source.filePath(QStringLiteral("docs/rules/") + id
                                                     + QStringLiteral(".md")))
                                   .isFile());
        }
        QVERIFY2(home,
                 qPrintable(m->id() + QStringLiteral(": none of ")
                            + offering.join(QStringLiteral(", "))
                            + QStringLiteral(" has engine/modules, common/texts/modules, "
                                             "tests/data/rules cases and docs/rules")));
    }
}

QTEST_GUILESS_MAIN(TestCatalog)
void TestCatalog::everyModuleExplainsItsRules_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    for (const QString &language : kLanguages)
        QTest::newRow(qPrintable(language)) << language;
}

// The rules help: every module explains its rules with the game's numbers filled in, shows a
// picture, and reads in Dutch and German, not in English; a game's help starts with the basics
// unless a module tells its own turn.
void TestCatalog::everyModuleExplainsItsRules()
{
    QFETCH(QString, language);
    QTranslator translator;
    if (language != QLatin1String("en")) {
        QVERIFY(Languages::load(translator, QStringLiteral("carcassonne-common"), language));
        QCoreApplication::installTranslator(&translator);
    }
    const auto cleanup = qScopeGuard([&] { QCoreApplication::removeTranslator(&translator); });
    static const QRegularExpression placeholder(QStringLiteral("%[0-9n]"));
    for (const RuleModule *m : RuleCatalog::modules()) {
        const auto game = gameWith(m);
        QVERIFY2(game, qPrintable(m->id()));
        const GameContent &content = game->content();
        const RulesHelp::Section section = RulesHelp::module(content, m->id());
        QVERIFY2(section.text.size() > 40, qPrintable(m->id() + QStringLiteral(": no help")));
        QVERIFY2(!section.text.contains(placeholder),
                 qPrintable(m->id() + QStringLiteral(": a number left out: ") + section.text));
        QVERIFY2(!section.title.isEmpty(), qPrintable(m->id()));
        QVERIFY2(!section.pictures.isEmpty(), qPrintable(m->id() + QStringLiteral(": no picture")));
        for (const ModuleUi::HelpPicture &p : section.pictures) {
            QVERIFY2(!p.caption.isEmpty(), qPrintable(m->id()));
            QVERIFY2(!p.image.isEmpty()
                             || (p.tileType >= 0 && p.tileType < int(content.tileTypes().size())),
                     qPrintable(m->id() + QStringLiteral(": a picture of nothing")));
        }
        if (language != QLatin1String("en")) {
            QCoreApplication::removeTranslator(&translator);
            const QString english = RulesHelp::module(content, m->id()).text;
            QCoreApplication::installTranslator(&translator);
            const QStringList ours = section.text.split(QStringLiteral("\n\n"));
            const QStringList theirs = english.split(QStringLiteral("\n\n"));
            QCOMPARE(ours.size(), theirs.size());
            for (qsizetype i = 0; i < ours.size(); ++i)
                QVERIFY2(ours[i] != theirs[i],
                         qPrintable(m->id() + QStringLiteral(": not in ") + language
                                    + QStringLiteral(": ") + ours[i]));
        }
        const QList<RulesHelp::Section> sections = RulesHelp::sections(content);
        QVERIFY(!sections.isEmpty());
        const bool ownBasics =
                std::any_of(sections.begin(), sections.end(), [](const RulesHelp::Section &s) {
                    const ModuleUi *ui = ModuleUis::of(s.id);
                    return ui && ui->hasOwnBasics();
                });
        QCOMPARE(sections.front().id == QLatin1String("basics"), !ownBasics);
        QVERIFY2(std::any_of(sections.begin(), sections.end(),
                             [&](const RulesHelp::Section &s) { return s.id == m->id(); }),
                 qPrintable(m->id() + QStringLiteral(": missing from its game's help")));
    }
}

#include "tst_catalog.moc"
