#include "playercolours.h"

#include "art/figureart.h"
#include "record/gamerecord.h"

#include <atomic>

namespace carcassonne {

namespace {
// A setting of the window, read where pictures and panels are made (the GUI thread).
std::atomic<FigureArt::Palette> currentPalette{FigureArt::Palette::Standard};
} // namespace

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
    return i ? FigureArt::colourValue(*i, palette()) : QStringLiteral("#8a7658");
}

QStringList PlayerColours::ofWinners(const GameSetup &setup, unsigned winners)
{
    QStringList out;
    for (int p = 0; p < setup.players.size(); ++p) {
        if (winners >> p & 1u)
            out << value(setup.players[p].color);
    }
    return out;
}

QString PlayerColours::imageColour(const QString &name)
{
    return palette() == FigureArt::Palette::ColourBlind ? name + QStringLiteral("/safe") : name;
}

FigureArt::Palette PlayerColours::palette()
{
    return currentPalette.load();
}

void PlayerColours::setPalette(FigureArt::Palette palette)
{
    currentPalette.store(palette);
}

} // namespace carcassonne
