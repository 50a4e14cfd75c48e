#include "abbotui.h"

#include <QCoreApplication>

namespace carcassonne {

const char *AbbotUi::nameSource() const
{
    return QT_TRANSLATE_NOOP("RuleTexts", "Abbot");
}

QList<ModuleUi::Label> AbbotUi::parameterLabels() const
{
    return {{"abbotsPerPlayer", QT_TRANSLATE_NOOP("RuleTexts", "Abbots per player")}};
}

QString AbbotUi::figureName(FigureKind kind, FeatureType) const
{
    return kind == FigureKind::Abbot ? tr("abbot") : QString();
}

} // namespace carcassonne
