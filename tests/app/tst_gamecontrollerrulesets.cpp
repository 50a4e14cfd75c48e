// The game controller with the rule sets beyond the base game: packages that combine, the
// arrows' choices, Mayflower's coast and surveyors, and The Mist at every level (its ghosts,
// team, face-down tiles and the team's result).
#include "boardlists.h"
#include "controllertesting.h"
#include "eventtext.h"
#include "languages.h"
#include "modules/mayflower/surveyorsmodule.h"
#include "modules/mist/fogmodule.h"
#include "modules/mist/graveyardsmodule.h"
#include "modules/mist/houndsmodule.h"
#include "packagechoices.h"
#include "record/game.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTranslator>
#include <QtTest>

using namespace carcassonne;

class TestGameControllerRuleSets : public QObject, private ControllerFixture
{
    Q_OBJECT

private slots:
    void init() { QVERIFY(makeFolder()); }
    void packagesCombine();
    void packagesCombineByTheirManifests();
    void choicesNameTheArrows();
    void mayflowerShowsTheCoastAndTheSurveyors();
    void mistIsARuleSetWithLevels();
    void mistShowsTheGhostsAndTheTeam();
    void mistHidesFaceDownTiles();
    void mistPlaysEveryLevel_data();
    void mistPlaysEveryLevel();
    void mistEndsWithTheTeamsResult_data();
    void mistEndsWithTheTeamsResult();
    void mistSoloPlaysFourColours();
    void mistSpeaksNoBoardNumbers_data();
    void mistSpeaksNoBoardNumbers();
    void buryFromASupplyNamesThePlayer();
    void authoredRulesExplainThemselves();
    void mistDialogDealsTheEditionsColours();

private:
    // A rule case of tests/data/rules (`fixture`) cut to its first `moves` moves (-1: all but
    // the last), written to the test's folder; its path, and the move cut off first in `next`.
    QString recordUpTo(const QString &fixture, qsizetype moves, QJsonObject *next = nullptr);
};

namespace {

QList<QVariantMap> markersOf(GameController &c, const QString &id)
{
    QList<QVariantMap> out;
    for (const QVariantMap &row : c.boardModel()->markers()->rows()) {
        if (row.value(QStringLiteral("id")) == id)
            out << row;
    }
    return out;
}

QVariantMap sharedCounter(GameController &c, const QString &id)
{
    for (const QVariant &v : c.scoresModel()->sharedCounters()) {
        if (v.toMap().value(QStringLiteral("id")) == id)
            return v.toMap();
    }
    return {};
}

QVariantMap mistRules(const QVariantMap &parameters)
{
    return {{QStringLiteral("parameters"), parameters}};
}

// A scripted human of The Mist: as playHumanStep, but any choice is fine as long as it says
// what it is (some have no place: the points, a guard from a supply, no more ghosts); it takes
// the first (which feature first, the points, the hound's first tile).
bool playMistStep(GameController &c)
{
    if (c.turnModel()->phase() != QLatin1String("choice"))
        return playHumanStep(c);
    const QVariantList choices = c.turnModel()->choices();
    if (choices.isEmpty())
        return false;
    for (const QVariant &v : choices) {
        const QString label = v.toMap().value(QStringLiteral("label")).toString();
        if (label.isEmpty() || label.contains(QLatin1String("option")))
            return false;
    }
    return c.turnModel()->choose(choices.front().toMap().value(QStringLiteral("index")).toInt());
}

} // namespace

void TestGameControllerRuleSets::packagesCombine()
{
    // What the new game dialog offers: the base game alone, expansions that need it, and the
    // modules and player limits of the packages chosen together.
    GameController c;
    NewGameModel &offer = *c.newGame();
    offer.reload();
    QVariantMap traders;
    for (int row = 0; row < offer.rowCount(); ++row) {
        if (offer.data(offer.index(row), NewGameModel::PackageIdRole).toString()
            == QLatin1String("traders-builders")) {
            traders.insert(QStringLiteral("requirements"),
                           offer.data(offer.index(row), NewGameModel::RequirementsRole));
            traders.insert(QStringLiteral("allowed"),
                           offer.data(offer.index(row), NewGameModel::AllowedRole));
        }
    }
    QCOMPARE(traders.value(QStringLiteral("requirements")).toStringList(),
             QStringList{QStringLiteral("base")});
    QVERIFY(traders.value(QStringLiteral("allowed")).toBool());
    // The base game and Mayflower; the others are expansions.
    QStringList bases;
    for (const QVariant &b : offer.bases())
        bases << b.toMap().value(QStringLiteral("id")).toString();
    QCOMPARE(bases, (QStringList{"base", "mayflower", "mist"}));
    QCOMPARE(offer.base(), QStringLiteral("base"));
    // Mayflower alone: 2 to 5 players, its four modules and their parameters, no expansion.
    offer.select(QStringLiteral("mayflower"), {QStringLiteral("traders-builders")});
    QVERIFY(offer.chosen().isEmpty());
    const QVariantMap mayflower = offer.info();
    QCOMPARE(mayflower.value(QStringLiteral("minPlayers")).toInt(), 2);
    QCOMPARE(mayflower.value(QStringLiteral("maxPlayers")).toInt(), 5);
    QStringList mayflowerModules;
    for (const QVariant &m : mayflower.value(QStringLiteral("modules")).toList())
        mayflowerModules << m.toMap().value(QStringLiteral("id")).toString();
    QCOMPARE(mayflowerModules, (QStringList{"coast", "surveyors", "farms", "trappers"}));
    // Each parameter says which module reads it ("" for the core's), so the dialog lists
    // it under that module; the seat limits are the package's, not a game's.
    QStringList parameters;
    QMap<QString, QString> moduleOf;
    for (const QVariant &p : mayflower.value(QStringLiteral("parameters")).toList()) {
        const QVariantMap row = p.toMap();
        const QString name = row.value(QStringLiteral("name")).toString();
        parameters << name;
        moduleOf[name] = row.value(QStringLiteral("module")).toString();
        QVERIFY2(!row.value(QStringLiteral("label")).toString().isEmpty(), qPrintable(name));
    }
    for (const char *name : {"coastRows", "coastClosesFeatures", "roadTradingPostPoints",
                             "surveyorBonus", "farmTilePoints", "fieldAnimalPoints"})
        QVERIFY2(parameters.contains(QLatin1String(name)), name);
    QCOMPARE(moduleOf.value(QStringLiteral("coastRows")), QStringLiteral("coast"));
    QCOMPARE(moduleOf.value(QStringLiteral("surveyorBonus")), QStringLiteral("surveyors"));
    QCOMPARE(moduleOf.value(QStringLiteral("farmTilePoints")), QStringLiteral("farms"));
    QCOMPARE(moduleOf.value(QStringLiteral("fieldAnimalPoints")), QStringLiteral("trappers"));
    QVERIFY(moduleOf.contains(QStringLiteral("cityTilePoints")));
    QCOMPARE(moduleOf.value(QStringLiteral("cityTilePoints")), QString());
    QVERIFY(!parameters.contains(QStringLiteral("minPlayers")));
    QVERIFY(!parameters.contains(QStringLiteral("maxPlayers")));
    QCOMPARE(mayflower.value(QStringLiteral("tiles")).toInt(), 95);
    offer.select(QStringLiteral("base"), {});
    offer.toggle(QStringLiteral("traders-builders"), true);
    offer.toggle(QStringLiteral("anniversary"), true);
    QCOMPARE(offer.info().value(QStringLiteral("ids")).toStringList(),
             (QStringList{"base", "traders-builders", "anniversary"}));
    const QVariantMap info =
            offer.infoOf({QStringLiteral("base"), QStringLiteral("traders-builders"),
                          QStringLiteral("anniversary")});
    QCOMPARE(info.value(QStringLiteral("ids")).toStringList().size(), 3);
    QStringList modules;
    for (const QVariant &m : info.value(QStringLiteral("modules")).toList())
        modules << m.toMap().value(QStringLiteral("id")).toString();
    for (const char *id : {"farmers", "abbot", "arrows", "goods", "builder", "pig"})
        QVERIFY2(modules.contains(QLatin1String(id)), id);
    QCOMPARE(info.value(QStringLiteral("tiles")).toInt(), 72 + 24 + 15);
}

void TestGameControllerRuleSets::packagesCombineByTheirManifests()
{
    // The rule the new game dialog shows, on made-up packages: an expansion needs what it
    // requires, two start tiles do not go together, and a standalone set (requires nothing,
    // brings its own start, as Mayflower will) is a rule set of its own.
    using Facts = PackageChoices::Facts;
    const auto facts = [](const QString &id, const QStringList &needs, bool startTile) {
        Package p;
        p.id = id;
        p.name.insert(QStringLiteral("en"), id.toUpper());
        p.requirements = needs;
        p.rules.startTile = startTile ? QStringLiteral("S") : QString();
        return PackageChoices::factsOf(p);
    };
    const QList<Facts> packages{
            facts("base", {}, true),           facts("mayflower", {}, true),
            facts("river", {"base"}, true),    facts("spring", {"base"}, true),
            facts("traders", {"base"}, false), facts("goods", {"traders"}, false),
            facts("tiles", {}, false)};
    QVERIFY(packages[0].standalone && packages[1].standalone);
    // A start tile alone does not make a rule set (the rivers need the base game), and a
    // package that requires nothing and brings no start goes with any rule set.
    QVERIFY(!packages[2].standalone && !packages[6].standalone);

    // Requirements: the base or a chosen expansion; the reason names what is missing.
    QVERIFY(PackageChoices::verdict(packages, "base", {}, "traders").allowed);
    PackageChoices::Verdict v = PackageChoices::verdict(packages, "base", {}, "goods");
    QVERIFY(!v.allowed);
    QVERIFY2(v.reason.contains(QLatin1String("TRADERS")), qPrintable(v.reason));
    QVERIFY(PackageChoices::verdict(packages, "base", {"traders"}, "goods").allowed);
    v = PackageChoices::verdict(packages, "mayflower", {}, "river");
    QVERIFY(!v.allowed);
    QVERIFY2(v.reason.contains(QLatin1String("BASE")), qPrintable(v.reason));
    QVERIFY(PackageChoices::verdict(packages, "mayflower", {}, "tiles").allowed);
    QVERIFY(!PackageChoices::verdict(packages, "base", {}, "mayflower").allowed);

    // Two start tiles: allowed, and the reason says which one goes.
    v = PackageChoices::verdict(packages, "base", {"river"}, "spring");
    QVERIFY(v.allowed);
    QVERIFY2(v.reason.contains(QLatin1String("RIVER")), qPrintable(v.reason));
    QCOMPARE(PackageChoices::toggle(packages, "base", {"river", "traders"}, "spring", true),
             (QStringList{"traders", "spring"}));
    QCOMPARE(PackageChoices::combine(packages, "base", {"river", "spring"}), QStringList{"spring"});

    // Switching off what another needs takes that one along, however deep.
    QCOMPARE(PackageChoices::toggle(packages, "base", {"traders", "goods", "river"}, "traders",
                                    false),
             QStringList{"river"});
    // A new rule set keeps only what goes with it; unknown and standalone ones go too.
    QCOMPARE(PackageChoices::combine(packages, "mayflower",
                                     {"river", "traders", "tiles", "nothing", "base"}),
             QStringList{"tiles"});
}

QString TestGameControllerRuleSets::recordUpTo(const QString &fixture, qsizetype moves,
                                               QJsonObject *next)
{
    QFile source(QStringLiteral(CARCASSONNE_TEST_DATA_DIR "/rules/") + fixture);
    if (!source.open(QIODevice::ReadOnly))
        return {};
    QJsonObject record = QJsonDocument::fromJson(source.readAll()).object();
    QJsonArray all = record.value(QStringLiteral("moves")).toArray();
    const qsizetype kept = moves < 0 ? all.size() + moves : moves;
    if (next && kept < all.size())
        *next = all.at(kept).toObject();
    while (all.size() > kept)
        all.removeLast();
    record.insert(QStringLiteral("moves"), all);
    const QString path = m_dir->filePath(QFileInfo(fixture).fileName());
    QFile out(path);
    if (!out.open(QIODevice::WriteOnly) || out.write(QJsonDocument(record).toJson()) < 0)
        return {};
    return path;
}

void TestGameControllerRuleSets::choicesNameTheArrows()
{
    // The rulebook case of two arrows activated at once, up to the choice: the board offers
    // both arrows by where they lie and what they do, and the chosen one takes effect.
    const QString path =
            recordUpTo(QStringLiteral("anniversary/arrow-two-choose-anywhere.json"), 1);
    QVERIFY(!path.isEmpty());

    GameController c;
    configure(c);
    QVERIFY(c.loadGame(path));
    QVERIFY(c.turnModel()->humanTurn());
    c.turnModel()->setRotation(1);
    QVERIFY(c.turnModel()->placeTile(1, -1));
    QCOMPARE(c.turnModel()->phase(), QStringLiteral("choice"));
    const QVariantList choices = c.turnModel()->choices();
    QCOMPARE(choices.size(), 2);
    QStringList labels;
    int anywhere = -1;
    for (const QVariant &v : choices) {
        const QVariantMap row = v.toMap();
        QVERIFY(row.contains(QStringLiteral("x")) && row.contains(QStringLiteral("y")));
        labels << row.value(QStringLiteral("label")).toString();
        if (row.value(QStringLiteral("x")).toInt() == 1
            && row.value(QStringLiteral("y")).toInt() == 0)
            anywhere = row.value(QStringLiteral("index")).toInt();
    }
    QVERIFY2(labels[0] != labels[1], qPrintable(labels.join(QLatin1String(" | "))));
    // Said where a player sees it, from the tile just laid, not by the board's numbers.
    for (const QString &label : labels) {
        QVERIFY2(label.contains(QLatin1String("your tile")), qPrintable(label));
        QVERIFY2(!label.contains(QRegularExpression(QStringLiteral("\\d"))), qPrintable(label));
    }
    QVERIFY(anywhere >= 0);
    QVERIFY(c.turnModel()->choose(anywhere));
    QCOMPARE(c.turnModel()->phase(), QStringLiteral("placeFigure"));
    // Anywhere: a figure may go on the start tile's city, away from the new tile.
    bool away = false;
    for (int i = 0; i < c.boardModel()->targets()->rowCount(); ++i) {
        const QVariantMap t = c.boardModel()->targets()->get(i);
        away = away || (t.value(QStringLiteral("x")).toDouble() < 1.0);
    }
    QVERIFY(away);
}

void TestGameControllerRuleSets::buryFromASupplyNamesThePlayer()
{
    // The rulebook case of a graveyard closed with no guard on the board: the team picks whose
    // supply gives the guard to bury, each choice named by its player, not a seat number.
    QJsonObject last;
    const QString path =
            recordUpTo(QStringLiteral("mist/graveyard-buries-from-a-supply.json"), -1, &last);
    QVERIFY(!path.isEmpty());

    GameController c;
    configure(c);
    QVERIFY(c.loadGame(path));
    QVERIFY(c.turnModel()->humanTurn());
    const QJsonArray at = last.value(QStringLiteral("at")).toArray();
    c.turnModel()->setRotation(last.value(QStringLiteral("rotation")).toInt() / 90);
    QVERIFY(c.turnModel()->placeTile(at[0].toInt(), at[1].toInt()));
    for (int i = 0; i < 3 && c.turnModel()->phase() == QLatin1String("placeFigure"); ++i)
        QVERIFY(c.turnModel()->skip());
    QCOMPARE(c.turnModel()->phase(), QStringLiteral("choice"));
    QStringList labels;
    for (const QVariant &v : c.turnModel()->choices())
        labels << v.toMap().value(QStringLiteral("label")).toString();
    QVERIFY2(labels.contains(QStringLiteral("A guard from Red's supply"))
                     && labels.contains(QStringLiteral("A guard from Blue's supply")),
             qPrintable(labels.join(QLatin1String(" | "))));
}

void TestGameControllerRuleSets::mayflowerShowsTheCoastAndTheSurveyors()
{
    // Mayflower has no start tile: the board shows its ten start fields and the sea, the two
    // surveyors on the coast's column and, once they have moved west, the columns east of both
    // shaded; colonists go by their roles, and a spot at risk says so.
    GameController c;
    configure(c);
    QVERIFY(c.startGame(setupOf({"human", "human", "human"}, 8, {QStringLiteral("mayflower")})));
    QCOMPARE(c.boardModel()->tiles()->rowCount(), 0);
    QCOMPARE(c.boardModel()->bounds(), QRect(0, 0, 1, 10));
    const auto markers = [&c](const QString &id) {
        QList<QVariantMap> out;
        for (const QVariantMap &row : c.boardModel()->markers()->rows()) {
            if (row.value(QStringLiteral("id")) == id)
                out << row;
        }
        return out;
    };
    const QList<QVariantMap> fields = markers(QStringLiteral("startField"));
    QCOMPARE(fields.size(), 10);
    QSet<int> rows;
    for (const QVariantMap &f : fields) {
        QCOMPARE(f.value(QStringLiteral("kind")).toString(), QStringLiteral("ground"));
        QCOMPARE(f.value(QStringLiteral("x")).toInt(), 0);
        QCOMPARE(f.value(QStringLiteral("source")).toString(),
                 QStringLiteral("image://carcassonne/board/startfield"));
        QVERIFY(!f.value(QStringLiteral("tooltip")).toString().isEmpty());
        rows.insert(f.value(QStringLiteral("y")).toInt());
    }
    QCOMPARE(rows, (QSet<int>{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}));
    QVERIFY(!markers(QStringLiteral("sea")).isEmpty());
    QVERIFY(markers(QStringLiteral("risk")).isEmpty());
    QCOMPARE(firstSupplyName(c, 0), QStringLiteral("colonist"));

    const QStringList roles{QStringLiteral("bandit"), QStringLiteral("sheriff"),
                            QStringLiteral("farmer"), QStringLiteral("trapper")};
    int checkedTargets = 0;
    int warnings = 0;
    int riskShades = 0;
    int bonuses = 0;
    for (int step = 0; step < 400 && !c.endingModel()->gameOver(); ++step) {
        const GameState &s = c.game()->state();
        // The surveyors stand where the engine says, one above and one below the landscape.
        const auto columns = SurveyorsModule::columns(s);
        QVERIFY(columns);
        const QList<QVariantMap> surveyors = markers(QStringLiteral("surveyor"));
        QCOMPARE(surveyors.size(), 2);
        for (int i = 0; i < 2; ++i) {
            QCOMPARE(surveyors[i].value(QStringLiteral("kind")).toString(),
                     QStringLiteral("token"));
            QCOMPARE(surveyors[i].value(QStringLiteral("x")).toInt(), (*columns)[std::size_t(i)]);
        }
        QCOMPARE(surveyors[0].value(QStringLiteral("y")).toInt(), s.board().minCell().y - 1);
        QCOMPARE(surveyors[1].value(QStringLiteral("y")).toInt(), s.board().maxCell().y + 1);
        // The shade covers exactly the columns east of both, up to the coast.
        const int east = std::max((*columns)[0], (*columns)[1]);
        const QList<QVariantMap> risk = markers(QStringLiteral("risk"));
        if (east < -1) {
            QCOMPARE(risk.size(), 1);
            QCOMPARE(risk[0].value(QStringLiteral("kind")).toString(), QStringLiteral("shade"));
            QCOMPARE(risk[0].value(QStringLiteral("x")).toInt(), east + 1);
            QCOMPARE(risk[0].value(QStringLiteral("width")).toInt(), -1 - east);
            ++riskShades;
        } else {
            QVERIFY(risk.isEmpty());
        }
        if (c.turnModel()->phase() == QLatin1String("placeFigure")) {
            for (int i = 0; i < c.boardModel()->targets()->rowCount(); ++i) {
                const QString label =
                        c.boardModel()->targets()->get(i).value(QStringLiteral("label")).toString();
                bool named = false;
                for (const QString &role : roles)
                    named = named || label.contains(role);
                QVERIFY2(named && !label.contains(QLatin1String("meeple")), qPrintable(label));
                c.turnModel()->setHoveredTarget(i);
                const QVariantMap preview = c.turnModel()->targetPreview();
                const Move m = c.game()->state().legalMoves()[std::size_t(
                        c.boardModel()->targets()->get(i).value(QStringLiteral("move")).toInt())];
                const FeatureValue v = s.value(m.segment);
                const bool atRisk = v.type != FeatureType::Field && !v.completed
                        && SurveyorsModule::atRisk(s, s.cellOf(m.segment).x);
                QCOMPARE(!preview.value(QStringLiteral("warning")).toString().isEmpty(), atRisk);
                warnings += atRisk ? 1 : 0;
                // The surveyor bonus is told only where it would be paid now: a completed
                // feature, the spot in a surveyor's column.
                if (preview.value(QStringLiteral("text"))
                            .toString()
                            .contains(QLatin1String("(Surveyors: +"))) {
                    const int x = s.cellOf(m.segment).x;
                    QVERIFY(v.completed);
                    QVERIFY(x == (*columns)[0] || x == (*columns)[1]);
                    ++bonuses;
                }
                ++checkedTargets;
            }
            c.turnModel()->setHoveredTarget(-1);
        }
        if (c.turnModel()->phase() == QLatin1String("choice")) {
            // Which feature scores next: each named with its worth and pointed at.
            for (const QVariant &v : c.turnModel()->choices()) {
                const QVariantMap row = v.toMap();
                QVERIFY(row.value(QStringLiteral("segment")).toInt() >= 0);
                QVERIFY(row.contains(QStringLiteral("ax")) && row.contains(QStringLiteral("x")));
                QVERIFY(row.value(QStringLiteral("label"))
                                .toString()
                                .contains(QLatin1String("point")));
            }
            QVERIFY(!c.turnModel()->choicePrompt().isEmpty());
            c.turnModel()->setHoveredChoice(0);
            QVERIFY(c.boardModel()->highlight()->rowCount() > 0);
        }
        QVERIFY(playHumanStep(c));
    }
    QVERIFY(checkedTargets > 0);
    QVERIFY(riskShades > 0);
    // Spots at risk and bonuses depend on the tiles drawn: counted, not required.
    qInfo("Mayflower: %d figure spots checked, %d at risk, %d with a surveyor bonus",
          checkedTargets, warnings, bonuses);
    // A surveyor's move is told in columns from the coast, never by the board's numbers.
    bool moved = false;
    for (const QVariantMap &row : c.log()->rows()) {
        const QString text = row.value(QStringLiteral("text")).toString();
        if (!text.contains(QLatin1String("surveyor one column west")))
            continue;
        moved = true;
        QVERIFY2(QRegularExpression(QStringLiteral(", \\d+ column(s|\\(s\\))? from the coast$"))
                         .match(text)
                         .hasMatch(),
                 qPrintable(text));
    }
    QVERIFY(moved);
}

void TestGameControllerRuleSets::mistIsARuleSetWithLevels()
{
    // The Mist stands alone: 1 to 5 seats (a word on seats and colours), its five modules, and
    // its level as the headline, each level summed up with the parameters it presets.
    NewGameModel offer;
    offer.reload();
    offer.select(QStringLiteral("mist"), {QStringLiteral("traders-builders")});
    QCOMPARE(offer.base(), QStringLiteral("mist"));
    QVERIFY(offer.chosen().isEmpty());
    const QVariantMap info = offer.info();
    QCOMPARE(info.value(QStringLiteral("minPlayers")).toInt(), 1);
    QCOMPARE(info.value(QStringLiteral("maxPlayers")).toInt(), 5);
    QVERIFY(info.value(QStringLiteral("seatNote")).toString().contains(QLatin1String("colour")));
    QStringList modules;
    for (const QVariant &m : info.value(QStringLiteral("modules")).toList())
        modules << m.toMap().value(QStringLiteral("id")).toString();
    QCOMPARE(modules, (QStringList{"cooperative", "fog", "castles", "graveyards", "hounds"}));
    QStringList parameters;
    for (const QVariant &p : info.value(QStringLiteral("parameters")).toList()) {
        const QVariantMap row = p.toMap();
        parameters << row.value(QStringLiteral("name")).toString();
        QVERIFY2(!row.value(QStringLiteral("label")).toString().isEmpty(),
                 qPrintable(row.value(QStringLiteral("name")).toString()));
    }
    for (const char *name :
         {"mistLevel", "goalPoints", "separateScores", "ghostSupply", "graveyardMode",
          "castleFogPoints", "stackSize", "houndOnePoints", "houndTwoPoints", "houndWithoutGuard"})
        QVERIFY2(parameters.contains(QLatin1String(name)), name);
    const QVariantMap headline = info.value(QStringLiteral("headline")).toMap();
    QCOMPARE(headline.value(QStringLiteral("name")).toString(), QStringLiteral("mistLevel"));
    QCOMPARE(headline.value(QStringLiteral("value")).toInt(), 1);
    const QVariantList options = headline.value(QStringLiteral("options")).toList();
    QCOMPARE(options.size(), 6);
    // The rulebook's levels: ghosts, goal, stacks; level 1 leaves castles and graveyards out.
    const int ghosts[] = {15, 15, 15, 13, 13, 12};
    const int goals[] = {50, 75, 100, 120, 100, 50};
    const int stacks[] = {0, 0, 20, 20, 20, 20};
    const char *tiles[] = {"50 tile", "60 tile", "60 tile", "60 tile", "60 tile", "60 tile"};
    for (int i = 0; i < 6; ++i) {
        const QVariantMap o = options[i].toMap();
        QCOMPARE(o.value(QStringLiteral("value")).toInt(), i + 1);
        QCOMPARE(o.value(QStringLiteral("label")).toString(),
                 QStringLiteral("Level %1").arg(i + 1));
        const QVariantMap preset = o.value(QStringLiteral("parameters")).toMap();
        QCOMPARE(preset.value(QStringLiteral("mistLevel")).toInt(), i + 1);
        QCOMPARE(preset.value(QStringLiteral("ghostSupply")).toInt(), ghosts[i]);
        QCOMPARE(preset.value(QStringLiteral("goalPoints")).toInt(), goals[i]);
        QCOMPARE(preset.value(QStringLiteral("stackSize")).toInt(), stacks[i]);
        const QString summary = o.value(QStringLiteral("summary")).toString();
        QVERIFY2(summary.contains(QStringLiteral("%1 ghost").arg(ghosts[i])), qPrintable(summary));
        QVERIFY2(summary.contains(QLatin1String(tiles[i])), qPrintable(summary));
        QVERIFY2(summary.contains(QString::number(goals[i])), qPrintable(summary));
        QCOMPARE(summary.contains(QLatin1String("Rufus")), stacks[i] > 0);
        QCOMPARE(summary.contains(QLatin1String("face down")), i >= 4);
    }
    offer.select(QStringLiteral("base"), {});
}

void TestGameControllerRuleSets::mistShowsTheGhostsAndTheTeam()
{
    // A Mist game: the 3 ghosts of the start tile on the board, the team's score against its
    // goal and the ghost supply above the players, guards as the figures, and while playing,
    // the ghosts on every cell as the engine counts them.
    GameController c;
    configure(c);
    QVERIFY(c.startGame(setupOf({"human", "human"}, 5, {QStringLiteral("mist")})));
    QCOMPARE(c.boardModel()->tiles()->rowCount(), 1); // the 2x2 start tile
    QList<QVariantMap> ghosts = markersOf(c, QStringLiteral("ghosts"));
    int total = 0;
    for (const QVariantMap &g : ghosts) {
        QCOMPARE(g.value(QStringLiteral("kind")).toString(), QStringLiteral("token"));
        QCOMPARE(g.value(QStringLiteral("source")).toString(),
                 QStringLiteral("image://carcassonne/icon/ghost"));
        QVERIFY(!g.value(QStringLiteral("tooltip")).toString().isEmpty());
        total += g.value(QStringLiteral("count")).toInt();
    }
    QCOMPARE(total, 3);
    const QVariantMap team = sharedCounter(c, QStringLiteral("teamScore"));
    QCOMPARE(team.value(QStringLiteral("count")).toInt(), 0);
    QCOMPARE(team.value(QStringLiteral("goal")).toInt(), 50);
    const QVariantMap supply = sharedCounter(c, QStringLiteral("ghostSupply"));
    QCOMPARE(supply.value(QStringLiteral("count")).toInt(), 12);
    QCOMPARE(supply.value(QStringLiteral("goal")).toInt(), 15);
    QVERIFY(sharedCounter(c, QStringLiteral("stack")).isEmpty()); // level 1: one pile
    QCOMPARE(firstSupplyName(c, 0), QStringLiteral("guard"));

    int rewards = 0, completeBanks = 0, neverBanks = 0, openSpots = 0;
    for (int step = 0; step < 400 && !c.endingModel()->gameOver(); ++step) {
        const GameState &s = c.game()->state();
        // Every cell with ghosts has its token with the engine's count, and no other.
        int shown = 0;
        for (const QVariantMap &g : markersOf(c, QStringLiteral("ghosts"))) {
            const CellPos at{g.value(QStringLiteral("x")).toInt(),
                             g.value(QStringLiteral("y")).toInt()};
            QCOMPARE(g.value(QStringLiteral("count")).toInt(), s.cellMarks(at));
            QVERIFY(s.cellMarks(at) > 0);
            shown += s.cellMarks(at);
        }
        QCOMPARE(shown, FogModule::onBoard(s));
        // Completed banks lit and banks that can never complete darkened, cell by cell, as the
        // engine sees them; open banks unmarked.
        std::vector<std::tuple<QString, int, int>> expected, marked;
        for (const FogModule::Bank &bank : FogModule::banks(s)) {
            if (bank.state == FogModule::BankState::Open)
                continue;
            const QString id = bank.state == FogModule::BankState::Complete
                    ? QStringLiteral("bankComplete")
                    : QStringLiteral("bankNever");
            for (const CellPos &cell : bank.cells)
                expected.emplace_back(id, cell.x, cell.y);
        }
        for (const QString &id : {QStringLiteral("bankComplete"), QStringLiteral("bankNever")}) {
            for (const QVariantMap &m : markersOf(c, id)) {
                QCOMPARE(m.value(QStringLiteral("kind")).toString(), QStringLiteral("shade"));
                QVERIFY(!m.value(QStringLiteral("tooltip")).toString().isEmpty());
                marked.emplace_back(id, m.value(QStringLiteral("x")).toInt(),
                                    m.value(QStringLiteral("y")).toInt());
            }
        }
        std::sort(expected.begin(), expected.end());
        std::sort(marked.begin(), marked.end());
        QVERIFY(marked == expected);
        const auto cellsOf = [&](const QString &id) {
            return int(std::count_if(expected.begin(), expected.end(),
                                     [&](const auto &e) { return std::get<0>(e) == id; }));
        };
        completeBanks = std::max(completeBanks, cellsOf(QStringLiteral("bankComplete")));
        neverBanks = std::max(neverBanks, cellsOf(QStringLiteral("bankNever")));
        QCOMPARE(sharedCounter(c, QStringLiteral("ghostSupply"))
                         .value(QStringLiteral("count"))
                         .toInt(),
                 FogModule::supply(s));
        if (c.turnModel()->phase() == QLatin1String("choice")) {
            QVERIFY(!c.turnModel()->choicePrompt().isEmpty());
            // Points, or ghosts from a cell: the cell's choices point at it side by side.
            QSet<std::pair<double, double>> pointers;
            for (const QVariant &v : c.turnModel()->choices()) {
                const QVariantMap row = v.toMap();
                const QString label = row.value(QStringLiteral("label")).toString();
                QVERIFY2(!label.contains(QLatin1String("option")), qPrintable(label));
                if (label.startsWith(QLatin1String("Calm"))) {
                    QVERIFY(row.contains(QStringLiteral("x")));
                    const std::pair<double, double> p{row.value(QStringLiteral("ax")).toDouble(),
                                                      row.value(QStringLiteral("ay")).toDouble()};
                    QVERIFY(!pointers.contains(p));
                    pointers.insert(p);
                    ++rewards;
                }
            }
        }
        if (c.turnModel()->phase() == QLatin1String("placeFigure")) {
            // No final scoring: an open feature is worth what completing it brings, not "0 so
            // far".
            for (int i = 0; i < c.boardModel()->targets()->rowCount(); ++i) {
                c.turnModel()->setHoveredTarget(i);
                const Move m = s.legalMoves()[std::size_t(
                        c.boardModel()->targets()->get(i).value(QStringLiteral("move")).toInt())];
                const QString text =
                        c.turnModel()->targetPreview().value(QStringLiteral("text")).toString();
                const bool open = !s.value(m.segment).completed;
                QVERIFY2(text.contains(QLatin1String("only once it is completed")) == open,
                         qPrintable(text));
                QVERIFY2(!text.contains(QLatin1String("so far")), qPrintable(text));
                openSpots += open ? 1 : 0;
            }
            c.turnModel()->setHoveredTarget(-1);
        }
        QVERIFY(playMistStep(c));
    }
    QVERIFY(c.endingModel()->gameOver());
    qInfo("The Mist: %d ghost choices seen, at most %d cells of completed banks and %d of "
          "banks that never complete, %d spots on open features",
          rewards, completeBanks, neverBanks, openSpots);
    QVERIFY(completeBanks > 0 && neverBanks > 0 && openSpots > 0);
    // The game's own lines (ghosts going back to the supply) carry no player's colour; a
    // player's act (ghosts put in the fog by a player) does.
    int systemLines = 0, playerLines = 0;
    for (const QVariantMap &row : c.log()->rows()) {
        const QString text = row.value(QStringLiteral("text")).toString();
        const bool system = row.value(QStringLiteral("system")).toBool();
        if (system) {
            ++systemLines;
            QVERIFY2(row.value(QStringLiteral("colourValue")).toString().isEmpty(),
                     qPrintable(text));
        } else if (text.contains(QLatin1String(" in the fog of the new tile"))) {
            ++playerLines;
            QVERIFY2(!row.value(QStringLiteral("colourValue")).toString().isEmpty(),
                     qPrintable(text));
        }
    }
    QVERIFY(systemLines > 0 && playerLines > 0);
}

void TestGameControllerRuleSets::mistHidesFaceDownTiles()
{
    // Level 5: while a graveyard is open, tiles go face down beside it. The board shows their
    // backs where the engine laid them, and the tiles panel counts them with the tiles to come:
    // what the players have not seen, never which tiles they are.
    int faceDownSeen = 0;
    int fitsSeen = 0;
    for (int seed = 1; seed <= 40 && faceDownSeen == 0; ++seed) {
        GameController c;
        configure(c);
        QVERIFY(c.startGame(setupOf({"human", "human"}, seed, {QStringLiteral("mist")},
                                    mistRules({{QStringLiteral("mistLevel"), 5},
                                               {QStringLiteral("ghostSupply"), 60}}))));
        for (int step = 0; step < 600 && !c.endingModel()->gameOver(); ++step) {
            const GameState &s = c.game()->state();
            const QList<QVariantMap> backs = markersOf(c, QStringLiteral("faceDown"));
            QCOMPARE(backs.size(), int(s.faceDownCells().size()));
            for (int i = 0; i < backs.size(); ++i) {
                QCOMPARE(backs[i].value(QStringLiteral("kind")).toString(),
                         QStringLiteral("ground"));
                QCOMPARE(backs[i].value(QStringLiteral("source")).toString(),
                         QStringLiteral("image://carcassonne/board/tileback"));
                QCOMPARE(backs[i].value(QStringLiteral("x")).toInt(),
                         s.faceDownCells()[std::size_t(i)].x);
                QCOMPARE(backs[i].value(QStringLiteral("y")).toInt(),
                         s.faceDownCells()[std::size_t(i)].y);
            }
            // The graveyards still open are marked.
            QCOMPARE(markersOf(c, QStringLiteral("openGraveyard")).size(),
                     int(GraveyardsModule::openGraveyards(s).size()));
            const std::vector<int> unseen = s.unseenTiles();
            int listed = 0;
            int fitting = 0;
            for (int row = 0; row < c.boardModel()->remaining()->rowCount(); ++row) {
                const QVariantMap r = c.boardModel()->remaining()->get(row);
                const int type = r.value(QStringLiteral("type")).toInt();
                QCOMPARE(r.value(QStringLiteral("count")).toInt(), unseen[std::size_t(type)]);
                listed += r.value(QStringLiteral("count")).toInt();
                // Marked when a tile of the type, drawn now, would have a square.
                QCOMPARE(r.value(QStringLiteral("fits")).toBool(),
                         unseen[std::size_t(type)] > 0 && !s.gameOver() && s.hasPlacement(type));
                fitting += r.value(QStringLiteral("fits")).toBool() ? 1 : 0;
            }
            QCOMPARE(listed, c.scoresModel()->unseenCount());
            fitsSeen += fitting;
            QCOMPARE(c.scoresModel()->unseenCount(),
                     c.scoresModel()->remainingCount() + int(s.faceDownCells().size()));
            if (!s.faceDownCells().empty() && !s.gameOver())
                ++faceDownSeen;
            QVERIFY(playMistStep(c));
        }
    }
    QVERIFY(faceDownSeen > 0);
    QVERIFY(fitsSeen > 0);
}

void TestGameControllerRuleSets::mistPlaysEveryLevel_data()
{
    QTest::addColumn<int>("level");
    QTest::addColumn<QStringList>("kinds");
    // Solo, two and four seats; a larger supply so that games last into the stacks.
    for (int level = 1; level <= 6; ++level) {
        QTest::addRow("level %d, 1 seat", level) << level << QStringList{"human"};
        QTest::addRow("level %d, 2 seats", level) << level << QStringList{"human", "ai:greedy"};
        QTest::addRow("level %d, 4 seats", level)
                << level << QStringList{"human", "ai:greedy", "human", "ai:random"};
    }
}

void TestGameControllerRuleSets::mistPlaysEveryLevel()
{
    // Each level plays to its end in the window: the shared counters follow the engine (the
    // team's score and goal, the supply, the stack, the hounds), a lying hound is drawn where
    // the engine has it, every log line is worded, and the end says why.
    QFETCH(int, level);
    QFETCH(QStringList, kinds);
    GameController c;
    configure(c);
    QVERIFY(c.startGame(setupOf(kinds, 11 + level, {QStringLiteral("mist")},
                                mistRules({{QStringLiteral("mistLevel"), level},
                                           {QStringLiteral("ghostSupply"), 40}}))));
    QCOMPARE(c.game()->state().content().parameter(QStringLiteral("mistLevel")), level);
    const bool stacks = level >= 3;
    int houndsSeen = 0;
    for (int step = 0; step < 3000 && !c.endingModel()->gameOver(); ++step) {
        const GameState &s = c.game()->state();
        QCOMPARE(sharedCounter(c, QStringLiteral("level")).value(QStringLiteral("text")).toString(),
                 QStringLiteral("%1 of 6").arg(level));
        QCOMPARE(sharedCounter(c, QStringLiteral("ghostSupply"))
                         .value(QStringLiteral("count"))
                         .toInt(),
                 FogModule::supply(s));
        QCOMPARE(sharedCounter(c, QStringLiteral("stack")).isEmpty(), !stacks);
        QCOMPARE(sharedCounter(c, QStringLiteral("rufus")).isEmpty(), !stacks);
        // Level 6: every colour has its own score against the goal.
        QCOMPARE(c.scoresModel()
                         ->players()
                         ->get(0)
                         .value(QStringLiteral("counters"))
                         .toList()
                         .size(),
                 level == 6 ? 1 : 0);
        const QList<QVariantMap> hounds = markersOf(c, QStringLiteral("hound"));
        int lying = 0;
        for (int h = 0; h < HoundsModule::kHounds; ++h) {
            if (HoundsModule::stateOf(s, h) != HoundsModule::HoundState::Lying)
                continue;
            QVERIFY(lying < hounds.size());
            QCOMPARE(hounds[lying].value(QStringLiteral("x")).toInt(),
                     HoundsModule::cellOf(s, h).x);
            QCOMPARE(hounds[lying].value(QStringLiteral("y")).toInt(),
                     HoundsModule::cellOf(s, h).y);
            ++lying;
        }
        QCOMPARE(hounds.size(), lying);
        houndsSeen += lying;
        if (c.turnModel()->humanTurn()) {
            QVERIFY(playMistStep(c));
        } else {
            QVERIFY(QTest::qWaitFor(
                    [&] { return c.turnModel()->humanTurn() || c.endingModel()->gameOver(); },
                    60000));
        }
    }
    QVERIFY(c.endingModel()->gameOver());
    const QVariantMap outcome = c.endingModel()->outcome();
    QVERIFY(outcome.value(QStringLiteral("kind")) == QLatin1String("won")
            || outcome.value(QStringLiteral("kind")) == QLatin1String("lost"));
    QVERIFY(!outcome.value(QStringLiteral("text")).toString().isEmpty());
    QCOMPARE(outcome.value(QStringLiteral("next")).toString().isEmpty(), level == 6);
    for (int row = 0; row < c.log()->rowCount(); ++row)
        QVERIFY(!c.log()->get(row).value(QStringLiteral("text")).toString().isEmpty());
    qInfo("level %d: %s after %d turns, score %d, hounds on the board seen %d times", level,
          qPrintable(outcome.value(QStringLiteral("text")).toString()), c.turnModel()->number(),
          c.game()->state().score(0), houndsSeen);
}

void TestGameControllerRuleSets::mistSpeaksNoBoardNumbers_data()
{
    QTest::addColumn<int>("level");
    QTest::addColumn<QString>("language");
    for (const int level : {1, 3, 5}) {
        for (const char *language : {"en", "nl", "de"})
            QTest::addRow("level %d, %s", level, language)
                    << level << QString::fromLatin1(language);
    }
}

void TestGameControllerRuleSets::mistSpeaksNoBoardNumbers()
{
    // The Mist words its places as a player does ("the graveyard north of your tile", "on
    // Rufus's tile"), never by the board's numbers ("1, -2"): not in the log, the prompt, a
    // choice or a tooltip, in any language. Its lines about a place show it when clicked.
    QFETCH(int, level);
    QFETCH(QString, language);
    QTranslator shared;
    QTranslator game;
    // As the window installs them (English: its plural forms).
    QVERIFY(Languages::load(shared, QStringLiteral("carcassonne-common"), language));
    QCoreApplication::installTranslator(&shared);
    if (Languages::load(game, QStringLiteral("carcassonne"), language))
        QCoreApplication::installTranslator(&game);
    const auto removeTranslators = qScopeGuard([&] {
        QCoreApplication::removeTranslator(&game);
        QCoreApplication::removeTranslator(&shared);
    });
    const QRegularExpression coordinates(QStringLiteral("-?\\d+, -?\\d+"));
    QStringList faults;
    const auto check = [&](const QString &where, const QString &text) {
        if (text.contains(coordinates))
            faults << QStringLiteral("%1: %2").arg(where, text);
    };
    GameController c;
    configure(c);
    // Two scripted humans, so that every decision is shown (the bots decide unseen).
    QVERIFY(c.startGame(setupOf({"human", "human"}, 4 + level, {QStringLiteral("mist")},
                                mistRules({{QStringLiteral("mistLevel"), level},
                                           {QStringLiteral("ghostSupply"), 40}}))));
    int choices = 0;
    for (int step = 0; step < 3000 && !c.endingModel()->gameOver(); ++step) {
        for (const QVariantMap &row : c.boardModel()->markers()->rows())
            check(QStringLiteral("tooltip"), row.value(QStringLiteral("tooltip")).toString());
        for (const QVariant &v : c.scoresModel()->sharedCounters())
            check(QStringLiteral("counter"), v.toMap().value(QStringLiteral("tooltip")).toString());
        check(QStringLiteral("note"), c.turnModel()->turnNote());
        if (!c.turnModel()->humanTurn()) {
            QVERIFY(QTest::qWaitFor(
                    [&] { return c.turnModel()->humanTurn() || c.endingModel()->gameOver(); },
                    60000));
            continue;
        }
        if (c.turnModel()->phase() == QLatin1String("choice")) {
            check(QStringLiteral("prompt"), c.turnModel()->choicePrompt());
            const QVariantList rows = c.turnModel()->choices();
            QSet<QString> labels;
            for (const QVariant &v : rows) {
                const QString label = v.toMap().value(QStringLiteral("label")).toString();
                check(QStringLiteral("choice"), label);
                // Two choices never read the same: where they lie tells them apart.
                if (labels.contains(label))
                    faults << QStringLiteral("two choices read \"%1\"").arg(label);
                labels.insert(label);
                ++choices;
            }
        }
        QVERIFY(playMistStep(c));
    }
    QVERIFY(c.endingModel()->gameOver());
    int located = 0;
    for (const QVariantMap &row : c.log()->rows()) {
        check(QStringLiteral("log"), row.value(QStringLiteral("text")).toString());
        const Event e = row.value(QStringLiteral("event")).value<Event>();
        if (e.type != Event::Type::Module || !row.value(QStringLiteral("located")).toBool())
            continue;
        // A module's line about a place shows that place.
        QCOMPARE(row.value(QStringLiteral("x")).toInt(), e.at.x);
        QCOMPARE(row.value(QStringLiteral("y")).toInt(), e.at.y);
        ++located;
    }
    QVERIFY2(faults.isEmpty(), qPrintable(faults.join(QLatin1Char('\n'))));
    QVERIFY(located > 0);
    qInfo("level %d, %s: %d choices, %d module lines that show their place", level,
          qPrintable(language), choices, located);
}

void TestGameControllerRuleSets::mistEndsWithTheTeamsResult_data()
{
    QTest::addColumn<QVariantMap>("parameters");
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("reason");
    // A goal of 1 point: won at the first scoring. Ghosts for the start tile only: lost at the
    // first tile with a ghost symbol.
    QTest::newRow("won") << QVariantMap{{QStringLiteral("goalPoints"), 1}} << "won"
                         << "reached the goal of 1 point";
    QTest::newRow("lost") << QVariantMap{{QStringLiteral("ghostSupply"), 3}} << "lost"
                          << "The ghosts ran out";
}

void TestGameControllerRuleSets::mistEndsWithTheTeamsResult()
{
    QFETCH(QVariantMap, parameters);
    QFETCH(QString, kind);
    QFETCH(QString, reason);
    GameController c;
    configure(c);
    QVERIFY(c.startGame(
            setupOf({"human", "ai:greedy"}, 3, {QStringLiteral("mist")}, mistRules(parameters))));
    QVERIFY(c.endingModel()->outcome().isEmpty());
    QVERIFY(playToEnd(c, playMistStep));
    const QVariantMap outcome = c.endingModel()->outcome();
    QCOMPARE(outcome.value(QStringLiteral("kind")).toString(), kind);
    QVERIFY2(outcome.value(QStringLiteral("text")).toString().contains(reason),
             qPrintable(outcome.value(QStringLiteral("text")).toString()));
    QCOMPARE(outcome.value(QStringLiteral("headline")).toString(), QStringLiteral("Level 1"));
    QCOMPARE(outcome.value(QStringLiteral("next")).toString(), QStringLiteral("Level 2"));
    // The log's last line says it too; on a win every player is a winner, on a loss none.
    const QString last =
            c.log()->get(c.log()->rowCount() - 1).value(QStringLiteral("text")).toString();
    QVERIFY2(last.contains(kind == QLatin1String("won") ? QLatin1String("The team has won")
                                                        : QLatin1String("The team has lost")),
             qPrintable(last));
    QVERIFY2(last.contains(reason), qPrintable(last));
    for (const QVariant &row : c.endingModel()->finalTable())
        QCOMPARE(row.toMap().value(QStringLiteral("winner")).toBool(),
                 kind == QLatin1String("won"));
    // The Mist's tiles have roads and cities, no cloisters: the end table has no such column.
    const QVariantList standing = c.endingModel()->standingCategories();
    QCOMPARE(standing.size(), c.endingModel()->finalCategories().size());
    QVERIFY(standing[0].toBool() && standing[1].toBool());
    for (int i = 2; i < standing.size(); ++i)
        QVERIFY2(!standing[i].toBool(), qPrintable(c.endingModel()->finalCategories()[i]));

    // Next level: the same players at level 2, their own parameter kept; again: level 2 again.
    const QList<PlayerSetup> players = c.game()->setup().players;
    QVERIFY(c.playAgain(true));
    QVERIFY(!c.endingModel()->gameOver());
    QCOMPARE(c.game()->state().content().parameter(QStringLiteral("mistLevel")), 2);
    for (auto it = parameters.cbegin(); it != parameters.cend(); ++it)
        QCOMPARE(c.game()->state().content().parameter(it.key()), it.value().toInt());
    QCOMPARE(c.game()->setup().players.size(), players.size());
    for (int i = 0; i < players.size(); ++i) {
        QCOMPARE(c.game()->setup().players[i].name, players[i].name);
        QCOMPARE(c.game()->setup().players[i].kind, players[i].kind);
    }
    QVERIFY(c.playAgain(false));
    QCOMPARE(c.game()->state().content().parameter(QStringLiteral("mistLevel")), 2);
    // A game without levels has no next one.
    QVERIFY(c.startGame(setupOf({"human", "human"}, 3)));
    QVERIFY(!c.playAgain(true));
}

void TestGameControllerRuleSets::mistSoloPlaysFourColours()
{
    // The English edition alone: one seat plays red, blue, green and yellow, 3 guards each.
    // The figure spots place the colour picked (C cycles it), every turn is the seat's, and the
    // game goes to its end with guards of every colour.
    GameController c;
    configure(c);
    QVERIFY(c.startGame(setupOf({"human"}, 5, {QStringLiteral("mist")},
                                mistRules({{QStringLiteral("mistColours"), true}}))));
    QCOMPARE(c.scoresModel()->players()->rowCount(), 4);
    for (int p = 0; p < 4; ++p) {
        const QVariantMap row = c.scoresModel()->players()->get(p);
        QCOMPARE(row.value(QStringLiteral("seatName")).toString(), QStringLiteral("P1"));
        QVERIFY(row.value(QStringLiteral("name")).toString().startsWith(QStringLiteral("P1 (")));
        QCOMPARE(row.value(QStringLiteral("supply"))
                         .toList()
                         .value(0)
                         .toMap()
                         .value(QStringLiteral("count")),
                 QVariant(3));
    }
    FigureColourChoice *colour = c.turnModel()->figureColour();
    QSet<int> placedBy;
    int cycled = 0;
    for (int step = 0; step < 400 && !c.endingModel()->gameOver(); ++step) {
        QVERIFY(c.turnModel()->humanTurn());
        QCOMPARE(c.game()->state().currentPlayer(), 0); // every turn the one seat's
        if (c.turnModel()->phase() == QLatin1String("placeFigure")
            && c.boardModel()->targets()->rowCount() > 0) {
            QVERIFY(colour->active() || colour->colours().size() == 1);
            // Each spot shows and places the colour picked; the next colour's spots are the
            // same places.
            const int spots = c.boardModel()->targets()->rowCount();
            const int before = colour->current();
            colour->next();
            if (colour->colours().size() > 1) {
                QVERIFY(colour->current() != before);
                ++cycled;
            }
            QCOMPARE(c.boardModel()->targets()->rowCount(), spots);
            const QString name = c.game()->setup().players[colour->current()].color;
            for (int t = 0; t < spots; ++t)
                QVERIFY(c.boardModel()
                                ->targets()
                                ->get(t)
                                .value(QStringLiteral("source"))
                                .toString()
                                .contains(QLatin1Char('/') + name));
            const int who = colour->current();
            c.turnModel()->setSelectedTarget(0);
            QVERIFY(c.turnModel()->confirm());
            QCOMPARE(int(c.game()->state().figures().back().player), who);
            placedBy.insert(who);
            continue;
        }
        QVERIFY(playMistStep(c));
    }
    QVERIFY(c.endingModel()->gameOver());
    QVERIFY2(cycled > 5, qPrintable(QString::number(cycled)));
    QCOMPARE(placedBy.size(), 4);
    // The record says the player's colours and each guard's.
    const QByteArray record = c.game()->record().toBytes();
    QVERIFY(record.contains("\"colors\":[\"red\",\"blue\",\"green\",\"yellow\"]"));
    QVERIFY(record.contains("\"color\":\"green\",\"kind\":\"meeple\""));
}

void TestGameControllerRuleSets::mistDialogDealsTheEditionsColours()
{
    // The new game dialog starts The Mist with the English edition's colours: one or two seats
    // are dealt 4 or 2 colours each; with the rule off, or with three seats, one each.
    GameController c;
    NewGameModel &offer = *c.newGame();
    offer.reload();
    offer.select(QStringLiteral("mist"), {});
    const QVariantMap info = offer.info();
    bool found = false;
    for (const QVariant &v : info.value(QStringLiteral("parameters")).toList()) {
        const QVariantMap row = v.toMap();
        if (row.value(QStringLiteral("name")) != QLatin1String("mistColours"))
            continue;
        found = true;
        QCOMPARE(row.value(QStringLiteral("value")).toBool(), false); // the engine's default
        QCOMPARE(row.value(QStringLiteral("initial")).toBool(), true); // the dialog's
    }
    QVERIFY(found);
    auto dealt = [&](int seats, bool on) {
        QVariantMap setup =
                setupOf(QStringList(seats, QStringLiteral("human")), 1, {QStringLiteral("mist")},
                        mistRules({{QStringLiteral("mistColours"), on}}));
        QList<int> out;
        for (const QVariant &v : offer.dealtColours(setup))
            out << v.toMap().value(QStringLiteral("colours")).toList().size();
        return out;
    };
    QCOMPARE(dealt(1, true), QList<int>({4}));
    QCOMPARE(dealt(2, true), QList<int>({2, 2}));
    QCOMPARE(dealt(3, true), QList<int>());
    QCOMPARE(dealt(1, false), QList<int>());
    const QVariantList two =
            offer.dealtColours(setupOf({"human", "human"}, 1, {QStringLiteral("mist")},
                                       mistRules({{QStringLiteral("mistColours"), true}})));
    QStringList names;
    for (const QVariant &seat : two)
        for (const QVariant &colour : seat.toMap().value(QStringLiteral("colours")).toList())
            names << colour.toMap().value(QStringLiteral("colour")).toString();
    QCOMPARE(names, QStringList({"red", "green", "blue", "yellow"}));
}

void TestGameControllerRuleSets::authoredRulesExplainThemselves()
{
    // A package's own rules (Inns & Cathedrals): a figure spot on a road with an inn says the
    // rule that sets its points, and the log line of a road scored by one names it too.
    GameController c;
    QVERIFY(c.startGame(setupOf({"human", "human"}, 3,
                                {QStringLiteral("base"), QStringLiteral("inns-cathedrals")})));
    int explainedSpots = 0;
    int largeSpots = 0;
    for (int step = 0; step < 2000 && !c.endingModel()->gameOver(); ++step) {
        // The package's large meeple is drawn at the size its rules give it (130%), where it
        // may go and where it stands; the meeple at 100%.
        for (int i = 0; i < c.boardModel()->figures()->rowCount(); ++i) {
            const QVariantMap row = c.boardModel()->figures()->get(i);
            const bool large = row.value(QStringLiteral("kind")) == QLatin1String("own1");
            QCOMPARE(row.value(QStringLiteral("scale")).toDouble(), large ? 1.3 : 1.0);
        }
        if (c.turnModel()->phase() == QLatin1String("placeFigure")) {
            for (int i = 0; i < c.boardModel()->targets()->rowCount(); ++i) {
                const QVariantMap row = c.boardModel()->targets()->get(i);
                const bool large = row.value(QStringLiteral("kind")) == QLatin1String("own1");
                QCOMPARE(row.value(QStringLiteral("scale")).toDouble(), large ? 1.3 : 1.0);
                largeSpots += large ? 1 : 0;
            }
            const GameState &s = c.game()->state();
            for (int i = 0; i < c.boardModel()->targets()->rowCount(); ++i) {
                const Move m = s.legalMoves()[std::size_t(
                        c.boardModel()->targets()->get(i).value(QStringLiteral("move")).toInt())];
                if (s.value(m.segment).ruleModule < 0)
                    continue;
                c.turnModel()->setHoveredTarget(i);
                const QString text =
                        c.turnModel()->targetPreview().value(QStringLiteral("text")).toString();
                QVERIFY2(text.contains(QLatin1String("with an inn"))
                                 || text.contains(QLatin1String("with a cathedral")),
                         qPrintable(text));
                ++explainedSpots;
            }
            c.turnModel()->setHoveredTarget(-1);
        }
        QVERIFY(playHumanStep(c));
    }
    QVERIFY(c.endingModel()->gameOver());
    int namedLines = 0;
    for (const QVariantMap &row : c.log()->rows())
        namedLines +=
                row.value(QStringLiteral("text")).toString().contains(QLatin1String("; with an"))
                ? 1
                : 0;
    qInfo("Inns & Cathedrals: %d figure spots and %d log lines named a package's rule",
          explainedSpots, namedLines);
    QVERIFY(explainedSpots > 0);
    QVERIFY(namedLines > 0);
    QVERIFY(largeSpots > 0);
}

QTEST_MAIN(TestGameControllerRuleSets)
#include "tst_gamecontrollerrulesets.moc"
