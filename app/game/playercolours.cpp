#include "playercolours.h"

#include "art/artstyle.h"
#include "art/figureart.h"

namespace carcassonne {

QStringList PlayerColours::names()
{
    QStringList out;
    for (int i = 0; i < FigureArt::kColourCount; ++i)
        out << FigureArt::colourName(i);
    return out;
}

QString PlayerColours::value(const QString &name)
{
    const auto i = FigureArt::colourIndex(name);
    return i ? QString::fromLatin1(ArtStyle::kPlayerColours[std::size_t(*i)])
             : QStringLiteral("#8a7658");
}

} // namespace carcassonne
