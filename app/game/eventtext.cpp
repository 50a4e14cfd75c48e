#include "eventtext.h"

#include "ai/botlevels.h"
#include "languages.h"
#include "moduleuis.h"
#include "playercolours.h"
#include "record/gamerecord.h"
#include "state/gamestate.h"

#include <QRegularExpression>
#include <QTranslator>

namespace carcassonne {

QString EventText::figureName(const GameContent &content, FigureKind kind, FeatureType on)
{
    // An enabled module may name its figures, or the role a figure has on a feature.
    const QString name = ModuleUis::figureName(content, kind, on);
    if (!name.isEmpty())
        return name;
    return kind == FigureKind::Meeple ? tr("meeple") : figurekind::name(kind);
}

QString EventText::categoryName(const GameContent &content, ScoreCategory category)
{
    return ModuleUis::categoryName(content, category);
}

QString EventText::points(int n)
{
    return tr("%n point(s)", nullptr, n);
}

QString EventText::playerName(const GameSetup &setup, int player)
{
    if (player < 0 || player >= setup.players.size())
        return {};
    const PlayerSetup &p = setup.players[player];
    const int seat = seatOf(setup, player);
    const QString name = seatName(setup, player);
    // A player of several colours: each colour by its own name ("Ann (green)").
    if (setup.coloursPerSeat()[std::size_t(seat)] > 1)
        //: A colour of a player who plays several (The Mist): name and colour.
        return tr("%1 (%2)").arg(name, PlayerColours::label(p.color));
    return name;
}

QString EventText::seatName(const GameSetup &setup, int player)
{
    if (player < 0 || player >= setup.players.size())
        return {};
    const QString name = setup.players[player].name;
    const int seat = seatOf(setup, player);
    return name.isEmpty() || isDefaultName(name, seat) ? tr("Player %1").arg(seat + 1) : name;
}

bool EventText::isDefaultName(const QString &name, int seat)
{
    // "Player %1" in every language the game has, read once from its own translations.
    static const QList<QRegularExpression> patterns = [] {
        QStringList forms{QStringLiteral("Player %1")};
        for (const Languages::Language &language : Languages::all()) {
            const QString &code = language.code;
            QTranslator translator;
            if (!Languages::load(translator, QStringLiteral("carcassonne"), code))
                continue;
            for (const char *context : {"EventText", "NewGameDialog"}) {
                const QString form = translator.translate(context, "Player %1");
                if (form.contains(QLatin1String("%1")) && !forms.contains(form))
                    forms << form;
            }
        }
        QList<QRegularExpression> out;
        for (const QString &form : forms) {
            // The text around the number, each part matched as it is.
            QStringList parts = form.split(QLatin1String("%1"));
            for (QString &part : parts)
                part = QRegularExpression::escape(part);
            out << QRegularExpression(QLatin1Char('^') + parts.join(QLatin1String("(\\d+)"))
                                      + QLatin1Char('$'));
        }
        return out;
    }();
    for (const QRegularExpression &re : patterns) {
        const QRegularExpressionMatch m = re.match(name);
        if (m.hasMatch() && m.captured(1).toInt() == seat + 1)
            return true;
    }
    return false;
}

int EventText::seatOf(const GameSetup &setup, int player)
{
    int seat = 0;
    for (int entry = 0; const int n : setup.coloursPerSeat()) {
        if (player < entry + n)
            return seat;
        entry += n;
        ++seat;
    }
    return seat;
}

QString EventText::kindLabel(const QString &kind)
{
    if (kind == QLatin1String("human"))
        return tr("Human");
    // The levels' one list (BotLevels); a kind with settings of its own is just a computer.
    if (const BotLevel *level = BotLevels::find(kind))
        return QCoreApplication::translate(BotLevels::kContext, level->label);
    return tr("Computer");
}

QString EventText::describe(const Event &e, const GameState &state, const GameSetup &setup)
{
    // Who the event is about: its player, or the winners of a scored feature.
    // A turn's tile is the person's; a figure and points are a colour's (where one plays
    // several, The Mist).
    const bool seatsEvent = e.type == Event::Type::TilePlaced || e.type == Event::Type::TileDrawn
            || e.type == Event::Type::TileDiscarded || e.type == Event::Type::TurnStarted;
    QString who = seatsEvent ? seatName(setup, e.player) : playerName(setup, e.player);
    if (e.type == Event::Type::FeatureScored) {
        QStringList names;
        for (int p = 0; p < setup.players.size(); ++p) {
            if (e.winners >> p & 1)
                names << playerName(setup, p);
        }
        who = names.join(QStringLiteral(", "));
    }
    const GameContent &content = state.content();
    // A module words what it sent; a core event it sent falls back to the core's words.
    if (const ModuleUi *ui = ModuleUis::ofEvent(state.content(), e)) {
        const QString line = ui->describe(state, e, who);
        if (!line.isEmpty() || e.type == Event::Type::Module)
            return line;
    }
    switch (e.type) {
    case Event::Type::TilePlaced:
        if (e.player < 0)
            return {}; // the start tile
        // Where is shown, not told: clicking the log line shows the tile on the board.
        return tr("%1 placed a tile").arg(who);
    case Event::Type::FigurePlaced: {
        const FeatureType on = e.segment >= 0 && e.segment < state.features().size()
                ? state.features().node(e.segment).type
                : FeatureType::Field;
        return tr("%1 placed a %2 on a %3")
                .arg(who, figureName(content, e.figure, on), ModuleUis::featureWord(content, on));
    }
    case Event::Type::FeatureScored: {
        QString detail;
        if (e.featureType == FeatureType::Field)
            detail = tr("%n completed city(s)", nullptr, e.cities);
        else
            detail = tr("%n tile(s)", nullptr, e.tiles);
        if (e.pennants > 0) {
            const QString named = ModuleUis::pennants(content, e.pennants);
            detail += QStringLiteral(", ")
                    + (named.isEmpty() ? tr("%n pennant(s)", nullptr, e.pennants) : named);
        }
        // A package's own rule that set the points, briefly (AuthoredRulesUi).
        if (const ModuleUi *ui = ModuleUis::ofEvent(content, e)) {
            const QString note = ui->scoringNote(state, e);
            if (!note.isEmpty())
                detail = tr("%1; %2").arg(detail, note);
        }
        if (who.isEmpty())
            return {};
        const QString line = tr("%1: %2 for a %3 (%4)")
                                     .arg(who, points(e.points),
                                          ModuleUis::featureWord(content, e.featureType), detail);
        return e.final ? tr("Final scoring: %1").arg(line) : line;
    }
    case Event::Type::PointsAwarded:
        return tr("%1: %2 (%3)").arg(who, points(e.points), categoryName(content, e.category));
    case Event::Type::TileDiscarded:
        return tr("A tile fitted nowhere and went back into the box");
    case Event::Type::GameOver: {
        // A team result: won or lost together, and why in the modules' words.
        QStringList why;
        if (state.outcome().kind != Outcome::Kind::Scores) {
            for (const ModuleUi *ui : ModuleUis::enabled(content)) {
                const QString text = ui->outcomeText(state);
                if (!text.isEmpty())
                    why << text;
            }
        }
        switch (state.outcome().kind) {
        case Outcome::Kind::TeamWon:
            return why.isEmpty() ? tr("Game over. The team has won.")
                                 : tr("Game over. The team has won: %1").arg(why.join(' '));
        case Outcome::Kind::TeamLost:
            return why.isEmpty() ? tr("Game over. The team has lost.")
                                 : tr("Game over. The team has lost: %1").arg(why.join(' '));
        case Outcome::Kind::Scores:
            break;
        }
        const std::uint8_t leaders = state.leaders();
        QStringList names;
        for (int p = 0; p < setup.players.size(); ++p) {
            if (leaders >> p & 1)
                names << playerName(setup, p);
        }
        return tr("Game over. Winner: %1").arg(names.join(QStringLiteral(", ")));
    }
    case Event::Type::Module:
        break; // the module's own
    case Event::Type::TileDrawn:
    case Event::Type::FigureReturned:
    case Event::Type::TurnStarted:
        return {};
    }
    return {};
}

} // namespace carcassonne
