#include "pigmodule.h"

#include "companionfigures.h"
#include "state/gamestate.h"

#include <QJsonArray>

#include <algorithm>

namespace carcassonne {

ParameterSpecs PigModule::parameters() const
{
    return {ParameterSpec{QStringLiteral("pigsPerPlayer"), 1, 0, 9},
            ParameterSpec{QStringLiteral("pigFieldCityPoints"), 4, 0, 20}};
}

int PigModule::bonusPerCity(const GameContent &content)
{
    if (!content.find<PigModule>())
        return 0;
    return content.parameter(QStringLiteral("pigFieldCityPoints"))
            - content.parameter(QStringLiteral("fieldCityPoints"));
}

void PigModule::setup(GameState &state, EventList *) const
{
    const int n = state.content().parameter(QStringLiteral("pigsPerPlayer"));
    for (int p = 0; p < state.playerCount(); ++p)
        state.setSupply(p, FigureKind::Pig, n);
}

void PigModule::addFigureMoves(const GameState &state, MoveList &out) const
{
    CompanionFigures::addMoves(state, FigureKind::Pig, GameState::typeBit(FeatureType::Field),
                               FigureKind::Meeple, out);
}

void PigModule::afterScoring(GameState &state, EventList *events) const
{
    CompanionFigures::returnStranded(state, FigureKind::Pig, FigureKind::Meeple, events, *this, 0);
}

void PigModule::finalScoring(GameState &state, EventList *events) const
{
    // The farmers module has paid each field to its majority; a winning pig owner gets the
    // difference per completed city, once per field however many pigs they have there.
    const int bonus = bonusPerCity(state.content());
    std::vector<std::pair<int, int>> paid; // (player, field root)
    for (const PlacedFigure &f : state.figures()) {
        if (f.kind != FigureKind::Pig)
            continue;
        const int root = state.features().find(f.segment);
        if (std::find(paid.begin(), paid.end(), std::pair(int(f.player), root)) != paid.end())
            continue;
        paid.emplace_back(f.player, root);
        const FeatureValue v = state.value(root);
        if (!(v.winners & (1u << f.player)) || v.cities == 0 || bonus == 0)
            continue;
        const int points = v.cities * bonus;
        state.addPoints(f.player, points, ScoreCategory::Field, true);
        if (!events)
            continue;
        Event e = Event::of(Event::Type::PointsAwarded, f.player);
        e.module = indexIn(state);
        e.points = std::int16_t(points);
        e.category = ScoreCategory::Field;
        e.final = true;
        e.figure = FigureKind::Pig;
        e.cities = std::int16_t(v.cities);
        e.segment = f.segment; // the field it was paid for
        e.at = state.cellOf(f.segment);
        events->push_back(e);
    }
}

void PigModule::eventToJson(const GameContent &, const Event &e, QJsonObject &o) const
{
    if (e.type != Event::Type::PointsAwarded)
        return;
    o.insert(QStringLiteral("figure"), figurekind::name(FigureKind::Pig));
    o.insert(QStringLiteral("cities"), e.cities);
    o.insert(QStringLiteral("at"), QJsonArray{e.at.x, e.at.y});
}

QString PigModule::checkInvariants(const GameState &state) const
{
    return CompanionFigures::strandedFigure(state, FigureKind::Pig, FigureKind::Meeple);
}

} // namespace carcassonne
