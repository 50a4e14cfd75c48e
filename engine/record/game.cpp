#include "game.h"

#include "art/figureart.h"
#include "content/packagerepository.h"
#include "core/shownvalue.h"
#include "movecodec.h"
#include "rules/rulemodule.h"

#include <QJsonArray>

#include <algorithm>
#include <bit>

namespace carcassonne {

std::optional<Game> Game::start(const GameSetup &setup, PackageRepository &repository,
                                Problems *problems, EventList *events)
{
    const auto packages = repository.resolve(setup.packages, problems);
    if (!packages)
        return std::nullopt;
    Problems found;
    const auto content = GameContent::build(*packages, setup.rules, &found);
    if (!content) {
        if (problems)
            problems->append(found);
        return std::nullopt;
    }
    std::vector<std::uint16_t> deck;
    for (int i = 0; i < setup.deck.size(); ++i) {
        const int t = content->tileTypeIndex(setup.deck[i]);
        if (t < 0) {
            if (problems)
                problems->append({{},
                                  {},
                                  QStringLiteral("setup.deck[%1]").arg(i),
                                  Message(QT_TRANSLATE_NOOP("EngineMessages",
                                                            "no tile '%1' in the game's packages"))
                                          .arg(setup.deck[i])});
            return std::nullopt;
        }
        deck.push_back(std::uint16_t(t));
    }
    // Seats that name no colours of their own get those the rules deal (The Mist's English
    // edition), named after the seat's own colour in the palette's order.
    GameSetup dealt = setup;
    if (!setup.severalColours()) {
        const std::vector<int> layout = content->defaultColours(int(setup.players.size()));
        if (!layout.empty())
            dealt.players = dealColours(setup.players, layout);
    }
    const std::vector<int> layout = dealt.coloursPerSeat();
    const std::vector<int> *colours = dealt.severalColours() ? &layout : nullptr;
    Message error;
    bool hasDeck = dealt.hasDeck;
    if (!hasDeck && dealt.pileOrder != GameSetup::PileOrder::Shuffled) {
        // The pile as the seed deals it (shuffled, and ordered by the rules that order it: the
        // River's tiles first, its lakes last), the package's own tiles moved to its front.
        const auto dealtPile = GameState::create(content, int(dealt.players.size()), dealt.seed,
                                                 nullptr, nullptr, &error, colours);
        if (!dealtPile) {
            if (problems)
                problems->append({{}, {}, QStringLiteral("setup.players"), error});
            return std::nullopt;
        }
        std::vector<std::uint16_t> others;
        for (const std::uint16_t t : dealtPile->pile()) {
            const bool own = content->tileType(t).packageId == dealt.pilePackage;
            (own ? deck : others).push_back(t);
        }
        if (deck.empty()) {
            if (problems)
                problems->append(
                        {{},
                         {},
                         QStringLiteral("setup.pile.package"),
                         Message(QT_TRANSLATE_NOOP("EngineMessages",
                                                   "the package %1 brings no tiles of its own to "
                                                   "the pile"))
                                 .arg(dealt.pilePackage)});
            return std::nullopt;
        }
        if (dealt.pileOrder == GameSetup::PileOrder::OwnFirst)
            deck.insert(deck.end(), others.begin(), others.end());
        hasDeck = true;
    }
    auto state = GameState::create(content, int(dealt.players.size()), dealt.seed,
                                   hasDeck ? &deck : nullptr, events, &error, colours);
    if (!state) {
        if (problems)
            problems->append({{}, {}, QStringLiteral("setup.players"), error});
        return std::nullopt;
    }
    Game game(std::move(*state));
    game.m_record.setup = dealt;
    return game;
}

QList<PlayerSetup> Game::dealColours(const QList<PlayerSetup> &seats,
                                     const std::vector<int> &layout)
{
    QStringList taken;
    for (const PlayerSetup &p : seats)
        taken << p.color;
    QList<PlayerSetup> out;
    for (qsizetype seat = 0; seat < seats.size(); ++seat) {
        PlayerSetup p = seats[seat];
        p.seat = int(seat);
        out << p;
        for (int extra = 1, next = 0; extra < layout[std::size_t(seat)]; ++extra) {
            while (next < FigureArt::kColourCount && taken.contains(FigureArt::colourName(next)))
                ++next;
            // At most kMaxPlayers colours in a game, as many as the palette has.
            p.color = FigureArt::colourName(std::min(next++, FigureArt::kColourCount - 1));
            taken << p.color;
            out << p;
        }
    }
    return out;
}

bool Game::apply(const Move &move, EventList &events)
{
    if (!m_state.isLegal(move))
        return false;
    switch (move.kind) {
    case Move::Kind::PlaceTile:
        m_record.moves.append(QJsonObject{
                {QStringLiteral("tile"), m_state.content().tileType(m_state.currentTile()).key},
                {QStringLiteral("at"), QJsonArray{move.at.x, move.at.y}},
                {QStringLiteral("rotation"), move.rotation * 90},
                {QStringLiteral("figure"), QJsonValue::Null}});
        break;
    case Move::Kind::PlaceFigure: {
        QJsonObject figure = MoveCodec::figureToJson(m_state, move);
        // The colour is named when the player could have placed it in more than one.
        if (move.owner != Move::kCurrentPlayer
            && std::popcount(unsigned(m_state.coloursWithSupply(move.figure))) > 1)
            figure.insert(QStringLiteral("color"), m_record.setup.players[move.owner].color);
        m_record.moves.last().insert(QStringLiteral("figure"), figure);
        break;
    }
    case Move::Kind::Pass:
        break;
    case Move::Kind::Choice: {
        QJsonObject &turn = m_record.moves.last();
        QJsonArray choices = turn.value(QStringLiteral("choices")).toArray();
        choices.append(
                m_state.content().modules()[std::size_t(move.module)]->choiceToJson(m_state, move));
        turn.insert(QStringLiteral("choices"), choices);
        break;
    }
    }
    m_state.apply(move, events);
    return true;
}

bool Game::arrangeNextDraws(const std::vector<int> &types)
{
    std::vector<std::uint16_t> pile = m_state.pile();
    const std::size_t first = std::size_t(m_state.pileIndex());
    if (first + types.size() > pile.size())
        return false;
    for (std::size_t i = 0; i < types.size(); ++i) {
        if (types[i] < 0)
            continue;
        const auto it = std::find(pile.begin() + std::ptrdiff_t(first + i), pile.end(),
                                  std::uint16_t(types[i]));
        if (it == pile.end())
            return false;
        std::iter_swap(pile.begin() + std::ptrdiff_t(first + i), it);
    }
    m_state.pileRef() = std::move(pile);
    return true;
}

bool Game::applyTurn(const QJsonObject &turn, EventList &events, Message *error, bool atomic)
{
    auto fail = [&](const Message &message) {
        if (error)
            *error = message;
        return false;
    };
    if (m_state.gameOver())
        return fail(Message(QT_TRANSLATE_NOOP("EngineMessages", "the game is already over")));
    if (m_state.phase() != GameState::Phase::PlaceTile)
        return fail(
                Message(QT_TRANSLATE_NOOP("EngineMessages", "the previous turn is not finished")));
    const QString drawn = m_state.content().tileType(m_state.currentTile()).key;
    const QString tile = turn.value(QStringLiteral("tile")).toString();
    if (tile != drawn)
        return fail(Message(QT_TRANSLATE_NOOP("EngineMessages", "the tile drawn is %1, not %2"))
                            .arg(drawn, tile));
    const auto at = MoveCodec::cellFromJson(turn.value(QStringLiteral("at")));
    if (!at)
        return fail(Message(
                QT_TRANSLATE_NOOP("EngineMessages", "\"at\" must be [x, y] with whole numbers")));
    const auto quarter =
            geometry::quarterTurnsFromDegrees(turn.value(QStringLiteral("rotation")).toInt(-1));
    if (!quarter)
        return fail(
                Message(QT_TRANSLATE_NOOP("EngineMessages", "rotation must be 0, 90, 180 or 270")));
    const Move place = Move::placeTile(*at, *quarter);

    // An atomic turn works on a copy so a bad turn leaves the game untouched. In place, a copy
    // per turn is saved: replaying a record stays linear in its length.
    std::optional<Game> copy;
    if (atomic)
        copy.emplace(*this);
    Game &trial = copy ? *copy : *this;
    EventList trialEvents;
    if (!trial.apply(place, trialEvents)) {
        // Past the board's limit (Mayflower's coast) no tile fits at all: say so.
        const int limit = state().board().maxColumn();
        const Message why = place.at.x > limit
                ? Message(QT_TRANSLATE_NOOP("EngineMessages",
                                            ": no tile may lie east of column %1"))
                          .arg(limit)
                : Message::verbatim(QString());
        return fail(Message(QT_TRANSLATE_NOOP("EngineMessages",
                                              "%1 does not fit at [%2, %3] turned %4 degrees%5"))
                            .arg(tile)
                            .arg(place.at.x)
                            .arg(place.at.y)
                            .arg(*quarter * 90)
                            .arg(why));
    }
    const QJsonArray choices = turn.value(QStringLiteral("choices")).toArray();
    int choice = 0;
    // Choices are listed in the order the rules ask: some come before the figure.
    auto applyChoices = [&](bool beforeFigure) {
        while (choice < choices.size()) {
            if (trial.m_state.phase() != GameState::Phase::Choice) {
                if (beforeFigure)
                    return true;
                return fail(
                        Message(QT_TRANSLATE_NOOP("EngineMessages",
                                                  "choices[%1]: the rules ask for no choice here"))
                                .arg(choice));
            }
            // The choice goes to the one module whose key it holds.
            const QJsonObject entry = choices[choice].toObject();
            std::optional<Move> move;
            for (const RuleModule *m : trial.m_state.content().modules()) {
                const QStringList keys = m->choiceKeys();
                if (std::any_of(keys.begin(), keys.end(),
                                [&](const QString &key) { return entry.contains(key); })) {
                    move = m->choiceFromJson(trial.m_state, entry);
                    break;
                }
            }
            if (!move || !trial.apply(*move, trialEvents))
                return fail(
                        Message(QT_TRANSLATE_NOOP("EngineMessages",
                                                  "choices[%1]: not a choice the rules offer now"))
                                .arg(choice));
            ++choice;
        }
        return true;
    };
    if (!applyChoices(true))
        return false;
    if (trial.m_state.phase() == GameState::Phase::Choice)
        return fail(Message(QT_TRANSLATE_NOOP(
                "EngineMessages", "the rules ask for a choice the move does not give")));
    const QJsonValue figure = turn.value(QStringLiteral("figure"));
    if (figure.isNull() || figure.isUndefined()) {
        trial.apply(Move::pass(), trialEvents);
    } else {
        if (!figure.isObject())
            return fail(Message(
                    QT_TRANSLATE_NOOP("EngineMessages", "figure must be an object or null")));
        Message why;
        auto move = MoveCodec::figureFromJson(trial.m_state, figure.toObject(), &why);
        if (!move)
            return fail(Message::located(QStringLiteral("figure"), why));
        if (!trial.assignColour(*move, figure.toObject(), &why))
            return fail(Message::located(QStringLiteral("figure"), why));
        if (!trial.apply(*move, trialEvents))
            return fail(Message(QT_TRANSLATE_NOOP("EngineMessages",
                                                  "figure: the rules do not allow this %1 there"))
                                .arg(figure.toObject().value(QStringLiteral("kind")).toString()));
    }
    if (!applyChoices(false))
        return false;
    if (trial.m_state.phase() == GameState::Phase::Choice)
        return fail(Message(QT_TRANSLATE_NOOP(
                "EngineMessages", "the rules ask for a choice the move does not give")));
    if (copy)
        *this = std::move(*copy);
    events.insert(events.end(), trialEvents.begin(), trialEvents.end());
    return true;
}

bool Game::assignColour(Move &move, const QJsonObject &figure, Message *why) const
{
    const GameState &s = m_state;
    const int seat = s.seatOf(s.currentPlayer());
    const int first = s.firstColourOf(seat);
    const int count = s.colourCountOf(seat);
    const QJsonValue named = figure.value(QStringLiteral("color"));
    int colour = -1;
    if (!named.isUndefined()) {
        for (int c = first; c < first + count; ++c) {
            if (named.isString() && m_record.setup.players[c].color == named.toString())
                colour = c;
        }
        if (colour < 0) {
            *why = Message(QT_TRANSLATE_NOOP("EngineMessages",
                                             "%1 is not a colour this player plays"))
                           .arg(named.isString() ? shownValue(named.toString(), 40)
                                                 : QStringLiteral("\"color\""));
            return false;
        }
    }
    if (count == 1)
        return true; // the figure is the player's own colour (Move::kCurrentPlayer)
    const unsigned colours = s.coloursWithSupply(move.figure);
    if (colour < 0) {
        if (std::popcount(colours) > 1) {
            *why = Message(
                    QT_TRANSLATE_NOOP("EngineMessages",
                                      "the player plays several colours: the figure must name its "
                                      "\"color\""));
            return false;
        }
        colour = colours ? std::countr_zero(colours) : first;
    }
    move.owner = std::uint8_t(colour);
    return true;
}

std::optional<Game> Game::replay(const GameRecord &record, PackageRepository &repository,
                                 EventList *events, Message *error, int *badMove)
{
    if (badMove)
        *badMove = -1;
    Problems problems;
    EventList scratch;
    EventList &out = events ? *events : scratch;
    std::optional<Game> game = start(record.setup, repository, &problems, &out);
    if (!game) {
        if (error)
            *error = problemsMessage(problems, true);
        return std::nullopt;
    }
    for (int i = 0; i < record.moves.size(); ++i) {
        Message why;
        if (!game->applyTurn(record.moves[i], out, &why, false)) { // the replay ends there
            if (error)
                *error =
                        Message(QT_TRANSLATE_NOOP("EngineMessages", "move %1: %2")).arg(i).arg(why);
            if (badMove)
                *badMove = i;
            return std::nullopt;
        }
    }
    return game;
}

QString Game::replayDifference(const GameState &played, const GameState &replayed)
{
    if (played.gameOver() != replayed.gameOver())
        return QStringLiteral("one game is over, the other is not");
    if (played.playerCount() != replayed.playerCount())
        return QStringLiteral("%1 players, replayed %2")
                .arg(played.playerCount())
                .arg(replayed.playerCount());
    for (int p = 0; p < played.playerCount(); ++p) {
        if (played.score(p) != replayed.score(p))
            return QStringLiteral("player %1 scores %2, replayed %3")
                    .arg(p)
                    .arg(played.score(p))
                    .arg(replayed.score(p));
    }
    const auto &ta = played.board().tiles();
    const auto &tb = replayed.board().tiles();
    if (ta.size() != tb.size())
        return QStringLiteral("%1 tiles, replayed %2").arg(ta.size()).arg(tb.size());
    for (std::size_t i = 0; i < ta.size(); ++i) {
        if (ta[i].type != tb[i].type || ta[i].rotation != tb[i].rotation || !(ta[i].at == tb[i].at))
            return QStringLiteral("tile %1 differs in the replay").arg(i);
    }
    const auto &fa = played.figures();
    const auto &fb = replayed.figures();
    if (fa.size() != fb.size())
        return QStringLiteral("%1 figures, replayed %2").arg(fa.size()).arg(fb.size());
    for (std::size_t i = 0; i < fa.size(); ++i) {
        if (fa[i].player != fb[i].player || fa[i].kind != fb[i].kind
            || fa[i].segment != fb[i].segment)
            return QStringLiteral("figure %1 differs in the replay").arg(i);
    }
    return {};
}

} // namespace carcassonne
