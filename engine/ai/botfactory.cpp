#include "botfactory.h"

#include "ai/heuristics/heuristics.h"
#include "botlevels.h"
#include "greedybot.h"
#include "mctsbot.h"
#include "randombot.h"

#include <QUrlQuery>

#include <array>
#include <cmath>
#include <limits>
#include <optional>

namespace carcassonne {

namespace {

// Where a kind's settings come from: a tool or a test may ask for any budget; a file (a saved
// game's players) only for what ends in reasonable time (the maxima below).
enum class Origin { Tool, File };

// A numeric setting's range for kinds read from files: a saved game cannot make a bot think for
// hours (iterations=2000000000) or divide by zero (scale=0). Documented in botfactory.h and
// docs/reliability.md.
struct Range
{
    double minimum;
    double maximum;
};

QString number(double v)
{
    return QString::number(v, 'g', 12);
}

// A name from a file as messages show it: printable ASCII as it is, anything else as \uXXXX, cut
// after 40 characters, so that no raw bytes reach a terminal or the window.
QString shown(const QString &name)
{
    constexpr qsizetype kShown = 40;
    QString out;
    for (qsizetype i = 0; i < name.size() && i < kShown; ++i) {
        const char16_t c = name.at(i).unicode();
        if (c >= 0x20 && c < 0x7f && c != u'\\')
            out += QChar(c);
        else
            out += QStringLiteral("\\u%1").arg(int(c), 4, 16, QLatin1Char('0'));
    }
    if (name.size() > kShown)
        out += QStringLiteral("...");
    return out;
}

// Chances and shares are 0-1; the evaluator's weights are points, within +-1000.
constexpr Range kShare{0, 1};
constexpr Range kPoints{-1000, 1000};

struct DoubleSetting
{
    const char *name;
    double *field;
    Range range;
};

// The evaluator's weights by their setting names (the rule modules' heuristics name theirs).
std::array<DoubleSetting, 14> weightSettings(EvaluatorWeights &w)
{
    return {{
            {"meeple", &w.meepleValue, kPoints},
            {"decay", &w.meepleDecay, kPoints},
            {"horizon", &w.meepleHorizon, {0, 1000}},
            {"return", &w.returnShare, kPoints},
            {"roadgrowth", &w.roadGrowth, kPoints},
            {"citygrowth", &w.cityGrowth, kPoints},
            {"close", &w.closeDraws, kPoints},
            {"extension", &w.cityExtension, kPoints},
            {"fill", &w.fillDraws, kPoints},
            {"fieldgrowth", &w.fieldGrowth, kPoints},
            {"roadworth", &w.roadWorth, kPoints},
            {"cityworth", &w.cityWorth, kPoints},
            {"cloisterworth", &w.cloisterWorth, kPoints},
            {"fieldworth", &w.fieldWorth, kPoints},
    }};
}

// The range of the weight `name` (an evaluator's or a heuristic's), or none for no weight.
std::optional<Range> weightRange(const QString &name)
{
    EvaluatorWeights names;
    for (const DoubleSetting &d : weightSettings(names)) {
        if (name == QLatin1String(d.name))
            return d.range;
    }
    if (ModuleHeuristics::hasWeight(name))
        return kPoints;
    return std::nullopt;
}

// Sets the weight `name`, which weightRange() knows.
void setWeight(EvaluatorWeights &w, const QString &name, double v)
{
    for (const DoubleSetting &d : weightSettings(w)) {
        if (name == QLatin1String(d.name)) {
            *d.field = v;
            return;
        }
    }
    w.setModuleWeight(name, v);
}

// "leaf" before a weight's name: the weight the search's leaves are judged by.
bool isLeafSetting(const QString &key)
{
    return key.startsWith(QLatin1String("leaf"));
}

// Applies one "key=value" setting; false with `problem` said when it cannot.
bool applySetting(MctsSettings &s, const QString &key, const QString &text, Origin origin,
                  Message *problem)
{
    auto refuse = [&](const Message &why) {
        if (problem)
            *problem = why;
        return false;
    };
    bool ok = false;
    const double v = text.toDouble(&ok);
    // toDouble reads "inf" and "nan": never a setting.
    if (!ok || !std::isfinite(v))
        return refuse(Message(QT_TRANSLATE_NOOP("EngineMessages", "setting '%1' needs a number"))
                              .arg(shown(key)));
    auto inRange = [&](const Range &range) {
        if (origin == Origin::Tool || (v >= range.minimum && v <= range.maximum))
            return true;
        return refuse(Message(QT_TRANSLATE_NOOP(
                                      "EngineMessages",
                                      "setting '%1' is %2; from a file it must be from %3 to %4"))
                              .arg(key, number(v), number(range.minimum), number(range.maximum)));
    };
    // A leaf setting is applied after the others, so it starts from the weights the query sets.
    const bool leaf = isLeafSetting(key);
    const QString name = leaf ? key.mid(4) : key;
    const DoubleSetting doubles[] = {
            {"seconds", &s.seconds, {0, 30}},        {"teamseconds", &s.teamSeconds, {0, 30}},
            {"followup", &s.followUpShare, kShare},  {"exploration", &s.exploration, {0, 100}},
            {"prior", &s.priorWeight, {0, 100}},     {"widen", &s.widenBase, {0, 100}},
            {"widenexp", &s.widenExponent, {0, 2}},  {"figure", &s.figureChance, kShare},
            {"field", &s.fieldChance, kShare},       {"smart", &s.smartFigures, kShare},
            {"scale", &s.rewardScale, {0.01, 1000}}, {"mistakes", &s.mistakeRate, kShare},
    };
    if (const std::optional<Range> range = weightRange(name)) {
        if (!inRange(*range))
            return false;
        if (leaf) {
            setWeight(*s.leafWeights, name, v);
            return true;
        }
        setWeight(s.weights, name, v);
        // A weight the query sets holds in a team game too, where a preset (hard) keeps
        // weights of its own.
        if (s.teamWeights)
            setWeight(*s.teamWeights, name, v);
        return true;
    }
    if (leaf)
        return refuse(
                Message(QT_TRANSLATE_NOOP("EngineMessages", "no setting '%1'")).arg(shown(key)));
    for (const DoubleSetting &d : doubles) {
        if (key == QLatin1String(d.name)) {
            if (!inRange(d.range))
                return false;
            *d.field = v;
            return true;
        }
    }
    struct IntSetting
    {
        const char *name;
        int *field;
        Range range;
    };
    // The search's budget: an iteration with 2 greedy turns takes about 0.2 ms; the hard level's
    // backstop, 20,000 iterations (its 1 s ends a decision first), is the most a file may ask.
    const IntSetting ints[] = {
            {"iterations", &s.iterations, {1, 20000}},
            {"threads", &s.threads, {1, 8}},
            {"evaluations", &s.evaluations, {0, 50000000}}, // 0: no limit
            {"expand", &s.expandVisits, {1, 1000000000}}, // a threshold: costs nothing
            {"turns", &s.playoutTurns, {0, 1000}}, // a game ends sooner
            {"tiles", &s.smartTiles, {0, 50}},
            {"greedyturns", &s.greedyTurns, {0, 4}},
            {"teamgreedyturns", &s.teamGreedyTurns, {0, 4}},
            {"halving", &s.rootHalving, {0, 64}},
            {"replywidth", &s.replyWidth, {1, 50}},
            {"replyleaves", &s.replyLeaves, {1, 100000}},
            {"mistakechoices", &s.mistakeChoices, {1, 50}},
    };
    for (const IntSetting &i : ints) {
        if (key == QLatin1String(i.name)) {
            // Checked before the conversion: a double beyond int's range has no int value.
            if (v < 0 || v > double(std::numeric_limits<int>::max()) || v != std::floor(v))
                return refuse(
                        Message(QT_TRANSLATE_NOOP("EngineMessages",
                                                  "setting '%1' needs a whole number from 0 to %2"))
                                .arg(key)
                                .arg(std::numeric_limits<int>::max()));
            if (!inRange(i.range))
                return false;
            *i.field = int(v);
            return true;
        }
    }
    struct BoolSetting
    {
        const char *name;
        bool *field;
    };
    const BoolSetting bools[] = {
            {"deeppriors", &s.deepPriors},
            {"finish", &s.finishTurn},
            {"stopdecided", &s.stopWhenDecided},
            {"paireddraws", &s.pairedDraws},
    };
    for (const BoolSetting &b : bools) {
        if (key == QLatin1String(b.name)) {
            if (!inRange({0, 1}))
                return false;
            *b.field = v != 0;
            return true;
        }
    }
    return refuse(Message(QT_TRANSLATE_NOOP("EngineMessages", "no setting '%1'")).arg(shown(key)));
}

bool applySettings(MctsSettings &s, const QString &query, Origin origin, Message *problem)
{
    const auto items = QUrlQuery(query).queryItems();
    // The leaves' weights start from the others, whatever the order of the query.
    for (const bool leaves : {false, true}) {
        for (const auto &[key, value] : items) {
            const QString k = key.toLower();
            if (isLeafSetting(k) != leaves)
                continue;
            if (leaves && !s.leafWeights)
                s.leafWeights = s.weights;
            if (!applySetting(s, k, value, origin, problem))
                return false;
        }
    }
    return true;
}

std::optional<MctsSettings> mctsPreset(const QString &level)
{
    if (level == QLatin1String("mcts") || level == QLatin1String("mcts-normal"))
        return MctsSettings::normal();
    if (level == QLatin1String("mcts-easy"))
        return MctsSettings::easy();
    if (level == QLatin1String("mcts-hard"))
        return MctsSettings::hard();
    return std::nullopt;
}

std::unique_ptr<Bot> make(const QString &kind, std::uint64_t seed, Origin origin, Message *problem)
{
    auto refuse = [&](const Message &why) -> std::unique_ptr<Bot> {
        if (problem)
            *problem = why;
        return nullptr;
    };
    if (!kind.startsWith(QLatin1String("ai:")))
        return refuse(Message(QT_TRANSLATE_NOOP("EngineMessages", "not a computer player")));
    const qsizetype q = kind.indexOf(QLatin1Char('?'));
    const QString level = kind.mid(3, q < 0 ? -1 : q - 3);
    const QString query = q < 0 ? QString() : kind.mid(q + 1);
    if (level == QLatin1String("random")) {
        if (!query.isEmpty())
            return refuse(
                    Message(QT_TRANSLATE_NOOP("EngineMessages", "ai:random has no settings")));
        return std::make_unique<RandomBot>(seed);
    }
    if (level == QLatin1String("greedy")) {
        // Only the evaluator's weights mean something to the greedy player.
        MctsSettings s;
        if (!applySettings(s, query, origin, problem))
            return nullptr;
        return std::make_unique<GreedyBot>(seed, s.weights);
    }
    std::optional<MctsSettings> s = mctsPreset(level);
    if (!s)
        return refuse(Message(QT_TRANSLATE_NOOP("EngineMessages", "no computer player '%1'"))
                              .arg(shown(level)));
    if (!applySettings(*s, query, origin, problem))
        return nullptr;
    return std::make_unique<MctsBot>(seed, *s);
}

} // namespace

std::unique_ptr<Bot> BotFactory::create(const QString &kind, std::uint64_t seed)
{
    return make(kind, seed, Origin::Tool, nullptr);
}

Message BotFactory::fileKindProblem(const QString &kind)
{
    Message problem;
    if (make(kind, 0, Origin::File, &problem))
        return {};
    return problem.isEmpty()
            ? Message(QT_TRANSLATE_NOOP("EngineMessages", "unknown computer player"))
            : problem;
}

bool BotFactory::isKnown(const QString &kind)
{
    return create(kind, 0) != nullptr;
}

QString BotFactory::weightsQuery(EvaluatorWeights weights)
{
    QStringList items;
    for (const DoubleSetting &d : weightSettings(weights))
        items << QStringLiteral("%1=%2").arg(QLatin1String(d.name), number(*d.field));
    for (const auto &[name, value] : weights.moduleWeights)
        items << QStringLiteral("%1=%2").arg(name, number(value));
    return items.join(QLatin1Char('&'));
}

QStringList BotFactory::kinds()
{
    QStringList out;
    for (const BotLevel &level : BotLevels::all())
        out << QLatin1String(level.kind);
    out << QStringLiteral("ai:mcts"); // the normal level's short name
    return out;
}

} // namespace carcassonne
