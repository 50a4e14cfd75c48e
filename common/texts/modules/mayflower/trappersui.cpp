#include "trappersui.h"

#include "modules/mayflower/trappersmodule.h"
#include "ruleshelp.h"
#include "state/gamecontent.h"

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

QString TrappersUi::helpText(const GameContent &content) const
{
    return QCoreApplication::translate(
                   "RulesHelp",
                   "A colonist lying on a plain is a trapper. Trappers stay until the game ends "
                   "and are never sent home, not even east of the surveyors.\n\n"
                   "At the end each plain scores its animals for the player with the most "
                   "trappers in it (with a tie each of them in full): %1 per animal.")
            .arg(RulesHelp::points(
                    RulesHelp::number(content, QStringLiteral("fieldAnimalPoints"))));
}

QList<ModuleUi::HelpPicture> TrappersUi::helpPictures(const GameContent &content) const
{
    QList<HelpPicture> pictures{{QStringLiteral("figure/meeple-lying/green"), -1,
                                 QCoreApplication::translate("RulesHelp", "A trapper")}};
    pictures << RulesHelp::tilePicture(
            content,
            [](const FeatureDefinition &f) {
                return f.type == FeatureType::Field && f.attribute(FeatureAttribute::Animals) >= 2;
            },
            QCoreApplication::translate("RulesHelp", "A plain with animals"));
    return pictures;
}

} // namespace carcassonne
