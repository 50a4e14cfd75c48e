#include "botfactory.h"

#include "ai/heuristics/heuristics.h"
#include "botlevels.h"
#include "greedybot.h"
#include "mctsbot.h"
#include "randombot.h"

#include <QUrlQuery>

#include <optional>

namespace carcassonne {

namespace {

bool applySetting(MctsSettings &s, const QString &key, const QString &text)
{
    bool ok = false;
    const double v = text.toDouble(&ok);
    if (!ok)
        return false;
    EvaluatorWeights &w = s.weights;
    const std::pair<const char *, double *> doubles[] = {
            {"seconds", &s.seconds},         {"followup", &s.followUpShare},
            {"exploration", &s.exploration}, {"prior", &s.priorWeight},
            {"widen", &s.widenBase},         {"widenexp", &s.widenExponent},
            {"figure", &s.figureChance},     {"field", &s.fieldChance},
            {"smart", &s.smartFigures},      {"scale", &s.rewardScale},
            {"mistakes", &s.mistakeRate},    {"meeple", &w.meepleValue},
            {"decay", &w.meepleDecay},       {"horizon", &w.meepleHorizon},
            {"return", &w.returnShare},      {"roadgrowth", &w.roadGrowth},
            {"citygrowth", &w.cityGrowth},   {"close", &w.closeDraws},
            {"extension", &w.cityExtension}, {"fill", &w.fillDraws},
            {"fieldgrowth", &w.fieldGrowth},
    };
    for (const auto &[name, field] : doubles) {
        if (key == QLatin1String(name)) {
            *field = v;
            return true;
        }
    }
    // The weights the rule modules' heuristics declare.
    if (ModuleHeuristics::hasWeight(key)) {
        w.setModuleWeight(key, v);
        return true;
    }
    const std::pair<const char *, int *> ints[] = {
            {"iterations", &s.iterations},
            {"expand", &s.expandVisits},
            {"turns", &s.playoutTurns},
            {"tiles", &s.smartTiles},
            {"greedyturns", &s.greedyTurns},
            {"replywidth", &s.replyWidth},
            {"mistakechoices", &s.mistakeChoices},
    };
    for (const auto &[name, field] : ints) {
        if (key == QLatin1String(name)) {
            if (v != double(int(v)) || v < 0)
                return false;
            *field = int(v);
            return true;
        }
    }
    if (key == QLatin1String("deeppriors")) {
        s.deepPriors = v != 0;
        return true;
    }
    if (key == QLatin1String("finish")) {
        s.finishTurn = v != 0;
        return true;
    }
    return false;
}

std::optional<MctsSettings> mctsSettings(const QString &level, const QString &query)
{
    MctsSettings s;
    if (level == QLatin1String("mcts") || level == QLatin1String("mcts-normal"))
        s = MctsSettings::normal();
    else if (level == QLatin1String("mcts-easy"))
        s = MctsSettings::easy();
    else if (level == QLatin1String("mcts-hard"))
        s = MctsSettings::hard();
    else
        return std::nullopt;
    for (const auto &[key, value] : QUrlQuery(query).queryItems()) {
        if (!applySetting(s, key.toLower(), value))
            return std::nullopt;
    }
    return s;
}

} // namespace

std::unique_ptr<Bot> BotFactory::create(const QString &kind, std::uint64_t seed)
{
    if (!kind.startsWith(QLatin1String("ai:")))
        return nullptr;
    const qsizetype q = kind.indexOf(QLatin1Char('?'));
    const QString level = kind.mid(3, q < 0 ? -1 : q - 3);
    const QString query = q < 0 ? QString() : kind.mid(q + 1);
    if (level == QLatin1String("random") && query.isEmpty())
        return std::make_unique<RandomBot>(seed);
    if (level == QLatin1String("greedy")) {
        // Only the evaluator's weights mean something to the greedy player.
        MctsSettings s;
        for (const auto &[key, value] : QUrlQuery(query).queryItems()) {
            if (!applySetting(s, key.toLower(), value))
                return nullptr;
        }
        return std::make_unique<GreedyBot>(seed, s.weights);
    }
    if (const auto settings = mctsSettings(level, query))
        return std::make_unique<MctsBot>(seed, *settings);
    return nullptr;
}

bool BotFactory::isKnown(const QString &kind)
{
    return create(kind, 0) != nullptr;
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
