#include "playercolours.h"

#include "art/figureart.h"
#include "record/gamerecord.h"

#include <QCoreApplication>

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

QString PlayerColours::label(const QString &name)
{
    static const char *const kLabels[][2] = {
            {"red", QT_TRANSLATE_NOOP("PlayerColours", "red")},
            {"blue", QT_TRANSLATE_NOOP("PlayerColours", "blue")},
            {"green", QT_TRANSLATE_NOOP("PlayerColours", "green")},
            {"yellow", QT_TRANSLATE_NOOP("PlayerColours", "yellow")},
            {"black", QT_TRANSLATE_NOOP("PlayerColours", "black")},
            {"pink", QT_TRANSLATE_NOOP("PlayerColours", "pink")}};
    for (const auto &l : kLabels) {
        if (name == QLatin1String(l[0]))
            return QCoreApplication::translate("PlayerColours", l[1]);
    }
    return name;
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
