#include "trappersui.h"

#include "modules/mayflower/trappersmodule.h"

#include <QCoreApplication>

#include <bit>

namespace carcassonne {

const char *TrappersUi::nameSource() const
{
    return QT_TRANSLATE_NOOP("RuleTexts", "Trappers");
}

QList<ModuleUi::Label> TrappersUi::parameterLabels() const
{
    return {{"fieldAnimalPoints", QT_TRANSLATE_NOOP("RuleTexts", "Plain: points per animal")}};
}

QList<ModuleUi::Label> TrappersUi::categoryLabels() const
{
    return {{"plains", QT_TRANSLATE_NOOP("RuleTexts", "Plains")}};
}

QString TrappersUi::describe(const GameState &, const Event &e, const QString &who) const
{
    // A plain's final scoring; `who` names its winners.
    if (e.type != Event::Type::FeatureScored)
        return {};
    const int animals = TrappersModule::animals(e);
    const QString points = tr("%n point(s)", nullptr, e.points);
    if (std::popcount(unsigned(e.winners)) > 1)
        return tr("Final scoring: the trappers of %1 score %2 each for %n animal(s)", nullptr,
                  animals)
                .arg(who, points);
    return tr("Final scoring: %1's trappers score %2 for %n animal(s)", nullptr, animals)
            .arg(who, points);
}

QString TrappersUi::figureName(FigureKind kind, FeatureType on) const
{
    return kind == FigureKind::Meeple && on == FeatureType::Field ? tr("trapper") : QString();
}

QString TrappersUi::featureName(FeatureType type) const
{
    return type == FeatureType::Field ? tr("plain") : QString();
}

} // namespace carcassonne
